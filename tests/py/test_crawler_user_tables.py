"""The user's tables robots_crawler_ranges and robots_crawlers are read and
compiled when a statement first needs them and kept, per connection, until
they change: a program asking one address or one header per statement
pays microseconds, not a rebuild.  Per-statement cost with 5,000 ranges
(at most 1 ms) and 5,000 crawler patterns (at most 10 ms), a row added is
seen by the next statement (in autocommit and inside a transaction), and
cost grows linearly (n against 4n: at most 8x) for the range file reader,
the table's compilation and lookups, nested prefixes included."""
import os
import sys
import time

if os.environ.get("MALLOC_TRIM_THRESHOLD_") is None:
    os.environ["MALLOC_TRIM_THRESHOLD_"] = str(1 << 40)
    os.environ["MALLOC_MMAP_THRESHOLD_"] = str(32 << 20)
    os.execv(sys.executable, [sys.executable] + sys.argv)

from pycheck import check, connect, done  # noqa: E402

db = connect()
db.isolation_level = None                      # autocommit: no open transaction


def fill_ranges(n, tokens=50):
    """robots_crawler_ranges with n /24 prefixes over `tokens` tokens."""
    db.execute("drop table if exists robots_crawler_ranges")
    db.execute("create table robots_crawler_ranges(token, prefix, valid_from, valid_to)")
    db.execute("begin")
    db.executemany("insert into robots_crawler_ranges values(?, ?, ?, ?)",
                   [("Bot%d" % (i % tokens), "%d.%d.%d.0/24" % (10 + i // 65536, (i // 256) % 256, i % 256),
                     None if i % 3 else "2025-01-01", None) for i in range(n)])
    db.execute("commit")


def per_statement(sql, args_of, n=1000):
    """Wall and CPU seconds per statement over n statements (after one)."""
    db.execute(sql, args_of(0)).fetchone()
    w, c = time.perf_counter(), time.process_time()
    for i in range(n):
        db.execute(sql, args_of(i)).fetchone()
    return (time.perf_counter() - w) / n, (time.process_time() - c) / n


def first_statement(sql, args):
    """CPU seconds of the first statement after the table changed."""
    db.execute("update robots_crawler_ranges set token = token where rowid = 1")
    c = time.process_time()
    db.execute(sql, args).fetchone()
    return time.process_time() - c


# ---- 5,000 ranges, one address per statement ---------------------------------
fill_ranges(5000)
verify = "select crawler_verify(?, 'Bot7')"
wall, cpu = per_statement(verify, lambda i: ("10.0.%d.9" % (i % 256),))
build = first_statement(verify, ("10.0.7.9",))
print("# 5,000 ranges: %.1f us/statement wall, %.1f us CPU; compiling %.2f ms"
      % (wall * 1e6, cpu * 1e6, build * 1e3))
check("ranges_5000_one_address_per_statement_under_1ms", cpu <= 1e-3 and wall <= 2e-3,
      "%.3f ms CPU, %.3f ms wall" % (cpu * 1e3, wall * 1e3))
check("ranges_compiled_once_not_per_statement", cpu * 5 < build or build < 2e-4,
      "statement %.3f ms, compile %.3f ms" % (cpu * 1e3, build * 1e3))
wall, cpu = per_statement("select crawler_ip(?, '2025-06-01')", lambda i: ("10.0.%d.9" % (i % 256),))
check("ranges_5000_crawler_ip_per_statement_under_1ms", cpu <= 1e-3, "%.3f ms" % (cpu * 1e3))


# ---- 5,000 crawler patterns, one header per statement --------------------------
db.execute("create table robots_crawlers(pattern, token)")
db.execute("begin")
db.executemany("insert into robots_crawlers values(?, ?)",
               [("ExampleCrawler%05d/" % i, "ExampleCrawler%05d" % i) for i in range(5000)])
db.execute("commit")
ua = "Mozilla/5.0 (compatible; ExampleCrawler%05d/2.1; +https://example.com/bot.html)"
wall, cpu = per_statement("select robots_agent(?)", lambda i: (ua % (i * 7 % 5000),))
print("# 5,000 crawler patterns: %.1f us/statement wall, %.1f us CPU" % (wall * 1e6, cpu * 1e6))
check("crawlers_5000_one_header_per_statement_under_10ms", cpu <= 10e-3 and wall <= 20e-3,
      "%.3f ms CPU, %.3f ms wall" % (cpu * 1e3, wall * 1e3))
check("crawlers_answer_from_table", db.execute("select robots_agent(?)", (ua % 4321,)).fetchone()[0]
      == "ExampleCrawler04321")


# ---- Changes are seen by the next statement -------------------------------------
def seen_next(conn):
    one = lambda sql, a=(): conn.execute(sql, a).fetchone()[0]
    ok = one("select crawler_ip('172.16.0.1')") is None
    conn.execute("insert into robots_crawler_ranges(token, prefix) values ('NewBot', '172.16.0.0/12')")
    ok = ok and one("select crawler_ip('172.16.0.1')") == "NewBot"
    conn.execute("update robots_crawler_ranges set token = 'Renamed' where token = 'NewBot'")
    ok = ok and one("select crawler_verify('172.16.0.1', 'Renamed')") == 1
    conn.execute("delete from robots_crawler_ranges where token = 'Renamed'")
    ok = ok and one("select crawler_verify('172.16.0.1', 'Renamed')") is None
    conn.execute("insert into robots_crawlers values ('SeenNextAgent', 'SeenNext')")
    ok = ok and one("select robots_agent('x SeenNextAgent/1')") == "SeenNext"
    conn.execute("delete from robots_crawlers where token = 'SeenNext'")
    ok = ok and one("select robots_agent('x SeenNextAgent/1')") != "SeenNext"
    return ok


check("row_added_seen_by_next_statement_autocommit", seen_next(db))
db.isolation_level = ""                        # Python opens a transaction
check("row_added_seen_by_next_statement_in_transaction", seen_next(db))
db.commit()
db.isolation_level = None

other = connect()
other.isolation_level = None
path = os.path.join(os.environ.get("TMPDIR", "/tmp"), "crawler_user_tables_%d.db" % os.getpid())
for p in (path, path + "-journal"):
    if os.path.exists(p):
        os.remove(p)
a = connect()
a.isolation_level = None
a.execute("attach ? as f", (path,))
a.execute("create table f.robots_crawler_ranges(token, prefix)")
a.execute("insert into f.robots_crawler_ranges values ('FileBot', '192.0.2.0/24')")
b = connect()
b.isolation_level = None
b.execute("attach ? as f", (path,))
b1 = b.execute("select crawler_ip('192.0.2.1')").fetchone()[0]
a.execute("insert into f.robots_crawler_ranges values ('OtherBot', '198.51.100.0/24')")
b2 = b.execute("select crawler_ip('198.51.100.1')").fetchone()[0]
check("row_added_by_another_connection_seen", b1 == "FileBot" and b2 == "OtherBot", "%r %r" % (b1, b2))
a.close()
b.close()
os.remove(path)


# ---- n against 4n ------------------------------------------------------------------
def timed(fn, size):
    ts = sorted(fn(size) for _ in range(3))
    return ts[1]


def linear(name, fn, n, nmax):
    fn(n)
    t1 = timed(fn, n)
    while t1 < 0.02 and n * 2 <= nmax:
        n *= 2
        t1 = timed(fn, n)
    fn(4 * n)
    t1 = max(timed(fn, n), 1e-4)
    t4 = timed(fn, 4 * n)
    print("# %s: n=%d %.4fs, 4n %.4fs" % (name, n, t1, t4))
    check("complexity_linear_" + name, t4 <= 8.0 * t1 + 0.005,
          "n %.4fs, 4n %.4fs (%.1fx)" % (t1, t4, t4 / t1))


def range_file(n):
    doc = ('{"creationTime":"2025-01-10T15:46:03.000000","prefixes":['
           + ",".join('{"ipv4Prefix":"%d.%d.%d.0/24","service":{"x":[1,2]}}'
                      % (1 + i // 65536, (i // 256) % 256, i % 256) for i in range(n)) + "]}")
    c = time.process_time()
    db.execute("select count(*) from crawler_ranges(?)", (doc,)).fetchone()
    return time.process_time() - c


def compile_rows(n):
    """The first statement after the table changed: reading and compiling
    n rows, nested prefixes of one token at many validity intervals."""
    db.execute("drop table if exists robots_crawler_ranges")
    db.execute("create table robots_crawler_ranges(token, prefix, valid_from, valid_to)")
    db.execute("begin")
    db.executemany("insert into robots_crawler_ranges values(?, ?, ?, ?)",
                   [("Bot%d" % (i % 7), "2001:db8:%x::/%d" % (i % 4096, 32 + i % 97),
                     i * 10, i * 10 + 5 + i % 20) for i in range(n)])
    db.execute("commit")
    c = time.process_time()
    db.execute("select crawler_ip('2001:db8:7::1', 100)").fetchone()
    return time.process_time() - c


def lookups(n):
    """n addresses in one statement against a fixed 5,000-row table."""
    c = time.process_time()
    db.execute("with recursive k(i) as (select 0 union all select i+1 from k where i<?1-1) "
               "select count(crawler_verify('10.0.' || (i % 300) || '.' || (i % 256), 'Bot3')) from k",
               (n,)).fetchone()
    return time.process_time() - c


linear("crawler_ranges_file_entries", range_file, 2000, 200000)
linear("crawler_ranges_table_compile_nested", compile_rows, 2000, 100000)
fill_ranges(5000)
linear("crawler_verify_addresses", lookups, 20000, 1000000)
done()
