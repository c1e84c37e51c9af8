"""Tests of the sitemap writer through Python's sqlite3: round trips through
xml.etree (and through sitemap_entries / sitemap_lint once they exist), every
error case (the message must name the row and the value), SQLITE_LIMIT_LENGTH,
real crawled URLs from $ROBOTS_DATA, and the speed rule: sitemap_urlset over
50,000 rows costs at most 1.5x group_concat over the same escaped strings.

Prints ok / FAIL / SKIP lines; exits 0.
"""
import gzip
import os
import random
import re
import sqlite3
import statistics
import time
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXT = os.path.join(ROOT, "dist", "robots")
NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
FREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]


def check(name, cond, why=""):
    print(("ok %s" % name) if cond else ("FAIL %s: %s" % (name, why)))


def skip(name, why):
    print("SKIP %s: %s" % (name, why))


def connect():
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension(EXT)
    # the sqlite3 shell's generate_series is not in Python's sqlite3
    db.execute("create temp table series(value integer primary key)")
    db.execute("insert into series with recursive c(v) as (select 1 union all"
               " select v+1 from c where v < 60000) select v from c")
    return db


def series(sql):
    """Rewrite generate_series(a, b) into a query of the series table."""
    return re.sub(r"generate_series\((\d+),\s*(\d+)\)",
                  r"(select value from series where value between \1 and \2)",
                  sql)


def has_function(db, name):
    """A scalar/aggregate function or a table-valued function (module)."""
    return db.execute("select (select count(*) from pragma_function_list"
                      " where name=?1) + (select count(*) from"
                      " pragma_module_list where name=?1)",
                      (name,)).fetchone()[0] > 0


def nasty_rows(n, seed=5):
    """Rows whose locs are full of &, <, quotes and non-ASCII characters."""
    rnd = random.Random(seed)
    pieces = ["&", "%3C", "%3E", "%22", "'", "a", "/", "é", "€", "日本", "?q=1",
              "%20", "😀", "&amp;", "]]%3E", ";", "=", "@", "!", "*", "(", "$"]
    rows = []
    for i in range(n):
        path = "".join(rnd.choice(pieces) for _ in range(rnd.randint(0, 12)))
        loc = "https://example.com/%d/%s" % (i, path)
        lastmod = rnd.choice([None, "2024", "2024-02-29",
                              "2024-02-29T23:59:59Z",
                              "2024-02-29T23:59:59.125+05:30"])
        freq = rnd.choice([None] + FREQS)
        prio = rnd.choice([None, 0, 1, 0.5, 0.1, 0.85, 0.333])
        rows.append((loc, lastmod, freq, prio))
    return rows


def parse_urlset(doc):
    root = ET.fromstring(doc.encode("utf-8"))
    out = []
    for u in root:
        rec = {c.tag[len(NS):]: c.text for c in u}
        out.append((rec.get("loc"), rec.get("lastmod"), rec.get("changefreq"),
                    None if rec.get("priority") is None
                    else float(rec["priority"])))
    return root, out


URL_OK = set(b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
             b"-._~!$&'()*+,;=:@/?#[]")
HOST_OK = set(b"abcdefghijklmnopqrstuvwxyz0123456789-._~!$&'()*+,;=")


def ref_encode(b):
    """Percent-encode every byte a URL may not hold raw (a %XX stays)."""
    out, i = [], 0
    while i < len(b):
        if b[i] == 0x25 and re.fullmatch(rb"[0-9A-Fa-f]{2}", b[i + 1:i + 3]):
            out.append(b[i:i + 3].decode())
            i += 3
            continue
        out.append(chr(b[i]) if b[i] in URL_OK else "%%%02X" % b[i])
        i += 1
    return "".join(out)


def ref_host(h):
    """The written host, or None; an IDN host through Python's idna codec
    (IDNA 2003: the same as the writer's for the hosts tested here)."""
    if re.fullmatch(rb"\[[0-9A-Fa-f:.]+\]", h):
        return h.decode().lower()
    if h.startswith(b"["):
        return None
    if any(c >= 0x80 or c == 0x25 for c in h):
        raw = re.sub(rb"%([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1),
                                                                   16)]), h)
        try:
            h = raw.decode("utf-8").encode("idna")
        except (UnicodeError, ValueError):
            return None
    h = h.lower()
    return h.decode() if h and all(c in HOST_OK for c in h) else None


