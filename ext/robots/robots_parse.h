/*
** robots_parse.h: the robots.txt line scanner, byte for byte as Google's
** open-source parser reads a file (robots.cc: ParseRobotsTxt).  It is pulled:
** robotsScannerNext yields one line at a time, and the matcher's compiler
** (robots_match.c), the table-valued functions and the linter each loop over
** it.  Engine-neutral; it never allocates and never copies: spans point
** into the caller's bytes.
*/
#ifndef ROBOTS_PARSE_H
#define ROBOTS_PARSE_H

#include "../core/core.h"

#define ROBOTS_MAX_BYTES 512000   /* Googlebot reads the first 500 KiB */
#define ROBOTS_MAX_LINE  16663    /* bytes kept of a line (2083*8 - 1) */

/* What a key line is. */
typedef enum RobotsKey {
  ROBOTS_KEY_NONE = 0,       /* not a key: value line (blank, comment, junk) */
  ROBOTS_KEY_USER_AGENT,
  ROBOTS_KEY_ALLOW,
  ROBOTS_KEY_DISALLOW,
  ROBOTS_KEY_SITEMAP,
  ROBOTS_KEY_UNKNOWN         /* a key: value line with another key */
} RobotsKey;

/* Flags of a RobotsLine. */
#define ROBOTS_LINE_BLANK     0x0001  /* nothing but white space */
#define ROBOTS_LINE_COMMENT   0x0002  /* has a '#' comment */
#define ROBOTS_LINE_NO_COLON  0x0004  /* key and value split by white space */
#define ROBOTS_LINE_TYPO      0x0008  /* key is an accepted misspelling or
                                      ** a longer word ("Allowed") */
#define ROBOTS_LINE_CUT       0x0010  /* longer than ROBOTS_MAX_LINE: cut */
#define ROBOTS_LINE_NUL       0x0020  /* holds a NUL byte: ends there */
#define ROBOTS_LINE_REJECTED  0x0040  /* has text but is no key: value line */
#define ROBOTS_LINE_LAST_CUT  0x0080  /* the line was cut by the 500 KiB cap */

/* One line as the reference sees it. */
typedef struct RobotsLine {
  int iLine;           /* 1-based line number (CRLF is one line end) */
  RobotsKey eKey;      /* ROBOTS_KEY_NONE unless a key: value line */
  unsigned flags;      /* ROBOTS_LINE_* */
  Span raw;            /* the line as kept (cut, before comment removal) */
  Span key;            /* key as written, trimmed (eKey != NONE) */
  Span value;          /* value, trimmed, comment removed, NOT escaped */
  size_t iOffset;      /* byte offset of the line start in the input */
} RobotsLine;

/* A pull scanner over one file: robotsScannerNext yields line after line. */
typedef struct RobotsScanner {
  const char *z;       /* the input */
  size_t n;            /* bytes read (after the 500 KiB cap) */
  size_t i;            /* next byte to read */
  int iLine;           /* number of the last line produced */
  int bLastCR;         /* the last line ended with CR */
  int bDone;           /* the final line has been produced */
  int bCapped;         /* the input was longer than the cap */
} RobotsScanner;

/* Start scanning z[0..n).  Only the first ROBOTS_MAX_BYTES bytes are read
** when bCap is set.  A leading (possibly partial) UTF-8 BOM is skipped. */
void robotsScannerInit(RobotsScanner *p, const char *z, size_t n, int bCap);

/* Produce the next line into *pLine: 1, or 0 after the last line.  Every
** line is produced, the last one too (even when empty). */
int robotsScannerNext(RobotsScanner *p, RobotsLine *pLine);

/* Group bookkeeping shared by everything that numbers groups: a group is a
** run of user-agent lines and the lines after them up to the next
** user-agent line that follows an allow/disallow line. */
typedef struct RobotsGrouper {
  int iGroup;          /* current group, 0 before the first user-agent */
  int bRuleSeen;       /* an allow/disallow line came after the agents */
} RobotsGrouper;

/* The group a line belongs to (0: none; sitemap and license lines never
** belong to a group), updating the state.  *pbNew is set when the line
** starts a group. */
int robotsGroupOf(RobotsGrouper *p, const RobotsLine *pLine, int *pbNew);

/* Classify a key as the reference does (case-insensitive prefixes with the
** accepted misspellings); *pbTypo is set for anything but the exact word. */
RobotsKey robotsKeyClassify(const char *z, size_t n, int *pbTypo);

/* The normalised name of a directive other crawlers read (crawl-delay,
** host, clean-param, request-rate, visit-time, noindex, ...) or NULL.
** *pbDropped (if not NULL) is set for those Google stopped reading. */
const char *robotsOtherKeyName(const char *z, size_t n, int *pbDropped);

/* 1 if key is "License" (any case): RSL's line naming the site's license
** document, global like Sitemap (Google reads neither as a group member:
** to it the line is an unknown key). */
int robotsKeyIsLicense(Span key);

/* Name of a key kind ("user-agent", "allow", ...; NULL for NONE/UNKNOWN). */
const char *robotsKeyName(RobotsKey e);

/* The normalised name of line l's key when Google or another crawler reads
** it (robotsKeyName, else robotsOtherKeyName), or NULL: robots_directives'
** key (NULL: the key as written) and known (not NULL) columns. */
const char *robotsLineKeyName(const RobotsLine *l);

/* 1 if robotsEscape would change z[0..n) (a byte >= 0x80 or a lower-case
** hex digit in a %-escape). */
int robotsNeedsEscape(const char *z, size_t n);

/* Bytes needed to percent-normalise z[0..n) (see robotsEscape). */
size_t robotsEscapedLen(const char *z, size_t n);

/* Percent-normalise a pattern as the reference does: "%aa" -> "%AA", bytes
** >= 0x80 -> "%XX".  zOut has robotsEscapedLen(z,n) bytes; returns that. */
size_t robotsEscape(const char *z, size_t n, char *zOut);

#endif /* ROBOTS_PARSE_H */
