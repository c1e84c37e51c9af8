"""Real-world corpus test: every robots.txt of $ROBOTS_DATA/robots_corpus
through every robots function without an error, the table functions'
line counts checked against robots_model.py, and robots_allowed plus the
winning line of robots_explain compared with the model for a seeded sample
of the real crawled URLs of each host ($ROBOTS_DATA/crawl_urls).

Prints SKIP lines when the shared data is absent.

  ROBOTS_CORPUS_URLS  URLs sampled per host (default 15)
"""
import collections
import gzip
import os
import random
import sqlite3
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import robots_model as model  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(HERE))
EXT = os.path.join(ROOT, "dist", "robots")
DATA = os.environ.get("ROBOTS_DATA", os.path.join(ROOT, "..", "shared",
                                                  "data"))
CORPUS = os.path.join(DATA, "robots_corpus")
URLS = os.path.join(DATA, "crawl_urls", "crawl_urls_2019.tsv.gz")
PER_HOST = int(os.environ.get("ROBOTS_CORPUS_URLS", "15"))
AGENTS = [b"Googlebot", b"Googlebot-Image", b"bingbot", b"GPTBot",
          b"Mozilla/5.0 (compatible; Googlebot/2.1)"]
# A full User-Agent header (it has a '(' comment) means the crawler it names
# (sql/README.md): the reference, which takes "Mozilla" from it, is asked
# with that crawler's token instead.
MODEL_AGENT = {b"Mozilla/5.0 (compatible; Googlebot/2.1)": b"Googlebot"}
MAX_REPORTED = 5

# Every function over a whole file; each must run without an error.
# (test name, function, query)
FILE_QUERIES = [
    ("robots_allowed", "robots_allowed",
     "select robots_allowed(?1, 'Googlebot', '/')"),
    ("robots_allowed_status", "robots_allowed",
     "select robots_allowed(?1, 'Googlebot', '/', 200)"),
    ("robots_explain", "robots_explain",
     "select json_valid(robots_explain(?1, 'bingbot', '/x'))"),
    ("robots_crawl_delay", "robots_crawl_delay",
     "select robots_crawl_delay(?1, 'bingbot')"),
    ("robots_rules", "robots_rules",
     "select count(*), sum(line > 0) from robots_rules(?1)"),
    ("robots_rules_agent", "robots_rules",
     "select count(*) from robots_rules(?1, 'Googlebot')"),
    ("robots_agents", "robots_agents",
     "select count(*) from robots_agents(?1)"),
    ("robots_sitemaps", "robots_sitemaps",
     "select count(*) from robots_sitemaps(?1)"),
    ("robots_directives", "robots_directives",
     "select count(*) from robots_directives(?1)"),
    ("robots_lint", "robots_lint", "select count(*) from robots_lint(?1)"),
]


def connect():
    con = sqlite3.connect(":memory:")
    con.text_factory = bytes
    con.enable_load_extension(True)
    con.load_extension(EXT)
    return con


def has_function(con, name):
    return con.execute("select count(*) from pragma_function_list"
                       " where name = ?1 union all select count(*)"
                       " from pragma_module_list where name = ?1",
                       (name,)).fetchall() != [(0,), (0,)]


def load_corpus():
    files = {}
    for name in sorted(os.listdir(CORPUS)):
        if name.endswith(".txt") and name != "SOURCES.txt":
            with open(os.path.join(CORPUS, name), "rb") as fh:
                files[name[:-4]] = fh.read()
    return files


def load_urls():
    by_host = collections.defaultdict(list)
    with gzip.open(URLS, "rb") as fh:
        next(fh, None)                                  # header
        for line in fh:
            host, _, url = line.rstrip(b"\r\n").partition(b"\t")
            if url:
                by_host[host.decode("utf-8", "replace")].append(url)
    return by_host


def report(name, bad, n, what):
    if bad:
        print("FAIL %s: %d of %d %s" % (name, len(bad), n, what))
        for b in bad[:MAX_REPORTED]:
            print("    " + b)
    else:
        print("ok %s (%d %s)" % (name, n, what))


