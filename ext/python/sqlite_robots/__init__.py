"""sqlite-robots for Python: the SQLite extension (robots.txt exactly as
Google's parser reads it, meta robots, sitemaps, access logs), packaged.

    import sqlite3, sqlite_robots
    db = sqlite3.connect("crawl.db")
    sqlite_robots.load(db)
    db.execute("select robots_url('https://example.com/a')").fetchone()

The fetching functions (robots_fetch, sitemap_fetch, sitemap_tree,
crawler_dns, crawler_dns_batch) are a separate extension: sqlite_robots.fetch.load(db).  The standard sqlite3
module must allow extensions (Debian's and Ubuntu's python3 do).
"""
import os

__version__ = "@VERSION@"

_HERE = os.path.dirname(os.path.abspath(__file__))


def loadable_path():
    """The path of the extension, without its suffix, as
    conn.load_extension() and `sqlite-utils --load-extension` take it."""
    return os.path.join(_HERE, "robots")


NO_LOADING = ("this Python's sqlite3 cannot load extensions (it was built without "
              "--enable-loadable-sqlite-extensions, as pyenv's and macOS's are): use "
              "Debian's, Ubuntu's or Homebrew's python3, or pysqlite3 "
              "(pip install pysqlite3-binary; from pysqlite3 import dbapi2 as sqlite3)")


def _load(conn, path):
    """Load the extension at path into conn, allowing extensions only for
    the time it takes; a connection that cannot load extensions is a
    RuntimeError that says what to use instead."""
    if not hasattr(conn, 'enable_load_extension'):
        raise RuntimeError(NO_LOADING)
    conn.enable_load_extension(True)
    try:
        conn.load_extension(path)
    finally:
        conn.enable_load_extension(False)


def load(conn):
    """Load the extension into the sqlite3 connection conn."""
    _load(conn, loadable_path())


# sqlite_robots.fetch.load(db) works after `import sqlite_robots` alone (a
# submodule is an attribute only once imported).
from . import fetch  # noqa: E402,F401
