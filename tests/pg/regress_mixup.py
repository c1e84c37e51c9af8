"""The mistakes users make with a robots.txt or a sitemap argument, in the
PostgreSQL extension: each is an error, with the SQLite extension's message
word for word (the engine's robots_mixup.c words it once for every host),
and with DuckDB's too when dist/duckdb/host and the DuckDB extension are
built; the files that only look odd (one line, no rules, junk among rules,
a full User-Agent header as the agent) answer as in SQLite.

Run by tests/sh/test_pg_regress.sh with a server running: PGBIN, PGHOST,
PGPORT in the environment.  Prints ok/FAIL/SKIP lines.
"""
import os
import sqlite3
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import regress as R  # noqa: E402

FILE = "User-agent: *\nDisallow: /private\n"
URL = "https://example.com/private/a"
HOST = os.path.join(R.ROOT, "dist", "duckdb", "host")
DDB_EXT = os.path.join(R.ROOT, "dist", "robots.duckdb_extension")


def q(s):
    """A SQL string literal of s, the same text in SQLite, PostgreSQL
    (standard_conforming_strings) and DuckDB: quotes doubled, line breaks
    and backslashes as they are."""
    return "'" + s.replace("'", "''") + "'"


def allowed(*args):
    return "select robots_allowed(%s)" % ", ".join(
        str(a) if isinstance(a, int) else q(a) for a in args)


# (name, query, a word the message must hold): the same query text in the
# three hosts.
MIXUPS = [
    ("file_and_crawler_swapped", allowed("Googlebot", FILE, URL),
     "robots_allowed(): agent holds a robots.txt"),
    ("url_agent_txt", allowed(URL, "Googlebot", FILE), "txt and url are swapped"),
    ("txt_url_agent", allowed(FILE, URL, "Googlebot"), "agent and url are swapped"),
    ("url_txt_agent", allowed(URL, FILE, "Googlebot"), "rotated"),
    ("agent_url_txt", allowed("Googlebot", URL, FILE), "rotated"),
    ("txt_is_url_says_robots_fetch",
     allowed("https://example.com/robots.txt", "Googlebot", "/"), "robots_fetch"),
    ("txt_is_path_says_readfile", allowed("robots/shop.txt", "a", "/"), "readfile()"),
    ("txt_is_etc_path_says_readfile", allowed("/etc/robots.txt", "a", "/"),
     "readfile()"),
    ("txt_escaped_x0a", allowed("User-agent: *\\x0ADisallow: /", "a", "/"), "escaped"),
    ("txt_escaped_backslash_n", allowed("User-agent: *\\nDisallow: /", "a", "/"),
     "escaped"),
    ("status_deciding_still_checks_the_order", allowed("Googlebot", FILE, URL, 404),
     "line breaks"),
    ("explain_too", "select robots_explain(%s, 'a', '/')"
     % q("https://example.com/robots.txt"), "robots_explain(): txt is a URL"),
    ("crawl_delay_too", "select robots_crawl_delay('robots/shop.txt', 'a')",
     "robots_crawl_delay(): txt is a file path"),
    ("crawl_delay_url_as_agent", "select robots_crawl_delay(%s, %s)" % (q(FILE), q(URL)),
     "not a crawler"),
    ("sitemap_entries_of_a_url_says_sitemap_fetch",
     "select * from sitemap_entries('https://example.com/sitemap.xml')",
     "sitemap_entries(): the document is a URL"),
    ("sitemap_entries_of_a_path_says_readfile",
     "select * from sitemap_entries('sitemaps/sitemap.xml')", "readfile()"),
]

# The same mix-ups with the document as bytes (a BLOB in SQLite, bytea in
# PostgreSQL, BLOB in DuckDB): (name, SQLite, PostgreSQL, DuckDB, word).
BYTES = [
    ("bytes_txt_is_url",
     "select robots_allowed(cast('https://example.com/robots.txt' as blob), 'a', '/')",
     "select robots_allowed(convert_to('https://example.com/robots.txt', 'UTF8'), 'a', '/')",
     "select robots_allowed('https://example.com/robots.txt'::BLOB, 'a', '/')",
     "robots_fetch"),
    ("bytes_txt_escaped_x0a",
     "select robots_allowed(cast(%s as blob), 'a', '/')" % q("User-agent: *\\x0ADisallow: /"),
     "select robots_allowed(convert_to(%s, 'UTF8'), 'a', '/')"
     % q("User-agent: *\\x0ADisallow: /"),
     "select robots_allowed(encode(%s), 'a', '/')" % q("User-agent: *\\x0ADisallow: /"),
     "escaped"),
    ("bytes_sitemap_entries_of_a_url",
     "select * from sitemap_entries(cast('https://example.com/s.xml' as blob))",
     "select * from sitemap_entries(convert_to('https://example.com/s.xml', 'UTF8'))",
     "select * from sitemap_entries('https://example.com/s.xml'::BLOB)",
     "sitemap_fetch"),
]

