/*
** fuzz_agent.c: libFuzzer target for robots_agent.c: the crawler token of a
** full User-Agent header.  Checks that a token is returned only with a
** crawler verdict, is never empty, and points into the header or the table;
** and that a user's table (patterns taken from the input's first lines)
** gives what a naive model gives: the longest pattern found, leftmost on a
** tie; each row's purpose (chosen by the line's first byte, sometimes no
** word) is accepted or refused as the words say, and the table is refused
** exactly when a naive model finds a pattern with two tokens or a token
** with two purposes.
** FUZZ_NEEDS: robots_crawler.c robots_crawler_user.c robots_purpose.c
*/
#include "fuzz_common.h"
#include "crawler/robots_crawler.h"
#include "crawler/robots_purpose.h"

/* The purpose of row line z[0..n) (NULL: none set; "x": not a word). */
static const char *fuzzPurposeOf(const char *z, size_t n){
  static const char *const az[] = { NULL, "x", "search", "ai-train", "ai-input" };
  return n ? az[(unsigned char)z[0] % 5] : NULL;
}

/* What Finish must say of rows aPat[0..n) (token: the line) with purposes
** azPur (NULL: none): the naive model of its two checks. */
static int fuzzNaiveFinish(const Span *aPat, const char **azPur, size_t n){
  size_t j, k;
  for(j=0; j<n; j++) for(k=0; k<j; k++){
    if( coreSpanEqNoCase(aPat[j].z, aPat[j].n, aPat[k].z, aPat[k].n)
     && (aPat[j].n!=aPat[k].n || memcmp(aPat[j].z, aPat[k].z, aPat[j].n)) ){
      return ROBOTS_CRAWLER_USER_CONFLICT;
    }
  }
  for(j=0; j<n; j++) for(k=0; k<j; k++){
    if( azPur[j] && azPur[k] && strcmp(azPur[j], azPur[k])
     && aPat[j].n==aPat[k].n && memcmp(aPat[j].z, aPat[k].z, aPat[j].n)==0 ){
      return ROBOTS_CRAWLER_USER_PURPOSE_CONFLICT;
    }
  }
  return ROBOTS_CRAWLER_USER_OK;
}

/* The naive model: offset of zPat[0..nPat) in z[0..n), ASCII case folded,
** or n. */
static size_t naiveFind(const char *z, size_t n, const char *zPat, size_t nPat){
  size_t i, k;
  for(i=0; i+nPat<=n; i++){
    for(k=0; k<nPat && coreToLower((unsigned char)z[i+k])==coreToLower((unsigned char)zPat[k]); k++){}
    if( k==nPat ) return i;
  }
  return n;
}

/* The built-in table alone. */
static void fuzzBuiltIn(const char *z, size_t size){
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
}

/* Up to 4 first lines of the input are patterns (token: the line), the rest
** the header; the answer must be the model's. */
static void fuzzUserTable(const char *z, size_t size){
  RobotsCrawlerUser u;
  Span aPat[4], tok;
  const char *azPur[4];
  size_t nPat = 0, i = 0, iRow, best = 4, iBest = 0;
  int e;
  robotsCrawlerUserInit(&u, &coreLibcAlloc);
  while( nPat<4 && i<size ){
    const char *nl = memchr(z+i, '\n', size-i);
    size_t n = nl ? (size_t)(nl-(z+i)) : size-i;
    if( nl==NULL ) break;
    aPat[nPat] = (Span){ z+i, n };
    azPur[nPat] = fuzzPurposeOf(z+i, n);
    if( robotsCrawlerUserAdd(&u, z+i, n, z+i, n)==ROBOTS_CRAWLER_USER_OK ){
      if( azPur[nPat] ){
        e = robotsCrawlerUserSetPurpose(&u, azPur[nPat], strlen(azPur[nPat]));
        FUZZ_ASSERT("agent_user_purpose_words", (e==ROBOTS_CRAWLER_USER_OK)
                    == (robotsPurposeIndex(azPur[nPat], strlen(azPur[nPat]))>=0));
        if( e!=ROBOTS_CRAWLER_USER_OK ) azPur[nPat] = NULL;
      }
      nPat++;
    }
    i += n+1;
  }
  e = robotsCrawlerUserFinish(&u, &iRow);
  FUZZ_ASSERT("agent_user_finish_as_model", e==fuzzNaiveFinish(aPat, azPur, nPat));
  if( e==ROBOTS_CRAWLER_USER_OK ){
    size_t nHead = size-i > ROBOTS_CRAWLER_MAX_SCAN ? ROBOTS_CRAWLER_MAX_SCAN : size-i, k;
    for(k=0; k<nPat; k++){
      size_t at = naiveFind(z+i, nHead, aPat[k].z, aPat[k].n);
      if( at<nHead && (best==4 || aPat[k].n>aPat[best].n
                       || (aPat[k].n==aPat[best].n && at<iBest)) ){
        best = k;
        iBest = at;
      }
    }
    e = robotsCrawlerOfHeaderWith(&u, z+i, size-i, &tok);
    if( best<4 ){
      FUZZ_ASSERT("agent_user_longest_leftmost", e==ROBOTS_CRAWLER_USER
                  && coreSpanEqNoCase(tok.z, tok.n, aPat[best].z, aPat[best].n));
    }else{
      FUZZ_ASSERT("agent_user_no_match_built_in", e!=ROBOTS_CRAWLER_USER);
    }
  }
  robotsCrawlerUserFree(&u);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size){
  char *z = fuzzCopy((Span){(const char*)data, size});
  fuzzBuiltIn(z, size);
  fuzzUserTable(z, size);
  free(z);
  return 0;
}
