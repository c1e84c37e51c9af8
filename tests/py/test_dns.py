"""test_dns.py: crawler_dns and crawler_dns_batch (dist/robots_fetch) against
a DNS server of the test's own on 127.0.0.1 (tests/py/dns_server.py) and
the system's /etc/hosts, one test per rule, named after it.  Prints
ok/FAIL/SKIP lines for tests/run.sh.

Rules: an address is verified when its PTR name ends with an operator's
documented suffix on a label boundary and that name resolves back to the
address (Google, "Verify requests from Google crawlers and fetchers";
Bing, "Verifying Bingbot"; ...).  Answers are kept per connection for
their TTL (RFC 1035; a negative answer for its SOA's MINIMUM, RFC 2308).
"""
import json
import os
import sqlite3
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', '..')
from dns_server import DnsServer, reverse_name   # noqa: E402

failed = 0


def check(name, cond, why=''):
    global failed
    if cond:
        print('ok', name)
    else:
        failed += 1
        print('FAIL %s: %s' % (name, why))


def connect():
    db = sqlite3.connect(':memory:', check_same_thread=False)
    db.enable_load_extension(True)
    db.load_extension(os.path.join(ROOT, 'dist', 'robots_fetch'))
    return db


def dns(db, ip, **opt):
    opt.setdefault('servers', D.servers)
    r = db.execute('select crawler_dns(?, ?)', (ip, json.dumps(opt))).fetchone()[0]
    return json.loads(r) if r is not None else None


def batch(db, ips, **opt):
    opt.setdefault('servers', D.servers)
    cur = db.execute('select * from crawler_dns_batch(?, ?)', (json.dumps(ips), json.dumps(opt)))
    names = [d[0] for d in cur.description]
    return [dict(zip(names, r)) for r in cur.fetchall()]


def setup(d):
    d.add_ptr('192.0.2.1', 'crawl-192-0-2-1.googlebot.com')
    d.add('crawl-192-0-2-1.googlebot.com', 'A', '192.0.2.1')
    d.add_ptr('192.0.2.2', 'crawl-1.googlebot.com')          # A says another
    d.add('crawl-1.googlebot.com', 'A', '192.0.2.99')
    d.add_ptr('192.0.2.3', 'evil-googlebot.com')
    d.add('evil-googlebot.com', 'A', '192.0.2.3')
    d.add_ptr('192.0.2.4', 'MSNBOT-1.Search.MSN.com.')
    d.add('msnbot-1.search.msn.com', 'A', '192.0.2.4')
    d.add_ptr('192.0.2.6', 'slow-ptr.googlebot.com')
    d.drop.add(reverse_name('192.0.2.6'))                    # PTR never answered
    d.add_ptr('192.0.2.7', 'noanswer.googlebot.com')
    d.add('noanswer.googlebot.com', 'A', '192.0.2.7')
    d.drop.add('noanswer.googlebot.com')                     # A never answered
    d.add_ptr('192.0.2.8', 'short.googlebot.com', ttl=1)
    d.add('short.googlebot.com', 'A', '192.0.2.8', ttl=1)
    d.add_ptr('192.0.2.10', 'cached.googlebot.com', ttl=600)
    d.add('cached.googlebot.com', 'A', '192.0.2.10', ttl=600)
    d.add_ptr('2001:db8::1', 'crawl-v6.googlebot.com')
    d.add('crawl-v6.googlebot.com', 'AAAA', '2001:db8::1')
    d.add_ptr('192.0.2.11', 'v4only.googlebot.com')          # A only: no AAAA
    d.add('v4only.googlebot.com', 'A', '192.0.2.11')
    # RFC 2317: the reverse name is a CNAME into the owner's zone (short TTL)
    d.add(reverse_name('192.0.2.20'), 'CNAME', '20.0-25.2.0.192.in-addr.arpa', ttl=1)
    d.add('20.0-25.2.0.192.in-addr.arpa', 'PTR', 'crawl-20.googlebot.com', ttl=600)
    d.add('crawl-20.googlebot.com', 'A', '192.0.2.20', ttl=600)
    for i in range(40):
        ip = '198.51.100.%d' % (i + 1)
        d.add_ptr(ip, 'b%d.crawl.amazonbot.amazon' % i)
        d.add('b%d.crawl.amazonbot.amazon' % i, 'A', ip)
        d.delay[reverse_name(ip)] = 0.2


