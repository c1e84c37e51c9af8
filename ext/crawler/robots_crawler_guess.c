/*
** robots_crawler_guess.c: the crawler a User-Agent header names when the
** table of known crawlers (robots_crawler.c) has no row for it.  A header
** is a list of products ("name/version", RFC 9110 section 10.1.5) and
** comments in parentheses, whose items are separated by ';' or ','.
** guessScan reads the header once, left to right, cutting it into chunks at
** white space, ';', ',', '(', ')' and '+'; the name of a chunk is its
** leading run of letters, digits, '-', '_' and '.'.  It keeps the first
** name of each kind and the signs it meets, and guessPick chooses:
**   1. a name that ends in bot, crawler or spider ("MojeekBot");
**   2. in a feature phone's header (MIDP, MAUI, UP.Browser): only the name
**      after "compatible;", else none;
**   3. a name that holds a crawler word (fetch, index, preview; "scan" or
**      "bot" as a word of its own);
**   4. a header without a bot mark (a URL or e-mail address, an HTTP
**      library or runtime, a generic crawler word such as "Bot", a name
**      after "compatible;" in a comment without a device's word) is a
**      browser's (none) when it has a device's word, a platform comment
**      (right after "Mozilla/5.0"), or a browser's name first or inside a
**      comment;
**   5. else, in this order: the first product outside comments that is no
**      browser's, device's or runtime's; the first name after
**      "compatible;" (or "like Gecko;"); the first name that starts an
**      item of a comment other than the platform comment; an HTTP library
**      in a comment; the first name that starts an item of the platform
**      comment; a language runtime (Java, Python); the site name of the
**      first URL ("alertra" for www.alertra.com).
** A name right after "like" is a comparison, never a candidate.
** Words are looked up in guessWords, a table of kinds.  Start reading at
** robotsCrawlerGuess.
*/
#include "robots_crawler_guess.h"

#include <string.h>

/* Kinds of word (guessWords). */
#define GUESS_BROWSER  1   /* a browser's product or engine: no name, a sign */
#define GUESS_DEVICE   2   /* a device or platform marker: no name, a sign */
#define GUESS_SKIP     4   /* a platform detail or a generic word: no name */
#define GUESS_LIBRARY  8   /* an HTTP library or tool: a name, a bot mark */
#define GUESS_RUNTIME 16   /* a language runtime: a name of last resort */
#define GUESS_PREFIX  32   /* also matches the start of a word, before a
                           ** byte that is not a letter ("MIDP-2.0") */
#define GUESS_MARK    64   /* a generic crawler word: no name, a bot mark */
#define GUESS_PHONE  128   /* a feature phone's marker (MIDP, MAUI): only a
                           ** crawler's own name or "compatible;" counts */
#define GUESS_STEM   256   /* also matches the start of any word: iPhoneX */

