/*
** ddb_scalars.c: robots_agent for DuckDB, from the built-in crawler table
** (the others are the catalog's: ddb_catalog.c).
**
**   robots_agent(user_agent)                  VARCHAR or NULL
*/
#include "ddb_util.h"
#include "../crawler/robots_crawler.h"

/* robots_agent(user_agent): the built-in crawler table (DuckDB has no
** robots_crawlers lookup: the C API cannot query from a scalar). */
static int ddbAgentRow(DdbCall *c, const Span *a, int nArg, idx_t i){
  Span tok;
  (void)nArg;
  if( robotsCrawlerOfHeader(a[0].z, a[0].n, &tok)!=ROBOTS_CRAWLER_NONE ){
    ddbOutText(&c->out, i, tok.z, tok.n);
  }else{
    ddbOutNull(&c->out, i);
  }
  return 0;
}

static const DdbScalar aDdbScalars[] = {
  { "robots_agent", { "user_agent" }, 1, 1, 0, DUCKDB_TYPE_VARCHAR, ddbAgentRow },
};

int ddbScalarsRegister(duckdb_connection con){
  size_t i;
  for(i=0; i<sizeof(aDdbScalars)/sizeof(aDdbScalars[0]); i++){
    if( ddbRegisterScalar(con, &aDdbScalars[i]) ) return -1;
  }
  return 0;
}
