"""Long calls stop within 0.1 s when a progress handler asks or when the
connection is interrupted, on whatever SQLite Python links (Debian's is
3.40, without sqlite3_is_interrupted: the extension's probe statement is
what lets SQLite stop the call).  Each shape runs for seconds inside one
call (no row for SQLite to stop between); it is stopped after 0.3 s."""
import os
import sqlite3
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pycheck import EXT, check, done  # noqa: E402

NS = "http://www.sitemaps.org/schemas/sitemap/0.9"
SHAPES = {
    "robots_allowed_long_path": (
        """create table t(txt, url);
   insert into t select
     (with recursive k(i) as (select 1 union all select i+1 from k where i<10000)
      select 'User-agent: *' || char(10) || group_concat('Disallow: /*a'
        || replace(replace(replace(
             (i>>13&1)||(i>>12&1)||(i>>11&1)||(i>>10&1)||(i>>9&1)||(i>>8&1)
             ||(i>>7&1)||(i>>6&1)||(i>>5&1)||(i>>4&1)||(i>>3&1)||(i>>2&1)
             ||(i>>1&1)||(i&1), '1', 'B'), '0', 'a'), 'B', 'ab')
        || 'ab', char(10)) from k),
     '/' || replace(hex(zeroblob(33554432)), '00000000', 'aaaaaaab');""",
        "select robots_allowed(txt, 'x', url) from t"),
    "sitemap_entries_no_records": (
        "create table t(doc); insert into t select '<urlset xmlns=\"" + NS + "\">'"
        " || replace(hex(zeroblob(67108864)), '00', '<a/>') || '</urlset>';",
        "select count(*) from t, sitemap_entries(t.doc)"),
    "sitemap_lint_clean_document": (
        "create table t(doc); insert into t select '<urlset xmlns=\"" + NS + "\">'"
        " || (with recursive k(i) as (select 1 union all select i+1 from k where i<2000000)"
        " select group_concat('<url><loc>https://a.example/' || i || '</loc></url>', '') from k)"
        " || '</urlset>';",
        "select count(*) from t, sitemap_lint(t.doc)"),
}


def connect(setup):
    db = sqlite3.connect(":memory:", check_same_thread=False)
    db.enable_load_extension(True)
    db.load_extension(EXT)
    db.executescript(setup)
    return db


def latency(db, query, how):
    """Run query, ask it to stop after 0.3 s by `how`; the seconds from the
    request to the error, or None when it ended by itself."""
    asked = {"t": None}
    if how == "progress":
        db.set_progress_handler(lambda: asked["t"] is not None, 1000)
        def fire():
            asked["t"] = time.monotonic()
    else:
        def fire():
            asked["t"] = time.monotonic()
            db.interrupt()
    timer = threading.Timer(0.3, fire)
    timer.start()
    try:
        db.execute(query).fetchall()
        result = None
    except sqlite3.OperationalError as e:
        result = time.monotonic() - asked["t"] if asked["t"] and "interrupt" in str(e) else -1.0
    timer.cancel()
    db.set_progress_handler(None, 0)
    return result


for name, (setup, query) in SHAPES.items():
    db = connect(setup)
    for how in ("progress", "interrupt"):
        lat = latency(db, query, how)
        if lat is not None and lat > 0.1:     # a loaded 2-core machine: once more
            lat = latency(db, query, how)
        check(f"cancel_{how}_{name}", lat is not None and 0 <= lat <= 0.1,
                 f"latency {lat}")
    # Without a request the call runs to its end with the right answer.
    if name == "sitemap_lint_clean_document":
        codes = db.execute("select group_concat(code, ' ') from t, sitemap_lint(t.doc)").fetchone()[0]
        check("cancel_probe_leaves_answers", codes == "too-many-entries too-large", codes)
    db.close()

done()
