#!/bin/sh
# Check the build prerequisites and print the exact command that installs
# whatever is missing (Debian/Ubuntu package names).
missing=""
cc=${CC:-cc}
command -v "$cc" >/dev/null 2>&1 || missing="$missing gcc"
command -v make >/dev/null 2>&1 || missing="$missing make"
command -v sqlite3 >/dev/null 2>&1 || missing="$missing sqlite3"
if command -v "$cc" >/dev/null 2>&1; then
  printf '#include <sqlite3ext.h>\n' | "$cc" -E -x c - >/dev/null 2>&1 \
    || missing="$missing libsqlite3-dev"
  printf '#include <zlib.h>\n' | "$cc" -E -x c - >/dev/null 2>&1 \
    || missing="$missing zlib1g-dev"
  printf '#include <openssl/evp.h>\n' | "$cc" -E -x c - >/dev/null 2>&1 \
    || missing="$missing libssl-dev"
fi
if [ -n "$missing" ]; then
  echo "sqlite-robots: missing build prerequisites:$missing" >&2
  echo "install them with:" >&2
  echo "  sudo apt-get update && sudo apt-get install -y$missing" >&2
  exit 1
fi
exit 0
