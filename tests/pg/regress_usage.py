"""The AI usage signal functions of the PostgreSQL extension against the
SQLite extension: robots_usage, robots_usage_rules (with and without an
agent), robots_usage_header and the usage lint codes, on hand-made files
that cover the parsing rules (the draft's example, Cloudflare's managed
file, paths, merged groups, dictionary edge cases, bytes that are not
UTF-8).  Reuses regress.py's loading and comparison.

Run by tests/sh/test_pg_regress.sh with a server running: PGBIN, PGHOST,
PGPORT in the environment.  Prints ok/FAIL/SKIP lines.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import regress as R  # noqa: E402

FILES = [
    b"User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: train-ai=n\n"
    b"Content-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\n"
    b"Content-Usage: train-ai=y\nAllow: /\n",
    b"User-agent: *\nContent-Signal: search=yes,ai-train=no\nAllow: /\n\n"
    b"User-agent: GPTBot\nDisallow: /\n",
    b"User-agent: a\nContent-Usage: /p train-ai=n\n\nUser-agent: b\n"
    b"Disallow: /z\n\nUser-agent: a\nContent-Usage: /p train-ai=y, search=y\n"
    b"Content-Signal: AI-Train=Yes, use=Immediate\n",
    b"Content-Usage: train-ai=n\nUser-agent: *\nContent-Usage: /*.pdf$ "
    b"train-ai=n\nContent-Usage: /caf%c3%a9 search=n;v=1, x=?1, y=\"s\"\n"
    b"Content-Usage: Bad=n\nContent-Signal: search=maybe, junk\n"
    b"Disallow: /private/\nContent-Usage: /private/x train-ai=y\n",
    b"User-agent: *\nContent-Usage: /\xff\xfe train-ai=n\n"
    b"Content-Signal: s\x00x=no\n",
    b"",
    b"User-agent: *\r\nContent-Usage: train-ai=n\r\nContent-Usage: /p train-ai=y\r"
    b"Content-Usage:\t/x\t\tsearch=n\t\rContent-Usage: a train-ai=y\n"
    b"Content-Usage: /p?q train-ai=n # c\nContent-Signal: ,  search = yes ,,\t"
    b"ai-input=no, ai-train=no, ai-train=yes # x\n",
    b"User-agent: a\nContent-Usage: train-ai=n\nContent-Usage: /a* train-ai=n\n"
    b"Content-Usage: /p Train-AI=y\nUser-agent: b\nDisallow: /z\n\n"
    b"User-agent: a\nContent-Usage: train-ai=y\nContent-Usage: /ab search=y\n"
    b"Content-Signal: use=full\n\nUser-agent: a\nContent-Signal: use=reference\n",
    b"User-Agent: *\nAllow: /\nDisallow: /never/\nContent-Usage: / train-ai=n\n"
    b"Content-Usage: /ai-ok/ train-ai=y\n\nUser-Agent: ExampleBot\nAllow: /\n"
    b"Content-Usage: / train-ai=y\n",
    b"# As a condition of accessing this website, you agree to abide by the\n"
    b"# following content signals:\n# ai-train: training or fine-tuning AI "
    b"models.\n\n# BEGIN Cloudflare Managed content\n\nUser-Agent: *\n"
    b"Content-signal: search=yes,ai-train=no\nAllow: /\n\n"
    b"User-agent: Amazonbot\nDisallow: /\n\nUser-agent: ClaudeBot\n"
    b"Disallow: /\n\nUser-agent: Google-Extended\nDisallow: /\n\n"
    b"User-agent: GPTBot\nDisallow: /\n\n# END Cloudflare Managed Content\n",
]
# RFC 9651 dictionary edge cases, one path each ('$': /d1 is not /d10).
DICTS = [
    "Train-ai=n", "train-ai=n search=y", "train-ai=n,", "train-ai=?0, search=y",
    "train-ai, search=n", 'train-ai="n"', "train-ai=no, search=yes",
    "train-ai=n;q=1;x", "train-ai=(n y), search=y", "train-ai=y, train-ai=n",
    "train-ai=n, train-ai=?1", "train-ai=n,\t search=y", "a=1, b=-2.5, c=y",
    "a=1.2345, c=y", "a=:aGk=:, c=n", "*=n", "1a=n", 'a="x, c=n', "",
    "train-ai =n", "train-ai= n", "train-ai=", "train-ai=, search=y",
    "train-ai=n; q=1", "train-ai=n ;q=1", "train-ai=n\t, search=y",
    "train-ai=\tn", ", train-ai=n", "train-ai=n,, search=y",
    "a1_b-c.d*=n, *x=y", "-a=n", "train\u00e9=n", "a=Y, b=N, c=n",
    "a=nn, b=y/x, c=y", 'a=@1659578233, b=%"x", c=n', "a=(n;x y);q, b=n",
    "a=(n, b=n", "a=n;Q=1", "a;q=1, b=n", 'd=%"%c3%a9", e=n',
    'd=%"%C3%A9", e=n']
FILES.append(("User-agent: *\n" + "".join(
    "Content-Usage: /d%d$ %s\n" % (i, d) for i, d in enumerate(DICTS)))
    .encode())
AGENTS = ["SomeBot", "ExampleBot", "Googlebot", "GPTBot", "a", "b", "",
          "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)"]
URLS = ["https://example.com/test", "https://example.com/never/test",
        "https://example.com/ai-ok/test", "http://h/p", "http://h/x.pdf",
        "http://h/caf%C3%A9", "http://h/private/x", "/\xe9", "",
        "http://h/p?q=1", "http://h/x", "http://h/ab", "http://h/a"] + [
        "http://h/d%d" % i for i in range(len(DICTS))]
TDMREP = [
    '[{"location":"/images/*","tdm-reservation":1,"tdm-policy":'
    '"https://e.example/p.json"},{"location":"/*.pdf$","tdm-reservation":1},'
    '{"location":"/","tdm-reservation":0}]',
    '[{"location":"/caf\\u00e9","tdm-reservation":1,"x":[1,{"y":null}]}]',
    '[]',
    '[{"location":"/","tdm-reservation":0},{"location":"/a/","tdm-reservation"'
    ':1},{"location":"/s$","tdm-reservation":1},{"location":"*x","tdm-reservat'
    'ion":1,"tdm-policy":"p","tdm-policy":"q"},{"location":"a","location":"/~u'
    '","tdm-reservation":1}]',
    '[{"location":"/s?q=*","tdm-reservation":1},{"location":"/path/foo-%24",'
    '"tdm-reservation":1},{"location":"/a*","tdm-reservation":0}]']
TDMREP_URLS = ["https://e.example/images/a", "https://e.example/a.pdf",
               "https://e.example/caf%C3%A9", "https://e.example/x",
               "https://e.example/a/x", "https://e.example/s?q=x#f",
               "https://e.example/s#f", "https://e.example/%7Eu",
               "https://e.example/~u", "https://e.example/path/foo-$", "/abc"]
HEADERS = ["train-ai=n, search=y", "\t train-ai=y ", "Train-ai=n",
           "a=n, a=?1, b=y", "a=(n y), b=:aGk=:, c=@1, d=%\"%c3%a9\", e=n",
           "a=n;", "", "a=1.2345", "*=n, b-c.d*=y"] + DICTS

CASES = [
    ("usage", "robots_usage",
     "select c.id, robots_usage(f.txt, c.agent, c.url)" + R.JOIN +
     " order by c.id",
     "select c.id, robots_usage(f.txt, c.agent, c.url)" + R.JOIN +
     " order by c.id", "vj"),
    R.srf_case("usage_rules", "robots_usage_rules",
               "r.group_id, r.kind, r.path, r.key, r.value, r.line"),
    ("usage_rules_agent", "robots_usage_rules",
     "select f.id, a.id, r.group_id, r.kind, r.path, r.key, r.value, r.line"
     " from files f, agents a, robots_usage_rules(f.txt, a.agent) r"
     " order by f.id, a.id, r.rowid",
     "select f.id, a.id, r.group_id, r.kind, r.path, r.key, r.value, r.line"
     " from files f cross join agents a cross join lateral"
     " robots_usage_rules(f.txt, a.agent) with ordinality r"
     " order by f.id, a.id, r.ordinality", "vvvvvvvv"),
    R.srf_case("usage_lint", "robots_lint",
               "r.line, r.severity, r.code, r.message"),
    ("tdmrep", "robots_tdmrep",
     "select t.id, robots_tdmrep(t.doc_text, t.url) from tdm t order by t.id",
     "select t.id, robots_tdmrep(t.doc_text, t.url) from tdm t order by t.id",
     "vj"),
    ("crawler_list", "robots_crawler_list",
     "select token, pattern, purpose, vendor from robots_crawler_list",
     "select token, pattern, purpose, vendor from robots_crawler_list()",
     "vvvv"),
    ("usage_header", "robots_usage_header",
     "select h.id, robots_usage_header(h.value) from headers h order by h.id",
     "select h.id, robots_usage_header(h.value) from headers h order by h.id",
     "vj"),
]


def main():
    calls = [(fid, a, u) for fid in range(len(FILES)) for a in AGENTS
             for u in URLS]
    con = R.sqlite_con()
    R.load(con, FILES, calls)
    R.small_table(con, "headers", ["value"], [(h,) for h in HEADERS])
    R.small_table(con, "agents", ["agent"], [(a,) for a in AGENTS])
    R.small_table(con, "tdm", ["doc_text", "url"],
                  [(d, u) for d in TDMREP for u in TDMREP_URLS])
    print("ok pg_usage_inputs_loaded (%d files, %d calls)"
          % (len(FILES), len(calls)))
    for case in CASES:
        R.compare(con, case)
    try:
        got = R.psql("select robots_tdmrep('[1]', 'http://e/') is null;")
    except RuntimeError as e:
        got = str(e).splitlines()[0]
    print(("ok %s" if got.strip() == "t" else "FAIL %s: " + repr(got))
          % "pg_tdmrep_malformed_is_null_as_sqlite")


if __name__ == "__main__":
    sys.exit(main())
