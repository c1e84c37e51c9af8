/*
** robots_license.h: the License lines of a robots.txt (RSL 1.0) as a set
** of documents, for comparing two versions.  A License line is global,
** like Sitemap: wherever it sits, every crawler reads every one, so a
** file's License lines are the set of URLs they name; order, repeats and
** the spelling of a URL that names the same document do not count.
**
**   RobotsLicenses L;
**   rc = robotsLicensesBuild(pFile, &L, pA);     sorted by key, then line
**   ... L.a[i].key, L.a[i].value, L.a[i].iLine ...
**   robotsLicensesFree(&L);
**
** Engine-neutral.
*/
#ifndef ROBOTS_LICENSE_H
#define ROBOTS_LICENSE_H

#include "../robots/robots_file.h"

/* One License line. */
typedef struct RobotsLicense {
  Span key;            /* the URL as compared (robotsLicenseKey) */
  Span value;          /* the URL as written */
  int iLine;
} RobotsLicense;

/* The License lines of a file, sorted by key, then line. */
typedef struct RobotsLicenses {
  RobotsLicense *a;
  int n;
  CoreBuf keys;        /* the keys' bytes */
} RobotsLicenses;

/* Append to pOut the key two License URLs share when they name the same
** document: an absolute http(s) URL as scheme://host[:port] normalised
** (scheme and host lower-cased, the host in IDNA form, the default port
** dropped), then its path ("/" when empty) and query percent-normalised
** (RFC 3986 section 6.2.2: %2e is '.', %aa is %AA, a byte from 0x80 is
** %XX), the fragment dropped (it is not sent); any other value
** percent-normalised whole.  0, or -1 when out of memory. */
int robotsLicenseKey(Span url, CoreBuf *pOut);

/* The License lines of p (its tables built here) into *pOut (zeroed
** first; free it with robotsLicensesFree even on failure).  0 or -1 when
** out of memory. */
int robotsLicensesBuild(RobotsFile *p, RobotsLicenses *pOut,
                        const CoreAlloc *pA);
void robotsLicensesFree(RobotsLicenses *p);

/* 1 when a and b name the same set of keys. */
int robotsLicensesSame(const RobotsLicenses *a, const RobotsLicenses *b);

#endif /* ROBOTS_LICENSE_H */
