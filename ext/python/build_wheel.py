"""build_wheel.py DIST VERSION: write the Python wheel of the extension,
DIST/sqlite_robots-VERSION-py3-none-manylinux_2_17_x86_64.whl (`make
wheel`), with the standard library only: the package sources of
ext/python/sqlite_robots, the built DIST/robots.so (and robots_fetch.so
when it was built) stripped as in the release archive, and the dist-info (METADATA, WHEEL, RECORD with each
file's sha256).  The tag follows the convention of loadable SQLite
extensions on PyPI: dist/robots.so needs glibc 2.14, libz and, for
crawler_signature, OpenSSL's libcrypto (libcrypto.so.3), which manylinux
does not promise: a system without it cannot load the wheel's library.
"""
import base64
import hashlib
import os
import shutil
import subprocess
import sys
import tempfile
import zipfile

TAG = 'py3-none-manylinux_2_17_x86_64'
HERE = os.path.dirname(os.path.abspath(__file__))

METADATA = """Metadata-Version: 2.1
Name: sqlite-robots
Version: {v}
Summary: robots.txt (exactly as Google's parser), meta robots, sitemaps and access logs in SQLite
License: MIT
Requires-Python: >=3.7
Description-Content-Type: text/plain

The sqlite-robots SQLite extension, packaged: sqlite_robots.load(conn) loads it
into a sqlite3 connection; sqlite_robots.loadable_path() is its path for
other tools (sqlite-utils --load-extension).  sqlite_robots.fetch.load(conn)
loads the fetching extension, which needs the system's libcurl and c-ares.
"""

WHEEL = """Wheel-Version: 1.0
Generator: sqlite-robots build_wheel.py
Root-Is-Purelib: false
Tag: {tag}
"""


def digest(data):
    h = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b'=')
    return 'sha256=' + h.decode()


def library(path):
    """The bytes of the built library at path, stripped of what the loader
    does not need (strip --strip-unneeded, as the release archive's copies)
    when binutils' strip is there, else as built."""
    strip = os.environ.get('STRIP', 'strip')
    if shutil.which(strip):
        with tempfile.TemporaryDirectory() as tmp:
            out = os.path.join(tmp, 'lib.so')
            done = subprocess.run([strip, '--strip-unneeded', '-o', out, path])
            if done.returncode == 0:
                with open(out, 'rb') as f:
                    return f.read()
    with open(path, 'rb') as f:
        return f.read()


def files(dist, version):
    """(name in the wheel, bytes) of every file but RECORD."""
    pkg = os.path.join(HERE, 'sqlite_robots')
    out = []
    for name in sorted(os.listdir(pkg)):
        if name.endswith('.py'):
            with open(os.path.join(pkg, name), 'rb') as f:
                data = f.read().replace(b'@VERSION@', version.encode())
            out.append(('sqlite_robots/' + name, data))
    for lib in ('robots.so', 'robots_fetch.so'):
        path = os.path.join(dist, lib)
        if os.path.exists(path):
            out.append(('sqlite_robots/' + lib, library(path)))
    info = 'sqlite_robots-%s.dist-info/' % version
    with open(os.path.join(HERE, '..', '..', 'LICENSE'), 'rb') as f:
        out.append((info + 'LICENSE', f.read()))
    out.append((info + 'METADATA', METADATA.format(v=version).encode()))
    out.append((info + 'WHEEL', WHEEL.format(tag=TAG).encode()))
    return out, info


def main(dist, version):
    if not os.path.exists(os.path.join(dist, 'robots.so')):
        sys.exit('build_wheel: %s/robots.so is missing: run make first' % dist)
    out, info = files(dist, version)
    path = os.path.join(dist, 'sqlite_robots-%s-%s.whl' % (version, TAG))
    record = ''.join('%s,%s,%d\n' % (n, digest(d), len(d)) for n, d in out)
    record += info + 'RECORD,,\n'
    tmp = path + '.tmp'
    with zipfile.ZipFile(tmp, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in out + [(info + 'RECORD', record.encode())]:
            zi = zipfile.ZipInfo(name, date_time=(2026, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = (0o755 if name.endswith('.so') else 0o644) << 16
            z.writestr(zi, data)
    os.replace(tmp, path)
    print(path)


if __name__ == '__main__':
    main(sys.argv[1], sys.argv[2])
