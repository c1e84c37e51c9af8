"""ddbtest.py: what the DuckDB tests and benchmark share: running SQL in
DuckDB through the C host (dist/duckdb/host, linked to npm's libduckdb),
opening SQLite with dist/robots, SQL literals for any bytes, the crawl-log
join's data (real robots.txt files and URLs from ROBOTS_DATA), and the
parity tests' ok/FAIL lines and row formats.
"""
import gzip
import os
import random
import sqlite3
import subprocess

HOST = 'dist/duckdb/host'
EXT = 'dist/robots.duckdb_extension'
AGENTS = ('Googlebot', 'bingbot', 'Baiduspider', 'GPTBot')


def duck(sql, timing=False):
    """Run sql (after LOADing the extension); (lines, stderr, rc)."""
    script = "LOAD '%s';\n%s\n" % (EXT, sql)
    p = subprocess.run([HOST] + (['-t'] if timing else []), input=script.encode(),
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=900)
    return p.stdout.decode('utf-8', 'replace').splitlines(), p.stderr.decode(), p.returncode


def lite():
    """An in-memory SQLite connection with dist/robots loaded."""
    c = sqlite3.connect(':memory:')
    c.enable_load_extension(True)
    c.load_extension('dist/robots')
    return c


def as_bytes(v):
    if v is None or isinstance(v, bytes):
        return v
    return str(v).encode('utf-8', 'surrogatepass')


def lit(v, text=True):
    """A DuckDB literal for v: NULL, a number, a VARCHAR (valid UTF-8 and
    text) or a BLOB (anything else), built from hex so any byte passes."""
    if v is None:
        return 'NULL'
    if isinstance(v, (int, float)) and not isinstance(v, bool):
        return repr(v)
    b = as_bytes(v)
    try:
        b.decode('utf-8')
        ok = text
    except UnicodeDecodeError:
        ok = False
    h = "from_hex('%s')" % b.hex()
    return 'decode(%s)' % h if ok else h


def is_text(v):
    if v is None or isinstance(v, (int, float)):
        return True
    try:
        as_bytes(v).decode('utf-8')
        return True
    except UnicodeDecodeError:
        return False


def values(rows, names, text=True):
    """A DuckDB VALUES list of rows with column names: a column is VARCHAR
    when every value in it is UTF-8 (and text is set), else BLOB."""
    cols = list(zip(*rows)) if rows else []
    text_col = [text and all(is_text(v) for v in col) for col in cols]
    body = ',\n'.join('(' + ', '.join(lit(v, t) for v, t in zip(r, text_col)) + ')'
                      for r in rows)
    return '(VALUES %s) v(%s)' % (body, ', '.join(names))


def crawl_log(data, n_rows, seed=1):
    """The crawl log of the join benchmark: (robots {host: bytes}, rows of
    (host, agent, url)), URLs sampled with replacement from the real crawl
    of hosts that have a robots.txt, in random order, four crawlers."""
    corpus = os.path.join(data, 'robots_corpus')
    robots = {}
    for name in os.listdir(corpus):
        if name.endswith('.txt'):
            with open(os.path.join(corpus, name), 'rb') as f:
                robots[name[:-4]] = f.read()
    urls = []
    with gzip.open(os.path.join(data, 'crawl_urls', 'crawl_urls_2019.tsv.gz'), 'rt',
                   encoding='utf-8', errors='replace') as f:
        next(f)
        for line in f:
            parts = line.rstrip('\n').split('\t')
            if len(parts) == 2 and parts[0] in robots and '\t' not in parts[1]:
                urls.append((parts[0], parts[1]))
    rnd = random.Random(seed)
    rows = []
    for _ in range(n_rows):
        host, url = urls[rnd.randrange(len(urls))]
        rows.append((host, AGENTS[rnd.randrange(4)], url))
    used = {h for h, _, _ in rows}
    return {h: robots[h] for h in used}, rows


def write_log(rows, path):
    """rows as a TSV that DuckDB's read_csv and Python read back alike."""
    with open(path, 'w', encoding='utf-8') as f:
        f.write('host\tagent\turl\n')
        for r in rows:
            f.write('\t'.join(r) + '\n')


def duck_tables(robots_dir, log_tsv, hosts=None):
    """DuckDB SQL creating robots(host, txt) and log(host, agent, url)."""
    where = ''
    if hosts is not None:
        where = " WHERE host IN (SELECT host FROM log)"
    return ("CREATE TABLE log AS SELECT * FROM read_csv('%s', delim='\\t', header=true,"
            " quote='', escape='', all_varchar=true);\n"
            "CREATE TABLE robots AS SELECT * FROM (SELECT regexp_extract(filename,"
            " '([^/]*)\\.txt$', 1) AS host, content AS txt FROM read_blob('%s/*.txt'))%s;\n"
            % (log_tsv, robots_dir, where))


FAILED = []


def check(name, ok, detail=''):
    """Print the ok/FAIL line of one check; a failure is kept in FAILED."""
    print(('ok %s' % name) if ok else ('FAIL %s: %s' % (name, detail)))
    if not ok:
        FAILED.append(name)


def first_diff(a, b):
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return 'row %d: sqlite %r, duckdb %r' % (i, x, y)
    return 'row counts %d vs %d' % (len(a), len(b))


def utf8_hex(v):
    """The hex DuckDB's hex() shows for SQLite's bytes v: a VARCHAR is UTF-8,
    so each byte outside it is U+FFFD."""
    return as_bytes(v).decode('utf-8', 'replace').encode().hex().upper()


BOOL_COLUMNS = {'known'}


def sqlite_rows(c, fn, *args):
    """The rows of SQLite's table function fn(args) as DuckDB's
    `SELECT hex(COLUMNS(*)::VARCHAR)` prints them."""
    cur = c.execute('SELECT * FROM %s(%s)' % (fn, ', '.join('?' * len(args))), args)
    names = [d[0] for d in cur.description]
    out = []
    for row in cur:
        cells = []
        for n, v in zip(names, row):
            if v is None:
                cells.append('')
            elif n in BOOL_COLUMNS:
                cells.append(('true' if v else 'false').encode().hex().upper())
            elif isinstance(v, float):
                cells.append(repr(v).encode().hex().upper())
            else:
                cells.append(utf8_hex(v))
        out.append('|'.join(cells))
    return out
