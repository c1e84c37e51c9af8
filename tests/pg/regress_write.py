"""The writer aggregates sitemap_urlset and sitemap_index in PostgreSQL
against the SQLite extension: the same rows go into both, and each group's
document must be byte-identical; each refused row must stop the query with
the same message (function, row number, field, value and reason).  Then
what only PostgreSQL has: lastmod as timestamptz or date, ORDER BY inside
the aggregate, the window form, and a database that is not UTF8.
sitemap_gzip gives the same bytes as SQLite's.

Run by tests/sh/test_pg_regress.sh with a server running (PGBIN, PGHOST,
PGPORT), after regress.py.  Prints ok/FAIL lines.
"""
import os
import random
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import regress  # noqa: E402  (psql, pg_rows, copy_escape, sqlite_con)

LOCS = ["https://example.com/", "http://e.example/a?x=1&y=2",
        "https://example.com/caf\u00e9", "https://e.example/a&b'c;d=(e)*",
        "https://e.example:8080/p#f", "https://xn--mller-kva.eu/a",
        "https://e.example/" + "x" * 2000, "HTTPS://E.EXAMPLE/Up",
        "https://user@e.example/%41", "https://[::1]/v6"]
LASTMODS = [None, "2024", "2024-06", "2024-06-01", "2024-06-01T10:20Z",
            "2024-06-01T10:20:30+02:00", "2024-06-01T10:20:30.25-05:00"]
FREQS = [None, "daily", "Weekly", "NEVER", "always", "hourly"]
PRIORITIES = [None, 0, 1, 0.5, 0.85, 0.1, 1e-9, 0.3333333333333333]


def rows_table(con, name, rows):
    """rows (g, loc, lastmod, changefreq, priority) as table name(id, ...)
    in both engines."""
    con.execute("create table %s(id integer primary key, g int, loc text,"
                " lastmod text, changefreq text, priority real)" % name)
    lines = ["DROP TABLE IF EXISTS %s;" % name,
             "CREATE TABLE %s(id int primary key, g int, loc text,"
             " lastmod text, changefreq text, priority float8);" % name,
             "COPY %s FROM STDIN;" % name]
    for i, r in enumerate(rows):
        con.execute("insert into %s values(?,?,?,?,?,?)" % name, (i,) + r)
        lines.append("%d\t%d\t%s" % (i, r[0], "\t".join(
            "\\N" if v is None else regress.copy_escape(str(v)) if
            not isinstance(v, float) else repr(v) for v in r[1:])))
    lines += ["\\.", "ANALYZE %s;" % name, ""]
    regress.psql("\n".join(lines))


def good_rows():
    rnd = random.Random(7)
    rows = []
    for g in range(12):
        for _ in range(1 + rnd.randrange(40)):
            rows.append((g, rnd.choice(LOCS) + str(rnd.randrange(10**6)),
                         rnd.choice(LASTMODS), rnd.choice(FREQS),
                         rnd.choice(PRIORITIES)))
    return rows


def check(name, ok, why=""):
    print(("ok %s" % name) if ok else ("FAIL %s: %s" % (name, why[:400])))


def lite_docs(con, func, args):
    q = ("select g, %s(%s) from (select * from w order by g, id) group by g"
         " order by g" % (func, args))
    return [[str(g), None if d is None else d.decode("utf-8")]
            for g, d in con.execute(q)]


def compare_documents(con):
    """Every arity of both aggregates, grouped, rows in id order."""
    for func, args in (("sitemap_urlset", "loc"),
                       ("sitemap_urlset", "loc, lastmod"),
                       ("sitemap_urlset", "loc, lastmod, changefreq"),
                       ("sitemap_urlset", "loc, lastmod, changefreq, priority"),
                       ("sitemap_index", "loc"),
                       ("sitemap_index", "loc, lastmod")):
        lite = lite_docs(con, func, args)
        pg = regress.pg_rows("select g, %s(%s order by id) from w group by g"
                             " order by g" % (func, args))
        n = len(args.split(","))
        bad = [i for i in range(max(len(lite), len(pg)))
               if i >= len(lite) or i >= len(pg) or lite[i] != pg[i]]
        check("pg_sitemap_write_same_document_%s_%d_args" % (func, n),
              not bad and len(lite) == 12,
              "%d of %d groups differ; first: sqlite %r postgres %r" % (
                  len(bad), len(lite), lite[bad[0]] if bad and bad[0] <
                  len(lite) else None, pg[bad[0]] if bad and bad[0] <
                  len(pg) else None))


