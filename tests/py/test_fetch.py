"""test_fetch.py: robots_fetch, sitemap_fetch and sitemap_tree (dist/robots_fetch)
against real HTTP servers on 127.0.0.1 (tests/py/fetch_server.py), one test
per Google rule, named after it.  Prints ok/FAIL/SKIP lines for tests/run.sh.

Rules checked (Google Search Central, "How Google interprets the robots.txt
specification": HTTP status codes, redirects, caching, file size; "Build
and submit a sitemap" and "Manage your sitemaps with a sitemap index file":
size limits, index limits and scope).
"""
import datetime
import json
import os
import sqlite3
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
for var in ('http_proxy', 'https_proxy', 'HTTP_PROXY', 'HTTPS_PROXY', 'all_proxy', 'ALL_PROXY'):
    os.environ.pop(var, None)       # loopback only: never through a proxy
os.environ['NO_PROXY'] = '*'

failed = 0


def check(name, cond, why=''):
    global failed
    if cond:
        print('ok', name)
    else:
        failed += 1
        print('FAIL %s: %s' % (name, why))


def connect():
    db = sqlite3.connect(':memory:')
    db.enable_load_extension(True)
    db.load_extension(os.path.join(ROOT, 'dist', 'robots'))
    db.load_extension(os.path.join(ROOT, 'dist', 'robots_fetch'))
    return db


def row(db, sql, *args):
    cur = db.execute(sql, args)
    names = [d[0] for d in cur.description]
    r = cur.fetchone()
    return dict(zip(names, r)) if r else None


def rows(db, sql, *args):
    cur = db.execute(sql, args)
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def robots(db, site, opts=None, path='/some/page'):
    return row(db, 'select *, robots_allowed(body, ?2, ?3, status) as allowed'
               ' from robots_fetch(?1, ?4)', S.url(site, path), 'Googlebot',
               S.url(site, path), json.dumps(opts) if opts else None)


def tree(db, start, opts=None):
    return rows(db, 'select * from sitemap_tree(?1, ?2)', start,
                json.dumps(opts) if opts else None)


