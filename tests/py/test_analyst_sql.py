"""SQL-level rules of the analyst functions that a .sql file cannot show:
errors that name the function and argument, wrong argument counts, use in
indexes / generated columns / CHECK constraints (deterministic, innocuous;
robots_agent, which reads the table robots_crawlers, is neither),
and robots_agent over the real access log ($ROBOTS_DATA, skipped if absent).
Prints ok/FAIL/SKIP lines; run from the repository root."""
import os
import re
import sqlite3


def connect():
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension("./dist/robots")
    return db


def check(name, cond, why=""):
    print(("ok %s" % name) if cond else ("FAIL %s: %s" % (name, why)))


def error_of(db, sql):
    try:
        db.execute(sql).fetchall()
    except sqlite3.Error as e:
        return str(e)
    return None


def test_errors(db):
    cases = [
        ("error_robots_url_real", "select robots_url(1.5)", r"robots_url\(\): argument url"),
        ("error_robots_agent_int", "select robots_agent(7)", r"robots_agent\(\): argument user_agent"),
        ("error_robots_meta_agent_real", "select robots_meta('noindex', 2.5)", r"robots_meta\(\): argument agent"),
        ("error_robots_indexable_content_int", "select robots_indexable(1, 'g')", r"robots_indexable\(\): argument content"),
        ("error_robots_indexable_bad_now", "select robots_indexable('noindex', 'g', 'yesterday')", r"robots_indexable\(\): argument now"),
        ("error_robots_meta_each_real", "select * from robots_meta_each(1.5)", r"robots_meta_each\(\): argument content"),
        ("error_robots_url_arg_count", "select robots_url()", r"robots_url"),
        ("error_robots_meta_arg_count", "select robots_meta('a','b','c')", r"robots_meta"),
        ("error_robots_indexable_arg_count", "select robots_indexable('noindex')", r"robots_indexable"),
    ]
    for name, sql, pattern in cases:
        err = error_of(db, sql)
        check(name, err is not None and re.search(pattern, err) is not None, repr(err))


def test_schema_uses(db):
    err = error_of(db, """
        create table pages(url text, ua text, meta text,
          robots text generated always as (robots_url(url)) stored,
          check (robots_indexable(meta, 'googlebot') in (0, 1)));
        """)
    check("generated_columns_and_check_accepted", err is None, repr(err))
    db.execute("insert into pages(url, ua, meta) values (?, ?, ?)",
               ("http://Müller.eu/a", "Mozilla/5.0 (compatible; bingbot/2.0)", "noindex"))
    row = db.execute("select robots, robots_agent(ua) from pages").fetchone()
    check("generated_columns_values", row == ("http://xn--mller-kva.eu/robots.txt", "bingbot"), repr(row))
    # robots_agent reads the table robots_crawlers: not deterministic.
    err = error_of(db, "create table p2(ua text, bot text generated always as (robots_agent(ua)))")
    check("robots_agent_not_in_generated_columns", err is not None and "non-deterministic" in err, repr(err))
    err = error_of(db, "create index pages_meta on pages(robots_meta(meta))")
    check("index_on_robots_meta", err is None, repr(err))
    plan = db.execute("explain query plan select * from pages where robots_meta(meta) = '{}'").fetchall()
    check("index_on_robots_meta_used", any("pages_meta" in str(r) for r in plan), repr(plan))


def test_access_log(db):
    data = os.environ.get("ROBOTS_DATA", "../shared/data")
    path = os.path.join(data, "access_logs", "apache_combined_semicomplete_2015.log")
    if not os.path.exists(path):
        print("SKIP access_log_tokens: no %s" % path)
        return
    rx = re.compile(r'^(\S+) \S+ \S+ \[[^\]]*\] "[^"]*" \d+ \S+ "[^"]*" "(.*)"?$')
    uas = []
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            m = rx.match(line.rstrip("\n"))
            if m:
                uas.append(m.group(2).rstrip('"'))
    db.execute("create temp table log(ua text)")
    db.executemany("insert into log values (?)", [(u,) for u in uas])
    rows = dict(db.execute("select robots_agent(ua), count(*) from log group by 1").fetchall())
    # The log's own counts, taken from the raw strings with plain Python.
    google = sum(1 for u in uas if "Googlebot" in u)
    got_google = sum(n for t, n in rows.items() if t and t.startswith("Googlebot"))
    check("access_log_googlebot_family_count", google > 0 and got_google == google,
          "%d vs %d" % (got_google, google))
    for token in ("bingbot", "YandexBot", "MJ12bot", "AhrefsBot", "Twitterbot"):
        raw = sum(1 for u in uas if token in u)
        check("access_log_count_%s" % token, raw > 0 and rows.get(token) == raw,
              "%r vs %d" % (rows.get(token), raw))
    browsers = sum(1 for u in uas if re.search(r"(Chrome|Firefox|Safari)/", u)
                   and not re.search(r"(?i)bot|crawl|spider|slurp|google|yandex|preview|archiv|fetch", u))
    check("access_log_browsers_null", rows.get(None, 0) >= browsers > 0,
          "%r null rows for %d browsers" % (rows.get(None), browsers))


def main():
    db = connect()
    test_errors(db)
    test_schema_uses(db)
    test_access_log(db)


if __name__ == "__main__":
    main()
