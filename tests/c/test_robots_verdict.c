/*
** test_robots_verdict.c: robotsAsk, the one robots.txt decision (status
** rule, crawler reduction, path, decision), and how robots_match.c shares
** indexes between crawlers: one per set of chosen groups, names remembered
** in a bounded ring.  Each check is named after the rule it verifies.
*/
#include "../../ext/robots/robots_verdict.h"
#include "check.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* An allocator that fails every allocation after the first nLeft. */
typedef struct FailAlloc { long nLeft; } FailAlloc;
static void *failRealloc(void *pCtx, void *pOld, size_t n){
  FailAlloc *f = (FailAlloc*)pCtx;
  if( n==0 ){ free(pOld); return NULL; }
  if( f->nLeft<=0 ) return NULL;
  f->nLeft--;
  return realloc(pOld, n);
}

/* Ask about url for agent under file txt (cache-less: a compiled file),
** with status (ROBOTS_STATUS_NONE for none); *pbAllowed set on OK. */
static int ask(const CoreAlloc *pA, const char *zTxt, const char *zAgent,
               const char *zUrl, int64_t status, int *pbAllowed){
  char zBuf[16];                   /* small: long paths take pA too */
  RobotsFile *pFile = zTxt ? robotsCompile(zTxt, strlen(zTxt), pA) : NULL;
  RobotsAsk q;
  RobotsAnswer r;
  int rc;
  if( zTxt && pFile==NULL ) return ROBOTS_ASK_NOMEM;
  memset(&q, 0, sizeof(q));
  q.pFile = pFile;
  q.agent = (Span){ zAgent, strlen(zAgent) };
  q.url = (Span){ zUrl, strlen(zUrl) };
  q.status = status;
  q.pA = pA;
  q.zBuf = zBuf;
  q.nBuf = sizeof(zBuf);
  rc = robotsAsk(&q, &r);
  if( rc==ROBOTS_ASK_OK ) *pbAllowed = r.v.bAllowed;
  robotsAnswerFree(&q, &r);
  robotsFileFree(pFile);
  return rc;
}

static const char zFoo[] =
  "User-agent: *\nDisallow: /private\n\n"
  "User-agent: FooBot\nDisallow: /\n";

/* The status decides before the file: 5xx, 429 and unreachable disallow,
** 3xx and 4xx allow, 2xx reads the file; none given reads it too. */
static void testStatus(void){
  int b = -1;
  CHECK("ask_status_503_disallows_without_file",
        ask(&coreLibcAlloc, NULL, "a", "/", 503, &b)==ROBOTS_ASK_OK && b==0);
  CHECK("ask_status_429_disallows", ask(&coreLibcAlloc, NULL, "a", "/", 429, &b)
        ==ROBOTS_ASK_OK && b==0);
  CHECK("ask_status_404_allows_without_file",
        ask(&coreLibcAlloc, NULL, "a", "/", 404, &b)==ROBOTS_ASK_OK && b==1);
  CHECK("ask_status_0_is_unreachable_disallows",
        ask(&coreLibcAlloc, NULL, "a", "/", 0, &b)==ROBOTS_ASK_OK && b==0);
  CHECK("ask_status_200_without_file_is_no_file",
        ask(&coreLibcAlloc, NULL, "a", "/", 200, &b)==ROBOTS_ASK_NO_FILE);
  CHECK("ask_status_200_reads_the_file",
        ask(&coreLibcAlloc, zFoo, "a", "/private/x", 200, &b)==ROBOTS_ASK_OK
        && b==0);
  CHECK("ask_no_status_reads_the_file",
        ask(&coreLibcAlloc, zFoo, "a", "https://h/ok", ROBOTS_STATUS_NONE, &b)
        ==ROBOTS_ASK_OK && b==1);
}

