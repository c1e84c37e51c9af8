/*
** cat_site.h: a call site's memo of the robots.txt files it compiled last
** (see "A call site's memo" in catalog.h): the engine's policy for what a
** per-row function remembers between rows and when it reuses it.  A slot
** holds one file per document argument (robots_flip has two); a row finds
** its file there when its text is the remembered one (the same pinned
** address, else the same bytes), and a file looked up in the cache is
** remembered in place of the last.  Start at catSiteFind.
*/
#ifndef ROBOTS_CAT_SITE_H
#define ROBOTS_CAT_SITE_H

#include "catalog.h"
#include "../robots/robots_cache.h"

#include <string.h>

#define CAT_SITE_FILES 2       /* document arguments a site remembers */

/* One remembered file: the entry (referenced) and where its text was. */
typedef struct CatSiteFile {
  RobotsEntry *e;              /* NULL: nothing yet */
  const char *z;               /* the address of the text it was found for */
  size_t n;                    /* that text's length */
  unsigned char bPinned;       /* z was pinned (CatValue.bPinned) */
} CatSiteFile;

typedef struct CatSite {
  const CoreAlloc *pA;         /* what the slot was allocated with */
  CatSiteFile a[CAT_SITE_FILES];
} CatSite;

/* Slot i's remembered entry when v (text, not NULL) is the same file: the
** same pinned address with both pinned, else the same length and bytes (a
** text past the cache's cap compared over what the cache keys).  A pinned
** value found by its bytes is remembered by its address from then on.
** NULL when there is no slot, nothing remembered or another file. */
static inline RobotsEntry *catSiteFind(CatCtx *c, int i, const CatValue *v){
  CatSite *p = c->ppSite ? (CatSite*)*c->ppSite : NULL;
  CatSiteFile *f;
  if( p==NULL ) return NULL;
  f = &p->a[i];
  if( f->e==NULL || f->n!=v->s.n ) return NULL;
  if( v->bPinned && f->bPinned && f->z==v->s.z ){
    f->e->nAuxHit = 1;
    return f->e;
  }
  if( memcmp(v->s.z, f->e->zText, f->e->nText)!=0 ) return NULL;
  if( v->bPinned ){
    f->z = v->s.z;
    f->bPinned = 1;
    f->e->nAuxHit = 1;
  }
  return f->e;
}

/* The entry of document v (not NULL) for slot i: the site's when it is
** the same file, else the connection's cache's (then remembered).  A
** reference is taken for the caller (robotsEntryRelease); NULL when out
** of memory. */
RobotsEntry *catSiteEntry(CatCtx *c, int i, const CatValue *v);

/* Remember e as slot i's file, found for v; the slot is made on first use
** (nothing is remembered when the host has no slot or memory is short). */
void catSiteKeep(CatCtx *c, int i, const CatValue *v, RobotsEntry *e);

#endif /* ROBOTS_CAT_SITE_H */