def test_robots_rules(db):
    r = robots(db, 'ok')
    check('robots_url_is_the_governing_file', r['robots_url'] == S.url('ok', '/robots.txt'), r['robots_url'])
    check('robots_200_body_parsed', r['status'] == 200 and r['body'].startswith(b'User-agent')
          and r['allowed'] == 1 and r['error'] is None, r)
    check('robots_200_rules_apply', robots(db, 'ok', path='/private/x')['allowed'] == 0)
    check('robots_caching_max_age_from_cache_control', r['max_age'] == 600, r['max_age'])
    check('robots_caching_expires_is_fetched_at_plus_max_age',
          r['expires'] is not None and r['fetched_at'] is not None and r['expires'] > r['fetched_at'])
    check('robots_fetched_at_is_iso_utc', len(r['fetched_at']) == 20 and r['fetched_at'].endswith('Z'))
    # Without max-age an answer lasts Google's 24 hours (the engine's rule).
    r4 = robots(db, 'status-404')
    secs = [datetime.datetime.strptime(r4[k], '%Y-%m-%dT%H:%M:%SZ') for k in ('fetched_at', 'expires')]
    check('robots_caching_expires_24_hours_without_max_age',
          r4['max_age'] is None and (secs[1] - secs[0]).total_seconds() == 86400, (r4['fetched_at'], r4['expires']))
    r5 = row(db, 'select * from robots_fetch(?1)', 'mailto:a@example.com')
    check('robots_fetch_no_robots_txt_for_a_url_not_http',
          r5['robots_url'] is None and r5['status'] is None and r5['expires'] is None
          and r5['error'] == 'no robots.txt: not an absolute http or https URL', r5)
    for fn in ('robots_fetch', 'sitemap_fetch', 'sitemap_tree'):
        try:
            db.execute('select * from %s(?1)' % fn, ('https://e.example/' + 'a' * 65600,)).fetchall()
            e = None
        except sqlite3.Error as x:
            e = str(x)
        check('%s_url_over_65536_bytes_is_an_error' % fn,
              e == '%s(): the URL is over 65,536 bytes' % fn, e)
    check('robots_content_type_reported', r['content_type'] == 'text/plain', r['content_type'])
    check('robots_content_usage_header_reported', r['content_usage'] == 'train-ai=n', r.get('content_usage'))
    check('robots_content_usage_null_without_header', robots(db, 'status-404')['content_usage'] is None)
    r2 = robots(db, 'usage2')
    check('robots_content_usage_field_lines_joined_with_comma',
          r2['content_usage'] == 'train-ai=n, search=y'
          and db.execute('select robots_usage_header(?)', (r2['content_usage'],)).fetchone()[0]
          == '{"train-ai":"n","search":"y"}', r2.get('content_usage'))
    req = S.requests('ok', '/robots.txt')[-1]
    h = {k.lower(): v for k, v in req['headers'].items()}
    check('robots_unconditional_get', req['method'] == 'GET' and 'if-modified-since' not in h
          and 'if-none-match' not in h and 'range' not in h, h)
    check('user_agent_names_the_project', h.get('user-agent', '').startswith('sqlite-robots/'), h.get('user-agent'))
    for st in (401, 403, 404, 410):
        r = robots(db, 'status-%d' % st)
        check('robots_%d_allows_all' % st, r['status'] == st and r['allowed'] == 1, r['status'])
    r = robots(db, 'status-429')
    check('robots_429_disallows_all', r['status'] == 429 and r['allowed'] == 0, r['status'])
    for st in (500, 503):
        r = robots(db, 'status-%d' % st)
        check('robots_%d_disallows_all' % st, r['status'] == st and r['allowed'] == 0, r['status'])
    for n in range(1, 6):
        r = robots(db, 'hops-%d' % n)
        check('robots_redirect_%d_hops_followed' % n, r['status'] == 200 and r['redirects'] == n
              and r['allowed'] == 0 and r['final_url'] == S.url('hops-%d' % n, '/hop/%d' % n), r)
    for n in (6, 7):
        r = robots(db, 'hops-%d' % n)
        check('robots_redirect_%d_hops_counts_as_404' % n, r['status'] == 404 and r['allowed'] == 1
              and r['error'] is not None, r)
    codes = {req['path']: None for req in S.requests('hops-4')}
    check('robots_redirect_codes_301_302_307_308_followed', '/hop/4' in codes, codes)
    t0 = time.monotonic()
    r = robots(db, 'hang', {'timeout': 1})
    dt = time.monotonic() - t0
    check('robots_timeout_is_unreachable_disallows_all', r['status'] == 0 and r['allowed'] == 0
          and r['error'] and dt < 2.5, (r['status'], r['error'], dt))
    closed = S.port('ok') + 0
    r = row(db, "select status, error, robots_allowed(body, 'Googlebot', '/', status) a"
            " from robots_fetch('http://127.0.0.1:9/x', '{\"timeout\": 2}')")
    check('robots_unreachable_disallows_all', r['status'] == 0 and r['a'] == 0 and r['error'], r)
    r = robots(db, 'big', path='/late')
    check('robots_first_512000_bytes_kept', len(r['body']) == 512000 and r['truncated'] == 1
          and r['error'] is None, (len(r['body'] or b''), r['truncated']))
    check('robots_rules_past_512000_bytes_ignored', r['allowed'] == 1
          and robots(db, 'big', path='/early')['allowed'] == 0)
    r = robots(db, 'gzipce', path='/zipped')
    check('robots_content_encoding_gzip_inflated', r['body'].startswith(b'User-agent') and r['allowed'] == 0
          and r['content_encoding'] == 'gzip', r)
    r = robots(db, 'tofile')
    check('redirect_to_file_scheme_not_followed', r['status'] == 302 and r['error']
          and 'not http' in r['error'] and not r['body'], r)
    r = robots(db, 'toother')
    check('redirect_to_other_host_name_followed', r['status'] == 200 and r['redirects'] == 1
          and r['final_url'] == S.url('ok', '/robots.txt', host='localhost'), r)
    check('no_cookies_sent', all('Cookie' not in q['headers'] for q in S.requests()))
    r = row(db, "select robots_url, status, error from robots_fetch('file:///etc/passwd')")
    check('robots_fetch_only_http_https', r['robots_url'] is None and r['status'] is None and r['error'], r)


