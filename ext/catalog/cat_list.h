/*
** cat_list.h: every function description of dist/robots, in the order the
** reference lists them, as CAT_ENTRY(variable, sql_name) lines.  catalog.c
** makes the list catFuncs from it; the PostgreSQL binding makes one C
** symbol per function from it (the name its install scripts use).  A new
** function is one line here and its description in a cat_*.c file.
*/
CAT_ENTRY(catPathFunc, robots_path)
CAT_ENTRY(catSitemapsFunc, robots_sitemaps)
