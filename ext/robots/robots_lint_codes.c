/*
** robots_lint_codes.c: the robots.txt linter's code table: every problem
** code with its stable name, severity, flags and meaning, indexed by
** RobotsLintCode (designated initialisers, so the order cannot slip; the
** size is checked when compiling).  The same shape as sitemap_lint_codes.c.
*/
#include "robots_lint_codes.h"

/* Short names for the table's columns. */
#define SEV_E CORE_SEV_ERROR
#define SEV_W CORE_SEV_WARNING
#define SEV_I CORE_SEV_INFO
#define AT_FILE ROBOTS_LINT_FILE_LEVEL   /* about the whole file */
#define AT_LINE 0                        /* about one line */

static const CoreLintCode aLintCode[] = {
  [ROBOTS_LINT_UTF16] = { "utf16", SEV_E, AT_FILE,
    "the file is UTF-16; robots.txt must be UTF-8, so no line reads as meant" },
  [ROBOTS_LINT_HTML] = { "html", SEV_E, AT_FILE,
    "the file is HTML (often an error page served as robots.txt)" },
  [ROBOTS_LINT_GZIP] = { "gzip", SEV_E, AT_FILE,
    "the file is gzip-compressed (saved without decompressing): no line "
    "reads as a rule; decompress it (gunzip) and lint the text" },
  [ROBOTS_LINT_BINARY] = { "binary", SEV_E, AT_FILE,
    "the file is not text (many control or NUL bytes): it is no robots.txt, "
    "so crawlers read nothing from it and may crawl everything" },
  [ROBOTS_LINT_FILE_TOO_LARGE] = { "file-too-large", SEV_W, AT_FILE,
    "the file is over 500 KiB; Google reads only the first 512,000 bytes" },
  [ROBOTS_LINT_LINE_TOO_LONG] = { "line-too-long", SEV_W, AT_LINE,
    "a line is over 16,663 bytes; the rest of it is ignored" },
  [ROBOTS_LINT_INVALID_UTF8] = { "invalid-utf8", SEV_I, AT_LINE,
    "a line holds bytes that are not UTF-8 (outside any rule's path)" },
  [ROBOTS_LINT_INVALID_UTF8_IN_RULE] = { "invalid-utf8-in-rule", SEV_W, AT_LINE,
    "a rule's path holds bytes that are not UTF-8; it is matched as %XX "
    "of those bytes, which crawlers sending UTF-8 URLs never send" },
  [ROBOTS_LINT_BOM_NOT_AT_START] = { "bom-not-at-start", SEV_W, AT_LINE,
    "a byte order mark appears after the start of the file" },
  [ROBOTS_LINT_BOM_HIDES_KEY] = { "bom-hides-key", SEV_E, AT_LINE,
    "a byte order mark before a key makes the key unknown: the line is "
    "ignored (files pasted together)" },
  [ROBOTS_LINT_NUL_BYTE] = { "nul-byte", SEV_W, AT_LINE,
    "a NUL byte ends the line early: the text after it is ignored" },
  [ROBOTS_LINT_NUL_PADDING] = { "nul-padding", SEV_I, AT_LINE,
    "NUL bytes with nothing after them (padding); harmless" },
  [ROBOTS_LINT_REJECTED_LINE] = { "rejected-line", SEV_W, AT_LINE,
    "a line is neither 'key: value' nor 'key value'; it is ignored" },
  [ROBOTS_LINT_MISSING_COLON] = { "missing-colon", SEV_W, AT_LINE,
    "a directive has no colon; Google accepts it, other crawlers may not" },
  [ROBOTS_LINT_KEY_MISSPELT] = { "key-misspelt", SEV_W, AT_LINE,
    "a misspelt key that Google accepts (e.g. Dissallow, Useragent, "
    "Allowed); other crawlers may ignore the line" },
  [ROBOTS_LINT_KEY_TYPO_IGNORED] = { "key-typo-ignored", SEV_E, AT_LINE,
    "an unknown key close to user-agent, allow, disallow, sitemap or "
    "crawl-delay; the line is ignored" },
  [ROBOTS_LINT_UNKNOWN_KEY] = { "unknown-key", SEV_I, AT_LINE,
    "a key no crawler we know of reads; the line is ignored" },
  [ROBOTS_LINT_UNSUPPORTED_DIRECTIVE] =
    { "unsupported-directive", SEV_W, AT_LINE,
    "noindex, nofollow or noarchive in robots.txt: Google stopped "
    "reading them in 2019" },
  [ROBOTS_LINT_RULE_BEFORE_USER_AGENT] =
    { "rule-before-user-agent", SEV_E, AT_LINE,
    "an allow or disallow before any user-agent line belongs to no group "
    "and is ignored" },
  [ROBOTS_LINT_PATH_NOT_ABSOLUTE] = { "path-not-absolute", SEV_E, AT_LINE,
    "a rule's path starts with neither '/' nor '*', so it never matches "
    "(older Google documentation said '/' was assumed)" },
  [ROBOTS_LINT_PATH_HAS_SPACE] = { "path-has-space", SEV_W, AT_LINE,
    "a rule's path holds white space: it matches only URLs with that "
    "literal space (one path per line)" },
  [ROBOTS_LINT_DISALLOW_ALL] = { "disallow-all", SEV_E, AT_LINE,
    "'Disallow: /' for '*': the whole site is blocked for every crawler "
    "that has no group of its own" },
  [ROBOTS_LINT_PRECEDENCE_UNDEFINED] = { "precedence-undefined", SEV_I, AT_LINE,
    "an allow and a disallow of the same length, one with a wildcard, that "
    "can match the same URL: RFC 9309 and Google pick allow, others may "
    "not" },
  [ROBOTS_LINT_RULE_NEVER_DECIDES] = { "rule-never-decides", SEV_W, AT_LINE,
    "a rule of the group that another rule always beats wherever it matches "
    "(longer, or allow on a tie): it decides nothing" },
  [ROBOTS_LINT_AGENT_EMPTY] = { "agent-empty", SEV_W, AT_LINE,
    "a user-agent line with no value names no crawler" },
  [ROBOTS_LINT_AGENT_TOKEN_EMPTY] = { "agent-token-empty", SEV_W, AT_LINE,
    "a user-agent value that does not start with a letter, '-' or '_' "
    "(e.g. '1234', '*bot') names no crawler" },
  [ROBOTS_LINT_AGENT_TOKEN_PARTIAL] = { "agent-token-partial", SEV_I, AT_LINE,
    "only the leading letters, '-' and '_' of a user-agent value are "
    "matched (e.g. 'Googlebot' of 'Googlebot/2.1')" },
  [ROBOTS_LINT_DUPLICATE_GROUP] = { "duplicate-group", SEV_W, AT_LINE,
    "two groups name the same agent; Google merges them, other crawlers "
    "may read only the first" },
  [ROBOTS_LINT_GROUP_WITHOUT_RULES] = { "group-without-rules", SEV_W, AT_FILE,
    "the last group has no allow or disallow: its crawlers ignore the "
    "group for '*' and may fetch everything" },
  [ROBOTS_LINT_CRAWL_DELAY_INVALID] = { "crawl-delay-invalid", SEV_W, AT_LINE,
    "a crawl-delay that is not a number of seconds is ignored" },
  [ROBOTS_LINT_SITEMAP_EMPTY] = { "sitemap-empty", SEV_I, AT_LINE,
    "a sitemap line with no URL" },
  [ROBOTS_LINT_SITEMAP_RELATIVE] = { "sitemap-relative", SEV_W, AT_LINE,
    "a sitemap URL that is not absolute; it must be a full URL" },
  [ROBOTS_LINT_SITEMAP_NOT_HTTP] = { "sitemap-not-http", SEV_W, AT_LINE,
    "a sitemap URL whose scheme is not http or https" },
  [ROBOTS_LINT_USAGE_NOT_DICTIONARY] = { "usage-not-dictionary", SEV_E, AT_LINE,
    "a Content-Usage preference that is not a structured-field dictionary "
    "(an upper-case key, a missing comma): it gives no preference at all" },
  [ROBOTS_LINT_USAGE_VALUE_INVALID] = { "usage-value-invalid", SEV_W, AT_LINE,
    "a Content-Usage category whose value is not y or n: it is ignored" },
  [ROBOTS_LINT_SIGNAL_INVALID] = { "signal-invalid", SEV_W, AT_LINE,
    "a Content-Signal part without '=' or with a value other than yes or "
    "no: it is ignored" },
  [ROBOTS_LINT_USAGE_BEFORE_USER_AGENT] =
    { "usage-before-user-agent", SEV_E, AT_LINE,
    "a Content-Usage or Content-Signal line before any user-agent line "
    "belongs to no group and applies to no crawler" },
  [ROBOTS_LINT_USAGE_CONFLICT] = { "usage-conflict", SEV_W, AT_LINE,
    "two Content-Usage lines of a group give one path opposite preferences "
    "for a category: n wins" },
  [ROBOTS_LINT_USAGE_PATH_DISALLOWED] =
    { "usage-path-disallowed", SEV_W, AT_LINE,
    "a Content-Usage path that the group's crawlers may not fetch: no "
    "preference applies to a URL that cannot be crawled" },
  [ROBOTS_LINT_USAGE_LABEL_UNKNOWN] = { "usage-label-unknown", SEV_W, AT_LINE,
    "a Content-Usage label outside draft-ietf-aipref-vocab (train-ai, "
    "ai-use, search), or a Content-Signal key outside Content Signals "
    "(search, ai-input, ai-train, use): it is ignored" },
  [ROBOTS_LINT_USAGE_MERGED_GROUPS] = { "usage-merged-groups", SEV_W, AT_LINE,
    "a Content-Usage or Content-Signal line between user-agent lines that "
    "Google merges into one group: it reaches every crawler they name" },
  [ROBOTS_LINT_LICENSE_NOT_ABSOLUTE] = { "license-not-absolute", SEV_W, AT_LINE,
    "a License line whose value is not an absolute http or https URL" },
  [ROBOTS_LINT_LICENSE_IN_GROUP] = { "license-in-group", SEV_I, AT_LINE,
    "a License line inside a group: it still applies to the whole site, "
    "like Sitemap" },
};
CORE_STATIC_ASSERT(sizeof(aLintCode)/sizeof(aLintCode[0])==ROBOTS_LINT_NCODE,
                   robots_lint_table_size);

int robotsLintCodeCount(void){ return ROBOTS_LINT_NCODE; }

const CoreLintCode *robotsLintCodeAt(int i){
  return (i>=0 && i<ROBOTS_LINT_NCODE) ? &aLintCode[i] : NULL;
}
