/*
** robots_tdmrep.c: tdmrep.json rules for a URL (see robots_tdmrep.h).  A
** strict JSON reader (RFC 8259) yields one token at a time, with an
** explicit stack of open containers; the TDMRep reader takes the tokens of
** the top-level array's objects and keeps the first rule whose location
** matches.  The whole document is read, so whether it is an error never
** depends on the URL.  Start at tdmrepJson.
*/
#include "robots_tdmrep.h"
#include "../robots/robots_index.h"
#include "../robots/robots_parse.h"
#include "../robots/robots_path.h"

#include <stdio.h>
#include <string.h>

#define TDMREP_PATH_STACK 2048

/* Tokens of the reader. */
typedef enum TdmTok {
  TDM_END = 0, TDM_ERROR, TDM_ARRAY, TDM_ARRAY_END, TDM_OBJECT, TDM_OBJECT_END,
  TDM_KEY, TDM_STRING, TDM_NUMBER, TDM_LITERAL
} TdmTok;

/* The reader's state. */
typedef struct TdmReader {
  const char *z;
  size_t n, i;
  char aStack[TDMREP_MAX_DEPTH];  /* '[' or '{' of each open container */
  int nDepth;
  int eWant;                      /* TDM_WANT_*: what comes next */
  int bDone;                      /* the top-level value is complete */
  Span tok;                       /* the token's bytes (a string: inside
                                  ** the quotes, still escaped) */
  const char *zErr;               /* what went wrong */
  TdmProblem *pProb;              /* where a problem is recorded (or NULL) */
  size_t iBase;                   /* bytes skipped before z (a BOM) */
} TdmReader;

/* Skip JSON white space. */
static void tdmWs(TdmReader *p){
  while( p->i<p->n && (p->z[p->i]==' ' || p->z[p->i]=='\t'
                       || p->z[p->i]=='\n' || p->z[p->i]=='\r') ) p->i++;
}

/* Read a string whose opening quote is at p->i: its content in p->tok. */
static int tdmString(TdmReader *p){
  size_t i0 = ++p->i;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i];
    if( c=='"' ){
      p->tok.z = p->z + i0; p->tok.n = p->i - i0; p->i++;
      return 0;
    }
    if( c<0x20 ){ p->zErr = "a control character in a string"; return -1; }
    if( c=='\\' ){
      unsigned char e = p->i+1<p->n ? (unsigned char)p->z[p->i+1] : 0;
      if( e=='u' ){
        size_t k;
        for(k=2; k<6; k++){
          if( p->i+k>=p->n || !coreIsXDigit((unsigned char)p->z[p->i+k]) ){
            p->zErr = "a bad \\u escape"; return -1;
          }
        }
        p->i += 6;
        continue;
      }
      if( e==0 || !strchr("\"\\/bfnrt", (char)e) ){
        p->zErr = "a bad escape"; return -1;
      }
      p->i += 2;
      continue;
    }
    p->i++;
  }
  p->zErr = "an unterminated string";
  return -1;
}

