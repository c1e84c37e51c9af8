"""robots_model.py: a deliberately simple, independent model of the reference
robots.txt algorithm (Google's open-source parser and matcher), written from
its documented behaviour for the differential and corpus tests.

Everything works on bytes.  Start with `decide(txt, agent, url)`, which
returns (allowed, line): `line` is the line of the rule that decided, or
None when no non-empty rule decided.  The pieces, in the order the reference
runs them:

  scan_lines        the byte loop: BOM, CR/LF/CRLF, the 16,663-byte line cut
  split_line        comment, white space, `key: value` or `key value`
  classify_key      case-insensitive key prefixes and accepted typos
  escape_pattern    %xx upper-cased, bytes >= 0x80 percent-encoded
  path_params_query the part of a URL that is matched
  pattern_matches   '*' and a final '$'
  Matcher           the per-agent state machine and longest-match priority

Two things differ from the reference on purpose (see sql/README.md): only the first
512,000 bytes of a file are read, and the crawler name is reduced to its
product token before it is compared.
"""

MAX_BYTES = 512000          # Googlebot reads the first 500 KiB
LINE_BUFFER = 2083 * 8      # the reference's line buffer...
MAX_LINE = LINE_BUFFER - 1  # ...keeps this many bytes of a line
BOM = b"\xef\xbb\xbf"

# absl::ascii_isspace, used when white space is stripped.
STRIP_WS = b" \t\n\v\f\r"
# The missing-colon rule looks only for blanks and tabs.
BLANKS = b" \t"

USER_AGENT, ALLOW, DISALLOW, SITEMAP, UNKNOWN = (
    "user-agent", "allow", "disallow", "sitemap", "unknown")

# (kind, accepted prefixes), tried in this order.
KEY_PREFIXES = (
    (USER_AGENT, (b"user-agent", b"useragent", b"user agent")),
    (ALLOW, (b"allow",)),
    (DISALLOW, (b"disallow", b"dissallow", b"dissalow", b"disalow",
                b"diasllow", b"disallaw")),
    (SITEMAP, (b"sitemap", b"site-map")),
)

