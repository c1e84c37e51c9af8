"""hosts.py: the tests generated from the catalog.  For every function the
catalog describes (dist/catalog_dump), in every host that offers it
(SQLite always; DuckDB when dist/robots.duckdb_extension and its host are
built; PostgreSQL when PGBIN, PGHOST and PGPORT name a server with the
extension), the same calls: each sample of valid inputs, NULL in each
argument, and a value of a wrong type in each argument.  The answers must
agree across hosts: the same rows (values compared by the column's kind),
the same refusal text after "name(): ", and an error for every wrong type.

Prints ok/FAIL/SKIP lines; run by tests/sh/test_catalog_hosts.sh.
"""
import json
import os
import sqlite3
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DDB_HOST = os.path.join(ROOT, 'dist', 'duckdb', 'host')
DDB_EXT = os.path.join(ROOT, 'dist', 'robots.duckdb_extension')

# Kinds (ext/catalog/catalog.h).
BYTES, TEXT, INT, NUMBER, TIME, JSON, BOOL, REAL, INT32 = range(1, 10)
NO_PG, NO_DUCKDB, FETCH = 0x04, 0x08, 0x10
PG_NULL = {BYTES: 'text', TEXT: 'text', INT: 'bigint', NUMBER: 'double precision',
           TIME: 'text', JSON: 'text'}


# What each argument role is given in its place to be refused (a document's
# address, a robots.txt where a crawler or URL goes): catCheckRoles.
MIXUP = {1: 'https://example.com/robots.txt', 2: 'https://example.com/sitemap.xml',
         3: 'User-agent: *\nDisallow: /\n', 4: 'User-agent: *\nDisallow: /\n'}


def value(s):
    """A sample string as a Python value: None, int (#i:), float (#r:), str."""
    if s is None:
        return None
    if s.startswith('#i:'):
        return int(s[3:])
    if s.startswith('#r:'):
        return float(s[3:])
    return s


def wrong(kind):
    """A value of a type an argument of this kind refuses."""
    return 'not a number' if kind in (INT, NUMBER) else (1.5 if kind == TIME else 7)


def calls(f):
    """(label, args, expect_error) for every generated call of f."""
    out = []
    samples = [[value(s) for s in row] for row in f['samples']]
    for i, row in enumerate(samples):
        n = len(row)
        while n > f['required'] and row[n - 1] is None:
            n -= 1                      # trailing NULLs: not given
        out.append(('sample%d' % i, row[:n], False))
    if samples:
        base = samples[0][:len(f['args'])]
        for k, a in enumerate(f['args']):
            row = list(base)
            row[k] = None
            out.append(('null_%s' % a['name'], row, False))
            row = list(base)
            row[k] = wrong(a['kind'])
            out.append(('wrong_type_%s' % a['name'], row, True))
            if a.get('role') in MIXUP:
                row = list(base)
                row[k] = MIXUP[a['role']]
                while len(row) > max(f['required'], k + 1) and row[-1] is None:
                    row.pop()           # trailing NULLs: not given
                out.append(('mixup_%s' % a['name'], row, True))
    return out


def norm(kind, v):
    """A value, as any host returns it, in one form for its kind."""
    if v is None:
        return None
    if isinstance(v, bytes):
        v = v.decode('utf-8', 'replace')
    if kind == BOOL:
        return 1 if str(v).lower() in ('1', 't', 'true') else 0
    if kind in (INT, INT32):
        return int(v)
    if kind in (REAL, NUMBER):
        return round(float(v), 6)
    if kind == JSON:
        try:
            return json.dumps(json.loads(v), sort_keys=True)
        except ValueError:
            return 'bad json: ' + v
    return str(v).replace('\x00', '\ufffd')


def kinds(f):
    return [c['kind'] for c in f['columns']] if f['columns'] else [f['result']]


def refusal(f, msg):
    """The text after "name(): " of an error message, or the whole."""
    key = f['name'] + '(): '
    i = msg.find(key)
    return msg[i + len(key):].strip() if i >= 0 else msg.strip()


# ---- SQLite -------------------------------------------------------------

def sqlite_run(f, args):
    con = sqlite3.connect(':memory:')
    con.enable_load_extension(True)
    con.load_extension(os.path.join(ROOT, 'dist', 'robots'))
    q = ','.join('?' * len(args))
    sql = ('SELECT * FROM %s(%s)' if f['columns'] else 'SELECT %s(%s)') % (f['name'], q)
    try:
        rows = con.execute(sql, args).fetchall()
    except sqlite3.Error as e:
        return ('err', refusal(f, str(e)))
    ks = kinds(f)
    return ('ok', [tuple(norm(k, v) for k, v in zip(ks, r)) for r in rows])


# ---- DuckDB and PostgreSQL: one script each, every value hex-encoded ------

def lit(v, pg, kind):
    if v is None:
        return 'NULL::%s' % PG_NULL.get(kind, 'text') if pg else 'NULL'
    if isinstance(v, (int, float)):
        return repr(v)
    s = v.replace('\\', '\\\\').replace("'", "\\'").replace('\n', '\\n').replace('\r', '\\r')
    return "E'%s'" % s


