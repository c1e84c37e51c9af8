"""bench_read.py: DuckDB's file readers (read_access_log, read_sitemap)
against SQLite's access_log_entries(readfile(...)) and
sitemap_entries(readfile(...)) (the sqlite3 shell's readfile and fsdir).
Not part of `make test` (it writes about 1.3 GB of files and runs for
minutes); run from the repository root after `make` and `make duckdb`:

    /usr/bin/python3 tests/duckdb/bench_read.py [DIR]

DIR (default: a temporary folder, removed at the end) receives the
generated files:
  x.log, x.log.gz    1,000,000 combined-format lines, cycled from the real
                     access log of ROBOTS_DATA (synthetic lines when it is
                     absent), each with its own time
  g1..g4.log.gz      four gzip logs of 500,000 lines
  sm/s000.xml...     100 urlsets of 50,000 URLs each
It prints, for each query, the best of three runs: wall and CPU seconds of
the statement and the peak resident memory of the whole process (DuckDB's
host or sqlite3), and checks the goals:
  read_access_log on one thread at least as fast as SQLite (plain, gzip),
  under 200 MiB peak; four gzip logs on two threads >= 1.6x one thread;
  read_sitemap over the 100 files at least SQLite's rows per second.
On a shared machine the wall time also counts waiting for a core: one
thread is compared by CPU time, two threads by wall time (runs interleaved).
"""
import gzip
import os
import re
import shutil
import subprocess
import sys
import tempfile

HOST = 'dist/duckdb/host'
EXT = 'dist/robots.duckdb_extension'
SQLITE = 'sqlite3'
MIB = 1024 * 1024


def seed_lines(data):
    """Lines of the real access log, or synthetic ones without it."""
    path = os.path.join(data, 'access_logs', 'apache_combined_semicomplete_2015.log')
    if os.path.exists(path):
        with open(path, 'rb') as f:
            lines = [l.rstrip(b'\n') for l in f if l.strip()]
        if lines:
            return lines
    agents = [b'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
              b'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36',
              b'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)']
    return [b'10.0.%d.%d - - [17/May/2015:10:05:03 +0000] "GET /p/%d HTTP/1.1" 200 %d'
            b' "-" "%s"' % (i % 256, i % 200, i, 1000 + i, agents[i % 3])
            for i in range(10000)]


TIME = re.compile(rb'\[[^\]]*\]')