def compare_gzip(con):
    """sitemap_gzip of each group's document, at three levels: the same
    bytes as SQLite's (zlib with no name and mtime 0)."""
    for level in ("", ", 1", ", 9"):
        lite = [[str(g), h.decode().lower()] for g, h in con.execute(
            "select g, hex(sitemap_gzip(sitemap_urlset(loc, lastmod)%s))"
            " from (select * from w order by g, id) group by g order by g"
            % level)]
        pg = regress.pg_rows("select g, encode(sitemap_gzip(sitemap_urlset("
                             "loc, lastmod order by id)%s), 'hex') from w"
                             " group by g order by g" % level)
        check("pg_sitemap_gzip_same_bytes_level%s" % (level[2:] or "_default"),
              lite == pg and len(pg) == 12, "%d vs %d groups, first %r %r"
              % (len(lite), len(pg), lite[:1], pg[:1]))
    got = one("select sitemap_gzip(null::text) is null, sitemap_gzip('',"
              " null) is not null")
    check("pg_sitemap_gzip_null", got == "t|t", got)
    err = pg_error("select sitemap_gzip('x', 10)")
    want = lite_error(con, "select sitemap_gzip('x', 10)")
    check("pg_sitemap_gzip_level_range", err == want, "%r vs %r" % (err, want))


def pg_error(sql):
    try:
        regress.psql(sql + ";")
    except RuntimeError as e:
        return str(e).splitlines()[0].replace("ERROR:  ", "", 1)
    return "no error"


def lite_error(con, sql):
    try:
        con.execute(sql).fetchall()
    except Exception as e:  # sqlite3.OperationalError
        return str(e)
    return "no error"


# (name, SQLite values, PostgreSQL values) of the third row of a group;
# the values are (loc, lastmod, changefreq, priority) as SQL literals.
REFUSED = [
    ("loc_missing", "null, null, null, null", "null, null, null, null"),
    ("loc_empty", "'', null, null, null", "'', null, null, null"),
    ("loc_relative", "'/a', null, null, null", "'/a', null, null, null"),
    ("loc_ftp", "'ftp://e.com/', null, null, null",
     "'ftp://e.com/', null, null, null"),
    ("loc_long", "'https://e.com/' || replace(hex(zeroblob(1050)), '0',"
     " 'x'), null, null, null",
     "'https://e.com/' || repeat('x', 2100), null, null, null"),
    ("loc_long_once_encoded", "'https://e.com/' || replace(hex(zeroblob(350)),"
     " '0', ' ') || 'x', null, null, null",
     "'https://e.com/' || repeat(' ', 700) || 'x', null, null, null"),
    ("loc_host_invalid", "'https://a b.com/', null, null, null",
     "'https://a b.com/', null, null, null"),
    ("lastmod", "'https://e.com/', '2024-13-01', null, null",
     "'https://e.com/', '2024-13-01', null, null"),
    ("lastmod_words", "'https://e.com/', '2024-01-01 soon', null, null",
     "'https://e.com/', '2024-01-01 soon', null, null"),
    ("changefreq", "'https://e.com/', null, 'sometimes', null",
     "'https://e.com/', null, 'sometimes', null"),
    # PostgreSQL's priority is float8: SQLite's REAL 2.0 is the same value
    # (an INTEGER 2 is quoted as given, '2')
    ("priority_over", "'https://e.com/', null, null, 2.0",
     "'https://e.com/', null, null, 2"),
    ("priority_negative", "'https://e.com/', null, null, -0.1",
     "'https://e.com/', null, null, -0.1"),
    ("priority_huge", "'https://e.com/', null, null, 1e20",
     "'https://e.com/', null, null, 1e20"),
    ("priority_inf", "'https://e.com/', null, null, 1e999",
     "'https://e.com/', null, null, 'Infinity'::float8"),
]


