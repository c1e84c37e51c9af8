"""parity_usage.py: the AI usage signal functions, DuckDB against SQLite.
Run by parity.py (tests/sh/test_duckdb.sh) after its own checks; prints
ok/FAIL lines.  robots_tdmrep over documents that parse and documents that
do not (the same answer, NULL for the latter, also over random JSON-like
bytes), robots_usage_rules with and without an agent in both DuckDB forms,
robots_crawler_list, and robots_usage and robots_usage_rules over the real
robots.txt corpus with usage lines written into its groups.
"""
import os
import random
import tempfile

from ddbtest import (duck, lite, lit, crawl_log, write_log, duck_tables,  # noqa: E402
                     check, first_diff, sqlite_rows, utf8_hex)

TDM_RULES = ('[\n {"location": "/images/*", "tdm-reservation": 1, "tdm-policy":'
             ' "https://example.com/policies/policy.json"},\n {"location": "/*.pdf$",'
             ' "tdm-reservation": 1},\n {"location": "/", "tdm-reservation": 0}\n]')
TDM_URLS = ['https://example.com/images/a.png', 'https://example.com/a/b.pdf',
            'https://example.com/a/b.pdfx', 'https://example.com/IMAGES/a.png',
            'https://e.example/caf%C3%A9s', b'https://e.com/\xff/x', 'relative', '']
TDM_DOCS = [
    TDM_RULES, '[]', '[{"location":"/a/","tdm-reservation":1}]',
    '[{"location":"\\/caf\\u00e9*","tdm-reservation":1,"x":{"y":[1,2.5e3,{"z":null}]}}]',
    # Not TDMRep arrays: each answers NULL (robots_tdmrep_lint says why).
    '[{"location": "/"}]', 'x', '', '{}', '[1]', '[{"location":"/","tdm-reservation":2}]',
    '[{"location":"/","tdm-reservation":1}] x', '[' * 70 + ']' * 70,
    '[{"location":"/","tdm-reservation":1,"tdm-policy":3}]',
    b'[{"location":"/\xff","tdm-reservation":1}]', '[{"location":"/","tdm-reservation":1},]',
    '[{"location":"/","tdm-reservation":1}', '["\\ud800"]',
]


def sqlite_answer(c, sql, args):
    """SQLite's answer to a one-value query as DuckDB's host prints
    `SELECT hex(...)`: the hex of the value ('' for NULL), or the message."""
    try:
        v = c.execute(sql, args).fetchone()[0]
    except Exception as e:  # noqa: BLE001 - the message is what is compared
        return 'Error: ' + str(e)
    return '' if v is None else utf8_hex(v)


def same_answers(want, lines):
    """DuckDB's lines against SQLite's answers: the same value, or an error
    that ends with SQLite's message."""
    if len(want) != len(lines):
        return False
    return all(w == g if not w.startswith('Error: ') else
               g.startswith('Error: ') and g.endswith(w[7:]) for w, g in zip(want, lines))


def tdmrep_compare(pairs):
    """(DuckDB's lines, SQLite's answers) of robots_tdmrep over (doc, url)
    pairs, one statement each (an error ends one statement only)."""
    c = lite()
    want = [sqlite_answer(c, 'SELECT robots_tdmrep(?, ?)', p) for p in pairs]
    sql = '\n'.join('SELECT hex(robots_tdmrep(%s, %s));' % (lit(d), lit(u)) for d, u in pairs)
    lines, err, rc = duck(sql)
    return lines, want


def test_tdmrep():
    pairs = [(d, u) for d in TDM_DOCS for u in TDM_URLS[:2]]
    pairs += [(TDM_RULES, u) for u in TDM_URLS[2:]] + [(None, 'https://e/'), ('x', None)]
    lines, want = tdmrep_compare(pairs)
    errors = sum(w.startswith('Error: ') for w in want)
    nulls = sum(w == '' for w in want)
    check('tdmrep_answers_same_as_sqlite_malformed_null',
          same_answers(want, lines) and errors == 0 and nulls >= 20, first_diff(want, lines))