def write_log(path, n, lines, compress):
    """n lines cycled from lines, line i at second i of 2015-05-17's
    hours, plain or gzip (level 6)."""
    opener = gzip.open if compress else open
    with opener(path, 'wb') as f:
        buf = []
        for i in range(n):
            t = b'[%02d/May/2015:%02d:%02d:%02d +0000]' % (
                1 + (i // 86400) % 28, (i // 3600) % 24, (i // 60) % 60, i % 60)
            buf.append(TIME.sub(lambda m: t, lines[i % len(lines)], count=1))
            if len(buf) == 10000:
                f.write(b'\n'.join(buf) + b'\n')
                buf = []
        if buf:
            f.write(b'\n'.join(buf) + b'\n')


def write_sitemaps(folder, files, urls):
    """files urlsets of urls URLs each, with a lastmod on every other."""
    os.makedirs(folder, exist_ok=True)
    for k in range(files):
        parts = [b'<?xml version="1.0" encoding="UTF-8"?>\n'
                 b'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n']
        for i in range(urls):
            lm = b'<lastmod>2024-05-%02d</lastmod>' % (1 + i % 28) if i % 2 else b''
            parts.append(b'<url><loc>https://example.com/s%d/page-%d.html</loc>%s</url>\n'
                         % (k, i, lm))
        parts.append(b'</urlset>\n')
        with open(os.path.join(folder, 's%03d.xml' % k), 'wb') as f:
            f.write(b''.join(parts))


def run(argv, script):
    """Run argv with script on stdin: (stdout, stderr, peak RSS in MiB)."""
    with tempfile.TemporaryFile() as fin, tempfile.TemporaryFile() as fout, \
            tempfile.TemporaryFile() as ferr:
        fin.write(script.encode())
        fin.seek(0)
        p = subprocess.Popen(argv, stdin=fin, stdout=fout, stderr=ferr)
        _, status, ru = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        fout.seek(0)
        ferr.seek(0)
        return fout.read().decode(), ferr.read().decode(), ru.ru_maxrss / 1024.0


def duck(sql, threads):
    """The last statement's (rows, wall, cpu) and the peak RSS."""
    out, err, rss = run([HOST, '-t'], "LOAD '%s';\nSET threads=%d;\n%s\n" % (EXT, threads, sql))
    times = [l.split() for l in err.splitlines() if l.startswith('time ')]
    if not times or 'Error' in out:
        sys.exit('bench_read: DuckDB failed: %s %s' % (out, err))
    return out.split(), float(times[-1][1]), float(times[-1][2]), rss


def lite(sql):
    """sqlite3's (rows, wall, cpu) of sql and the peak RSS."""
    out, err, rss = run([SQLITE, '-cmd', '.load dist/robots', ':memory:'],
                        '.timer on\n%s\n' % sql)
    m = re.findall(r'Run Time: real ([0-9.]+) user ([0-9.]+) sys ([0-9.]+)', out)
    if not m:
        sys.exit('bench_read: sqlite3 failed: %s %s' % (out, err))
    rows = [l for l in out.splitlines() if not l.startswith('Run Time')]
    return rows, float(m[-1][0]), float(m[-1][1]) + float(m[-1][2]), rss


RUNS = 3


def best(fn, *args):
    """fn run RUNS times: its rows, the least wall and CPU time, the most
    memory (a shared machine's load only ever adds time)."""
    got = [fn(*args) for _ in range(RUNS)]
    return got[0][0], min(g[1] for g in got), min(g[2] for g in got), max(g[3] for g in got)


def report(name, r):
    rows, wall, cpu, rss = r
    print('%-50s %18s rows %7.2f s wall %7.2f s cpu %5.0f MiB'
          % (name, ','.join(rows)[:18], wall, cpu, rss))
    sys.stdout.flush()
    return r


def goal(name, ok, detail):
    print(('ok %s (%s)' if ok else 'FAIL %s: %s') % (name, detail))
    sys.stdout.flush()
    return ok


def bench_logs(d):
    """The log goals; returns the number of goals missed.  One thread is
    compared by CPU time (on a shared machine the wall time also counts
    waiting for a core), two threads by wall time."""
    miss = 0
    for name in ('x.log', 'x.log.gz'):
        path = os.path.join(d, name)
        r1 = report('duckdb read_access_log %s count(*)' % name,
                    best(duck, "SELECT count(*) FROM read_access_log('%s');" % path, 1))
        r2 = report('sqlite access_log_entries(readfile) %s' % name,
                    best(lite, "SELECT count(*) FROM access_log_entries(readfile('%s'));" % path))
        r3 = report('duckdb read_access_log %s 3 columns' % name,
                    best(duck, "SELECT count(*), sum(status), max(target)"
                               " FROM read_access_log('%s');" % path, 1))
        miss += not goal('read_access_log_%s_one_thread_no_slower_than_sqlite' % name,
                         r1[0] == r2[0] and r1[2] <= r2[2],
                         'CPU: duckdb %.2f s, sqlite %.2f s; wall %.2f s, %.2f s'
                         % (r1[2], r2[2], r1[1], r2[1]))
        miss += not goal('read_access_log_%s_under_200_mib' % name, max(r1[3], r3[3]) < 200,
                         '%.0f MiB, %.0f MiB with 3 columns; sqlite %.0f MiB'
                         % (r1[3], r3[3], r2[3]))
    sql = "SELECT count(*), sum(status) FROM read_access_log('%s');" % os.path.join(d, 'g*.log.gz')
    one, two = [], []
    for _ in range(RUNS):
        one.append(duck(sql, 1))
        two.append(duck(sql, 2))
    r1 = report('duckdb read_access_log 4 gzip logs threads=1',
                (one[0][0], min(g[1] for g in one), min(g[2] for g in one), max(g[3] for g in one)))
    r2 = report('duckdb read_access_log 4 gzip logs threads=2',
                (two[0][0], min(g[1] for g in two), min(g[2] for g in two), max(g[3] for g in two)))
    miss += not goal('read_access_log_four_gzip_two_threads_1_6x',
                     r1[0] == r2[0] and r1[1] >= 1.6 * r2[1],
                     'wall %.2f s on one thread, %.2f s on two: %.2fx' % (r1[1], r2[1], r1[1] / r2[1]))
    return miss


def bench_sitemaps(d):
    folder = os.path.join(d, 'sm')
    r1 = report('duckdb read_sitemap 100 files threads=1',
                best(duck, "SELECT count(*) FROM read_sitemap('%s/*.xml');" % folder, 1))
    report('duckdb read_sitemap 100 files threads=2',
           best(duck, "SELECT count(*) FROM read_sitemap('%s/*.xml');" % folder, 2))
    r2 = report('sqlite sitemap_entries(fsdir data) 100 files',
                best(lite, "SELECT count(*) FROM fsdir('%s') f, sitemap_entries(f.data)"
                           " WHERE f.name LIKE '%%.xml';" % folder))
    n = int(r1[0][0]) if r1[0] else 0
    return 0 if goal('read_sitemap_rows_per_second_at_least_sqlite',
                     r1[0] == r2[0] and r1[2] <= r2[2],
                     'per CPU second: duckdb %.0f rows/s, sqlite %.0f rows/s; per wall second:'
                     ' %.0f, %.0f' % (n / r1[2], n / r2[2], n / r1[1], n / r2[1])) else 1


def main():
    data = os.environ.get('ROBOTS_DATA', '../shared/data')
    print('load average: %.2f %.2f %.2f' % os.getloadavg())
    for f in (HOST, EXT, 'dist/robots.so'):
        if not os.path.exists(f):
            sys.exit('bench_read: %s is missing: make && make duckdb' % f)
    keep = len(sys.argv) > 1
    d = sys.argv[1] if keep else tempfile.mkdtemp(prefix='bench_read.')
    os.makedirs(d, exist_ok=True)
    lines = seed_lines(data)
    todo = [('x.log', 1000000, False), ('x.log.gz', 1000000, True)]
    todo += [('g%d.log.gz' % k, 500000, True) for k in range(1, 5)]
    for name, n, gz in todo:
        if not os.path.exists(os.path.join(d, name)):
            write_log(os.path.join(d, name), n, lines, gz)
    if not os.path.exists(os.path.join(d, 'sm', 's099.xml')):
        write_sitemaps(os.path.join(d, 'sm'), 100, 50000)
    try:
        miss = bench_logs(d) + bench_sitemaps(d)
    finally:
        if not keep:
            shutil.rmtree(d, ignore_errors=True)
    return 1 if miss else 0


if __name__ == '__main__':
    sys.exit(main())
