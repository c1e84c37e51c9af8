/*
** sfv.c: RFC 9651 Dictionary parsing (see sfv.h), step by step as the
** RFC's section 4.2 algorithms: a dictionary is members separated by
** commas; a member is a key, then '=' and an item or an inner list (else
** the Boolean true), then parameters.  Inner lists hold items only, so no
** recursion is needed.  Start at sfvDictionary.
*/
#include "sfv.h"

#include <string.h>

/* A parse in progress over z[0..n); i is the next byte. */
typedef struct SfvIn {
  const char *z;
  size_t n, i;
} SfvIn;

/* Character classes of RFC 9651 (ASCII; bytes from 0x80 are in none). */
#define SFV_LCALPHA 0x01    /* a-z */
#define SFV_KEYCHAR 0x02    /* lcalpha digit _ - . * */
#define SFV_TCHAR   0x04    /* RFC 9110 tchar, plus ':' and '/' */
#define SFV_BASE64  0x08    /* A-Z a-z 0-9 + / = */

/* The classes of byte c. */
static unsigned sfvClass(unsigned char c){
  unsigned f = 0;
  if( c>='a' && c<='z' ) f |= SFV_LCALPHA|SFV_KEYCHAR|SFV_TCHAR|SFV_BASE64;
  else if( c>='A' && c<='Z' ) f |= SFV_TCHAR|SFV_BASE64;
  else if( coreIsDigit(c) ) f |= SFV_KEYCHAR|SFV_TCHAR|SFV_BASE64;
  if( c=='_' || c=='-' || c=='.' || c=='*' ) f |= SFV_KEYCHAR;
  if( c!=0 && c<0x80 && strchr("!#$%&'*+-.^_`|~:/", (char)c) ) f |= SFV_TCHAR;
  if( c=='+' || c=='/' || c=='=' ) f |= SFV_BASE64;
  return f;
}

/* The next byte, or -1 at the end. */
static int sfvPeek(const SfvIn *p){
  return p->i<p->n ? (unsigned char)p->z[p->i] : -1;
}

/* Skip spaces (SP only). */
static void sfvSkipSp(SfvIn *p){
  while( p->i<p->n && p->z[p->i]==' ' ) p->i++;
}

/* Skip OWS (SP and HTAB). */
static void sfvSkipOws(SfvIn *p){
  while( p->i<p->n && (p->z[p->i]==' ' || p->z[p->i]=='\t') ) p->i++;
}

/* Parse a key into *pKey (4.2.3.3): 0, or -1 on failure. */
static int sfvKey(SfvIn *p, Span *pKey){
  int c = sfvPeek(p);
  size_t i0 = p->i;
  if( c<0 || !((sfvClass((unsigned char)c) & SFV_LCALPHA) || c=='*') ){
    return -1;
  }
  while( p->i<p->n && (sfvClass((unsigned char)p->z[p->i]) & SFV_KEYCHAR) ){
    p->i++;
  }
  pKey->z = p->z + i0;
  pKey->n = p->i - i0;
  return 0;
}

/* Parse an Integer or Decimal (4.2.4), *peType set: 0 or -1. */
static int sfvNumber(SfvIn *p, SfvType *peType){
  size_t nDigits = 0, nInt = 0;
  int bDec = 0;
  if( sfvPeek(p)=='-' ) p->i++;
  if( p->i>=p->n || !coreIsDigit((unsigned char)p->z[p->i]) ) return -1;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i];
    if( coreIsDigit(c) ){
      nDigits++;
    }else if( c=='.' && !bDec ){
      if( nDigits>12 ) return -1;
      bDec = 1;
      nInt = nDigits;
    }else{
      break;
    }
    p->i++;
    if( (!bDec && nDigits>15) || (bDec && nDigits + 1>16) ) return -1;
  }
  if( bDec ){
    size_t nFrac = nDigits - nInt;
    if( nFrac==0 || nFrac>3 ) return -1;
  }
  *peType = bDec ? SFV_DECIMAL : SFV_INTEGER;
  return 0;
}

/* Parse a String (4.2.5), the opening quote next: 0 or -1. */
static int sfvString(SfvIn *p){
  p->i++;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i++];
    if( c=='\\' ){
      if( p->i>=p->n ) return -1;
      c = (unsigned char)p->z[p->i++];
      if( c!='"' && c!='\\' ) return -1;
    }else if( c=='"' ){
      return 0;
    }else if( c<0x20 || c>0x7e ){
      return -1;
    }
  }
  return -1;
}

