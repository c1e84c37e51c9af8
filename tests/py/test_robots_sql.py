"""SQL-surface tests of the robots.txt functions that need Python: errors
(the sqlite3 shell stops at the first), loading with load_extension, the
per-connection cache, auxdata with a constant argument, and bad input."""
import os
import sqlite3
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = os.path.join(HERE, "..", "..", "dist", "robots")
failures = 0


def check(name, cond, detail=""):
    global failures
    if cond:
        print("ok " + name)
    else:
        failures += 1
        print("FAIL %s: %s" % (name, detail))


def error_of(db, sql, args=()):
    try:
        db.execute(sql, args).fetchall()
    except sqlite3.Error as e:
        return str(e)
    return None


db = sqlite3.connect(":memory:")
db.enable_load_extension(True)
db.load_extension(EXT)
q = lambda sql, args=(): db.execute(sql, args).fetchone()[0]

TXT = "User-agent: *\nDisallow: /private\nAllow: /private/ok\n"
check("python_load_extension", q("select robots_allowed(?, 'x', '/private')", (TXT,)) == 0)

# Errors name the function and the argument.
for sql, want in [
    ("select robots_allowed('', 1.5, '/')", "robots_allowed(): argument agent must be TEXT or BLOB, not REAL"),
    ("select robots_allowed(1, 'a', '/')", "robots_allowed(): argument txt must be TEXT or BLOB, not INTEGER"),
    ("select robots_allowed('', 'a', 2.0)", "robots_allowed(): argument url must be TEXT or BLOB, not REAL"),
    ("select robots_allowed('', 'a', '/', 'x')", "robots_allowed(): argument status must be an integer, not 'x'"),
    ("select robots_explain('', 'a', 3)", "robots_explain(): argument url must be TEXT or BLOB, not INTEGER"),
    ("select robots_crawl_delay('', 1)", "robots_crawl_delay(): argument agent must be TEXT or BLOB, not INTEGER"),
    ("select robots_path(1.5)", "robots_path(): argument url must be TEXT or BLOB, not REAL"),
    ("select * from robots_rules(1.5)", "robots_rules(): argument txt must be TEXT or BLOB, not REAL"),
    ("select * from robots_rules('', 2)", "robots_rules(): argument agent must be TEXT or BLOB, not INTEGER"),
    ("select * from robots_agents(3)", "robots_agents(): argument txt must be TEXT or BLOB, not INTEGER"),
    ("select * from robots_sitemaps(3)", "robots_sitemaps(): argument txt must be TEXT or BLOB, not INTEGER"),
    ("select * from robots_directives(3)", "robots_directives(): argument txt must be TEXT or BLOB, not INTEGER"),
]:
    err = error_of(db, sql)
    check("error_names_function_and_argument: " + sql, err == want, repr(err))

err = error_of(db, "select robots_allowed('a', 'b')")
check("error_wrong_argument_count", err is not None and "robots_allowed" in err, repr(err))
err = error_of(db, "select * from robots_rules('a', 'b', 'c')")
check("error_too_many_table_arguments", err is not None and "robots_rules" in err, repr(err))
err = error_of(db, "select * from robots_rules")
check("error_table_without_argument", err is not None and "robots_rules" in err, repr(err))

# Status as text or integral real is accepted.
check("status_as_text", q("select robots_allowed(?, 'x', '/private', '404')", (TXT,)) == 1)
check("status_as_real", q("select robots_allowed(?, 'x', '/private', 503.0)", (TXT,)) == 0)
check("status_non_2xx_ignores_null_txt", q("select robots_allowed(null, 'x', '/', 404)") == 1)

# The cache: many distinct files, each parsed once, answers stay right after
# eviction (a tiny budget forces it).
files = ["User-agent: *\nDisallow: /f%d/\n" % i for i in range(300)]
ok = all(q("select robots_allowed(?, 'x', ?)", (f, "/f%d/x" % i)) == 0 and
         q("select robots_allowed(?, 'x', ?)", (f, "/f%d/x" % (i + 1))) == 1
         for i, f in enumerate(files))
