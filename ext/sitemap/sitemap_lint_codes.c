/*
** sitemap_lint_codes.c: the sitemap linter's code table: every problem code
** with its stable name, severity and text, indexed by SM_P_xxx (designated
** initialisers, so the order cannot slip; the size is checked when
** compiling).  Severity "error" marks a broken MUST of the sitemaps.org
** protocol or of Google's sitemap rules; what a reader merely recovered
** from is a warning.  The same shape as robots_lint_codes.c.
*/
#include "sitemap_lint.h"

#include <string.h>

/* Short names for the table's columns. */
#define SEV_E CORE_SEV_ERROR
#define SEV_W CORE_SEV_WARNING
#define SEV_I CORE_SEV_INFO

static const CoreLintCode smLintCodes[] = {
  [0] = { NULL, CORE_SEV_INFO, 0, NULL },           /* no code is 0 */
  [SM_P_XML_MALFORMED] = { "xml-not-well-formed", SEV_E, 0,
    "XML is not well-formed" },
  [SM_P_XML_TRUNCATED] = { "xml-truncated", SEV_E, 0,
    "the document is truncated" },
  [SM_P_XML_DECL_NOT_FIRST] = { "xml-declaration-not-first", SEV_E, 0,
    "white space or other content before the XML declaration" },
  [SM_P_DOCTYPE] = { "doctype-skipped", SEV_W, 0,
    "a DOCTYPE was skipped" },
  [SM_P_ENTITY_DECLARED] = { "entity-declaration", SEV_W, 0,
    "the DOCTYPE declares entities; they are never expanded" },
  [SM_P_ENTITY_NOT_EXPANDED] = { "entity-not-expanded", SEV_E, 0,
    "the loc uses an entity that is not expanded; the entry was dropped" },
  [SM_P_UNKNOWN_ENTITY] = { "unknown-entity", SEV_E, 0,
    "an undefined entity was kept literally" },
  [SM_P_BARE_AMPERSAND] = { "unescaped-ampersand", SEV_E, 0,
    "'&' must be written &amp; (kept literally)" },
  [SM_P_HTML_ENTITY] = { "html-entity", SEV_E, 0,
    "an HTML entity that XML does not define (not well-formed) was decoded as a browser would" },
  [SM_P_BAD_CHAR_REF] = { "invalid-character-reference", SEV_E, 0,
    "a character reference to a forbidden code point became U+FFFD" },
  [SM_P_ENCODING_NOT_UTF8] = { "encoding-not-utf8", SEV_E, 0,
    "the sitemap must be UTF-8; it was transcoded from" },
  [SM_P_INVALID_UTF8] = { "invalid-utf8", SEV_E, 0,
    "invalid UTF-8 bytes were replaced by U+FFFD" },
  [SM_P_GZIP_TRUNCATED] = { "gzip-truncated", SEV_E, 0,
    "the gzip data is truncated; read as far as it goes" },
  [SM_P_GZIP_CORRUPT] = { "gzip-corrupt", SEV_E, 0,
    "the gzip data is corrupt; read up to the damage" },
  [SM_P_GZIP_TRAILING] = { "gzip-trailing-garbage", SEV_W, 0,
    "bytes after the gzip data were ignored" },
  [SM_P_GZIP_NESTED] = { "gzip-nested", SEV_W, 0,
    "the content was gzipped twice and inflated again" },
  [SM_P_GZIP_MULTI] = { "gzip-multi-member", SEV_I, 0,
    "the gzip file has several members; all were read" },
  [SM_P_INFLATE_CAP] = { "inflated-size-cap", SEV_E, 0,
    "inflation stopped at 100 MiB (a gzip bomb?); the rest was not read" },
  [SM_P_DEPTH] = { "deep-nesting", SEV_W, 0,
    "elements nest deeper than 10000 levels" },
  [SM_P_NAMESPACE_MISSING] = { "namespace-missing", SEV_E, 0,
    "the root element does not declare the namespace" },
  [SM_P_NAMESPACE_WRONG] = { "namespace-wrong", SEV_E, 0,
    "the root element declares a wrong namespace" },
  [SM_P_UNKNOWN_FORMAT] = { "not-a-sitemap", SEV_E, 0,
    "not a sitemap, sitemap index, text sitemap, RSS or Atom feed" },
  [SM_P_TOO_MANY_ENTRIES] = { "too-many-entries", SEV_E, 0,
    "more than 50,000 entries" },
  [SM_P_TOO_LARGE] = { "too-large", SEV_E, 0,
    "more than 52,428,800 bytes (uncompressed)" },
  [SM_P_NO_ENTRIES] = { "no-entries", SEV_W, 0,
    "the document lists no entries" },
  [SM_P_LOC_MISSING] = { "loc-missing", SEV_E, 0,
    "an entry without loc was skipped" },
  [SM_P_LOC_RELATIVE] = { "loc-relative", SEV_E, 0,
    "loc must be an absolute URL" },
  [SM_P_LOC_NOT_HTTP] = { "loc-not-http", SEV_E, 0,
    "loc must be an http(s) URL" },
  [SM_P_LOC_TOO_LONG] = { "loc-too-long", SEV_E, 0,
    "loc is longer than 2,048 characters" },
  [SM_P_LOC_NOT_ESCAPED] = { "loc-not-escaped", SEV_E, 0,
    "loc has characters that must be percent-encoded" },
  [SM_P_LOC_OUT_OF_SCOPE] = { "loc-out-of-scope", SEV_E, 0,
    "loc is outside the sitemap's scope (scheme, host, port or directory)" },
  [SM_P_LOC_NOT_ASCII] = { "loc-not-ascii", SEV_I, 0,
    "loc has non-ASCII characters (an IRI); crawlers percent-encode them" },
  [SM_P_LASTMOD_INVALID] = { "lastmod-invalid", SEV_E, 0,
    "lastmod is not in W3C Datetime form" },
  [SM_P_CHANGEFREQ_INVALID] = { "changefreq-invalid", SEV_E, 0,
    "changefreq must be always, hourly, daily, weekly, monthly, yearly or never" },
  [SM_P_PRIORITY_INVALID] = { "priority-invalid", SEV_E, 0,
    "priority must be a number from 0.0 to 1.0" },
  [SM_P_INDEX_LISTS_INDEX] = { "index-lists-index", SEV_W, 0,
    "a sitemap index should list sitemaps, not other indexes" },
  [SM_P_INDEX_LISTS_ITSELF] = { "index-lists-itself", SEV_E, 0,
    "the sitemap index lists itself" },
  [SM_P_MIXED_KINDS] = { "mixed-kinds", SEV_E, 0,
    "the entry's kind does not match the document (url in an index or sitemap in a urlset)" },
  [SM_P_DUPLICATE_LOC] = { "duplicate-loc", SEV_W, 0,
    "loc is listed more than once" },
  [SM_P_DUPLICATE_FIELD] = { "duplicate-field", SEV_W, 0,
    "a field occurs twice in one entry; the first is used" },
  [SM_P_EMPTY_DOCUMENT] = { "empty-document", SEV_E, 0,
    "the document is empty" },
  [SM_P_RECORD_TOO_LARGE] = { "record-too-large", SEV_E, 0,
    "one entry (or one piece of markup) is larger than 16 MiB; reading "
    "stopped there" },
  [SM_P_TEXT_NOT_URL] = { "text-line-not-url", SEV_E, 0,
    "a line of a text sitemap is not an absolute URL; it was skipped" },
  [SM_P_LOC_UNICODE_SPACE] = { "loc-unicode-space", SEV_W, 0,
    "Unicode white space around loc was trimmed" },
  [SM_P_ITEM_NO_LINK] = { "item-without-link", SEV_W, 0,
    "an RSS item without link was skipped (RSS 2.0 makes it optional)" },
  /* Google's image, video, news and hreflang sitemap rules. */
  [SM_P_IMAGE_TOO_MANY] = { "image-too-many", SEV_E, 0,
    "a url may have at most 1,000 image:image" },
  [SM_P_IMAGE_LOC_MISSING] = { "image-loc-missing", SEV_E, 0,
    "image:image must have an image:loc" },
  [SM_P_VIDEO_THUMBNAIL_MISSING] = { "video-thumbnail-missing", SEV_E, 0,
    "video:video must have a video:thumbnail_loc" },
  [SM_P_VIDEO_TITLE_MISSING] = { "video-title-missing", SEV_E, 0,
    "video:video must have a video:title" },
  [SM_P_VIDEO_DESCRIPTION_MISSING] = { "video-description-missing", SEV_E, 0,
    "video:video must have a video:description" },
  [SM_P_VIDEO_LOCATION_MISSING] = { "video-location-missing", SEV_E, 0,
    "video:video must have a video:content_loc or a video:player_loc" },
  [SM_P_VIDEO_DESCRIPTION_TOO_LONG] = { "video-description-too-long", SEV_E, 0,
    "video:description may have at most 2,048 characters" },
  [SM_P_VIDEO_DURATION_INVALID] = { "video-duration-invalid", SEV_E, 0,
    "video:duration must be a whole number of seconds from 1 to 28800" },
  [SM_P_VIDEO_RATING_INVALID] = { "video-rating-invalid", SEV_E, 0,
    "video:rating must be a number from 0.0 to 5.0" },
  [SM_P_VIDEO_URL_INVALID] = { "video-url-invalid", SEV_E, 0,
    "video:thumbnail_loc, video:content_loc and video:player_loc must be "
    "absolute http(s) URLs" },
  [SM_P_VIDEO_URL_IS_PAGE] = { "video-url-is-page", SEV_E, 0,
    "video:content_loc and video:player_loc must not be the page's loc" },
  [SM_P_NEWS_MORE_THAN_ONE] = { "news-more-than-one", SEV_E, 0,
    "a url may have only one news:news" },
  [SM_P_NEWS_NAME_MISSING] = { "news-name-missing", SEV_E, 0,
    "news:publication must have a news:name" },
  [SM_P_NEWS_LANGUAGE_MISSING] = { "news-language-missing", SEV_E, 0,
    "news:publication must have a news:language" },
  [SM_P_NEWS_LANGUAGE_INVALID] = { "news-language-invalid", SEV_E, 0,
    "news:language must be an ISO 639 code of two or three letters, or "
    "zh-cn or zh-tw" },
  [SM_P_NEWS_DATE_MISSING] = { "news-date-missing", SEV_E, 0,
    "news:news must have a news:publication_date" },
  [SM_P_NEWS_DATE_INVALID] = { "news-date-invalid", SEV_E, 0,
    "news:publication_date must be a W3C Datetime with at least a complete "
    "date (YYYY-MM-DD)" },
  [SM_P_NEWS_TITLE_MISSING] = { "news-title-missing", SEV_E, 0,
    "news:news must have a news:title" },
  [SM_P_HREFLANG_INVALID] = { "hreflang-invalid", SEV_E, 0,
    "hreflang must be x-default or an ISO 639-1 language, optionally with an "
    "ISO 15924 script and an ISO 3166-1 region (de, en-GB, zh-Hant)" },
  [SM_P_HREFLANG_HREF_INVALID] = { "hreflang-href-invalid", SEV_E, 0,
    "an alternate's href must be an absolute http(s) URL" },
  [SM_P_HREFLANG_SELF_MISSING] = { "hreflang-self-missing", SEV_E, 0,
    "a url that lists alternates must list itself among them" },
};
CORE_STATIC_ASSERT(sizeof(smLintCodes)/sizeof(smLintCodes[0])==SM_P_COUNT,
                   sitemap_lint_table_size);

/* The row of code eCode, or NULL for an unknown code. */
static const CoreLintCode *smLintCodeAt(int eCode){
  return eCode>0 && eCode<SM_P_COUNT ? &smLintCodes[eCode] : NULL;
}

const char *sitemapLintCode(int eCode){
  const CoreLintCode *c = smLintCodeAt(eCode);
  return c ? c->zCode : NULL;
}

const char *sitemapLintSeverity(int eCode){
  const CoreLintCode *c = smLintCodeAt(eCode);
  return c ? coreSeverityName(c->eSev) : NULL;
}

const char *sitemapLintText(int eCode){
  const CoreLintCode *c = smLintCodeAt(eCode);
  return c ? c->zMeaning : NULL;
}

int sitemapLintMessage(CoreBuf *b, int eCode, Span detail){
  const char *zText = sitemapLintText(eCode);
  if( zText ) coreBufAppend(b, zText, strlen(zText));
  if( detail.n ){
    coreBufAppend(b, ": ", 2);
    coreAppendPrintable(b, detail.z, detail.n, detail.n);
  }
  return b->oom ? -1 : 0;
}
