#!/bin/sh
# test_wheel.sh: `make wheel` and the wheel it writes: its RECORD matches its
# files; the release archive (make release-linux) holds it; README's
# commands that unpack the archive and install the wheel into a fresh venv
# run as written, offline (PIP_NO_INDEX); there, the README's wheel example
# prints what the README shows, the fetching extension loads, and
# sqlite-utils (Debian's, when installed) loads the extension by
# loadable_path(), README's command printing what README shows.  Needs
# Debian's python3-venv.
cd "$(dirname "$0")/../.." || exit 1
PY=/usr/bin/python3
if ! "$PY" -c 'import ensurepip, venv' >/dev/null 2>&1; then
  echo "SKIP test_wheel: needs python3-venv: sudo apt-get install -y python3-venv"
  exit 0
fi
if ! make -s wheel >/dev/null 2>&1; then
  echo "FAIL test_wheel_build: make wheel failed"; exit 1
fi
whl=$(ls dist/sqlite_robots-*-py3-none-manylinux_2_17_x86_64.whl 2>/dev/null | head -1)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Every file of the wheel has the size and sha256 its RECORD gives.
if "$PY" - "$whl" <<'PYEOF'
import base64, hashlib, sys, zipfile
z = zipfile.ZipFile(sys.argv[1])
rec = [n for n in z.namelist() if n.endswith('.dist-info/RECORD')][0]
rows = [l.split(',') for l in z.read(rec).decode().splitlines()]
names = {r[0] for r in rows}
assert names == set(z.namelist()), names ^ set(z.namelist())
for name, h, n in rows:
    if name == rec:
        continue
    d = z.read(name)
    want = 'sha256=' + base64.urlsafe_b64encode(hashlib.sha256(d).digest()).rstrip(b'=').decode()
    assert h == want and int(n) == len(d), name
PYEOF
then echo "ok wheel_record_matches_its_files"; else echo "FAIL wheel_record_matches_its_files"; fi

# The libraries in the wheel are stripped as in the release archive: no
# symbol table (.symtab) left, the loader's dynamic symbols kept.
if command -v readelf >/dev/null 2>&1; then
  mkdir "$tmp/so" && "$PY" -m zipfile -e "$whl" "$tmp/so"
  bad=""
  for so in "$tmp"/so/sqlite_robots/*.so; do
    readelf -W -S "$so" | grep -q '\.symtab' && bad="$bad $(basename "$so")"
    readelf -W --dyn-syms "$so" | grep -q "sqlite3_robots[a-z]*_init" || bad="$bad $(basename "$so"):no-entry"
  done
  if [ -z "$bad" ]; then echo "ok wheel_libraries_stripped_as_in_release"
  else echo "FAIL wheel_libraries_stripped_as_in_release:$bad"; fi
else
  echo "SKIP wheel_libraries_stripped_as_in_release: needs readelf: sudo apt-get install -y binutils"
fi

# readme_block LANG PATTERN: the first ```LANG block of README.md holding
# PATTERN; readme_shown PATTERN: the ```text block right after it.
readme_block() {
  awk -v lang="$1" -v pat="$2" '$0 == "```" lang { b = ""; inb = 1; next }
       /^```/ && inb { if (index(b, pat)) { printf "%s", b; exit } inb = 0; next }
       inb { b = b $0 "\n" }' README.md
}
readme_shown() {
  awk -v pat="$1" '/^```/ && !inb { inb = 1; b = ""; lang = substr($0, 4); next }
       /^```/ && inb { inb = 0; if (want && lang == "text") { printf "%s", b; exit }
                       want = (lang == "sh" && index(b, pat)); next }
       inb { b = b $0 "\n" }
       !inb && NF { want = 0 }' README.md
}

# README's first Python example (Debian's python3 loading dist/robots),
# run where a dist/ beside it is the checkout's: it prints its "# " lines.
readme_block python 'load_extension("dist/robots")' >"$tmp/first.py"
mkdir "$tmp/first" && ln -s "$(pwd)/dist" "$tmp/first/dist"
out=$(cd "$tmp/first" && "$PY" ../first.py 2>&1)
want=$(sed -n 's/^# //p' "$tmp/first.py")
if [ -n "$want" ] && [ "$out" = "$want" ]; then
  echo "ok readme_python_example_prints_what_readme_shows"
else
  echo "FAIL readme_python_example_prints_what_readme_shows: got '$out', want '$want'"
fi

# README's commands: unpack the release archive, make a venv, pip install
# the wheel from the archive; pip may not reach an index.
if ! make -s release-linux >"$tmp/log" 2>&1; then
  echo "FAIL release_linux_holds_the_wheel: make release-linux failed"; exit 1
fi
tgz=dist/sqlite-robots-$(make -s version)-linux-$(uname -m).tar.gz
if tar tzf "$tgz" | grep -qx "[^/]*/$(basename "$whl")" \
   && tar xzf "$tgz" -O --wildcards "*/$(basename "$whl")" | cmp -s - "$whl"; then
  echo "ok release_linux_archive_holds_the_wheel"
