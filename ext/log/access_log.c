/*
** access_log.c: the access-log reader of access_log.h.  Two layers:
** accessLogParseLine splits one line left to right (words, a bracketed
** time, quoted fields with their escapes); accessLogNext hands out lines
** from the input, straight from the caller's buffer when it is plain, from
** a window refilled by gzip_stream when it is gzipped or comes from a
** source (accessLogOpenSource).  Start at accessLogNext.
*/
#include "access_log.h"
#include "../core/gzip_stream.h"
#include "../core/datetime.h"

#include <string.h>

/* ---- one line ------------------------------------------------------------ */

/* What must follow the closing quote of a quoted field for that quote to
** end it (an unescaped '"' inside a field, as old Apache versions wrote,
** is then read as part of the field). */
#define LOG_END_REQUEST 0   /* " status bytes" then the end or a space */
#define LOG_END_REFERER 1   /* ' "' */
#define LOG_END_LAST    2   /* the end or a space */

/* A cursor over one line. */
typedef struct LogLine {
  const char *z;
  size_t n, i;
} LogLine;

/* Length of a run of digits (or a lone '-') at z[i..n), 0 if neither. */
static size_t logNumberLen(const char *z, size_t n, size_t i){
  size_t j = i;
  if( i<n && z[i]=='-' ) return 1;
  while( j<n && coreIsDigit((unsigned char)z[j]) ) j++;
  return j-i;
}

/* 1 if the quote at z[q] may close a field under rule eEnd. */
static int logQuoteEnds(const char *z, size_t n, size_t q, int eEnd){
  size_t i = q+1, k;
  if( eEnd==LOG_END_LAST ) return i==n || z[i]==' ';
  if( eEnd==LOG_END_REFERER ) return i+1<n && z[i]==' ' && z[i+1]=='"';
  if( i>=n || z[i]!=' ' ) return 0;
  if( (k = logNumberLen(z, n, ++i))==0 ) return 0;
  i += k;
  if( i>=n || z[i]!=' ' ) return 0;
  if( (k = logNumberLen(z, n, ++i))==0 ) return 0;
  i += k;
  return i==n || z[i]==' ';
}

/* The byte that "\c" stands for in Apache's escaping, or -1 (kept as is). */
static int logEscapeChar(unsigned char c){
  switch( c ){
    case '"': return '"';   case '\\': return '\\';
    case 'n': return '\n';  case 'r': return '\r';   case 't': return '\t';
    case 'b': return '\b';  case 'v': return '\v';   case 'f': return '\f';
  }
  return -1;
}

/* Decode z[0..n) (Apache/nginx escapes) to the end of pScratch, which has
** room for n more bytes, and point *pOut at the result. */
static void logDecode(const char *z, size_t n, CoreBuf *pScratch, Span *pOut){
  char *zOut = pScratch->z + pScratch->n;
  size_t i, j = 0;
  for(i=0; i<n; i++){
    unsigned char c = (unsigned char)z[i];
    int e;
    if( c=='\\' && i+1<n ){
      if( z[i+1]=='x' && i+3<n && coreIsXDigit((unsigned char)z[i+2])
       && coreIsXDigit((unsigned char)z[i+3]) ){
        zOut[j++] = (char)(coreHexValue((unsigned char)z[i+2])*16
                           + coreHexValue((unsigned char)z[i+3]));
        i += 3;
        continue;
      }
      if( (e = logEscapeChar((unsigned char)z[i+1]))>=0 ){
        zOut[j++] = (char)e;
        i++;
        continue;
      }
    }
    zOut[j++] = (char)c;
  }
  pOut->z = zOut;
  pOut->n = j;
  pScratch->n += j;
}

