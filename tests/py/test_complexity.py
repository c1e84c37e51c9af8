"""Cost grows linearly with the input: each function on each adversarial
shape is run at size n and 4n in one process, and fails where 4x the input
costs more than 8x the time (a quadratic shape would cost 16x).  The shapes
are those that once cost quadratic time or that a hostile input can choose:
long wildcard runs against long paths, many agents, files that share a
sampled hash, long lines, many rules, many entities, deep nesting, many
extension keys, long headers and directive lists."""
import os
import sys
import time

# Time the work, not the kernel: glibc returns freed memory above 128 KB to
# the kernel and maps large blocks afresh, so the larger size would pay page
# faults the smaller one does not (microseconds each on some virtual
# machines).  Keep freed memory and map only blocks over 32 MiB.
if os.environ.get("MALLOC_TRIM_THRESHOLD_") is None:
    os.environ["MALLOC_TRIM_THRESHOLD_"] = str(1 << 40)
    os.environ["MALLOC_MMAP_THRESHOLD_"] = str(32 << 20)
    os.execv(sys.executable, [sys.executable] + sys.argv)

from pycheck import check, connect, done  # noqa: E402

LIMIT = 8.0



def timed(fn, size):
    """The median of three runs of fn(size), each the CPU time fn reports
    for the calls it measures (building the input is not counted)."""
    ts = sorted(fn(size) for _ in range(3))
    return ts[1]


def cpu(sql, args=()):
    """CPU seconds of one statement, run to its end."""
    t = time.process_time()
    db.execute(sql, args).fetchall()
    return time.process_time() - t


def linear(name, fn, n, nmax, limit=None):
    """Grow n (up to nmax) until one run takes 20 ms, so that timer noise
    cannot hide a quadratic shape; then compare n with 4n."""
    fn(n)                                    # warm up
    t1 = timed(fn, n)
    while t1 < 0.02 and n * 2 <= nmax:
        n *= 2
        t1 = timed(fn, n)
    # The 4n run once more before both are timed: memory the allocator has
    # already taken from the kernel costs no page faults, so neither size
    # pays for first-touching pages the other does not (on some virtual
    # machines a page fault costs microseconds).
    fn(4 * n)
    t1 = max(timed(fn, n), 1e-4)
    t4 = timed(fn, 4 * n)
    print("# %s: n=%d %.4fs, 4n %.4fs" % (name, n, t1, t4))
    limit = limit or LIMIT
    check("complexity_linear_" + name, t4 <= limit * t1 + 0.005,
          "n %.4fs, 4n %.4fs (%.1fx)" % (t1, t4, t4 / t1))


db = connect()
one = lambda sql, args=(): db.execute(sql, args).fetchone()[0]
rows = lambda sql, args=(): db.execute(sql, args).fetchall()

# Long literal runs after a star, against a path made of blocks that hold
# every byte pair the runs need but never a whole run: runs and path grow
# together (a search that compares the run at every position costs their
# product).