def test_verification(db):
    r = dns(db, '192.0.2.1')
    check('ptr_then_forward_match_verifies', r == {
        'ip': '192.0.2.1', 'host': 'crawl-192-0-2-1.googlebot.com', 'forward_match': True,
        'operator': 'Googlebot', 'verified': True}, r)
    r = dns(db, '192.0.2.2')
    check('forward_mismatch_is_not_verified', r['host'] == 'crawl-1.googlebot.com'
          and r['forward_match'] is False and r['operator'] == 'Googlebot'
          and r['verified'] is False and 'error' not in r, r)
    r = dns(db, '192.0.2.3')
    check('suffix_must_start_at_label_boundary', r['forward_match'] is True
          and r['operator'] is None and r['verified'] is False, r)
    r = dns(db, '192.0.2.4')
    check('suffix_case_insensitive_trailing_dot_dropped',
          r['host'].lower() == 'msnbot-1.search.msn.com' and r['operator'] == 'Bingbot'
          and r['verified'] is True, r)
    r = dns(db, '192.0.2.5')
    check('no_ptr_record_is_an_answer_not_an_error', r == {
        'ip': '192.0.2.5', 'host': None, 'forward_match': None, 'operator': None,
        'verified': False}, r)
    r = dns(db, '2001:db8::1')
    check('ipv6_ptr_under_ip6_arpa_and_aaaa_forward', r['host'] == 'crawl-v6.googlebot.com'
          and r['verified'] is True and D.count_ptr('2001:db8::1') == 1, r)
    r = dns(db, '2001:0DB8:0:0::1')
    check('ipv6_written_differently_is_the_same_address', r['ip'] == '2001:db8::1'
          and r['verified'] is True and D.count_ptr('2001:db8::1') == 1, r)
    r = dns(db, '::ffff:192.0.2.1')
    check('ipv4_mapped_ipv6_is_the_ipv4_address', r['ip'] == '192.0.2.1'
          and r['verified'] is True, r)
    r = dns(db, '192.0.2.11')
    check('forward_lookup_in_the_address_family', r['forward_match'] is True
          and D.count('v4only.googlebot.com', 'AAAA') == 0, r)


def test_hosts_file(db):
    before = sum(D.counts.values())
    r = dns(db, '127.0.0.1')
    check('hosts_file_names_loopback_localhost', r is not None and r['host'] == 'localhost'
          and r['forward_match'] is True and r['operator'] is None
          and r['verified'] is False, r)
    check('hosts_file_answer_asks_no_server', sum(D.counts.values()) == before,
          sum(D.counts.values()) - before)
    # the file has no TTL: its answer is kept a minute, not read again per row
    # (reading it for each of 20,000 rows took 1.4 s)
    t = time.time()
    n = db.execute('select count(*) from crawler_dns_batch(?)',
                   (json.dumps(['127.0.0.1'] * 20000),)).fetchone()[0]
    dt = time.time() - t
    check('hosts_file_answer_is_kept', n == 20000 and dt < 0.5, '%.3f s' % dt)