/* Read the quoted field at p->i (which holds '"') into *pOut, decoded when
** it holds a backslash; NULL for "-".  Returns 0 or an error text. */
static const char *logQuoted(LogLine *p, int eEnd, CoreBuf *pScratch,
                             Span *pOut){
  size_t j = p->i+1, jWeak = 0;
  int bEsc = 0;
  if( p->i>=p->n || p->z[p->i]!='"' ) return "expected a quoted field";
  for(;;){
    j = coreFind2(p->z, p->n, j, '"', '\\');
    if( j>=p->n ){
      /* no quote is followed by what must come next: take the first one
      ** followed by a space, and let the next field say what is wrong */
      if( jWeak==0 ) return "unterminated quoted field";
      j = jWeak;
      break;
    }
    if( p->z[j]=='\\' ){ bEsc = 1; j += 2; continue; }
    if( logQuoteEnds(p->z, p->n, j, eEnd) ) break;
    if( jWeak==0 && logQuoteEnds(p->z, p->n, j, LOG_END_LAST) ) jWeak = j;
    j++;
  }
  pOut->z = p->z + p->i + 1;
  pOut->n = j - p->i - 1;
  p->i = j+1;
  if( pOut->n==1 && pOut->z[0]=='-' ){ pOut->z = NULL; pOut->n = 0; }
  else if( bEsc ) logDecode(pOut->z, pOut->n, pScratch, pOut);
  return NULL;
}

/* Read the word at p->i up to the next space (and skip the spaces). */
static Span logWord(LogLine *p){
  Span s;
  size_t j = p->i;
  while( j<p->n && p->z[j]!=' ' ) j++;
  s.z = p->z + p->i;
  s.n = j - p->i;
  while( j<p->n && p->z[j]==' ' ) j++;
  p->i = j;
  return s;
}

/* A "-" field is absent. */
static Span logDash(Span s){
  if( s.n==1 && s.z[0]=='-' ){ s.z = NULL; s.n = 0; }
  return s;
}

/* Parse n digits at z into *pOut; 0, or -1 if one is not a digit. */
static int logDigits(const char *z, int n, unsigned *pOut){
  unsigned v = 0;
  int i;
  for(i=0; i<n; i++){
    if( !coreIsDigit((unsigned char)z[i]) ) return -1;
    v = v*10 + (unsigned)(z[i]-'0');
  }
  *pOut = v;
  return 0;
}

/* The month number (1-12) of a three-letter English name, or 0. */
static unsigned logMonth(const char *z){
  static const char azMon[] = "janfebmaraprmayjunjulaugsepoctnovdec";
  unsigned i;
  for(i=0; i<12; i++){
    if( coreToLower((unsigned char)z[0])==azMon[i*3]
     && coreToLower((unsigned char)z[1])==azMon[i*3+1]
     && coreToLower((unsigned char)z[2])==azMon[i*3+2] ) return i+1;
  }
  return 0;
}

/* Parse %t's "dd/Mon/yyyy:hh:mm:ss +hhmm" (z[0..n), inside the brackets)
** into pE->zTime as ISO 8601 UTC.  Returns 0 or -1. */
static int logTime(const char *z, size_t n, AccessLogEntry *pE){
  unsigned d, mon, y, hh, mm, ss, zh, zm;
  int64_t t;
  if( n!=26 || z[2]!='/' || z[6]!='/' || z[11]!=':' || z[14]!=':'
   || z[17]!=':' || z[20]!=' ' || (z[21]!='+' && z[21]!='-') ) return -1;
  if( logDigits(z, 2, &d) || logDigits(z+7, 4, &y) || logDigits(z+12, 2, &hh)
   || logDigits(z+15, 2, &mm) || logDigits(z+18, 2, &ss)
   || logDigits(z+22, 2, &zh) || logDigits(z+24, 2, &zm) ) return -1;
  mon = logMonth(z+3);
  if( mon==0 || d<1 || (int)d>dateDaysInMonth(y, (int)mon) || hh>23 || mm>59
   || ss>60 || zh>23 || zm>59 ){
    return -1;                 /* 31/Feb/2000 is no date: an error row */
  }
  t = dateDaysFromCivil(y, (int)mon, (int)d)*86400 + hh*3600 + mm*60 + ss;
  t += (z[21]=='+' ? -1 : 1) * (int64_t)(zh*3600 + zm*60);
  pE->nTime = dateFormatIso(t, pE->zTime);
  return 0;
}