def wrapped(f, args, pg):
    """One line of SQL whose rows are N or V<hex> per column, '|'-joined."""
    def arg(i, v):
        # DuckDB's tables take their optional arguments by name.
        named = not pg and f['columns'] and i >= f['required']
        return ('%s := ' % f['args'][i]['name'] if named else '') + \
            lit(v, pg, f['args'][i]['kind'])
    a = ','.join(arg(i, v) for i, v in enumerate(args))
    names = [c['name'] for c in f['columns']] or ['v']
    if pg:
        enc = "CASE WHEN t.\"%s\" IS NULL THEN 'N' ELSE 'V' || encode(convert_to(t.\"%s\"::text, 'UTF8'), 'hex') END"
    else:
        enc = "CASE WHEN t.\"%s\" IS NULL THEN 'N' ELSE 'V' || hex(CAST(t.\"%s\" AS VARCHAR)) END"
    cols = (" || '|' || ").join(enc % (n, n) for n in names)
    src = ('%s(%s)' % (f['name'], a)) if f['columns'] else ('(SELECT %s(%s) AS v)' % (f['name'], a))
    return 'SELECT %s FROM %s AS t;' % (cols, src)


def decode(f, line):
    ks = kinds(f)
    out = []
    for k, cell in zip(ks, line.split('|')):
        out.append(None if cell == 'N' else norm(k, bytes.fromhex(cell[1:])))
    return tuple(out)


def batch(f, cases, pg):
    """Run every call of cases in one script: {label: outcome}."""
    lines = []
    for label, args, _ in cases:
        lines.append("SELECT '#%s';" % label)
        lines.append(wrapped(f, args, pg))
    script = '\n'.join(lines) + '\n'
    if pg:
        # psql prints results on stdout and errors on stderr: after each
        # call, \echo says whether it failed (ERROR) and with what.
        lines = []
        for label, args, _ in cases:
            lines.append("\\echo '#%s'" % label)
            lines.append(wrapped(f, args, pg))
            lines.append("\\echo '!' :ERROR :LAST_ERROR_MESSAGE")
        cmd = [os.path.join(os.environ['PGBIN'], 'psql'), '-X', '-q', '-A', '-t',
               '-h', os.environ['PGHOST'], '-p', os.environ['PGPORT'], '-U', 'postgres',
               '-d', 'postgres']
        p = subprocess.run(cmd, input=('\n'.join(lines) + '\n').encode(),
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=300)
        return parse(f, cases, p.stdout.decode('utf-8', 'replace').splitlines(), '! true ',
                     '! false')
    script = "LOAD '%s';\n%s" % (DDB_EXT, script)
    p = subprocess.run([DDB_HOST], input=script.encode(), stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=300)
    return parse(f, cases, p.stdout.decode('utf-8', 'replace').splitlines(), 'Error: ')


def parse(f, cases, out, err_prefix, skip=None):
    res, label = {}, None
    for line in out:
        if skip and line.startswith(skip):
            continue
        if line.startswith('#') and line[1:] in [c[0] for c in cases]:
            label = line[1:]
            res[label] = ('ok', [])
        elif label is None:
            continue
        elif err_prefix and line.startswith(err_prefix):
            res[label] = ('err', refusal(f, line[len(err_prefix):]))
        elif res[label][0] == 'ok':
            res[label][1].append(decode(f, line))
    return res


def same(a, b, expect_error):
    if expect_error:
        return a[0] == 'err' and b[0] == 'err'
    return a == b


def main():
    cat = json.loads(subprocess.run([os.path.join(ROOT, 'dist', 'catalog_dump')],
                                    stdout=subprocess.PIPE, check=True).stdout)
    have_ddb = os.path.exists(DDB_HOST) and os.path.exists(DDB_EXT)
    have_pg = all(k in os.environ for k in ('PGBIN', 'PGHOST', 'PGPORT'))
    if not have_ddb:
        print('SKIP catalog_hosts_duckdb: make duckdb-deps && make duckdb')
    for f in cat:
        if f['flags'] & FETCH:
            continue
        cases = calls(f)
        if not cases:
            print('FAIL catalog_%s_has_samples: none' % f['name'])
            continue
        lite = {c[0]: sqlite_run(f, c[1]) for c in cases}
        bad = [c[0] for c in cases if c[2] and lite[c[0]][0] != 'err']
        if bad:
            print('FAIL catalog_%s_sqlite_refuses_wrong_types_and_mixups: %s' % (f['name'], bad))
        else:
            print('ok catalog_%s_sqlite_refuses_wrong_types_and_mixups' % f['name'])
        hosts = []
        if have_ddb and not f['flags'] & NO_DUCKDB:
            hosts.append(('duckdb', False))
        if have_pg and not f['flags'] & NO_PG:
            hosts.append(('postgres', True))
        for host, pg in hosts:
            got = batch(f, cases, pg)
            diff = [(c[0], lite[c[0]], got.get(c[0])) for c in cases
                    if not same(lite[c[0]], got.get(c[0], ('missing',)), c[2])]
            if diff:
                print('FAIL catalog_%s_%s_same_as_sqlite: %d of %d calls differ, first %r'
                      % (f['name'], host, len(diff), len(cases), diff[0]))
            else:
                print('ok catalog_%s_%s_same_as_sqlite (%d calls)' % (f['name'], host, len(cases)))


if __name__ == '__main__':
    sys.exit(main())