def ref_normalize(u):
    """An independent statement of the writer's loc rule: the URL it
    writes for the bytes u, or None when it refuses them."""
    try:
        u.decode("utf-8")
    except UnicodeDecodeError:
        return None
    s = u.strip(b" \t\n\v\f\r")
    m = re.match(rb"(?i)(https?)://([^/?#]*)", s)
    if not m:
        return None
    auth, rest = m.group(2), s[m.end():]
    userinfo = None
    if b"@" in auth:
        userinfo, auth = auth.rsplit(b"@", 1)
    if auth.startswith(b"["):
        j = auth.find(b"]")
        if j < 0 or (j + 1 < len(auth) and auth[j + 1:j + 2] != b":"):
            return None
        host, port = auth[:j + 1], auth[j + 2:] if j + 1 < len(auth) else None
    else:
        host, _, port = auth.partition(b":")
        port = port if b":" in auth else None
    if port is not None and (not re.fullmatch(rb"\d*", port)
                             or (port and int(port) > 65535)):
        return None
    if not host:
        return None
    host = ref_host(host)
    if host is None:
        return None
    out = (m.group(1).decode().lower() + "://"
           + ("" if userinfo is None else ref_encode(userinfo) + "@") + host
           + ("" if port is None else ":" + port.decode()) + ref_encode(rest))
    return out if len(out) <= 2048 else None


def test_etree_round_trip(db):
    rows = nasty_rows(3000)
    db.execute("create temp table nasty(i integer primary key, loc, lastmod,"
               " changefreq, priority)")
    db.executemany("insert into nasty(loc, lastmod, changefreq, priority)"
                   " values (?,?,?,?)", rows)
    doc, = db.execute("select sitemap_urlset(loc, lastmod, changefreq,"
                      " priority) from (select * from nasty order by i)"
                      ).fetchone()
    root, got = parse_urlset(doc)
    check("etree_root_is_urlset_in_namespace", root.tag == NS + "urlset",
          root.tag)
    want = [(ref_normalize(l.encode()), m, f, None if p is None else float(p))
            for l, m, f, p in rows]
    check("etree_reads_back_every_value_normalised_in_order", got == want,
          next(("row %d: %r != %r" % (i + 1, g, w)
                for i, (g, w) in enumerate(zip(got, want)) if g != w),
               "lengths %d %d" % (len(got), len(want))))
    check("etree_no_element_for_null_values",
          all(len(u) == 1 + sum(v is not None for v in r[1:])
              for u, r in zip(root, rows)))
    gz, = db.execute("select sitemap_gzip(sitemap_urlset(loc, lastmod,"
                     " changefreq, priority)) from (select * from nasty"
                     " order by i)").fetchone()
    check("gzip_member_inflates_to_the_document",
          gzip.decompress(gz).decode("utf-8") == doc)
    idx, = db.execute("select sitemap_index(loc, lastmod) from"
                      " (select * from nasty order by i limit 500)").fetchone()
    root = ET.fromstring(idx.encode("utf-8"))
    got = [({c.tag[len(NS):]: c.text for c in s}) for s in root]
    check("etree_index_round_trip",
          root.tag == NS + "sitemapindex"
          and [(g.get("loc"), g.get("lastmod")) for g in got]
          == [(ref_normalize(l.encode()), m) for l, m, _, _ in rows[:500]])