/* Split the decoded request line into method, target and protocol: the
** method ends at the first space, the protocol ("HTTP/...") follows the
** last one.  A request without a space is left whole. */
static void logSplitRequest(AccessLogEntry *pE){
  Span r = pE->request;
  size_t i, j;
  if( r.z==NULL ) return;
  for(i=0; i<r.n && r.z[i]!=' '; i++){}
  if( i==0 || i>=r.n ) return;
  pE->method.z = r.z;  pE->method.n = i;
  for(j=r.n; j>i+1 && r.z[j-1]!=' '; j--){}
  if( j>i+1 && r.n-j>=5 && memcmp(r.z+j, "HTTP/", 5)==0 ){
    pE->protocol.z = r.z+j;  pE->protocol.n = r.n-j;
    pE->target.z = r.z+i+1;  pE->target.n = j-1-(i+1);
  }else{
    pE->target.z = r.z+i+1;  pE->target.n = r.n-(i+1);
  }
}

/* Parse a status or byte count ('-' gives -1) at p->i, then the spaces. */
static const char *logNumber(LogLine *p, int64_t *pOut, int nMax){
  Span w = logWord(p);
  int64_t v = 0;
  size_t i;
  if( w.n==1 && w.z[0]=='-' ){ *pOut = -1; return NULL; }
  if( w.n==0 || w.n>(size_t)nMax ) return "expected a number";
  for(i=0; i<w.n; i++){
    if( !coreIsDigit((unsigned char)w.z[i]) ) return "expected a number";
    v = v*10 + (w.z[i]-'0');
  }
  *pOut = v;
  return NULL;
}

/* The host of a "host:port" word (port 1 to 5 digits; the host has no ':'
** unless bracketed, so an IPv6 client is never one), or z==NULL. */
static Span logVhostOf(Span w){
  Span h = { NULL, 0 };
  size_t k = w.n, nPort;
  while( k>0 && coreIsDigit((unsigned char)w.z[k-1]) ) k--;
  nPort = w.n - k;
  if( nPort==0 || nPort>5 || k<2 || w.z[k-1]!=':' ) return h;
  h.z = w.z;
  h.n = k-1;
  if( h.z[0]=='[' ? h.z[h.n-1]!=']' : memchr(h.z, ':', h.n)!=NULL ){
    h.z = NULL;
    h.n = 0;
  }
  return h;
}

/* 1 if s is a host name or address as a Host header gives it (letters,
** digits, '.', '-', '_', an optional ":port", a bracketed IPv6). */
static int logIsHostName(Span s){
  size_t i;
  int bDot = 0;
  if( s.n==0 ) return 0;
  for(i=0; i<s.n; i++){
    unsigned char c = (unsigned char)s.z[i];
    if( c=='.' ) bDot = 1;
    else if( !coreIsAlpha(c) && !coreIsDigit(c) && c!='-' && c!='_' && c!=':'
          && c!='[' && c!=']' ) return 0;
  }
  return bDot || s.z[0]=='[' || logVhostOf(s).z!=NULL;
}

/* The fields up to %t: (vhost_combined's "%v:%p",) client, ident, user
** and the bracketed time. */
static const char *logHead(LogLine *p, int eFormat, AccessLogEntry *pE){
  size_t j;
  const char *zClose;
  pE->client = logWord(p);
  if( eFormat==ACCESS_LOG_VHOST || eFormat==ACCESS_LOG_AUTO ){
    Span h = logVhostOf(pE->client);
    if( h.z==NULL && eFormat==ACCESS_LOG_VHOST ){
      h = pE->client;                     /* "%v" written without a port */
    }
    if( h.z ){
      pE->host = h;
      pE->client = logWord(p);
    }
  }
  pE->ident = logDash(logWord(p));
  if( pE->client.n==0 ) return "empty line start";
  /* %u may hold spaces: it runs up to the " [" that opens the time */
  for(j=p->i; j<p->n && !(p->z[j]=='[' && j>p->i && p->z[j-1]==' '); j++){}
  if( j>=p->n ) return "expected '[' before the time";
  pE->user.z = p->z + p->i;
  pE->user.n = j-1 - p->i;
  pE->user = logDash(pE->user);
  zClose = memchr(p->z+j, ']', p->n-j);
  if( zClose==NULL ) return "expected ']' after the time";
  if( logTime(p->z+j+1, (size_t)(zClose-(p->z+j+1)), pE) ){
    return "time is not dd/Mon/yyyy:hh:mm:ss +hhmm";
  }
  p->i = (size_t)(zClose - p->z) + 1;
  if( p->i>=p->n || p->z[p->i]!=' ' ) return "expected a space after the time";
  p->i++;
  return NULL;
}