def random_json(n, seed):
    """n byte strings: TDMRep arrays of random rules (locations with '*',
    '$', escapes and stray bytes; members in any order; extra members),
    the same with a byte cut, doubled or replaced, and JSON fragments."""
    rnd = random.Random(seed)
    locs = [b'"/"', b'"/a*"', b'"/*.pdf$"', b'"/caf\\u00e9"', b'"/a/\xff"', b'"*"', b'""',
            b'"/a%2Fb"', b'"/\\/x$"', b'"/a?b"']
    frag = [b'[', b']', b'{', b'}', b'"location"', b':', b',', b'1', b'null', b'2.5e3',
            b'"\\', b'true', b'-', b'\n', b'\xff', b' ']

    def rule():
        m = [b'"location":' + rnd.choice(locs), b'"tdm-reservation":' + rnd.choice((b'0', b'1'))]
        if rnd.random() < 0.5:
            m.append(b'"tdm-policy":"https://e.com/p.json"')
        if rnd.random() < 0.3:
            m.append(b'"x":[1,{"y":null}]')
        rnd.shuffle(m)
        return b'{' + b','.join(m) + b'}'

    out = []
    for k in range(n):
        doc = b'[' + b','.join(rule() for _ in range(rnd.randrange(5))) + b']'
        if k % 3 == 1 and doc:
            i = rnd.randrange(len(doc))
            doc = doc[:i] + rnd.choice([b'', doc[i:i + 1] * 2, bytes([rnd.randrange(256)])]) \
                + doc[i + 1:]
        elif k % 3 == 2:
            doc = b''.join(rnd.choice(frag) for _ in range(rnd.randrange(30)))
        out.append(doc)
    return out


def test_tdmrep_random():
    urls = ['https://example.com/a', 'https://e.com/x.pdf', 'https://e.com/caf%C3%A9',
            'https://e.com/a/%FF', 'https://e.com/a%2fb', '/']
    pairs = [(d, urls[k % len(urls)]) for k, d in enumerate(random_json(300, 5))]
    lines, want = tdmrep_compare(pairs)
    check('tdmrep_random_json_same_answer_or_message_as_sqlite', same_answers(want, lines),
          first_diff(want, lines))


USAGE_DOC = ('Content-Usage: train-ai=n\nUser-agent: *\nUser-agent: bot\n'
             'Content-Usage: /a train-ai=y, search\nContent-Signal: Search=Yes, AI-Train = no,'
             ' junk\nDisallow: /x\n\nUser-agent: other\nContent-Usage: /b Bad=n\n'
             'Content-Signal: use=full\n')


def test_usage_rules_agent():
    """robots_usage_rules(txt, agent): the table form (agent :=) and the
    LIST form give SQLite's rows; a NULL agent gives none."""
    c = lite()
    for k, agent in enumerate(['bot', 'other', 'Mozilla/5.0 (X11; Linux x86_64)',
                               'Mozilla/5.0 (compatible; other/1.0)', '', None]):
        want = sqlite_rows(c, 'robots_usage_rules', USAGE_DOC, agent)
        lines, err, rc = duck("SELECT hex(COLUMNS(*)::VARCHAR) FROM robots_usage_rules(%s,"
                              " agent := %s);\nSELECT hex(COLUMNS(*)::VARCHAR) FROM (SELECT"
                              " unnest(robots_usage_rules(d, a), recursive := true) FROM"
                              " (SELECT %s AS d, %s AS a));"
                              % (lit(USAGE_DOC), lit(agent), lit(USAGE_DOC), lit(agent)))
        check('table_robots_usage_rules_agent_%d_same_as_sqlite_both_forms' % k,
              rc == 0 and lines == want + want and (agent is not None or want == []),
              err or first_diff(want + want, lines))


def test_crawler_list():
    want = sqlite_rows(lite(), 'robots_crawler_list')
    lines, err, rc = duck("SELECT hex(COLUMNS(*)::VARCHAR) FROM robots_crawler_list();\n"
                          "SELECT hex(COLUMNS(*)::VARCHAR) FROM (SELECT"
                          " unnest(robots_crawler_list(), recursive := true));")
    check('table_robots_crawler_list_same_as_sqlite_both_forms',
          rc == 0 and len(want) > 50 and lines == want + want, err or first_diff(want + want, lines))


