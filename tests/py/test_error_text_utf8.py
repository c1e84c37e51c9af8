"""Every error message and lint message is valid UTF-8, whatever bytes the
arguments hold: a message that quotes an argument shows its invalid bytes
as \\xhh and never cuts a character in two.  Python decodes messages as
UTF-8, so an invalid one surfaces as UnicodeDecodeError instead of the SQL
error."""
import sqlite3

from pycheck import check, connect, done


BAD = b"\xff\xfe\xc0\x80\xed\xa0\x80"          # no valid UTF-8 in it
CUT = "\u00e9".encode() * 150                   # a 2-byte char across any cut


def error_of(db, sql, args=()):
    """The SQL error's text, None when there is none; a message that is not
    UTF-8 comes back as the UnicodeDecodeError it raises."""
    try:
        db.execute(sql, args).fetchall()
    except sqlite3.Error as e:
        return str(e)
    except UnicodeDecodeError as e:
        return e
    return None


db = connect()

for name, sql, args in [
    ("error_text_utf8_robots_indexable_now",
     "select robots_indexable('', '', ?)", (BAD,)),
    ("error_text_utf8_robots_indexable_now_cut",
     "select robots_indexable('', '', ?)", (CUT,)),
    ("error_text_utf8_sitemap_urlset_loc",
     "select sitemap_urlset(?)", (BAD,)),
    ("error_text_utf8_sitemap_urlset_lastmod",
     "select sitemap_urlset('https://e.com/', ?)", (BAD,)),
    ("error_text_utf8_sitemap_urlset_priority",
     "select sitemap_urlset('https://e.com/', null, null, ?)",
     (BAD.decode("latin-1"),)),
    ("error_text_utf8_sitemap_index_loc", "select sitemap_index(?)", (CUT,)),
    ("error_text_utf8_access_log_entries_format",
     "select * from access_log_entries('', ?)", (BAD,)),
    ("error_text_utf8_access_log_entries_format_cut",
     "select * from access_log_entries('', ?)", (CUT,)),
]:
    e = error_of(db, sql, args)
    check(name, isinstance(e, str) and len(e) > 0, repr(e))

# The text itself: invalid bytes as \xhh, at most 40 bytes of a format name
# (64 of a date), never half a character, "..." after a cut.
NAMES = " (auto, common, combined, vhost_combined, clf (common), nginx (combined) or ncsa (auto))"
NOT_DATE = "robots_indexable(): argument now is not a date (ISO 8601, RFC 822 or RFC 850): "
for name, sql, args, want in [
    ("error_text_access_log_format_invalid_bytes_escaped",
     "select * from access_log_entries('', ?)", (BAD,),
     "access_log_entries(): unknown format '\\xff\\xfe\\xc0\\x80\\xed\\xa0\\x80'"
     + NAMES),
    ("error_text_access_log_format_cut_at_a_character_marked",
     "select * from access_log_entries('', ?)", (CUT,),
     "access_log_entries(): unknown format '" + "\u00e9" * 20 + "'..." + NAMES),
    ("error_text_access_log_format_40_bytes_not_marked",
     "select * from access_log_entries('', ?)", ("x" * 40,),
     "access_log_entries(): unknown format '" + "x" * 40 + "'" + NAMES),
    ("error_text_robots_indexable_now_cut_at_a_character_marked",
     "select robots_indexable('', '', ?)", (CUT,), NOT_DATE + "\u00e9" * 32 + "..."),
    ("error_text_robots_indexable_now_control_byte_escaped",
     "select robots_indexable('', '', ?)", ("a\tb",), NOT_DATE + "a\\x09b"),
]:
    e = error_of(db, sql, args)
    check(name, e == want, repr(e)[:300])

# Lint messages quote input: read them as text, they must decode.
docs = [
    ("lint_text_utf8_robots_lint_bad_bytes",
     "select message from robots_lint(?)",
     (b"User-agent: " + BAD + b"\nDisallow: /" + BAD + b"\n" + BAD + b": x\n",)),
    ("lint_text_utf8_sitemap_lint_bad_bytes",
     "select message from sitemap_lint(?)",
     (b"<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'><url><loc>"
      + BAD + b"</loc><lastmod>" + BAD + b"</lastmod></url></urlset>",)),
    ("lint_text_utf8_sitemap_lint_detail_cut",
     "select message from sitemap_lint(?)",
     (b"<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'><url><loc>"
      + b"https://e.com/" + CUT + b"</loc><lastmod>x" + CUT
      + b"</lastmod></url></urlset>",)),
]
for name, sql, args in docs:
    try:
        rows = db.execute(sql, args).fetchall()
        ok = len(rows) > 0 and all(isinstance(r[0], str) for r in rows)
        check(name, ok, repr(rows[:3]))
    except (UnicodeDecodeError, sqlite3.Error) as e:
        check(name, False, repr(e)[:200])

done()