def test_reader_round_trip(db):
    if not has_function(db, "sitemap_entries"):
        skip("reader_round_trip", "sitemap_entries is not built yet")
        return
    doc, = db.execute("select sitemap_urlset(loc, lastmod, changefreq,"
                      " priority) from (select * from nasty order by i)"
                      ).fetchone()
    want = db.execute("select loc, lastmod, changefreq, priority from nasty"
                      " order by i").fetchall()
    want = [(ref_normalize(l.encode()), m, f, None if p is None else float(p))
            for l, m, f, p in want]
    for name, arg in (("plain", doc), ("gzip", None)):
        q = ("select loc, lastmod, changefreq, priority, kind, format from"
             " sitemap_entries(%s)" % ("?" if arg is not None else
                                        "sitemap_gzip(?)"))
        got = db.execute(q, (doc,)).fetchall()
        check("reader_round_trip_%s" % name,
              [g[:4] for g in got] == want
              and all(g[4] == "url" and g[5] == "urlset" for g in got),
              next(("row %d: %r != %r" % (i + 1, g[:4], w)
                    for i, (g, w) in enumerate(zip(got, want))
                    if g[:4] != w), "lengths %d %d" % (len(got), len(want))))
    if has_function(db, "sitemap_lint"):
        errs = db.execute("select line, code, message from sitemap_lint(?)"
                          " where severity='error'", (doc,)).fetchall()
        check("lint_finds_no_error_in_written_urlset", errs == [],
              repr(errs[:3]))
        idx, = db.execute("select sitemap_index(loc, lastmod) from (select *"
                          " from nasty order by i limit 500)").fetchone()
        errs = db.execute("select line, code, message from sitemap_lint(?)"
                          " where severity='error'", (idx,)).fetchall()
        check("lint_finds_no_error_in_written_index", errs == [],
              repr(errs[:3]))
    else:
        skip("lint_round_trip", "sitemap_lint is not built yet")


# Rows as real tables hold them, and what the writer must make of them:
# (loc, lastmod, changefreq, priority, host, lastmod written, changefreq
# written, priority written).
NASTY = [
    ("https://example.com/a b", "", " Daily ", "", "example.com", None,
     "daily", None),
    ('https://example.com/search?q="red shoes"&x=<1>', "2024-05-01 10:00:00",
     "WEEKLY", "0.5", "example.com", "2024-05-01T10:00:00+00:00", "weekly",
     0.5),
    ("https://example.com/\u00fc", "2024-05-01 10:00:00.123", None, 0.8,
     "example.com", "2024-05-01T10:00:00.123+00:00", None, 0.8),
    ("https://b\u00fccher.example/stra\u00dfe?q=\u00fc", "2024-05-01", "never",
     None, "xn--bcher-kva.example", "2024-05-01", "never", None),
    ("HTTPS://B\u00dcCHER.Example/X%zz", "  ", "", "  ",
     "xn--bcher-kva.example", None, None, None),
    ("https://example.com/100%zz/%41", "2024-05-01T10:00:00", "Monthly\n", 1,
     "example.com", "2024-05-01T10:00:00+00:00", "monthly", 1.0),
    ("https://example.com/tab\there\x01\x7f", "2024", "\tnever ", 0,
     "example.com", "2024", "never", 0.0),
    (" https://example.com/trim\n", "2024-05-01T10:00:00.5+02:00", None, None,
     "example.com", "2024-05-01T10:00:00.5+02:00", None, None),
    ("https://example.com/{a|b}^`\\'&", None, "ALWAYS", None, "example.com",
     None, "always", None),
    ("https://example.com/\u65e5\u672c#frag ment", "2024-02-29 23:59", None,
     None, "example.com", "2024-02-29T23:59+00:00", None, None),
]


