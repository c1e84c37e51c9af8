"""Differential test of the what-if functions on real robots.txt files
($ROBOTS_DATA/robots_corpus, with the real crawled URLs of each host from
$ROBOTS_DATA/crawl_urls and paths taken from each file's own rules).  The
corpus has one version of each site, so each file is edited the way people
edit them:

- edits that change decisions (a rule added, removed, turned from allow to
  disallow; a group for an AI crawler added; a user-agent line removed), for
  which robots_flip must be NULL exactly when robots_allowed agrees on both
  versions, its before/after must be robots_allowed's answers, and every
  flip's deciding rule (the new version's, or the old one's that is gone)
  must be among robots_diff's rows for that crawler;
- rewrites that change no decision (keys in another case, comments and
  blank lines, CRLF, every rule written twice, patterns percent-normalised,
  the groups in reverse order), for which robots_diff must give no row
  (reversed groups may change crawl-delay, which is read by record: only
  its rule rows must be empty).

AI usage edits (a License line added, changed, removed; a Content-Usage
line added) check robots_usage_flip the same way: every usage flip has
robots_diff rows of the kind that changed (license, content-usage,
content-signal) for that crawler; License rewrites (the line moved, its key
in capitals, its URL spelled another way, written twice) give no row and
flip nothing.  A crawler moved from a group it shares to another named
group has a regrouped row exactly when it has rule rows.

robots_diff without a crawler must give each crawler's rows as
robots_diff with it does.  Prints SKIP lines when the shared data is absent.

  ROBOTS_WHATIF_FILES  files sampled (default 250)
"""
import gzip
import os
import random
import re
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
EXT = os.path.join(ROOT, "dist", "robots")
DATA = os.environ.get("ROBOTS_DATA", os.path.join(ROOT, "..", "shared", "data"))
CORPUS = os.path.join(DATA, "robots_corpus")
URLS = os.path.join(DATA, "crawl_urls", "crawl_urls_2019.tsv.gz")
NFILES = int(os.environ.get("ROBOTS_WHATIF_FILES", "250"))
AGENTS = ["Googlebot", "bingbot", "GPTBot", "CCBot",
          "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)"]
RULE_RE = re.compile(rb"^([ \t]*)(allow|disallow)([ \t]*:[ \t]*)([^#\r\n]*)(.*)$",
                     re.I)
failures = 0
reported = {}


def check(name, cond, detail=""):
    """Count a failure, printing the first few of each name."""
    global failures
    if cond:
        return
    failures += 1
    reported[name] = reported.get(name, 0) + 1
    if reported[name] <= 3:
        print("FAIL %s: %s" % (name, detail))


def connect():
    con = sqlite3.connect(":memory:")
    con.enable_load_extension(True)
    con.load_extension(EXT)
    return con


def load_urls():
    by_host = {}
    with gzip.open(URLS, "rb") as fh:
        for line in fh:
            parts = line.rstrip(b"\n").split(b"\t")
            if len(parts) == 2:
                by_host.setdefault(parts[0].decode("latin-1"), []).append(
                    parts[1].decode("latin-1"))
    return by_host


def rule_paths(txt):
    """Paths that reach the file's own rules: each pattern cut at '*'/'$',
    and the same with a suffix."""
    out = []
    for line in txt.splitlines():
        m = RULE_RE.match(line)
        if m and m.group(4).strip():
            p = re.split(rb"[*$]", m.group(4).strip())[0].decode("latin-1")
            if p.startswith("/"):
                out += [p, p + "x/y.html"]
    return out


# ---- Edits -----------------------------------------------------------------

def lines_of(txt):
    return txt.replace(b"\r\n", b"\n").replace(b"\r", b"\n").split(b"\n")


def rule_lines(lines):
    return [i for i, l in enumerate(lines) if RULE_RE.match(l)
            and RULE_RE.match(l).group(4).strip()]


def edit_add_rule(txt, rnd):
    lines = lines_of(txt)
    rl = rule_lines(lines)
    if not rl:
        return None
    i = rnd.choice(rl)
    lines.insert(i + 1, b"Disallow: /whatif-" + str(rnd.randrange(100)).encode())
    paths = rule_paths(txt)
    if paths:
        lines.insert(i + 1, b"Disallow: " + rnd.choice(paths).encode("latin-1")[:40])
    return b"\n".join(lines)


def edit_remove_rule(txt, rnd):
    lines = lines_of(txt)
    rl = rule_lines(lines)
    if not rl:
        return None
    del lines[rnd.choice(rl)]
    return b"\n".join(lines)