def test_sitemap_fetch(db):
    q = 'select * from sitemap_fetch(?1, ?2)'
    r = row(db, q, S.url('site', '/idx/a.xml'), None)
    check('sitemap_fetch_urlset', r['status'] == 200 and r['format'] == 'urlset' and r['error'] is None, r)
    n = row(db, "select count(*) n from sitemap_fetch(?1) f, sitemap_entries(f.body) e", S.url('site', '/idx/b.xml.gz'))
    r = row(db, q, S.url('site', '/idx/b.xml.gz'), None)
    check('sitemap_gzip_without_content_encoding_kept_as_served', r['body'][:2] == b'\x1f\x8b'
          and r['content_encoding'] is None and n['n'] == 1, r['content_encoding'])
    r = row(db, q, S.url('site', '/idx/c.xml'), None)
    check('sitemap_gzip_with_content_encoding_inflated', r['body'].startswith(b'<?xml')
          and r['content_encoding'] == 'gzip', r['content_encoding'])
    r = row(db, q, S.url('site', '/r/3/idx/a.xml'), None)
    check('sitemap_redirects_followed', r['status'] == 200 and r['redirects'] == 3
          and r['final_url'] == S.url('site', '/idx/a.xml'), r)
    r = row(db, q, S.url('site', '/r/6/idx/a.xml'), None)
    check('sitemap_redirect_6_hops_counts_as_404', r['status'] == 404 and r['error'], r)
    r = row(db, q, S.url('site', '/to-ftp.xml'), None)
    check('sitemap_redirect_to_ftp_not_followed', r['error'] and 'not http' in r['error'], r)
    r = row(db, q, S.url('site', '/big.xml'), json.dumps({'max_size': 1000000}))
    check('sitemap_over_size_cap_is_error', r['body'] is None and r['truncated'] == 1
          and 'too large' in r['error'], r['error'])
    for path, name in (('/bomb.xml.gz', 'without'), ('/bomb-ce.xml', 'with')):
        t0 = time.monotonic()
        r = row(db, q, S.url('site', path), None)
        dt = time.monotonic() - t0
        check('sitemap_gzip_bomb_%s_content_encoding_stopped_at_50mib' % name,
              r['body'] is None and r['truncated'] == 1 and 'too large' in (r['error'] or '')
              and dt < 20, (r['error'], dt))
    r = row(db, q, S.url('site', '/missing.xml'), None)
    check('sitemap_404_is_a_row_not_an_error', r['status'] == 404 and r['format'] is None, r['status'])
    check('sitemap_404_row_has_error_set', 'HTTP status 404' in (r['error'] or ''), r['error'])
    r = row(db, q, 'file:///etc/passwd', None)
    check('sitemap_fetch_only_http_https', r['status'] is None and 'http' in r['error'], r)
    r = row(db, q, S.url('site', '/idx/blocked/x.xml'), None)
    check('sitemap_fetch_obeys_robots_for_own_agent', r['status'] is None and 'disallows' in r['error'], r)
    r = row(db, q, S.url('site', '/idx/blocked/x.xml'), json.dumps({'obey_robots': False}))
    check('sitemap_fetch_obey_robots_false', r['status'] == 200, r)
    # A header user_agent means the crawler it names, for the fetcher as for
    # robots_allowed: "Mozilla/5.0 (compatible; FooBot/1.0)" is FooBot, whose
    # group disallows /idx/a.xml, not Mozilla (which '*' would allow).
    hdr = {'user_agent': 'Mozilla/5.0 (compatible; FooBot/1.0)'}
    txt = row(db, 'select body from robots_fetch(?1)', S.url('site', '/robots.txt'))['body']
    said = row(db, 'select robots_allowed(?1, ?2, ?3) a', txt, hdr['user_agent'],
               S.url('site', '/idx/a.xml'))['a']
    r = row(db, q, S.url('site', '/idx/a.xml'), json.dumps(hdr))
    r2 = row(db, q, S.url('site', '/idx/c.xml'), json.dumps(hdr))
    check('fetcher_reduces_header_user_agent_as_robots_allowed',
          said == 0 and r['status'] is None and 'disallows' in (r['error'] or '')
          and r2['status'] == 200, (said, r['status'], r['error'], r2['status']))
    before = len(S.requests('toother'))
    r = row(db, q, S.url('toother', '/robots.txt').replace('//', '//user:pw@'),
            json.dumps({'obey_robots': False}))
    first = S.requests('toother')[before:]
    after = [x for x in S.requests('ok') if x['headers'].get('Host', '').startswith('localhost')]
    check('credentials_not_carried_to_other_host', r['status'] == 200 and first
          and 'Authorization' in first[-1]['headers']
          and after and 'Authorization' not in after[-1]['headers'], r)