TOKEN_CHARS = frozenset(
    b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-_")
HEX = frozenset(b"0123456789abcdefABCDEF")


def scan_lines(body, cap=True):
    """Yield (line_number, kept_bytes) for every line, as the reference's
    byte loop does (the last line is always emitted, even when empty)."""
    if cap:
        body = body[:MAX_BYTES]
    line = bytearray()
    number = 0
    bom_pos = 0
    last_cr = False
    for ch in body:
        if bom_pos < 3:
            if ch == BOM[bom_pos]:
                bom_pos += 1
                continue
            bom_pos = 3
        if ch != 0x0A and ch != 0x0D:
            if len(line) < MAX_LINE:
                line.append(ch)
            continue
        # A LF right after a CR that ended an (empty-so-far) line is the
        # second half of a CRLF, not a line of its own.
        if not (len(line) == 0 and last_cr and ch == 0x0A):
            number += 1
            yield number, bytes(line)
        line = bytearray()
        last_cr = ch == 0x0D
    number += 1
    yield number, bytes(line)


def _strip(b):
    return b.strip(STRIP_WS)


def split_line(line):
    """(key, value) of a line, or None when it holds no key/value pair."""
    nul = line.find(b"\0")          # the reference works on C strings
    if nul >= 0:
        line = line[:nul]
    hash_at = line.find(b"#")
    if hash_at >= 0:
        line = line[:hash_at]
    line = _strip(line)
    sep = line.find(b":")
    if sep < 0:
        # No colon: accepted when exactly two blank-separated words.
        seps = [i for i in (line.find(b" "), line.find(b"\t")) if i >= 0]
        if not seps:
            return None
        sep = min(seps)
        rest = line[sep:].lstrip(BLANKS)
        if b" " in rest or b"\t" in rest:
            return None
    key = _strip(line[:sep])
    if not key:
        return None
    return key, _strip(line[sep + 1:])


def classify_key(key):
    low = key.lower()
    for kind, prefixes in KEY_PREFIXES:
        for p in prefixes:
            if low.startswith(p):
                return kind
    return UNKNOWN


def escape_pattern(value):
    """Percent-normalise a rule value: '%aa' -> '%AA', bytes >= 0x80 -> %XX."""
    out = bytearray()
    i, n = 0, len(value)
    while i < n:
        c = value[i]
        if c == 0x25 and i + 2 < n and value[i + 1] in HEX \
                and value[i + 2] in HEX:
            out += b"%" + bytes([value[i + 1], value[i + 2]]).upper()
            i += 3
            continue
        if c >= 0x80:
            out += b"%%%02X" % c
        else:
            out.append(c)
        i += 1
    return bytes(out)


def parse(body, cap=True):
    """The directives of a file: list of (line, kind, key, value), value
    escaped for every kind but user-agent and sitemap."""
    out = []
    for number, line in scan_lines(body, cap):
        kv = split_line(line)
        if kv is None:
            continue
        key, value = kv
        kind = classify_key(key)
        if kind not in (USER_AGENT, SITEMAP):
            value = escape_pattern(value)
        out.append((number, kind, key, value))
    return out


def _find_first_of(s, chars, start):
    best = -1
    for ch in chars:
        i = s.find(ch, start)
        if i >= 0 and (best < 0 or i < best):
            best = i
    return best


def path_params_query(url):
    """Path, params and query of a URL (GetPathParamsQuery), cut at a NUL."""
    inf = len(url) + 10
    start = 2 if url[:2] == b"//" else 0
    early = _find_first_of(url, (b"/", b"?", b";"), start)
    early = inf if early < 0 else early
    proto = url.find(b"://", start)
    proto = inf if proto < 0 else proto
    if early < proto:
        proto = inf
    proto = start if proto == inf else proto + 3
    ps = _find_first_of(url, (b"/", b"?", b";"), proto)
    if ps < 0:
        return b"/"
    h = url.find(b"#", start)
    if 0 <= h < ps:
        return b"/"
    pe = len(url) if h < 0 else h
    path = url[ps:pe]
    if url[ps:ps + 1] != b"/":
        path = b"/" + path
    nul = path.find(b"\0")
    return path if nul < 0 else path[:nul]


def pattern_matches(path, pattern):
    """Prefix match with '*' (any run) and '$' (end) only when last: the
    reference's set-of-positions walk."""
    n = len(path)
    pos = [0]
    for k, c in enumerate(pattern):
        if c == 0x24 and k + 1 == len(pattern):
            return pos[-1] == n
        if c == 0x2A:
            pos = list(range(pos[0], n + 1))
        else:
            pos = [p + 1 for p in pos if p < n and path[p] == c]
            if not pos:
                return False
    return True


def agent_token(value):
    """Leading run of [A-Za-z_-] (ExtractUserAgent)."""
    i = 0
    while i < len(value) and value[i] in TOKEN_CHARS:
        i += 1
    return value[:i]


def reduce_agent(name):
    """Our deliberate difference: the crawler name is trimmed and reduced to
    its product token.  Returns None when the name has text but no token
    (it then names no group)."""
    if name == b"":
        return b""
    tok = agent_token(_strip(name))
    return tok if tok else None


def _is_c_space(c):
    return c in b" \t\n\v\f\r"


class Matcher:
    """The reference's handler state for one agent and one path."""

    def __init__(self, agent, path):
        self.agent = None if agent is None else agent.lower()
        self.path = path
        self.seen_global = self.seen_specific = False
        self.ever_specific = self.seen_sep = False
        # [priority, line] for allow/disallow, specific/global
        self.allow = {"s": [-1, 0], "g": [-1, 0]}
        self.disallow = {"s": [-1, 0], "g": [-1, 0]}

    def user_agent(self, value):
        if self.seen_sep:
            self.seen_specific = self.seen_global = self.seen_sep = False
        if value[:1] == b"*" and (len(value) == 1 or _is_c_space(value[1])):
            self.seen_global = True
        elif self.agent is not None and \
                agent_token(value).lower() == self.agent:
            self.seen_specific = self.ever_specific = True

    def _record(self, table, line, pattern):
        pri = len(pattern) if pattern_matches(self.path, pattern) else -1
        if pri < 0:
            return False
        slot = table["s" if self.seen_specific else "g"]
        if slot[0] < pri:
            slot[0], slot[1] = pri, line
        return True

    def rule(self, line, allow, pattern):
        if not (self.seen_global or self.seen_specific):
            return
        self.seen_sep = True
        if not allow:
            self._record(self.disallow, line, pattern)
            return
        if self._record(self.allow, line, pattern):
            return
        # An allow of .../index.htm* also allows the directory itself.
        slash = pattern.rfind(b"/")
        if slash >= 0 and pattern[slash:].startswith(b"/index.htm"):
            self.rule(line, True, pattern[:slash + 1] + b"$")

    def verdict(self):
        """(allowed, deciding line or None)."""
        a, d = self.allow, self.disallow
        if a["s"][0] > 0 or d["s"][0] > 0:
            allowed = not d["s"][0] > a["s"][0]
        elif self.ever_specific:
            allowed = True
        elif a["g"][0] > 0 or d["g"][0] > 0:
            allowed = not d["g"][0] > a["g"][0]
        else:
            allowed = True
        which = "s" if self.ever_specific else "g"
        win = d[which] if d[which][0] > a[which][0] else a[which]
        return allowed, (win[1] if win[0] > 0 else None)


def decide_parsed(directives, agent, url):
    """decide() on the output of parse()."""
    m = Matcher(reduce_agent(agent), path_params_query(url))
    for line, kind, _key, value in directives:
        if kind == USER_AGENT:
            m.user_agent(value)
        elif kind == ALLOW:
            m.rule(line, True, value)
        elif kind == DISALLOW:
            m.rule(line, False, value)
    return m.verdict()


def decide(txt, agent, url):
    """(allowed 0/1, winning line or None) for bytes txt, agent and url."""
    allowed, line = decide_parsed(parse(txt), agent, url)
    return int(allowed), line
