"""parity.py: DuckDB's answers against SQLite's, from the same engine.
Run by tests/sh/test_duckdb.sh from the repository root after `make duckdb`;
prints ok/FAIL/SKIP lines.  Every check runs the same inputs through
dist/robots (SQLite, Python's sqlite3) and dist/robots.duckdb_extension
(the C host) and compares what comes back, byte for byte.
"""
import os
import sqlite3
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from ddbtest import (duck, lite, lit, values, as_bytes, crawl_log, write_log,  # noqa: E402
                     is_text, duck_tables, check, first_diff, sqlite_rows, FAILED)
import parity_usage  # noqa: E402
import parity_conformance  # noqa: E402
import parity_read  # noqa: E402


def test_load():
    lines, err, rc = duck("SELECT robots_version();")
    want = lite().execute('SELECT robots_version()').fetchone()[0]
    check('duckdb_loads_unsigned_and_versions_match', rc == 0 and lines == [want],
          '%r %s' % (lines, err))


def test_footer():
    """The file ends with DuckDB's 512-byte metadata footer behind its
    22-byte section header: eight 32-byte NUL-padded fields (three empty,
    the ABI C_STRUCT, the extension version, the C API version v1.2.0, the
    platform linux_amd64, the magic 4), then 256 zero bytes of signature."""
    from ddbtest import EXT
    with open(EXT, 'rb') as f:
        f.seek(-534, 2)
        tail = f.read()
    version = 'v' + lite().execute('SELECT robots_version()').fetchone()[0]
    fields = [tail[22 + 32 * k:22 + 32 * (k + 1)] for k in range(8)]
    want = [b'', b'', b'', b'C_STRUCT', version.encode(), b'v1.2.0', b'linux_amd64', b'4']
    ok = (tail[:22] == b'\x00\x93\x04\x10duckdb_signature\x80\x04'
          and [x.rstrip(b'\x00') for x in fields] == want
          and all(len(x) == 32 for x in fields) and tail[278:] == bytes(256))
    check('metadata_footer_as_duckdb_specifies', ok, (tail[:22], fields))


# SQLite functions without a DuckDB form (sql/README.md says why), and the
# writers, which take one LIST in DuckDB instead of SQLite's columns.
NO_DUCKDB_FORM = {'robots_cache_size', 'robots_cache_stats', 'sitemap_part'}
LIST_WRITERS = {'sitemap_urlset', 'sitemap_index'}
OURS = "(name LIKE 'robots%' OR name LIKE 'sitemap%' OR name LIKE 'access_log%')"


def test_function_names():
    """Every function of dist/robots is in DuckDB under its name: each
    scalar with each of its arities (the writers with one LIST), each table
    function as a table function and as a LIST-returning scalar; no name
    DuckDB has is missing from SQLite; only NO_DUCKDB_FORM is left out."""
    c = lite()
    scalars = set(c.execute('SELECT DISTINCT name, narg FROM pragma_function_list'
                            ' WHERE ' + OURS).fetchall())
    tables = {n for (n,) in c.execute('SELECT name FROM pragma_module_list WHERE ' + OURS)}
    lines, err, rc = duck("SELECT DISTINCT function_name || '|' || function_type || '|' ||"
                          " len(parameters) FROM duckdb_functions() WHERE %s;"
                          % OURS.replace('name', 'function_name'))
    got = {tuple(l.split('|')) for l in lines}
    want = {(n, 'scalar', str(k if n not in LIST_WRITERS else 1))
            for n, k in scalars if n not in NO_DUCKDB_FORM}
    # A table's LIST form takes the table's arguments: its arities are the
    # table's (the catalog's tables take optional ones), so only its name
    # is compared.
    table_names = {(n, 'table') for n in tables} | {(n, 'scalar') for n in tables}
    missing = sorted(want - got) + sorted(table_names - {g[:2] for g in got})
    extra = sorted(n for n, _, _ in got
                   if n not in tables and n not in {s for s, _ in scalars})
    check('every_sqlite_function_has_its_duckdb_form_same_name_and_arities',
          rc == 0 and not missing and not extra, err or (missing, extra))


def conformance_cases(path):
    """(name, txt, agent, url, want, sqlite's answer) of a tests/sql file."""
    c = lite()
    c.text_factory = bytes
    with open(path, encoding='utf-8') as f:
        c.executescript(f.read())
    return c.execute('SELECT c.name, f.txt, c.agent, c.url, c.want,'
                     ' robots_allowed(f.txt, c.agent, c.url)'
                     ' FROM c JOIN f ON f.id = c.fid ORDER BY c.rowid').fetchall()


def test_conformance():
    for base in ('robots_conformance_correctness', 'robots_conformance_stress',
                 'robots_reference_cases'):
        rows = conformance_cases('tests/sql/%s.sql' % base)
        vals = values([(i, as_bytes(r[1]), r[2], r[3]) for i, r in enumerate(rows)],
                      ('i', 'txt', 'agent', 'url'))
        lines, err, rc = duck("SELECT robots_allowed(txt, agent, url)::INT FROM %s"
                              " ORDER BY i;" % vals)
        want = [str(r[5]) for r in rows]
        check('conformance_%s_same_as_sqlite' % base, rc == 0 and lines == want,
              err or first_diff(want, lines))
        check('conformance_%s_as_wanted' % base,
              all(r[4] == r[5] for r in rows), 'sqlite differs from want')


def test_corpus(data):
    """Real files and URLs: DuckDB (read_blob, read_csv, threads=2) and
    SQLite agree on every row of a 20,000-row log."""
    robots, rows = crawl_log(data, 20000, seed=7)
    c = lite()
    c.execute('CREATE TABLE robots(host TEXT PRIMARY KEY, txt BLOB)')
    c.executemany('INSERT INTO robots VALUES(?,?)', robots.items())
    c.execute('CREATE TABLE log(i, host, agent, url)')
    c.executemany('INSERT INTO log VALUES(?,?,?,?)', [(i,) + r for i, r in enumerate(rows)])
    want = ['%d|%d' % r for r in c.execute(
        'SELECT l.i, robots_allowed(r.txt, l.agent, l.url) FROM log l'
        ' JOIN robots r ON r.host = l.host ORDER BY l.i')]
    with tempfile.TemporaryDirectory() as d:
        write_log(rows, os.path.join(d, 'log.tsv'))
        sql = duck_tables(os.path.join(data, 'robots_corpus'), os.path.join(d, 'log.tsv'))
        sql += ("SET threads=2;\nSELECT l.i || '|' || robots_allowed(r.txt, l.agent, l.url)::INT"
                " FROM (SELECT row_number() OVER () - 1 AS i, * FROM log) l"
                " JOIN robots r ON r.host = l.host ORDER BY l.i;")
        lines, err, rc = duck(sql)
    check('corpus_20000_rows_same_as_sqlite_two_threads', rc == 0 and lines == want,
          err or first_diff(want, lines))