/* Words of known kinds, in lower case. */
static const struct GuessWord { const char *z; int eKind; } guessWords[] = {
  /* Browsers, their engines and their usual tokens */
  { "mozilla", GUESS_BROWSER }, { "applewebkit", GUESS_BROWSER },
  { "webkit", GUESS_BROWSER }, { "chrome", GUESS_BROWSER },
  { "chromium", GUESS_BROWSER }, { "safari", GUESS_BROWSER },
  { "firefox", GUESS_BROWSER }, { "gecko", GUESS_BROWSER },
  { "version", GUESS_BROWSER }, { "mobile", GUESS_BROWSER },
  { "khtml", GUESS_BROWSER }, { "like", GUESS_BROWSER },
  { "compatible", GUESS_BROWSER }, { "edg", GUESS_BROWSER },
  { "edga", GUESS_BROWSER }, { "edgios", GUESS_BROWSER },
  { "edge", GUESS_BROWSER }, { "opr", GUESS_BROWSER },
  { "opt", GUESS_BROWSER }, { "opera", GUESS_BROWSER },
  { "msie", GUESS_BROWSER }, { "trident", GUESS_BROWSER },
  { "presto", GUESS_BROWSER }, { "crios", GUESS_BROWSER },
  { "fxios", GUESS_BROWSER }, { "samsungbrowser", GUESS_BROWSER },
  { "ucbrowser", GUESS_BROWSER }, { "ucweb", GUESS_DEVICE|GUESS_PHONE },
  { "yabrowser", GUESS_BROWSER }, { "vivaldi", GUESS_BROWSER },
  { "seamonkey", GUESS_BROWSER }, { "iceweasel", GUESS_BROWSER },
  { "konqueror", GUESS_BROWSER }, { "epiphany", GUESS_BROWSER },
  { "midori", GUESS_BROWSER }, { "silk", GUESS_BROWSER },
  { "netfront", GUESS_DEVICE|GUESS_PHONE }, { "obigo", GUESS_DEVICE|GUESS_PHONE },
  { "up.browser", GUESS_DEVICE|GUESS_PHONE }, { "dalvik", GUESS_DEVICE },
  { "cfnetwork", GUESS_DEVICE }, { "darwin", GUESS_DEVICE },
  { "lynx", GUESS_BROWSER }, { "links", GUESS_BROWSER },
  { "elinks", GUESS_BROWSER }, { "w3m", GUESS_BROWSER },
  { "dillo", GUESS_BROWSER }, { "netsurf", GUESS_BROWSER },
  { "ibrowse", GUESS_BROWSER }, { "amigavoyager", GUESS_BROWSER },
  { "ncsa_mosaic", GUESS_BROWSER }, { "camino", GUESS_BROWSER },
  { "thunderbird", GUESS_BROWSER }, { "palemoon", GUESS_BROWSER },
  { "waterfox", GUESS_BROWSER }, { "maxthon", GUESS_BROWSER },
  { "qqbrowser", GUESS_BROWSER }, { "mqqbrowser", GUESS_BROWSER },
  { "micromessenger", GUESS_BROWSER }, { "puffin", GUESS_BROWSER },
  { "whale", GUESS_BROWSER }, { "brave", GUESS_BROWSER },
  { "electron", GUESS_BROWSER }, { "amaya", GUESS_BROWSER },
  /* Devices and platforms */
  { "windows", GUESS_DEVICE|GUESS_PREFIX }, { "win", GUESS_DEVICE|GUESS_PREFIX },
  { "wow64", GUESS_DEVICE }, { "linux", GUESS_DEVICE|GUESS_PREFIX },
  { "android", GUESS_DEVICE|GUESS_PREFIX }, { "iphone", GUESS_DEVICE|GUESS_STEM },
  { "ipad", GUESS_DEVICE|GUESS_STEM }, { "ipod", GUESS_DEVICE|GUESS_STEM },
  { "macintosh", GUESS_DEVICE }, { "x11", GUESS_DEVICE },
  { "cros", GUESS_DEVICE }, { "blackberry", GUESS_DEVICE|GUESS_PREFIX },
  { "bb10", GUESS_DEVICE }, { "symbian", GUESS_DEVICE|GUESS_PREFIX },
  { "symbianos", GUESS_DEVICE|GUESS_PREFIX }, { "symbos", GUESS_DEVICE },
  { "series", GUESS_DEVICE|GUESS_PREFIX }, { "s60", GUESS_DEVICE },
  { "midp", GUESS_DEVICE|GUESS_PHONE|GUESS_PREFIX }, { "cldc", GUESS_DEVICE|GUESS_PHONE|GUESS_PREFIX },
  { "profile", GUESS_DEVICE|GUESS_PHONE }, { "configuration", GUESS_DEVICE|GUESS_PHONE },
  { "build", GUESS_DEVICE }, { "webos", GUESS_DEVICE|GUESS_PREFIX },
  { "tizen", GUESS_DEVICE|GUESS_PREFIX }, { "kaios", GUESS_DEVICE|GUESS_PREFIX },
  { "j2me", GUESS_DEVICE|GUESS_PHONE }, { "brew", GUESS_DEVICE|GUESS_PREFIX },
  { "bada", GUESS_DEVICE|GUESS_PREFIX }, { "playstation", GUESS_DEVICE|GUESS_PREFIX },
  { "nintendo", GUESS_DEVICE|GUESS_PREFIX }, { "xbox", GUESS_DEVICE|GUESS_PREFIX },
  { "smarttv", GUESS_DEVICE|GUESS_PREFIX }, { "smart-tv", GUESS_DEVICE },
  { "hbbtv", GUESS_DEVICE|GUESS_PREFIX }, { "nokia", GUESS_DEVICE|GUESS_PREFIX },
  { "samsung", GUESS_DEVICE|GUESS_PREFIX }, { "sonyericsson", GUESS_DEVICE|GUESS_PREFIX },
  { "mot", GUESS_DEVICE|GUESS_PREFIX }, { "lg", GUESS_DEVICE|GUESS_PREFIX },
  { "htc", GUESS_DEVICE|GUESS_PREFIX }, { "adr", GUESS_DEVICE },
  { "cubot", GUESS_DEVICE|GUESS_PREFIX }, { "docomo", GUESS_DEVICE|GUESS_PREFIX }, { "kddi", GUESS_DEVICE|GUESS_PREFIX },
  { "amigaos", GUESS_DEVICE|GUESS_PREFIX }, { "maui", GUESS_DEVICE|GUESS_PHONE|GUESS_PREFIX },
  { "wap", GUESS_DEVICE|GUESS_PHONE|GUESS_PREFIX }, { "mre", GUESS_DEVICE|GUESS_PHONE },
  { "beos", GUESS_DEVICE }, { "haiku", GUESS_DEVICE }, { "syllable", GUESS_DEVICE },
  { "sunos", GUESS_DEVICE }, { "freebsd", GUESS_DEVICE }, { "openbsd", GUESS_DEVICE },
  { "netbsd", GUESS_DEVICE }, { "os/2", GUESS_DEVICE }, { "warp", GUESS_DEVICE },
  { "risc", GUESS_DEVICE }, { "morphos", GUESS_DEVICE }, { "qnx", GUESS_DEVICE },
  /* Platform details and generic words: never a crawler's name */
  { "u", GUESS_SKIP }, { "i", GUESS_SKIP }, { "n", GUESS_SKIP },
  { "x64", GUESS_SKIP }, { "x86", GUESS_SKIP }, { "x86_64", GUESS_SKIP },
  { "i686", GUESS_SKIP }, { "i386", GUESS_SKIP }, { "amd64", GUESS_SKIP },
  { "arm", GUESS_SKIP }, { "arm64", GUESS_SKIP }, { "aarch64", GUESS_SKIP },
  { "intel", GUESS_SKIP }, { "ppc", GUESS_SKIP }, { "cpu", GUESS_SKIP },
  { "os", GUESS_SKIP }, { "nt", GUESS_SKIP }, { "rv", GUESS_SKIP },
  { "wv", GUESS_SKIP }, { "sv1", GUESS_SKIP }, { "slcc1", GUESS_SKIP },
  { "slcc2", GUESS_SKIP }, { "infopath", GUESS_SKIP|GUESS_PREFIX },
  { "media", GUESS_SKIP }, { "tablet", GUESS_SKIP }, { "touch", GUESS_SKIP },
  { "mac", GUESS_SKIP }, { "macos", GUESS_SKIP }, { "ubuntu", GUESS_SKIP|GUESS_PREFIX },
  { "debian", GUESS_SKIP|GUESS_PREFIX }, { "fedora", GUESS_SKIP|GUESS_PREFIX }, { "gnu", GUESS_SKIP },
  { "en", GUESS_SKIP|GUESS_PREFIX }, { "bot", GUESS_SKIP|GUESS_MARK }, { "bots", GUESS_SKIP|GUESS_MARK },
  { "robot", GUESS_SKIP|GUESS_MARK }, { "crawler", GUESS_SKIP|GUESS_MARK }, { "spider", GUESS_SKIP|GUESS_MARK },
  { "scraper", GUESS_SKIP|GUESS_MARK }, { "fetcher", GUESS_SKIP|GUESS_MARK }, { "indexer", GUESS_SKIP|GUESS_MARK },
  { "scanner", GUESS_SKIP|GUESS_MARK }, { "checker", GUESS_SKIP|GUESS_MARK }, { "check", GUESS_SKIP|GUESS_MARK },
  { "monitor", GUESS_SKIP|GUESS_MARK }, { "monitoring", GUESS_SKIP|GUESS_MARK }, { "agent", GUESS_SKIP },
  { "client", GUESS_SKIP }, { "web", GUESS_SKIP }, { "www", GUESS_SKIP },
  { "search", GUESS_SKIP }, { "image", GUESS_SKIP },
  { "https", GUESS_SKIP }, { "the", GUESS_SKIP }, { "a", GUESS_SKIP },
  { "an", GUESS_SKIP }, { "and", GUESS_SKIP }, { "for", GUESS_SKIP },
  { "by", GUESS_SKIP }, { "of", GUESS_SKIP }, { "via", GUESS_SKIP },
  { "see", GUESS_SKIP }, { "at", GUESS_SKIP }, { "contact", GUESS_SKIP },
  { "info", GUESS_SKIP }, { "beta", GUESS_SKIP }, { "alpha", GUESS_SKIP },
  { "test", GUESS_SKIP }, { "crawl", GUESS_SKIP|GUESS_MARK },
  { "crawling", GUESS_SKIP|GUESS_MARK }, { "webcrawler", GUESS_SKIP|GUESS_MARK },
  { "web-crawler", GUESS_SKIP|GUESS_MARK }, { "web-crawlers", GUESS_SKIP|GUESS_MARK },
  { "webbot", GUESS_SKIP|GUESS_MARK }, { "webspider", GUESS_SKIP|GUESS_MARK },
  { "feed", GUESS_SKIP|GUESS_MARK }, { "rss", GUESS_SKIP|GUESS_MARK },
  { "parser", GUESS_SKIP|GUESS_MARK }, { "validator", GUESS_SKIP|GUESS_MARK },
  { "validation", GUESS_SKIP|GUESS_MARK }, { "favicon", GUESS_SKIP|GUESS_MARK },
  { "inspector", GUESS_SKIP|GUESS_MARK }, { "http", GUESS_SKIP|GUESS_MARK }, { "preview", GUESS_SKIP|GUESS_MARK },
  { "uptime", GUESS_SKIP|GUESS_MARK }, { "robots", GUESS_SKIP|GUESS_MARK },
  { "spiders", GUESS_SKIP|GUESS_MARK }, { "crawlers", GUESS_SKIP|GUESS_MARK }, { "unknown", GUESS_SKIP }, { "null", GUESS_SKIP },
  /* HTTP libraries and tools */
  { "curl", GUESS_LIBRARY }, { "libcurl", GUESS_LIBRARY }, { "wget", GUESS_LIBRARY },
  { "python-requests", GUESS_LIBRARY }, { "python-urllib", GUESS_LIBRARY },
  { "python-httpx", GUESS_LIBRARY }, { "aiohttp", GUESS_LIBRARY },
  { "urllib3", GUESS_LIBRARY }, { "httplib2", GUESS_LIBRARY },
  { "go-http-client", GUESS_LIBRARY }, { "okhttp", GUESS_LIBRARY },
  { "java", GUESS_LIBRARY }, { "libwww-perl", GUESS_LIBRARY },
  { "lwp-trivial", GUESS_LIBRARY }, { "lwp-request", GUESS_LIBRARY },
  { "axios", GUESS_LIBRARY }, { "node-fetch", GUESS_LIBRARY },
  { "undici", GUESS_LIBRARY }, { "got", GUESS_LIBRARY },
  { "apache-httpclient", GUESS_LIBRARY }, { "jakarta", GUESS_LIBRARY },
  { "scrapy", GUESS_LIBRARY }, { "guzzlehttp", GUESS_LIBRARY },
  { "httpie", GUESS_LIBRARY }, { "restsharp", GUESS_LIBRARY },
  { "rest-client", GUESS_LIBRARY }, { "faraday", GUESS_LIBRARY },
  { "mechanize", GUESS_LIBRARY }, { "www-mechanize", GUESS_LIBRARY },
  { "http_request2", GUESS_LIBRARY }, { "reqwest", GUESS_LIBRARY },
  { "colly", GUESS_LIBRARY }, { "hackney", GUESS_LIBRARY },
  { "winhttp", GUESS_LIBRARY }, { "windowspowershell", GUESS_LIBRARY },
  { "powershell", GUESS_LIBRARY }, { "httpclient", GUESS_LIBRARY },
  { "http.rb", GUESS_LIBRARY }, { "typhoeus", GUESS_LIBRARY },
  { "pycurl", GUESS_LIBRARY }, { "php-curl-class", GUESS_LIBRARY },
  { "feedparser", GUESS_LIBRARY }, { "universalfeedparser", GUESS_LIBRARY },
  { "nutch", GUESS_LIBRARY }, { "heritrix", GUESS_LIBRARY },
  { "phantomjs", GUESS_LIBRARY }, { "headlesschrome", GUESS_LIBRARY },
  { "zgrab", GUESS_LIBRARY }, { "masscan", GUESS_LIBRARY },
  { "nmap", GUESS_LIBRARY }, { "nikto", GUESS_LIBRARY },
  { "sqlmap", GUESS_LIBRARY }, { "nuclei", GUESS_LIBRARY },
  { "httrack", GUESS_LIBRARY }, { "webcopier", GUESS_LIBRARY },
  { "offline", GUESS_LIBRARY }, { "teleport", GUESS_LIBRARY },
  { "postmanruntime", GUESS_LIBRARY }, { "insomnia", GUESS_LIBRARY },
  { "cpp-httplib", GUESS_LIBRARY }, { "libsoup", GUESS_LIBRARY },
  { "dart", GUESS_LIBRARY }, { "playwright", GUESS_LIBRARY },
  { "selenium", GUESS_LIBRARY }, { "puppeteer", GUESS_LIBRARY },
  { "webkit2png", GUESS_LIBRARY }, { "wkhtmltoimage", GUESS_LIBRARY },
  { "wkhtmltopdf", GUESS_LIBRARY }, { "zombie.js", GUESS_LIBRARY }, { "ruby", GUESS_RUNTIME },
  /* Language runtimes */
  { "python", GUESS_RUNTIME }, { "cpython", GUESS_RUNTIME },
  { "php", GUESS_RUNTIME }, { "perl", GUESS_RUNTIME },
  { "node", GUESS_RUNTIME }, { "node.js", GUESS_RUNTIME },
  { "go", GUESS_RUNTIME }, { "openssl", GUESS_SKIP },
  { "zlib", GUESS_SKIP },
};