def with_usage_lines(txt):
    """txt with a usage line before every allow/disallow line: by turns a
    Content-Usage line for that rule's path (train-ai y or n, and search n
    every third time) and a Content-Signal line (ai-train, ai-input), so
    the real groups, patterns and merges decide."""
    out = []
    for k, line in enumerate(txt.split(b'\n')):
        low = line.lstrip().lower()
        if low.startswith(b'allow:') or low.startswith(b'disallow:'):
            path = line.split(b':', 1)[1].split(b'#', 1)[0].strip()
            if k % 2 == 0 and path.startswith(b'/'):
                out.append(b'Content-Usage: %s train-ai=%s%s' % (
                    path, (b'y', b'n')[k % 4 // 2], b', search=n' if k % 3 == 0 else b''))
            else:
                out.append(b'Content-Signal: ai-train=%s, ai-input=yes' % (
                    b'no' if k % 3 else b'yes'))
        out.append(line)
    return b'\n'.join(out)


def test_corpus(data):
    """The real corpus with usage lines in its groups: robots_usage over a
    20,000-row crawl log (two threads) and every robots_usage_rules row of
    every file are SQLite's."""
    robots, rows = crawl_log(data, 20000, seed=9)
    robots = {h: with_usage_lines(t) for h, t in robots.items()}
    c = lite()
    c.execute('CREATE TABLE robots(host TEXT PRIMARY KEY, txt BLOB)')
    c.executemany('INSERT INTO robots VALUES(?,?)', robots.items())
    c.execute('CREATE TABLE log(i, host, agent, url)')
    c.executemany('INSERT INTO log VALUES(?,?,?,?)', [(i,) + r for i, r in enumerate(rows)])
    want = ['%d|%s' % (i, utf8_hex(j)) for i, j in c.execute(
        'SELECT l.i, robots_usage(r.txt, l.agent, l.url) FROM log l'
        ' JOIN robots r ON r.host = l.host ORDER BY l.i')]
    want_rules = []
    for h in sorted(robots):
        cells = [';'.join(','.join('' if v is None else utf8_hex(v) if k in (1, 2, 3, 4) else str(v)
                                   for k, v in enumerate(r))
                          for r in c.execute('SELECT * FROM robots_usage_rules(?)', (robots[h],)))]
        want_rules.append(h + '|' + cells[0])
    with tempfile.TemporaryDirectory() as d:
        os.mkdir(os.path.join(d, 'robots'))
        for h, t in robots.items():
            with open(os.path.join(d, 'robots', h + '.txt'), 'wb') as f:
                f.write(t)
        write_log(rows, os.path.join(d, 'log.tsv'))
        sql = duck_tables(os.path.join(d, 'robots'), os.path.join(d, 'log.tsv'))
        sql += ("SET threads=2;\nSELECT l.i || '|' || hex(robots_usage(r.txt, l.agent, l.url))"
                " FROM (SELECT row_number() OVER () - 1 AS i, * FROM log) l"
                " JOIN robots r ON r.host = l.host ORDER BY l.i;\n"
                "SELECT host || '|' || array_to_string(list_transform(robots_usage_rules(txt),"
                " u -> concat_ws(',', u.group_id, hex(u.kind), coalesce(hex(u.path), ''),"
                " hex(u.key), coalesce(hex(u.value), ''), u.line)), ';') FROM robots"
                " ORDER BY host;")
        lines, err, rc = duck(sql)
    got, got_rules = lines[:len(want)], lines[len(want):]
    signals = sum('"content_signal_lines":[]' not in bytes.fromhex(w.split('|')[1]).decode()
                  for w in want)
    check('corpus_usage_20000_rows_same_as_sqlite_two_threads',
          rc == 0 and got == want and signals > 1000, err or first_diff(want, got))
    check('corpus_usage_rules_every_row_same_as_sqlite',
          rc == 0 and got_rules == want_rules and sum(r.count(';') for r in want_rules) > 10000,
          err or first_diff(want_rules, got_rules))


def run(data):
    test_tdmrep()
    test_tdmrep_random()
    test_usage_rules_agent()
    test_crawler_list()
    if os.path.isdir(os.path.join(data, 'robots_corpus')):
        test_corpus(data)
    else:
        print('SKIP duckdb_usage_corpus: no shared data at %s' % data)
