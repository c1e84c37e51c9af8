"""robots_agent measured on public corpora of real User-Agent headers, which
are not in this repository: $ROBOTS_AGENT_CORPUS names a folder holding any
of these files (SKIP when it is unset or a file is missing):

  crawler-user-agents.json   monperrus/crawler-user-agents (the "instances")
  crawlers.txt               JayBizzle/Crawler-Detect tests/data/user_agent/
  devices.txt                the same folder: browsers and devices
  bots.yml                   matomo-org/device-detector Tests/fixtures/bots.yml
  *.yml                      that folder's other fixtures: the entries whose
                             client type is "browser"

A crawler's header passes when robots_agent gives a token that is written in
the header and is not a browser's word (Mozilla, Chrome ...); a browser's
header passes when robots_agent gives NULL.  The thresholds are the levels
measured when the rules were written (tests/README.md gives the figures), so
a change of the rules that loses ground fails here.  Run from the
repository root: ROBOTS_AGENT_CORPUS=/path/to/corpus python3 tests/py/test_agent_corpus.py"""
import glob
import json
import os
import re

from pycheck import check, connect, done

BROWSER_WORDS = {w.lower() for w in (
    "Mozilla AppleWebKit Chrome Safari Firefox Gecko Version Mobile KHTML "
    "like compatible Edg Edge OPR Opera MSIE Trident").split()}

# (file, the least share of crawler headers named, in percent)
CRAWLER_SETS = [("crawler-user-agents.json", 97.0), ("crawlers.txt", 95.0),
                ("bots.yml", 95.0)]
# The most share of browser headers given a token, in percent.
BROWSER_MAX = 0.2


def yaml_scalar(v):
    """The value of a one-line YAML scalar, plain or quoted."""
    v = v.strip()
    if len(v) >= 2 and v[0] == v[-1] == "'":
        return v[1:-1].replace("''", "'")
    if len(v) >= 2 and v[0] == v[-1] == '"':
        return json.loads(v)
    return v


def yml_entries(path):
    """(user_agent, client type) of each entry of a device-detector fixture,
    read line by line (the fixtures are a list of flat mappings)."""
    out, ua, section, client = [], None, None, None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line == "-":
            if ua is not None:
                out.append((ua, client))
            ua, section, client = None, None, None
            continue
        m = re.match(r"^  (\w+):(.*)$", line)
        if m:
            section = m.group(1)
            if section == "user_agent":
                ua = yaml_scalar(m.group(2))
            continue
        m = re.match(r"^    type:(.*)$", line)
        if m and section == "client":
            client = yaml_scalar(m.group(1))
    if ua is not None:
        out.append((ua, client))
    return out


def crawler_headers(path):
    """The crawler headers of one corpus file."""
    name = os.path.basename(path)
    if name.endswith(".json"):
        return [i for e in json.load(open(path, encoding="utf-8"))
                for i in e.get("instances", [])]
    if name.endswith(".yml"):
        return [ua for ua, _ in yml_entries(path)]
    return [l.rstrip("\n") for l in open(path, encoding="utf-8", errors="replace")
            if l.strip()]


def named(db, ua):
    """1 if robots_agent names a crawler written in the header ua."""
    t = db.execute("select robots_agent(?)", (ua,)).fetchone()[0]
    return t is not None and t.lower() in ua.lower() and t.lower() not in BROWSER_WORDS


def main():
    root = os.environ.get("ROBOTS_AGENT_CORPUS")
    if not root or not os.path.isdir(root):
        print("SKIP agent_corpus: set ROBOTS_AGENT_CORPUS to a folder of the "
              "public corpora (see this file's docstring)")
        done()
    db = connect()
    for name, least in CRAWLER_SETS:
        path = os.path.join(root, name)
        tag = re.sub(r"\W", "_", name.rsplit(".", 1)[0])
        if not os.path.exists(path):
            print("SKIP agent_corpus_%s: no %s" % (tag, path))
            continue
        uas = sorted(set(crawler_headers(path)))
        ok = sum(1 for ua in uas if named(db, ua))
        share = 100.0 * ok / max(1, len(uas))
        print("# %s: %d of %d crawler headers named (%.1f%%)" % (name, ok, len(uas), share))
        check("agent_corpus_%s_at_least_%g_percent_named" % (tag, least),
              len(uas) > 100 and share >= least, "%.1f%%" % share)
    browsers = []
    for path in sorted(glob.glob(os.path.join(root, "*.yml"))):
        if os.path.basename(path) != "bots.yml":
            browsers += [ua for ua, client in yml_entries(path) if client == "browser"]
    devices = os.path.join(root, "devices.txt")
    if os.path.exists(devices):
        browsers += crawler_headers(devices)
    browsers = sorted(set(browsers))
    if not browsers:
        print("SKIP agent_corpus_browsers: no browser fixtures in %s" % root)
        done()
    hits = [ua for ua in browsers
            if db.execute("select robots_agent(?)", (ua,)).fetchone()[0] is not None]
    share = 100.0 * len(hits) / len(browsers)
    print("# browsers: %d of %d given a token (%.2f%%)" % (len(hits), len(browsers), share))
    for ua in hits[:10]:
        print("#   %s" % ua[:160])
    check("agent_corpus_browsers_at_most_%g_percent_named" % BROWSER_MAX,
          len(browsers) > 1000 and share <= BROWSER_MAX, "%.2f%%" % share)
    done()


main()