else
  echo "FAIL release_linux_archive_holds_the_wheel: $(tar tzf "$tgz" | tr '\n' ' ')"
fi
readme_block sh 'venv/bin/pip install' >"$tmp/install.sh"
cp "$tgz" "$tmp/"
if grep -q "$(basename "$tgz")" "$tmp/install.sh" \
   && (cd "$tmp" && PIP_NO_INDEX=1 PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_QUIET=1 \
       PATH=/usr/bin:/bin sh -e install.sh) >"$tmp/log" 2>&1; then
  echo "ok wheel_installs_offline_into_a_fresh_venv"
  echo "ok readme_pip_install_from_the_release_archive_runs_as_written"
else
  echo "FAIL readme_pip_install_from_the_release_archive_runs_as_written:"
  sed 's/^/    /' "$tmp/install.sh"; tail -5 "$tmp/log" | sed 's/^/    /'
  exit 1
fi

# The README's wheel example: the python block that calls sqlite_robots.load,
# run from elsewhere (not the checkout); its output is its "# " lines.
awk '/^```python/ { b = ""; inb = 1; next }
     /^```/ && inb { if (b ~ /sqlite_robots.load/) { printf "%s", b; exit } inb = 0; next }
     inb { b = b $0 "\n" }' README.md >"$tmp/example.py"
sed -n 's/^# //p' "$tmp/example.py" >"$tmp/want"
out=$(cd "$tmp" && "$tmp/venv/bin/python" example.py 2>&1)
if [ -s "$tmp/want" ] && [ "$out" = "$(cat "$tmp/want")" ]; then
  echo "ok readme_wheel_example_prints_what_readme_shows"
else
  echo "FAIL readme_wheel_example_prints_what_readme_shows: got '$out', want '$(cat "$tmp/want")'"
fi

out=$(cd "$tmp" && "$tmp/venv/bin/python" -c '
import sqlite3, sqlite_robots, sqlite_robots.fetch
db = sqlite3.connect(":memory:")
sqlite_robots.fetch.load(db)
print(db.execute("select robots_fetch_version() is not null").fetchone()[0])
db2 = sqlite3.connect(":memory:")
db2.enable_load_extension(True)
db2.load_extension(sqlite_robots.loadable_path())
print(db2.execute("select robots_version() = ?", (sqlite_robots.__version__,)).fetchone()[0])
' 2>&1)
if [ "$out" = "$(printf '1\n1')" ]; then
  echo "ok wheel_fetch_load_and_loadable_path"
else
  echo "FAIL wheel_fetch_load_and_loadable_path: $out"
fi

# `import sqlite_robots` alone is enough for sqlite_robots.fetch.load(db).
out=$(cd "$tmp" && "$tmp/venv/bin/python" -c '
import sqlite3, sqlite_robots
db = sqlite3.connect(":memory:")
sqlite_robots.fetch.load(db)
print(db.execute("select robots_fetch_version() is not null").fetchone()[0])
' 2>&1)
if [ "$out" = "1" ]; then
  echo "ok wheel_fetch_load_after_import_of_the_package_alone"
else
  echo "FAIL wheel_fetch_load_after_import_of_the_package_alone: $out"
fi

# A connection without enable_load_extension (a Python built without
# loadable extensions) gets an error that says what to use instead.
out=$(cd "$tmp" && "$tmp/venv/bin/python" -c '
import sqlite_robots
try:
    sqlite_robots.load(object())
except RuntimeError as e:
    print(e)
' 2>&1)
if printf '%s' "$out" | grep -q "cannot load extensions.*pysqlite3"; then
  echo "ok wheel_load_without_extension_loading_says_what_to_use"
else
  echo "FAIL wheel_load_without_extension_loading_says_what_to_use: $out"
fi

if command -v sqlite-utils >/dev/null 2>&1; then
  # README's sqlite-utils command, as written, from where the venv is.
  readme_block sh 'sqlite-utils crawl.db' >"$tmp/su.sh"
  readme_shown 'sqlite-utils crawl.db' >"$tmp/su.want"
  out=$(cd "$tmp" && sh su.sh 2>&1)
  if [ -s "$tmp/su.want" ] && [ "$out" = "$(cat "$tmp/su.want")" ]; then
    echo "ok readme_sqlite_utils_command_prints_what_readme_shows"
  else
    echo "FAIL readme_sqlite_utils_command_prints_what_readme_shows: got '$out', want '$(cat "$tmp/su.want")'"
  fi
  path=$(cd "$tmp" && "$tmp/venv/bin/python" -c 'import sqlite_robots; print(sqlite_robots.loadable_path())')
  out=$(sqlite-utils memory "select robots_url('https://example.com/a') as u" \
          --load-extension "$path" --csv --no-headers 2>&1 | tr -d '\r')
  if [ "$out" = "https://example.com/robots.txt" ]; then
    echo "ok sqlite_utils_load_extension_loadable_path"
  else
    echo "FAIL sqlite_utils_load_extension_loadable_path: $out"
  fi
else
  echo "SKIP sqlite_utils_load_extension: sudo apt-get install -y sqlite-utils"
fi
