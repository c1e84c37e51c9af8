"""parity_read.py: DuckDB's file readers, read_access_log and read_sitemap
(ext/duckdb/ddb_read.c over ext/catalog/cat_read.c), against SQLite's access_log_entries and
sitemap_entries over the same bytes: every column of every row, plain and
gzip, across chunks (more than 2,048 rows), over a glob (sorted, with the
filename column) or a LIST of them, on two threads, with a projection, a
LIMIT, the named
parameter, the errors (no file matches, a directory, an unknown format,
NULL), and an interrupt that stops a long read at the next chunk.  Also how DuckDB passes named arguments to scalars (by
position: sql/README.md says so).  Called by parity.py (make test).
"""
import gzip
import os
import shutil
import subprocess
import tempfile

from ddbtest import duck, lite, sqlite_rows, check, first_diff, HOST, EXT

EXCL = "SELECT hex(COLUMNS(* EXCLUDE (filename))::VARCHAR) FROM %s;"


def log_bytes(data):
    """A log of more than two chunks of lines: the real access log when it
    is there (else synthetic lines), then lines that test the edges: blank,
    CRLF, not a log line, bytes that are not UTF-8, escapes."""
    path = os.path.join(data, 'access_logs', 'apache_combined_semicomplete_2015.log')
    if os.path.exists(path):
        with open(path, 'rb') as f:
            body = f.read()[:1500000]
        body = body[:body.rindex(b'\n') + 1]
    else:
        body = b''.join(b'10.0.0.%d - - [17/May/2015:10:05:03 +0000] "GET /p/%d HTTP/1.1"'
                        b' 200 %d "-" "Googlebot/2.1"\n' % (i % 250, i, i) for i in range(5000))
    return body + (b'\n\n1.2.3.4 - - [17/May/2015:10:05:03 +0000] "GET / HTTP/1.1" 200 5\r\n'
                   b'not a log line\n'
                   b'1.2.3.4 - bob [17/May/2015:10:05:03 +0200] "GET /\xff\xfe HTTP/1.0" 404 -'
                   b' "-" "Mozilla \\"x\\" bingbot/2.0"\n'
                   b'1.2.3.4 - - [17/May/2015:10:05:03 +0000] "GET /\\x41 HTTP/1.1" 200 1 "-"'
                   b' "curl" extra field')


def sitemap_bytes(n):
    """A urlset of n URLs, every third relative, with lastmod, priority and
    an image."""
    parts = [b'<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org'
             b'/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">\n']
    for i in range(n):
        loc = b'/rel/%d' % i if i % 3 == 0 else b'https://example.com/p/%d' % i
        parts.append(b'<url><loc>%s</loc><lastmod>2024-01-%02d</lastmod><priority>0.%d'
                     b'</priority><image:image><image:loc>https://example.com/i%d.png'
                     b'</image:loc></image:image></url>\n' % (loc, 1 + i % 28, i % 10, i))
    parts.append(b'</urlset>\n')
    return b''.join(parts)


def test_access_log(d, c, log):
    """Plain and gzip, every column as SQLite's, in the file's order."""
    want = sqlite_rows(c, 'access_log_entries', log)
    for name in ('a.log', 'b.log.gz'):
        lines, err, rc = duck("SET threads=1;\n" + EXCL % ("read_access_log('%s/%s')" % (d, name)))
        check('read_access_log_%s_every_column_same_as_access_log_entries'
              % name.replace('.', '_'), rc == 0 and len(want) > 4096 and lines == want,
              err or first_diff(want, lines))
    want_fmt = sqlite_rows(c, 'access_log_entries', log, 'common')
    lines, err, rc = duck("SET threads=1;\n" + EXCL % ("read_access_log('%s/a.log',"
                                                       " format := 'common')" % d))
    check('read_access_log_format_named_parameter', rc == 0 and lines == want_fmt,
          err or first_diff(want_fmt, lines))


