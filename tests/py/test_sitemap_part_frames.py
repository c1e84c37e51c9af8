"""sitemap_part over every kind of window frame: parts within max_urls, or a
clear error.  Parts are counted from the partition's first row, so the
frame must start at UNBOUNDED PRECEDING and end at the current row; before,
a frame ending two rows after the current row gave parts of 5, 7 and 8 rows
under max_urls 7."""
import sqlite3

from pycheck import check, connect, done

db = connect()
db.execute("create table p(loc text)")
db.executemany("insert into p values(?)",
               [("https://e.com/%02d" % i,) for i in range(1, 21)])


def parts(frame, max_urls=7, order="loc"):
    """The part sizes, or the error text."""
    sql = ("select count(*) from (select sitemap_part(loc, null, null, null, "
           "?) over (order by %s %s) part from p) group by part order by part"
           % (order, frame))
    try:
        return [r[0] for r in db.execute(sql, (max_urls,))]
    except sqlite3.Error as e:
        return str(e)


check("sitemap_part_default_frame_fills_parts", parts("") == [7, 7, 6],
      parts(""))
check("sitemap_part_rows_to_current_row_fills_parts",
      parts("rows between unbounded preceding and current row") == [7, 7, 6])
check("sitemap_part_range_to_current_row_fills_parts",
      parts("range between unbounded preceding and current row") == [7, 7, 6])
for frame in ("rows between unbounded preceding and 2 following",
              "rows between unbounded preceding and 1 following",
              "groups between unbounded preceding and 1 following"):
    got = parts(frame)
    check("sitemap_part_frame_past_current_row_is_an_error: " + frame,
          isinstance(got, str) and "must end at the current row" in got, got)
got = parts("rows between unbounded preceding and 1 preceding")
check("sitemap_part_frame_before_current_row_is_an_error",
      isinstance(got, str) and "must end at the current row" in got, got)
got = parts("rows between 3 preceding and current row")
check("sitemap_part_frame_not_from_the_start_is_an_error",
      isinstance(got, str) and "must start at UNBOUNDED PRECEDING" in got, got)
for m in (7, 25):
    got = parts("rows between unbounded preceding and unbounded following", m)
    check("sitemap_part_whole_partition_frame_is_an_error: max %d" % m,
          isinstance(got, str), got)
check("sitemap_part_peers_share_a_part",
      parts("", 5, "substr(loc, 1, 15), loc") == [5, 5, 5, 5] and
      parts("", 10, "substr(loc, 1, 15)") == [9, 10, 1])

# ROWS brings one row at a time, so each row is placed alone: peers (equal
# ORDER BY values) may go to different parts, and peers over max_urls are no
# error; RANGE and GROUPS bring a row with its peers, placed together.
by3 = "cast(substr(loc, 15) as integer) / 3"
check("sitemap_part_rows_frame_places_each_row_alone",
      parts("rows between unbounded preceding and current row", 3, by3)
      == [3] * 6 + [2], parts("rows between unbounded preceding and current row", 3, by3))
check("sitemap_part_rows_frame_splits_peers_over_max_urls",
      parts("rows unbounded preceding", 2, by3) == [2] * 10)
for frame in ("", "range between unbounded preceding and current row",
              "groups between unbounded preceding and current row"):
    got = parts(frame, 4, by3)
    check("sitemap_part_range_and_groups_frames_keep_peers_together: "
          + (frame or "default"), got == [2, 3, 3, 3, 3, 3, 3], got)
got = parts("groups between unbounded preceding and current row", 2, by3)
check("sitemap_part_groups_frame_peers_over_max_urls_are_an_error",
      isinstance(got, str) and "come together" in got, got)
# A frame to UNBOUNDED FOLLOWING brings every row at the first row: one row
# alone gets part 1, more rows are refused.
got = db.execute("select sitemap_part(loc) over (order by loc rows between "
                 "unbounded preceding and unbounded following) from p "
                 "where loc = 'https://e.com/01'").fetchall()
check("sitemap_part_frame_to_unbounded_following_one_row", got == [(1,)], got)


def first_row(sql):
    """The first row of sql, or the error text."""
    try:
        return db.execute(sql, (7,)).fetchone()
    except sqlite3.Error as e:
        return str(e)


# An EXCLUDE clause makes SQLite finalise a fresh copy over each row's frame:
# refused at the first row, whatever is excluded (rows would be misnumbered).
for excl in ("exclude current row", "exclude ties", "exclude group", "exclude no others"):
    got = first_row("select sitemap_part(loc, null, null, null, ?) over "
                    "(order by substr(loc, 1, 16) rows between unbounded preceding "
                    "and current row %s) from p" % excl)
    check("sitemap_part_exclude_frame_refused_at_first_row: " + excl,
          isinstance(got, str) and "without an EXCLUDE clause" in got, got)
got = first_row("select sitemap_part(loc, null, null, null, ?) over "
                "(order by loc rows between unbounded preceding and 1 preceding) from p")
check("sitemap_part_frame_before_current_row_refused_at_first_row",
      isinstance(got, str) and "must end at the current row" in got, got)
# Without OVER there is nothing to number: an error, as in PostgreSQL.
for where in ("", " where 0"):
    got = first_row("select sitemap_part(loc, null, null, null, ?) from p" + where)
    check("sitemap_part_without_over_is_an_error" + where.replace(" ", "_"),
          isinstance(got, str) and "max(part)" in got, got)

# No number stands for "not given": the smallest INTEGER is refused too.
got = first_row("select sitemap_part(loc, null, null, null, -9223372036854775808 + 0 * ?) "
                "over (order by loc) from p")
check("sitemap_part_limit_smallest_integer_is_refused_not_the_protocols",
      isinstance(got, str) and "not -9223372036854775808" in got, got)

# Whatever the frame, no part ever holds more than max_urls rows.
for frame in ("", "rows between unbounded preceding and current row",
              "rows between unbounded preceding and 2 following",
              "rows between unbounded preceding and unbounded following"):
    for m in (1, 3, 7, 20):
        got = parts(frame, m)
        check("sitemap_part_never_over_max_urls: %s, %d" % (frame or "default", m),
              isinstance(got, str) or max(got) <= m, got)

done()