def check_functions(con, files):
    """Every function on every file, without an error."""
    for fname, func, sql in FILE_QUERIES:
        name = "corpus_%s_runs_on_every_file" % fname
        if not has_function(con, func):
            print("SKIP %s: %s not built yet" % (name, func))
            continue
        bad = []
        for host, txt in files.items():
            try:
                con.execute(sql, (txt,)).fetchall()
            except sqlite3.Error as e:
                bad.append("%s: %s" % (host, e))
        report(name, bad, len(files), "files")


def check_counts(con, files):
    """Line-level views agree with the model's reading of each file."""
    bad_agents, bad_maps = [], []
    for host, txt in files.items():
        parsed = model.parse(txt)
        ua = sorted(l for l, k, _, _ in parsed if k == model.USER_AGENT)
        # A sitemap line with an empty value is no sitemap (our choice; the
        # reference reports it to its handler with an empty value).
        sm = sorted(l for l, k, _, v in parsed if k == model.SITEMAP and v)
        got_ua = [r[0] for r in con.execute(
            "select line from robots_agents(?1) order by line", (txt,))]
        got_sm = [r[0] for r in con.execute(
            "select line from robots_sitemaps(?1) order by line", (txt,))]
        if got_ua != ua:
            bad_agents.append("%s: model lines %s..., engine %s..." % (
                host, ua[:8], got_ua[:8]))
        if got_sm != sm:
            bad_maps.append("%s: model lines %s..., engine %s..." % (
                host, sm[:8], got_sm[:8]))
    report("corpus_agent_lines_match_reference", bad_agents, len(files),
           "files")
    report("corpus_sitemap_lines_match_reference", bad_maps, len(files),
           "files")


def check_decisions(con, files, by_host):
    """robots_allowed and the winning line on real URLs of each host."""
    r = random.Random(2019)
    bad_allowed, bad_line = [], []
    n = hosts = 0
    for host, txt in files.items():
        urls = by_host.get(host)
        if not urls:
            continue
        hosts += 1
        parsed = model.parse(txt)
        sample = urls if len(urls) <= PER_HOST else r.sample(urls, PER_HOST)
        for url in sample:
            for agent in AGENTS:
                n += 1
                allowed, line = model.decide_parsed(
                    parsed, MODEL_AGENT.get(agent, agent), url)
                got = con.execute(
                    "select robots_allowed(?1, ?2, ?3), json_extract("
                    "robots_explain(?1, ?2, ?3), '$.line')",
                    (txt, agent, url)).fetchone()
                where = "%s agent=%r url=%r" % (host, agent, url[:200])
                if got[0] != int(allowed):
                    bad_allowed.append("%s: reference model %d, engine %r"
                                       % (where, allowed, got[0]))
                if got[1] != line:
                    bad_line.append("%s: reference model line %r, engine %r"
                                    % (where, line, got[1]))
    report("corpus_allowed_matches_reference", bad_allowed, n,
           "queries on %d hosts" % hosts)
    report("corpus_explain_line_matches_reference", bad_line, n, "queries")
    return n


def main():
    if not os.path.isdir(CORPUS):
        print("SKIP robots_corpus: no %s (set ROBOTS_DATA)" % CORPUS)
        return 0
    try:
        con = connect()
        con.execute("select robots_allowed('', 'a', '/')")
    except sqlite3.Error as e:
        print("SKIP robots_corpus: engine not available (%s)" % e)
        return 0
    started = time.time()
    files = load_corpus()
    print("# %d robots.txt files, %d bytes" % (
        len(files), sum(len(t) for t in files.values())))
    check_functions(con, files)
    check_counts(con, files)
    if not os.path.exists(URLS):
        print("SKIP corpus_allowed_matches_reference: no %s" % URLS)
    else:
        check_decisions(con, files, load_urls())
    print("# %.1f s" % (time.time() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())
