"""sitemap_part in PostgreSQL against the SQLite extension: the same rows
go into both, the same window query runs in each, and each must return the
same parts or stop with the same error text (both come from the engine's
SitemapParts).  Parts by URL count and by bytes, peers (equal ORDER BY
values) sharing a part, partitions, limits read from every row; peers that
cannot fit, a record alone over max_bytes, limits out of range and refused
records as errors; then random tables, keys and limits.

Run by tests/sh/test_pg_regress.sh with a server running (PGBIN, PGHOST,
PGPORT), after regress.py.  Prints ok/FAIL lines.
"""
import os
import random
import sqlite3
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import regress  # noqa: E402  (psql, pg_rows, copy_escape, sqlite_con)

COLS = "loc, lastmod, changefreq, priority"
LASTMODS = [None, "2024-06-01", "2024-06-01T10:20:30+02:00"]
FREQS = [None, "daily", "Weekly"]
PRIORITIES = [None, 0.5, 1.0, 0.85]


def table(con, name, rows):
    """rows (k, g, loc, lastmod, changefreq, priority, mu, mb) as table
    name(id, ...) in both engines: k the ORDER BY key, g the partition, mu
    and mb per-row limits."""
    con.execute("drop table if exists %s" % name)
    con.execute("create table %s(id integer primary key, k int, g int,"
                " loc text, lastmod text, changefreq text, priority real,"
                " mu int, mb int)" % name)
    lines = ["DROP TABLE IF EXISTS %s;" % name,
             "CREATE TABLE %s(id int primary key, k int, g int, loc text,"
             " lastmod text, changefreq text, priority float8, mu bigint,"
             " mb bigint);" % name, "COPY %s FROM STDIN;" % name]
    for i, r in enumerate(rows):
        con.execute("insert into %s values(?,?,?,?,?,?,?,?,?)" % name,
                    (i,) + tuple(r))
        lines.append("%d\t%s" % (i, "\t".join(
            "\\N" if v is None else repr(v) if isinstance(v, float)
            else regress.copy_escape(str(v)) for v in r)))
    lines += ["\\.", ""]
    regress.psql("\n".join(lines))


def outcome_lite(con, sql):
    try:
        return [[str(v) for v in row] for row in con.execute(sql)]
    except sqlite3.Error as e:
        return "ERROR: " + str(e)


def outcome_pg(sql):
    try:
        return regress.pg_rows(sql)
    except RuntimeError as e:
        return "ERROR: " + str(e).splitlines()[0].replace("ERROR:  ", "", 1)


def compare(con, name, sql, want_error=None):
    """sql in both engines: the same rows, or the same error (want_error:
    None for rows, else a piece of the error both must give)."""
    lite, pg = outcome_lite(con, sql), outcome_pg(sql)
    is_err = isinstance(lite, str)
    if lite != pg:
        print("FAIL pg_part_%s: sqlite %r, postgres %r"
              % (name, str(lite)[:300], str(pg)[:300]))
    elif want_error is None and is_err:
        print("FAIL pg_part_%s: both stop: %s" % (name, lite[:300]))
    elif want_error is not None and not (is_err and want_error in lite):
        print("FAIL pg_part_%s: want an error with %r, got %r"
              % (name, want_error, str(lite)[:300]))
    else:
        print("ok pg_part_%s (%s)" % (name, lite[:70] if is_err else
                                     "%d rows" % len(lite)))
    return lite


def loc(i, n=0):
    return "https://e.example/p%03d/%s" % (i, "x" * n)


def fixed_rows():
    """30 rows: keys in groups of 3 and 1, two partitions, lengths that
    make parts by bytes, per-row limits that fit every group.  Peers have
    records of one length and the same limits: the order of peers is the
    engine's, so what depends on it cannot be compared."""
    rows, k = [], 0
    for i in range(30):
        if i % 4 in (0, 3):
            k += 1
        rows.append((k, i % 2, loc(i, (k * 37) % 300), LASTMODS[k % 3],
                     FREQS[k % 3], PRIORITIES[k % 4], 3 + k % 5,
                     1500 + 40 * (k % 7)))
    return rows


def sel(args, over, where="", table_name="pt"):
    return ("select id, sitemap_part(%s) over (%s) from %s%s order by id"
            % (args, over, table_name, where))


ROW_CASES = [
    ("parts_by_url_count", sel("loc, null, null, null, 3", "order by id")),
    ("parts_by_bytes", sel(COLS + ", null, 900", "order by id")),
    ("parts_by_urls_and_bytes", sel(COLS + ", 4, 1200", "order by id")),
    ("peers_share_a_part", sel("loc, null, null, null, 4", "order by k")),
    ("peers_share_a_part_by_bytes", sel(COLS + ", null, 1500", "order by k")),
    ("peers_descending", sel(COLS + ", 3", "order by k desc")),
    ("limits_of_every_row", sel(COLS + ", mu, mb", "order by k")),
    ("partitions_count_from_one",
     sel(COLS + ", 2, 1000", "partition by g order by k")),
    ("no_order_by_one_group", sel(COLS, "")),
    ("protocol_limits_when_null", sel(COLS + ", null, null", "order by k")),
]