def test_nasty_round_trip(db):
    """Nasty rows through sitemap_urlset and sitemap_part, read back with
    sitemap_entries as the normalised values, and linted at the URL each
    document would have (one set of parts per host, at the host's root)."""
    if not (has_function(db, "sitemap_entries")
            and has_function(db, "sitemap_lint")):
        skip("nasty_round_trip", "sitemap_entries or sitemap_lint missing")
        return
    db.execute("create temp table nasty2(i integer primary key, loc, lastmod,"
               " changefreq, priority, host)")
    db.executemany("insert into nasty2(loc, lastmod, changefreq, priority,"
                   " host) values (?,?,?,?,?)", [r[:5] for r in NASTY])
    want = {}
    for r in NASTY:
        want.setdefault(r[4], []).append(
            (ref_normalize(r[0].encode()), r[5], r[6], r[7]))
    check("nasty_reference_writes_every_row",
          all(w[0] is not None for ws in want.values() for w in ws))
    check("nasty_rows_all_pass_sitemap_check", db.execute(
        "select count(*) from nasty2 where sitemap_check(loc, lastmod,"
        " changefreq, priority) is not null").fetchone()[0] == 0)
    docs = db.execute(
        "select host, part, sitemap_urlset(loc, lastmod, changefreq, priority)"
        " from (select *, sitemap_part(loc, lastmod, changefreq, priority, 3)"
        " over (partition by host order by i) as part from nasty2)"
        " group by host, part order by host, part").fetchall()
    whole = db.execute(
        "select host, 0, sitemap_urlset(loc, lastmod, changefreq, priority)"
        " from (select * from nasty2 order by i) group by host").fetchall()
    got = {}
    lint = []
    for host, part, doc in docs + whole:
        rows = db.execute("select loc, lastmod, changefreq, priority from"
                          " sitemap_entries(?)", (doc,)).fetchall()
        got.setdefault((host, part == 0), []).extend(rows)
        url = "https://%s/sitemap-%d.xml" % (host, part)
        lint += [(host, part) + r for r in db.execute(
            "select line, severity, code, message from sitemap_lint(?, ?)"
            " where severity <> 'info' or code = 'loc-not-ascii'",
            (doc, url)).fetchall()]
    for host, rows in want.items():
        for whole_doc in (False, True):
            check("nasty_round_trip_%s_%s" % (host, "urlset" if whole_doc
                                              else "parts"),
                  got.get((host, whole_doc)) == rows,
                  "%r != %r" % (got.get((host, whole_doc)), rows))
    check("nasty_parts_split_by_three", len(docs) == 3 + 1, repr(len(docs)))
    check("nasty_written_documents_lint_clean", lint == [], repr(lint[:3]))


def test_check_is_the_aggregate_error(db):
    """sitemap_check's reason is the aggregates' error without its prefix."""
    rows = [("/rel",), ("https://e .com/",), ("https://e.com/", "2024-13"),
            ("https://e.com/", None, "sometimes"),
            ("https://e.com/", None, None, 1.01), (None,),
            ("https://e.com/", 5)]
    bad = []
    for r in rows:
        args = ", ".join("?" * len(r))
        reason, = db.execute("select sitemap_check(%s)" % args, r).fetchone()
        for fn in ("sitemap_urlset", "sitemap_part"):
            if fn == "sitemap_urlset":
                sql = "select sitemap_urlset(%s)" % args
            else:
                sql = "select sitemap_part(%s) over ()" % args
            try:
                db.execute(sql, r).fetchall()
                msg = None
            except sqlite3.Error as e:
                msg = str(e)
            if reason is None or msg != "%s(): row 1: %s" % (fn, reason):
                bad.append((r, fn, reason, msg))
    check("sitemap_check_reason_is_the_aggregate_error", not bad, repr(bad[:2]))


