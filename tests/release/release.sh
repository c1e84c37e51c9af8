#!/bin/sh
# tests/release/release.sh linux|windows: one release archive (`make
# release` builds both; the Makefile passes VERSION and LOADABLE).
#
#   linux    dist/sqlite-robots-VERSION-linux-ARCH.tar.gz (ARCH from uname)
#   windows  dist/sqlite-robots-VERSION-windows-x86_64.zip
#
# Each holds one folder of the same name: the loadable extension(s)
# (robots.so / robots.dll and every other name in LOADABLE that is built,
# stripped of what the loader does not need), sqlite-robots.c and
# sqlite-robots.h (the amalgamation), LICENSE, README.md and the reference
# sql/README.md; the Linux one also the Python wheel of `make wheel` (the
# Makefile passes its path as WHEEL).  A link in the two documents to a file
# the archive does not hold becomes its plain text, so every link inside
# works.  The Windows
# DLL is cross-built by tests/cross/mingw.sh and packed only when its C and
# SQL tests pass under wine (tests/cross/wine.sh); SKIP_WINE=1 packs it
# without running them.  Files carry the time of the last commit and owner
# 0, so the same sources give the same archive.
# Exit 0 written, 1 failed, 2 a prerequisite is missing (the message says
# which packages to install).
cd "$(dirname "$0")/../.." || exit 1
VERSION=${VERSION:-$(sed -n 's/^.define SQLITE_ROBOTS_VERSION "\(.*\)"$/\1/p' \
                     ext/sqlite/sqlite-robots.h)}
LOADABLE=${LOADABLE:-robots}
[ -n "$VERSION" ] || { echo "release: no version" >&2; exit 1; }
for f in LICENSE README.md sql/README.md dist/sqlite-robots.c dist/sqlite-robots.h; do
  [ -f "$f" ] || { echo "release: $f is missing (make amalgamation)" >&2; exit 1; }
done
epoch=${SOURCE_DATE_EPOCH:-$(git log -1 --format=%ct 2>/dev/null || date +%s)}

# unlink DIR FILE: in the Markdown file DIR/FILE, replace each link
# [text](path) whose path (relative to the file) is not in the archive by
# its text; links to anchors and to URLs stay.
unlink() {
  (cd "$1" && perl -pi -e '
     BEGIN { ($d = $ARGV[0]) =~ s{[^/]*$}{} }
     s{\[([^\]]*)\]\(([^)#\s]+)(#[^)\s]*)?\)}{
       ($2 =~ m{^[a-z]+:} || -e "$d$2") ? $& : $1 }ge' "$2") || exit 1
}

# stage NAME: a fresh dist/release/NAME holding the files common to every
# platform.
stage() {
  rm -rf "dist/release/$1" && mkdir -p "dist/release/$1/sql" || exit 1
  cp dist/sqlite-robots.c dist/sqlite-robots.h LICENSE README.md \
     "dist/release/$1/" || exit 1
  cp sql/README.md "dist/release/$1/sql/" || exit 1
  unlink "dist/release/$1" README.md
  unlink "dist/release/$1" sql/README.md
}

# localize NAME: in the staged documents, each path dist/X of a loadable
# the archive holds (X.so or X.dll beside them) becomes ./X, and the
# examples run "from this folder", not the repository root: `.load ./robots` and
# load_extension("./robots") run as written in the unpacked archive.
# Paths to what it does not hold (dist/robots.duckdb_extension) stay.
localize() {
  for lib in "dist/release/$1"/*.so "dist/release/$1"/*.dll; do
    [ -f "$lib" ] || continue
    x=$(basename "$lib"); x=${x%.*}
    for f in README.md sql/README.md; do
      X=$x perl -0777 -pi -e 's{(?<![\w/.])(?:\./)?dist/\Q$ENV{X}\E(?![\w.])}{./$ENV{X}}g;
        s{(runs (?:this way,|as written)\s+from\s+)the(\s+)repository root}{$1this$2folder}g' \
        "dist/release/$1/$f" || exit 1
    done
  done
}

# stamp NAME: give every staged file the commit's time.
stamp() {
  find "dist/release/$1" -exec touch -h -d "@$epoch" {} + || exit 1
}

case $1 in
linux)
  os=$(uname -s | tr '[:upper:]' '[:lower:]'); arch=$(uname -m)
  name=sqlite-robots-$VERSION-$os-$arch
  [ -f dist/robots.so ] || { echo "release: dist/robots.so is missing (make)" >&2; exit 1; }
  stage "$name"
  for n in $LOADABLE; do
    [ -f "dist/$n.so" ] || continue
    ${STRIP:-strip} --strip-unneeded -o "dist/release/$name/$n.so" "dist/$n.so" \
      || exit 1
  done
  localize "$name"
  if [ -n "$WHEEL" ] && [ -f "$WHEEL" ]; then
    cp "$WHEEL" "dist/release/$name/" || exit 1
  else
    echo "release: the archive has no Python wheel (make wheel needs Debian's python3:" >&2
    echo "  sudo apt-get install -y python3)" >&2
  fi
  stamp "$name"
  tar -C dist/release --sort=name --owner=0 --group=0 --numeric-owner \
      -cf - "$name" | gzip -n -9 >"dist/$name.tar.gz.tmp" \
    && mv -f "dist/$name.tar.gz.tmp" "dist/$name.tar.gz" || exit 1
  echo "release: dist/$name.tar.gz"
  ;;
windows)
  name=sqlite-robots-$VERSION-windows-x86_64
  if ! command -v zip >/dev/null 2>&1; then
    echo "release: zip is missing; install it with:" >&2
    echo "  sudo apt-get install -y zip" >&2
    exit 2
  fi
  sh tests/cross/mingw.sh || exit $?
  if [ "${SKIP_WINE:-0}" != 1 ]; then
    out=$(sh tests/cross/wine.sh); rc=$?
    printf '%s\n' "$out" | grep -v '^ok '
    if [ $rc -ne 0 ]; then
      [ $rc -eq 2 ] && echo "  or: make release SKIP_WINE=1 (the tests under wine not run)" >&2
      echo "release: the Windows build failed its tests under wine" >&2; exit $rc
    fi
    echo "release: $(printf '%s\n' "$out" | grep -c '^ok ') checks under wine passed"
  fi
  stage "$name"
  for n in $LOADABLE; do
    [ -f "dist/mingw/$n.dll" ] || continue
    ${MINGW_STRIP:-x86_64-w64-mingw32-strip} --strip-unneeded \
      -o "dist/release/$name/$n.dll" "dist/mingw/$n.dll" || exit 1
  done
  localize "$name"
  stamp "$name"
  rm -f "dist/$name.zip"
  (cd dist/release && find "$name" | LC_ALL=C sort | zip -q -X -D "../$name.zip" -@) \
    || exit 1
  echo "release: dist/$name.zip"
  ;;
*)
  echo "usage: $0 linux|windows" >&2; exit 1 ;;
esac