/* Parse a Token (4.2.6), its first byte (ALPHA or '*') checked: 0. */
static int sfvToken(SfvIn *p){
  p->i++;
  while( p->i<p->n && (sfvClass((unsigned char)p->z[p->i]) & SFV_TCHAR) ){
    p->i++;
  }
  return 0;
}

/* 1 when nData base64 characters followed by nPad '=' decode (RFC 4648):
** a lone character in the last quantum never does; padding, when there,
** must complete the quantum ("xx==", "xxx="); without it the padding is
** synthesised (RFC 9651 4.2.7: parsers should not fail on missing
** padding, nor on non-zero pad bits). */
static int sfvBase64Ok(size_t nData, size_t nPad){
  size_t r = nData % 4;
  if( r==1 ) return 0;
  if( nPad==0 ) return 1;
  return (r==2 && nPad==2) || (r==3 && nPad==1);
}

/* Parse a Byte Sequence (4.2.7), the opening ':' next: 0 or -1 (a byte
** outside base64, '=' other than as the final padding, or content that
** does not decode). */
static int sfvBytes(SfvIn *p){
  size_t nData = 0, nPad = 0;
  p->i++;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i++];
    if( c==':' ) return sfvBase64Ok(nData, nPad) ? 0 : -1;
    if( c=='=' ){
      if( ++nPad>2 ) return -1;
    }else if( nPad>0 || !(sfvClass(c) & SFV_BASE64) ){
      return -1;
    }else{
      nData++;
    }
  }
  return -1;
}

/* Parse a Boolean (4.2.8), the '?' next: 0 or -1. */
static int sfvBoolean(SfvIn *p){
  p->i++;
  if( p->i<p->n && (p->z[p->i]=='0' || p->z[p->i]=='1') ){ p->i++; return 0; }
  return -1;
}

/* Parse a Display String (RFC 9651 4.2.10), "%\"" next: 0 or -1.  The
** %-escaped bytes must be lower-case hex and decode to valid UTF-8. */
static int sfvDisplay(SfvIn *p){
  unsigned char aSeq[4];
  size_t nSeq = 0, nNeed = 0;
  p->i += 2;
  while( p->i<p->n ){
    unsigned char c = (unsigned char)p->z[p->i++];
    if( c=='%' ){
      unsigned char h1, h2, b;
      if( p->i+2>p->n ) return -1;
      h1 = (unsigned char)p->z[p->i]; h2 = (unsigned char)p->z[p->i+1];
      if( !coreIsXDigit(h1) || !coreIsXDigit(h2) || (h1>='A' && h1<='F')
       || (h2>='A' && h2<='F') ) return -1;
      p->i += 2;
      b = (unsigned char)(coreHexValue(h1)*16 + coreHexValue(h2));
      if( nSeq==0 ){
        nNeed = b<0x80 ? 1 : b>=0xF0 ? 4 : b>=0xE0 ? 3 : b>=0xC0 ? 2 : 0;
        if( nNeed==0 ) return -1;
      }
      aSeq[nSeq++] = b;
      if( nSeq==nNeed ){
        if( coreUtf8Len(aSeq, nSeq)!=nSeq ) return -1;
        nSeq = 0;
      }
    }else if( nSeq>0 || c<0x20 || c>0x7e ){
      return -1;
    }else if( c=='"' ){
      return 0;
    }
  }
  return -1;
}

/* Parse a Bare Item (4.2.3.1) into *peType and *pVal: 0 or -1. */
static int sfvBareItem(SfvIn *p, SfvType *peType, Span *pVal){
  int c = sfvPeek(p), rc;
  size_t i0 = p->i;
  if( c<0 ) return -1;
  if( c=='-' || coreIsDigit((unsigned char)c) ){
    rc = sfvNumber(p, peType);
  }else if( c=='"' ){
    *peType = SFV_STRING; rc = sfvString(p);
  }else if( c=='*' || coreIsAlpha((unsigned char)c) ){
    *peType = SFV_TOKEN; rc = sfvToken(p);
  }else if( c==':' ){
    *peType = SFV_BYTES; rc = sfvBytes(p);
  }else if( c=='?' ){
    *peType = SFV_BOOLEAN; rc = sfvBoolean(p);
  }else if( c=='@' ){
    p->i++;
    *peType = SFV_DATE;
    rc = sfvNumber(p, peType);
    if( rc==0 && *peType!=SFV_INTEGER ) rc = -1;
    *peType = SFV_DATE;
  }else if( c=='%' && p->i+1<p->n && p->z[p->i+1]=='"' ){
    *peType = SFV_DISPLAY; rc = sfvDisplay(p);
  }else{
    rc = -1;
  }
  pVal->z = p->z + i0;
  pVal->n = p->i - i0;
  return rc;
}