URLSET_ROWS = [
    ('https://example.com/', '2024-01-02', 'daily', 0.5),
    ('https://example.com/a?b=1&c=2', None, None, None),
    ('  HTTPS://Example.COM/caf\u00e9 menu  ', '2024-01-02T03:04:05Z', 'WEEKLY', 1.0),
    ('https://b\u00fccher.example/\u00e4?x=<y>', '2024-01-02 03:04', None, 0.0),
    ('http://example.com:8080/%7Euser/"q"', '2024', 'never', 0.25),
    ('https://example.com/\U0001F600', None, 'always', None),
]


def test_urlset_bytes():
    c = lite()
    c.execute('CREATE TABLE t(i, loc, lastmod, changefreq, priority)')
    c.executemany('INSERT INTO t VALUES(?,?,?,?,?)',
                  [(i,) + r for i, r in enumerate(URLSET_ROWS)])
    want = c.execute('SELECT hex(sitemap_urlset(loc, lastmod, changefreq, priority))'
                     ' FROM (SELECT * FROM t ORDER BY i DESC)').fetchone()[0]
    vals = values([(i, r[0], r[1], r[2], r[3]) for i, r in enumerate(URLSET_ROWS)],
                  ('i', 'loc', 'lastmod', 'changefreq', 'priority'))
    lines, err, rc = duck("SELECT hex(sitemap_urlset(list({'loc': loc, 'lastmod': lastmod,"
                          " 'changefreq': changefreq, 'priority': priority::DOUBLE}"
                          " ORDER BY i DESC))) FROM %s;" % vals)
    check('sitemap_urlset_bytes_same_as_sqlite', rc == 0 and lines == [want], err or lines)
    want = c.execute('SELECT hex(sitemap_index(loc, lastmod)) FROM (SELECT * FROM t'
                     ' ORDER BY loc)').fetchone()[0]
    lines, err, rc = duck("SELECT hex(sitemap_index(list({'loc': loc, 'lastmod': lastmod}"
                          " ORDER BY loc))) FROM %s;" % vals)
    check('sitemap_index_bytes_same_as_sqlite', rc == 0 and lines == [want], err or lines)
    # 50,000 rows (the protocol's most) in one document, then one too many.
    want = c.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n"
                     " WHERE i<50000) SELECT length(d), hex(substr(d, -60)) FROM"
                     " (SELECT sitemap_urlset('https://example.com/p' || i) d FROM n)"
                     ).fetchone()
    lines, err, rc = duck("SELECT strlen(d) || '|' || hex(right(d, 60)) FROM (SELECT"
                          " sitemap_urlset(list('https://example.com/p' || i ORDER BY i)) d"
                          " FROM range(1, 50001) t(i));")
    check('sitemap_urlset_50000_rows_same_as_sqlite', lines == ['%d|%s' % want], err or lines)
    lines, err, rc = duck("SELECT sitemap_urlset(list('https://example.com/p' || i ORDER BY i))"
                          " FROM range(1, 50002) t(i);")
    check('sitemap_urlset_50001_rows_is_an_error',
          len(lines) == 1 and 'row 50001: more entries than 50000' in lines[0], lines)

    # The byte limit: the engine's message, as SQLite's without sitemap_part.
    q = ("'https://example.com/' || i || '/' || %s")
    want = None
    try:
        c.execute("WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE"
                  " i<27000) SELECT sitemap_urlset(%s) FROM n"
                  % (q % "printf('%.1990c', 'a')")).fetchone()
    except Exception as e:  # noqa: BLE001 - the message is what is compared
        want = str(e).replace(' with sitemap_part()', '')
    lines, err, rc = duck("SELECT sitemap_urlset(list(%s ORDER BY i)) FROM range(1, 27001)"
                          " t(i);" % (q % "repeat('a', 1990)"))
    check('sitemap_writer_byte_limit_message_from_the_engine',
          want is not None and len(lines) == 1 and lines[0].endswith(want), (want, lines))


def test_sitemap_cut_marker():
    """An entry over the reader's record limit ends the rows with the
    engine's cut marker, as in SQLite."""
    doc = ("'<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\"><url><loc>"
           "https://a.com/1</loc></url>\n<url><loc>https://a.com/' || %s ||"
           " '</loc></url></urlset>'")
    want = ['|'.join('' if v is None else str(v) for v in r) for r in lite().execute(
        "SELECT kind, substr(loc, 1, 40), format, line FROM sitemap_entries(%s)"
        % (doc % "printf('%.17000000c', 'a')")).fetchall()]
    lines, err, rc = duck("SELECT kind, left(loc, 40), format, line FROM"
                          " sitemap_entries(%s);" % (doc % "repeat('a', 17000000)"))
    check('sitemap_entries_cut_marker_record_too_large_same_as_sqlite',
          rc == 0 and lines == want and want[-1].startswith('truncated|record-too-large'),
          err or (want, lines))