# Files that only look odd: the same answer as SQLite, never an error.
VALID = [
    ("single_user_agent_line_is_a_file", allowed("User-agent: *", "a", URL)),
    ("single_disallow_line_is_a_file", allowed("Disallow: /", "a", URL)),
    ("single_sitemap_line_is_a_file",
     allowed("Sitemap: https://example.com/s.xml", "a", URL)),
    ("empty_txt_is_allowed", allowed("", "a", URL)),
    ("junk_among_rules_is_read", allowed("junk\nUser-agent: *\nDisallow: /", "a", URL)),
    ("full_user_agent_header_is_a_crawler", allowed(
        FILE, "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
        URL)),
    ("sitemap_one_line_xml_is_read",
     "select count(*) from sitemap_entries('<urlset><url><loc>/a</loc></url></urlset>',"
     " 'https://e.com/')"),
]


def lite_error(con, sql):
    try:
        con.execute(sql).fetchall()
    except sqlite3.Error as e:
        return str(e)
    return None


def pg_error(sql):
    try:
        R.psql(sql + ";")
    except RuntimeError as e:
        return str(e).splitlines()[0].replace("ERROR:  ", "", 1)
    return None


def have_duckdb():
    return os.path.exists(HOST) and os.path.exists(DDB_EXT)


def ddb_errors(queries):
    """DuckDB's message for each query (None when it ran), in one run."""
    script = "LOAD '%s';\n" % DDB_EXT + "".join(
        "SELECT 'mixup-%d';\n%s;\n" % (i, s) for i, s in enumerate(queries))
    p = subprocess.run([HOST], input=script.encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    out, cur = {}, None
    for line in p.stdout.decode("utf-8", "replace").splitlines():
        if line.startswith("mixup-"):
            cur = int(line[6:])
            out[cur] = None
        elif cur is not None and line.startswith("Error: ") and out[cur] is None:
            out[cur] = line[len("Error: "):].replace("Invalid Input Error: ", "", 1)
    return [out.get(i) for i in range(len(queries))]


def main():
    con = R.sqlite_con()
    cases = [(n, s, s, s, w) for n, s, w in MIXUPS] + BYTES
    ddb = ddb_errors([c[3] for c in cases]) if have_duckdb() else None
    for i, (name, s_lite, s_pg, _s_ddb, word) in enumerate(cases):
        lite, pg = lite_error(con, s_lite), pg_error(s_pg)
        if lite is not None and word in lite and pg == lite:
            print("ok pg_mixup_%s (%s)" % (name, lite[:60]))
        else:
            print("FAIL pg_mixup_%s: sqlite %r, postgres %r" % (name, lite, pg))
        if ddb is None:
            continue
        if ddb[i] is not None and ddb[i] == lite:
            print("ok pg_mixup_%s_same_in_duckdb" % name)
        else:
            print("FAIL pg_mixup_%s_same_in_duckdb: sqlite %r, duckdb %r"
                  % (name, lite, ddb[i]))
    if ddb is None:
        print("SKIP pg_mixup_same_in_duckdb: no dist/duckdb/host (make duckdb-deps duckdb)")
    for name, sql in VALID:
        lite = [[R.norm_sqlite(v, "v") for v in r] for r in con.execute(sql)]
        try:
            pg = [[{"t": "1", "f": "0"}.get(v, v) for v in r] for r in R.pg_rows(sql)]
        except RuntimeError as e:
            pg = str(e).splitlines()[0]
        if lite == pg:
            print("ok pg_mixup_%s (%s)" % (name, lite))
        else:
            print("FAIL pg_mixup_%s: sqlite %r, postgres %r" % (name, lite, pg))


if __name__ == "__main__":
    main()
