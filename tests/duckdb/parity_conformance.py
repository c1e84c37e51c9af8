"""parity_conformance.py: every conformance file of tests/sql in DuckDB.
Run by parity.py (tests/sh/test_duckdb.sh).

A conformance file is any tests/sql/robots_conformance_*.sql or
robots_reference_*.sql, whatever its shape: a table of cases (parity.py
compares those through robots_allowed) or check-style SQL (robots_
reference_parsing.sql: line ends, byte order marks, paths, escaping).  Each
file runs in SQLite with the robots.txt scalars replaced by recorders that
answer from dist/robots and keep every call's arguments; the file must
still pass (each check row ends in 1).  Then every recorded call runs in
DuckDB and must give SQLite's answer, and every document of the tables the
file made goes through every robots.txt table function, in both DuckDB
forms where SQLite's rows are compared.
"""
import glob
import sqlite3

from ddbtest import duck, lite, values, check, first_diff, sqlite_rows, utf8_hex

# The robots.txt scalars and their arities (DuckDB's BOOLEAN as INT).
SCALARS = {'robots_allowed': (3, 4), 'robots_explain': (3,), 'robots_crawl_delay': (2,),
           'robots_path': (1,), 'robots_url': (1,), 'robots_agent': (1,)}
BOOLEAN = {'robots_allowed'}
TABLES = ('robots_rules', 'robots_agents', 'robots_sitemaps', 'robots_directives',
          'robots_lint')


def conformance_files():
    return sorted(glob.glob('tests/sql/robots_conformance_*.sql')
                  + glob.glob('tests/sql/robots_reference_*.sql'))


def record(path):
    """Run path in SQLite with its robots.txt scalar calls recorded: (calls
    {(fn, n): [args]}, the check rows, documents of the tables it made).
    Python's sqlite3 cannot hand a function TEXT that is not UTF-8, so each
    call fn(a, b) is rewritten as rec_fn(typeof(a), CAST(a AS BLOB), ...)
    and the recorder rebuilds the values (text that is not UTF-8 as bytes,
    which the engine reads alike)."""
    real, c = lite(), lite()
    c.text_factory = lambda b: rebuild('text', b)
    calls = {}

    def recorder(fn, n):
        sql = 'SELECT %s(%s)' % (fn, ', '.join('?' * n))
        calls[(fn, n)] = []

        def f(*typed):
            args = tuple(rebuild(typed[k], typed[k + 1]) for k in range(0, len(typed), 2))
            calls[(fn, n)].append(args)
            return real.execute(sql, args).fetchone()[0]
        return f
    for fn, arities in SCALARS.items():
        for n in arities:
            c.create_function('rec_' + fn, 2 * n, recorder(fn, n))
    rows = []
    with open(path, encoding='utf-8') as f:
        for stmt in split_statements(f.read()):
            cur = c.execute(rewrite(stmt))
            rows += cur.fetchall() if cur.description else []
    return calls, rows, documents(c)


def rebuild(t, b):
    """The value of type t (typeof) whose bytes (CAST AS BLOB) are b."""
    if t == 'null':
        return None
    if t == 'integer':
        return int(b)
    if t == 'real':
        return float(b)
    if t == 'text':
        try:
            return b.decode('utf-8')
        except UnicodeDecodeError:
            return b
    return b


def skip_literal(s, i):
    """The index after the string literal or comment starting at s[i], or i."""
    if s[i] == "'":
        j = i + 1
        while j < len(s):
            if s[j] == "'" and s[j + 1:j + 2] != "'":
                return j + 1
            j += 2 if s[j] == "'" else 1
        return j
    if s.startswith('--', i):
        j = s.find('\n', i)
        return len(s) if j < 0 else j
    return i


def call_args(s, i):
    """The arguments of the call whose '(' is at s[i], and the index after
    its ')': top-level commas split, literals and nested parentheses kept."""
    args, depth, start, j = [], 0, i + 1, i
    while j < len(s):
        k = skip_literal(s, j)
        if k != j:
            j = k
            continue
        ch = s[j]
        if ch == '(':
            depth += 1
        elif ch == ')':
            depth -= 1
            if depth == 0:
                args.append(s[start:j])
                return args, j + 1
        elif ch == ',' and depth == 1:
            args.append(s[start:j])
            start = j + 1
        j += 1
    raise ValueError('unclosed call')


def rewrite(s):
    """s with every call of a recorded scalar fn(a, ...) made
    rec_fn(typeof(a), CAST(a AS BLOB), ...); arguments rewritten too."""
    out, i = [], 0
    names = sorted(SCALARS, key=len, reverse=True)
    while i < len(s):
        k = skip_literal(s, i)
        if k != i:
            out.append(s[i:k])
            i = k
            continue
        fn = next((n for n in names if s.startswith(n + '(', i)
                   and (i == 0 or not (s[i - 1].isalnum() or s[i - 1] == '_'))), None)
        if fn is None:
            out.append(s[i])
            i += 1
            continue
        args, i = call_args(s, i + len(fn))
        args = [rewrite(a) for a in args]
        out.append('rec_%s(%s)' % (fn, ', '.join(
            'typeof(%s), CAST(%s AS BLOB)' % (a, a) for a in args)))
    return ''.join(out)