/* Words whose presence in a name marks a crawler (a name that is only such
** a word is no name: see GUESS_SKIP above); anywhere in the name. */
static const char *const guessCrawlerWord[] = {
  "robot", "crawl", "spider", "scrap", "fetch", "index", "archiv", "check",
  "monitor", "validat", "preview", "probe", "harvest", "slurp", "extract",
  "sitemap", "uptime", "headless", "parser", "audit", "lighthouse",
  "collector", "synthetic",
};

/* Short crawler words, which count only as a word of their own within the
** name (guessWordAt): "FooBot", "ips-agent", "lkxscan"; not "Caboto",
** "MagentaTV", "BOTECH". */
static const char *const guessShortWord[] = {
  "bot", "agent", "seo", "rss", "http", "scan", "feed", "grab",
};

/* What guessScan found: the first name of each kind, and signs. */
typedef struct GuessScan {
  Span suffix;     /* ends in bot, crawler or spider */
  Span marked;     /* holds a crawler word */
  Span product;    /* a product outside comments */
  Span library;    /* an HTTP library or tool */
  Span compat;     /* an item after "compatible" or "like Gecko" */
  Span item;       /* an item of a comment other than the platform's */
  Span platform;   /* an item of the platform comment */
  Span runtime;    /* a language runtime */
  Span host;       /* the site name of a URL or e-mail address */
  int bDevice;     /* a device's word was seen */
  int bFirstBrowser; /* the first product is a browser's other than Mozilla,
                   ** or a comment holds a browser's name (UCBrowser) */
  int bHadPlatform;/* a platform comment was seen */
  Span pendSuffix, pendMarked; /* a crawler's name in the platform comment,
                   ** kept if nothing follows it in its item */
  int bPhone;      /* a feature phone's marker was seen */
  int bUrl;        /* a URL or e-mail address was seen */
  int bMark;       /* a generic crawler word was seen ("Bot", ".../scan") */
  /* Where the scan is */
  unsigned depth;  /* of comments */
  int bComment;    /* a comment was seen */
  int bPlatform;   /* in the platform comment */
  int bCompat;     /* the item after "compatible" is next in this comment */
  int bCommentDevice; /* this comment has a device's word */
  int bTopSeen;    /* a name outside comments was seen */
  int bAfterLike;  /* the chunk before was "like": this name is a comparison
                   ** ("FreshRSS/1.1 like Googlebot"), not the sender */
  int bClean;      /* compat came from a comment without a device's word */
  int bItemStart;  /* the next chunk starts an item */
  int bLastBrowser;/* the last product outside comments was a browser's */
} GuessScan;

