"""SQL-surface tests of crawler_signature that need Python: its refusals
(the sqlite3 shell stops at the first), `now` in each accepted form and
the ones refused, BLOB and non-UTF-8 arguments, and a connection in a
UTF-16 database.  The vectors are the Web Bot Auth architecture draft's
(RFC 9421's Ed25519 test key, named by its JWK thumbprint)."""
import json
import os
import sqlite3
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = os.path.join(HERE, "..", "..", "dist", "robots")
failures = 0

URL = "https://example.com/path/to/resource"
HEADERS = json.dumps({
    "Signature-Input": 'sig1=("@authority");created=1735689600;keyid="poqkLGiymh_W0uP6PZFw-dvez3QJT5SolqXBCW38r0U";alg="ed25519";expires=4889289600;nonce="zIW8+cdmA3vdYagbxojpONwa/l0EKJ/O3/wD486VvsQjO/RxPaSt6ZxvQaMcQzNnqKN/mQ6hpGiFro2L2qkz5A==";tag="web-bot-auth"',
    "Signature": "sig1=:QKN4fTdIYfh82fvoZCQiQA1weuozfCS/Led2zTMbewMMqH8PI2Wsy/5c4ao6B6D09nraNQdBNOADg8aM1MqfCg==:",
})
KEYS = '{"keys":[{"kty":"OKP","crv":"Ed25519","x":"JrQLj5P_89iXES9-vFgrIy29clF9CC_oPPsw3c5D0bs"}]}'


def check(name, cond, detail=""):
    global failures
    if cond:
        print("ok " + name)
    else:
        failures += 1
        print("FAIL %s: %s" % (name, detail))


def open_db(encoding=None):
    db = sqlite3.connect(":memory:")
    if encoding:
        db.execute("pragma encoding = '%s'" % encoding)
    db.enable_load_extension(True)
    db.load_extension(EXT)
    return db


def error_of(db, sql, args=()):
    try:
        db.execute(sql, args).fetchall()
    except sqlite3.Error as e:
        return str(e)
    return None


def verify(db, *args):
    sql = "select crawler_signature(%s)" % ", ".join("?" * len(args))
    r = db.execute(sql, args).fetchone()[0]
    return None if r is None else json.loads(r)


db = open_db()
check("sig_sql_verifies", verify(db, "GET", URL, HEADERS, KEYS, 1735689600)["verified"] is True)

# `now`: seconds, an ISO 8601 or RFC 1123 date, a REAL holding an integer.
for name, now, want in [
    ("sig_now_seconds", 1735689600, True),
    ("sig_now_iso8601", "2025-01-01T00:00:00Z", True),
    ("sig_now_rfc1123", "Wed, 01 Jan 2025 00:00:00 GMT", True),
    ("sig_now_before_created", "2024-12-31T23:59:59Z", False),
]:
    r = verify(db, "GET", URL, HEADERS, KEYS, now)
    check(name, r["verified"] is want, r)

# Refusals name the function and say what is wrong.
for name, args, want in [
    ("sig_refuses_headers_not_object", ("GET", URL, "[]", KEYS),
     "crawler_signature(): argument headers is not a JSON object of header fields: the document is not an object at byte 1"),
    ("sig_refuses_headers_number_value", ("GET", URL, '{"a":1}', KEYS),
     "crawler_signature(): argument headers is not a JSON object of header fields: a value that is not a string or an array of strings at byte 7"),
    ("sig_refuses_keys_without_keys", ("GET", URL, HEADERS, "{}"),
     'crawler_signature(): argument keys is not a JWKS (a JSON object with a "keys" array): no "keys" member at byte 1'),
    ("sig_refuses_keys_not_json", ("GET", URL, HEADERS, '{"keys":[}'),
     'crawler_signature(): argument keys is not a JWKS (a JSON object with a "keys" array): an unexpected character at byte 10'),
    ("sig_refuses_now_not_a_time", ("GET", URL, HEADERS, KEYS, "soon"), "crawler_signature(): argument now"),
]:
    sql = "select crawler_signature(%s)" % ", ".join("?" * len(args))
    e = error_of(db, sql, args)
    check(name, e is not None and e.startswith(want), e)

# Bytes: BLOB arguments are read as their bytes; bytes that are not UTF-8
# in a field value are data (here a field the signature does not cover); a
# NUL in a name makes another field.
r = verify(db, b"GET", URL.encode(), HEADERS.encode(), KEYS.encode(), 1735689600)
check("sig_blob_arguments", r["verified"] is True, r)
bad = HEADERS[:-1].encode() + b', "X-Junk": "\xff\xfe"}'
r = verify(db, "GET", URL, bad, KEYS, 1735689600)
check("sig_non_utf8_uncovered_field_ignored", r["verified"] is True, r)
r = verify(db, "GET", URL, HEADERS.replace('"Signature-Input"', '"Signature-Input\\u0000"'), KEYS, 1735689600)
check("sig_nul_in_name_is_another_field", r["verified"] is False and r["reason"] == "malformed input", r)

# A UTF-16 database: the same answers.
for enc in ("UTF-16le", "UTF-16be"):
    d = open_db(enc)
    r = verify(d, "GET", URL, HEADERS, KEYS, 1735689600)
    check("sig_%s_database" % enc.lower().replace("-", ""), r["verified"] is True, r)

sys.exit(1 if failures else 0)
