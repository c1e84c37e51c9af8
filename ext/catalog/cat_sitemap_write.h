/*
** cat_sitemap_write.h: what the descriptions of the sitemap writers share
** (cat_sitemap_write.c: the aggregates; cat_sitemap_part.c: sitemap_check
** and sitemap_part): one row's values read as a record, by one set of rules
** for every host, and the writer's messages as refusals.
*/
#ifndef ROBOTS_CAT_SITEMAP_WRITE_H
#define ROBOTS_CAT_SITEMAP_WRITE_H

#include "catalog.h"
#include "../sitemap/sitemap_write.h"

/* The hosts without sitemap_part (its CatFunc's flags): a message there
** does not advise it. */
#define CAT_SW_PART_NO CAT_NO_DUCKDB

/* The arguments of a record: loc, lastmod, changefreq, priority. */
extern const CatArg catSwRecordArg[4];

/* Read the record of row iRow from aArg[0..nArg) (at most the four above)
** into *p: loc and changefreq TEXT or BLOB, lastmod that or a host's time
** (written into zDate, SITEMAP_LASTMOD_MAX bytes: UTC, a date as
** YYYY-MM-DD, refused outside the years 0000-9999), priority any number or
** text (sitemap_write.h decides about text).  NULL is z==NULL / no
** priority.  CAT_OK, or a refusal "row N: ..." (CAT_NOMEM). */
int catSwRecord(CatCtx *c, const CatValue *aArg, int nArg, int64_t iRow,
                char *zDate, SitemapOutRecord *p);

/* Before a refusal quotes it: a priority given as an integer is quoted as
** written ("2"), from z (24 bytes). */
void catSwGivenPriority(const CatValue *aArg, int nArg, char *z,
                        SitemapOutRecord *p);

/* The writer's complete message in *b ("name(): row N: ...") as c's
** refusal (the text after "name(): "); frees b.  CAT_REFUSED or CAT_NOMEM. */
int catSwMessage(CatCtx *c, CoreBuf *b);

#endif /* ROBOTS_CAT_SITEMAP_WRITE_H */
