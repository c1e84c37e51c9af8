#!/bin/sh
# tests/release/pkgconfig.sh VERSION PREFIX INCLUDEDIR LIBDIR EXTDIR: print
# sqlite-robots.pc for `make install`.  The library is static only, so its
# dependencies (SQLite, zlib, libm) are in Libs.  A directory under PREFIX
# is written as ${prefix}/..., so `pkg-config --define-prefix` can move it.
[ $# -eq 5 ] || { echo "usage: $0 VERSION PREFIX INCLUDEDIR LIBDIR EXTDIR" >&2; exit 1; }
version=$1 prefix=$2

# rel DIR: DIR with a leading PREFIX/ written as ${prefix}/.
rel() {
  case $1 in
    "$prefix"/*) printf '${prefix}/%s\n' "${1#"$prefix"/}" ;;
    *) printf '%s\n' "$1" ;;
  esac
}

cat <<PC
# sqlite-robots $version: header and static library.  The loadable
# extension is \${extdir}/robots.so (.load it without the suffix).
prefix=$prefix
includedir=$(rel "$3")
libdir=$(rel "$4")
extdir=$(rel "$5")

Name: sqlite-robots
Description: robots.txt, meta robots and sitemaps in SQLite (static library)
Version: $version
Cflags: -I\${includedir}
Libs: -L\${libdir} -lsqlite-robots -lsqlite3 -lz -lm
PC