def long_runs(n):
    run = n // 64
    rules = "User-agent: *\n" + "".join(
        "Disallow: /*%sba\n" % ("a" * run) for _ in range(10))
    path = "/" + ("a" * (run // 2) + "b") * (n // (run // 2 + 1))
    return cpu("select robots_allowed(?, 'x', ?)", (rules, path))


linear("matcher_long_runs_long_path", long_runs, 64 * 1024, 4 << 20)


def agents(n):
    """A file whose group names n agents: each asked once (untimed, it
    builds their indexes), then 20,000 calls cycling over all of them: a
    call must not cost more because more agents were asked before."""
    names = ["bot" + chr(97 + i // 676 % 26) + chr(97 + i // 26 % 26)
             + chr(97 + i % 26) for i in range(n)]
    txt = "".join("User-agent: %s\n" % a for a in names) + \
        "".join("Disallow: /p%d/\n" % i for i in range(50))
    db.execute("drop table if exists a")
    db.execute("create table a(i integer primary key, name text)")
    db.executemany("insert into a values(?, ?)", list(enumerate(names)))
    one("select sum(robots_allowed(?1, name, '/p1/x')) from a", (txt,))
    return cpu("with recursive k(j) as (select 0 union all select j+1 from k "
               "where j<19999) select sum(robots_allowed(?1, a.name, '/p1/x'))"
               " from k join a on a.i = k.j % ?2", (txt, n))


linear("many_agents_steady_calls", agents, 40, 40)


def many_names(n):
    """A file whose one group names n crawlers over 2,000 rules: each asked
    once (untimed), then 20 calls per name cycling over all of them: one
    index serves them all, and finding a name's must not cost more because
    more names were asked before."""
    names = ["bot" + chr(97 + i // 676 % 26) + chr(97 + i // 26 % 26)
             + chr(97 + i % 26) for i in range(n)]
    txt = "".join("User-agent: %s\n" % a for a in names) + \
        "".join("Disallow: /p%d/\n" % i for i in range(2000))
    db.execute("drop table if exists a")
    db.execute("create table a(i integer primary key, name text)")
    db.executemany("insert into a values(?, ?)", list(enumerate(names)))
    one("select sum(robots_allowed(?1, name, '/p1/x')) from a", (txt,))
    return cpu("with recursive k(j) as (select 0 union all select j+1 from k "
               "where j<20*?2-1) select sum(robots_allowed(?1, a.name, '/p1/x'))"
               " from k join a on a.i = k.j % ?2", (txt, n))


linear("many_names_one_group_calls", many_names, 64, 1024)


def many_user_patterns(n):
    """robots_agent with a robots_crawlers table of n near-miss patterns of
    64 bytes (each all but its last byte a piece of the header), 50 headers
    of 4 KiB in one statement: the table is read once and every header is
    matched against all patterns in one pass."""
    head = "".join("abcd"[(i * 7919) % 4] if i % 64 != 63 else "e"
                   for i in range(4096))
    pats = []
    for i in range(n):
        at = (i * 104729) % (4096 - 64)
        pats.append(head[at:at + 63] + ("b" if head[at + 63] == "a" else "a"))
    db.execute("drop table if exists robots_crawlers")
    db.execute("create table robots_crawlers(pattern, token)")
    db.executemany("insert into robots_crawlers values(?, 'NearBot')",
                   [(p,) for p in pats])
    t = cpu("with recursive k(j) as (select 0 union all select j+1 from k "
            "where j<49) select count(robots_agent(?1 || j)) from k", (head,))
    db.execute("drop table robots_crawlers")
    return t


linear("robots_agent_many_user_patterns", many_user_patterns, 500, 10000 // 4)


def templated(n):
    """n files of one length that share their first, middle and last bytes."""
    db.execute("select robots_cache_size(0)")
    db.execute("select robots_cache_size(134217728)")
    db.execute("drop table if exists t")
    db.execute("create table t(txt blob)")
    tail = "".join("Disallow: /common/%03d/\n" % k for k in range(40))
    db.executemany("insert into t values(?)",
                   [(("# a templated site\nUser-agent: *\nDisallow: /s%06d/\n"
                      % i + tail).encode(),) for i in range(n)])
    return cpu("select sum(robots_allowed(txt, 'x', '/s000001/')) from t") \
        + cpu("select sum(robots_allowed(txt, 'x', '/s000001/')) from t")


linear("files_sharing_a_sampled_hash", templated, 500, 8000)


def lint_long_line(n):
    return cpu("select * from robots_lint(?)", ("Disallow: /" + "a*" * (n // 2),))


linear("robots_lint_long_line", lint_long_line, 50000, 1 << 22)


def lint_many_rules(n):
    txt = "User-agent: *\n" + "".join(
        "Disallow: /%s*%d\nAllow: /%s%d*\n" % ("ab" * (i % 7), i, "ab" * (i % 5), i)
        for i in range(n))
    return cpu("select * from robots_lint(?)", (txt,))


linear("robots_lint_many_rules", lint_many_rules, 1000, 16000)


# Content-Usage lines in many groups: the groups naming one crawler merge,
# so each line is looked up among every earlier group's preferences for it
# (a hash table, not a scan), and the group's first agent is found by a
# binary search, not a walk over every agent of the file.
def lint_usage_many_groups(n):
    txt = "".join(
        "User-agent: FooBot\nUser-agent: bot%d\nContent-Usage: /p%d train-ai=%s\n"
        "Allow: /\n" % (i, i % 97, "yn"[i % 2]) for i in range(n))
    return cpu("select count(*) from robots_lint(?)", (txt,))


linear("robots_lint_usage_many_groups", lint_usage_many_groups, 100, 1600)


def parse_many_lines(n):
    txt = "User-agent: *\n" + "Disallow: /x\n" * n
    return cpu("select * from robots_rules(?)", (txt,))


linear("robots_rules_many_lines", parse_many_lines, 5000, 40000)


def letters(i):
    """i as a crawler name of letters only (digits end a product token)."""
    z = ""
    while True:
        z += chr(ord("a") + i % 26)
        i //= 26
        if i == 0:
            return "bot" + z


def rules_for_agent_many_names(n):
    """One group of n user-agent lines (the crawler named last) and n rules:
    each row's user-agent line is found once per group, not once per rule
    (which cost n lines per row)."""
    txt = "".join("User-agent: %s\n" % letters(i) for i in range(n)) + "Disallow: /x\n" * n
    return cpu("select count(*) from robots_rules(?, '%s')" % letters(n - 1), (txt,))


linear("robots_rules_agent_many_names_and_rules", rules_for_agent_many_names, 1000, 4000)


def entities(n):
    doc = ("<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'><url>"
           "<loc>https://e.com/?" + "&amp;a=1" * n + "</loc></url></urlset>")
    return cpu("select loc from sitemap_entries(?)", (doc,))


# Documents stay under 32 MiB at 4n: glibc maps larger blocks afresh on
# every call, so their page faults would be timed at 4n alone.
linear("sitemap_many_entities", entities, 20000, 1 << 19)


def nesting(n):
    doc = ("<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
           + "<x>" * n + "</x>" * n +
           "<url><loc>https://e.com/</loc></url></urlset>")
    return cpu("select * from sitemap_lint(?)", (doc,))


linear("sitemap_deep_nesting", nesting, 20000, 1 << 19)


def extension_keys(n):
    """One video object with n distinct attributes (each a key)."""
    attrs = " ".join('a%d="v"' % i for i in range(n))
    doc = ("<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9' "
           "xmlns:video='http://www.google.com/schemas/sitemap-video/1.1'>"
           "<url><loc>https://e.com/</loc><video:video><video:title %s>t"
           "</video:title></video:video></url></urlset>" % attrs)
    return cpu("select length(videos) from sitemap_entries(?)", (doc,)) \
        + cpu("select count(*) from sitemap_lint(?)", (doc,))


linear("sitemap_extension_keys", extension_keys, 5000, 1 << 16)


def many_urls(n):
    doc = ("<urlset xmlns='http://www.sitemaps.org/schemas/sitemap/0.9'>"
           + "".join("<url><loc>https://e.com/%d</loc></url>" % i
                     for i in range(n)) + "</urlset>")
    return cpu("select * from sitemap_lint(?, 'https://e.com/sitemap.xml')",
               (doc,))


linear("sitemap_lint_many_urls", many_urls, 5000, 80000)


def user_agent_header(n):
    ua = "Mozilla/5.0 (" + "compatible; x " * n + ") Googlebot/2.1"
    return cpu("select robots_agent(?)", (ua,))


linear("robots_agent_long_header", user_agent_header, 2000, 1 << 16)


def meta_directives(n):
    return cpu("select robots_meta(?)",
               (", ".join(["noindex", "max-snippet:5"] * n),))


linear("robots_meta_many_directives", meta_directives, 5000, 1 << 20)


def long_url(n):
    return cpu("select robots_url(?)", ("https://" + "a." * n + "com/x",)) \
        + cpu("select robots_path(?)", ("https://e.com/" + "a/" * n,))


linear("url_long", long_url, 100000, 1 << 22)


# AI usage lines: the number of Content-Usage rules (plain paths, wildcard
# paths that need bytes the URL holds, identical paths) and the URL's length
# grow together; a call must cost about a decision (the rules are indexed
# as Allow and Disallow are), not rules x URL.  At most 6x for 4x.
def usage_rules(n):
    k = n // 4096
    txt = "User-agent: *\nDisallow: /private/\n" + "".join(
        "Content-Usage: /p%d/ train-ai=n\n"
        "Content-Usage: /*a%db train-ai=y, search=n\n"
        "Content-Usage: /*.x%d$ ai-use=n\n"
        "Content-Signal: ai-train=no\n" % (i, i, i) for i in range(k))
    url = "https://e.example/p1/" + "ab" * (n // 2)
    return cpu("select robots_usage(?1, 'bot', ?2), "
               "robots_usage_allows(?1, 'bot', ?2, 'train-ai')", (txt, url))


linear("usage_rules_and_url", usage_rules, 256 * 1024, 1 << 22, 6.0)


def tdmrep_rules(n):
    k = n // 256
    doc = "[" + ",".join('{"location":"/*a%db","tdm-reservation":1}'
                         % i for i in range(k)) \
        + ',{"location":"/","tdm-reservation":0}]'
    url = "https://e.example/p1/" + "ab" * (n // 2)
    return cpu("select robots_tdmrep(?, ?)", (doc, url))


linear("tdmrep_rules_and_url", tdmrep_rules, 256 * 1024, 1 << 22, 6.0)


def diff_many_groups(n):
    """robots_diff: n groups of one crawler each, every rule changed."""
    old = "".join("User-agent: bot%s\nDisallow: /p%d\n\n" % (letters(i), i)
                  for i in range(n))
    new = "".join("User-agent: bot%s\nDisallow: /q%d\n\n" % (letters(i), i)
                  for i in range(n))
    return cpu("select count(*) from robots_diff(?, ?)", (old, new))


linear("robots_diff_many_groups", diff_many_groups, 500, 2000)


def diff_many_agents(n):
    """robots_diff: one group naming n crawlers, a rule added, groups split."""
    names = ["bot" + letters(i) for i in range(n)]
    old = "".join("User-agent: %s\n" % a for a in names) + "Disallow: /x\n"
    new = "".join("User-agent: %s\nDisallow: /x\n\n" % a for a in names) + \
        "User-agent: *\nDisallow: /y\n"
    return cpu("select count(*) from robots_diff(?, ?)", (old, new)) + \
        cpu("select count(*) from robots_diff(?, ?, 'botzz')", (old, new))


linear("robots_diff_many_agents", diff_many_agents, 500, 2000)


def diff_many_rules(n):
    """robots_diff and robots_flip: n rules reordered, one added."""
    rules = ["Disallow: /p%d*x$\n" % i for i in range(n)]
    old = "User-agent: *\nUser-agent: a\nUser-agent: b\n" + "".join(rules)
    new = "User-agent: b\nUser-agent: a\nUser-agent: *\n" + \
        "".join(reversed(rules)) + "Allow: /p1\n"
    return cpu("select count(*) from robots_diff(?, ?)", (old, new)) + \
        cpu("select robots_flip(?, ?, 'a', '/p1')", (old, new))


linear("robots_diff_many_rules", diff_many_rules, 1000, 4000)


def diff_agents_and_rules(n):
    """robots_diff: n crawlers in one group of n rules, rules reordered."""
    names = "".join("User-agent: bot%s\n" % letters(i) for i in range(n))
    rules = ["Disallow: /p%d\n" % i for i in range(n)]
    return cpu("select count(*) from robots_diff(?, ?)",
               (names + "".join(rules), names + "".join(reversed(rules))))


linear("robots_diff_many_agents_many_rules", diff_agents_and_rules, 500, 2000)

def diff_shared_group(n):
    """robots_diff: n crawlers each in a group of its own (changed) and all
    in one unchanged group of n rules: the unchanged group is set aside."""
    names = ["bot" + letters(i) for i in range(n)]
    common = "".join("User-agent: %s\n" % a for a in names) + \
        "".join("Disallow: /c%d\n" % i for i in range(n)) + "\n"
    old = common + "".join("User-agent: %s\nDisallow: /o%d\n\n" % (a, i)
                           for i, a in enumerate(names))
    new = common + "".join("User-agent: %s\nDisallow: /n%d\n\n" % (a, i)
                           for i, a in enumerate(names))
    return cpu("select count(*) from robots_diff(?, ?)", (old, new))


linear("robots_diff_crawlers_sharing_an_unchanged_group", diff_shared_group, 250, 1000)


def diff_many_licenses(n):
    """robots_diff and robots_usage_flip: n License lines, reordered and
    spelled another way, one changed; three crawlers."""
    lic = ["License: https://e.example/l%d.xml\n" % i for i in range(n)]
    groups = "User-agent: a\nDisallow: /a\n\nUser-agent: b\nDisallow: /b\n"
    old = "".join(lic) + groups
    new = groups + "".join(l.replace("https://e.", "HTTPS://E.")
                           for l in reversed(lic[1:])) + \
        "License: https://e.example/other.xml\n"
    return cpu("select count(*) from robots_diff(?, ?)", (old, new)) + \
        cpu("select robots_usage_flip(?, ?, 'a', '/x')", (old, new))


linear("robots_diff_many_licenses", diff_many_licenses, 500, 4000)


def diff_many_moves(n):
    """robots_diff: n groups of two crawlers each, re-paired in the new
    version (every crawler regrouped), every rule changed."""
    names = [letters(i) for i in range(2 * n)]
    old = "".join("User-agent: %s\nUser-agent: %s\nDisallow: /p%d\n\n"
                  % (names[2 * i], names[2 * i + 1], i) for i in range(n))
    new = "".join("User-agent: %s\nUser-agent: %s\nDisallow: /q%d\n\n"
                  % (names[2 * i + 1], names[(2 * i + 2) % (2 * n)], i)
                  for i in range(n))
    return cpu("select count(*) from robots_diff(?, ?)", (old, new)) + \
        cpu("select count(*) from robots_diff(?, ?, 'botb')", (old, new))


linear("robots_diff_many_moves", diff_many_moves, 250, 2000)

done()