/* 1 if c may be part of a name. */
static int guessIsNameChar(unsigned char c){
  return coreIsAlpha(c) || coreIsDigit(c) || c=='-' || c=='_' || c=='.';
}

/* 1 if c ends a chunk. */
static int guessIsCut(unsigned char c){
  return coreIsSpace(c) || c==';' || c==',' || c=='(' || c==')' || c=='+';
}

/* The kinds of name s in guessWords, 0 when it is none of them; a name
** ending in "browser" (WAP-Browser, XsBrowser) is a device's. */
static int guessKind(Span s){
  size_t k;
  unsigned char c0;
  if( s.n==0 ) return 0;
  c0 = coreToLower((unsigned char)s.z[0]);
  for(k=0; k<sizeof(guessWords)/sizeof(guessWords[0]); k++){
    const char *zW = guessWords[k].z;
    size_t nW;
    if( (unsigned char)zW[0]!=c0 ) continue;     /* the words are lower case */
    nW = strlen(zW);
    if( nW>s.n ) continue;
    if( nW<s.n && (guessWords[k].eKind & GUESS_STEM)==0
     && ((guessWords[k].eKind & GUESS_PREFIX)==0
         || coreIsAlpha((unsigned char)s.z[nW])) ) continue;
    if( coreSpanEqNoCase(s.z, nW, zW, nW) ) return guessWords[k].eKind;
  }
  if( s.n>=7 && coreSpanEqNoCase(s.z+s.n-7, 7, "browser", 7) ) return GUESS_DEVICE;
  return 0;
}

