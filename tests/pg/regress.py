"""The PostgreSQL extension against the SQLite extension: the same inputs
go into both engines, the same query runs in each, and the rows must be
equal.  Inputs: the robots.txt conformance cases of tests/sql, every file
of $ROBOTS_DATA/robots_corpus with real URLs of its host (when present),
the sitemap documents of tests/data/sitemap, and hand-made edge cases (NUL
bytes, invalid UTF-8, an empty file).  Then NULL and error behaviour.

Run by tests/sh/test_pg_regress.sh with a server running: PGBIN, PGHOST,
PGPORT in the environment.  Prints ok/FAIL/SKIP lines.

How values compare: PostgreSQL text cannot hold NUL bytes or bytes that
are not UTF-8, where SQLite returns a BLOB; the binding puts U+FFFD in
place of each such byte, and so does clean() here on the SQLite side.
booleans are compared as 0/1, floats to six decimals, JSON as parsed
(jsonb orders keys and, refusing \\u0000, holds U+FFFD there).
"""
import gzip
import json
import os
import random
import sqlite3
import subprocess
import sys
import zlib

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(
    os.path.abspath(__file__))))
EXT = os.path.join(ROOT, "dist", "robots")
DATA = os.environ.get("ROBOTS_DATA", os.path.join(ROOT, "..", "shared",
                                                  "data"))
CORPUS = os.path.join(DATA, "robots_corpus")
URLS = os.path.join(DATA, "crawl_urls", "crawl_urls_2019.tsv.gz")
SITEMAPS = os.path.join(ROOT, "tests", "data", "sitemap")
ACCESS_LOG = os.path.join(DATA, "access_logs",
                          "apache_combined_semicomplete_2015.log")
MAX_REPORTED = 5
AGENTS = ["Googlebot", "bingbot", "Googlebot-Image", "GPTBot", "*", "",
          "Mozilla/5.0 (compatible; Googlebot/2.1)", "foo bar"]
STATUSES = [200, 404, 503, 301, None, 429, 0]


# ---- values ---------------------------------------------------------------

def clean(b):
    """bytes as PostgreSQL text holds them: U+FFFD for NUL and for each
    byte that does not start a valid UTF-8 sequence."""
    out, i, n = [], 0, len(b)
    while i < n:
        c = b[i]
        if 0 < c < 0x80:
            out.append(chr(c))
            i += 1
            continue
        size = 2 if 0xC2 <= c <= 0xDF else 3 if 0xE0 <= c <= 0xEF else \
            4 if 0xF0 <= c <= 0xF4 else 0
        try:
            if size == 0:
                raise ValueError
            out.append(b[i:i + size].decode("utf-8"))
            i += size
        except (ValueError, UnicodeDecodeError):
            out.append("\ufffd")
            i += 1
    return "".join(out)


def norm_sqlite(v, kind):
    if v is None:
        return None
    if kind == "f":
        return "%.6f" % float(v)
    if isinstance(v, (bytes, str)):
        s = clean(v if isinstance(v, bytes) else v.encode("utf-8"))
        if kind == "j":
            return json.loads(s.replace("\\u0000", "\\ufffd"))
        return s
    return str(v)


def norm_pg(v, kind):
    if v is None:
        return None
    if kind == "f":
        return "%.6f" % float(v)
    if kind == "j":
        return json.loads(v)
    return v


def copy_unescape(s):
    if s == "\\N":
        return None
    if "\\" not in s:
        return s
    out, i = [], 0
    esc = {"n": "\n", "r": "\r", "t": "\t", "b": "\b", "f": "\f",
           "v": "\v", "\\": "\\"}
    while i < len(s):
        if s[i] == "\\" and i + 1 < len(s):
            out.append(esc.get(s[i + 1], s[i + 1]))
            i += 2
        else:
            out.append(s[i])
            i += 1
    return "".join(out)


def copy_escape(s):
    if s is None:
        return "\\N"
    return (s.replace("\\", "\\\\").replace("\n", "\\n")
            .replace("\r", "\\r").replace("\t", "\\t"))


# ---- engines --------------------------------------------------------------