check("cache_many_files_right_answers", ok)
old = q("select robots_cache_size(1000)")
check("cache_size_reports_old_budget", old == 128 * 1024 * 1024, old)
ok = all(q("select robots_allowed(?, 'x', ?)", (f, "/f%d/x" % i)) == 0 for i, f in enumerate(files))
check("cache_evicting_right_answers", ok)
q("select robots_cache_size(0)")
ok = all(q("select robots_allowed(?, 'x', ?)", (f, "/f%d/" % i)) == 0 for i, f in enumerate(files[:20]))
check("cache_disabled_right_answers", ok)
q("select robots_cache_size(%d)" % (128 * 1024 * 1024))

# A negative budget is refused (it used to be ignored); NULL leaves it.
e = error_of(db, "select robots_cache_size(-1)")
check("cache_size_negative_budget_refused",
      e is not None and "must be 0 or more" in e and
      q("select robots_cache_size()") == 128 * 1024 * 1024, e)
check("cache_size_null_leaves_budget",
      q("select robots_cache_size(null)") == 128 * 1024 * 1024 and
      q("select robots_cache_size()") == 128 * 1024 * 1024)

# A constant robots.txt (auxdata path) across many rows.
db.execute("create table u(url text)")
db.executemany("insert into u values(?)", [("/private/%d" % i,) for i in range(1000)] +
               [("/private/ok/%d" % i,) for i in range(500)] + [("/pub/%d" % i,) for i in range(250)])
n = q("select sum(robots_allowed(?, 'x', url)) from u", (TXT,))
check("constant_txt_auxdata_right_answers", n == 750, n)
n = q("select sum(robots_allowed('User-agent: *\nDisallow: /private\nAllow: /private/ok\n', 'x', url)) from u")
check("literal_txt_auxdata_right_answers", n == 750, n)

# Two files that the cache's sampled hash cannot tell apart (same length,
# same first, middle and last 32 bytes) are still told apart by the key
# compare, whichever is asked first and however often.
def twin(tag):
    return ("User-agent: *\n# " + "a" * 15 + "\n"
            + ("Disallow: /%s/\n" % tag).ljust(100, "#") + "#" * 200)
ta, tb = twin("one"), twin("two")
seen = set()
for i in range(40):
    seen.add(db.execute("select robots_allowed(?1, 'x', '/one/1'),"
                        " robots_allowed(?2, 'x', '/one/1'), robots_allowed(?2, 'y', '/two/'),"
                        " robots_allowed(?1, 'y', '/two/')", (ta, tb)).fetchone())
check("cache_hash_collision_told_apart", seen == {(0, 1, 0, 1)}, seen)

# Short files (the cache hashes texts under 96 bytes word by word, with an
# overlapping last word): two files that differ in one byte anywhere in the
# path are told apart at every length, read from a table (the cache, not
# auxdata).
db.execute("create table short(txt text, path text, expect int)")
rows = []
for n in range(1, 80):
    head = "User-agent: *\nDisallow: /"
    base = head + "a" * n
    for i in range(len(head), len(base)):
        other = base[:i] + "b" + base[i + 1:]
        rows += [(base, base[len(head) - 1:], 0), (other, base[len(head) - 1:], 1),
                 (other, other[len(head) - 1:], 0)]
db.executemany("insert into short values(?, ?, ?)", rows)
n = q("select count(*) from short where robots_allowed(txt, 'x', path) != expect")
check("cache_short_texts_told_apart", n == 0, n)

# Template files: 300 texts of one length that share their first 64 bytes
# (the cache's slot hash) and differ further on, asked in a shuffled order
# from a table, by several crawlers: each file keeps its own answers.
db.execute("create table tmpl(txt text, agent text, path text, expect int)")
rows = []
head = "User-agent: *\nDisallow: /common/\n".ljust(64, "#") + "\n"
for i in range(300):
    txt = head + "Disallow: /site%04d/\nSitemap: https://s%04d.example/s.xml\n" % (i, i)
    for k, (path, want) in enumerate((("/site%04d/x" % i, 0),
                                       ("/site%04d/x" % ((i + 1) % 300), 1),
                                       ("/common/y", 0), ("/other", 1))):
        rows.append((txt, ("a", "bot", "Googlebot", "x")[(i + k) % 4], path, want))