def test_tree(db):
    site = S.url('site', '/')
    t = tree(db, site)
    by = {}
    for x in t:
        by.setdefault(x['url'], []).append(x)
    u = lambda p: S.url('site', p)
    check('tree_from_site_reads_robots_sitemap_lines', u('/idx/index.xml') in by
          and by[u('/idx/index.xml')][0]['via'] == 'robots.txt' and by[u('/idx/index.xml')][0]['depth'] == 0
          and by[u('/idx/index.xml')][0]['parent'] == u('/robots.txt'), [x['url'] for x in t])
    fetched = [x['url'] for x in t if x['status'] is not None]
    check('tree_index_lists_itself_fetched_once', fetched.count(u('/idx/index.xml')) == 1
          and any('already' in (x['error'] or '') for x in by[u('/idx/index.xml')]))
    check('tree_two_level_index', by.get(u('/idx/sub/d.xml'), [{}])[0].get('depth') == 2
          and by[u('/idx/sub/d.xml')][0]['status'] == 200)
    check('tree_repeat_fetched_once', fetched.count(u('/idx/a.xml')) == 1)
    o = by.get(u('/other/out.xml'), [{}])[0]
    check('tree_child_outside_index_directory_listed_not_fetched', o.get('in_scope') == 0
          and o.get('status') is None and 'outside' in (o.get('error') or ''), o)
    check('tree_child_in_directory_in_scope', by[u('/idx/a.xml')][0]['in_scope'] == 1)
    b = by.get(u('/idx/blocked/x.xml'), [{}])[0]
    check('tree_obeys_robots_for_own_agent', b.get('status') is None and 'disallows' in (b.get('error') or ''), b)
    check('tree_text_sitemap', by[u('/idx/list.txt')][0]['format'] == 'text')
    check('tree_gzip_sitemaps_read', by[u('/idx/b.xml.gz')][0]['status'] == 200
          and by[u('/idx/c.xml')][0]['status'] == 200)
    m = by[u('/idx/missing.xml')][0]
    check('tree_failed_document_is_a_row', m['status'] == 404, m)
    n = row(db, "select count(*) n from sitemap_tree(?1) s, sitemap_entries(s.body) e"
            " where e.kind = 'url'", site)['n']
    check('tree_entries_join', n == 7, n)
    t2 = tree(db, site, {'follow_out_of_scope': True, 'obey_robots': False})
    f2 = {x['url']: x for x in t2 if x['status'] is not None}
    check('tree_follow_out_of_scope_fetches_it', u('/other/out.xml') in f2 and u('/idx/blocked/x.xml') in f2)
    t3 = tree(db, u('/robots.txt'))
    check('tree_from_robots_url', len(t3) == len(t), (len(t3), len(t)))
    t4 = tree(db, u('/deep/0.xml'), {'max_depth': 2})
    d4 = {x['url']: x for x in t4}
    check('tree_depth_cap', d4[u('/deep/2.xml')]['status'] == 200 and d4[u('/deep/3.xml')]['status'] is None
          and 'max_depth' in d4[u('/deep/3.xml')]['error'], [(x['url'], x['error']) for x in t4])
    t5 = tree(db, u('/idx/index.xml'), {'max_documents': 3})
    check('tree_max_documents', sum(1 for x in t5 if x['status'] is not None) == 3
          and any('max_documents' in (x['error'] or '') for x in t5))
    t6 = rows(db, 'select url, status, error from sitemap_tree(?1, ?2)', u('/many/index.xml'),
              json.dumps({'max_documents': 2}))
    over = [x['url'] for x in t6 if '50,000' in (x['error'] or '')]
    check('tree_index_at_most_50000_children', len(t6) == 50002
          and over == [u('/many/50000.xml')], (len(t6), over[:3]))
    t7 = tree(db, S.url('nosm', '/'))
    check('tree_without_sitemap_lines_tries_sitemap_xml', len(t7) == 1
          and t7[0]['url'] == S.url('nosm', '/sitemap.xml') and t7[0]['via'] == 'given', t7)
    check('tree_html_at_sitemap_xml_is_error', t7 and t7[0]['format'] is None
          and 'not a sitemap' in (t7[0]['error'] or ''), t7 and t7[0]['error'])
    t8 = tree(db, 'ftp://127.0.0.1/x.xml')
    check('tree_only_http_https', len(t8) == 1 and t8[0]['status'] is None and 'http' in t8[0]['error'])