def psql(script):
    """Run a script on the server; returns stdout (raises on an error)."""
    cmd = [os.path.join(os.environ["PGBIN"], "psql"), "-X", "-q", "-A",
           "-t", "-v", "ON_ERROR_STOP=1", "-h", os.environ["PGHOST"],
           "-p", os.environ["PGPORT"], "-U", "postgres", "-d", "postgres"]
    env = dict(os.environ, PGCLIENTENCODING="UTF8")
    r = subprocess.run(cmd, input=script.encode("utf-8"), env=env,
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if r.returncode != 0:
        raise RuntimeError(r.stderr.decode("utf-8", "replace").strip())
    return r.stdout.decode("utf-8")


def pg_rows(sql):
    out = psql("COPY (%s) TO STDOUT;\n" % sql)
    return [[copy_unescape(f) for f in line.split("\t")]
            for line in out.split("\n") if line != ""]


def pg_has(func):
    return psql("select count(*) from pg_proc where proname = '%s';"
                % func).strip() != "0"


def sqlite_con():
    con = sqlite3.connect(":memory:")
    con.text_factory = bytes
    con.enable_load_extension(True)
    con.load_extension(EXT)
    return con


# ---- inputs ---------------------------------------------------------------

def conformance_inputs(files, calls):
    """The conformance suites' files and cases, read out of their .sql."""
    for suite in ("correctness", "stress"):
        path = os.path.join(ROOT, "tests", "sql",
                            "robots_conformance_%s.sql" % suite)
        con = sqlite_con()
        con.executescript(open(path, encoding="utf-8").read())
        ids = {}
        for fid, txt in con.execute("select id, txt from f"):
            ids[fid] = len(files)
            files.append(txt if isinstance(txt, bytes) else txt.encode())
        for _, fid, agent, url, _ in con.execute("select * from c"):
            calls.append((ids[fid], agent.decode(), url.decode()))


def corpus_inputs(files, calls):
    """Every corpus file; per file three real URLs of its host (or two
    made-up paths) for three crawlers chosen at random (seeded)."""
    rnd = random.Random(20240611)
    by_host = {}
    if os.path.exists(URLS):
        with gzip.open(URLS, "rb") as fh:
            next(fh, None)
            for line in fh:
                host, _, url = line.rstrip(b"\r\n").partition(b"\t")
                if url:
                    by_host.setdefault(host.decode("utf-8", "replace"),
                                       []).append(url.decode("utf-8",
                                                             "replace"))
    for name in sorted(os.listdir(CORPUS)):
        if not name.endswith(".txt") or name == "SOURCES.txt":
            continue
        with open(os.path.join(CORPUS, name), "rb") as fh:
            fid = len(files)
            files.append(fh.read())
        urls = by_host.get(name[:-4]) or ["/", "/admin/x?y=1"]
        for url in rnd.sample(urls, min(3, len(urls))):
            for agent in rnd.sample(AGENTS, 3):
                calls.append((fid, agent, url.replace("\x00", "")))


def edge_inputs(files, calls):
    """Files a text column could not hold, and odd agents and URLs."""
    edge = [b"", b"User-agent: *\nDisallow: /a\x00b\n",
            b"User-agent: *\nDisallow: /\xff\nAllow: /\xc3\xa9\n",
            b"\xef\xbb\xbfUser-agent: x\r\nDisallow: /p\rAllow: /p/q\n",
            b"\x00" * 64 + b"\nUser-agent: *\nDisallow: /\n",
            b"User-agent: *\nCrawl-delay: 2.5\nDisallow: /*.pdf$\n"
            b"Sitemap: https://e.example/s.xml\n" * 400]
    for txt in edge:
        fid = len(files)
        files.append(txt)
        for url in ["/a", "/a%00b", "/%FF", "/\u00e9", "http://x/p/q#f",
                    "", "/x.pdf", "https://e.example"]:
            for agent in ["x", "Googlebot", "", "\u00e9bot"]:
                calls.append((fid, agent, url))


def load(con, files, calls):
    """Tables files(id, txt, txt_text, valid) and calls(id, fid, agent,
    url, status) in both engines."""
    con.execute("create table files(id integer primary key, txt blob,"
                " txt_text text, valid int)")
    con.execute("create table calls(id integer primary key, fid int,"
                " agent text, url text, status int)")
    lines = ["DROP TABLE IF EXISTS files, calls;",
             "CREATE TABLE files(id int primary key, txt bytea,"
             " txt_text text, valid int);", "COPY files FROM STDIN;"]
    for i, txt in enumerate(files):
        try:
            text = txt.decode("utf-8") if b"\x00" not in txt else None
        except UnicodeDecodeError:
            text = None
        con.execute("insert into files values(?,?,?,?)",
                    (i, txt, text, int(text is not None)))
        lines.append("%d\t\\\\x%s\t%s\t%d" % (i, txt.hex(), copy_escape(text),
                                             int(text is not None)))
    lines += ["\\.", "CREATE TABLE calls(id int primary key, fid int,"
              " agent text, url text, status int);", "COPY calls FROM STDIN;"]
    for i, (fid, agent, url) in enumerate(calls):
        status = STATUSES[i % len(STATUSES)]
        con.execute("insert into calls values(?,?,?,?,?)",
                    (i, fid, agent, url, status))
        lines.append("%d\t%d\t%s\t%s\t%s" % (
            i, fid, copy_escape(agent), copy_escape(url),
            "\\N" if status is None else status))
    lines += ["\\.", "ANALYZE files; ANALYZE calls;", ""]
    psql("\n".join(lines))


META_CONTENTS = [
    "noindex", "googlebot: noindex, nofollow", "NOINDEX,foo:bar", "",
    "max-snippet: 20, max-image-preview: LARGE, max-video-preview: -1",
    "unavailable_after: 2020-01-01", "none", "bingbot: noarchive, index",
    "unavailable_after: 25 Jun 2010 15:00:00 PST, nosnippet",
    "googlebot: unavailable_after: Monday, 01-Jan-2035 00:00:00 GMT",
    "googlebot-news: nosnippet, otherbot: noindex, all",
    "max-snippet:abc, notranslate, noimageindex, indexifembedded",
    "unavailable_after: not a date", "googlebot:, :noindex, ,,",
    "noai, noimageai", "otherbot: NoAI, noindex", "noimageai,nofoo"]
META_AGENTS = [None, "googlebot", "bingbot", "Googlebot-News", "otherbot"]


def small_table(con, name, cols, rows):
    """Table name(id, cols...) of text columns (bytea where the column name
    is doc) in both engines."""
    types = ["%s %s" % (c, "bytea" if c == "doc" else "text") for c in cols]
    con.execute("create table %s(id integer primary key, %s)"
                % (name, ", ".join(c.replace("bytea", "blob") for c in types)))
    lines = ["DROP TABLE IF EXISTS %s;" % name,
             "CREATE TABLE %s(id int primary key, %s);" % (name,
                                                           ", ".join(types)),
             "COPY %s FROM STDIN;" % name]
    for i, row in enumerate(rows):
        con.execute("insert into %s values(%s)" % (
            name, ",".join("?" * (len(cols) + 1))), (i,) + tuple(row))
        fields = [("\\\\x" + v.hex()) if isinstance(v, bytes)
                  else copy_escape(v) for v in row]
        lines.append("%d\t%s" % (i, "\t".join(fields)))
    lines += ["\\.", ""]
    psql("\n".join(lines))


def load_more(con):
    """Meta contents with agents and dates; the sitemap test documents."""
    rows = [(c, a, n) for c in META_CONTENTS for a in META_AGENTS
            for n in (None, "2025-01-01", "2010-06-25T23:00:00Z")]
    small_table(con, "metas", ["content", "agent", "now"], rows)
    docs = []
    for name in sorted(os.listdir(SITEMAPS)):
        with open(os.path.join(SITEMAPS, name), "rb") as fh:
            docs.append((fh.read(), "https://example.com/" + name))
    docs.append((b"", None))
    docs.append((b"<urlset><url><loc>https://e.example/a\x00b</loc>"
                 b"<priority>0.5e1</priority></url></urlset>", None))
    # a gzip bomb over the 100 MiB inflation cap: both end with the
    # 'truncated' row; changefreq as written in upper case
    bomb = zlib.compressobj(9, zlib.DEFLATED, 31)
    docs.append((bomb.compress(b"<urlset><url><loc>https://e.example/b</loc>"
                               b"<changefreq>DAILY</changefreq><priority>0.80"
                               b"</priority></url>\n" + b" " * (101 << 20))
                 + bomb.flush(), None))
    small_table(con, "docs", ["doc", "url"], docs)
    scopes = [("https://e.example/a/sitemap.xml", "https://e.example/a/b"),
              ("https://e.example/a/sitemap.xml", "https://e.example/b"),
              ("https://e.example/sitemap.xml", "http://e.example/x"),
              ("https://E.example:443/s.xml", "https://e.example/x"),
              ("not a url", "https://e.example/x"), ("", "")]
    small_table(con, "scopes", ["sitemap_url", "loc"], scopes)
    small_table(con, "writes", ["loc", "lastmod", "changefreq", "priority"],
                WRITES + [(loc, None, None, None) for loc in
                          sitemap_locs(con)])
    logs = [(b"", None), (LOG_EDGE, None), (LOG_EDGE, "common"),
            (LOG_EDGE, "combined"), (LOG_EDGE, "nginx"),
            (gzip.compress(LOG_EDGE, mtime=0), None)]
    if os.path.exists(ACCESS_LOG):
        with open(ACCESS_LOG, "rb") as fh:
            logs.append((fh.read(), None))
    small_table(con, "logs", ["doc", "format"], logs)


def sitemap_locs(con):
    """The locs of the sitemap test documents, as sitemap_entries reads
    them (SQLite), for sitemap_url_normalize and sitemap_check."""
    out = []
    for (loc,) in con.execute("select r.loc from docs d, sitemap_entries("
                              "d.doc) r where r.loc is not null"):
        loc = loc if isinstance(loc, bytes) else loc.encode()
        if b"\x00" not in loc:
            out.append(clean(loc))
    return out


# Rows for the writers' checks: loc, lastmod, changefreq, priority (text,
# read as float8 / REAL).
WRITES = [
    ("https://e.example/", None, None, None),
    ("HTTPS://E.Example:443/a b?q=\u00e9#f", "2024-01-02", "Daily", "0.5"),
    ("https://b\u00fccher.example/\u00e4", "2024-01-02 03:04:05", None, "1"),
    ("/relative", None, None, None), ("", None, None, None),
    (None, None, None, None), ("ftp://e.example/", None, None, None),
    ("https://e.example/" + "a" * 2100, None, None, None),
    ("https://e.example/x", "yesterday", None, None),
    ("https://e.example/x", "2024-13-01", None, None),
    ("https://e.example/x", None, "sometimes", None),
    ("https://e.example/x", None, " weekly ", None),
    ("https://e.example/x", None, None, "1.5"),
    ("https://e.example/x", None, None, "-0.0"),
    ("https://e.example/x", None, None, "1e-300"),
    ("https://exa mple.com/", None, None, None),
    ("https://e.example/\x01", None, None, None),
    ("https://[::1]/x", "2024", None, "0"),
    ("http://e.example/%zz%41", "2024-01-02T03:04:05.123+01:00", "never",
     "0.25"),
]

LOG_EDGE = (
    b'1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /a HTTP/1.0" 200 2326'
    b' "http://r.example/" "Mozilla/5.0 (compatible; Googlebot/2.1)"\n'
    b'5.6.7.8 - frank [10/Oct/2000:13:55:36 +0000] "GET /b?x=\\"y\\" '
    b'HTTP/1.1" 404 - "-" "-"\n'
    b'::1 - - [01/Jan/2024:00:00:00 +0100] "POST /c HTTP/2.0" 301 0\n'
    b'9.9.9.9 - - [31/Dec/1999:23:59:59 -1200] "\\x16\\x03" 400 0 "-"'
    b' "bingbot/2.0" "extra" "more"\n'
    b"not a log line\n\n\xff\xfe garbage \x00\n"
    b'1.1.1.1 - - [10/Oct/2000:13:55:36 -0700] "GET / HTTP/1.0" 200 1 "-"'
    b' "GPTBot/1.0"')


# ---- cases ----------------------------------------------------------------

# (name, function PostgreSQL must have, SQLite query, PostgreSQL query,
#  column kinds: v value, j JSON, f float)
JOIN = " from calls c join files f on f.id = c.fid"
CASES = [
    ("allowed_bytea", "robots_allowed",
     "select c.id, robots_allowed(f.txt, c.agent, c.url)" + JOIN +
     " order by c.id",
     "select c.id, robots_allowed(f.txt, c.agent, c.url)::int" + JOIN +
     " order by c.id", "vv"),
    ("allowed_text", "robots_allowed",
     "select c.id, robots_allowed(f.txt_text, c.agent, c.url)" + JOIN +
     " where f.valid = 1 order by c.id",
     "select c.id, robots_allowed(f.txt_text, c.agent, c.url)::int" + JOIN +
     " where f.valid = 1 order by c.id", "vv"),
    ("allowed_status", "robots_allowed",
     "select c.id, robots_allowed(f.txt, c.agent, c.url, c.status)" + JOIN +
     " order by c.id",
     "select c.id, robots_allowed(f.txt, c.agent, c.url, c.status)::int" +
     JOIN + " order by c.id", "vv"),
    ("explain", "robots_explain",
     "select c.id, robots_explain(f.txt, c.agent, c.url)" + JOIN +
     " where c.id % 5 = 0 order by c.id",
     "select c.id, robots_explain(f.txt, c.agent, c.url)" + JOIN +
     " where c.id % 5 = 0 order by c.id", "vj"),
    ("crawl_delay", "robots_crawl_delay",
     "select f.id, robots_crawl_delay(f.txt, 'bingbot'),"
     " robots_crawl_delay(f.txt, 'Googlebot') from files f order by f.id",
     "select f.id, robots_crawl_delay(f.txt, 'bingbot'),"
     " robots_crawl_delay(f.txt, 'Googlebot') from files f order by f.id",
     "vff"),
    ("path_url_agent", "robots_agent",
     "select c.id, robots_path(c.url), robots_url(c.url),"
     " robots_agent(c.agent) from calls c order by c.id",
     "select c.id, robots_path(c.url), robots_url(c.url),"
     " robots_agent(c.agent) from calls c order by c.id", "vvvv"),
]


def srf_case(name, func, cols, args="f.txt", cols_pg=None, table="files f"):
    """A table function over every file, rows in the order produced."""
    n = len(cols.split(","))
    return (name, func,
            "select f.id, %s from %s, %s(%s) r" % (cols, table, func, args),
            "select f.id, %s from %s cross join lateral %s(%s)"
            " with ordinality r order by f.id, r.ordinality"
            % (cols_pg or cols, table, func, args), "v" * (n + 1))


CASES += [
    srf_case("rules", "robots_rules",
             "r.group_id, r.agent, r.rule, r.path, r.line, r.pattern"),
    srf_case("rules_agent", "robots_rules",
             "r.group_id, r.agent, r.rule, r.path, r.line, r.pattern",
             "f.txt, 'Googlebot'"),
    srf_case("agents", "robots_agents",
             "r.group_id, r.agent, r.line, r.rules, r.token"),
    srf_case("sitemaps", "robots_sitemaps", "r.url, r.line"),
    srf_case("directives", "robots_directives",
             "r.line, r.group_id, r.key, r.value, r.known",
             cols_pg="r.line, r.group_id, r.key, r.value, r.known::int"),
    srf_case("lint", "robots_lint",
             "r.line, r.severity, r.code, r.message"),
]


CASES += [
    ("meta", "robots_meta",
     "select id, robots_meta(content, agent) from metas order by id",
     "select id, robots_meta(content, agent) from metas order by id", "vj"),
    ("meta_one_arg", "robots_meta",
     "select id, robots_meta(content) from metas order by id",
     "select id, robots_meta(content) from metas order by id", "vj"),
    ("indexable", "robots_indexable",
     "select id, robots_indexable(content, coalesce(agent, 'x'), now)"
     " from metas order by id",
     "select id, robots_indexable(content, coalesce(agent, 'x'), now)::int"
     " from metas order by id", "vv"),
    srf_case("meta_each", "robots_meta_each",
             "r.agent, r.directive, r.value, r.known", "f.content",
             "r.agent, r.directive, r.value, r.known::int",
             table="metas f"),
    srf_case("sitemap_entries", "sitemap_entries",
             "r.kind, r.loc, r.lastmod, r.changefreq, r.priority, r.images,"
             " r.videos, r.news, r.alternates, r.format, r.line", "f.doc",
             table="docs f"),
    srf_case("sitemap_entries_base", "sitemap_entries",
             "r.kind, r.loc, r.line", "f.doc, f.url", table="docs f"),
    srf_case("sitemap_lint", "sitemap_lint",
             "r.entry, r.line, r.severity, r.code, r.message",
             "f.doc, f.url", table="docs f"),
    # The URL and writer scalars over every entry of the sitemap corpus
    # (tests/data/sitemap, the documents with a URL), against the URL of the
    # document it came from.  The hand-made documents are left out: a NUL
    # in a loc cannot be PostgreSQL text, so the two engines' inputs differ.
    ("sitemap_corpus_url_scalars", "sitemap_in_scope",
     "select f.id, r.loc, sitemap_in_scope(f.url, r.loc),"
     " sitemap_url_normalize(r.loc),"
     " sitemap_check(r.loc, r.lastmod, r.changefreq, r.priority),"
     " robots_path(r.loc), robots_url(r.loc)"
     " from docs f, sitemap_entries(f.doc) r where f.url is not null",
     "select f.id, r.loc, sitemap_in_scope(f.url, r.loc)::int,"
     " sitemap_url_normalize(r.loc),"
     " sitemap_check(r.loc, r.lastmod, r.changefreq, r.priority),"
     " robots_path(r.loc), robots_url(r.loc)"
     " from docs f cross join lateral sitemap_entries(f.doc) with ordinality r"
     " where f.url is not null order by f.id, r.ordinality", "vvvvvvv"),
    # The writer over the corpus as read: each document's valid entries
    # written back as one urlset, in reading order (the same bytes).
    ("sitemap_corpus_urlset", "sitemap_urlset",
     "select f.id, sitemap_urlset(r.loc, r.lastmod, r.changefreq, r.priority)"
     " from docs f, sitemap_entries(f.doc) r where f.url is not null"
     " and r.kind = 'url'"
     " and sitemap_check(r.loc, r.lastmod, r.changefreq, r.priority) is null"
     " group by f.id order by f.id",
     "select f.id, sitemap_urlset(r.loc, r.lastmod, r.changefreq, r.priority"
     " order by r.ordinality) from docs f cross join lateral"
     " sitemap_entries(f.doc) with ordinality r where f.url is not null"
     " and r.kind = 'url'"
     " and sitemap_check(r.loc, r.lastmod, r.changefreq, r.priority) is null"
     " group by f.id order by f.id", "vv"),
    ("sitemap_format", "sitemap_format",
     "select id, sitemap_format(doc) from docs order by id",
     "select id, sitemap_format(doc) from docs order by id", "vv"),
    ("sitemap_in_scope", "sitemap_in_scope",
     "select id, sitemap_in_scope(sitemap_url, loc) from scopes order by id",
     "select id, sitemap_in_scope(sitemap_url, loc)::int from scopes"
     " order by id", "vv"),
]
# What the writers will do, and the access-log reader.
LITE_WRITE = "loc, lastmod, changefreq, cast(priority as real)"
PG_WRITE = "loc, lastmod, changefreq, priority::float8"
VALID = " where sitemap_check(%s) is null"
CASES += [
    ("sitemap_url_normalize", "sitemap_url_normalize",
     "select id, sitemap_url_normalize(loc) from writes order by id",
     "select id, sitemap_url_normalize(loc) from writes order by id", "vv"),
    ("sitemap_check", "sitemap_check",
     "select id, sitemap_check(%s) from writes order by id" % LITE_WRITE,
     "select id, sitemap_check(%s) from writes order by id" % PG_WRITE,
     "vv"),
    ("sitemap_check_loc_only", "sitemap_check",
     "select id, sitemap_check(loc), sitemap_check(loc, lastmod)"
     " from writes order by id",
     "select id, sitemap_check(loc), sitemap_check(loc, lastmod)"
     " from writes order by id", "vvv"),
    ("sitemap_part", "sitemap_part",
     "select id, sitemap_part(%s, 3) over (order by id) from writes%s"
     " order by id" % (LITE_WRITE, VALID % LITE_WRITE),
     "select id, sitemap_part(%s, 3) over (order by id) from writes%s"
     " order by id" % (PG_WRITE, VALID % PG_WRITE), "vv"),
    ("sitemap_part_peers_bytes", "sitemap_part",
     "select id, sitemap_part(%s, 4, 800) over (order by id / 3) from"
     " writes%s order by id" % (LITE_WRITE, VALID % LITE_WRITE),
     "select id, sitemap_part(%s, 4, 800) over (order by id / 3) from"
     " writes%s order by id" % (PG_WRITE, VALID % PG_WRITE), "vv"),
    ("sitemap_part_partitions", "sitemap_part",
     "select id, sitemap_part(loc) over (partition by id %% 2 order by loc)"
     " from writes%s order by id" % (VALID % "loc"),
     "select id, sitemap_part(loc) over (partition by id %% 2 order by loc)"
     " from writes%s order by id" % (VALID % "loc"), "vv"),
    srf_case("access_log_entries", "access_log_entries",
             "r.line, r.client, r.ident, r.user, r.time, r.request,"
             " r.method, r.target, r.protocol, r.status, r.bytes, r.referer,"
             " r.user_agent, r.agent, r.extra, r.error, r.raw",
             "f.doc, f.format",
             "r.line, r.client, r.ident, r.\"user\", r.\"time\", r.request,"
             " r.method, r.target, r.protocol, r.status, r.bytes, r.referer,"
             " r.user_agent, r.agent, r.extra, r.error, r.raw",
             table="logs f"),
]

# the JSON columns of sitemap_entries, and priority as a float
CASES = [c if c[0] != "sitemap_entries" else c[:4] + ("vvvvvfjjjjvv",)
         for c in CASES]


# NULL in, NULL out (or no rows); status rules without a file; bytea with
# NUL bytes; errors that are SQL errors.  (name, query, expected output)
CHECKS = [
    ("null_gives_null",
     "select robots_allowed(null::text, 'a', '/') is null,"
     " robots_allowed(''::text, null, '/') is null,"
     " robots_allowed(''::bytea, 'a', null) is null,"
     " robots_explain(null::text, 'a', '/') is null,"
     " robots_crawl_delay(null::bytea, 'a') is null,"
     " robots_path(null) is null, robots_url(null) is null,"
     " robots_agent(null) is null, robots_meta(null) is null,"
     " robots_indexable(null, 'a') is null, sitemap_format(null::text) is null",
     "t|t|t|t|t|t|t|t|t|t|t"),
    ("null_gives_no_rows",
     "select (select count(*) from robots_rules(null::text))"
     " + (select count(*) from robots_rules('User-agent: *'::text, null))"
     " + (select count(*) from robots_lint(null::bytea))"
     " + (select count(*) from sitemap_entries(null::bytea))"
     " + (select count(*) from sitemap_lint(null::text))"
     " + (select count(*) from robots_meta_each(null))", "0"),
    ("status_without_file",
     "select robots_allowed(null::text, 'a', '/x', 404),"
     " robots_allowed(null::bytea, 'a', '/x', 503),"
     " robots_allowed(null::text, 'a', '/x', 200) is null,"
     " robots_allowed('User-agent: *' || chr(10) || 'Disallow: /', 'a', '/x',"
     " null)", "t|f|t|f"),
    ("bytea_with_nul",
     "select robots_allowed('\\x557365722d6167656e743a202a0a446973616c6c6f773a"
     "202f610062'::bytea, 'x', '/a'), robots_allowed('\\x557365722d6167656e74"
     "3a202a0a446973616c6c6f773a202fff'::bytea, 'x', '/%FF')", "f|f"),
    ("text_results_are_valid",
     "select robots_rules.path from robots_rules('\\x557365722d6167656e743a2"
     "02a0a446973616c6c6f773a202f61ff00'::bytea)", "/a\ufffd"),
    ("explain_is_jsonb",
     "select robots_explain('User-agent: *', 'a' || chr(1), '/')->>'agent',"
     " jsonb_typeof(robots_explain('', 'a', '/')->'group')", "a|null"),
    ("bad_date_is_an_error",
     "select robots_indexable('noindex', 'a', 'not a date'::text)",
     "ERROR:  robots_indexable(): argument now is not a date"),
    ("cache_size_is_per_backend",
     "select robots_cache_size(1000) > 0, robots_cache_size(), "
     " robots_allowed('User-agent: *'::text, 'a', '/')", "t|1000|t"),
    ("version", "select robots_version() ~ '^[0-9]+[.][0-9]+[.][0-9]+$'", "t"),
    # The cache functions, and crawler_signature (it reads the clock when
    # `now` is absent), are VOLATILE; every function is PARALLEL SAFE.
    ("volatility",
     "select count(*) from pg_proc p join pg_depend d on d.objid = p.oid"
     " join pg_extension e on e.oid = d.refobjid and e.extname = 'robots'"
     " where (p.provolatile <> 'i' or p.proparallel <> 's')"
     " and p.proname not in ('robots_cache_size', 'robots_cache_stats',"
     " 'crawler_signature')",
     "0"),
    ("volatility_crawler_signature",
     "select count(*), bool_and(p.provolatile = 'v' and p.proparallel = 's')"
     " from pg_proc p where p.proname = 'crawler_signature'", "16|t"),
    ("new_functions_null",
     "select sitemap_url_normalize(null) is null,"
     " sitemap_check(null) = 'loc NULL is missing (NULL or empty)',"
     " (select count(*) from access_log_entries(null::text)),"
     " (select count(*) from access_log_entries(null::bytea, 'common'))",
     "t|t|0|0"),
    ("explain_has_star_ignored",
     "select robots_explain('User-agent: *' || chr(10) || 'Disallow: /'"
     " || chr(10) || 'User-agent: googlebot' || chr(10) || 'Allow: /',"
     " 'Googlebot', '/x')->'star_ignored'", "true"),
    ("no_internal_function_in_public",
     "select count(*) from pg_proc p join pg_namespace n"
     " on n.oid = p.pronamespace where n.nspname = 'public'"
     " and (p.proname like '%_step' or p.proname like '%_final')", "0"),
]

# The same error in both: (name, SQLite query, PostgreSQL query).
ERRORS = [
    ("sitemap_part_null_loc", "select sitemap_part(null) over ()",
     "select sitemap_part(null) over ()"),
    ("access_log_unknown_format",
     "select * from access_log_entries('x', 'fancy')",
     "select * from access_log_entries('x', 'fancy')"),
    # The engine quotes the argument (printable, at most 40 or 64 bytes,
    # never half a character, "..." when cut) in all bindings.
    ("access_log_unknown_format_quoted_cut_marked",
     "select * from access_log_entries('x', '%s')" % ("\u00e9" * 30),
     "select * from access_log_entries('x', '%s')" % ("\u00e9" * 30)),
    ("robots_indexable_now_quoted_cut_marked",
     "select robots_indexable('x', 'y', '%s')" % ("\u00e9" * 40),
     "select robots_indexable('x', 'y', '%s'::text)" % ("\u00e9" * 40)),
    ("robots_indexable_now_control_bytes_escaped",
     "select robots_indexable('x', 'y', 'a' || char(9) || 'b')",
     "select robots_indexable('x', 'y', 'a' || chr(9) || 'b')"),
    ("sitemap_part_max_urls",
     "select sitemap_part('https://e.example/', null, null, null, 0)"
     " over ()",
     "select sitemap_part('https://e.example/', null, null, null, 0)"
     " over ()"),
    ("sitemap_part_max_bytes",
     "select sitemap_part('https://e.example/', null, null, null, null,"
     " 52428801) over ()",
     "select sitemap_part('https://e.example/', null, null, null, null,"
     " 52428801) over ()"),
    ("sitemap_part_bad_row",
     "select sitemap_part(loc) over (order by id) from writes",
     "select sitemap_part(loc) over (order by id) from writes"),
    ("sitemap_part_record_alone",
     "select sitemap_part(loc, null, null, null, null, 120) over ()"
     " from writes where id = 0",
     "select sitemap_part(loc, null, null, null, null, 120) over ()"
     " from writes where id = 0"),
    ("sitemap_part_peers_do_not_fit",
     "select sitemap_part(loc, null, null, null, 2) over (order by id / 5)"
     " from writes where sitemap_check(loc) is null",
     "select sitemap_part(loc, null, null, null, 2) over (order by id / 5)"
     " from writes where sitemap_check(loc) is null"),
]

# The same rows from queries that differ (SQLite builds its input with
# zeroblob, PostgreSQL with repeat): (name, SQLite query, PostgreSQL query).
SAME = [
    # An entry over 16 MiB ends reading: the last row says so.
    ("sitemap_entries_truncated_row",
     "select kind, loc, lastmod, format, line from sitemap_entries("
     "'<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">' ||"
     " char(10) || '<url><loc>https://e.example/1</loc></url>' || char(10)"
     " || '<url><loc>https://e.example/2</loc><x>' ||"
     " replace(hex(zeroblob(8500000)), '00', 'ab') || '</x></url>"
     "<url><loc>https://e.example/3</loc></url></urlset>')",
     "select kind, loc, lastmod, format, line from sitemap_entries("
     "'<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">' ||"
     " chr(10) || '<url><loc>https://e.example/1</loc></url>' || chr(10)"
     " || '<url><loc>https://e.example/2</loc><x>' || repeat('ab', 8500000)"
     " || '</x></url><url><loc>https://e.example/3</loc></url></urlset>')"),
    ("robots_cache_stats_keys",
     "select group_concat(key, ',') from (select key from"
     " json_each(robots_cache_stats()) order by key)",
     "select string_agg(k, ',' order by k) from"
     " jsonb_object_keys(robots_cache_stats()) k"),
]


def check_every_function():
    """Every function and table function dist/robots registers exists in
    the PostgreSQL extension (compare() only SKIPs a missing one)."""
    bare, con = sqlite3.connect(":memory:"), sqlite_con()
    con.text_factory = str
    names = set()
    for pragma in ("pragma_function_list", "pragma_module_list"):
        q = "select distinct name from %s" % pragma
        names |= {r[0] for r in con.execute(q)} - {r[0] for r in bare.execute(q)}
    names = sorted(names)
    pg = set(psql("select p.proname from pg_proc p join pg_depend d"
                  " on d.objid = p.oid join pg_extension e on e.oid = d.refobjid"
                  " and e.extname = 'robots';").split())
    missing = [n for n in names if n not in pg]
    if names and not missing:
        print("ok pg_has_every_function_of_dist_robots (%d)" % len(names))
    else:
        print("FAIL pg_has_every_function_of_dist_robots: missing %r" % missing)


def check_errors(con):
    for name, q_lite, q_pg in ERRORS:
        try:
            con.execute(q_lite).fetchall()
            lite = "no error"
        except sqlite3.Error as e:
            lite = str(e)
        try:
            psql(q_pg + ";")
            pg = "no error"
        except RuntimeError as e:
            pg = str(e).splitlines()[0].replace("ERROR:  ", "", 1)
        if lite == pg and lite != "no error":
            print("ok pg_same_error_%s (%s)" % (name, lite[:60]))
        else:
            print("FAIL pg_same_error_%s: sqlite %r, postgres %r"
                  % (name, lite[:200], pg[:200]))


def check_same(con):
    for name, q_lite, q_pg in SAME:
        try:
            lite = [[norm_sqlite(v, "v") for v in row]
                    for row in con.execute(q_lite)]
            pg = [[norm_pg(v, "v") for v in row] for row in pg_rows(q_pg)]
        except (RuntimeError, sqlite3.Error) as e:
            print("FAIL pg_same_rows_%s: %s" % (name, str(e).splitlines()[0]))
            continue
        if lite == pg and lite:
            print("ok pg_same_rows_%s (%d rows)" % (name, len(lite)))
        else:
            print("FAIL pg_same_rows_%s: sqlite %r, postgres %r"
                  % (name, lite[-3:], pg[-3:]))


def check_behaviour():
    for name, sql, want in CHECKS:
        try:
            got = psql(sql + ";").strip()
        except RuntimeError as e:
            got = str(e).splitlines()[0]
        if got == want or (want.startswith("ERROR:") and got.startswith(want)):
            print("ok pg_%s" % name)
        else:
            print("FAIL pg_%s: got %r, want %r" % (name, got[:200], want))


def compare(con, case):
    name, func, q_lite, q_pg, kinds = case
    name = "pg_same_as_sqlite_" + name
    if not pg_has(func):
        print("SKIP %s: %s not in the PostgreSQL extension" % (name, func))
        return
    try:
        lite = [[norm_sqlite(v, k) for v, k in zip(row, kinds)]
                for row in con.execute(q_lite)]
        pg = [[norm_pg(v, k) for v, k in zip(row, kinds)]
              for row in pg_rows(q_pg)]
    except (RuntimeError, sqlite3.Error) as e:
        print("FAIL %s: %s" % (name, str(e).splitlines()[0]))
        return
    bad = []
    for i in range(max(len(lite), len(pg))):
        a = lite[i] if i < len(lite) else None
        b = pg[i] if i < len(pg) else None
        if a != b:
            bad.append("row %d: sqlite %r, postgres %r" % (i, a, b))
    if bad:
        print("FAIL %s: %d of %d rows differ (%d vs %d rows)"
              % (name, len(bad), len(lite), len(lite), len(pg)))
        for b in bad[:MAX_REPORTED]:
            print("    " + b[:300])
    else:
        print("ok %s (%d rows)" % (name, len(lite)))


def main():
    files, calls = [], []
    conformance_inputs(files, calls)
    n_conf = len(calls)
    if os.path.isdir(CORPUS):
        corpus_inputs(files, calls)
    else:
        print("SKIP pg_corpus: no %s (shared data absent)" % CORPUS)
    edge_inputs(files, calls)
    con = sqlite_con()
    load(con, files, calls)
    load_more(con)
    print("ok pg_inputs_loaded (%d files, %d calls, %d conformance cases)"
          % (len(files), len(calls), n_conf))
    for case in CASES:
        compare(con, case)
    check_behaviour()
    check_every_function()
    check_errors(con)
    check_same(con)


if __name__ == "__main__":
    sys.exit(main())
