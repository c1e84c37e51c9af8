"""SQL-surface tests of the AI usage signal functions that need Python:
errors that name the function and the argument, robots_tdmrep's errors for
JSON that is not a TDMRep array, hostile inputs that must stay linear and
give a defined result."""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from pycheck import check, connect, done  # noqa: E402


def rows_of(db, sql, args=()):
    return db.execute(sql, args).fetchall()


def error_of(db, sql, args=()):
    try:
        db.execute(sql, args).fetchall()
    except Exception as e:  # sqlite3.Error
        return str(e)
    return None


db = connect()
q = lambda sql, args=(): db.execute(sql, args).fetchone()[0]

for sql, want in [
    ("select robots_usage(1, 'a', '/')", "robots_usage(): argument txt must be TEXT or BLOB, not INTEGER"),
    ("select robots_usage('', 1.5, '/')", "robots_usage(): argument agent must be TEXT or BLOB, not REAL"),
    ("select robots_usage('', 'a', 2)", "robots_usage(): argument url must be TEXT or BLOB, not INTEGER"),
    ("select robots_usage_header(2.5)", "robots_usage_header(): argument value must be TEXT or BLOB, not REAL"),
    ("select * from robots_usage_rules(3)", "robots_usage_rules(): argument txt must be TEXT or BLOB, not INTEGER"),
    ("select * from robots_usage_rules('', 4)", "robots_usage_rules(): argument agent must be TEXT or BLOB, not INTEGER"),
    ("select robots_tdmrep(1, 'u')", "robots_tdmrep(): argument json must be TEXT or BLOB, not INTEGER"),
    ("select robots_tdmrep('[]', 1)", "robots_tdmrep(): argument url must be TEXT or BLOB, not INTEGER"),
]:
    err = error_of(db, sql)
    check("usage_error_names_function_and_argument: " + sql, err == want, repr(err))

PURPOSES = "train-ai, ai-use, search (draft-ietf-aipref-vocab), ai-train, ai-input (Content Signals)"
for word in ["bots", "all", "train-genai", "Train-AI", "search ", ""]:
    err = error_of(db, "select robots_usage_allows('', 'a', '/', ?)", (word,))
    check("usage_allows_unknown_purpose_lists_purposes: %r" % word,
          err == "robots_usage_allows(): argument purpose must be one of " + PURPOSES + "; not '" + word + "'", repr(err))
err = error_of(db, "select robots_usage_allows('User-agent: *\nDisallow: /', 'a', '/x', 'nope')")
check("usage_allows_unknown_purpose_refused_even_when_disallowed", err is not None and "purpose" in err, repr(err))

for doc, want in [
    ('{"location":"/","tdm-reservation":1}', "the document is not an array at byte 2"),
    ('[1]', "a rule that is not an object at byte 3 (in rule 1)"),
    ('[{"tdm-reservation":0}]', "a rule without a location at byte 23 (in rule 1)"),
    ('[{"location":"/"}]', "a rule without tdm-reservation at byte 18 (in rule 1)"),
    ('[{"location":"/","tdm-reservation":2}]', "a tdm-reservation that is not 0 or 1 at byte 37 (in rule 1)"),
    ('[{"location":1,"tdm-reservation":0}]', "a location that is not a string at byte 15 (in rule 1)"),
    ('[{"location":"/","tdm-reservation":1}] x', "text after the document at byte 40"),
    ('', "an unexpected end at byte 1"),
    ('[{"location":"/","tdm-reservation":1,"x":' + '[' * 100, "nesting too deep at byte 104 (in rule 1)"),
    ('[{"location":"/\x01","tdm-reservation":1}]', "a control character in a string at byte 16 (in rule 1)"),
]:
    err = error_of(db, "select robots_tdmrep(?, 'http://e/')", (doc,))
    val = q("select robots_tdmrep(?, 'http://e/')", (doc,)) if err is None else err
    check("tdmrep_malformed_is_null_not_error: " + doc[:40], err is None and val is None, repr(err or val))
    row = db.execute("select rule, byte, message from robots_tdmrep_lint(?)", (doc,)).fetchall()
    got = (row[0][2] + " at byte %d" % row[0][1] + (" (in rule %d)" % row[0][0] if row[0][0] else "")) if len(row) == 1 else repr(row)
    check("tdmrep_lint_says_why: " + doc[:40], got == want, repr(got))
for doc, want in [
    ('\ufeff[{"location":"/","tdm-reservation":1}]', '{"tdm-reservation":1}'),
    ('\ufeff  [{"location":"/","tdm-reservation":0}]', '{"tdm-reservation":0}'),
]:
    check("tdmrep_byte_order_mark_skipped: " + repr(doc[:8]), q("select robots_tdmrep(?, 'http://e/')", (doc,)) == want
          and rows_of(db, "select * from robots_tdmrep_lint(?)", (doc,)) == [], repr(doc))
for doc in ['[{"location":"/","tdm-reservation":1.0}]', '[{"location":"/","tdm-reservation":"yes"}]',
            '\ufeff\ufeff[]', '[{"location":"/","tdm-reservation":1}', 'null']:
    check("tdmrep_malformed_unset_in_a_query: " + doc[:30],
          db.execute("select count(*), count(robots_tdmrep(d, 'http://e/')) from (select ? d union all select '[{\"location\":\"/\",\"tdm-reservation\":1}]')", (doc,)).fetchone() == (2, 1)
          and len(rows_of(db, "select * from robots_tdmrep_lint(?)", (doc,))) == 1, doc)
check("tdmrep_lint_byte_counts_the_bom",
      rows_of(db, "select rule, byte from robots_tdmrep_lint(?)", ('\ufeff[1]',)) == [(1, 6)])

# Hostile inputs: defined results, time linear in the input.
def timed(sql, args):
    t = time.perf_counter()
    v = q(sql, args)
    return v, time.perf_counter() - t

many = "User-agent: *\n" + "".join("Content-Usage: /p%d k%d=n\n" % (i, i) for i in range(20000))
v, t1 = timed("select robots_usage(?, 'x', 'http://h/p1')", (many,))
check("usage_many_rules_answer", '"k1":"n"' in v, v[:200])
keys = "Content-Usage: " + ", ".join("k%d=n" % i for i in range(1500)) + "\n"
big = "User-agent: *\n" + keys * 40
v, t2 = timed("select robots_usage(?, 'x', 'http://h/')", (big,))
check("usage_many_identical_paths_combined", v.count('"n"') == 1500, str(v.count('"n"')))
check("usage_hostile_files_fast", t1 < 2.0 and t2 < 2.0, "%.2fs %.2fs" % (t1, t2))
hdr = ", ".join("a%d=y" % i for i in range(100000))
v, t3 = timed("select robots_usage_header(?)", (hdr,))
check("header_long_linear", v.count('"y"') == 100000 and t3 < 2.0, "%.2fs" % t3)
v, t4 = timed("select robots_usage_header(?)", ("a=" + "(" + "b " * 200000 + ")",))
check("header_long_inner_list", v == "{}" and t4 < 2.0, "%.2fs %r" % (t4, v[:50]))
v, t5 = timed("select robots_tdmrep(?, 'http://e/z')", ("[" + ",".join('{"location":"/a%d","tdm-reservation":1}' % i for i in range(50000)) + "]",))
check("tdmrep_many_rules_linear", v is None and t5 < 2.0, "%.2fs" % t5)
done()
