"""fetch_server.py: the loopback HTTP servers that tests/py/test_fetch.py
fetches from.  Each "site" is its own http.server on 127.0.0.1 with a free
port (a robots.txt governs one scheme://host:port, so every robots.txt
behaviour needs a site of its own).  Nothing listens beyond 127.0.0.1, and
every URL the sites hand out points at 127.0.0.1 or localhost.

    sites = Sites(); sites.start(); ...; sites.stop()
    sites.url('status-503', '/robots.txt')

Every request is recorded (site, method, path, headers, time, in flight)
so the tests can check what was sent.
"""
import gzip
import http.server
import struct
import threading
import time
import zlib

ROBOTS_STATUS = (401, 403, 404, 410, 429, 500, 503)
HOP_CODES = (301, 302, 307, 308)
BIG_ROBOTS = 600000          # over the 512,000 bytes Google reads

URLSET = ('<?xml version="1.0" encoding="UTF-8"?>\n'
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n%s</urlset>\n')
INDEX = ('<?xml version="1.0" encoding="UTF-8"?>\n'
         '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n%s'
         '</sitemapindex>\n')


def urlset(*locs):
    return (URLSET % ''.join('<url><loc>%s</loc></url>\n' % l for l in locs)).encode()


def index(*locs):
    return (INDEX % ''.join('<sitemap><loc>%s</loc></sitemap>\n' % l for l in locs)).encode()


def gzip_bomb(n_mib, fill=b'\0'):
    """A one-member gzip of n_mib MiB of the byte fill (zeros), built from
    one repeated full-flush block so it costs a second, not a minute."""
    zeros = fill * (1 << 20)
    c = zlib.compressobj(9, zlib.DEFLATED, 31)
    head = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
    unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
    tail = c.flush(zlib.Z_FINISH)[:-8]
    crc = 0
    for _ in range(n_mib):
        crc = zlib.crc32(zeros, crc)
    return head + unit * (n_mib - 1) + tail + struct.pack('<II', crc, (n_mib << 20) & 0xffffffff)


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = 'HTTP/1.1'

    def log_message(self, *args):
        pass

    def send(self, status, body=b'', ctype='text/plain', headers=()):
        try:
            self.send_response(status)
            self.send_header('Content-Type', ctype)
            self.send_header('Content-Length', str(len(body)))
            for k, v in headers:
                self.send_header(k, v)
            self.end_headers()
            self.wfile.write(body)
        except (BrokenPipeError, ConnectionResetError):
            pass

    def redirect(self, code, location):
        self.send(code, b'moved', headers=[('Location', location)])

    def do_GET(self):
        sites = self.server.sites
        name = self.server.name
        rec = {'site': name, 'method': self.command, 'path': self.path,
               'headers': dict(self.headers.items()), 't': time.monotonic()}
        with sites.lock:
            sites.inflight[name] = sites.inflight.get(name, 0) + 1
            rec['inflight'] = sites.inflight[name]
            sites.log.append(rec)
        try:
            route = getattr(self, 'site_' + name.split('-')[0].replace('.', '_'))
            route(name, self.path)
        finally:
            with sites.lock:
                sites.inflight[name] -= 1

    # ---- robots.txt behaviours, one site each ------------------------------
    def site_ok(self, name, path):
        if path == '/robots.txt':
            self.send(200, b'User-agent: *\nDisallow: /private/\n', headers=[
                ('Cache-Control', 'public, max-age=600'), ('Set-Cookie', 'session=secret; Path=/'),
                ('Content-Usage', 'train-ai=n')])
        else:
            self.send(404, b'no')

    def site_usage2(self, name, path):
        # the Content-Usage field split over two header lines
        self.send(200, b'User-agent: *\nAllow: /\n', headers=[
            ('Content-Usage', 'train-ai=n'), ('Content-Usage', 'search=y')])

    def site_status(self, name, path):
        self.send(int(name.split('-')[1]), b'User-agent: *\nAllow: /\n')

    def site_hops(self, name, path):
        n = int(name.split('-')[1])
        k = 0 if path == '/robots.txt' else int(path.split('/')[-1]) if path.startswith('/hop/') else -1
        if 0 <= k < n:
            self.redirect(HOP_CODES[k % 4], '/hop/%d' % (k + 1))
        elif k == n:
            self.send(200, b'User-agent: *\nDisallow: /\n')
        else:
            self.send(404, b'no')

    def site_hang(self, name, path):
        time.sleep(3)
        self.send(200, b'User-agent: *\nDisallow: /\n')

    def site_big(self, name, path):
        pad = b'# ' + b'x' * 97 + b'\n'
        body = b'User-agent: *\nDisallow: /early\n' + pad * (BIG_ROBOTS // 100) + b'Disallow: /late\n'
        self.send(200, body)

    def site_tofile(self, name, path):
        self.redirect(302, 'file:///etc/passwd')

    def site_toother(self, name, path):
        # to the ok site under another host name (localhost, also loopback)
        if path == '/robots.txt':
            self.redirect(301, self.server.sites.url('ok', '/robots.txt', host='localhost'))
        else:
            self.send(404, b'')

    def site_gzipce(self, name, path):
        self.send(200, gzip.compress(b'User-agent: *\nDisallow: /zipped\n'),
                  headers=[('Content-Encoding', 'gzip')])

    # ---- sitemaps -----------------------------------------------------------
    def site_site(self, name, path):
        s = self.server.sites
        u = lambda p: s.url(name, p)
        docs = {
            '/robots.txt': (b'User-agent: *\nDisallow: /private/\n\nUser-agent: sqlite-robots\n'
                            b'Disallow: /idx/blocked/\n\nUser-agent: FooBot\nDisallow: /idx/a.xml\n\nSitemap: ' + u('/idx/index.xml').encode() + b'\n',
                            'text/plain', ()),
            '/idx/index.xml': (index(u('/idx/a.xml'), u('/idx/b.xml.gz'), u('/idx/c.xml'),
                                     u('/idx/sub/index2.xml'), u('/other/out.xml'),
                                     u('/idx/index.xml'), u('/idx/blocked/x.xml'),
                                     u('/idx/list.txt'), u('/idx/missing.xml')),
                               'application/xml', ()),
            '/idx/sub/index2.xml': (index(u('/idx/sub/d.xml'), u('/idx/a.xml')), 'application/xml', ()),
            '/idx/a.xml': (urlset(u('/page/1'), u('/private/2')), 'application/xml', ()),
            '/idx/b.xml.gz': (gzip.compress(urlset(u('/page/b'))), 'application/x-gzip', ()),
            '/idx/c.xml': (gzip.compress(urlset(u('/page/c'))), 'application/xml',
                           [('Content-Encoding', 'gzip')]),
            '/idx/sub/d.xml': (urlset(u('/page/d')), 'application/xml', ()),
            '/other/out.xml': (urlset(u('/page/out')), 'application/xml', ()),
            '/idx/blocked/x.xml': (urlset(u('/page/x')), 'application/xml', ()),
            '/idx/list.txt': ((u('/page/t1') + '\n' + u('/page/t2') + '\n').encode(), 'text/plain', ()),
            '/big.xml': (urlset(*[u('/p/%d' % i) for i in range(20000)]), 'application/xml', ()),
            '/deep/0.xml': (index(u('/deep/1.xml')), 'application/xml', ()),
            '/deep/1.xml': (index(u('/deep/2.xml')), 'application/xml', ()),
            '/deep/2.xml': (index(u('/deep/3.xml')), 'application/xml', ()),
            '/deep/3.xml': (urlset(u('/page/deep')), 'application/xml', ()),
        }
        if path == '/many/index.xml':
            body = s.cached('many', lambda: index(*[u('/many/%d.xml' % i) for i in range(50001)]))
            return self.send(200, body, 'application/xml')
        if path.startswith('/many/'):
            return self.send(200, urlset(u('/page/m')), 'application/xml')
        if path == '/bomb.xml.gz':
            return self.send(200, s.cached('bomb', lambda: gzip_bomb(1024)), 'application/x-gzip')
        if path == '/bomb-ce.xml':
            return self.send(200, s.cached('bomb', lambda: gzip_bomb(1024)), 'application/xml',
                             [('Content-Encoding', 'gzip')])
        if path.startswith('/r/'):         # /r/N/rest: N hops, then /rest
            parts = path.split('/', 3)
            n = int(parts[2])
            nxt = '/' + parts[3] if n <= 1 else '/r/%d/%s' % (n - 1, parts[3])
            return self.redirect(HOP_CODES[n % 4], nxt)
        if path == '/to-ftp.xml':
            return self.redirect(302, 'ftp://127.0.0.1/x.xml')
        if path in docs:
            body, ctype, headers = docs[path]
            return self.send(200, body, ctype, headers)
        self.send(404, b'not here', 'text/html')

    def site_nosm(self, name, path):
        # no robots.txt, and an HTML page where /sitemap.xml would be
        if path == '/sitemap.xml':
            self.send(200, b'<!DOCTYPE html><html><body><p>Welcome</p></body></html>\n', 'text/html')
        else:
            self.send(404, b'<html>not found</html>', 'text/html')

    def site_slow(self, name, path):
        s = self.server.sites
        if path == '/robots.txt':
            return self.send(404, b'')
        if path == '/index.xml':
            return self.send(200, index(*[s.url(name, '/s%d.xml' % i) for i in range(6)]),
                             'application/xml')
        time.sleep(0.3)
        self.send(200, urlset(s.url(name, '/page')), 'application/xml')

    def site_drip(self, name, path):
        # a stalled transfer: the headers promise 100 bytes, then one byte
        # a second comes (for a minute at most, or until the client hangs up)
        try:
            self.send_response(200)
            self.send_header('Content-Type', 'application/xml' if path.endswith('.xml') else 'text/plain')
            self.send_header('Content-Length', '100')
            self.end_headers()
            self.wfile.flush()
            for _ in range(60):
                self.wfile.write(b'#')
                self.wfile.flush()
                time.sleep(1)
        except (BrokenPipeError, ConnectionResetError):
            pass


    # ---- the connection's cache ---------------------------------------------
    def site_cache(self, name, path):
        # robots.txt with max-age 600 (cache-0: max-age 0), and a sitemap
        age = name.split('-')[1] if '-' in name else '600'
        if path == '/robots.txt':
            self.send(200, b'User-agent: *\nDisallow: /private/\n',
                      headers=[('Cache-Control', 'max-age=' + age)])
        elif path == '/sitemap.xml':
            self.send(200, urlset(self.server.sites.url(name, '/page')), 'application/xml')
        elif path.startswith('/mib/'):       # /mib/N/any.xml: a sitemap of N MiB
            n = int(path.split('/')[2])
            body = self.server.sites.cached('mib%d' % n, lambda: urlset('http://x/') + b' ' * (n << 20))
            self.send(200, body, 'application/xml')
        else:
            self.send(404, b'no')

    # ---- memory: a 60 KB redirect to an index of 20,000 relative children ---
    def site_long(self, name, path):
        if path == '/robots.txt':
            self.send(404, b'')
        elif path == '/index.xml':
            self.redirect(302, '/' + 'd' * 60000 + '/index.xml')
        elif path.endswith('/index.xml'):
            body = self.server.sites.cached('long', lambda: index(*['c%d.xml' % i for i in range(20000)]))
            self.send(200, body, 'application/xml')
        else:
            self.send(404, b'no')

    # ---- a redirect to another host: its robots.txt first -------------------
    def site_cross(self, name, path):
        s = self.server.sites
        if path == '/robots.txt':
            self.send(200, b'User-agent: *\nAllow: /\n')
        elif path == '/to-blocked.xml':
            self.redirect(302, s.url('blk', '/blocked/x.xml', host='localhost'))
        elif path == '/to-open.xml':
            self.redirect(301, s.url('blk', '/open/y.xml', host='localhost'))
        else:
            self.send(404, b'no')

    def site_blk(self, name, path):
        if path == '/robots.txt':
            self.send(200, b'User-agent: sqlite-robots\nDisallow: /blocked/\n')
        elif path in ('/blocked/x.xml', '/open/y.xml'):
            self.send(200, urlset(self.server.sites.url(name, '/page')), 'application/xml')
        else:
            self.send(404, b'no')


class Server(http.server.ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True

    def handle_error(self, request, client_address):
        pass            # a client that hangs up at the cap is expected


class Sites:
    NAMES = (['ok', 'hang', 'big', 'tofile', 'toother', 'gzipce', 'site', 'nosm', 'slow', 'drip',
              'cache', 'cache-0', 'long', 'cross', 'blk', 'usage2']
             + ['status-%d' % s for s in ROBOTS_STATUS] + ['hops-%d' % n for n in range(1, 8)])

    def __init__(self):
        self.servers = {}
        self.lock = threading.Lock()
        self.log = []
        self.inflight = {}
        self._cache = {}

    def start(self):
        for name in self.NAMES:
            srv = Server(('127.0.0.1', 0), Handler)
            srv.sites, srv.name = self, name
            threading.Thread(target=srv.serve_forever, daemon=True).start()
            self.servers[name] = srv

    def stop(self):
        for srv in self.servers.values():
            srv.shutdown()
            srv.server_close()

    def port(self, name):
        return self.servers[name].server_address[1]

    def url(self, name, path='/', host='127.0.0.1'):
        return 'http://%s:%d%s' % (host, self.port(name), path)

    def cached(self, key, make):
        with self.lock:
            if key not in self._cache:
                self._cache[key] = make()
            return self._cache[key]

    def requests(self, name=None, path=None):
        with self.lock:
            return [r for r in self.log
                    if (name is None or r['site'] == name) and (path is None or r['path'] == path)]


if __name__ == '__main__':
    # python3 tests/py/fetch_server.py: serve the sites for a test written in
    # another language; prints the drip site's URL, then runs until killed.
    SITES = Sites()
    SITES.start()
    print(SITES.url('drip', '/'), flush=True)
    threading.Event().wait()