# Rows the writer repairs rather than refuses (percent-encoding, SQLite's
# datetime() form): the same document from both engines.
NORMALISED = [
    ("loc_space", "'https://e.com/a b', null", "'https://e.com/a b', null"),
    ("loc_not_escaped", "'https://e.com/a<b\"{}', null",
     "'https://e.com/a<b\"{}', null"),
    ("loc_bad_percent", "'https://e.com/%zz', null", "'https://e.com/%zz', null"),
    ("loc_noncharacter", "'https://e.com/' || char(65535), null",
     "'https://e.com/' || chr(65535), null"),
    ("loc_idn_host", "'https://B\u00fccher.example/\u00fc', null",
     "'https://B\u00fccher.example/\u00fc', null"),
    ("lastmod_sqlite_datetime", "'https://e.com/', '2024-01-01 10:00'",
     "'https://e.com/', '2024-01-01 10:00'"),
]


def compare_normalised(con):
    """What the writer repairs, both engines write alike."""
    for name, lite_vals, pg_vals in NORMALISED:
        lite = con.execute("select sitemap_urlset(a, b) from (select %s as a,"
                           " %s as b)" % tuple(lite_vals.rsplit(", ", 1))
                           ).fetchone()[0]
        if isinstance(lite, bytes):
            lite = lite.decode("utf-8", "replace")
        pg = one("select sitemap_urlset(a, b) from (select %s::text as a,"
                 " %s::text as b) v" % tuple(pg_vals.rsplit(", ", 1)))
        check("pg_sitemap_write_normalises_%s" % name,
              lite is not None and lite.rstrip("\n") == pg.rstrip("\n")
              and "<loc>https://" in pg, "sqlite %r, postgres %r" % (lite, pg))


def compare_refused(con):
    """The same message in both engines for a bad third row."""
    sel = ("select 'https://e.com/1' as a, null as b, null as c, null as d"
           " union all select 'https://e.com/2', null, null, null"
           " union all select %s")
    # PostgreSQL types a UNION column from its first branches
    pg_sel = sel.replace("null as b, null as c, null as d",
                         "null::text as b, null::text as c,"
                         " null::float8 as d")
    for name, lite_vals, pg_vals in REFUSED:
        lite = lite_error(con, "select sitemap_urlset(a, b, c, d) from (%s)"
                          % (sel % lite_vals))
        pg = pg_error("select sitemap_urlset(a, b, c, d) from (%s) v"
                      % (pg_sel % pg_vals))
        check("pg_sitemap_write_refuses_%s" % name,
              lite == pg and "row 3:" in pg, "sqlite %r, postgres %r"
              % (lite, pg))
    lite = lite_error(con, "select sitemap_index('https://e.com/', 'x')")
    pg = pg_error("select sitemap_index('https://e.com/', 'x')")
    check("pg_sitemap_write_refuses_index_lastmod", lite == pg and "row 1"
          in pg, "sqlite %r, postgres %r" % (lite, pg))


# n rows numbered x in SQLite (no generate_series in every build)
LITE_SERIES = ("(with recursive c(x) as (select 1 union all select x + 1"
               " from c where x < %d) select x from c)")


def compare_limits(con):
    """50,000 records and 52,428,800 bytes: the same error up to the
    advice after the semicolon (SQLite names sitemap_part)."""
    many = "select sitemap_urlset('https://e.com/' || %s) from %s"
    lite = lite_error(con, many % ("x", LITE_SERIES % 50001))
    pg = pg_error(many % ("g", "generate_series(1, 50001) g"))
    check("pg_sitemap_write_50000_urls", pg.split(";")[0] ==
          lite.split(";")[0] and "row 50001" in pg,
          "sqlite %r, postgres %r" % (lite, pg))
    ok = regress.psql("select length(sitemap_urlset('https://e.com/' || g))"
                      " from generate_series(1, 50000) g;").strip()
    check("pg_sitemap_write_50000_urls_allowed", ok.isdigit(), ok)
    big = ("select sitemap_urlset('https://e.com/' ||"
           " replace(hex(zeroblob(550)), '0', 'x') || '/' || %s) from %s")
    lite = lite_error(con, big % ("x", LITE_SERIES % 50000))
    pg = pg_error(big.replace("hex(zeroblob(550))", "repeat('0', 1100)")
                  % ("g", "generate_series(1, 50000) g"))
    check("pg_sitemap_write_52428800_bytes", pg.split(";")[0] ==
          lite.split(";")[0] and "exceed bytes 52428800" in pg,
          "sqlite %r, postgres %r" % (lite, pg))


def one(sql):
    return regress.psql(sql + ";").rstrip("\n")