random.Random(9).shuffle(rows)
db.executemany("insert into tmpl values(?, ?, ?, ?)", rows * 2)
n = q("select count(*) from tmpl where robots_allowed(txt, agent, path) != expect")
check("cache_template_files_sharing_a_start_told_apart", n == 0, n)

# Crawler names remembered by a cache bucket (four slots, compared all at
# once): whichever slot a name lands in, the empty name, names of 15 and 16
# bytes (the longest with a key, the first without) and names that differ
# only in case or white space each get their own groups.
NAMED = "User-agent: a\nDisallow: /a\nUser-agent: bb\nDisallow: /b\n" \
        "User-agent: *\nDisallow: /star\n"
agents = ["", "a", "bb", "A", " a", "bb ", "ccc", "x" * 15, "x" * 16, "a" * 15 + "/1"]
want = {"": "/star", "a": "/a", "bb": "/b", "A": "/a", " a": "/a", "bb ": "/b",
        "ccc": "/star", "x" * 15: "/star", "x" * 16: "/star", "a" * 15 + "/1": "/star"}
db.execute("create table named(k int, agent text, path text, expect int)")
rows = []
for k in range(400):
    ag = agents[(k * 7 + k // len(agents)) % len(agents)]
    for p in ("/a", "/b", "/star"):
        rows.append((k, ag, p, 0 if p == want[ag] else 1))
db.executemany("insert into named values(?, ?, ?, ?)", rows)
n = q("select count(*) from named where robots_allowed(?1, agent, path) != expect", (NAMED,))
check("bucket_names_any_slot_right_answers", n == 0, n)
n = q("select count(*) from named, (select ?1 || '' as t) where robots_allowed(t, agent, path) != expect",
      (NAMED,))
check("bucket_names_any_slot_right_answers_uncached_arg", n == 0, n)

# More named agents than a file keeps indexes for (64): answers stay right,
# also with robots_rules and robots_allowed interleaved in one statement.
# (Tokens are letters only: "bot007" would be the token "bot".)
name = lambda i: "bot" + chr(97 + i // 26) + chr(97 + i % 26)
many = "".join("User-agent: %s\nDisallow: /p%03d/\n" % (name(i), i) for i in range(100))
db.execute("create table agents(i integer, a text)")
db.executemany("insert into agents values(?, ?)", [(i, name(i)) for i in range(100)])
n = q("select sum(robots_allowed(?1, a, printf('/p%03d/x', i))) from agents", (many,))
check("many_agents_each_blocked_from_own_path", n == 0, n)
n = q("select sum(robots_allowed(?1, a, '/p000/x')) from agents", (many,))
check("many_agents_allowed_elsewhere", n == 99, n)
n = q("""select count(*) from agents g, robots_rules(?1, g.a) r, agents h
          where r.path = printf('/p%03d/', g.i) and h.i = (g.i + 50) % 100
            and robots_allowed(?1, h.a, printf('/p%03d/', g.i))""", (many,))
check("many_agents_rules_with_interleaved_calls", n == 100, n)

# Bad input never crashes: big and odd documents.
big = "User-agent: *\n" + "Disallow: /x\n" * 400000           # 5 MB
check("five_megabyte_file", q("select robots_allowed(?, 'x', '/x')", (big,)) == 0)
check("five_megabyte_file_rules_capped",
      q("select count(*) from robots_rules(?)", (big,)) == (512000 - 14) // 13 + 0, 
      q("select count(*) from robots_rules(?)", (big,)))
junk = bytes(range(256)) * 1000
check("binary_junk_allowed", q("select robots_allowed(?, 'x', '/')", (junk,)) == 1)
check("binary_junk_tables", q("select count(*) from robots_directives(?)", (junk,)) >= 0)
check("invalid_utf8_agent", q("select robots_allowed('User-agent: *\nDisallow: /', x'ff00fe', '/')") == 0)
check("empty_everything", q("select robots_allowed('', '', '')") == 1)

# robots_indexable's now: the message for a REAL names what is accepted.
e = error_of(db, "select robots_indexable('noindex', 'googlebot', 1.5)")
check("indexable_now_real_message_names_integer",
      e is not None and "INTEGER seconds" in e and "not REAL" in e, e)

print("%d failures" % failures, file=sys.stderr)
sys.exit(0)