def split_statements(text):
    """The statements of a script, split where sqlite3.complete_statement
    says one ends."""
    out, cur = [], ''
    for line in text.splitlines(keepends=True):
        cur += line
        if sqlite3.complete_statement(cur):
            out.append(cur)
            cur = ''
    return out + ([cur] if cur.strip() else [])


def documents(c):
    """Every distinct TEXT or BLOB value of the file's own tables (the
    robots.txt files of its cases, and its agents and URLs too)."""
    docs = set()
    for (name,) in c.execute("SELECT name FROM sqlite_temp_master WHERE type = 'table'"
                             " UNION ALL SELECT name FROM sqlite_master WHERE"
                             " type = 'table'").fetchall():
        for row in c.execute('SELECT * FROM "%s"' % name):
            docs.update(v for v in row if isinstance(v, (str, bytes)))
    return sorted(docs, key=lambda v: (isinstance(v, bytes), v))


def compare_calls(base, calls):
    """Each recorded call in DuckDB against dist/robots."""
    real = lite()
    real.text_factory = bytes
    for (fn, n), rows in sorted(calls.items()):
        rows = sorted(set(rows), key=repr)
        if not rows:
            continue
        args = ', '.join('a%d' % k for k in range(n))
        want = []
        for r in rows:
            v = real.execute('SELECT %s(%s)' % (fn, ', '.join('?' * n)), r).fetchone()[0]
            want.append('' if v is None else str(v) if isinstance(v, (int, float))
                        else utf8_hex(v))
        expr = '%s(%s)::INT::VARCHAR' % (fn, args) if fn in BOOLEAN else \
            '%s(%s)::VARCHAR' % (fn, args)
        if fn == 'robots_crawl_delay':
            want = [w if w == '' else repr(float(w)) for w in want]
        elif fn not in BOOLEAN:
            expr = 'hex(%s)' % expr
        vals = values([(i,) + r for i, r in enumerate(rows)],
                      ['i'] + ['a%d' % k for k in range(n)])
        lines, err, rc = duck('SELECT %s FROM %s ORDER BY i;' % (expr, vals))
        check('conformance_calls_%s_%s_%d_same_as_sqlite (%d calls)' % (base, fn, n, len(rows)),
              rc == 0 and lines == want, err or first_diff(want, lines))


def compare_refusals(fn, refused):
    """The documents SQLite refuses (the address of a robots.txt, escaped
    line breaks), [(doc, message)], are refused by DuckDB with the same
    message: one statement each, in one host process (a failing statement
    prints "Error: ..." and the run goes on), each after a marker row."""
    if not refused:
        return
    sql = ''.join("SELECT '#refusal%d';\nSELECT unnest(%s(d)) FROM %s;\n"
                  % (k, fn, values([(doc,)], ('d',))) for k, (doc, _) in enumerate(refused))
    lines, err, rc = duck(sql)
    out, k = {}, None
    for line in lines:
        if line.startswith('#refusal') and line[8:].isdigit():
            k = int(line[8:])
            out[k] = []
        elif k is not None:
            out[k].append(line)
    for k, (doc, msg) in enumerate(refused):
        got = '\n'.join(out.get(k, []))
        check('conformance_refusal_%s_same_as_sqlite' % fn,
              rc != 0 and 'Error: ' in got and msg in got,
              got or err or 'DuckDB answered where SQLite refused: %s' % msg)


def compare_tables(base, docs):
    """Every document through every robots.txt table function: SQLite's rows
    and DuckDB's LIST form over all documents at once, one thread so the
    rows keep their order."""
    c = lite()
    for fn in TABLES:
        want, kept, refused = [], [], []
        for d in docs:
            try:
                want += sqlite_rows(c, fn, d)
                kept.append(d)
            except sqlite3.OperationalError as e:   # a mix-up: the same error
                refused.append((d, str(e)))
        compare_refusals(fn, refused)
        vals = values([(i, d) for i, d in enumerate(kept)], ('i', 'd'))
        lines, err, rc = duck("SET threads = 1;\nSELECT hex(COLUMNS(*)::VARCHAR) FROM"
                              " (SELECT unnest(%s(d), recursive := true) FROM"
                              " (SELECT * FROM %s ORDER BY i));" % (fn, vals))
        check('conformance_documents_%s_%s_same_as_sqlite (%d documents)'
              % (base, fn, len(docs)), rc == 0 and lines == want,
              err or first_diff(want, lines))


def run():
    for path in conformance_files():
        base = path.split('/')[-1][:-4]
        calls, rows, docs = record(path)
        checks = [r for r in rows if len(r) == 2 and isinstance(r[0], str)]
        check('conformance_%s_passes_with_recorded_calls (%d checks)' % (base, len(checks)),
              all(r[1] == 1 for r in checks), [r for r in checks if r[1] != 1][:3])
        compare_calls(base, calls)
        compare_tables(base, docs)