def edit_flip_rule(txt, rnd):
    lines = lines_of(txt)
    rl = rule_lines(lines)
    if not rl:
        return None
    i = rnd.choice(rl)
    m = RULE_RE.match(lines[i])
    kind = b"Allow" if m.group(2).lower() == b"disallow" else b"Disallow"
    lines[i] = m.group(1) + kind + m.group(3) + m.group(4) + m.group(5)
    return b"\n".join(lines)


def edit_ai_group(txt, rnd):
    return b"User-agent: GPTBot\nUser-agent: CCBot\nDisallow: /\n\n" + txt


def edit_drop_agent(txt, rnd):
    lines = lines_of(txt)
    ua = [i for i, l in enumerate(lines) if l.strip().lower().startswith(b"user-agent")]
    if not ua:
        return None
    del lines[rnd.choice(ua)]
    return b"\n".join(lines)


def edit_usage_line(txt, rnd):
    lines = lines_of(txt)
    rl = rule_lines(lines)
    if not rl:
        return None
    paths = [p for p in rule_paths(txt) if " " not in p]
    pref = rnd.choice(["train-ai=n", "search=y, train-ai=n", "ai-use=n"])
    path = rnd.choice(paths) + " " if paths and rnd.random() < 0.5 else ""
    lines.insert(rnd.choice(rl) + 1, ("Content-Usage: " + path + pref).encode("latin-1"))
    return b"\n".join(lines)


UA_RE = re.compile(rb"^\s*user[- ]?agent\s*:", re.I)


def line_slot(lines, rnd):
    """Where a line may go without changing a decision: never before a BOM,
    nor between two user-agent lines (any key line there ends a record,
    which robots_crawl_delay reads)."""
    slots = [i for i in range(1, len(lines) + 1)
             if not UA_RE.match(lines[i - 1].lstrip(BOM))]
    return rnd.choice(slots) if slots else len(lines)


def edit_add_license(txt, rnd):
    lines = lines_of(txt)
    lines.insert(line_slot(lines, rnd), b"License: https://rsl.example/license.xml")
    return b"\n".join(lines)


def movable_agent(con, txt, rnd):
    """(line of a crawler X, line to put it after) or None: X is in a group
    of two or more user-agent lines, moved to another group; every crawler of
    both groups is named once in the file, with a token."""
    rows = con.execute("select group_id, token, line from robots_agents(?) "
                       "where agent <> '*'", (txt,)).fetchall()
    star = {g for (g,) in con.execute("select group_id from robots_agents(?) "
                                      "where agent = '*'", (txt,))}
    count, groups = {}, {}
    for g, tok, line in rows:
        count[tok.lower()] = count.get(tok.lower(), 0) + 1
        groups.setdefault(g, []).append((tok, line))
    ok = [g for g, members in groups.items() if g not in star and
          all(t and count[t.lower()] == 1 for t, _ in members)]
    src = [g for g in ok if len(groups[g]) >= 2]
    if not src or len(ok) < 2:
        return None
    g = rnd.choice(src)
    dst = rnd.choice([h for h in ok if h != g])
    return rnd.choice(groups[g]), groups[dst][0][1]


def edit_move_agent(txt, rnd, con=None):
    m = movable_agent(con, txt, rnd)
    if m is None:
        return None
    (tok, line), after = m
    lines = lines_of(txt)
    moved = lines[line - 1]
    out = []
    for n, l in enumerate(lines, 1):
        if n != line:
            out.append(l)
        if n == after:
            out.append(moved[3:] if moved.startswith(BOM) else moved)
    return b"\n".join(out), tok


CHANGES = [("add_rule", edit_add_rule), ("remove_rule", edit_remove_rule),
           ("flip_rule", edit_flip_rule), ("ai_group", edit_ai_group),
           ("drop_agent", edit_drop_agent), ("usage_line", edit_usage_line),
           ("add_license", edit_add_license)]


def rw_case(txt, rnd):
    out = []
    for l in lines_of(txt):
        m = re.match(rb"^([ \t]*)([A-Za-z-]+)([ \t]*:)(.*)$", l)
        out.append(m.group(1) + m.group(2).upper() + m.group(3) + m.group(4)
                   if m else l)
    return b"\n".join(out)


BOM = b"\xef\xbb\xbf"


def rw_comments(txt, rnd):
    bom = txt.startswith(BOM)       # a BOM counts at the very start only
    out = [BOM * bom + b"# what-if test: comments and blank lines", b""]
    for l in lines_of(txt[3 * bom:]):
        out.append(l)
        if l.strip() and rnd.random() < 0.3:
            out.append(b"# a comment")
    return b"\n".join(out)