# (SQLite expression, DuckDB expression) over columns a, b, c, d of INPUTS.
SCALARS = [
    ('robots_allowed(a, b, c)', 'robots_allowed(a, b, c)::INT'),
    ('robots_allowed(a, b, c, d)', 'robots_allowed(a, b, c, d)::INT'),
    ('robots_explain(a, b, c)', 'robots_explain(a, b, c)'),
    ('robots_crawl_delay(a, b)', 'robots_crawl_delay(a, b)'),
    ('robots_path(c)', 'robots_path(c)'),
    ('robots_url(c)', 'robots_url(c)'),
    ('robots_agent(b)', 'robots_agent(b)'),
    ('robots_meta(a)', 'robots_meta(a)'),
    ('robots_meta(a, b)', 'robots_meta(a, b)'),
    ('robots_indexable(a, b)', 'robots_indexable(a, b)::INT'),
    ('sitemap_format(a)', 'sitemap_format(a)'),
    ('sitemap_in_scope(c, a)', 'sitemap_in_scope(c, a)::INT'),
    ('sitemap_url_normalize(c)', 'sitemap_url_normalize(c)'),
    ('sitemap_check(c)', 'sitemap_check(c)'),
    ('sitemap_check(c, b)', 'sitemap_check(c, b)'),
    ('sitemap_check(c, NULL, NULL, CAST(d AS REAL))', 'sitemap_check(c, NULL, NULL, 1.0 * d)'),
    ('sitemap_check(c, NULL, NULL, d)', 'sitemap_check(c, NULL, NULL, d)'),
    ('sitemap_gzip(a)', 'sitemap_gzip(a)'),
    ('robots_usage(a, b, c)', 'robots_usage(a, b, c)'),
    ('robots_usage_header(a)', 'robots_usage_header(a)'),
    ('robots_usage_header(b)', 'robots_usage_header(b)'),
]

INPUTS = [
    ('User-agent: *\nDisallow: /private\nCrawl-delay: 2.5\n', 'Googlebot',
     'https://example.com/private/x', 200),
    ('User-agent: googlebot\nAllow: /\n\nUser-agent: *\nDisallow: /', 'Googlebot/2.1',
     'https://example.com/a?b#c', 503),
    ('noindex, nofollow', 'googlebot', 'http://EXAMPLE.com:80/caf\u00e9', 404),
    ('googlebot: noindex\nbingbot: none', 'Mozilla/5.0 (compatible; bingbot/2.0)',
     'https://example.com/sitemaps/sitemap.xml', 301),
    ('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>'
     'https://example.com/</loc></url></urlset>', '2024-13-01', 'relative/url', 200),
    (b'\xef\xbb\xbfUser-agent: *\nDisallow: /\xff\n', b'Foo\xffBar', b'https://e.com/\xff\x00x', 200),
    ('', '', '', 0),
    ('User-agent: *\nContent-Usage: /docs/ train-ai=n, search=y\nContent-Signal: ai-train=no,'
     ' use=reference\nDisallow: /tmp/\n\nUser-agent: GPTBot\nContent-Usage: train-ai=y\n',
     'train-ai=n, search=y;v=1, bots="x", Bad', 'https://example.com/docs/a', 200),
    ('User-agent: *\nContent-Signal: search=yes,ai-train=no\nAllow: /\n\nUser-agent: GPTBot\n'
     'Disallow: /\n', 'Mozilla/5.0 (compatible; GPTBot/1.1; +https://openai.com/gptbot)',
     'https://example.com/', 200),
]


def test_scalars():
    """Every scalar on the same rows as SQLite, its text arguments as BLOB
    (every row) and as VARCHAR (the rows that are UTF-8): the same answers."""
    c = lite()
    c.execute('CREATE TABLE t(i, a, b, c, d)')
    c.executemany('INSERT INTO t VALUES(?,?,?,?,?)', [(i,) + r for i, r in enumerate(INPUTS)])
    rows = [(i,) + r for i, r in enumerate(INPUTS)]
    utf8 = [r for r in rows if all(is_text(v) for v in r)]
    for kind, rs, text in (('blob', rows, False), ('varchar', utf8, True)):
        vals = values(rs, ('i', 'a', 'b', 'c', 'd'), text=text)
        keep = ','.join(str(r[0]) for r in rs)
        for sq, dq in SCALARS:
            want = ['' if v is None else v for (v,) in c.execute(
                'SELECT hex(CAST(%s AS BLOB)) FROM t WHERE i IN (%s) ORDER BY i' % (sq, keep))]
            if 'gzip' not in sq:
                # A VARCHAR is UTF-8: bytes outside it come back as U+FFFD.
                want = [bytes.fromhex(v).decode('utf-8', 'replace').encode().hex().upper()
                        for v in want]
            lines, err, rc = duck("SELECT hex(CAST(%s AS VARCHAR)) FROM %s ORDER BY i;"
                                  % (dq, vals) if 'gzip' not in dq else
                                  "SELECT hex(%s) FROM %s ORDER BY i;" % (dq, vals))
            check('scalar_%s_same_as_sqlite_%s_arguments' % (sq.replace(' ', ''), kind),
                  rc == 0 and lines == want, err or first_diff(want, lines))


def test_indexable_timestamp():
    """A TIMESTAMP now counts by its second, floored as PostgreSQL's
    timestamptz does: 1969-12-31 23:59:59.5 is second -1 (SQLite's INTEGER
    now), which unavailable_after 1969-12-31T23:59:59Z is not before."""
    c = lite()
    doc = 'unavailable_after: 1969-12-31T23:59:59Z'
    want = [str(c.execute("SELECT robots_indexable(?, 'x', ?)", (doc, t)).fetchone()[0])
            for t in (-1, 0)]
    lines, err, rc = duck("SELECT robots_indexable('%s', 'x', TIMESTAMP '1969-12-31 23:59:59.5')"
                          "::INT; SELECT robots_indexable('%s', 'x', TIMESTAMP '1970-01-01 "
                          "00:00:00.5')::INT;" % (doc, doc))
    check('indexable_timestamp_floored_to_its_second_before_1970',
          rc == 0 and lines == want and want == ['1', '0'], (lines, want, err))