# (name, SQL, parameters, regex the error message must match)
ERRORS = [
    ("error_null_loc", "select sitemap_urlset(loc) from (select 'https://e.com/'"
     " as loc union all select null)", (), r"row 2: loc NULL is missing"),
    ("error_relative_loc", "select sitemap_urlset('/a/b')", (),
     r"row 1: loc '/a/b' is not an absolute http or https URL"),
    ("error_loc_bad_port", "select sitemap_urlset('https://e.com:http/')",
     (), r"is not an absolute http or https URL"),
    ("error_ftp_loc", "select sitemap_urlset('ftp://e.com/')", (),
     r"row 1: loc 'ftp://e.com/' is not an absolute"),
    ("error_loc_without_host", "select sitemap_urlset('https:///x')", (),
     r"loc 'https:///x' is not an absolute"),
    ("error_loc_invalid_utf8", "select sitemap_urlset(cast(x'68747470733a2f2f"
     "652e636f6d2fff' as blob))", (), r"loc 'https://e.com/\\xff' is not"
     r" valid UTF-8"),
    ("error_loc_too_long", "select sitemap_urlset('https://e.com/' ||"
     " substr(replace(hex(zeroblob(1100)), '0', 'a'), 1, 2035))", (),
     r"row 1: loc 'https://e.com/aaa.*'\.\.\. is longer than 2048"),
    ("error_loc_too_long_once_encoded", "select sitemap_urlset('https://e.com/'"
     " || replace(hex(zeroblob(700)), '00', ' ') || 'x')", (),
     r"row 1: loc 'https://e.com/ .*'\.\.\. is longer than 2048"),
    ("error_loc_host_with_space", "select sitemap_urlset('https://e .com/')",
     (), r"row 1: loc 'https://e \.com/' has a host that is not a valid host"),
    ("error_loc_blank", "select sitemap_urlset(' ')", (),
     r"row 1: loc ' ' is missing"),
    ("error_lastmod_not_w3c", "select sitemap_urlset('https://e.com/',"
     " 'yesterday')", (), r"row 1: lastmod 'yesterday' is not a W3C"),
    ("error_lastmod_bad_date", "select sitemap_urlset('https://e.com/',"
     " '2023-02-29')", (), r"lastmod '2023-02-29' is not a W3C"),
    ("error_lastmod_real", "select sitemap_urlset('https://e.com/', 2024.5)",
     (), r"row 1: argument lastmod must be TEXT or BLOB, not REAL"),
    ("error_changefreq", "select sitemap_urlset('https://e.com/', null,"
     " 'fortnightly')", (), r"row 1: changefreq 'fortnightly' is not one of"),
    ("error_priority_high", "select sitemap_urlset('https://e.com/', null,"
     " null, 1.5)", (), r"row 1: priority '1\.5' is not a number from 0\.0"),
    ("error_priority_negative", "select sitemap_urlset('https://e.com/', null,"
     " null, -0.1)", (), r"priority '-0\.1' is not a number"),
    ("error_priority_word", "select sitemap_urlset('https://e.com/', null,"
     " null, 'high')", (), r"priority 'high' is not a number"),
    ("error_priority_blob", "select sitemap_urlset('https://e.com/', null,"
     " null, x'01')", (), r"argument priority must be a number, not BLOB"),
    ("error_row_number_counts_group_rows", "select sitemap_urlset(loc) from"
     " (select 'https://e.com/' || value as loc from generate_series(1,7)"
     " union all select 'mailto:x')", (), r"row 8: loc 'mailto:x'"),
    ("error_more_than_50000_urls", "select sitemap_urlset('https://e.com/' ||"
     " value) from generate_series(1, 50001)", (),
     r"row 50001: more entries than 50000"),
    ("error_more_than_52428800_bytes", "select sitemap_urlset('https://e.com/'"
     " || value || '/' || substr(replace(hex(zeroblob(1100)), '0', 'a'), 1,"
     " 2000)) from generate_series(1, 26000)", (),
     r"row 25\d\d\d: the document would exceed bytes 52428800"),
    ("error_index_more_than_50000", "select sitemap_index('https://e.com/' ||"
     " value) from generate_series(1, 50001)", (), r"sitemap_index\(\): row"
     r" 50001"),
    ("error_index_bad_lastmod", "select sitemap_index('https://e.com/s.xml',"
     " '2024-13')", (), r"sitemap_index\(\): row 1: lastmod '2024-13'"),
    ("error_index_three_args", "select sitemap_index('https://e.com/', null,"
     " 'daily')", (), r"wrong number of arguments to function sitemap_index"),
    ("error_urlset_five_args", "select sitemap_urlset('https://e.com/', null,"
     " null, null, 1)", (), r"wrong number of arguments"),
    ("error_part_max_urls_zero", "select sitemap_part('https://e.com/', null,"
     " null, null, 0) over ()", (), r"sitemap_part\(\): argument max_urls"
     r" must be from 1 to 50000, not 0"),
    ("error_part_max_urls_over_protocol", "select sitemap_part('https://e.com/',"
     " null, null, null, 50001) over ()", (), r"max_urls must be from 1 to"
     r" 50000"),
    ("error_part_max_bytes_over_protocol", "select sitemap_part("
     "'https://e.com/', null, null, null, null, 52428801) over ()", (),
     r"max_bytes must be from 1 to 52428800"),
    ("error_part_max_urls_word", "select sitemap_part('https://e.com/', null,"
     " null, null, 'many') over ()", (), r"max_urls must be an integer"),
    ("error_part_record_over_max_bytes", "select sitemap_part("
     "'https://e.com/', null, null, null, null, 120) over ()", (),
     r"row 1: the record alone makes a document of \d+ bytes, over max_bytes"
     r" 120"),
    ("error_part_lastmod_unreadable", "select sitemap_part('https://e.com/',"
     " '2024-05-01 25:00:00') over ()", (), r"sitemap_part\(\): row 1: lastmod"
     r" '2024-05-01 25:00:00' is not a W3C Datetime"),
    ("error_part_names_row_and_value", "select sitemap_part(loc) over"
     " (order by i) from (select 1 i, 'https://e.com/' loc union all"
     " select 2, 'e.com/x')", (), r"sitemap_part\(\): row 2: loc 'e\.com/x'"),
    ("error_part_sliding_frame", "select sitemap_part('https://e.com/' ||"
     " value) over (order by value rows between 1 preceding and current row)"
     " from generate_series(1, 3)", (), r"frame must start at UNBOUNDED"
     r" PRECEDING"),
    ("error_part_peers_too_many", "select sitemap_part('https://e.com/' ||"
     " value, null, null, null, 2) over (order by 1) from"
     " generate_series(1, 3)", (), r"rows 1 to 3 come together"),
    ("error_gzip_level", "select sitemap_gzip('x', 10)", (),
     r"sitemap_gzip\(\): argument level must be from 0 to 9"),
    ("error_gzip_real_doc", "select sitemap_gzip(1.5)", (),
     r"sitemap_gzip\(\): argument doc must be TEXT or BLOB, not REAL"),
]