def test_bad_input(db):
    cases = ['not an address', '', '1.2.3.4.5', '256.1.1.1', ' 1.2.3.4', '1.2.3.4 ',
             'fe80::1%eth0', '1' * 100, 'x' * 70000]
    out = [dns(db, c) for c in cases]
    check('not_an_address_is_null', out == [None] * len(cases), out)
    r = db.execute("select crawler_dns(NULL), crawler_dns(x'3132372e302e302e3100')").fetchone()
    check('null_and_bytes_with_nul_are_null', r == (None, None), r)
    for name, sql in (('crawler_dns', "select crawler_dns('127.0.0.1') as j"),
                      ('crawler_dns_batch', "select * from crawler_dns_batch('[\"127.0.0.1\"]')")):
        db.execute('create view v as ' + sql)
        try:
            db.execute('select * from v').fetchall()
            check('direct_only_not_in_a_view_' + name, False, 'no error')
        except sqlite3.OperationalError as e:
            check('direct_only_not_in_a_view_' + name, 'unsafe use of' in str(e), str(e))
        db.execute('drop view v')
    try:
        db.execute('select crawler_dns(5)').fetchone()
        check('integer_argument_is_a_type_error', False, 'no error')
    except sqlite3.OperationalError as e:
        check('integer_argument_is_a_type_error', 'argument ip must be TEXT' in str(e), str(e))


def test_options(db):
    for opt, want in (('{"timeout":0}', 'option "timeout" is out of range (0.001 to 60)'),
                      ('{"concurrency":1.5}', 'option "concurrency" must be an integer'),
                      ('{"cache":1}', 'option "cache" must be true or false'),
                      ('{"server":"x"}', 'option "server" is not an option'),
                      ('{"servers":"not a server"}', 'option "servers" must be addresses'),
                      ('[1]', 'options must be a JSON object'),
                      ('{"timeout":1,}', 'options must be a JSON object')):
        try:
            db.execute('select crawler_dns(?, ?)', ('192.0.2.1', opt)).fetchone()
            check('option_refused_' + opt, False, 'no error')
        except sqlite3.OperationalError as e:
            check('option_refused_' + opt, ('crawler_dns(): ' + want) in str(e), str(e))
    for arg in ('{}', '[1', '"x"', '[1,]', ''):
        try:
            db.execute('select * from crawler_dns_batch(?)', (arg,)).fetchall()
            check('batch_refuses_not_an_array_' + arg, False, 'no error')
        except sqlite3.OperationalError as e:
            check('batch_refuses_not_an_array_' + arg, 'must be a JSON array' in str(e), str(e))


def test_timeouts(db):
    t = time.time()
    r = dns(db, '192.0.2.6', timeout=0.3)
    dt = time.time() - t
    check('ptr_timeout_is_an_error', r['host'] is None and r['verified'] is False
          and r.get('error') == 'PTR lookup: timed out', r)
    check('ptr_timeout_honours_the_option', 0.25 < dt < 1.5, dt)
    t = time.time()
    r = dns(db, '192.0.2.7', timeout=0.3)
    dt = time.time() - t
    check('forward_timeout_leaves_forward_match_unknown', r['host'] == 'noanswer.googlebot.com'
          and r['forward_match'] is None and r['verified'] is False
          and r.get('error') == 'forward lookup: timed out', r)
    check('forward_timeout_honours_the_option', 0.25 < dt < 1.5, dt)
    n = D.count_ptr('192.0.2.6')
    dns(db, '192.0.2.6', timeout=0.3)
    check('an_error_is_not_cached', D.count_ptr('192.0.2.6') == n + 1, D.count_ptr('192.0.2.6'))