def test_glob_threads(d, n):
    """A glob: sorted files, the filename column; two threads read the same
    rows; a projection and a LIMIT."""
    sql = ("SELECT filename, count(*), sum(line), count(agent), sum(status)"
           " FROM read_access_log('%s/*.log*') GROUP BY filename ORDER BY filename;" % d)
    one, err1, rc1 = duck("SET threads=1;\n" + sql)
    two, err2, rc2 = duck("SET threads=2;\n" + sql)
    names = [l.split('|')[0] for l in one]
    check('read_access_log_glob_sorted_filename_column_two_threads_same_rows',
          rc1 == 0 and rc2 == 0 and one == two and len(one) == 4
          and names == sorted(names) and all(l.split('|')[1] == str(n) for l in one),
          err1 + err2 + repr((one, two)))
    lines, err, rc = duck("SET threads=1;\nSELECT filename FROM read_access_log('%s/*.log*');\n"
                          "SELECT status, target FROM read_access_log('%s/a.log') LIMIT 3;\n"
                          "SELECT count(*) FROM (FROM read_access_log('%s/*.log*') LIMIT 5000);"
                          % (d, d, d))
    first = ['%s/a.log' % d] * n
    lst, err2, rc2 = duck("SET threads=1;\nSELECT DISTINCT filename FROM read_access_log(['%s/c.log',"
                          " '%s/[ab].log*']);" % (d, d))
    check('read_access_log_list_of_paths_in_list_order_each_glob_sorted',
          rc2 == 0 and lst == ['%s/c.log' % d, '%s/a.log' % d, '%s/b.log.gz' % d], err2 or lst)
    check('read_access_log_projection_and_limit',
          rc == 0 and lines[:n] == first and len(lines) == 4 * n + 4 and lines[-1] == '5000'
          and lines[4 * n].count('|') == 1, err or lines[4 * n:])


def test_sitemap(d, c, sm):
    """read_sitemap as sitemap_entries, with and without base_url, plain,
    gzip and over a glob."""
    base = 'https://example.com/sitemap.xml'
    for args, want in ((("'%s/s1.xml'" % d), sqlite_rows(c, 'sitemap_entries', sm)),
                       (("'%s/s2.xml.gz', base_url := '%s'" % (d, base)),
                        sqlite_rows(c, 'sitemap_entries', sm, base))):
        lines, err, rc = duck("SET threads=1;\n" + EXCL % ('read_sitemap(%s)' % args))
        check('read_sitemap_same_as_sitemap_entries_%s' % ('gzip_base_url' if 'base' in args
                                                           else 'plain'),
              rc == 0 and len(want) > 4096 and lines == want, err or first_diff(want, lines))
    lines, err, rc = duck("SET threads=2;\nSELECT filename, count(*) FROM read_sitemap('%s/s*')"
                          " GROUP BY ALL ORDER BY ALL;" % d)
    check('read_sitemap_glob_plain_and_gzip',
          rc == 0 and lines == ['%s/s1.xml|5000' % d, '%s/s2.xml.gz|5000' % d], err or lines)


def test_errors(d):
    cases = [
        ("FROM read_access_log('%s/none*.log');" % d,
         "read_access_log(): no file matches '%s/none*.log'" % d),
        ("FROM read_sitemap('%s/missing.xml');" % d,
         "read_sitemap(): no file matches '%s/missing.xml'" % d),
        ("FROM read_access_log('%s/a.log', format := 'odd');" % d,
         "read_access_log(): unknown format 'odd' (auto, common, combined, vhost_combined, clf (common),"
         " nginx (combined) or ncsa (auto))"),
        ("FROM read_access_log(NULL);", "read_access_log(): the path must not be NULL"),
        ("FROM read_access_log(['%s/a.log', NULL]);" % d,
         "read_access_log(): the path must not be NULL"),
        ("FROM read_access_log(['%s/a.log', '%s/no*']);" % (d, d),
         "read_access_log(): no file matches '%s/no*'" % d),
        ("FROM read_sitemap([]::VARCHAR[]);", "read_sitemap(): the list of paths is empty"),
        # A path is quoted as the engine quotes a value: printable, at most 300
        # bytes, never half a character, "..." when cut.
        ("FROM read_access_log(repeat('\u00e9', 400) || '*');",
         "read_access_log(): no file matches '%s'..." % ('\u00e9' * 150)),
        ("FROM read_access_log('a' || chr(9) || 'b');",
         "read_access_log(): no file matches 'a\\x09b'"),
        ("FROM read_sitemap('%s');" % d,
         "read_sitemap(): no file matches '%s' (only directories do)" % d),
    ]
    for k, (sql, msg) in enumerate(cases):
        lines, err, rc = duck(sql)
        check('read_files_error_%d_names_the_function_and_path' % k,
              rc == 1 and lines and lines[0].endswith(msg), lines)
    lines, err, rc = duck("SELECT count(*) FROM read_access_log('%s/empty.log');" % d)
    check('read_access_log_empty_file_no_rows', rc == 0 and lines == ['0'], err or lines)


