/*
** cat_list.h: every function description of dist/robots, in the order the
** reference lists them: CAT_LIST(X) applies X(variable, sql_name) to each.
** catalog.c makes the list catFuncs from it; the PostgreSQL binding makes
** one C symbol per function (the name its install scripts use).  A new
** function is one line here and its description in a cat_*.c file.
*/
#ifndef ROBOTS_CAT_LIST_H
#define ROBOTS_CAT_LIST_H

#define CAT_LIST(X) \
  X(catPathFunc, robots_path) \
  X(catSitemapsFunc, robots_sitemaps) \
  /* the end of the list */

#endif /* ROBOTS_CAT_LIST_H */