def pg_only():
    """Typed lastmod, ORDER BY inside, window form, zero rows, parallel
    label."""
    doc = one("set timezone = 'America/New_York'; select sitemap_urlset(l, t)"
              " from (values ('https://e.com/', timestamptz"
              " '2024-06-01 23:30:45.9-04')) v(l, t)")
    check("pg_sitemap_write_lastmod_timestamptz_in_utc",
          "<lastmod>2024-06-02T03:30:45Z</lastmod>" in doc, doc)
    doc = one("select sitemap_index(l, d) from (values ('https://e.com/',"
              " date '2024-02-29')) v(l, d)")
    check("pg_sitemap_write_lastmod_date",
          "<lastmod>2024-02-29</lastmod>" in doc, doc)
    err = pg_error("select sitemap_urlset(l, d) from (values"
                   " ('https://e.com/', date 'infinity')) v(l, d)")
    check("pg_sitemap_write_lastmod_infinity_refused",
          err.startswith("sitemap_urlset(): row 1: lastmod 'infinity' is not"
                         " a W3C Datetime"), err)
    err = pg_error("select sitemap_urlset(l, d) from (values"
                   " ('https://e.com/', date '20000-01-01')) v(l, d)")
    check("pg_sitemap_write_lastmod_year_20000_refused",
          "row 1: lastmod '20000-01-01' is not" in err, err)
    same = one("select sitemap_urlset(l order by l desc) = sitemap_urlset(l2)"
               " from (values ('https://e.com/a', 'https://e.com/b'),"
               " ('https://e.com/b', 'https://e.com/a')) v(l, l2)")
    check("pg_sitemap_write_order_by_inside", same == "t", same)
    win = one("select count(distinct d), max(length(d)) = (select"
              " length(sitemap_urlset('https://e.com/' || g)) from"
              " generate_series(1, 5) g) from (select sitemap_urlset("
              "'https://e.com/' || g) over (order by g) d from"
              " generate_series(1, 5) g) s")
    check("pg_sitemap_write_window_running_documents", win == "5|t", win)
    none = one("select sitemap_urlset(l) is null, sitemap_index(l) is null"
               " from (select 'https://e.com/' where false) v(l)")
    check("pg_sitemap_write_zero_rows_null", none == "t|t", none)
    lab = one("select string_agg(distinct p.proparallel::text || p.provolatile::text,"
              " ',') from pg_proc p where p.proname like 'sitemap_%'"
              " and p.proname not like 'sitemap_%_step' and p.prokind = 'a'")
    check("pg_sitemap_write_aggregates_parallel_safe", lab == "si", lab)


def latin1_database():
    """In a LATIN1 database the values are converted to UTF-8 and the
    document back: the same characters as in UTF8."""
    try:
        regress.psql("DROP DATABASE IF EXISTS robots_latin1; CREATE DATABASE"
                     " robots_latin1 ENCODING 'LATIN1' LC_COLLATE 'C'"
                     " LC_CTYPE 'C' TEMPLATE template0;")
    except RuntimeError as e:
        print("SKIP pg_sitemap_write_latin1_database: %s" % e)
        return
    cmd = [os.path.join(os.environ["PGBIN"], "psql"), "-X", "-q", "-A", "-t",
           "-v", "ON_ERROR_STOP=1", "-h", os.environ["PGHOST"], "-p",
           os.environ["PGPORT"], "-U", "postgres", "-d", "robots_latin1"]
    sql = ("CREATE EXTENSION robots; SELECT sitemap_urlset("
           "'https://example.com/caf\u00e9');")
    r = subprocess.run(cmd, input=sql.encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE,
                       env=dict(os.environ, PGCLIENTENCODING="UTF8"))
    got = r.stdout.decode("utf-8", "replace")
    check("pg_sitemap_write_latin1_database",
          "<loc>https://example.com/caf%C3%A9</loc>" in got,
          got + r.stderr.decode("utf-8", "replace"))


def main():
    if not regress.pg_has("sitemap_urlset"):
        print("FAIL pg_sitemap_write: sitemap_urlset not in the extension")
        return
    con = regress.sqlite_con()
    rows_table(con, "w", good_rows())
    compare_documents(con)
    compare_refused(con)
    compare_normalised(con)
    compare_limits(con)
    compare_gzip(con)
    pg_only()
    latin1_database()


if __name__ == "__main__":
    main()
