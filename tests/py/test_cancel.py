"""Long calls stop within 0.1 s when a progress handler asks or when the
connection is interrupted, on whatever SQLite Python links (Debian's is
3.40, without sqlite3_is_interrupted: the extension's probe statement is
what lets SQLite stop the call).  Each shape runs for seconds inside one
call (no row for SQLite to stop between); it is stopped 0.3 s after the
statement starts: each query ends in "where started()", a constant term
SQLite evaluates before the call, after the parameters are bound (Python
copies a bound document before sqlite3_step, so the time measured is the
extension's; a trace callback would expand the document into the SQL).  A huge document is a parameter, never a
table column, whose copy by SQLite's OP_Column would run while the timer
does.  A stalled transfer (a loopback server sending a byte a second)
stops within 0.5 s."""
import os
import sqlite3
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pycheck import EXT, check, done  # noqa: E402
import fetch_server  # noqa: E402

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"


def norec():
    """A 256 MB urlset of 64 M empty elements and no entry."""
    return ('<urlset xmlns="' + NS + '">' + '<a/>' * (64 << 20) + '</urlset>',)




def long_path():
    """10,000 distinct wildcard rules (under the 500 KiB cap), each a run of
    'a' and 'b' without "bb" (i in binary, 1 as "ab", 0 as "a"), and a 64 MB
    path of "aaaaaaab" blocks that holds every byte pair the rules need, so
    each rule's run is searched along the whole path (minutes in all)."""
    rules = ''.join('Disallow: /*a' + ''.join('ab' if (i >> b) & 1 else 'a' for b in range(13, -1, -1))
                    + 'ab\n' for i in range(1, 10001))
    return ('User-agent: *\n' + rules, '/' + 'aaaaaaab' * (8 << 20))


def clean_document():
    """A clean sitemap of 4 million entries (300 MB): 50,000 distinct locs,
    then a block of 1,000 repeated (duplicates are looked for among the
    first 50,000 only); sitemap_lint reads it all."""
    block = ''.join('<url><loc>https://a.example/p/%d</loc><lastmod>2024-01-01'
                    '</lastmod></url>' % i for i in range(1000))
    return ('<urlset xmlns="' + NS + '">'
            + ''.join('<url><loc>https://a.example/%d</loc></url>' % i for i in range(1, 50001))
            + block * 4000 + '</urlset>',)


# name: (setup, query, parameters (a function: built when the shape runs))
SHAPES = {
    "robots_allowed_long_path": (
        "", "select robots_allowed(?, 'x', ?)", long_path),
    "sitemap_entries_no_records": (
        "", "select count(*) from sitemap_entries(?)", norec),
    "sitemap_lint_clean_document": (
        "", "select count(*) from sitemap_lint(?)", clean_document),
    # 1 GiB of blank lines in a 1 MB gzip: skipped inside one step
    "access_log_entries_blank_lines_gzip": (
        "", "select count(*) from access_log_entries(?)",
        lambda: (fetch_server.gzip_bomb(1024, b'\n'),)),
    "sitemap_gzip_level9": (
        "", "select length(sitemap_gzip(?, 9))", lambda: (os.urandom(100000000).hex(),)),
    "robots_meta_directives": (
        "", "select robots_meta(?)", lambda: ('noindex, ' * 22000000,)),
    "robots_indexable_directives": (
        "", "select robots_indexable(?, 'googlebot')", lambda: ('noindex, ' * 22000000,)),
    "sitemap_in_scope_long_paths": (
        "", "select sitemap_in_scope(?, ?)",
        lambda: ('https://e.com/' + 'a/' * 50000000, 'https://e.com/' + 'a/' * 50000000 + 'b')),
    # a 256 MB urlset without an entry: the format is known only at its end
    "sitemap_format_no_records": ("", "select sitemap_format(?)", norec),
    # a 100 MB host of 33 M labels
    "robots_url_long_host": (
        "", "select robots_url(?)", lambda: ('https://' + 'ab.' * 33000000 + '/x',)),
}


def connect(setup, ext=EXT):
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.enable_load_extension(True)
    db.load_extension(ext)
    db.executescript(setup)
    return db


def latency(db, query, params, how, delay=0.3):
    """Run query, ask it to stop `delay` s after it starts by `how`; the
    seconds from the request to the error, or None when it ended by
    itself."""
    asked = {"t": None, "timer": None}
    if how == "progress":
        db.set_progress_handler(lambda: asked["t"] is not None, 1000)
        def fire():
            asked["t"] = time.monotonic()
    else:
        def fire():
            asked["t"] = time.monotonic()
            db.interrupt()

    def started():           # the statement's first step: after binding
        if asked["timer"] is None:
            asked["timer"] = threading.Timer(delay, fire)
            asked["timer"].start()
        return 1
    db.create_function("started", 0, started, deterministic=True)
    try:
        db.execute(query + " where started()", params).fetchall()
        result = None
    except sqlite3.OperationalError as e:
        result = time.monotonic() - asked["t"] if asked["t"] and "interrupt" in str(e) else -1.0
    if asked["timer"]:
        asked["timer"].cancel()
    db.set_progress_handler(None, 0)
    return result


def measure(name, db, query, params, how, bound, delay=0.3):
    lat = latency(db, query, params, how, delay)
    if lat is not None and lat > bound:     # a loaded 2-core machine: once more
        lat = latency(db, query, params, how, delay)
    check(f"cancel_{how}_{name}", lat is not None and 0 <= lat <= bound,
          f"latency {lat}")


for name, (setup, query, make) in SHAPES.items():
    db = connect(setup)
    params = make()
    for how in ("progress", "interrupt"):
        measure(name, db, query, params, how, 0.1)
    # Without a request the call runs to its end with the right answer.
    if name == "sitemap_lint_clean_document":
        codes = db.execute("select group_concat(code, ' ') from sitemap_lint(?)", params).fetchone()[0]
        check("cancel_probe_leaves_answers", codes == "too-many-entries too-large", codes)
    del params
    db.close()

# A stalled transfer: the drip site sends a byte a second.
FETCH_EXT = os.path.join(os.path.dirname(EXT), "robots_fetch")
if os.path.exists(FETCH_EXT + ".so"):
    S = fetch_server.Sites()
    S.start()
    try:
        db = connect("", FETCH_EXT)
        for table, path in (("robots_fetch", "/robots.txt"), ("sitemap_fetch", "/s.xml"),
                            ("sitemap_tree", "/s.xml")):
            for how in ("progress", "interrupt"):
                measure(f"{table}_stalled_transfer", db, f"select status from {table}(?)",
                        (S.url("drip", path),), how, 0.5, delay=1.0)
        db.close()
    finally:
        S.stop()
else:
    print("SKIP cancel_stalled_transfer: dist/robots_fetch.so is not built (libcurl)")

done()