def test_concurrency(db):
    idx = S.url('slow', '/index.xml')
    t0 = time.monotonic()
    tree(db, idx, {'concurrency': 4, 'per_host': 4})
    dt = time.monotonic() - t0
    peak = max(r['inflight'] for r in S.requests('slow'))
    check('concurrency_runs_fetches_in_parallel', peak >= 3 and dt < 1.5, (peak, dt))
    n0 = len(S.log)
    tree(db, idx, {'concurrency': 4, 'per_host': 1})
    peak = max(r['inflight'] for r in S.log[n0:] if r['site'] == 'slow')
    check('concurrency_at_most_per_host', peak == 1, peak)
    n0 = len(S.log)
    tree(db, idx, {'concurrency': 4, 'per_host': 2, 'delay': 0.4})
    ts = sorted(r['t'] for r in S.log[n0:] if r['site'] == 'slow')
    gaps = [b - a for a, b in zip(ts, ts[1:])]
    check('concurrency_delay_between_starts_on_a_host', gaps and min(gaps) >= 0.35, gaps)


def test_safety(db):
    for name, sql in (('view', 'create view v as select status from robots_fetch(%r)' % S.url('ok', '/')),
                      ('trigger', 'create table t(x); create trigger tr after insert on t begin'
                                  ' select * from sitemap_tree(%r); end' % S.url('site', '/'))):
        n0 = len(S.log)
        try:
            db.executescript(sql)
            db.execute('select * from v' if name == 'view' else 'insert into t values (1)').fetchall()
            check('fetch_is_directonly_not_from_a_' + name, False, 'it ran')
        except sqlite3.Error as e:
            check('fetch_is_directonly_not_from_a_' + name, 'unsafe' in str(e) and len(S.log) == n0, str(e))
    for opts, name in (('{"bogus": 1}', 'unknown_option'), ('[1,2]', 'options_not_object'),
                       ('{"timeout": -1}', 'option_out_of_range'), ('{nope', 'options_malformed')):
        try:
            db.execute('select * from sitemap_tree(?1, ?2)', (S.url('site', '/'), opts)).fetchall()
            check('fetch_%s_is_an_error' % name, False, 'accepted')
        except sqlite3.Error as e:
            check('fetch_%s_is_an_error' % name, 'sitemap_tree()' in str(e) or 'JSON' in str(e), str(e))
    # The engine words each refusal (fetchOptionSet): the name quoted
    # printable, at most 40 bytes, never half a character, "..." after a cut.
    for name, opts, want in (
            ('name_cut_between_characters_marked', '{"a%s": 1}' % ('\u00e9' * 30),
             'option "a%s"... is not an option' % ('\u00e9' * 19)),
            ('name_control_byte_escaped', '{"x\\u0001": 1}', 'option "x\\x01" is not an option'),
            ('integer', '{"max_depth": 1.5}', 'option "max_depth" must be an integer'),
            ('boolean', '{"obey_robots": 1}', 'option "obey_robots" must be true or false'),
            ('one_line', '{"user_agent": "a\\nb"}', 'option "user_agent" must be one line'),
            ('range', '{"delay": 61}', 'option "delay" is out of range (0 to 60)'),
            ('not_object', '[1]', 'options must be a JSON object')):
        try:
            db.execute('select * from robots_fetch(?1, ?2)', ('mailto:x', opts)).fetchall()
            e = None
        except (sqlite3.Error, UnicodeDecodeError) as x:
            e = x if isinstance(x, UnicodeDecodeError) else str(x)
        check('fetch_option_refusal_' + name, e == 'robots_fetch(): ' + want, repr(e))
    r = rows(db, 'select * from robots_fetch(NULL)')
    check('fetch_null_url_no_rows', r == [])
    # The options argument is RFC 8259 JSON text, read by the engine as
    # crawler_dns's is: SQLite's JSON5 spellings and non-text values are
    # refused with the engine's or the catalog's words.
    for name, opts, want in (
            ('json5_unquoted_name_is_malformed', '{timeout: 1}', 'options: malformed JSON'),
            ('trailing_comma_is_malformed', '{"timeout": 1,}', 'options: malformed JSON'),
            ('number_is_not_text', 5, 'argument options must be TEXT or BLOB, not INTEGER'),
            ('string_is_not_an_object', '"x"', 'options must be a JSON object')):
        try:
            db.execute('select * from robots_fetch(?1, ?2)', ('mailto:x', opts)).fetchall()
            e = None
        except sqlite3.Error as x:
            e = str(x)
        check('fetch_options_' + name, e == 'robots_fetch(): ' + want, repr(e))
    r = rows(db, 'select error from robots_fetch(?1, ?2)', 'mailto:x',
             '{"max_depth": 1, "max_depth": 2, "cache": false}')
    check('fetch_options_repeated_member_accepted', len(r) == 1, r)
    try:
        db.executescript('create view vc as select robots_fetch_cache_clear() n')
        db.execute('select * from vc').fetchall()
        check('fetch_cache_clear_is_directonly_not_from_a_view', False, 'it ran')
    except sqlite3.Error as e:
        check('fetch_cache_clear_is_directonly_not_from_a_view', 'unsafe' in str(e), str(e))