/* 1 if the short word at s[i..i+n) is a word of its own: it ends the name
** or a byte that is no letter follows it ("FooBot", "my_bot-2"), or it
** starts with a capital after a small letter and no small letter follows
** ("FooBotX", "comAgent"). */
static int guessWordAt(Span s, size_t i, size_t n){
  unsigned char cNext = i+n<s.n ? (unsigned char)s.z[i+n] : ' ';
  if( !coreIsAlpha(cNext) ) return 1;
  return i>0 && s.z[i-1]>='a' && s.z[i-1]<='z' && s.z[i]>='A' && s.z[i]<='Z'
      && !(cNext>='a' && cNext<='z');
}

/* 1 if name s holds a crawler word (CUBOT, a phone maker, holds none). */
static int guessHasCrawlerWord(Span s){
  size_t k, i;
  if( coreStartsWithNoCase(s.z, s.n, "cubot") ) return 0;
  for(i=0; i<s.n; i++){
    unsigned char c = coreToLower((unsigned char)s.z[i]);
    for(k=0; k<sizeof(guessCrawlerWord)/sizeof(guessCrawlerWord[0]); k++){
      if( (unsigned char)guessCrawlerWord[k][0]==c
       && coreStartsWithNoCase(s.z+i, s.n-i, guessCrawlerWord[k]) ) return 1;
    }
    for(k=0; k<sizeof(guessShortWord)/sizeof(guessShortWord[0]); k++){
      if( (unsigned char)guessShortWord[k][0]==c
       && coreStartsWithNoCase(s.z+i, s.n-i, guessShortWord[k])
       && guessWordAt(s, i, strlen(guessShortWord[k])) ) return 1;
    }
  }
  return 0;
}