def test_cache():
    db = connect()
    a = dns(db, '192.0.2.10')
    b = dns(db, '192.0.2.10')
    check('cache_second_call_asks_no_server', a == b and D.count_ptr('192.0.2.10') == 1
          and D.count('cached.googlebot.com', 'A') == 1, D.count_ptr('192.0.2.10'))
    db2 = connect()
    dns(db2, '192.0.2.10')
    check('cache_is_per_connection', D.count_ptr('192.0.2.10') == 2, D.count_ptr('192.0.2.10'))
    dns(db, '192.0.2.10', cache=False)
    check('cache_false_asks_again', D.count_ptr('192.0.2.10') == 3, D.count_ptr('192.0.2.10'))
    dns(db, '192.0.2.8')
    dns(db, '192.0.2.8')
    n1 = D.count_ptr('192.0.2.8')
    time.sleep(1.2)
    dns(db, '192.0.2.8')
    check('cache_entry_expires_with_its_ttl', n1 == 1 and D.count_ptr('192.0.2.8') == 2,
          (n1, D.count_ptr('192.0.2.8')))
    r = dns(db, '192.0.2.20')
    dns(db, '192.0.2.20')
    n1 = D.count_ptr('192.0.2.20')
    time.sleep(1.2)
    dns(db, '192.0.2.20')
    check('ptr_through_cname_verifies_and_keeps_the_cname_ttl', r['verified'] is True
          and n1 == 1 and D.count_ptr('192.0.2.20') == 2, (r, n1, D.count_ptr('192.0.2.20')))
    dns(db, '192.0.2.12')
    dns(db, '192.0.2.12')
    check('negative_answer_cached_for_soa_minimum', D.count_ptr('192.0.2.12') == 1,
          D.count_ptr('192.0.2.12'))
    # another server: what the first one said is forgotten
    other = DnsServer().start()
    try:
        dns(db, '192.0.2.10', servers=other.servers)
        check('cache_emptied_when_servers_change', other.count_ptr('192.0.2.10') == 1,
              other.count_ptr('192.0.2.10'))
    finally:
        other.stop()


def test_batch():
    db = connect()
    ips = ['198.51.100.%d' % (i + 1) for i in range(40)]
    t = time.time()
    rows = batch(db, ips)
    dt = time.time() - t
    check('batch_rows_in_array_order', [r['ip'] for r in rows] == ips, rows[:2])
    check('batch_all_verified', all(r['verified'] == 1 and r['operator'] == 'Amazonbot'
                                    for r in rows), rows[:2])
    check('batch_resolves_concurrently', dt < 1.5, '%.2f s for 40 lookups of 0.2 s' % dt)
    db = connect()
    D.max_pending = 0
    ips2 = ['198.51.100.%d' % (i + 1) for i in range(12)]
    batch(db, ips2, concurrency=4)
    check('batch_in_flight_bounded_by_concurrency', 1 <= D.max_pending <= 4, D.max_pending)
    n = D.count_ptr('192.0.2.10')
    db = connect()
    rows = batch(db, ['192.0.2.10'] * 5 + ['192.0.2.1'])
    check('batch_duplicates_resolved_once', D.count_ptr('192.0.2.10') == n + 1
          and len(rows) == 6 and all(r['verified'] == 1 for r in rows), D.count_ptr('192.0.2.10') - n)
    rows = batch(db, ['192.0.2.1', 'x', None, 5, '192.0.2.2'])
    check('batch_bad_elements_are_rows_with_an_error',
          [(r['ip'], r['error'], r['verified']) for r in rows] ==
          [('192.0.2.1', None, 1), ('x', 'not an IP address', 0), (None, 'not an IP address', 0),
           ('5', 'not an IP address', 0), ('192.0.2.2', None, 0)], rows)
    rows = batch(db, [])
    check('batch_empty_array_no_rows', rows == [], rows)
    for name, elem in (('not_addresses', 'x'), ('cached_address', '192.0.2.1'),
                       ('nested_values', [[1, [2]], {'a': 'b'}])):
        times = []
        for k in (50000, 200000):
            arg = json.dumps([elem] * k)
            t = time.time()
            got = db.execute('select count(*) from crawler_dns_batch(?, ?)',
                             (arg, json.dumps({'servers': D.servers}))).fetchone()[0]
            times.append(time.time() - t)
            assert got == k
        check('batch_linear_in_elements_' + name, times[1] < 6 * max(times[0], 0.05),
              '%.3f s then %.3f s' % tuple(times))
    n = 600
    rows = batch(db, ['192.0.2.1'] * n)
    check('batch_longer_than_a_window', len(rows) == n and all(r['verified'] for r in rows), len(rows))


def test_threads():
    # each connection has its own channel and cache: two threads resolving
    # at once get their own answers
    ips = ['198.51.100.%d' % (i + 1) for i in range(40)]
    out = [None, None]

    def run(k):
        db = connect()
        out[k] = batch(db, ips[k::2])
    threads = [threading.Thread(target=run, args=(k,)) for k in (0, 1)]
    for t in threads:
        t.start()
    for t in threads:
        t.join(30)
    check('two_connections_in_two_threads',
          all(out[k] is not None and [r['ip'] for r in out[k]] == ips[k::2]
              and all(r['verified'] == 1 for r in out[k]) for k in (0, 1)), out)