TABLE_DOCS = {
    'robots_rules': ['User-agent: a\nUser-agent: b\nDisallow: /x\nAllow: /y\n\n'
                     'User-agent: *\nDisallow: /\nSitemap: https://e.com/s.xml\n',
                     'Dissallow: /x\nUser-agent: Foo Bar\nDisallow: /\xe9'],
    'robots_agents': None, 'robots_sitemaps': None, 'robots_directives': None,
    'robots_lint': None,
    'robots_usage_rules': ['Content-Usage: train-ai=n\nUser-agent: *\nUser-agent: bot\n'
                           'Content-Usage: /a train-ai=y, search\nContent-Signal: Search=Yes,'
                           ' AI-Train = no, junk\nDisallow: /x\n\nUser-agent: other\n'
                           'Content-Usage: /b Bad=n\nContent-Signal: use=full\n',
                           'User-agent: *\nContent-Usage: /caf\xe9 train-ai=n;v=1, x=?0, '
                           'y="s"\ncontent-signal: =no, ai-input=YES\n', ''],
    'robots_meta_each': ['googlebot: noindex, max-snippet: 20, unavailable_after: '
                         '2025-01-01, max-image-preview: LARGE', 'none, foo: bar',
                         b'N\xffoindex, max-image-preview: L\xffarge, NoPeek'],
    'sitemap_entries': ['<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'
                        '<url><loc>https://a.com/</loc><priority>0.3</priority>'
                        '<changefreq>DAILY</changefreq><lastmod>2024-01-01</lastmod>'
                        '</url><url><loc>https://a.com/b</loc></url></urlset>',
                        'https://a.com/x\nhttps://a.com/y\n',
                        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url>'],
    'sitemap_lint': None,
    'access_log_entries': ['1.2.3.4 - - [10/Oct/2000:13:55:36 -0700] "GET /a HTTP/1.0" 200'
                           ' 2326 "-" "Googlebot/2.1"\ngarbage\n'],
}
def test_tables():
    c = lite()
    docs = TABLE_DOCS['robots_rules']
    for fn, mine in TABLE_DOCS.items():
        docs = mine or docs
        for k, doc in enumerate(docs):
            want = sqlite_rows(c, fn, doc)
            # The document as VARCHAR (when UTF-8) and as BLOB, in both forms.
            sql = ''.join("SELECT hex(COLUMNS(*)::VARCHAR) FROM %s(%s);\n"
                          "SELECT hex(COLUMNS(*)::VARCHAR) FROM (SELECT unnest(%s(d),"
                          " recursive := true) FROM (SELECT %s AS d));\n"
                          % (fn, lit(doc, t), fn, lit(doc, t)) for t in (True, False))
            lines, err, rc = duck(sql)
            ok = rc == 0 and lines == want * 4
            check('table_%s_%d_same_as_sqlite_both_forms_varchar_and_blob' % (fn, k), ok,
                  err or first_diff(want * 4, lines))
        # The per-row form over a table of all the documents, one query.
        want = [row for doc in docs for row in sqlite_rows(c, fn, doc)]
        lines, err, rc = duck("SET threads = 1;\nSELECT hex(COLUMNS(*)::VARCHAR) FROM"
                              " (SELECT unnest(%s(d), recursive := true) FROM"
                              " (SELECT * FROM %s ORDER BY i));"
                              % (fn, values(list(enumerate(docs)), ('i', 'd'))))
        check('table_%s_per_row_form_over_a_table_of_documents' % fn,
              rc == 0 and lines == want, err or first_diff(want, lines))


ERRORS = [
    ("SELECT sitemap_urlset(list(loc)) FROM (VALUES ('https://a.com/'), ('nope')) t(loc);",
     "SELECT sitemap_urlset(loc) FROM (SELECT 'https://a.com/' AS loc UNION ALL"
     " SELECT 'nope')",
     "sitemap_urlset(): row 2: loc 'nope' is not an absolute http or https URL"),
    ("SELECT sitemap_urlset(list({'loc': 'https://a.com/', 'priority': 2.0}));",
     "SELECT sitemap_urlset('https://a.com/', NULL, NULL, 2.0)",
     "sitemap_urlset(): row 1: priority '2.0' is not a number from 0.0 to 1.0"),
    ("SELECT sitemap_index(list({'loc': loc}))"
     " FROM (VALUES ('https://a.com/'), ('x')) t(loc);",
     "SELECT sitemap_index(loc) FROM (SELECT 'https://a.com/' AS loc UNION ALL"
     " SELECT 'x')",
     "sitemap_index(): row 2: loc 'x' is not an absolute http or https URL"),
    ("SELECT robots_indexable('x', 'y', 'soon');", "SELECT robots_indexable('x', 'y', 'soon')",
     "robots_indexable(): argument now is not a date (ISO 8601, RFC 822 or RFC 850): soon"),
    ("FROM access_log_entries('x', format := 'odd');",
     "SELECT * FROM access_log_entries('x', 'odd')",
     "access_log_entries(): unknown format 'odd' (auto, common, combined, vhost_combined,"
     " clf (common),"
     " nginx (combined) or ncsa (auto))"),
    # The engine quotes the argument: printable, at most 40 (64) bytes, never
    # half a character, "..." when cut.
    ("FROM access_log_entries('x', format := '%s');" % ('\u00e9' * 30),
     "SELECT * FROM access_log_entries('x', '%s')" % ('\u00e9' * 30),
     "access_log_entries(): unknown format '%s'... (auto, common, combined, vhost_combined,"
     " clf (common),"
     " nginx (combined) or ncsa (auto))" % ('\u00e9' * 20)),
    ("SELECT robots_indexable('x', 'y', '%s');" % ('\u00e9' * 40),
     "SELECT robots_indexable('x', 'y', '%s')" % ('\u00e9' * 40),
     "robots_indexable(): argument now is not a date (ISO 8601, RFC 822 or RFC 850): %s..."
     % ('\u00e9' * 32)),
    ("SELECT robots_indexable('x', 'y', 'a' || chr(9) || 'b');",
     "SELECT robots_indexable('x', 'y', 'a' || char(9) || 'b')",
     "robots_indexable(): argument now is not a date (ISO 8601, RFC 822 or RFC 850): a\\x09b"),
    ("SELECT sitemap_gzip('x', 10);", "SELECT sitemap_gzip('x', 10)",
     "sitemap_gzip(): argument level must be from 0 to 9 (or -1 for zlib's default)"),
    ("SELECT robots_path(42);", None, "robots_path(): argument url must be VARCHAR or BLOB, not INTEGER"),
    ("SELECT robots_allowed(1.5, 'a', 'b');", None,
     "robots_allowed(): argument txt must be VARCHAR or BLOB, not DECIMAL"),
    ("FROM robots_rules(42);", None,
     "robots_rules(): argument txt must be VARCHAR or BLOB, not INTEGER"),
    ("SELECT robots_usage(42, 'a', 'b');", None,
     "robots_usage(): argument txt must be VARCHAR or BLOB, not INTEGER"),
    ("SELECT robots_usage_header(1.5);", None,
     "robots_usage_header(): argument value must be VARCHAR or BLOB, not DECIMAL"),
    ("SELECT robots_tdmrep('[]', 7);", None,
     "robots_tdmrep(): argument url must be VARCHAR or BLOB, not INTEGER"),
    ("SELECT robots_usage_rules('x', 42);", None,
     "robots_usage_rules(): argument agent must be VARCHAR or BLOB, not INTEGER"),
]


def test_errors():
    c = lite()
    for i, (dq, sq, msg) in enumerate(ERRORS):
        lines, err, rc = duck(dq)
        ok = rc == 1 and len(lines) == 1 and lines[0].endswith(msg)
        if sq:
            try:
                c.execute(sq).fetchall()
                ok = False
            except Exception as e:  # noqa: BLE001 - the message is what is compared
                ok = ok and str(e) == msg
        check('error_%d_names_function_and_argument_as_sqlite' % i, ok, '%r %s' % (lines, err))


NULLS = ['robots_allowed(NULL, %s, %s)', 'robots_allowed(%s, NULL, %s)',
         'robots_explain(%s, %s, NULL)', 'robots_crawl_delay(NULL, %s)', 'robots_path(NULL)',
         'robots_url(NULL)', 'robots_agent(NULL)', 'robots_meta(NULL)',
         'robots_indexable(NULL, %s)', 'sitemap_format(NULL)', 'sitemap_in_scope(NULL, %s)',
         'sitemap_url_normalize(NULL)', 'sitemap_gzip(NULL)', 'sitemap_urlset(NULL)',
         'robots_rules(NULL)', 'sitemap_entries(NULL)', 'robots_usage(NULL, %s, %s)',
         'robots_usage(%s, NULL, %s)', 'robots_usage(%s, %s, NULL)', 'robots_usage_header(NULL)',
         'robots_tdmrep(NULL, %s)', 'robots_tdmrep(%s, NULL)', 'robots_usage_rules(NULL)']


def test_nulls():
    exprs = [e.replace('%s', "'x'") for e in NULLS]
    lines, err, rc = duck("SELECT %s;" % ', '.join('(%s) IS NULL' % e for e in exprs))
    check('null_in_null_out', rc == 0 and lines == ['|'.join(['true'] * len(exprs))],
          err or lines)
    # NULL where it means "not given": the status (200), the agent of
    # robots_meta, the level of sitemap_gzip; a NULL loc is a reason.
    lines, err, rc = duck("SELECT robots_allowed('User-agent: *\nDisallow: /', 'a', 'https://e/',"
                          " NULL)::INT, robots_meta('noindex', NULL), sitemap_gzip('x', NULL)"
                          " = sitemap_gzip('x'), sitemap_check(NULL);")
    check('null_that_means_not_given', lines == ['0|{"noindex":true}|true|loc NULL is missing'
                                                 ' (NULL or empty)'], err or lines)
    # A status that decides needs no file, as in SQLite.
    q = ("SELECT robots_allowed(NULL, 'a', 'https://e/', 503), robots_allowed(NULL, 'a',"
         " 'https://e/', 404), robots_allowed(NULL, NULL, 'https://e/', 404)")
    want = '|'.join('' if v is None else str(v) for v in lite().execute(q).fetchone())
    lines, err, rc = duck("SELECT COLUMNS(*)::INT FROM (%s);" % q)
    check('null_txt_when_the_status_decides_as_sqlite', lines == [want], err or lines)
    lines, err, rc = duck("SELECT count(*) FROM robots_rules(NULL);\n"
                          "SELECT count(*) FROM robots_usage_rules(NULL);")
    check('null_table_argument_gives_no_rows', lines == ['0', '0'], err or lines)


# (DuckDB expression, SQLite expression) of one value for an integer
# argument: every integer type, numbers that hold an integer or not, text.
INT_ARGS = [('404', '404'), ('404::TINYINT', None), ('404::SMALLINT', '404'),
            ('404::BIGINT', '404'), ('200::UTINYINT', '200'), ('404::UBIGINT', '404'),
            ('404::HUGEINT', '404'), ('404.0', '404.0'), ('404.5', '404.5'),
            ('404.0::DOUBLE', '404.0'), ('404.0::FLOAT', '404.0'), ('1e30', '1e30'),
            ("'nan'::DOUBLE", None), ("'404'", "'404'"), ("' +404 '", "' +404 '"),
            ("'4x'", "'4x'"), ("''", "''"), ("'4.5'", "'4.5'"), ('NULL', 'NULL'),
            ('-9', '-9'), ('9', '9'), ('0', '0'), ("'\\x34'::BLOB", "x'34'")]


def test_integer_arguments():
    """robots_allowed's status and sitemap_gzip's level read as SQLite reads
    an integer argument, whatever the DuckDB type: the same answer, or the
    same error naming the function and argument (a type that holds no
    integer in SQLite terms, such as DATE, too).  A BOOLEAN is SQLite's
    TRUE, 1, for every catalog function (robots_allowed, sitemap_gzip): the
    catalog reads every integer argument so."""
    c = lite()
    txt = "'User-agent: *\nDisallow: /'"
    for fn, arg, dq, sq, boolean in (
            ('robots_allowed', 'status', "robots_allowed(%s, 'a', 'https://e/x', %%s)::INT"
             % txt, "robots_allowed(%s, 'a', 'https://e/x', %%s)" % txt, 'true'),
            ('sitemap_gzip', 'level', "octet_length(sitemap_gzip('x', %s))",
             "length(sitemap_gzip('x', %s))", 'true')):
        bad = []
        for d, q in INT_ARGS + [('true', boolean), ("'2024-01-01'::DATE", None)]:
            lines, err, rc = duck('SELECT %s;' % (dq % d))
            if d == '404::TINYINT':          # DuckDB's own cast refuses first
                ok = rc == 1 and 'out of range' in lines[0]
            elif q is None:                  # no such value in SQLite: an error
                ok = rc == 1 and ('%s(): argument %s must be an integer' % (fn, arg)) in lines[0]
            else:
                try:
                    v = c.execute('SELECT %s' % (sq % q)).fetchone()[0]
                    want = ['' if v is None else str(v)]
                except sqlite3.Error as e:
                    want = ['Error: Invalid Input Error: %s' % e]
                ok = lines == want
            if not ok:
                bad.append((d, lines, err))
        check('integer_argument_%s_read_as_sqlite_reads_it_every_type' % arg, not bad, bad[:3])


def priority_texts(n, seed):
    """Hand-picked and random priority texts: numbers written every way SQL
    reads them, and near misses."""
    import random
    rnd = random.Random(seed)
    out = ['0.5', ' 0.5 ', '.5', '5.', '0', '1', '1.0', '1.00000000000000000001', '0.85',
           '+0.25', '-0', '-0.0', '5e-1', '5E-1', '0.5e0', '1e-1', '2', '1e0', '1e1', '',
           ' ', 'x', '0x1', '0.5x', '.', 'e1', '1e', '1e+', '--1', '1..2', '\t0.3\n',
           'inf', 'nan', '0.' + '0' * 60 + '1', '0' * 60 + '.5', '9' * 50, 'é', '0,5']
    alphabet = '0123456789..+-eE x'
    out += [''.join(rnd.choice(alphabet) for _ in range(rnd.randrange(1, 9)))
            for _ in range(n)]
    return out


def test_priority_text():
    """A priority given as text (a VARCHAR column) is read as SQLite reads
    a TEXT priority: sitemap_check gives SQLite's answer for each, and
    sitemap_urlset writes SQLite's bytes for the rows it accepts."""
    c = lite()
    texts = priority_texts(1500, 5)
    rows = [(i, 'https://e.com/%d' % i, t) for i, t in enumerate(texts)]
    want = ['' if v is None else v for (v,) in (
        c.execute("SELECT sitemap_check(?, NULL, NULL, ?)", r[1:]).fetchone() for r in rows)]
    vals = values(rows, ('i', 'loc', 'p'))
    lines, err, rc = duck("SELECT coalesce(sitemap_check(loc, NULL, NULL, p), '') FROM %s"
                          " ORDER BY i;" % vals)
    check('priority_text_sitemap_check_as_sqlite', rc == 0 and lines == want,
          err or first_diff(want, lines))
    ok_rows = [r for r, w in zip(rows, want) if w == '']
    c.execute('CREATE TABLE t(i, loc, p)')
    c.executemany('INSERT INTO t VALUES(?,?,?)', ok_rows)
    doc = c.execute('SELECT hex(sitemap_urlset(loc, NULL, NULL, p)) FROM'
                    ' (SELECT * FROM t ORDER BY i)').fetchone()[0]
    lines, err, rc = duck("SELECT hex(sitemap_urlset(list({'loc': loc, 'priority': p}"
                          " ORDER BY i))) FROM %s;" % values(ok_rows, ('i', 'loc', 'p')))
    check('priority_text_sitemap_urlset_bytes_as_sqlite (%d rows)' % len(ok_rows),
          rc == 0 and lines == [doc], err or 'differs')


# A value for argument k of fn that is not NULL (the rest: a robots.txt).
# A crawler and a URL where a robots.txt call takes them: a robots.txt in
# their place is a mix-up, refused (robots_mixup.c).
ARG_VALUE = {('robots_allowed', 3): '404', ('sitemap_gzip', 1): '9',
             ('robots_allowed', 1): "'Googlebot'", ('robots_allowed', 2): "'/x'",
             ('robots_explain', 1): "'Googlebot'", ('robots_explain', 2): "'/x'",
             ('robots_crawl_delay', 1): "'Googlebot'",
             ('sitemap_check', 3): "'0.5'", ('robots_indexable', 2): "'2020-01-01'",
             ('access_log_entries', 1): "'combined'"}
TABLE_ARITY = {'robots_rules': 2, 'robots_agents': 1, 'robots_sitemaps': 1,
               'robots_directives': 1, 'robots_lint': 1, 'robots_usage_rules': 2,
               'robots_meta_each': 1, 'sitemap_entries': 2, 'sitemap_lint': 2,
               'access_log_entries': 2}


def test_null_every_argument():
    """A NULL in each argument of each function, the others given: DuckDB
    answers NULL exactly where SQLite does (NULL in, NULL out; NULL as "not
    given" where SQLite reads it so), and each table function, in both
    forms, has as many rows as SQLite's."""
    c = lite()
    txt = "'User-agent: *\nDisallow: /x'"
    scalars = c.execute('SELECT DISTINCT name, narg FROM pragma_function_list WHERE %s'
                        ' AND narg > 0 ORDER BY 1, 2' % OURS).fetchall()
    bad, n = [], 0
    for fn, k in scalars:
        if fn in NO_DUCKDB_FORM or fn in LIST_WRITERS:
            continue
        for pos in range(k):
            args = ['NULL' if j == pos else ARG_VALUE.get((fn, j), txt) for j in range(k)]
            q = '%s(%s) IS NULL' % (fn, ', '.join(args))
            want = c.execute('SELECT ' + q).fetchone()[0]
            lines, err, rc = duck('SELECT %s;' % q)
            n += 1
            if lines != ['true' if want else 'false']:
                bad.append((q, want, lines))
    for fn, k in TABLE_ARITY.items():
        for kk in range(1, k + 1):
            for pos in range(kk):
                args = ['NULL' if j == pos else ARG_VALUE.get((fn, j), txt) for j in range(kk)]
                want = c.execute('SELECT count(*) FROM %s(%s)' % (fn, ', '.join(args))
                                 ).fetchone()[0]
                named = args[:1] + ['%s := %s' % (TABLE_NAMED[fn], a) for a in args[1:]]
                lines, err, rc = duck('SELECT count(*) FROM %s(%s);\nSELECT coalesce(len('
                                      '%s(%s)), 0);' % (fn, ', '.join(named), fn,
                                                        ', '.join(args)))
                n += 1
                if lines != [str(want)] * 2:
                    bad.append((fn, args, want, lines, err))
    check('null_in_each_argument_answers_as_sqlite (%d calls)' % n, not bad, bad[:3])


# The name of each table function's optional argument in DuckDB.
TABLE_NAMED = {'robots_rules': 'agent', 'robots_usage_rules': 'agent',
               'sitemap_entries': 'base_url', 'sitemap_lint': 'sitemap_url',
               'access_log_entries': 'format'}


def test_threads(data):
    """Many rows on two threads: the same sums as one thread and SQLite,
    for the scalar (per-thread caches) and the LIST form."""
    robots, rows = crawl_log(data, 200000, seed=3)
    c = lite()
    c.execute('CREATE TABLE robots(host TEXT PRIMARY KEY, txt BLOB)')
    c.executemany('INSERT INTO robots VALUES(?,?)', robots.items())
    c.execute('CREATE TABLE log(host, agent, url)')
    c.executemany('INSERT INTO log VALUES(?,?,?)', rows)
    want = c.execute('SELECT sum(robots_allowed(r.txt, l.agent, l.url)) FROM log l'
                     ' JOIN robots r ON r.host = l.host').fetchone()[0]
    nrules = c.execute('SELECT count(*) FROM robots r, robots_rules(r.txt)').fetchone()[0]
    with tempfile.TemporaryDirectory() as d:
        write_log(rows, os.path.join(d, 'log.tsv'))
        sql = duck_tables(os.path.join(data, 'robots_corpus'), os.path.join(d, 'log.tsv'), True)
        q = ("SELECT sum(robots_allowed(r.txt, l.agent, l.url)::INT) FROM log l"
             " JOIN robots r ON r.host = l.host;\n"
             "SELECT sum(len(robots_rules(txt))) FROM robots;\n")
        lines, err, rc = duck(sql + "SET threads=1;\n" + q + "SET threads=2;\n" + q)
    check('threads_2_same_as_1_and_sqlite',
          rc == 0 and lines == [str(want), str(nrules)] * 2, err or lines)


def doc_examples(path, lang='duckdb'):
    """(line, text, shown output) of each ```duckdb (or ```lang) block of
    path that is followed by a ```text block (```duckdb norun blocks are not
    run)."""
    out, lines, i = [], open(path, encoding='utf-8').read().split('\n'), 0
    while i < len(lines):
        if lines[i].strip() == '```' + lang:
            start, j = i + 1, i + 1
            while lines[j] != '```':
                j += 1
            k = j + 1
            while k < len(lines) and not lines[k].strip():
                k += 1
            if k < len(lines) and lines[k].strip() == '```text':
                m = k + 1
                while lines[m] != '```':
                    m += 1
                out.append((start, '\n'.join(lines[start:j]), lines[k + 1:m]))
            i = j
        i += 1
    return out


def test_doc_examples():
    """The DuckDB examples of the documents print what they show."""
    for path in ('sql/README.md', 'README.md'):
        for line, sql, shown in doc_examples(path):
            lines, err, rc = duck(sql)
            check('doc_example_duckdb %s:%d' % (path, line), rc == 0 and lines == shown,
                  err or first_diff(shown, lines))
    test_readme_commands()


def test_readme_commands():
    """README's DuckDB commands (the ```sh block that runs dist/duckdb/host),
    run as written from the repository root, end their output with the
    ```text block after them (make's own lines come before)."""
    import subprocess
    blocks = [b for b in doc_examples('README.md', 'sh') if 'dist/duckdb/host' in b[1]]
    for line, cmds, shown in blocks:
        p = subprocess.run(['sh', '-e', '-c', cmds], capture_output=True, text=True)
        got = [l for l in p.stdout.split('\n') if l]
        check('readme_duckdb_commands_run_as_written README.md:%d' % line,
              p.returncode == 0 and shown and got[-len(shown):] == shown,
              (p.stderr[-300:], got))
    check('readme_has_duckdb_commands', len(blocks) == 1, blocks)


def random_docs(n, seed):
    """n byte strings: random bytes, and robots.txt, meta, sitemap and log
    fragments with random bytes spliced in."""
    import random
    rnd = random.Random(seed)
    parts = [b'User-agent: ', b'Disallow: ', b'Allow: ', b'*', b'$', b'/', b'\n', b'\r',
             b'\x00', b'\xef\xbb\xbf', b'\xff', b'%2F', b'noindex, ', b'googlebot: ',
             b'<url><loc>', b'</loc>', b'<urlset xmlns="http://www.sitemaps.org/schemas/'
             b'sitemap/0.9">', b'https://', b'e.com', b'"GET / HTTP/1.1" 200 ', b'[',
             b'Sitemap: ', b'Crawl-delay: 1e9', b'\xc3\xa9', b'?#']
    out = []
    for _ in range(n):
        if rnd.random() < 0.3:
            out.append(bytes(rnd.randrange(256) for _ in range(rnd.randrange(64))))
        else:
            out.append(b''.join(rnd.choice(parts) for _ in range(rnd.randrange(40))))
    return out


def sqlite_refuses(c, row):
    """SQLite's mix-up message for a row (robots_mixup.c), or None."""
    try:
        c.execute('SELECT robots_allowed(?, ?, ?), robots_crawl_delay(?, ?)',
                  row[1:] + row[1:3]).fetchone()
    except sqlite3.OperationalError as e:
        return str(e)
    return None


def test_random_bytes():
    """Any bytes in any argument: every function answers (no crash, no
    error but a mix-up's, which DuckDB raises as SQLite does) and
    robots_allowed agrees with SQLite."""
    docs = random_docs(300, 11)
    rows = [(i, docs[i], docs[(i * 7 + 1) % len(docs)], docs[(i * 13 + 2) % len(docs)])
            for i in range(len(docs))]
    c = lite()
    refused = [(r, sqlite_refuses(c, r)) for r in rows]
    rows = [r for r, e in refused if e is None]
    refused = [(r, e) for r, e in refused if e is not None][:8]
    vals = values(rows, ('i', 'a', 'b', 'c'), text=False)
    exprs = [d.replace('d)', 'i)') for _, d in SCALARS if 'a, b, c, d' not in d]
    exprs += ['len(%s(a))' % fn for fn in TABLE_DOCS]
    lines, err, rc = duck("SELECT count(hash(%s)) FROM %s;\n"
                          "SELECT string_agg(robots_allowed(a, b, c)::INT::VARCHAR, '' ORDER BY i)"
                          " FROM %s;" % (', '.join(exprs), vals, vals))
    want = ''.join(str(c.execute('SELECT robots_allowed(?, ?, ?)', r[1:]).fetchone()[0])
                   for r in rows)
    check('random_bytes_every_function_answers', rc == 0 and lines[:1] == [str(len(rows))],
          err or lines[:1])
    check('random_bytes_robots_allowed_same_as_sqlite', lines[1:] == [want], err or 'differs')
    bad = []
    for r, e in refused:
        one = values([r], ('i', 'a', 'b', 'c'), text=False)
        lines, err, rc = duck('SELECT robots_allowed(a, b, c), robots_crawl_delay(a, b)'
                              ' FROM %s;' % one)
        if rc == 0 or e.split(': ', 1)[1] not in ' '.join(lines) + (err or ''):
            bad.append((r, e, err))
    check('random_bytes_mixups_refused_as_sqlite_does', not bad, bad[:1])


PRIORITY_TYPES = ['TINYINT', 'SMALLINT', 'INTEGER', 'BIGINT', 'HUGEINT', 'UTINYINT',
                  'USMALLINT', 'UINTEGER', 'UBIGINT', 'UHUGEINT', 'FLOAT', 'DOUBLE',
                  'DECIMAL(4,1)', 'DECIMAL(18,3)', 'DECIMAL(38,10)', 'DECIMAL(38,0)',
                  'VARCHAR']


def test_priority_every_numeric_type():
    """DuckDB priority accepts every numeric type: the reference says "a
    number", so each of DuckDB's (unsigned, HUGEINT, DECIMAL up to 38
    digits, whatever its storage) writes the bytes SQLite writes for the
    same number, in a STRUCT field of the writers and as sitemap_check's
    argument, and a number over 1.0 is refused with SQLite's words."""
    c = lite()
    bad = []
    for t in PRIORITY_TYPES:
        whole = 'INT' in t or t.endswith(',0)')
        v = '1' if whole else '0.5'
        want = c.execute("SELECT hex(sitemap_urlset('https://e.com/', NULL, NULL, %s))"
                         % v).fetchone()[0]
        lines, err, rc = duck("SELECT hex(sitemap_urlset(list({'loc': 'https://e.com/',"
                              " 'priority': CAST(%s AS %s)})));" % (v, t))
        if rc != 0 or lines != [want]:
            bad.append((t, 'urlset', err or lines))
        big = '2' if whole else '2.5'
        want = c.execute("SELECT sitemap_check('https://e.com/', NULL, NULL, %s)"
                         % (big if t != 'VARCHAR' else "'2.5'")).fetchone()[0]
        lines, err, rc = duck("SELECT sitemap_check('https://e.com/', NULL, NULL,"
                              " CAST(%s AS %s));" % (big, t))
        if rc != 0 or lines != [want]:
            bad.append((t, 'check', want, err or lines))
        lines, err, rc = duck("SELECT sitemap_urlset(list({'loc': 'https://e.com/',"
                              " 'priority': CAST(%s AS %s)}));" % (big, t))
        if ('row 1: ' + want) not in ' '.join(lines) + (err or ''):
            bad.append((t, 'refused', want, err or lines))
    check('duckdb_priority_accepts_every_numeric_type (%d types)' % len(PRIORITY_TYPES),
          not bad, bad[:2])


LASTMOD_DATES = ["DATE '2024-01-01'", "DATE '0001-01-01'", "DATE '9999-12-31'",
                 "'infinity'::DATE", "DATE '-0044-03-15'",
                 "TIMESTAMP '2024-01-01 10:00:00.5'", "TIMESTAMPTZ '2024-01-01 10:00:00+00'",
                 "'infinity'::TIMESTAMP", "TIMESTAMP '0001-01-01 00:00:00'"]


def test_lastmod_dates():
    """sitemap_check takes a DATE or TIMESTAMP lastmod as the writers do (the
    kind's rule, catKindTakes): for each date and time (ordinary, the first
    and last years, BC, infinity) it answers NULL exactly when
    sitemap_urlset writes the row, and otherwise with the text
    sitemap_urlset refuses it with after "row 1: "; a date's answer is
    SQLite's for the same day as text."""
    c = lite()
    bad = []
    for d in LASTMOD_DATES:
        got, err, rc = duck("SELECT sitemap_check('https://e.com/', %s);" % d)
        out, err2, rc2 = duck("SELECT sitemap_urlset(list({'loc': 'https://e.com/',"
                              " 'lastmod': %s}));" % d)
        said = ' '.join(out) + (err2 or '')
        if rc != 0 or len(got) != 1:
            bad.append((d, 'check', err or got))
        elif (rc2 == 0) != (got == ['']) or (rc2 != 0 and 'row 1: ' + got[0] not in said):
            bad.append((d, got, said[:200]))
        if d.startswith("DATE '2024"):
            want = c.execute("SELECT sitemap_check('https://e.com/', '2024-01-01')").fetchone()[0]
            if got != [want or '']:
                bad.append((d, 'sqlite', want, got))
    check('duckdb_sitemap_check_takes_a_date_or_timestamp_lastmod_as_the_writers_do'
          ' (%d values)' % len(LASTMOD_DATES), not bad, bad[:2])


def main():
    data = os.environ.get('ROBOTS_DATA', '../shared/data')
    test_load()
    test_footer()
    test_function_names()
    test_conformance()
    parity_conformance.run()
    test_urlset_bytes()
    test_sitemap_cut_marker()
    test_scalars()
    test_tables()
    test_errors()
    test_indexable_timestamp()
    test_nulls()
    test_null_every_argument()
    test_integer_arguments()
    test_priority_text()
    test_priority_every_numeric_type()
    test_lastmod_dates()
    test_random_bytes()
    test_doc_examples()
    parity_usage.run(data)
    parity_read.run(data)
    if os.path.isdir(os.path.join(data, 'robots_corpus')):
        test_corpus(data)
        test_threads(data)
    else:
        print('SKIP duckdb_corpus: no shared data at %s' % data)
    return 1 if FAILED else 0


if __name__ == '__main__':
    sys.exit(main())