/* 1 if name s starts with a letter and ends in bot, crawler or spider after
** at least one more byte, and is not the phone maker CUBOT. */
static int guessEndsLikeCrawler(Span s){
  static const char *const azSuffix[] = { "bot", "crawler", "spider" };
  size_t k;
  if( s.n==0 || !coreIsAlpha((unsigned char)s.z[0]) ) return 0;
  if( coreSpanEqNoCase(s.z, s.n, "cubot", 5) ) return 0;
  for(k=0; k<sizeof(azSuffix)/sizeof(azSuffix[0]); k++){
    size_t nSuf = strlen(azSuffix[k]);
    if( s.n>nSuf && coreSpanEqNoCase(s.z+s.n-nSuf, nSuf, azSuffix[k], nSuf) ){
      return 1;
    }
  }
  return 0;
}

/* 1 if s has a run of three letters or more ("192.comAgent" does, the
** version "2.004.ec2" does not). */
static int guessHasWord(Span s){
  size_t i, nRun = 0;
  for(i=0; i<s.n; i++){
    nRun = coreIsAlpha((unsigned char)s.z[i]) ? nRun+1 : 0;
    if( nRun>=3 ) return 1;
  }
  return 0;
}

/* 1 if name s can name a crawler: two bytes or more with a letter, or
** digits that a version follows ("008/0.83"); not a version ("2.004",
** "v2.7.11"), nor a language tag ("en-US"). */
static int guessIsName(Span s, int bSlash){
  size_t i;
  int bAlpha = 0;
  for(i=0; i<s.n; i++) bAlpha |= coreIsAlpha((unsigned char)s.z[i]);
  if( s.n==0 || !(coreIsAlpha((unsigned char)s.z[0]) || coreIsDigit((unsigned char)s.z[0])) ){
    return 0;
  }
  if( (coreIsDigit((unsigned char)s.z[0])
       || ((s.z[0]|0x20)=='v' && s.n>1 && coreIsDigit((unsigned char)s.z[1])))
   && memchr(s.z, '.', s.n)!=NULL && !guessHasWord(s) ) return 0;
  if( s.n==5 && (s.z[2]=='-' || s.z[2]=='_') && s.z[0]>='a' && s.z[0]<='z'
   && s.z[1]>='a' && s.z[1]<='z' && coreIsAlpha((unsigned char)s.z[3])
   && coreIsAlpha((unsigned char)s.z[4]) ) return 0;       /* en-US, it-it */
  return bAlpha ? s.n>=2 : bSlash;
}

/* The site name of the URL or e-mail address c ("alertra" for
** "http://www.alertra.com/x", "bot@example.co.uk" gives "example"): the
** host's label before the top-level one, or before the last two when that
** one is co, com, ac, net, org, ne or or; an empty span when there is none
** or it is "www". */
static Span guessSiteName(Span c){
  static const char *const azSecond[] = { "co", "com", "ac", "net", "org", "ne", "or" };
  size_t i, iHost = 0, nDot = 0, aDot[3] = {0, 0, 0}, iFrom, k;
  Span s;
  for(i=0; i<c.n; i++){
    if( c.z[i]=='@' ){ iHost = i+1; break; }
    if( c.z[i]==':' && i+2<c.n && c.z[i+1]=='/' && c.z[i+2]=='/' ){ iHost = i+3; break; }
  }
  for(i=iHost; i<c.n && guessIsNameChar((unsigned char)c.z[i]); i++){
    if( c.z[i]!='.' ) continue;
    aDot[0] = aDot[1]; aDot[1] = aDot[2]; aDot[2] = i;
    nDot++;
  }
  if( nDot==0 ) return (Span){ c.z, 0 };
  iFrom = nDot>=2 ? aDot[1]+1 : iHost;
  s = (Span){ c.z+iFrom, aDot[2]-iFrom };
  for(k=0; nDot>=2 && k<sizeof(azSecond)/sizeof(azSecond[0]); k++){
    if( coreSpanEqNoCase(s.z, s.n, azSecond[k], strlen(azSecond[k])) ){
      iFrom = nDot>=3 ? aDot[0]+1 : iHost;
      s = (Span){ c.z+iFrom, aDot[1]-iFrom };
      break;
    }
  }
  if( coreSpanEqNoCase(s.z, s.n, "www", 3) ) s.n = 0;
  return s;
}

