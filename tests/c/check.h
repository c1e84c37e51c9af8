/*
** check.h: the tiny harness of the C-level tests.  Each check prints one line,
** "ok NAME" or "FAIL NAME: where", which tests/run.sh counts.  Name each check
** after the rule it verifies.
*/
#ifndef ROBOTS_CHECK_H
#define ROBOTS_CHECK_H

#include <stdio.h>
#include <string.h>

static int checkNFail = 0;

/* Record one named check. */
#define CHECK(name, cond) checkOne((name), (cond) ? 1 : 0, __FILE__, __LINE__)

static void checkOne(const char *zName, int ok, const char *zFile, int iLine){
  if( ok ){
    printf("ok %s\n", zName);
  }else{
    printf("FAIL %s: %s:%d\n", zName, zFile, iLine);
    checkNFail++;
  }
}

/* Report a skipped check and why. */
#if defined(__GNUC__)
__attribute__((unused))
#endif
static void checkSkip(const char *zName, const char *zWhy){
  printf("SKIP %s: %s\n", zName, zWhy);
}

/* Exit status of a test program: 0 when every check passed. */
#define CHECK_DONE() return checkNFail ? 1 : 0

#endif /* ROBOTS_CHECK_H */
