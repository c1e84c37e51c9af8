"""No userinfo in any column or message, also for URLs that do not parse
(fetchUrlShown strips "user:pass@" from the text first); a password holding
'#' never sends a request to a host named by the rest of it; max-age over
the limit reads as the limit exactly.  A local HTTP server on 127.0.0.1."""
import http.server
import os
import sqlite3
import threading

from pycheck import check, done

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
SEEN = []


class Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        SEEN.append((self.headers.get('Host'), self.path))
        body = b'User-agent: *\nDisallow: /x\n'
        self.send_response(200)
        self.send_header('Content-Type', 'text/plain')
        self.send_header('Cache-Control', 'max-age=99999999999999')
        self.send_header('Content-Length', str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *a):
        pass


srv = http.server.ThreadingHTTPServer(('127.0.0.1', 0), Handler)
threading.Thread(target=srv.serve_forever, daemon=True).start()
port = srv.server_address[1]
db = sqlite3.connect(':memory:')
db.enable_load_extension(True)
db.load_extension(os.path.join(ROOT, 'dist', 'robots_fetch'))


def text_of(sql, *args):
    try:
        return repr(db.execute(sql, args).fetchall())
    except sqlite3.Error as e:
        return str(e)


for name, sql, url in [
    ('userinfo_hidden_robots_fetch_bad_port', 'SELECT * FROM robots_fetch(?)',
     'http://admin:hunter2@127.0.0.1:99999/'),
    ('userinfo_hidden_sitemap_tree_open_bracket', 'SELECT * FROM sitemap_tree(?)',
     'http://admin:hunter2@[::1/s.xml'),
    ('userinfo_hidden_sitemap_fetch_open_bracket', 'SELECT * FROM sitemap_fetch(?)',
     'http://admin:hunter2@[::1/s.xml'),
]:
    out = text_of(sql, url)
    check(name, 'hunter2' not in out and 'admin' not in out, out)

out = text_of('SELECT url FROM robots_fetch(?)', 'http://admin:hunter2@127.0.0.1:99999/')
check('userinfo_bad_port_url_kept_whole_without_userinfo',
      out == repr([('http://127.0.0.1:99999/',)]), out)
n = len(SEEN)
out = text_of('SELECT * FROM robots_fetch(?)',
              'http://admin:p@127.0.0.1:%d#word@intranet.example/' % port)
check('userinfo_password_with_hash_sends_no_request', len(SEEN) == n, SEEN[n:])
check('userinfo_password_with_hash_not_shown', 'word' not in out and 'p@' not in out, out)
row = db.execute('SELECT max_age FROM robots_fetch(?)',
                 ('http://127.0.0.1:%d/' % port,)).fetchone()
check('max_age_over_the_limit_reads_the_limit', row == (1 << 40,), row)
srv.shutdown()
done()