/* Parse Parameters (4.2.3.2): 0 or -1; *pbAny set when there were any. */
static int sfvParams(SfvIn *p, int *pbAny){
  while( sfvPeek(p)==';' ){
    Span key, val;
    SfvType e;
    *pbAny = 1;
    p->i++;
    sfvSkipSp(p);
    if( sfvKey(p, &key) ) return -1;
    if( sfvPeek(p)=='=' ){
      p->i++;
      if( sfvBareItem(p, &e, &val) ) return -1;
    }
  }
  return 0;
}

/* Parse an Inner List (4.2.1.2) up to its ')', the '(' next (its
** parameters are the caller's): 0 or -1. */
static int sfvInnerList(SfvIn *p){
  int bIgnored = 0;
  p->i++;
  while( p->i<p->n ){
    Span val;
    SfvType e;
    sfvSkipSp(p);
    if( sfvPeek(p)==')' ){
      p->i++;
      return 0;
    }
    if( sfvBareItem(p, &e, &val) || sfvParams(p, &bIgnored) ) return -1;
    if( sfvPeek(p)!=' ' && sfvPeek(p)!=')' ) return -1;
  }
  return -1;
}

/* Parse parameters into *pParams (their text) and *pbAny: 0 or -1. */
static int sfvParamsSpan(SfvIn *p, Span *pParams, int *pbAny){
  size_t i0 = p->i;
  int rc = sfvParams(p, pbAny);
  pParams->z = p->z + i0;
  pParams->n = p->i - i0;
  return rc;
}

/* Parse one member's value after its key (4.2.2): into *pM; 0 or -1. */
static int sfvMemberValue(SfvIn *p, SfvMember *pM){
  size_t i0;
  pM->bParams = 0;
  if( sfvPeek(p)!='=' ){
    pM->eType = SFV_BOOLEAN;
    pM->value.z = p->z + p->i;
    pM->value.n = 0;
    return sfvParamsSpan(p, &pM->params, &pM->bParams);
  }
  p->i++;
  i0 = p->i;
  if( sfvPeek(p)=='(' ){
    pM->eType = SFV_INNER_LIST;
    if( sfvInnerList(p) ) return -1;
    pM->value.z = p->z + i0;
    pM->value.n = p->i - i0;
    return sfvParamsSpan(p, &pM->params, &pM->bParams);
  }
  if( sfvBareItem(p, &pM->eType, &pM->value) ) return -1;
  return sfvParamsSpan(p, &pM->params, &pM->bParams);
}

int sfvDictionary(const char *z, size_t n, SfvMemberFn xMember, void *pCtx,
                  size_t *piErr, const CoreStop *pStop){
  SfvIn in;
  size_t iNextStop = CORE_STOP_EVERY;
  in.z = z; in.n = n; in.i = 0;
  sfvSkipSp(&in);
  /* Trailing spaces are discarded by the caller of the RFC's algorithm. */
  while( in.n>in.i && in.z[in.n-1]==' ' ) in.n--;
  if( in.i>=in.n ) return 0;            /* the empty dictionary */
  for(;;){
    SfvMember m;
    if( in.i>=iNextStop ){
      if( coreStopped(pStop) ) return -2;
      iNextStop = in.i + CORE_STOP_EVERY;
    }
    if( sfvKey(&in, &m.key) || sfvMemberValue(&in, &m) ) break;
    if( xMember && xMember(pCtx, &m) ) return 1;
    sfvSkipOws(&in);
    if( in.i>=in.n ) return 0;
    if( in.z[in.i]!=',' ) break;
    in.i++;
    sfvSkipOws(&in);
    if( in.i>=in.n ) break;             /* a trailing comma */
  }
  if( piErr ) *piErr = in.i;
  return -1;
}

int sfvInnerListNext(Span list, size_t *pi, SfvItem *pItem){
  SfvIn in;
  int bAny = 0;
  in.z = list.z; in.n = list.n; in.i = *pi;
  if( in.i==0 ){
    if( sfvPeek(&in)!='(' ) return -1;
    in.i++;
  }
  sfvSkipSp(&in);
  if( sfvPeek(&in)==')' || in.i>=in.n ){ *pi = in.n; return 0; }
  memset(pItem, 0, sizeof(*pItem));
  if( sfvBareItem(&in, &pItem->eType, &pItem->value)
   || sfvParamsSpan(&in, &pItem->params, &bAny) ) return -1;
  if( sfvPeek(&in)!=' ' && sfvPeek(&in)!=')' ) return -1;
  *pi = in.i;
  return 1;
}

