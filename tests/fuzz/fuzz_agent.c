/*
** fuzz_agent.c: libFuzzer target for robots_agent.c: the crawler token of a
** full User-Agent header.  Checks that a token is returned only with a
** crawler verdict, is never empty, and points into the header or the table.
** FUZZ_NEEDS: robots_crawler.c
*/
#include "fuzz_common.h"
#include "robots/robots_crawler.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  char *z = fuzzCopy((Span){(const char*)data, size});
  Span tok;
  int e;
  memset(&tok, 0, sizeof(tok));
  e = robotsCrawlerOfHeader(z, size, &tok);
  FUZZ_ASSERT("agent_verdict_known",
              e==ROBOTS_CRAWLER_NONE || e==ROBOTS_CRAWLER_KNOWN || e==ROBOTS_CRAWLER_GENERIC);
  if( e!=ROBOTS_CRAWLER_NONE ){
    FUZZ_ASSERT("agent_token_not_empty", tok.z!=NULL && tok.n>0);
    FUZZ_ASSERT("agent_token_short", tok.n<=ROBOTS_CRAWLER_MAX_SCAN);
    if( e==ROBOTS_CRAWLER_GENERIC ){
      FUZZ_ASSERT("agent_generic_inside", fuzzInside(tok, z, size));
    }
  }
  free(z);
  return 0;
}