def interrupted_after(db, sql, args, fire):
    """Run sql; fire() starts what will stop it. Returns (error text, seconds
    from the stop to the error)."""
    stamp = {}
    fire(stamp)
    try:
        db.execute(sql, args).fetchall()
        return None, 0
    except sqlite3.OperationalError as e:
        return str(e), time.time() - stamp.get('t', time.time())


def test_interrupt():
    db = connect()
    opt = json.dumps({'servers': D.servers, 'timeout': 30})

    def by_thread(stamp):
        def go():
            stamp['t'] = time.time()
            db.interrupt()
        threading.Timer(0.3, go).start()
    err, dt = interrupted_after(db, 'select crawler_dns(?, ?)', ('192.0.2.6', opt), by_thread)
    check('interrupt_stops_a_slow_lookup_within_0_1_s', err == 'interrupted' and dt < 0.1,
          (err, dt))
    db = connect()
    start = time.time()

    def handler():
        return 1 if time.time() - start > 0.3 else 0

    def by_progress(stamp):
        stamp['t'] = start + 0.3
        db.set_progress_handler(handler, 1)
    err, dt = interrupted_after(db, 'select * from crawler_dns_batch(?, ?)',
                                (json.dumps(['192.0.2.6', '198.51.100.1']), opt), by_progress)
    check('progress_handler_stops_a_batch_within_0_1_s', err == 'interrupted' and dt < 0.1,
          (err, dt))
    db.set_progress_handler(None, 1)
    r = dns(db, '192.0.2.1')
    check('connection_usable_after_an_interrupt', r['verified'] is True, r)


def test_environment():
    code = ('import sqlite3,sys;db=sqlite3.connect(":memory:");db.enable_load_extension(True);'
            'db.load_extension(sys.argv[1]);'
            'print(db.execute("select crawler_dns(\'192.0.2.1\')").fetchone()[0])')
    env = dict(os.environ, ROBOTS_DNS_SERVERS=D.servers)
    out = subprocess.run([sys.executable, '-c', code, os.path.join(ROOT, 'dist', 'robots_fetch')],
                         env=env, capture_output=True, text=True, timeout=30)
    r = json.loads(out.stdout) if out.returncode == 0 else out.stderr
    check('environment_variable_names_the_servers', isinstance(r, dict) and r['verified'] is True, r)
    env['ROBOTS_DNS_SERVERS'] = 'nonsense'
    out = subprocess.run([sys.executable, '-c', code, os.path.join(ROOT, 'dist', 'robots_fetch')],
                         env=env, capture_output=True, text=True, timeout=30)
    check('environment_variable_refused_when_not_servers',
          out.returncode != 0 and 'ROBOTS_DNS_SERVERS must be addresses' in out.stderr, out.stderr[-200:])


def main():
    so = os.path.join(ROOT, 'dist', 'robots_fetch.so')
    if not os.path.exists(so):
        print('SKIP dns: dist/robots_fetch.so not built (sudo apt-get install -y '
              'libcurl4-openssl-dev libc-ares-dev, then make)')
        return 0
    global D
    D = DnsServer(soa_minimum=60).start()
    setup(D)
    try:
        db = connect()
        for t in (test_verification, test_hosts_file, test_bad_input, test_options,
                  test_timeouts):
            try:
                t(db)
            except Exception as e:
                check(t.__name__, False, '%s: %s' % (type(e).__name__, e))
        for t in (test_cache, test_batch, test_threads, test_interrupt, test_environment):
            try:
                t()
            except Exception as e:
                check(t.__name__, False, '%s: %s' % (type(e).__name__, e))
    finally:
        D.stop()
    return 1 if failed else 0


if __name__ == '__main__':
    sys.exit(main())
