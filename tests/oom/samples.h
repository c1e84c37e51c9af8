/*
** samples.h: the shared sample inputs of the out-of-memory harness and the
** thread test, bound to named parameters (:txt, :doc, ...) of the calls in
** tests/oom/calls.txt and of the generic calls from sql_surface.h.
** samplesBind binds every parameter a statement names; :gz is :doc
** gzipped once by samplesInit.
*/
#ifndef ROBOTS_SAMPLES_H
#define ROBOTS_SAMPLES_H

#include <sqlite3.h>
#include <string.h>
#include <stdlib.h>
#include <zlib.h>

#define SAMPLE_NS "xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\""

static const struct { const char *zName; const char *zValue; } aSample[] = {
  { ":txt", "\xef\xbb\xbfUser-agent: *\nDisallow: /private\nAllow: /private/ok$\n"
            "Disalow: /typo\nCrawl-delay: 2\n\nuser-agent: Googlebot\n"
            "user-agent: bingbot\ndisallow: /*.pdf$\nallow: /a/index.html\n"
            "crawl-delay: 1.5\nfoo: bar\nSitemap: https://example.com/s.xml\n"
            "Sitemap: /relative.xml\nDisallow: /%aa\xc3\xa9\n" },
  { ":agent", "Googlebot/2.1" },
  { ":url", "https://Example.COM:443/private/ok?x=1#frag" },
  { ":doc", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<urlset " SAMPLE_NS
            " xmlns:image=\"http://www.google.com/schemas/sitemap-image/1.1\""
            " xmlns:xhtml=\"http://www.w3.org/1999/xhtml\">\n"
            "<url><loc>https://example.com/dir/a?x=1&amp;y=2</loc>"
            "<lastmod>2024-01-02</lastmod><changefreq>Daily</changefreq>"
            "<priority>0.8</priority><image:image><image:loc>https://example.com/i.png"
            "</image:loc></image:image><xhtml:link rel=\"alternate\" hreflang=\"de\""
            " href=\"https://example.com/de/a\"/></url>\n"
            "<url><loc><![CDATA[/dir/b]]></loc><lastmod>yesterday</lastmod>"
            "<priority>2</priority></url>\n"
            "<url><loc>https://other.example/x</loc></url>\n</urlset>\n" },
  { ":idx", "<sitemapindex " SAMPLE_NS "><sitemap><loc>https://example.com/s1.xml.gz"
            "</loc><lastmod>2024-01-02T03:04:05Z</lastmod></sitemap><sitemap><loc>"
            "https://example.com/s2.xml</loc></sitemap></sitemapindex>" },
  { ":feed", "<rss version=\"2.0\"><channel><item><link>https://example.com/post"
             "</link><pubDate>Fri, 25 Jun 2010 15:00:00 GMT</pubDate></item>"
             "</channel></rss>" },
  { ":atom", "<feed xmlns=\"http://www.w3.org/2005/Atom\"><entry><link "
             "href=\"https://example.com/e\"/><updated>2024-01-02T03:04:05Z"
             "</updated></entry></feed>" },
  { ":text", "https://example.com/one\nhttps://example.com/two\r\n\nnot a url\n" },
  { ":meta", "noindex, googlebot: nofollow, max-snippet: 20, "
             "max-image-preview: large, unavailable_after: 25 Jun 2010 15:00:00 PST" },
  { ":ua", "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
  { ":now", "2024-01-01T00:00:00Z" },
};
#define SAMPLE_COUNT (int)(sizeof(aSample)/sizeof(aSample[0]))

/* Positional samples for the generic calls ?1, ?2, ...: cycle these. */
static const char *const azGeneric[] = { ":txt", ":agent", ":url", ":doc", ":meta" };

static unsigned char *sampleGz;    /* :doc gzipped */
static size_t nSampleGz;

/* Gzip :doc once (libc memory, before any allocator is armed). */
static void samplesInit(void){
  const char *zDoc = aSample[3].zValue;
  uLong nDoc = (uLong)strlen(zDoc);
  z_stream s;
  memset(&s, 0, sizeof(s));
  sampleGz = (unsigned char*)malloc(nDoc + 256);
  if( sampleGz==0 || deflateInit2(&s, 9, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY)!=Z_OK ) abort();
  s.next_in = (unsigned char*)zDoc; s.avail_in = (uInt)nDoc;
  s.next_out = sampleGz; s.avail_out = (uInt)(nDoc + 256);
  if( deflate(&s, Z_FINISH)!=Z_STREAM_END ) abort();
  nSampleGz = (size_t)s.total_out;
  deflateEnd(&s);
}

static const char *sampleValue(const char *zName){
  int i;
  for(i=0; i<SAMPLE_COUNT; i++){
    if( strcmp(aSample[i].zName, zName)==0 ) return aSample[i].zValue;
  }
  return 0;
}

/* Bind every parameter of p (named, or ?N from azGeneric) statically. */
static void samplesBind(sqlite3_stmt *p){
  int i, n = sqlite3_bind_parameter_count(p);
  for(i=1; i<=n; i++){
    const char *zName = sqlite3_bind_parameter_name(p, i);
    const char *zVal;
    if( zName==0 || zName[0]=='?' ) zName = azGeneric[(i-1)%5];
    if( strcmp(zName, ":gz")==0 ){
      sqlite3_bind_blob(p, i, sampleGz, (int)nSampleGz, SQLITE_STATIC);
    }else if( (zVal = sampleValue(zName))!=0 ){
      sqlite3_bind_text(p, i, zVal, -1, SQLITE_STATIC);
    }
  }
}

#endif /* ROBOTS_SAMPLES_H */