/* A full User-Agent header means the crawler it names (robotsAgentName),
** not its first product token. */
static void testHeader(void){
  int b = -1;
  CHECK("ask_header_agent_means_the_crawler_it_names",
        ask(&coreLibcAlloc, zFoo, "Mozilla/5.0 (compatible; FooBot/1.0)",
            "https://h/page", 200, &b)==ROBOTS_ASK_OK && b==0);
  CHECK("ask_bare_token_agent_is_its_product_token",
        ask(&coreLibcAlloc, zFoo, "FooBot/1.0", "/page", 200, &b)
        ==ROBOTS_ASK_OK && b==0);
  CHECK("ask_header_naming_no_crawler_is_its_product_token",
        ask(&coreLibcAlloc, zFoo, "Mozilla/5.0 (X11; Linux)", "/page", 200, &b)
        ==ROBOTS_ASK_OK && b==1);
}

/* Out of memory at any allocation is ROBOTS_ASK_NOMEM or the right
** answer, never "allowed" for a disallowed URL. */
static void testOom(void){
  char zUrl[200];
  int k, bad = 0, nNomem = 0;
  memset(zUrl, 'a', sizeof(zUrl));
  memcpy(zUrl, "/x/", 3);
  zUrl[sizeof(zUrl)-1] = 0;          /* a long path: its own buffer */
  for(k=0; k<40; k++){
    FailAlloc f = { k };
    CoreAlloc a = { failRealloc, &f };
    int b = -1, rc = ask(&a, zFoo, "Mozilla/5.0 (compatible; FooBot/1.0)",
                         zUrl, 200, &b);
    if( rc==ROBOTS_ASK_NOMEM ) nNomem++;
    else if( rc!=ROBOTS_ASK_OK || b!=0 ) bad = 1;
  }
  CHECK("ask_out_of_memory_is_an_error_never_allowed", !bad && nNomem>0);
}

/* A file naming many crawlers in one group: every name shares one index
** (one per set of chosen groups), a name in another group gets another,
** and past the ring's size forgetting a name never rebuilds an index. */
static void testSharedIndex(void){
  char zName[32];
  CoreBuf b;
  RobotsFile *p;
  RobotsIndex *x0 = NULL, *xOther;
  int i, bStable, bSame = 1;
  coreBufInit(&b, &coreLibcAlloc);
  for(i=0; i<6000; i++){
    snprintf(zName, sizeof(zName), "User-agent: bot%c%c%c\n", 'a' + i%26,
             'a' + (i/26)%26, 'a' + (i/676)%26);
    coreBufAppend(&b, zName, strlen(zName));
  }
  {
    static const char zTail[] = "Disallow: /x\n\nUser-agent: other\n"
                                "Disallow: /y\n";
    coreBufAppend(&b, zTail, sizeof(zTail) - 1);
  }
  p = robotsCompile(b.z, b.n, &coreLibcAlloc);
  for(i=0; p && i<6000; i++){
    RobotsIndex *x;
    snprintf(zName, sizeof(zName), "Bot%c%c%c/1.0", 'a' + i%26,
             'a' + (i/26)%26, 'a' + (i/676)%26);
    x = robotsIndexOf(p, zName, strlen(zName), &bStable);
    if( x0==NULL ) x0 = x;
    if( x!=x0 || !bStable ) bSame = 0;
  }
  CHECK("names_choosing_one_group_share_one_index", p && bSame);
  xOther = p ? robotsIndexOf(p, "other", 5, &bStable) : NULL;
  CHECK("name_choosing_another_group_gets_another_index",
        xOther && xOther!=x0);
  CHECK("names_remembered_stay_bounded",
        p && p->nSlot<=ROBOTS_SLOTS_MAX && p->nSet==2);
  /* botaaa was forgotten (the ring holds 4,096): same index again. */
  CHECK("forgotten_name_finds_the_index_its_group_keeps",
        p && robotsIndexOf(p, "botaaa", 6, &bStable)==x0 && p->nSet==2);
  robotsFileFree(p);
  coreBufFree(&b);
}

int main(void){
  testStatus();
  testHeader();
  testOom();
  testSharedIndex();
  CHECK_DONE();
}