def test_issue_query(db):
    site = S.url('site', '/')
    r = rows(db, "select s.url, s.depth, s.status, e.loc,"
             " robots_allowed(r.body, 'Googlebot', e.loc, r.status) as allowed"
             " from robots_fetch(?1) r, sitemap_tree(?1) s, sitemap_entries(s.body) e", site)
    blocked = [x['loc'] for x in r if x['allowed'] == 0]
    urls = [x for x in r if not x['loc'].endswith(('.xml', '.gz', '.txt'))]
    check('issue_query_audits_the_site', len(urls) == 7 and blocked == [S.url('site', '/private/2')],
          (len(r), blocked))


LOG_LINE = ('127.0.0.1 - - [27/Nov/2026:00:00:%02d +0000] "GET /%s/%d HTTP/1.1" 200 12 "-"'
            ' "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"\n')


def access_log(n):
    return ''.join(LOG_LINE % (i % 60, 'private' if i % 2 else 'public', i) for i in range(n)).encode()


def robots_gets(site):
    return len(S.requests(site, '/robots.txt'))


def test_cache(db):
    log = access_log(300)
    join = ("select l.agent, l.target, l.status"
            "  from access_log_entries(?1) l, robots_fetch(?2) r"
            " where l.agent is not null"
            "   and robots_allowed(r.body, l.agent, l.target, r.status) = 0")
    site = S.url('cache', '/')
    n0 = robots_gets('cache')
    r = db.execute(join, (log, site)).fetchall()
    check('cache_log_join_fetches_robots_txt_once', len(r) == 150 and robots_gets('cache') - n0 == 1,
          (len(r), robots_gets('cache') - n0))
    n0 = robots_gets('cache')
    db.execute(join.replace('robots_fetch(?2)', "robots_fetch(?2, '{\"cache\": false}')"),
               (log, site)).fetchall()
    check('cache_false_bypasses_the_cache', robots_gets('cache') - n0 == 300, robots_gets('cache') - n0)
    n0 = robots_gets('cache')
    a = row(db, 'select fetched_at, max_age, expires from robots_fetch(?1)', site)
    b = row(db, 'select fetched_at, max_age, expires from robots_fetch(?1)', S.url('cache', '/other'))
    check('cache_keyed_by_robots_url_answer_kept_with_its_fetched_at',
          robots_gets('cache') == n0 and a == b and a['max_age'] == 600, (a, b))
    row(db, 'select status from robots_fetch(?1, ?2)', site, json.dumps({'user_agent': 'other-bot/1'}))
    check('cache_keyed_by_user_agent', robots_gets('cache') - n0 == 1)
    n0 = robots_gets('cache-0')
    for _ in range(3):
        row(db, 'select status from robots_fetch(?1)', S.url('cache-0', '/'))
    check('cache_max_age_0_not_kept', robots_gets('cache-0') - n0 == 3, robots_gets('cache-0') - n0)
    n0 = robots_gets('cache')
    row(db, 'select * from sitemap_fetch(?1)', S.url('cache', '/sitemap.xml'))
    check('cache_robots_txt_shared_with_sitemap_fetch', robots_gets('cache') == n0)
    sm = lambda: len(S.requests('cache', '/sitemap.xml'))
    n0 = sm()
    row(db, 'select * from sitemap_fetch(?1)', S.url('cache', '/sitemap.xml'))
    check('cache_sitemaps_not_kept_unless_asked', sm() - n0 == 1)
    n0 = sm()
    q = 'select status, format from sitemap_fetch(?1, \'{"cache_sitemaps": true}\')'
    x, y = row(db, q, S.url('cache', '/sitemap.xml')), row(db, q, S.url('cache', '/sitemap.xml'))
    check('cache_sitemaps_true_keeps_sitemaps', sm() - n0 == 1 and x == y == {'status': 200, 'format': 'urlset'},
          (sm() - n0, x, y))
    n = row(db, 'select robots_fetch_cache_clear() n')['n']
    n0 = robots_gets('cache')
    row(db, 'select status from robots_fetch(?1)', site)
    check('cache_clear_empties_the_cache', n >= 3 and robots_gets('cache') - n0 == 1, n)
    test_cache_budget()
    db2 = connect()
    n0 = robots_gets('cache')
    row(db2, 'select status from robots_fetch(?1)', site)
    check('cache_is_per_connection', robots_gets('cache') - n0 == 1)
    db2.close()


