#!/bin/sh
# make release: the Linux archive holds exactly the loadable extension(s),
# the amalgamation, its header, LICENSE, README.md, sql/README.md and the
# Python wheel (when python3 is there to build it) in one folder named
# like the archive; the version in its name is what its robots.so's
# robots_version() returns; the same sources give the same bytes; the
# release notes (sql/README.md) have an entry for the version; the
# README's `.load` and Python examples run as written inside the unpacked
# archive (./robots, not ./dist/robots).  The Windows
# zip holds robots.dll and the same files (SKIP without MinGW or zip; its C
# tests under wine are test_wine_ctests.sh, so they are not run twice).
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
version=$(make -s version)

# files_of LIST: the base names in an archive listing, sorted.
files_of() { sed -n 's#^[^/]*/\(..*[^/]\)$#\1#p' "$1" | sort; }
want="LICENSE README.md robots.so sql/README.md sqlite-robots.c sqlite-robots.h"
[ -f dist/robots_fetch.so ] && want="$want robots_fetch.so"
# The Python wheel, which the Makefile builds with Debian's python3.
[ -x /usr/bin/python3 ] && \
  want="$want sqlite_robots-$version-py3-none-manylinux_2_17_x86_64.whl"

if ! make -s release-linux >"$tmp/log" 2>&1; then
  echo "FAIL release_linux_builds:"; sed 's/^/    /' "$tmp/log" | head -10; exit 0
fi
echo "ok release_linux_builds"
name=sqlite-robots-$version-$(uname -s | tr '[:upper:]' '[:lower:]')-$(uname -m)
tgz=dist/$name.tar.gz
if [ ! -f "$tgz" ]; then
  echo "FAIL release_linux_archive_named_with_version: no dist/$name.tar.gz"; exit 0
fi
echo "ok release_linux_archive_named_with_version"
tar tzf "$tgz" >"$tmp/list"
got=$(files_of "$tmp/list" | tr '\n' ' ')
if [ "$got" = "$(printf '%s\n' $want | sort | tr '\n' ' ')" ] \
   && [ -z "$(grep -v "^$name/" "$tmp/list")" ]; then
  echo "ok release_linux_archive_holds_exactly_its_files"
else
  echo "FAIL release_linux_archive_holds_exactly_its_files: $(tr '\n' ' ' <"$tmp/list")"
fi
mkdir "$tmp/x" && tar xzf "$tgz" -C "$tmp/x" || exit 1
# Every relative link of the archive's documents names a file it holds.
broken=$(cd "$tmp/x/$name" && for f in README.md sql/README.md; do
  d=$(dirname "$f")
  grep -o '\]([^)#[:space:]]*' "$f" | sed 's/^](//' | grep -v -e '^$' -e '^[a-z]*:' |
    while read -r p; do [ -e "$d/$p" ] || echo "$f:$p"; done
done)
if [ -z "$broken" ]; then echo "ok release_archive_links_resolve"
else echo "FAIL release_archive_links_resolve: $(echo $broken)"; fi
# The archive's README loads the extension where the archive has it: its
# first sqlite3 example (the block with `.load`) and its Python example run
# as written inside the unpacked folder and print what the README shows;
# no document names dist/ for a loadable the archive holds.
dir=$tmp/x/$name
awk '/^```sql$/ { inb=1; b=""; next } inb && /^```$/ { inb=0; if (b ~ /\.load /) { want=1 }; next }
     inb { b = b $0 "\n"; next }
     want && /^```text$/ { print b > sql; intext=1; next }
     intext && /^```$/ { exit } intext { print > txt }' \
  sql="$tmp/readme.sql" txt="$tmp/readme.txt" "$dir/README.md"
if [ -s "$tmp/readme.sql" ] && grep -q '^\.load \./robots$' "$tmp/readme.sql" \
   && (cd "$dir" && "$SQLITE3" -batch :memory: <"$tmp/readme.sql" >"$tmp/readme.out" 2>&1) \
   && cmp -s "$tmp/readme.out" "$tmp/readme.txt"; then
  echo "ok release_readme_load_path_works_in_archive"
else
  echo "FAIL release_readme_load_path_works_in_archive: $(head -c 300 "$tmp/readme.sql" | tr '\n' ' ') -> $(head -3 "$tmp/readme.out" 2>/dev/null | tr '\n' ' ')"
