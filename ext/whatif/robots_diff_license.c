/*
** robots_diff_license.c: the License rows of robots_diff.  A License line
** (RSL) is global like Sitemap: every crawler reads every one, wherever it
** sits, so the two versions' License lines are compared once, as sets of
** documents (robots_license.h: the URL's key), and each crawler gets the
** same rows.  A line moved, repeated, or its URL spelled another way that
** names the same document, gives no row.  Start at diffLicenseRows.
*/
#include "robots_diff_int.h"
#include "../usage/robots_license.h"

#include <string.h>

/* The index after the run of L->a[i]'s key. */
static int diffLicenseRun(const RobotsLicenses *L, int i){
  int j = i + 1;
  while( j<L->n && L->a[j].key.n==L->a[i].key.n
      && memcmp(L->a[j].key.z, L->a[i].key.z, L->a[i].key.n)==0 ) j++;
  return j;
}

/* Order of two keys. */
static int diffLicenseCmp(Span a, Span b){
  size_t n = a.n<b.n ? a.n : b.n;
  int d = n ? memcmp(a.z, b.z, n) : 0;
  if( d ) return d;
  return a.n<b.n ? -1 : a.n>b.n;
}

/* The row of License line t, in version iSide only. */
static void diffLicenseRow(RobotsDiffRow *r, const RobotsLicense *t,
                           int iSide){
  memset(r, 0, sizeof(*r));
  r->eRule = ROBOTS_DIFF_LICENSE;
  r->eChange = iSide ? ROBOTS_DIFF_ADDED : ROBOTS_DIFF_REMOVED;
  if( iSide ){
    r->iNewLine = t->iLine;
    r->newValue = t->value;
  }else{
    r->iOldLine = t->iLine;
    r->oldValue = t->value;
  }
  /* An empty URL is still a value: the empty string, not NULL. */
  if( t->value.z==NULL ){
    if( iSide ) r->newValue.z = ""; else r->oldValue.z = "";
  }
}

/* Merge the two sorted sets into aRow: a row for each key only one has
** (its first line).  Returns the rows written. */
static int diffLicenseMerge(const RobotsLicenses *L, RobotsDiffRow *aRow){
  int i = 0, j = 0, n = 0;
  while( i<L[0].n || j<L[1].n ){
    int d = i>=L[0].n ? 1 : j>=L[1].n ? -1
          : diffLicenseCmp(L[0].a[i].key, L[1].a[j].key);
    if( d<0 ) diffLicenseRow(&aRow[n++], &L[0].a[i], 0);
    if( d>0 ) diffLicenseRow(&aRow[n++], &L[1].a[j], 1);
    if( d<=0 ) i = diffLicenseRun(&L[0], i);
    if( d>=0 ) j = diffLicenseRun(&L[1], j);
  }
  return n;
}

int diffLicenseRows(DiffSide *aSide, RobotsDiffRow **paRow, int *pnRow,
                    const CoreAlloc *pA){
  RobotsLicenses L[2];
  int rc = 0;
  *paRow = NULL;
  *pnRow = 0;
  memset(L, 0, sizeof(L));
  if( robotsLicensesBuild(aSide[0].pFile, &L[0], pA)
   || robotsLicensesBuild(aSide[1].pFile, &L[1], pA) ){
    rc = -1;
  }else if( L[0].n + L[1].n>0 ){
    *paRow = coreMalloc(pA, (size_t)(L[0].n + L[1].n)*sizeof(RobotsDiffRow));
    if( *paRow==NULL ) rc = -1;
    else *pnRow = diffLicenseMerge(L, *paRow);
  }
  robotsLicensesFree(&L[0]);
  robotsLicensesFree(&L[1]);
  return rc;
}