def test_errors(db):
    for name, sql, params, pattern in ERRORS:
        try:
            db.execute(series(sql), params).fetchall()
            check(name, False, "no error raised")
        except sqlite3.Error as e:
            check(name, re.search(pattern, str(e)) is not None, str(e))


def test_limit_length(db):
    if not hasattr(db, "setlimit"):
        skip("limit_length_respected", "python sqlite3 has no setlimit")
        return
    old = db.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, 5000)
    try:
        db.execute(series("select sitemap_urlset('https://e.com/' || value)"
                          " from generate_series(1, 1000)")).fetchall()
        check("limit_length_respected", False, "no error")
    except sqlite3.Error as e:
        check("limit_length_respected", "too big" in str(e), str(e))
    try:
        n, = db.execute(series("select length(sitemap_urlset("
                               "'https://e.com/' || value)) from"
                               " generate_series(1, 50)")).fetchone()
        check("limit_length_allows_smaller_documents", n < 5000)
    finally:
        db.setlimit(sqlite3.SQLITE_LIMIT_LENGTH, old)


def test_real_urls(db):
    data = os.environ.get("ROBOTS_DATA", os.path.join(ROOT, "..", "shared",
                                                       "data"))
    path = os.path.join(data, "crawl_urls", "crawl_urls_2019.tsv.gz")
    if not os.path.exists(path):
        skip("real_urls_round_trip", "no %s" % path)
        return
    with gzip.open(path, "rt", encoding="utf-8", errors="surrogateescape") as f:
        next(f)
        urls = sorted({line.rstrip("\n").split("\t", 1)[1] for line in f
                       if "\t" in line})
    db.execute("create temp table real(loc text primary key)")
    db.executemany("insert or ignore into real values (?)",
                   [(u.encode("utf-8", "surrogateescape"),) for u in urls])
    disagree = []
    accepted = []
    idn = 0
    for (loc,) in db.execute("select loc from real order by loc").fetchall():
        try:
            db.execute("select sitemap_urlset(?)", (loc,)).fetchone()
            ok = True
        except sqlite3.Error:
            ok = False
        got, = db.execute("select sitemap_url_normalize(?)", (loc,)).fetchone()
        want = ref_normalize(loc)
        host = re.match(rb"(?i)https?://([^/?#]*)", loc.strip())
        if host and any(c >= 0x80 or c == 0x25 for c in host.group(1)):
            idn += 1                # IDNA 2003 (Python) and the writer differ
        elif ok != (want is not None) or got != want:
            disagree.append((loc, got, want))
        if ok:
            accepted.append((loc, got))
    check("real_urls_written_exactly_as_the_reference_normalises",
          not disagree, "%d disagree, e.g. %r" % (len(disagree), disagree[:3]))
    check("real_urls_urlset_accepts_what_normalize_returns",
          all(g is not None for _, g in accepted))
    print("# real urls: %d, %d written, %d with an IDN or encoded host"
          % (len(urls), len(accepted), idn))
    db.execute("create temp table realok(loc text primary key, norm text)")
    db.executemany("insert into realok values (?, ?)", accepted)
    parts = db.execute(
        "select part, count(*), sitemap_urlset(loc) from (select loc,"
        " sitemap_part(loc, null, null, null, 10000) over (order by loc) as"
        " part from realok) group by part order by part").fetchall()
    got = []
    for _, _, doc in parts:
        got += [r[0] for r in parse_urlset(doc)[1]]
    check("real_urls_round_trip_through_parts_normalised",
          len(parts) == (len(accepted) + 9999) // 10000
          and got == [n for _, n in sorted(accepted)],
          "%d parts, %d of %d urls" % (len(parts), len(got), len(accepted)))


