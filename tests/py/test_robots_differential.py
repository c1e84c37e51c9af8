"""Randomised differential test: robots_allowed, robots_explain's winning
line, robots_path and robots_rules(txt, agent) against robots_model.py, an
independent model of the reference algorithm.

Files, agents and URLs come from a seeded grammar biased toward the edges
of the reference (wildcards, '$', percent escapes, non-ASCII bytes, typos,
missing colons, empty values, many groups, index.html, CR/LF mixes, BOMs,
NUL bytes, lines around the 16,663-byte cut, files around the 512,000-byte
cap).  Prints a few summary lines; on a disagreement, a shrunk reproducer.

  ROBOTS_DIFF_CASES  number of generated files (default 5000; 4 queries each)
  ROBOTS_DIFF_SEED   seed (default fixed, so a run is repeatable)
"""
import json
import os
import random
import re
import sqlite3
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import robots_model as model  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
EXT = os.path.join(ROOT, "dist", "robots")

CASES = int(os.environ.get("ROBOTS_DIFF_CASES", "5000"))
SEED = int(os.environ.get("ROBOTS_DIFF_SEED", "20190701"))
QUERIES_PER_FILE = 4
MAX_REPORTED = 5

# ---------------------------------------------------------------- grammar
UA_KEYS = [b"User-agent", b"user-agent", b"USER-AGENT", b"User-Agent",
           b"useragent", b"user agent", b"User-agents", b"user_agent",
           b"User-agent "]
ALLOW_KEYS = [b"Allow", b"allow", b"ALLOW", b"Allowed", b"allowance",
              b"Alow"]
DISALLOW_KEYS = [b"Disallow", b"disallow", b"DISALLOW", b"dissallow",
                 b"dissalow", b"disalow", b"diasllow", b"disallaw",
                 b"Disallowed", b"dis-allow", b"Disalow"]
OTHER_KEYS = [b"Sitemap", b"site-map", b"Crawl-delay", b"Host",
              b"Clean-param", b"noindex", b"Foo", b"Request-rate"]
UA_VALUES = [b"FooBot", b"FooBot", b"foobot", b"FOOBOT", b"FooBot/1.0",
             b"FooBot*", b"Foo Bar", b"*", b"*", b"* ", b"*\tx",
             b"* FooBot", b"*FooBot", b"**", b"BarBot", b"foo_bot",
             b"Foo-Bot", b"googlebot", b"googlebot-news", b"", b"/x",
             "\u30c4".encode(), b"Foo\0Bot", b"FooBotX", b"FooBot # c",
             b"*\x0bx", b"*\x0c", b"FooBot\x0b2"]
AGENTS = [b"FooBot", b"FooBot", b"FooBot", b"foobot", b"FOOBOT",
          b"FooBot/2.1", b" FooBot ", b"BarBot", b"foo_bot", b"Foo-Bot",
          b"googlebot-news", b"googlebot", b"", b"*", b"123", b"Foo Bar",
          b"QuxBot"]
PIECES = [b"/", b"/", b"/", b"a", b"b", b"ab", b"x/", b"*", b"*", b"$",
          b"$", b"%aa", b"%AA", b"%2f", b"%2F", b"%", b"%g", b"%a",
          "\u00e9".encode(), b"\xff", b".html", b".php", b"index.html",
          b"index.htm", b"/index.html", b"?", b";", b"=", b"&", b"#", b" ",
          b"\t", b"-", b"_", b"%C3%A9", b"%c3%a9", b":", b"fish", b"Fish"]
EOLS = [b"\n"] * 6 + [b"\r\n"] * 2 + [b"\r", b"\n\r"]
BOMS = [b"\xef\xbb\xbf", b"\xef\xbb\xbf", b"\xef", b"\xef\xbb",
        b"\xef\x11\xbf", b"\xbb\xbf"]
URL_PREFIXES = [b"http://example.com", b"http://example.com",
                b"https://Example.COM:8080", b"", b"", b"//host",
                b"host.com", b"http://h", b"ftp://x.y"]


def gen_pattern(r):
    if r.random() < 0.08:
        return b""
    start = r.choice([b"/"] * 10 + [b"*", b"a", b"$", b"%"])
    return start + b"".join(r.choice(PIECES) for _ in range(r.randint(0, 5)))