/* 1 if z[0..n) (after an '@') is a host name: a '.' and a last label that
** starts with a letter ("example.com", not "88.0.4324.181"). */
static int guessIsHost(const char *z, size_t n){
  size_t i = n;
  while( i>0 && z[i-1]!='.' ) i--;
  return i>0 && i<n && coreIsAlpha((unsigned char)z[i]);
}

/* 1 if chunk c is a URL or an e-mail address. */
static int guessIsUrl(Span c){
  size_t i;
  if( coreStartsWithNoCase(c.z, c.n, "www.") ) return 1;
  for(i=0; i<c.n; i++){
    if( c.z[i]=='@' ) return guessIsHost(c.z+i+1, c.n-i-1);
    if( c.z[i]==':' && i+2<c.n && c.z[i+1]=='/' && c.z[i+2]=='/' ) return 1;
  }
  return 0;
}

/* Keep s in *pKeep when it is the first of its kind. */
static void guessKeep(Span *pKeep, Span s){
  if( pKeep->z==NULL ) *pKeep = s;
}

/* 1 if s is a browser's word every header may carry: Mozilla, compatible,
** like, Version, Mobile. */
static int guessIsBrowserFiller(Span s){
  static const char *const az[] = { "mozilla", "compatible", "like", "version", "mobile" };
  size_t k;
  for(k=0; k<sizeof(az)/sizeof(az[0]); k++){
    if( coreSpanEqNoCase(s.z, s.n, az[k], strlen(az[k])) ) return 1;
  }
  return 0;
}

/* Note the name s outside comments, of kinds eKind: whether the first is a
** browser's (Lynx/2.9, not Mozilla/5.0), and whether a browser's or
** device's product comes last (its comment is the platform comment). */
static void guessTop(GuessScan *p, Span s, int eKind){
  if( !p->bTopSeen ){
    p->bTopSeen = 1;
    p->bFirstBrowser = (eKind & GUESS_BROWSER)!=0
                    && !coreSpanEqNoCase(s.z, s.n, "mozilla", 7);
  }
  p->bLastBrowser = (eKind & (GUESS_BROWSER|GUESS_DEVICE))!=0;
}

/* Take the name s that starts a chunk (bWhole: the name is the whole chunk
** or a '/' follows it; bSlash: a '/' follows it) into *p.  In the platform
** comment (but after "compatible;") a name is a device's detail: a library
** or runtime there ("ECHO JAVA") is none, and a crawler's name without a
** version counts only if nothing follows it in its item ("TSMbot" does,
** the phone "XBot Junior" does not; guessItemEnd). */
static void guessName(GuessScan *p, Span s, int bWhole, int bSlash){
  int eKind = guessKind(s);
  int bTop = p->depth==0, bItem = p->bItemStart;
  int bDetail = p->bPlatform && !p->bCompat;
  if( bWhole && !(eKind & GUESS_SKIP) && !p->bAfterLike && guessEndsLikeCrawler(s) ){
    guessKeep(bDetail && !bSlash ? &p->pendSuffix : &p->suffix, s);
  }
  if( bTop ) guessTop(p, s, eKind);
  if( eKind & (GUESS_BROWSER|GUESS_DEVICE) ){
    if( eKind & GUESS_DEVICE ){ p->bDevice = 1; p->bCommentDevice = 1; }
    if( eKind & GUESS_PHONE ) p->bPhone = 1;
    if( !bTop && !guessIsBrowserFiller(s) ) p->bFirstBrowser = 1;
    if( bItem && !bTop ){
      p->bCompat = coreSpanEqNoCase(s.z, s.n, "compatible", 10)
                || coreSpanEqNoCase(s.z, s.n, "like", 4);
    }
    return;
  }
  if( eKind & GUESS_MARK ) p->bMark = 1;
  if( (eKind & GUESS_SKIP) || p->bAfterLike || !guessIsName(s, bSlash) ) return;
  if( bWhole && guessHasCrawlerWord(s) ){
    guessKeep(bDetail && !bSlash ? &p->pendMarked : &p->marked, s);
  }
  if( eKind & (GUESS_LIBRARY|GUESS_RUNTIME) ){
    if( bDetail ) return;
    guessKeep((eKind & GUESS_LIBRARY) ? &p->library : &p->runtime, s);
    if( (eKind & GUESS_LIBRARY) && bTop ) guessKeep(&p->product, s);
    p->bMark = 1;
    return;
  }
  if( bTop ){ guessKeep(&p->product, s); return; }
  if( !bItem ) return;
  if( p->bCompat ){
    if( p->compat.z==NULL ){ p->compat = s; p->bClean = 2; }
    p->bCompat = 0;
  }else{
    guessKeep(p->bPlatform ? &p->platform : &p->item, s);
  }
}