def cpu_time(db, sql):
    """CPU seconds of one run of sql (process time: what other processes on
    a shared machine do is not counted)."""
    t = time.process_time()
    db.execute(sql).fetchone()
    return time.process_time() - t


def median_times(db, queries, rounds):
    """Run the queries interleaved (one of each per round, so that a slow
    spell hits all of them alike) and return the median CPU time of each."""
    for sql in queries:                  # warm up: pages cached, code paged in
        cpu_time(db, sql)
    runs = [[] for _ in queries]
    for _ in range(rounds):
        for i, sql in enumerate(queries):
            runs[i].append(cpu_time(db, sql))
    return [statistics.median(r) for r in runs]


def escape(s):
    return (s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&apos;"))


def test_speed(db):
    rnd = random.Random(9)
    rows = []
    for i in range(50000):
        loc = "https://www.example.com/catalog/%d/item-%d?ref=a&b=%d" % (
            i // 100, i, rnd.randint(0, 10**6))
        lastmod = "2024-%02d-%02dT10:00:00Z" % (1 + i % 12, 1 + i % 28)
        freq = FREQS[i % 7]
        prio = (i % 11) / 10
        rec = ("<url><loc>%s</loc><lastmod>%s</lastmod><changefreq>%s"
               "</changefreq><priority>%s</priority></url>\n"
               % (escape(loc), lastmod, freq, prio))
        rows.append((loc, lastmod, freq, prio, rec))
    db.execute("create temp table speed(loc, lastmod, changefreq, priority,"
               " rec)")
    db.executemany("insert into speed values (?,?,?,?,?)", rows)
    # same bytes, so the comparison is fair
    doc, cat = db.execute(
        "select sitemap_urlset(loc, lastmod, changefreq, priority),"
        " group_concat(rec, '') from speed").fetchone()
    check("speed_inputs_are_the_same_records", cat in doc,
          "group_concat input differs from what sitemap_urlset writes")
    t_cat, t_us = median_times(db, [
        "select group_concat(rec, '') is null from speed",
        "select sitemap_urlset(loc, lastmod, changefreq, priority) is null"
        " from speed"], 11)
    ratio = t_us / t_cat
    print("# speed: 50,000 rows, median CPU time of 11 interleaved runs:"
          " sitemap_urlset %.1f ms, group_concat %.1f ms, ratio %.2f"
          % (t_us * 1e3, t_cat * 1e3, ratio))
    # The goal (<= 1.5) is measured by `make bench`; here, on whatever
    # machine runs the tests, guard against a regression (quadratic copying,
    # a per-row allocation) with a margin, unless ROBOTS_STRICT_SPEED is set.
    limit = 1.5 if os.environ.get("ROBOTS_STRICT_SPEED") else 2.5
    check("speed_urlset_within_%.1fx_group_concat" % limit, ratio <= limit,
          "ratio %.2f" % ratio)
    t_part, t_rn = median_times(db, [
        "select max(p) from (select sitemap_part(loc, lastmod, changefreq,"
        " priority) over (order by rowid) as p from speed)",
        "select max(p) from (select row_number() over (order by rowid) as p"
        " from speed)"], 3)
    print("# speed: sitemap_part %.1f ms, row_number %.1f ms"
          % (t_part * 1e3, t_rn * 1e3))


def main():
    db = connect()
    test_etree_round_trip(db)
    test_reader_round_trip(db)
    test_nasty_round_trip(db)
    test_check_is_the_aggregate_error(db)
    test_errors(db)
    test_limit_length(db)
    test_real_urls(db)
    test_speed(db)


if __name__ == "__main__":
    main()
