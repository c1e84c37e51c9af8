"""sqlite_robots.fetch: the fetching extension (robots_fetch, sitemap_fetch,
sitemap_tree over libcurl; crawler_dns, crawler_dns_batch over c-ares),
packaged beside the main one.  It needs the system's libcurl and c-ares at
run time (Debian: apt-get install libcurl4 libc-ares2).

    import sqlite3, sqlite_robots.fetch
    db = sqlite3.connect(":memory:")
    sqlite_robots.fetch.load(db)
"""
import os

from . import _HERE, _load


def loadable_path():
    """The path of the fetching extension, without its suffix."""
    return os.path.join(_HERE, "robots_fetch")


def load(conn):
    """Load the fetching extension into the sqlite3 connection conn."""
    if not os.path.exists(loadable_path() + ".so"):
        raise FileNotFoundError("this wheel was built without robots_fetch "
                                "(libcurl's headers were missing)")
    _load(conn, loadable_path())