fi
if [ -x /usr/bin/python3 ]; then
  awk '/^```python$/ { inb=1; next } inb && /^```$/ { exit } inb { print }' \
    "$dir/README.md" >"$tmp/readme.py"
  pywant=$(sed -n 's/^# //p' "$tmp/readme.py" | tail -1)
  got=$(cd "$tmp" && cp -r "$dir" pyrun && cd pyrun && /usr/bin/python3 "$tmp/readme.py" 2>&1)
  if grep -q 'load_extension("\./robots")' "$tmp/readme.py" && [ -n "$pywant" ] \
     && [ "$got" = "$pywant" ]; then
    echo "ok release_readme_python_load_path_works_in_archive"
  else
    echo "FAIL release_readme_python_load_path_works_in_archive: wanted '$pywant', got '$got'"
  fi
fi
left=$(cd "$dir" && for so in *.so; do
  grep -n -E "dist/${so%.so}([^._[:alnum:]]|\$)" README.md sql/README.md; done)
if [ -z "$left" ]; then echo "ok release_docs_name_no_dist_path_of_what_archive_holds"
else echo "FAIL release_docs_name_no_dist_path_of_what_archive_holds: $(echo "$left" | head -3)"; fi
inname=$(basename "$tgz" | sed 's/^sqlite-robots-\([^-]*\)-.*/\1/')
got=$("$SQLITE3" -batch :memory: -cmd ".load $tmp/x/$name/robots" \
      "select robots_version();" 2>&1)
if [ "$got" = "$inname" ]; then echo "ok release_version_is_robots_version"
else echo "FAIL release_version_is_robots_version: archive $inname, robots_version() '$got'"; fi
if cmp -s "$tmp/x/$name/sqlite-robots.c" dist/sqlite-robots.c \
   && cmp -s "$tmp/x/$name/LICENSE" LICENSE; then
  echo "ok release_linux_archive_holds_the_amalgamation"
else
  echo "FAIL release_linux_archive_holds_the_amalgamation"
fi
cp "$tgz" "$tmp/first.tar.gz"
sleep 1
if make -s release-linux >"$tmp/log" 2>&1 && cmp -s "$tgz" "$tmp/first.tar.gz"; then
  echo "ok release_linux_archive_is_reproducible"
else
  echo "FAIL release_linux_archive_is_reproducible"
fi

# The release notes: a "## Release notes" section with "### VERSION".
vre=$(printf '%s' "$version" | sed 's/\./\\./g')
if awk '/^## / { in_notes = ($0 ~ /^## Release notes/) } in_notes' sql/README.md 2>/dev/null \
   | grep -q -E "^### $vre( |$)"; then
  echo "ok release_notes_have_the_version"
else
  echo "FAIL release_notes_have_the_version: no '### $version' under '## Release notes' in sql/README.md"
fi

# Windows.
if ! command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || ! command -v zip >/dev/null 2>&1; then
  echo "SKIP release_windows: MinGW or zip missing (sudo apt-get install -y gcc-mingw-w64-x86-64 libz-mingw-w64-dev zip)"
  exit 0
fi
if ! make -s release-windows SKIP_WINE=1 >"$tmp/log" 2>&1; then
  echo "FAIL release_windows_builds:"; sed 's/^/    /' "$tmp/log" | head -10; exit 0
fi
echo "ok release_windows_builds"
wname=sqlite-robots-$version-windows-x86_64
if [ ! -f "dist/$wname.zip" ]; then
  echo "FAIL release_windows_archive_named_with_version: no dist/$wname.zip"; exit 0
fi
unzip -Z1 "dist/$wname.zip" >"$tmp/wlist"
got=$(files_of "$tmp/wlist" | tr '\n' ' ')
wwant=$(for f in $want; do
          case $f in *.whl) ;; *.so) [ -f "dist/mingw/${f%.so}.dll" ] && echo "${f%.so}.dll" ;; *) echo "$f" ;; esac
        done | sort | tr '\n' ' ')
if [ "$got" = "$wwant" ] && [ -z "$(grep -v "^$wname/" "$tmp/wlist")" ]; then
  echo "ok release_windows_archive_holds_exactly_its_files"
else
  echo "FAIL release_windows_archive_holds_exactly_its_files: $(tr '\n' ' ' <"$tmp/wlist")"
fi
mkdir "$tmp/w" && (cd "$tmp/w" && unzip -q "$OLDPWD/dist/$wname.zip") || exit 1
dll=$tmp/w/$wname/robots.dll
dump=${MINGW_OBJDUMP:-x86_64-w64-mingw32-objdump}
if "$dump" -p "$dll" | grep -q 'sqlite3_robots_init' \
   && grep -q -a -F "$version" "$dll"; then
  echo "ok release_windows_dll_has_entry_point_and_version"
else
  echo "FAIL release_windows_dll_has_entry_point_and_version"
fi