def rw_crlf(txt, rnd):
    return b"\r\n".join(lines_of(txt))


def rw_twice(txt, rnd):
    out = []
    for l in lines_of(txt):
        out.append(l)
        if RULE_RE.match(l):
            out.append(l)
    return b"\n".join(out)


def normalise(value):
    value = re.sub(rb"%([0-9a-fA-F]{2})", lambda m: b"%" + m.group(1).upper(), value)
    return b"".join(b"%%%02X" % c if c >= 0x80 else bytes([c]) for c in value)


def rw_percent(txt, rnd):
    out = []
    for l in lines_of(txt):
        m = RULE_RE.match(l)
        out.append(m.group(1) + m.group(2) + m.group(3) + normalise(m.group(4))
                   + m.group(5) if m else l)
    return b"\n".join(out)


def rw_reverse(con, txt):
    """The groups in reverse order (lines outside groups first)."""
    rows = con.execute("select line, group_id from robots_directives(?)",
                       (txt,)).fetchall()
    lines = lines_of(txt)
    if len(rows) == 0 or len(txt) > 400000:
        return None
    # A group without rules joins the group after it (a user-agent line
    # starts a group only after a rule): reordering such files merges groups.
    if con.execute("select count(*) from robots_agents(?) where rules = 0",
                   (txt,)).fetchone()[0]:
        return None
    grp = {}
    for line, g in rows:
        grp[line] = g
    head, groups, cur = [], {}, None
    for n, l in enumerate(lines, 1):
        g = grp.get(n, cur if n not in grp else None)
        if n in grp:
            cur = grp[n] if grp[n] is not None else cur
        if n in grp and grp[n] is None:
            head.append(l)
        elif g is None:
            head.append(l)
        else:
            groups.setdefault(g, []).append(l)
    out = head[:]
    if txt.startswith(BOM):
        out = [BOM] + [l[3:] if l.startswith(BOM) else l for l in out]
        for g in groups:
            groups[g] = [l[3:] if l.startswith(BOM) else l for l in groups[g]]
    for g in sorted(groups, reverse=True):
        out += [b""] + groups[g]
    return b"\n".join(out)


REWRITES = [("case", rw_case), ("comments", rw_comments), ("crlf", rw_crlf),
            ("twice", rw_twice), ("percent", rw_percent)]

# ---- Checks -----------------------------------------------------------------

FLIP_SQL = """
select u.url, a.agent,
       robots_allowed(?1, a.agent, u.url), robots_allowed(?2, a.agent, u.url),
       robots_flip(?1, ?2, a.agent, u.url)
from temp.u, temp.a"""


def diff_rows(con, old, new, agent=None):
    if agent is None:
        return con.execute("select * from robots_diff(?, ?)", (old, new)).fetchall()
    return con.execute("select * from robots_diff(?, ?, ?)",
                       (old, new, agent)).fetchall()


def check_change(con, name, host, old, new):
    import json
    rows_by_agent = {}
    for url, agent, a0, a1, flip in con.execute(FLIP_SQL, (old, new)):
        tag = "%s %s %s %s" % (name, host, agent[:20], url[:60])
        check("flip_null_exactly_when_verdicts_agree", (flip is None) == (a0 == a1), tag)
        if flip is None:
            continue
        j = json.loads(flip)
        check("flip_before_after_are_robots_allowed",
              j["before"] == bool(a0) and j["after"] == bool(a1), tag)
        if agent not in rows_by_agent:
            rows_by_agent[agent] = diff_rows(con, old, new, agent)
        rows = rows_by_agent[agent]
        added = {(r[2], r[3]) for r in rows if r[1] == "added"} | \
                {(r[2], r[5]) for r in rows if r[1] == "added"}
        removed = {(r[2], r[3]) for r in rows if r[1] == "removed"} | \
                  {(r[2], r[4]) for r in rows if r[1] == "removed"}
        n, o = j["new"], j["old"]
        ok = (n["rule"] is not None and ((n["rule"], n["pattern"]) in added
                                         or (n["rule"], n["line"]) in added)) or \
             (o["rule"] is not None and ((o["rule"], o["pattern"]) in removed
                                         or (o["rule"], o["line"]) in removed))
        check("every_flip_deciding_rule_in_diff_rows", ok, tag + " " + flip[:200])