def test_cache_budget():
    db = connect()
    opts = json.dumps({'cache_sitemaps': True, 'max_size': 100 << 20})
    gets = lambda p: len(S.requests('cache', p))
    fetch = lambda p: row(db, 'select status, length(body) n from sitemap_fetch(?1, ?2)', S.url('cache', p), opts)
    a, b, c = '/mib/30/a.xml', '/mib/30/b.xml', '/mib/30/c.xml'
    for p in (a, b, c, c, b):
        fetch(p)
    check('cache_budget_64_mib_evicts_least_recently_used', (gets(a), gets(b), gets(c)) == (1, 1, 1)
          and fetch(a)['n'] > 30 << 20 and gets(a) == 2 and gets(b) == 1, (gets(a), gets(b), gets(c)))
    fetch(c)
    check('cache_budget_evicted_the_oldest', gets(c) == 2, gets(c))
    big = '/mib/70/a.xml'
    fetch(big), fetch(big)
    check('cache_document_over_budget_not_kept', gets(big) == 2, gets(big))
    db.close()


def test_errors_and_urls(db):
    q = 'select * from sitemap_fetch(?1, ?2)'
    r = row(db, q, S.url('site', '/missing.xml'), None)
    check('sitemap_not_read_has_error_http_status', r['status'] == 404
          and r['error'] == 'not read: HTTP status 404', r)
    dead = rows(db, 'select url, error from sitemap_tree(?1) where error is not null', S.url('site', '/'))
    check('tree_where_error_is_not_null_finds_dead_sitemaps',
          any(x['url'] == S.url('site', '/idx/missing.xml') and 'HTTP status 404' in x['error'] for x in dead), dead)
    r = row(db, q, S.url('site', '/big.xml'), json.dumps({'max_size': 1000000}))
    check('too_large_error_gives_the_cap_in_bytes', '1000000 bytes' in (r['error'] or ''), r['error'])
    try:
        db.execute(q, (S.url('site', '/idx/a.xml'), '{"concurrency": 65}')).fetchall()
        check('option_out_of_range_gives_the_range', False, 'accepted')
    except sqlite3.Error as e:
        check('option_out_of_range_gives_the_range', '(1 to 64)' in str(e), str(e))
    cred = S.url('site', '/r/2/idx/a.xml').replace('//', '//user:secret@')
    r = row(db, 'select final_url, status, url from sitemap_fetch(?1)', cred)
    t = rows(db, 'select url, parent, final_url, start from sitemap_tree(?1)',
             S.url('site', '/idx/sub/index2.xml').replace('//', '//user:secret@'))
    r2 = row(db, 'select robots_url, final_url, url from robots_fetch(?1)', cred)
    # the url / start argument columns too: shown as the rows' URLs are
    shown = [r['final_url'], r['url'], r2['robots_url'], r2['final_url'], r2['url']] + [
        v for x in t for v in x.values()]
    check('argument_columns_show_the_url_without_userinfo',
          r['url'] == r2['url'] == S.url('site', '/r/2/idx/a.xml')
          and t[0]['start'] == S.url('site', '/idx/sub/index2.xml'), (r, r2, t[0]))
    check('no_userinfo_in_any_returned_url', r['status'] == 200 and len(t) == 3
          and not any('secret' in (v or '') or 'user@' in (v or '') for v in shown), shown)
    n0 = len(S.requests('blk'))
    r = row(db, q, S.url('cross', '/to-blocked.xml'), None)
    got = [x['path'] for x in S.requests('blk')[n0:]]
    check('redirect_to_other_host_asks_its_robots_txt_first', r['status'] == 302
          and 'disallows' in (r['error'] or '') and '/robots.txt' in got and '/blocked/x.xml' not in got, (r, got))
    r = row(db, q, S.url('cross', '/to-open.xml'), None)
    got = [x['path'] for x in S.requests('blk')[n0:]]
    check('redirect_to_other_host_allowed_fetched', r['status'] == 200 and r['redirects'] == 1
          and r['format'] == 'urlset' and got.index('/robots.txt') < got.index('/open/y.xml'), (r, got))