/* Read a number (RFC 8259 grammar) into p->tok. */
static int tdmNumber(TdmReader *p){
  size_t i0 = p->i, d;
  if( p->i<p->n && p->z[p->i]=='-' ) p->i++;
  if( p->i<p->n && p->z[p->i]=='0' ){
    p->i++;
  }else{
    for(d=p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  if( p->i<p->n && p->z[p->i]=='.' ){
    for(d=++p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  if( p->i<p->n && (p->z[p->i]=='e' || p->z[p->i]=='E') ){
    p->i++;
    if( p->i<p->n && (p->z[p->i]=='+' || p->z[p->i]=='-') ) p->i++;
    for(d=p->i; p->i<p->n && coreIsDigit((unsigned char)p->z[p->i]); p->i++){}
    if( p->i==d ){ p->zErr = "a bad number"; return -1; }
  }
  p->tok.z = p->z + i0;
  p->tok.n = p->i - i0;
  return 0;
}

/* Read a scalar value at p->i: string, number, true, false or null. */
static TdmTok tdmScalar(TdmReader *p){
  static const char *const azLit[] = { "true", "false", "null" };
  size_t k;
  char c = p->z[p->i];
  if( c=='"' ) return tdmString(p) ? TDM_ERROR : TDM_STRING;
  if( c=='-' || coreIsDigit((unsigned char)c) ){
    return tdmNumber(p) ? TDM_ERROR : TDM_NUMBER;
  }
  for(k=0; k<3; k++){
    size_t nLit = strlen(azLit[k]);
    if( p->n - p->i>=nLit && memcmp(p->z + p->i, azLit[k], nLit)==0 ){
      p->tok.z = p->z + p->i; p->tok.n = nLit; p->i += nLit;
      return TDM_LITERAL;
    }
  }
  p->zErr = "an unexpected character";
  return TDM_ERROR;
}

/* What the reader expects next. */
#define TDM_WANT_VALUE        0
#define TDM_WANT_VALUE_OR_END 1   /* after '[' */
#define TDM_WANT_KEY_OR_END   2   /* after '{' */
#define TDM_WANT_KEY          3   /* after ',' in an object */
#define TDM_WANT_AFTER        4   /* after a value: ',' or a closing bracket */

/* Open a container at p->i. */
static TdmTok tdmOpen(TdmReader *p, char c){
  if( p->nDepth>=TDMREP_MAX_DEPTH ){ p->zErr = "nesting too deep"; return TDM_ERROR; }
  p->aStack[p->nDepth++] = c;
  p->i++;
  p->eWant = c=='[' ? TDM_WANT_VALUE_OR_END : TDM_WANT_KEY_OR_END;
  return c=='[' ? TDM_ARRAY : TDM_OBJECT;
}

/* Close the innermost container at p->i. */
static TdmTok tdmClose(TdmReader *p, char c){
  p->nDepth--;
  p->i++;
  p->eWant = TDM_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return c==']' ? TDM_ARRAY_END : TDM_OBJECT_END;
}

/* A value at p->i. */
static TdmTok tdmValue(TdmReader *p, char c){
  TdmTok t;
  if( c=='[' || c=='{' ) return tdmOpen(p, c);
  t = tdmScalar(p);
  p->eWant = TDM_WANT_AFTER;
  if( p->nDepth==0 ) p->bDone = 1;
  return t;
}

/* A key and its ':' at p->i. */
static TdmTok tdmKey(TdmReader *p, char c){
  if( c!='"' ){ p->zErr = "a key that is not a string"; return TDM_ERROR; }
  if( tdmString(p) ) return TDM_ERROR;
  tdmWs(p);
  if( p->i>=p->n || p->z[p->i]!=':' ){ p->zErr = "a missing ':'"; return TDM_ERROR; }
  p->i++;
  p->eWant = TDM_WANT_VALUE;
  return TDM_KEY;
}

/* The next token (TDM_END after the one top-level value). */
static TdmTok tdmNext(TdmReader *p){
  for(;;){
    char c, cTop;
    tdmWs(p);
    if( p->bDone ){
      if( p->i<p->n ){ p->zErr = "text after the document"; return TDM_ERROR; }
      return TDM_END;
    }
    if( p->i>=p->n ){ p->zErr = "an unexpected end"; return TDM_ERROR; }
    c = p->z[p->i];
    cTop = p->nDepth ? p->aStack[p->nDepth-1] : 0;
    switch( p->eWant ){
      case TDM_WANT_VALUE_OR_END: if( c==']' ) return tdmClose(p, c);
                                  return tdmValue(p, c);
      case TDM_WANT_KEY_OR_END:   if( c=='}' ) return tdmClose(p, c);
                                  return tdmKey(p, c);
      case TDM_WANT_KEY:          return tdmKey(p, c);
      case TDM_WANT_VALUE:        return tdmValue(p, c);
      default: break;
    }
    if( c==(cTop=='[' ? ']' : '}') ) return tdmClose(p, c);
    if( c!=',' ){ p->zErr = "a missing comma"; return TDM_ERROR; }
    p->i++;
    p->eWant = cTop=='[' ? TDM_WANT_VALUE : TDM_WANT_KEY;
  }
}

/* ---- TDMRep rules ---------------------------------------------------- */

/* A rule as read: spans of escaped JSON string contents. */
typedef struct TdmRule {
  int bLoc, bPolicy, iRes;        /* iRes: -1 when missing */
  Span loc, policy;
} TdmRule;

/* Append the UTF-8 of code point u. */
static void tdmPutUtf8(CoreBuf *b, uint32_t u){
  char a[4];
  size_t n;
  if( u<0x80 ){ a[0] = (char)u; n = 1; }
  else if( u<0x800 ){ a[0] = (char)(0xC0|(u>>6)); a[1] = (char)(0x80|(u&0x3F)); n = 2; }
  else if( u<0x10000 ){
    a[0] = (char)(0xE0|(u>>12)); a[1] = (char)(0x80|((u>>6)&0x3F));
    a[2] = (char)(0x80|(u&0x3F)); n = 3;
  }else{
    a[0] = (char)(0xF0|(u>>18)); a[1] = (char)(0x80|((u>>12)&0x3F));
    a[2] = (char)(0x80|((u>>6)&0x3F)); a[3] = (char)(0x80|(u&0x3F)); n = 4;
  }
  coreBufAppend(b, a, n);
}

/* The four hex digits at z as a number. */
static uint32_t tdmHex4(const char *z){
  uint32_t u = 0;
  int k;
  for(k=0; k<4; k++) u = u*16 + coreHexValue((unsigned char)z[k]);
  return u;
}

/* Decode the (checked) content s of a JSON string into b; a lone
** surrogate becomes U+FFFD. */
static void tdmDecode(CoreBuf *b, Span s){
  size_t i = 0;
  b->n = 0;
  while( i<s.n ){
    char c = s.z[i];
    if( c!='\\' ){ coreBufAppendByte(b, c); i++; continue; }
    c = s.z[i+1];
    if( c!='u' ){
      static const char azFrom[] = "\"\\/bfnrt", azTo[] = "\"\\/\b\f\n\r\t";
      coreBufAppendByte(b, azTo[strchr(azFrom, c) - azFrom]);
      i += 2;
      continue;
    }
    {
      uint32_t u = tdmHex4(s.z + i + 2);
      i += 6;
      if( u>=0xD800 && u<0xDC00 && i+6<=s.n && s.z[i]=='\\' && s.z[i+1]=='u' ){
        uint32_t v = tdmHex4(s.z + i + 2);
        if( v>=0xDC00 && v<0xE000 ){
          u = 0x10000 + ((u - 0xD800)<<10) + (v - 0xDC00);
          i += 6;
        }
      }
      if( u>=0xD800 && u<0xE000 ) u = 0xFFFD;
      tdmPutUtf8(b, u);
    }
  }
}

/* 1 when the rule's location matches path (tmp, esc: scratch; sig: the
** path's byte signature, so that a wildcard location needing a byte the
** path lacks is rejected without reading the path). */
static int tdmMatch(const TdmRule *r, Span path, uint64_t sig, CoreBuf *pTmp,
                    CoreBuf *pEsc, const CoreStop *pStop, int *pbStop){
  size_t nEsc;
  RobotsCand c;
  tdmDecode(pTmp, r->loc);
  if( pTmp->oom ) return 0;
  nEsc = robotsEscapedLen(pTmp->z ? pTmp->z : "", pTmp->n);
  pEsc->n = 0;
  if( coreBufReserve(pEsc, nEsc + 1) ) return 0;
  robotsEscape(pTmp->z ? pTmp->z : "", pTmp->n, pEsc->z);
  robotsCandInit(&c, pEsc->z, nEsc, 0, 0);
  return robotsCandMayMatch(&c, sig)
      && robotsCandMatchStop(&c, path.z, path.n, pStop, pbStop);
}

/* The byte signature of path into *pSig, CORE_STOP_EVERY bytes at a
** time: 0, or 1 when pStop said stop. */
static int tdmSignature(Span path, uint64_t *pSig, const CoreStop *pStop){
  size_t i;
  *pSig = 0;
  for(i=0; i<path.n; i+=CORE_STOP_EVERY){
    size_t k = path.n - i < CORE_STOP_EVERY ? path.n - i : CORE_STOP_EVERY;
    *pSig |= robotsPathSignature(path.z + i, k);
    if( path.n>CORE_STOP_EVERY && coreStopped(pStop) ) return 1;
  }
  return 0;
}

/* Write the answer for rule r. */
static void tdmWrite(const TdmRule *r, CoreBuf *pOut, CoreBuf *pTmp){
  coreBufAppend(pOut, r->iRes ? "{\"tdm-reservation\":1" :
                "{\"tdm-reservation\":0", 20);
  if( r->bPolicy ){
    coreBufAppend(pOut, ",\"tdm-policy\":", 14);
    tdmDecode(pTmp, r->policy);
    coreJsonString(pOut, pTmp->z ? pTmp->z : "", pTmp->n);
  }
  coreBufAppendByte(pOut, '}');
}

/* Skip the rest of a container just opened (its tokens). */
static TdmTok tdmSkip(TdmReader *p){
  int nDepth = p->nDepth - 1;
  TdmTok t = TDM_ARRAY;
  while( p->nDepth>nDepth && t!=TDM_ERROR ) t = tdmNext(p);
  return t;
}

/* Read one member of a rule object (its key just read): 0 or -1. */
static int tdmMember(TdmReader *p, TdmRule *r){
  Span key = p->tok;
  TdmTok t = tdmNext(p);
  if( t==TDM_ERROR ) return -1;
  if( key.n==8 && memcmp(key.z, "location", 8)==0 ){
    if( t!=TDM_STRING ){ p->zErr = "a location that is not a string"; return -1; }
    r->loc = p->tok; r->bLoc = 1;
  }else if( key.n==15 && memcmp(key.z, "tdm-reservation", 15)==0 ){
    if( t!=TDM_NUMBER || p->tok.n!=1 || (p->tok.z[0]!='0' && p->tok.z[0]!='1') ){
      p->zErr = "a tdm-reservation that is not 0 or 1"; return -1;
    }
    r->iRes = p->tok.z[0]-'0';
  }else if( key.n==10 && memcmp(key.z, "tdm-policy", 10)==0 ){
    if( t!=TDM_STRING ){ p->zErr = "a tdm-policy that is not a string"; return -1; }
    r->policy = p->tok; r->bPolicy = 1;
  }else if( t==TDM_ARRAY || t==TDM_OBJECT ){
    if( tdmSkip(p)==TDM_ERROR ) return -1;
  }
  return 0;
}

/* Read one rule object (its '{' just read) into *r: 0 or -1. */
static int tdmRuleRead(TdmReader *p, TdmRule *r){
  TdmTok t;
  memset(r, 0, sizeof(*r));
  r->iRes = -1;
  while( (t = tdmNext(p))==TDM_KEY ){
    if( tdmMember(p, r) ) return -1;
  }
  if( t!=TDM_OBJECT_END ) return -1;
  if( !r->bLoc ){ p->zErr = "a rule without a location"; return -1; }
  if( r->iRes<0 ){ p->zErr = "a rule without tdm-reservation"; return -1; }
  return 0;
}

/* Record the problem of reader p (in rule iRule, 0: the document) in
** p->pProb and its message in pErr (either may be NULL): -2. */
static int tdmError(TdmReader *p, CoreBuf *pErr, int iRule){
  char z[160];
  int n;
  const char *zWhat = p->zErr ? p->zErr : "an unexpected value";
  if( p->pProb ){
    p->pProb->zWhat = zWhat;
    p->pProb->iByte = p->iBase + p->i + 1;
    p->pProb->iRule = iRule;
  }
  if( pErr==NULL ) return -2;
  n = snprintf(z, sizeof(z), "not a TDMRep array of rules: %s at byte "
               "%zu%s", zWhat, p->iBase + p->i + 1,
               iRule>0 ? " (in rule " : "");
  coreBufAppend(pErr, z, (size_t)n);
  if( iRule>0 ){
    n = snprintf(z, sizeof(z), "%d)", iRule);
    coreBufAppend(pErr, z, (size_t)n);
  }
  return -2;
}

/* Read every rule of the array (its '[' read), writing the first match. */
static int tdmRules(TdmReader *p, Span path, CoreBuf *pOut, CoreBuf *pErr,
                    const CoreStop *pStop){
  CoreBuf tmp, esc;
  int iRule = 0, bFound = 0, rc = 0, bStop = 0;
  size_t iAsk = p->i;
  uint64_t sig = 0;
  TdmTok t;
  if( path.z && tdmSignature(path, &sig, pStop) ) return -3;
  coreBufInit(&tmp, pOut->pA);
  coreBufInit(&esc, pOut->pA);
  while( rc==0 && (t = tdmNext(p))==TDM_OBJECT ){
    TdmRule r;
    iRule++;
    if( (iRule%4096==0 || p->i - iAsk>=CORE_STOP_EVERY) ){
      iAsk = p->i;
      if( coreStopped(pStop) ){ rc = -3; break; }
    }
    if( tdmRuleRead(p, &r) ){ rc = tdmError(p, pErr, iRule); break; }
    if( !bFound && path.z && tdmMatch(&r, path, sig, &tmp, &esc, pStop,
                                      &bStop) ){
      tdmWrite(&r, pOut, &tmp);
      bFound = 1;
    }
    if( bStop ){ rc = -3; break; }
  }
  if( rc==0 && t!=TDM_ARRAY_END ){
    if( t!=TDM_ERROR ) p->zErr = "a rule that is not an object";
    rc = tdmError(p, pErr, iRule + 1);
  }
  if( rc==0 && tdmNext(p)!=TDM_END ) rc = tdmError(p, pErr, 0);
  if( tmp.oom || esc.oom || pOut->oom ) rc = -1;
  coreBufFree(&tmp);
  coreBufFree(&esc);
  return rc ? rc : bFound;
}

/* Read document z[0..n) (a leading UTF-8 byte-order mark skipped),
** writing the first rule matching path (path.z NULL: none is matched) to
** pOut: 1, 0, -1, -2 (not a TDMRep array: pErr, pProb), -3. */
static int tdmRun(const char *z, size_t n, Span path, CoreBuf *pOut,
                  CoreBuf *pErr, TdmProblem *pProb, const CoreStop *pStop){
  TdmReader rd;
  memset(&rd, 0, sizeof(rd));
  if( n>=3 && memcmp(z, "\xEF\xBB\xBF", 3)==0 ){
    z += 3; n -= 3; rd.iBase = 3;
  }
  rd.z = z; rd.n = n; rd.pProb = pProb;
  if( tdmNext(&rd)!=TDM_ARRAY ){
    if( rd.zErr==NULL ) rd.zErr = "the document is not an array";
    return tdmError(&rd, pErr, 0);
  }
  return tdmRules(&rd, path, pOut, pErr, pStop);
}

int tdmrepJson(const char *z, size_t n, Span url, CoreBuf *pOut,
               CoreBuf *pErr, const CoreStop *pStop){
  char zBuf[TDMREP_PATH_STACK];
  char *zFree = NULL;
  Span path;
  size_t n0 = pOut->n;
  int rc;
  if( robotsUrlPath(url, zBuf, sizeof(zBuf), pOut->pA, &zFree, &path) ){
    return -1;
  }
  rc = tdmRun(z, n, path, pOut, pErr, NULL, pStop);
  if( rc!=1 ) pOut->n = n0;
  if( rc==-2 ) rc = 0;                /* not TDMRep: the reservation unset */
  coreFree(pOut->pA, zFree);
  return rc;
}

int tdmrepCheck(const char *z, size_t n, TdmProblem *pProb,
                const CoreAlloc *pA, const CoreStop *pStop){
  CoreBuf out;
  int rc;
  Span none = { NULL, 0 };
  memset(pProb, 0, sizeof(*pProb));
  coreBufInit(&out, pA);
  rc = tdmRun(z, n, none, &out, NULL, pProb, pStop);
  coreBufFree(&out);
  return rc==-2 ? 1 : rc<0 ? rc : 0;
}