USAGE_SQL = """
select u.url, a.agent, robots_usage_flip(?1, ?2, a.agent, u.url)
from temp.u, temp.a where robots_usage_flip(?1, ?2, a.agent, u.url) is not null"""


def check_usage_change(con, name, host, old, new):
    """Every usage flip has rows of the kind that changed for its crawler."""
    import json
    rows_by_agent = {}
    for url, agent, flip in con.execute(USAGE_SQL, (old, new)):
        j = json.loads(flip)
        b, a = j["before"], j["after"]
        if b["allowed"] != a["allowed"]:
            continue                    # a verdict: robots_flip's check
        if agent not in rows_by_agent:
            rows_by_agent[agent] = {r[2] for r in diff_rows(con, old, new, agent)}
        kinds = rows_by_agent[agent]
        tag = "%s %s %s %s" % (name, host, agent[:20], url[:60])
        if b["licenses"] != a["licenses"]:
            check("every_usage_flip_license_in_diff_rows", "license" in kinds, tag)
        for key, kind in (("content_usage", "content-usage"),
                          ("content_signal", "content-signal")):
            if b[key] != a[key]:
                check("every_usage_flip_%s_in_diff_rows" % kind.replace("-", "_"),
                      kind in kinds, tag)


def check_no_flip(con, name, host, old, new, usage=False):
    """A rewrite flips no verdict (so the test's rewrites are rewrites)."""
    n = con.execute("select count(*) from temp.u, temp.a where "
                    "robots_flip(?1, ?2, a.agent, u.url) is not null",
                    (old, new)).fetchone()[0]
    check("rewrite_flips_no_verdict", n == 0, "%s %s" % (name, host))
    if usage:
        n = con.execute("select count(*) from temp.u, temp.a where "
                        "robots_usage_flip(?1, ?2, a.agent, u.url) is not null",
                        (old, new)).fetchone()[0]
        check("rewrite_flips_no_usage_answer", n == 0, "%s %s" % (name, host))


LICENSE = b"License: https://rsl.example/license.xml"
LICENSE_RESPELT = [b"LICENSE: HTTPS://RSL.Example:443/license.xml#terms",
                   b"license:https://rsl.example/license%2exml # moved",
                   b"License: https://rsl.example/license.xml"]


def license_pairs(txt, rnd):
    """(name, old, new, is_rewrite): edits and rewrites of a License line
    in a file that has one."""
    lines = lines_of(txt)
    base = b"\n".join(lines + [LICENSE])
    at = line_slot(lines, rnd)
    moved = b"\n".join(lines[:at] + [rnd.choice(LICENSE_RESPELT)] + lines[at:])
    twice = b"\n".join(lines[:at] + [LICENSE] + lines[at:] + [LICENSE])
    other = b"\n".join(lines + [b"License: https://rsl.example/license-2.xml"])
    return [("license_moved_respelt", base, moved, True),
            ("license_twice", base, twice, True),
            ("license_changed", base, other, False),
            ("license_removed", base, txt, False)]


def check_move(con, host, old, new, tok):
    """The moved crawler is regrouped exactly when it has rule rows."""
    rows = diff_rows(con, old, new, tok)
    rules = any(r[2] in ("allow", "disallow", "content-usage", "content-signal")
                for r in rows)
    regrouped = any(r[1] == "regrouped" for r in rows)
    check("moved_crawler_regrouped_exactly_when_its_rules_change",
          rules == regrouped, "%s %s %r" % (host, tok, rows[:4]))


def check_all_vs_one(con, name, host, old, new):
    """robots_diff without a crawler gives each crawler's rows as with it."""
    rows = diff_rows(con, old, new)
    agents = {r[0] for r in rows if r[0] != "*"}
    star = [r[1:] for r in rows if r[0] == "*"]
    for ag in sorted(agents)[:5]:
        mine = [r[1:] for r in rows if r[0] == ag]
        one = [r[1:] for r in diff_rows(con, old, new, ag)]
        check("diff_all_crawlers_agrees_with_one_crawler", sorted(mine, key=repr) == sorted(one, key=repr),
              "%s %s %s" % (name, host, ag))
    one = [r[1:] for r in diff_rows(con, old, new, "NamedNowhereBot")]
    check("diff_star_rows_are_an_unnamed_crawlers", sorted(star, key=repr) == sorted(one, key=repr),
          "%s %s" % (name, host))


def usable_agent(con, agent):
    """A user-agent value robots_allowed takes as a crawler (not one that
    reads as a URL, which it refuses as a mix-up)."""
    try:
        con.execute("select robots_allowed('', ?, '/')", (agent,)).fetchone()
        return True
    except sqlite3.Error:
        return False