def gen_line(r, key, value):
    form = r.random()
    if form < 0.75:
        line = key + b": " + value
    elif form < 0.82:
        line = key + b":" + value
    elif form < 0.87:
        line = b"  " + key + b" :\t" + value + b"  "
    elif form < 0.93:
        line = key + r.choice([b" ", b"\t", b"  "]) + value   # no colon
    elif form < 0.94:
        line = key + b" " + value + b" junk"
    elif form < 0.96:
        # vertical tab / form feed: stripped as white space, but no
        # separator for the missing-colon rule
        line = key + r.choice([b"\x0b", b": \x0c", b" \x0b", b":"]) + value
    else:
        line = key + b": " + value + b" # comment"
    if r.random() < 0.01:
        at = r.randint(0, len(line))
        line = line[:at] + b"\0" + line[at:]
    return line


def gen_noise(r):
    return r.choice([
        b"", b"", b"# comment", b"   ", b"#", b"junk", b"two words",
        b"three words here", b":", b": value", b"\xef\xbb\xbfAllow: /",
        gen_line(r, r.choice(OTHER_KEYS), b"http://example.com/s.xml"),
        gen_line(r, r.choice(OTHER_KEYS), b"10"),
    ])


def gen_rule(r):
    allow = r.random() < 0.45
    key = r.choice(ALLOW_KEYS if allow else DISALLOW_KEYS)
    return gen_line(r, key, gen_pattern(r))


def gen_long_rule(r):
    """A rule whose line straddles the 16,663-byte cut."""
    key = r.choice([b"allow", b"disallow"])
    head = key + b": /x/"
    fill = model.MAX_LINE - len(head) + r.randint(-6, 6)
    return head + b"a" * max(fill, 0) + r.choice([b"/qux", b"$", b"/", b""])


def gen_lines(r):
    lines = []
    if r.random() < 0.15:
        lines += [gen_rule(r) for _ in range(r.randint(1, 3))]
    for _ in range(r.choice([0, 1, 1, 2, 2, 3, 4, 6])):
        for _ in range(r.choice([1, 1, 1, 2, 3])):
            lines.append(gen_line(r, r.choice(UA_KEYS), r.choice(UA_VALUES)))
            if r.random() < 0.1:
                lines.append(gen_noise(r))
        for _ in range(r.randint(0, 6)):
            roll = r.random()
            if roll < 0.75:
                lines.append(gen_rule(r))
            elif roll < 0.76:
                lines.append(gen_long_rule(r))
            else:
                lines.append(gen_noise(r))
    return lines


def join_lines(r, lines):
    parts = [r.choice(BOMS)] if r.random() < 0.08 else []
    for ln in lines:
        parts.append(ln)
        parts.append(r.choice(EOLS))
    if parts and r.random() < 0.2:
        parts.pop()                     # no final line end
    return b"".join(parts)


