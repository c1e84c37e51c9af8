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
]
AGENTS = ["SomeBot", "ExampleBot", "Googlebot", "GPTBot", "a", "b", "",
          "Mozilla/5.0 (compatible; GPTBot/1.2; +https://openai.com/gptbot)"]
URLS = ["https://example.com/test", "https://example.com/never/test",
        "https://example.com/ai-ok/test", "http://h/p", "http://h/x.pdf",
        "http://h/caf%C3%A9", "http://h/private/x", "/\xe9", ""]
TDMREP = [
    '[{"location":"/images/*","tdm-reservation":1,"tdm-policy":'
    '"https://e.example/p.json"},{"location":"/*.pdf$","tdm-reservation":1},'
    '{"location":"/","tdm-reservation":0}]',
    '[{"location":"/caf\\u00e9","tdm-reservation":1,"x":[1,{"y":null}]}]',
    '[]']
TDMREP_URLS = ["https://e.example/images/a", "https://e.example/a.pdf",
               "https://e.example/caf%C3%A9", "https://e.example/x"]
HEADERS = ["train-ai=n, search=y", "\t train-ai=y ", "Train-ai=n",
           "a=n, a=?1, b=y", "a=(n y), b=:aGk=:, c=@1, d=%\"%c3%a9\", e=n",
           "a=n;", "", "a=1.2345", "*=n, b-c.d*=y"]

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
        got = R.psql("select robots_tdmrep('[1]', 'http://e/');")
    except RuntimeError as e:
        got = str(e).splitlines()[0]
    want = ("ERROR:  robots_tdmrep(): not a TDMRep array of rules: a rule that"
            " is not an object at byte 3 (in rule 1)")
    print(("ok %s" if got == want else "FAIL %s: " + repr(got))
          % "pg_tdmrep_error_as_sqlite")


if __name__ == "__main__":
    sys.exit(main())