/* Everything after %t; the error text or NULL. */
static const char *logTail(LogLine *p, int eFormat, CoreBuf *pScratch,
                           AccessLogEntry *pE){
  const char *zErr;
  int64_t v;
  if( (zErr = logQuoted(p, LOG_END_REQUEST, pScratch, &pE->request)) ) return zErr;
  p->i++;
  if( (zErr = logNumber(p, &v, 3)) ) return "status is not a number";
  pE->status = (int)v;
  if( (zErr = logNumber(p, &pE->bytes, 18)) ) return "size is not a number";
  if( p->i>=p->n ){
    return eFormat==ACCESS_LOG_COMBINED || eFormat==ACCESS_LOG_VHOST
           ? "referer and user agent missing" : NULL;
  }
  if( eFormat==ACCESS_LOG_COMMON ) return "text after the size (common format)";
  if( (zErr = logQuoted(p, LOG_END_REFERER, pScratch, &pE->referer)) ) return zErr;
  p->i++;
  if( (zErr = logQuoted(p, LOG_END_LAST, pScratch, &pE->userAgent)) ) return zErr;
  if( p->i<p->n ){
    Span x;
    x.z = p->z + p->i;  x.n = p->n - p->i;
    x = coreTrim(x);
    if( x.n ) pE->extra = x;
    /* one trailing quoted host ("%{Host}i"): the host, unquoted */
    if( x.n>2 && x.z[0]=='"' && x.z[x.n-1]=='"' && pE->host.z==NULL ){
      Span h = { x.z+1, x.n-2 };
      if( logIsHostName(h) ) pE->host = h;
    }
  }
  return NULL;
}

int accessLogParseLine(const char *z, size_t n, int eFormat, CoreBuf *pScratch,
                       AccessLogEntry *pE){
  LogLine ln;
  const char *zErr;
  memset(pE, 0, sizeof(*pE));
  pE->raw.z = z;  pE->raw.n = n;
  pE->status = -1;  pE->bytes = -1;
  pScratch->n = 0;
  if( pScratch->nAlloc<n && memchr(z, '\\', n) ){
    if( coreBufAppend(pScratch, z, n) ) return -1;   /* room for the decoding */
    pScratch->n = 0;
  }
  ln.z = z;  ln.n = n;  ln.i = 0;
  zErr = logHead(&ln, eFormat, pE);
  if( zErr==NULL ) zErr = logTail(&ln, eFormat, pScratch, pE);
  if( zErr ){
    memset(pE, 0, sizeof(*pE));
    pE->raw.z = z;  pE->raw.n = n;
    pE->status = -1;  pE->bytes = -1;
    pE->zError = zErr;
    return 0;
  }
  logSplitRequest(pE);
  return 0;
}

/* ---- the stream of lines -------------------------------------------------- */

#define LOG_CHUNK ((size_t)64 << 10)   /* inflated bytes read at a time */

struct AccessLog {
  const CoreAlloc *pA;
  const char *zIn;         /* the caller's bytes */
  size_t nIn, iIn;         /* next unread byte when plain */
  int eFormat;
  int bGzip;               /* read through gz and the window */
  GzStream gz;
  int bGzEnd;              /* gzipStreamRead returned 0 */
  int bTailDone;           /* the row about a damaged gzip was given */
  int bSkip;               /* discarding the rest of an over-long line */
  char *zWin;              /* inflated bytes, [iWin, nWin) unread */
  size_t iWin, nWin, nWinAlloc;
  int64_t iLine;
  CoreBuf scratch;         /* decoded quoted fields */
  const CoreStop *pStop;   /* asked every CORE_STOP_EVERY bytes (NULL: never) */
  size_t nUnasked;         /* bytes passed since the stop hook was asked */
  int bStopped;            /* the stop hook said stop */
};