MEMORY_PROBE = r"""
import os, sqlite3, sys
db = sqlite3.connect(':memory:')
db.enable_load_extension(True)
db.load_extension(os.path.join(sys.argv[1], 'dist', 'robots'))
db.load_extension(os.path.join(sys.argv[1], 'dist', 'robots_fetch'))
def hwm():
    for line in open('/proc/self/status'):
        if line.startswith('VmHWM:'):
            return int(line.split()[1]) // 1024
cur = db.execute('select length(url), status, error from sitemap_tree(?1)', (sys.argv[2],))
first = cur.fetchone()
at_first = hwm()
n = long = 0
for length, status, error in cur:
    n += 1
    long += length > 2048 and status is None and '2,048' in (error or '')
print(first[1], n, long, at_first, hwm())
"""


def test_memory(db):
    import subprocess
    del db                      # a process of its own: its peak is its own
    out = subprocess.run([sys.executable, '-c', MEMORY_PROBE, ROOT, S.url('long', '/index.xml')],
                         capture_output=True, text=True, timeout=300)
    try:
        status, n, long, at_first, peak = map(int, out.stdout.split())
    except ValueError:
        check('tree_memory_probe_ran', False, out.stderr[-500:])
        return
    print('# sitemap_tree, 60 KB redirect, 20,000 relative children: peak %d MiB (%d MiB at the first row)'
          % (peak, at_first))
    check('tree_child_url_over_2048_characters_listed_not_fetched', status == 200 and n == 20000
          and long == 20000, (status, n, long))
    check('tree_memory_bounded_60kb_redirect_20000_relative_children', peak < 100, peak)
    check('tree_rows_stream_from_the_first_document', at_first < 100, at_first)


def main():
    so = os.path.join(ROOT, 'dist', 'robots_fetch.so')
    if not os.path.exists(so):
        print('SKIP fetch: dist/robots_fetch.so not built (sudo apt-get install -y libcurl4-openssl-dev, then make)')
        return 0
    global S
    import fetch_server
    S = fetch_server.Sites()
    S.start()
    try:
        db = connect()
        for t in (test_robots_rules, test_sitemap_fetch, test_tree, test_concurrency,
                  test_safety, test_issue_query, test_cache, test_errors_and_urls,
                  test_memory):
            try:
                t(db)
            except Exception as e:          # a crash in one group is one failure
                check(t.__name__, False, '%s: %s' % (type(e).__name__, e))
    finally:
        S.stop()
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