def main():
    if not os.path.isdir(CORPUS) or not os.path.exists(URLS):
        print("SKIP whatif_differential: no shared data at %s" % DATA)
        return 0
    con = connect()
    rnd = random.Random(20261129)
    by_host = load_urls()
    names = sorted(f for f in os.listdir(CORPUS) if f.endswith(".txt")
                   and f != "SOURCES.txt")
    names = rnd.sample(names, min(NFILES, len(names)))
    con.execute("create temp table u(url text)")
    con.execute("create temp table a(agent text)")
    nchange = nrewrite = nmove = 0
    for f in names:
        host = f[:-4]
        with open(os.path.join(CORPUS, f), "rb") as fh:
            txt = fh.read()
        if len(txt) > 400000:
            continue
        urls = rnd.sample(by_host.get(host, []), min(10, len(by_host.get(host, []))))
        urls += ["https://%s%s" % (host, p) for p in rule_paths(txt)[:20]] + ["/"]
        named = [r[0] for r in con.execute(
            "select distinct agent from robots_agents(?) where agent <> '*' limit 3", (txt,))
            if usable_agent(con, r[0])]
        con.execute("delete from u")
        con.execute("delete from a")
        con.executemany("insert into u values (?)", [(u,) for u in urls])
        con.executemany("insert into a values (?)", [(x,) for x in AGENTS + named])
        for name, edit in CHANGES:
            new = edit(txt, rnd)
            if new is None:
                continue
            nchange += 1
            check_change(con, name, host, txt, new)
            check_usage_change(con, name, host, txt, new)
            if name in ("ai_group", "drop_agent", "add_license"):
                check_all_vs_one(con, name, host, txt, new)
        moved = edit_move_agent(txt, rnd, con)
        if moved is not None:
            nchange += 1
            nmove += 1
            check_change(con, "move_agent", host, txt, moved[0])
            check_move(con, host, txt, moved[0], moved[1])
            check_all_vs_one(con, "move_agent", host, txt, moved[0])
        for name, old, new, rewrite in license_pairs(txt, rnd):
            if rewrite:
                nrewrite += 1
                rows = diff_rows(con, old, new)
                check("rewrite_%s_gives_no_row" % name, rows == [],
                      "%s %r" % (host, rows[:3]))
                check_no_flip(con, name, host, old, new, True)
            else:
                nchange += 1
                check_usage_change(con, name, host, old, new)
                kinds = {r[2] for r in diff_rows(con, old, new)}
                check("license_change_gives_license_rows_only", kinds == {"license"},
                      "%s %s %r" % (name, host, kinds))
        for name, rw in REWRITES:
            new = rw(txt, rnd)
            nrewrite += 1
            rows = diff_rows(con, txt, new)
            check("rewrite_%s_gives_no_row" % name, rows == [],
                  "%s %r" % (host, rows[:3]))
            check_no_flip(con, name, host, txt, new)
        new = rw_reverse(con, txt)
        if new is not None:
            nrewrite += 1
            rows = [r for r in diff_rows(con, txt, new) if r[2] != "crawl-delay"]
            check("rewrite_groups_reversed_gives_no_rule_row", rows == [],
                  "%s %r" % (host, rows[:3]))
            check_no_flip(con, "reverse", host, txt, new)
    for name in ["flip_null_exactly_when_verdicts_agree", "flip_before_after_are_robots_allowed",
                 "every_flip_deciding_rule_in_diff_rows",
                 "diff_all_crawlers_agrees_with_one_crawler",
                 "diff_star_rows_are_an_unnamed_crawlers",
                 "rewrite_groups_reversed_gives_no_rule_row",
                 "rewrite_flips_no_verdict", "rewrite_flips_no_usage_answer",
                 "every_usage_flip_license_in_diff_rows",
                 "every_usage_flip_content_usage_in_diff_rows",
                 "every_usage_flip_content_signal_in_diff_rows",
                 "license_change_gives_license_rows_only",
                 "moved_crawler_regrouped_exactly_when_its_rules_change",
                 "rewrite_license_moved_respelt_gives_no_row",
                 "rewrite_license_twice_gives_no_row"] + \
            ["rewrite_%s_gives_no_row" % n for n, _ in REWRITES]:
        if name not in reported:
            print("ok %s (%d files, %d edits, %d rewrites, %d moves)"
                  % (name, len(names), nchange, nrewrite, nmove))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