/* The table behind ACCESS_LOG_FORMAT_NAMES: change both together. */
int accessLogFormatOf(const char *z, size_t n){
  static const struct { const char *zName; int e; } aFmt[] = {
    { "auto", ACCESS_LOG_AUTO }, { "common", ACCESS_LOG_COMMON },
    { "combined", ACCESS_LOG_COMBINED }, { "nginx", ACCESS_LOG_COMBINED },
    { "clf", ACCESS_LOG_COMMON }, { "ncsa", ACCESS_LOG_AUTO },
    { "vhost_combined", ACCESS_LOG_VHOST },
  };
  size_t i;
  for(i=0; i<sizeof(aFmt)/sizeof(aFmt[0]); i++){
    if( coreSpanEqNoCase(z, n, aFmt[i].zName, strlen(aFmt[i].zName)) ){
      return aFmt[i].e;
    }
  }
  return -1;
}

int accessLogFormatError(CoreBuf *p, const char *z, size_t n){
  static const char zNames[] = " (" ACCESS_LOG_FORMAT_NAMES ")";
  coreBufAppend(p, "unknown format ", 15);
  coreAppendQuoted(p, z, n, ACCESS_LOG_FORMAT_QUOTE, "'", "'");
  coreBufAppend(p, zNames, sizeof(zNames)-1);
  return p->oom ? -1 : 0;
}

/* A reader over z[0..n) (a span) or pSrc (a source), gzip or plain. */
static AccessLog *logOpen(const CoreAlloc *pA, const char *z, size_t n,
                          const GzSource *pSrc, int eFormat){
  AccessLog *p = coreMalloc(pA, sizeof(*p));
  if( p==NULL ) return NULL;
  memset(p, 0, sizeof(*p));
  p->pA = pA;
  p->zIn = z;  p->nIn = n;
  p->eFormat = eFormat;
  coreBufInit(&p->scratch, pA);
  if( pSrc || gzipIsGzip(z, n) ){
    p->bGzip = 1;
    p->nWinAlloc = ACCESS_LOG_MAX_LINE + LOG_CHUNK;
    p->zWin = coreMalloc(pA, p->nWinAlloc);
    if( p->zWin==NULL || (pSrc ? gzipStreamOpenSource(&p->gz, pA, pSrc)
                               : gzipStreamOpen(&p->gz, pA, z, n)) ){
      if( p->zWin ) gzipStreamClose(&p->gz);   /* what it got before failing */
      coreFree(pA, p->zWin);
      coreFree(pA, p);
      return NULL;
    }
    gzipStreamSetCap(&p->gz, ACCESS_LOG_GZ_CAP);
  }
  return p;
}

AccessLog *accessLogOpen(const CoreAlloc *pA, const char *z, size_t n,
                         int eFormat){
  return logOpen(pA, z, n, NULL, eFormat);
}

AccessLog *accessLogOpenSource(const CoreAlloc *pA, const GzSource *pSrc,
                               int eFormat){
  return logOpen(pA, NULL, 0, pSrc, eFormat);
}

void accessLogSetStop(AccessLog *p, const CoreStop *pStop){
  p->pStop = pStop;
}

/* Count n more bytes passed; every CORE_STOP_EVERY of them ask the stop
** hook.  Returns 1 (and sets bStopped) when it says stop. */
static int logAsk(AccessLog *p, size_t n){
  p->nUnasked += n;
  if( p->nUnasked<CORE_STOP_EVERY ) return 0;
  p->nUnasked = 0;
  if( coreStopped(p->pStop) ) p->bStopped = 1;
  return p->bStopped;
}

/* The next line of a plain input into *pLine: 1, or 0 at the end. */
static int logPlainLine(AccessLog *p, Span *pLine){
  const char *zEnd;
  if( p->iIn>=p->nIn ) return 0;
  pLine->z = p->zIn + p->iIn;
  zEnd = memchr(pLine->z, '\n', p->nIn - p->iIn);
  pLine->n = zEnd ? (size_t)(zEnd - pLine->z) : p->nIn - p->iIn;
  p->iIn += pLine->n + (zEnd!=NULL);
  return 1;
}

/* Move the unread bytes of the window to its start and inflate more after
** them.  Returns the number of bytes added (0: the gzip data ended). */
static size_t logRefill(AccessLog *p){
  size_t nGot;
  if( p->iWin>0 ){
    memmove(p->zWin, p->zWin + p->iWin, p->nWin - p->iWin);
    p->nWin -= p->iWin;
    p->iWin = 0;
  }
  nGot = gzipStreamRead(&p->gz, p->zWin + p->nWin, p->nWinAlloc - p->nWin);
  if( nGot==0 ) p->bGzEnd = 1;
  p->nWin += nGot;
  return nGot;
}