def test_interrupt(d, log):
    """An interrupted read stops at the end of the chunk it is filling: 200
    names (links to one log) of 4 million lines in all, every column, on
    one thread, interrupted after 0.2 s, end with DuckDB's INTERRUPT error
    well before reading them all would (several seconds)."""
    folder = os.path.join(d, 'many')
    os.mkdir(folder)
    lines = log.split(b'\n')
    with open(os.path.join(folder, 'big.log'), 'wb') as f:
        f.write(b'\n'.join((lines * (20000 // len(lines) + 1))[:20000]) + b'\n')
    for k in range(199):
        os.symlink('big.log', os.path.join(folder, 'l%03d.log' % k))
    p = subprocess.run([HOST, '-t', '-i', '200'], input=(
        "LOAD '%s';\nSET threads=1;\nSELECT count(*), max(raw), count(agent), max(user_agent)"
        " FROM read_access_log('%s/*.log');\n" % (EXT, folder)).encode(),
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
    out, err = p.stdout.decode(), p.stderr.decode()
    times = [float(l.split()[1]) for l in err.splitlines() if l.startswith('time ')]
    check('read_access_log_stops_promptly_when_interrupted',
          'INTERRUPT' in out and times and times[-1] < 1.5, (out, err))


def test_named_scalar_arguments():
    """DuckDB passes a scalar's arguments by position whatever their names
    (its C API does not show them): named in the signature's order they
    answer as positional ones; in another order they are taken by
    position, as sql/README.md warns, and the mix-up check refuses the
    file in the url's place instead of answering "allowed"."""
    txt = "'User-agent: *\nDisallow: /x'"
    lines, err, rc = duck(
        "SELECT robots_allowed(%s, 'bot', '/x');\n"
        "SELECT robots_allowed(txt := %s, agent := 'bot', url := '/x');\n"
        "SELECT robots_allowed(url := '/x', agent := 'bot', txt := %s);" % (txt, txt, txt))
    check('duckdb_scalar_named_arguments_are_taken_by_position',
          lines[:2] == ['false', 'false'] and len(lines) == 3
          and lines[2].startswith('Error: ') and 'robots_allowed(): ' in lines[2],
          err or lines)


def run(data):
    d = tempfile.mkdtemp(prefix='ddb_read.')
    try:
        c = lite()
        log = log_bytes(data)
        sm = sitemap_bytes(5000)
        for name, body in (('a.log', log), ('c.log', log)):
            with open(os.path.join(d, name), 'wb') as f:
                f.write(body)
        for name, body in (('b.log.gz', log), ('d.log.gz', log), ('s2.xml.gz', sm)):
            with gzip.open(os.path.join(d, name), 'wb') as f:
                f.write(body)
        with open(os.path.join(d, 's1.xml'), 'wb') as f:
            f.write(sm)
        open(os.path.join(d, 'empty.log'), 'wb').close()
        os.mkdir(os.path.join(d, 'dir.log'))        # a directory the glob leaves out
        test_access_log(d, c, log)
        test_glob_threads(d, len(sqlite_rows(c, 'access_log_entries', log)))
        test_sitemap(d, c, sm)
        test_errors(d)
        test_interrupt(d, log)
        test_named_scalar_arguments()
    finally:
        shutil.rmtree(d, ignore_errors=True)