ERROR_CASES = [
    ("peers_that_cannot_fit_by_urls",
     sel("loc, null, null, null, 2", "order by k"), "come together"),
    ("peers_that_cannot_fit_by_bytes",
     sel(COLS + ", null, 700", "order by k", " where k >= 8"),
     "come together"),
    ("row_alone_over_max_bytes",
     sel(COLS + ", null, 300", "order by id"), "the record alone"),
    ("row_alone_in_a_peer_group_over_max_bytes",
     sel(COLS + ", null, 400", "order by k", " where k >= 4"),
     "row 2: the record alone makes a document of 440 bytes"),
    ("max_urls_zero", sel(COLS + ", 0", "order by id"), "max_urls"),
    ("max_urls_negative", sel(COLS + ", -1", "order by id"), "max_urls"),
    ("max_urls_over_the_protocol", sel(COLS + ", 50001", "order by id"),
     "max_urls"),
    ("max_urls_huge", sel(COLS + ", 9223372036854775807", "order by id"),
     "max_urls"),
    ("max_bytes_zero", sel(COLS + ", null, 0", "order by id"), "max_bytes"),
    ("max_bytes_over_the_protocol",
     sel(COLS + ", null, 52428801", "order by id"), "max_bytes"),
    # every row's limits are checked, not only the first of a peer group
    ("limit_out_of_range_on_a_later_peer",
     sel(COLS + ", case when id = 5 then 0 else 10 end", "order by k"),
     "must be from 1 to 50000, not 0"),
    ("refused_loc_after_good_rows",
     sel("case when id = 6 then 'ftp://e.example/' else loc end",
         "order by id"), "row 7: loc 'ftp://e.example/'"),
    ("refused_loc_in_a_peer_group",
     sel("case when k = 3 then 'ftp://e.example/' else loc end",
         "order by k"), "row 5: loc 'ftp://e.example/'"),
    ("refused_lastmod", sel("loc, case when id = 3 then '2024-13-01'"
                            " else lastmod end", "order by id"),
     "row 4: lastmod"),
    ("refused_changefreq", sel("loc, null, case when id = 2 then 'often'"
                               " end", "order by id"), "row 3: changefreq"),
    ("refused_priority", sel("loc, null, null, case when id = 4 then 1.5"
                             " end", "order by id"), "row 5: priority"),
    ("null_loc", sel("case when id = 9 then null else loc end",
                     "order by id"), "row 10: loc NULL"),
]


def random_rows(rnd, n):
    """n rows with keys that tie; limits per key (peers share them)."""
    rows, limits = [], {}
    for i in range(n):
        k = rnd.randrange(max(1, n // rnd.choice((1, 2, 3, 5))))
        if k not in limits:
            limits[k] = (rnd.choice((2, 3, 5, 50000)),
                         rnd.choice((1200, 2500, 6000, 52428800)))
        rows.append((k, rnd.randrange(3),
                     loc(i, rnd.choice((0, 10, 200, 900))),
                     rnd.choice(LASTMODS), rnd.choice(FREQS),
                     rnd.choice(PRIORITIES)) + limits[k])
    return rows


def peer_text_rows():
    """Groups of four peers whose texts change length from row to row
    (each row read after its peers' must not see theirs)."""
    rows = []
    for i in range(64):
        n = (i * 577) % 1900
        rows.append((i // 4, i % 2, loc(i, n), LASTMODS[i % 3] if n % 2
                     else None, FREQS[(i // 4) % 3], PRIORITIES[i % 4], 40,
                     52428800))
    return rows


TEXT_CASES = [
    ("text_of_peers_read_ahead", sel(COLS + ", mu, mb", "order by k",
                                     table_name="pp")),
    ("text_of_peers_read_ahead_partitions",
     sel(COLS + ", 9, 9000", "partition by g order by k", table_name="pp")),
]


def random_cases(con):
    """Random tables, keys with ties and limits, fixed or per row: both
    engines give the same parts or the same error."""
    rnd = random.Random(11)
    same = total = 0
    for t in range(12):
        table(con, "pr", random_rows(rnd, 20 + rnd.randrange(80)))
        for args, over in ((COLS + ", mu, mb", "order by k"),
                           (COLS + ", %d, %d" % (rnd.choice((2, 4, 9)),
                                                 rnd.choice((1500, 4000))),
                            "partition by g order by k, id / 4"),
                           ("loc, null, null, null, mu", "order by k desc")):
            sql = sel(args, over, table_name="pr")
            lite, pg = outcome_lite(con, sql), outcome_pg(sql)
            total += 1
            if lite == pg:
                same += 1
            else:
                print("FAIL pg_part_random_%d: %s: sqlite %r, postgres %r"
                      % (t, sql, str(lite)[:200], str(pg)[:200]))
    if same == total:
        print("ok pg_part_random_tables_same_as_sqlite (%d queries)" % total)


def main():
    con = regress.sqlite_con()
    con.text_factory = str
    table(con, "pt", fixed_rows())
    for name, sql in ROW_CASES:
        compare(con, name, sql)
    for name, sql, want in ERROR_CASES:
        compare(con, name, sql, want)
    table(con, "pp", peer_text_rows())
    for name, sql in TEXT_CASES:
        compare(con, name, sql)
    random_cases(con)


if __name__ == "__main__":
    sys.exit(main())
