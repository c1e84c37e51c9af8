"""dns_server.py: a small DNS server over UDP on 127.0.0.1 for the tests of
crawler_dns (tests/py/test_dns.py), standard library only.

It answers PTR, A and AAAA questions from a table of records (name, type) ->
[(value, ttl)] (a CNAME is followed, one step, as RFC 2317 delegates
reverse zones), NXDOMAIN (with an SOA in the authority section, RFC 2308)
for names it does not have, and NOERROR without answers (NODATA) for a
name it has with another type.  A name can be slowed (answered after a
delay, from a timer thread) or dropped (never answered: a time-out); run as
a program, it answers nothing.  It
counts the questions it got per (name, type) and the most it held
unanswered at once (dropped ones aside).
"""
import socket
import struct
import threading

T_A, T_CNAME, T_SOA, T_PTR, T_AAAA = 1, 5, 6, 12, 28
TYPES = {'A': T_A, 'CNAME': T_CNAME, 'PTR': T_PTR, 'AAAA': T_AAAA}


def encode_name(name):
    out = b''
    for label in name.rstrip('.').split('.'):
        if label:
            b = label.encode('ascii')
            out += bytes([len(b)]) + b
    return out + b'\0'


def reverse_name(ip):
    """The in-addr.arpa or ip6.arpa name of an address."""
    if ':' in ip:
        packed = socket.inet_pton(socket.AF_INET6, ip)
        nibbles = ''.join('%02x' % b for b in packed)
        return '.'.join(reversed(nibbles)) + '.ip6.arpa'
    return '.'.join(reversed(ip.split('.'))) + '.in-addr.arpa'


def parse_question(data):
    """(id, flags, qname lowercased without the final dot, qtype, end offset)."""
    qid, flags, qd = struct.unpack('>HHH', data[:6])
    i, labels = 12, []
    while data[i]:
        n = data[i]
        labels.append(data[i + 1:i + 1 + n].decode('ascii', 'replace'))
        i += 1 + n
    qtype, _ = struct.unpack('>HH', data[i + 1:i + 5])
    return qid, flags, '.'.join(labels).lower(), qtype, i + 5


class DnsServer:
    def __init__(self, soa_minimum=60):
        self.records = {}           # (name, type) -> [(value, ttl)]
        self.delay = {}             # name -> seconds before answering
        self.drop = set()           # names never answered
        self.counts = {}            # (name, type) -> questions
        self.soa_minimum = soa_minimum
        self.silent = False         # answer nothing at all
        self.lock = threading.Lock()
        self.pending = 0
        self.max_pending = 0
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.bind(('127.0.0.1', 0))
        self.port = self.sock.getsockname()[1]
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.running = True

    @property
    def servers(self):
        return '127.0.0.1:%d' % self.port

    def add(self, name, rtype, value, ttl=300):
        self.records.setdefault((name.lower().rstrip('.'), TYPES[rtype]), []).append((value, ttl))

    def add_ptr(self, ip, host, ttl=300):
        self.add(reverse_name(ip), 'PTR', host, ttl)

    def count(self, name, rtype):
        with self.lock:
            return self.counts.get((name.lower().rstrip('.'), TYPES[rtype]), 0)

    def count_ptr(self, ip):
        return self.count(reverse_name(ip), 'PTR')

    def start(self):
        self.thread.start()
        return self

    def stop(self):
        self.running = False
        self.sock.close()

    def _serve(self):
        while self.running:
            try:
                data, addr = self.sock.recvfrom(4096)
            except OSError:
                return
            try:
                self._handle(data, addr)
            except Exception:        # a malformed question: no answer
                pass

    def _handle(self, data, addr):
        qid, flags, name, qtype, end = parse_question(data)
        with self.lock:
            self.counts[(name, qtype)] = self.counts.get((name, qtype), 0) + 1
            if self.silent or name in self.drop:
                return
            self.pending += 1
            self.max_pending = max(self.max_pending, self.pending)
        reply = self._reply(qid, flags, name, qtype, data[12:end])
        delay = self.delay.get(name, 0)
        if delay:
            threading.Timer(delay, self._send, (reply, addr)).start()
        else:
            self._send(reply, addr)

    def _send(self, reply, addr):
        with self.lock:
            self.pending -= 1
        try:
            self.sock.sendto(reply, addr)
        except OSError:
            pass

    def _rr(self, rtype, value, ttl, owner=b'\xc0\x0c'):
        if rtype in (T_PTR, T_CNAME):
            rdata = encode_name(value)
        elif rtype == T_A:
            rdata = socket.inet_pton(socket.AF_INET, value)
        else:
            rdata = socket.inet_pton(socket.AF_INET6, value)
        return owner + struct.pack('>HHIH', rtype, 1, ttl, len(rdata)) + rdata

    def _reply(self, qid, flags, name, qtype, question):
        rrs = [self._rr(qtype, v, t) for v, t in self.records.get((name, qtype), [])]
        for target, ttl in self.records.get((name, T_CNAME), [])[:1]:
            rrs = [self._rr(T_CNAME, target, ttl)]
            rrs += [self._rr(qtype, v, t, encode_name(target))
                    for v, t in self.records.get((target.lower().rstrip('.'), qtype), [])]
        answers = rrs
        known = any(k[0] == name for k in self.records)
        rcode = 0 if known else 3
        auth = b''
        if not answers:             # negative: an SOA with its MINIMUM
            soa = (encode_name('ns.test') + encode_name('admin.test')
                   + struct.pack('>IIIII', 1, 3600, 600, 86400, self.soa_minimum))
            auth = encode_name('test') + struct.pack('>HHIH', T_SOA, 1, self.soa_minimum,
                                                     len(soa)) + soa
        head = struct.pack('>HHHHHH', qid, 0x8180 | (flags & 0x0100) | rcode, 1,
                           len(answers), 1 if auth else 0, 0)
        return head + question + b''.join(answers) + auth


if __name__ == '__main__':
    # python3 tests/py/dns_server.py: a silent server (it answers nothing) for
    # a test written in another language; prints its "127.0.0.1:PORT", then
    # runs until killed.
    SERVER = DnsServer()
    SERVER.silent = True
    SERVER.start()
    print(SERVER.servers, flush=True)
    threading.Event().wait()
