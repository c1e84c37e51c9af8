"""The small harness the Python tests share: a connection with the
extension loaded, and check(), which prints "ok NAME" or "FAIL NAME: why"
lines that tests/run.sh counts.  A test ends with done()."""
import os
import sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
EXT = os.path.join(HERE, "..", "..", "dist", "robots")
failures = 0


def connect():
    """A new in-memory connection with dist/robots loaded."""
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension(EXT)
    return db


def check(name, cond, detail=""):
    """Print the check's line and count a failure."""
    global failures
    if cond:
        print("ok " + name)
    else:
        failures += 1
        print("FAIL %s: %s" % (name, detail))


def done():
    """Print the failure count and exit 1 when there was one."""
    print("%d failures" % failures)
    raise SystemExit(1 if failures else 0)
