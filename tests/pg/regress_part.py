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


# ---- frames ---------------------------------------------------------------

FRAME_STARTS = ["unbounded preceding", "3 preceding", "current row",
                "0 preceding", "1 following"]
FRAME_ENDS = ["3 preceding", "current row", "0 following", "1 following",
              "unbounded following"]
ALLOWED = {"%s between unbounded preceding and %s" % (u, e)
           for u in ("rows", "range", "groups")
           for e in ("current row", "0 following")}


def frame_rows():
    """20 rows in peer groups of three (k = i / 3), one partition."""
    return [(i // 3, 0, loc(i), None, None, None, 7, 52428800)
            for i in range(20)]


def pg_outcomes(sqls):
    """Each query of sqls in PostgreSQL in one session: "id:part,..." or
    "ERROR: message" (a PL/pgSQL block catches each error)."""
    lines = ["CREATE FUNCTION pg_temp.try_part(q text) RETURNS text AS $f$",
             "DECLARE r text; BEGIN",
             "  EXECUTE 'SELECT string_agg(id || '':'' || p, '','' ORDER BY id)"
             " FROM (' || q || ') x(id, p)' INTO r; RETURN r;",
             "EXCEPTION WHEN others THEN RETURN 'ERROR: ' || SQLERRM;",
             "END $f$ LANGUAGE plpgsql;"]
    for sql in sqls:
        lines.append("SELECT pg_temp.try_part($q$%s$q$);" % sql)
    return regress.psql("\n".join(lines) + "\n").splitlines()


def lite_outcome(con, sql):
    """sql in SQLite, formatted as pg_outcomes formats it."""
    got = outcome_lite(con, sql)
    if isinstance(got, str):
        return got
    return ",".join("%s:%s" % (r[0], r[1]) for r in got)


def frame_matrix(con):
    """Every frame both engines parse: the allowed ones give the same parts
    in both, the others the same refusal (a frame that PostgreSQL's parser
    refuses is skipped).  An offset of 0 is the current row, in RANGE too."""
    cases = []
    for unit in ("rows", "range", "groups"):
        for start in FRAME_STARTS:
            for end in FRAME_ENDS:
                for excl in ("", " exclude current row", " exclude ties",
                             " exclude group"):
                    for mu, order in ((7, "id"), (50000, "k"), (7, "k")):
                        frame = "%s between %s and %s" % (unit, start, end)
                        sql = sel("loc, null, null, null, %d" % mu,
                                  "order by %s %s%s" % (order, frame, excl),
                                  table_name="pf")
                        cases.append((frame, excl, mu, order, sql))
    pg = pg_outcomes([c[4] for c in cases])
    same = total = 0
    for (frame, excl, mu, order, sql), got in zip(cases, pg):
        if got.startswith("ERROR: ") and "sitemap_part()" not in got:
            continue                        # refused by the parser
        total += 1
        lite = lite_outcome(con, sql)
        want_rows = frame in ALLOWED and not excl
        if lite == got and lite.startswith("ERROR: ") != want_rows:
            same += 1
        else:
            print("FAIL pg_part_frame_same_as_sqlite: %s%s max_urls %d order "
                  "by %s: sqlite %r, postgres %r" % (frame, excl, mu, order,
                                                     lite[:150], got[:150]))
    if same == total and len(pg) == len(cases):
        print("ok pg_part_frame_same_as_sqlite (%d frames and limits)" % total)
    elif len(pg) != len(cases):
        print("FAIL pg_part_frame_same_as_sqlite: %d answers for %d queries"
              % (len(pg), len(cases)))


FRAME_CASES = [
    # ROWS places each row alone: peers may go to different parts
    ("rows_frame_places_peers_alone",
     sel("loc, null, null, null, 3", "order by k rows between unbounded "
         "preceding and current row", table_name="pf")),
    ("rows_frame_peers_over_max_urls_are_split",
     sel("loc, null, null, null, 2", "order by k rows between unbounded "
         "preceding and current row", table_name="pf")),
    ("rows_unbounded_preceding_short_form",
     sel("loc, null, null, null, 4", "order by k rows unbounded preceding",
         table_name="pf")),
    ("groups_frame_keeps_peers_together",
     sel("loc, null, null, null, 4", "order by k groups between unbounded "
         "preceding and current row", table_name="pf")),
    ("range_frame_keeps_peers_together",
     sel("loc, null, null, null, 4", "order by k range unbounded preceding",
         table_name="pf")),
    ("rows_frame_partitions",
     sel("loc, null, null, null, 2", "partition by g order by k rows "
         "between unbounded preceding and current row", table_name="pf")),
    ("rows_frame_without_order_by",
     sel("loc, null, null, null, 50000", "rows between unbounded preceding "
         "and current row", table_name="pf")),
    # an offset of 0 is the current row, in RANGE too (of any number type)
    ("range_offset_0_is_the_current_row_numeric",
     sel("loc, null, null, null, 4", "order by cast(k as numeric) range "
         "between unbounded preceding and 0 following", table_name="pf")),
    ("range_offset_0_is_the_current_row_real",
     sel("loc, null, null, null, 4", "order by cast(k as real) range "
         "between unbounded preceding and 0.0 following", table_name="pf")),
    ("range_offset_0_is_the_current_row_bigint",
     sel("loc, null, null, null, 4", "order by cast(k as bigint) range "
         "between unbounded preceding and 0 preceding", table_name="pf")),
    # a frame to UNBOUNDED FOLLOWING brings every row at the first
    ("frame_to_unbounded_following_single_row",
     sel("loc", "order by k rows between unbounded preceding and unbounded "
         "following", " where id = 3", table_name="pf")),
]

FRAME_ERROR_CASES = [
    ("frame_to_unbounded_following_rows_together",
     sel("loc, null, null, null, 7", "order by id rows between unbounded "
         "preceding and unbounded following", table_name="pf"),
     "rows 1 to 20 come together"),
    ("frame_to_unbounded_following_fits",
     sel("loc", "order by id range between unbounded preceding and "
         "unbounded following", table_name="pf"),
     "must end at the current row"),
    ("frame_from_current_row",
     sel("loc", "order by id rows between current row and current row",
         table_name="pf"), "must start at UNBOUNDED PRECEDING"),
    ("frame_from_rows_back",
     sel("loc", "order by id rows between 3 preceding and current row",
         table_name="pf"), "must start at UNBOUNDED PRECEDING"),
    ("frame_ending_before_current_row",
     sel("loc", "order by id rows between unbounded preceding and 1 "
         "preceding", table_name="pf"), "must end at the current row"),
    ("frame_ending_after_current_row",
     sel("loc", "order by id groups between unbounded preceding and 1 "
         "following", table_name="pf"), "must end at the current row"),
    ("frame_with_exclude",
     sel("loc", "order by k rows between unbounded preceding and current "
         "row exclude current row", table_name="pf"),
     "without an EXCLUDE clause"),
]


def pg_ms(script):
    """Milliseconds the server took for the last statement of script (as
    psql's \\timing reports it), or the error text."""
    try:
        out = regress.psql("\\timing on\n" + script)
    except RuntimeError as e:
        return str(e).splitlines()[0]
    times = [line for line in out.splitlines() if line.startswith("Time: ")]
    return float(times[-1].split()[1])


def linear_past_work_mem():
    """A peer group spilled out of work_mem (64kB) is read once, forward:
    20,000 peers (one lastmod day, ordered by it) in under 1 s, and 4x the
    peers cost under 8x the time of n (a seek back over the group for each
    row, as before, cost 61 s for 4,000)."""
    def run(n):
        return pg_ms("SET work_mem = '64kB';\nSET statement_timeout = '20s';\n"
                     "SELECT max(p) FROM (SELECT sitemap_part('https://e.example/'"
                     " || repeat('x', 100) || i, '2024-06-01', 'daily', 0.5)"
                     " OVER (PARTITION BY h ORDER BY d) AS p FROM (SELECT i,"
                     " 'e.example' AS h, date '2024-06-01' AS d FROM"
                     " generate_series(1, %d) i) x) y;\n" % n)
    run(5000)                                   # warm up
    for attempt in (1, 2):          # a second try when late: load varies
        t1 = [run(5000) for _ in range(3)]
        t4 = [run(20000) for _ in range(3)]
        if any(isinstance(t, str) for t in t1 + t4):
            print("FAIL pg_sitemap_part_linear_past_work_mem: %r %r"
                  % (t1, t4))
            return
        a, b = sorted(t1)[1], sorted(t4)[1]
        if b < 1000 and b <= 8 * a + 5:
            break
    if b < 1000 and b <= 8 * a + 5:
        print("ok pg_sitemap_part_linear_past_work_mem (5,000 peers %.0f ms, "
              "20,000 peers %.0f ms at work_mem 64kB)" % (a, b))
    else:
        print("FAIL pg_sitemap_part_linear_past_work_mem: 5,000 peers %.0f ms,"
              " 20,000 peers %.0f ms (%.1fx)" % (a, b, b / max(a, 0.001)))


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
    table(con, "pf", frame_rows())
    for name, sql in FRAME_CASES:
        compare(con, name, sql)
    for name, sql, want in FRAME_ERROR_CASES:
        compare(con, name, sql, want)
    frame_matrix(con)
    linear_past_work_mem()


if __name__ == "__main__":
    sys.exit(main())