def gen_capped(r):
    """A file just over 512,000 bytes whose last rule straddles the cap."""
    head = join_lines(r, [b"User-agent: *", b"Disallow: /private",
                          b"User-agent: FooBot", b"Allow: /open"])
    rule = b"\nDisallow: /capped-rule-path"
    filler_line = b"# " + b"f" * 97 + b"\n"
    want = model.MAX_BYTES - len(head) - r.randint(0, len(rule))
    filler = filler_line * (want // len(filler_line))
    pad = want - len(filler)
    filler += b" " * pad
    return head + filler + rule + b"\nDisallow: /after-cap\n"


def gen_big(r):
    """Hundreds of rules in a few groups (the engine may index them)."""
    lines = []
    for _ in range(r.randint(1, 4)):
        lines.append(gen_line(r, b"User-agent", r.choice(UA_VALUES)))
        lines += [gen_rule(r) for _ in range(r.randint(50, 300))]
    return join_lines(r, lines)


def gen_file(r):
    roll = r.random()
    if roll < 0.002:
        return gen_capped(r)
    if roll < 0.02:
        return gen_big(r)
    return join_lines(r, gen_lines(r))


def gen_url(r, txt_patterns):
    if txt_patterns and r.random() < 0.7:
        pat = r.choice(txt_patterns)
        path = bytearray()
        for i, c in enumerate(pat):
            if c == 0x2A:
                path += b"".join(r.choice(PIECES[:8])
                                 for _ in range(r.randint(0, 2)))
            elif c == 0x24 and i + 1 == len(pat):
                pass
            else:
                path.append(c)
        path = bytes(path)
        if r.random() < 0.3:
            path = model.escape_pattern(path)
        if r.random() < 0.4:
            path += b"".join(r.choice(PIECES) for _ in range(r.randint(1, 2)))
    else:
        path = b"/" + b"".join(r.choice(PIECES)
                               for _ in range(r.randint(0, 4)))
    if r.random() < 0.05:
        path = path.lstrip(b"/")
    url = r.choice(URL_PREFIXES) + path
    roll = r.random()
    if roll < 0.1:
        url += b"?q=" + r.choice(PIECES)
    elif roll < 0.15:
        url += b"#frag" + r.choice(PIECES)
    elif roll < 0.17:
        url += b"\0tail"
    return url


def rule_values(txt):
    """Escaped allow/disallow values of a file, to aim URLs at them."""
    vals = [v for _, kind, _, v in model.parse(txt)
            if kind in (model.ALLOW, model.DISALLOW) and v]
    return [v for v in vals if len(v) < 20000]


# --------------------------------------------------------------- oracles
def model_rule_lines(txt, agent):
    """Lines of the non-empty rules that apply to agent: the rules seen in
    its own groups if any named it, else those of the '*' groups."""
    m = model.Matcher(model.reduce_agent(agent), b"/")
    own, glob = [], []
    for line, kind, _key, value in model.parse(txt):
        if kind == model.USER_AGENT:
            m.user_agent(value)
        elif kind in (model.ALLOW, model.DISALLOW):
            if m.seen_specific or m.seen_global:
                m.seen_sep = True
                if value:
                    (own if m.seen_specific else glob).append(line)
    return sorted(own if m.ever_specific else glob)


def as_param(r, b):
    """Bind as TEXT when that is lossless, else as BLOB (both must work)."""
    if r.random() < 0.5 and b"\0" not in b:
        try:
            return b.decode("utf-8")
        except UnicodeDecodeError:
            pass
    return b


class Engine:
    def __init__(self, con):
        self.con = con

    def query(self, txt, agent, url):
        row = self.con.execute(
            "select robots_allowed(?1, ?2, ?3),"
            " json_extract(robots_explain(?1, ?2, ?3), '$.line'),"
            " robots_path(?3)", (txt, agent, url)).fetchone()
        return row[0], row[1], row[2]

    def rule_lines(self, txt, agent):
        rows = self.con.execute(
            "select line from robots_rules(?1, ?2) order by line",
            (txt, agent)).fetchall()
        return [x[0] for x in rows]


# ------------------------------------------------------------- shrinking
def split_keep(txt):
    parts = re.split(rb"(\r\n|\n|\r)", txt)
    return [parts[i] + (parts[i + 1] if i + 1 < len(parts) else b"")
            for i in range(0, len(parts), 2)]


def shrink(txt, agent, url, still_fails):
    """Drop lines (one pass from the end, repeated while it helps), then URL
    bytes, while the disagreement stays."""
    lines = split_keep(txt)
    changed = True
    while changed and len(lines) > 1:
        changed = False
        for i in range(len(lines) - 1, -1, -1):
            if len(lines) <= 1:
                break
            cand = lines[:i] + lines[i + 1:]
            if still_fails(b"".join(cand), agent, url):
                lines, changed = cand, True
    txt = b"".join(lines)
    i = 0
    while i < len(url) and len(url) < 400:
        cand = url[:i] + url[i + 1:]
        if still_fails(txt, agent, cand):
            url = cand
        else:
            i += 1
    return txt, agent, url


def describe(txt, agent, url):
    shown = txt if len(txt) <= 600 else txt[:300] + b"..." + txt[-200:]
    return "txt=%r (%d bytes) agent=%r url=%r" % (shown, len(txt), agent,
                                                  url[:300])


# ------------------------------------------------- the model's own check
SUITES = ("tests/sql/robots_reference_cases.sql",
          "tests/sql/robots_conformance_correctness.sql",
          "tests/sql/robots_conformance_stress.sql")


def check_model_on_suites():
    """The model must give the wanted answer on every restated case of the
    reference's tests and of the conformance suite (tables f and c)."""
    for rel in SUITES:
        name = "model_agrees_with_" + os.path.basename(rel)[:-4]
        path = os.path.join(ROOT, rel)
        if not os.path.exists(path):
            print("SKIP %s: %s missing" % (name, rel))
            continue
        con = connect()
        with open(path, encoding="utf-8") as fh:
            con.executescript(fh.read())
        bad, n = [], 0
        for cname, txt, agent, url, want in con.execute(
                "select c.name, f.txt, c.agent, c.url, c.want"
                " from c join f on f.id = c.fid"):
            n += 1
            got = model.decide(txt, agent, url)[0]
            if got != want:
                bad.append("%s: model %d, wanted %d" % (cname.decode(), got,
                                                        want))
        if n == 0:
            print("FAIL %s: no cases read" % name)
        elif bad:
            print("FAIL %s: %d of %d cases" % (name, len(bad), n))
            for b in bad[:MAX_REPORTED]:
                print("    " + b)
        else:
            print("ok %s (%d cases)" % (name, n))


# ------------------------------------------------------------------ main
def connect():
    con = sqlite3.connect(":memory:")
    con.text_factory = bytes     # results may hold any bytes
    con.enable_load_extension(True)
    con.load_extension(EXT)
    return con


def model_answers(txt, agent, url):
    allowed, line = model.decide(txt, agent, url)
    return allowed, line, model.path_params_query(url)


def main():
    try:
        con = connect()
        con.execute("select robots_allowed('', 'a', '/'),"
                    " robots_explain('', 'a', '/'), robots_path('/')")
    except sqlite3.Error as e:
        print("SKIP robots_differential: engine not available (%s)" % e)
        return 0
    check_model_on_suites()
    eng = Engine(con)
    r = random.Random(SEED)
    started = time.time()
    counts = {"allowed": 0, "line": 0, "path": 0, "rules": 0, "error": 0}
    reports = {k: [] for k in counts}
    queries = 0

    def fail(kind, msg):
        counts[kind] += 1
        if len(reports[kind]) < MAX_REPORTED:
            reports[kind].append(msg)

    for _ in range(CASES):
        txt = gen_file(r)
        patterns = rule_values(txt)
        directives = model.parse(txt)
        ptxt = as_param(r, txt)
        for _ in range(QUERIES_PER_FILE):
            agent = r.choice(AGENTS)
            url = gen_url(r, patterns)
            queries += 1
            try:
                got = eng.query(ptxt, as_param(r, agent), as_param(r, url))
            except sqlite3.Error as e:
                fail("error", "%s: %s" % (e, describe(txt, agent, url)))
                continue
            allowed, line = model.decide_parsed(directives, agent, url)
            want = (int(allowed), line, model.path_params_query(url))
            for k, idx in (("allowed", 0), ("line", 1), ("path", 2)):
                if got[idx] == want[idx]:
                    continue
                if len(reports[k]) >= MAX_REPORTED:
                    counts[k] += 1          # counted, not shrunk again
                    continue

                def still(t, a, u, idx=idx):
                    try:
                        g = eng.query(t, a, u)
                    except sqlite3.Error:
                        return True
                    return g[idx] != model_answers(t, a, u)[idx]
                s = shrink(txt, agent, url, still)
                g2, w2 = eng.query(*s), model_answers(*s)
                fail(k, "%s; reference model %r, engine %r" % (
                    describe(*s), w2[idx], g2[idx]))
        agent = r.choice(AGENTS)
        try:
            got_rules = eng.rule_lines(ptxt, agent)
        except sqlite3.Error as e:
            fail("error", "robots_rules: %s: %s" % (e, describe(txt, agent,
                                                                 b"")))
            continue
        want_rules = model_rule_lines(txt, agent)
        if got_rules != want_rules and len(reports["rules"]) >= MAX_REPORTED:
            counts["rules"] += 1
        elif got_rules != want_rules:
            def still_rules(t, a, _u):
                try:
                    return eng.rule_lines(t, a) != model_rule_lines(t, a)
                except sqlite3.Error:
                    return True
            s = shrink(txt, agent, b"", still_rules)
            fail("rules", "%s; reference model lines %r, engine %r" % (
                describe(*s), model_rule_lines(s[0], s[1]),
                eng.rule_lines(s[0], s[1])))

    secs = time.time() - started
    print("# %d files, %d queries, seed %d, %.1f s" % (CASES, queries, SEED,
                                                       secs))
    names = {"allowed": "differential_allowed_matches_reference",
             "line": "differential_explain_line_matches_reference",
             "path": "differential_robots_path_matches_reference",
             "rules": "differential_rules_for_agent_match_reference",
             "error": "differential_no_sql_errors"}
    for k, name in names.items():
        if counts[k] == 0:
            print("ok %s" % name)
        else:
            print("FAIL %s: %d disagreements" % (name, counts[k]))
            for msg in reports[k]:
                print("    repro: %s" % msg)
    return 0


if __name__ == "__main__":
    sys.exit(main())