/* An item ends: a crawler's name the platform comment held pending is
** kept. */
static void guessItemEnd(GuessScan *p){
  if( p->pendSuffix.z ){ guessKeep(&p->suffix, p->pendSuffix); p->pendSuffix.z = NULL; }
  if( p->pendMarked.z ){ guessKeep(&p->marked, p->pendMarked); p->pendMarked.z = NULL; }
}

/* Read chunk c (no cut byte in it) into *p. */
static void guessChunk(GuessScan *p, Span c){
  size_t k = 0;
  int bAfterLike = p->bAfterLike;
  p->bAfterLike = 0;
  if( !p->bItemStart && c.n>0 && !coreIsDigit((unsigned char)c.z[0]) ){
    /* the item goes on with more than a version: no name alone */
    p->pendSuffix.z = NULL;
    p->pendMarked.z = NULL;
  }
  if( guessIsUrl(c) ){
    p->bUrl = 1;
    if( p->host.z==NULL ){
      Span s = guessSiteName(c);
      if( s.n>0 ) p->host = s;
    }
    return;
  }
  while( c.n>0 && (c.z[0]=='"' || c.z[0]=='\'') ){ c.z++; c.n--; }
  while( k<c.n && guessIsNameChar((unsigned char)c.z[k]) ) k++;
  {
    Span s = { c.z, k };
    while( s.n>0 && (s.z[s.n-1]=='.' || s.z[s.n-1]=='-' || s.z[s.n-1]=='_') ) s.n--;
    if( s.n==0 ) return;
    p->bAfterLike = bAfterLike;
    guessName(p, s, k==c.n || c.z[k]=='/', k<c.n && c.z[k]=='/');
    p->bAfterLike = k==c.n && coreSpanEqNoCase(s.z, s.n, "like", 4);
    if( k<c.n && c.z[k]=='/'
     && guessHasCrawlerWord((Span){ c.z+k+1, c.n-k-1 }) ) p->bMark = 1;
  }
}

/* Read header z[0..n) into *p, once, left to right. */
static void guessScan(GuessScan *p, const char *z, size_t n){
  size_t i = 0;
  memset(p, 0, sizeof(*p));
  p->bItemStart = 1;
  while( i<n ){
    unsigned char c = (unsigned char)z[i];
    size_t j;
    if( c=='(' || c==')' || c==';' || c==',' ) guessItemEnd(p);
    if( c=='(' ){
      if( p->depth==0 ){
        p->bPlatform = !p->bComment && p->bLastBrowser;
        p->bHadPlatform |= p->bPlatform;
        p->bCompat = 0;
        p->bCommentDevice = 0;
        p->bComment = 1;
      }
      if( p->depth<1000 ) p->depth++;
      p->bItemStart = 1;
      i++;
      continue;
    }
    if( c==')' ){
      if( p->depth>0 && --p->depth==0 ){
        if( p->bClean==2 ) p->bClean = !p->bCommentDevice;
        p->bPlatform = 0;
        p->bCompat = 0;
      }
      i++;
      continue;
    }
    if( c==';' || c==',' ){ p->bItemStart = 1; i++; continue; }
    if( guessIsCut(c) ){ i++; continue; }
    for(j=i; j<n && !guessIsCut((unsigned char)z[j]); j++){}
    guessChunk(p, (Span){ z+i, j-i });
    p->bItemStart = 0;
    i = j;
  }
  guessItemEnd(p);
}

/* Choose among what guessScan found (the rules at the top of the file). */
static int guessPick(const GuessScan *p, Span *pToken){
  const Span *aOrder[] = { &p->product, &p->compat, &p->item, &p->library,
                           &p->platform, &p->runtime, &p->host };
  size_t k;
  int bClean = p->bClean==2 ? !p->bCommentDevice : p->bClean;
  if( p->suffix.z ){ *pToken = p->suffix; return 1; }
  if( p->bPhone ){
    if( p->compat.z==NULL ) return 0;
    *pToken = p->compat;
    return 1;
  }
  if( p->marked.z ){ *pToken = p->marked; return 1; }
  if( (p->bDevice || p->bFirstBrowser || p->bHadPlatform) && !p->bUrl && !p->bMark
   && !(p->compat.z && bClean) ){
    return 0;
  }
  for(k=0; k<sizeof(aOrder)/sizeof(aOrder[0]); k++){
    if( aOrder[k]->z ){ *pToken = *aOrder[k]; return 1; }
  }
  return 0;
}

int robotsCrawlerGuess(const char *z, size_t n, Span *pToken){
  GuessScan s;
  guessScan(&s, z, n);
  return guessPick(&s, pToken);
}