/* The next line of a gzipped input: 1, 0 at the end (or when the stop hook
** said stop while the rest of a long line was skipped).  A line longer than
** ACCESS_LOG_MAX_LINE is returned cut there, with *pbLong set, and the rest
** of it is skipped. */
static int logGzipLine(AccessLog *p, Span *pLine, int *pbLong){
  size_t iSearch = p->iWin;
  for(;;){
    const char *zEnd = memchr(p->zWin + iSearch, '\n', p->nWin - iSearch);
    if( zEnd ){
      size_t iEnd = (size_t)(zEnd - p->zWin);
      pLine->z = p->zWin + p->iWin;
      pLine->n = iEnd - p->iWin;
      p->iWin = iEnd + 1;
      if( p->bSkip ){ p->bSkip = 0; iSearch = p->iWin; continue; }
      return 1;
    }
    if( p->bSkip ){ p->iWin = p->nWin; }
    else if( p->nWin - p->iWin >= ACCESS_LOG_MAX_LINE ){
      pLine->z = p->zWin + p->iWin;
      pLine->n = ACCESS_LOG_MAX_LINE;
      p->iWin = p->nWin;
      p->bSkip = 1;
      *pbLong = 1;
      return 1;
    }
    if( p->bGzEnd ) break;
    iSearch = p->nWin - p->iWin;
    if( logAsk(p, logRefill(p)) ) return 0;
    iSearch += p->iWin;     /* iWin is 0 after a refill */
  }
  if( p->iWin<p->nWin && !p->bSkip ){
    pLine->z = p->zWin + p->iWin;
    pLine->n = p->nWin - p->iWin;
    p->iWin = p->nWin;
    return 1;
  }
  return 0;
}

/* The text of the row about a damaged or capped gzip stream, or NULL. */
static const char *logGzipProblem(unsigned flags){
  if( flags & GZ_F_OOM ) return "out of memory while inflating";
  if( flags & GZ_F_CAPPED ) return "gzip: inflated size cap reached, rest not read";
  if( flags & GZ_F_CORRUPT ) return "gzip: corrupt data, rest not read";
  if( flags & GZ_F_TRUNCATED ) return "gzip: compressed data ended early";
  return NULL;
}

int accessLogNext(AccessLog *p, AccessLogEntry *pE){
  Span line;
  if( p->bStopped ) return -2;
  for(;;){
    int bLong = 0, bGot;
    bGot = p->bGzip ? logGzipLine(p, &line, &bLong) : logPlainLine(p, &line);
    if( !bGot ) break;
    if( logAsk(p, line.n + 1) ) break;     /* blank lines may run for GiB */
    p->iLine++;
    if( line.n>0 && line.z[line.n-1]=='\r' ) line.n--;
    if( line.n==0 ) continue;
    if( line.n>ACCESS_LOG_MAX_LINE ){ line.n = ACCESS_LOG_MAX_LINE; bLong = 1; }
    if( bLong ){
      memset(pE, 0, sizeof(*pE));
      pE->raw = line;
      pE->status = -1;  pE->bytes = -1;
      pE->zError = "line too long (over 1 MiB)";
    }else if( accessLogParseLine(line.z, line.n, p->eFormat, &p->scratch, pE) ){
      return -1;
    }
    pE->iLine = p->iLine;
    return 1;
  }
  if( p->bStopped ) return -2;
  if( p->bGzip && !p->bTailDone ){
    const char *zErr = logGzipProblem(p->gz.flags);
    p->bTailDone = 1;
    if( zErr ){
      memset(pE, 0, sizeof(*pE));
      pE->status = -1;  pE->bytes = -1;
      pE->zError = zErr;
      return (p->gz.flags & GZ_F_OOM) ? -1 : 1;
    }
  }
  return 0;
}

void accessLogClose(AccessLog *p){
  if( p==NULL ) return;
  if( p->bGzip ){
    gzipStreamClose(&p->gz);
    coreFree(p->pA, p->zWin);
  }
  coreBufFree(&p->scratch);
  coreFree(p->pA, p);
}