int sfvParamNext(Span params, size_t *pi, SfvItem *pItem){
  SfvIn in;
  in.z = params.z; in.n = params.n; in.i = *pi;
  if( in.i>=in.n ) return 0;
  if( sfvPeek(&in)!=';' ) return -1;
  in.i++;
  sfvSkipSp(&in);
  memset(pItem, 0, sizeof(*pItem));
  if( sfvKey(&in, &pItem->key) ) return -1;
  pItem->eType = SFV_BOOLEAN;
  pItem->value.z = in.z + in.i;
  if( sfvPeek(&in)=='=' ){
    in.i++;
    if( sfvBareItem(&in, &pItem->eType, &pItem->value) ) return -1;
  }
  *pi = in.i;
  return 1;
}

int sfvStringDecode(Span value, CoreBuf *pOut){
  size_t i;
  for(i=1; i+1<value.n; i++){
    if( value.z[i]=='\\' ) i++;
    coreBufAppendByte(pOut, value.z[i]);
  }
  return pOut->oom ? -1 : 0;
}

/* Append a number's text (an Integer, a Decimal or a Date's digits after
** its '@') as serialization writes it. */
static void sfvSerializeNumber(Span v, CoreBuf *pOut){
  size_t i = 0, j, nInt, nFrac = 0, k;
  int bNeg = 0, bZero = 1;
  if( i<v.n && v.z[i]=='@' ){ coreBufAppendByte(pOut, '@'); i++; }
  if( i<v.n && v.z[i]=='-' ){ bNeg = 1; i++; }
  for(j=i; j<v.n && v.z[j]!='.'; j++){ if( v.z[j]!='0' ) bZero = 0; }
  nInt = j - i;
  if( j<v.n ){
    for(k=j+1; k<v.n; k++){ if( v.z[k]!='0' ) bZero = 0; }
    for(nFrac=v.n-j-1; nFrac>1 && v.z[j+nFrac]=='0'; nFrac--){}
  }
  if( bNeg && !bZero ) coreBufAppendByte(pOut, '-');
  while( nInt>1 && v.z[i]=='0' ){ i++; nInt--; }
  coreBufAppend(pOut, v.z + i, nInt);
  if( j<v.n ) coreBufAppend(pOut, v.z + j, nFrac + 1);
}

int sfvSerializeItem(SfvType eType, Span value, Span params, CoreBuf *pOut){
  size_t i = 0;
  SfvItem it;
  int rc;
  if( eType==SFV_INTEGER || eType==SFV_DECIMAL || eType==SFV_DATE ){
    sfvSerializeNumber(value, pOut);
  }else if( eType==SFV_BOOLEAN && value.n==0 ){
    coreBufAppend(pOut, "?1", 2);
  }else{
    coreBufAppend(pOut, value.z, value.n);
  }
  while( (rc = sfvParamNext(params, &i, &it))==1 ){
    coreBufAppendByte(pOut, ';');
    coreBufAppend(pOut, it.key.z, it.key.n);
    if( it.eType==SFV_BOOLEAN && (it.value.n==0 || it.value.z[1]=='1') ){
      continue;
    }
    coreBufAppendByte(pOut, '=');
    sfvSerializeItem(it.eType, it.value, it.params, pOut);
  }
  return (rc<0 || pOut->oom) ? -1 : 0;
}

int sfvSerializeInnerList(Span list, Span params, CoreBuf *pOut){
  size_t i = 0;
  SfvItem it;
  int rc, bFirst = 1;
  Span none;
  none.z = ""; none.n = 0;
  coreBufAppendByte(pOut, '(');
  while( (rc = sfvInnerListNext(list, &i, &it))==1 ){
    if( !bFirst ) coreBufAppendByte(pOut, ' ');
    bFirst = 0;
    if( sfvSerializeItem(it.eType, it.value, it.params, pOut) ) return -1;
  }
  if( rc<0 ) return -1;
  coreBufAppendByte(pOut, ')');
  return sfvSerializeItem(SFV_TOKEN, none, params, pOut);
}

const char *sfvTypeName(SfvType e){
  static const char *const azName[] = {
    "integer", "decimal", "string", "token", "byte sequence", "boolean",
    "date", "display string", "inner list"
  };
  return (unsigned)e<sizeof(azName)/sizeof(azName[0]) ? azName[e] : "?";
}
