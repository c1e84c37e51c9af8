#!/bin/sh
# The Windows cross-build (`make mingw`): every source compiles with MinGW
# without a warning and links into a DLL that exports sqlite3_robots_init
# and nothing else, and imports only DLLs that every Windows has.  SKIP
# when the MinGW compiler or its zlib is missing.
cd "$(dirname "$0")/../.." || exit 1
out=$(mktemp); trap 'rm -f "$out"' EXIT
sh tests/cross/mingw.sh >"$out" 2>&1; rc=$?
if [ $rc -eq 2 ]; then
  echo "SKIP mingw_build: $(tail -1 "$out" | sed 's/^ *//')"; exit 0
fi
if [ $rc -ne 0 ]; then
  echo "FAIL mingw_build_no_warnings: exit $rc"; sed 's/^/    /' "$out" | head -20; exit 0
fi
echo "ok mingw_build_no_warnings"
dump=${MINGW_OBJDUMP:-x86_64-w64-mingw32-objdump}
if command -v "$dump" >/dev/null 2>&1; then
  names=$("$dump" -p dist/mingw/robots.dll \
          | sed -n '/\[Ordinal\/Name Pointer\] Table/,/^$/p' \
          | awk 'NR>1 && NF {print $NF}' | tr '\n' ' ')
  if [ "$names" = "sqlite3_robots_init " ]; then
    echo "ok mingw_dll_exports_only_init"
  else
    echo "FAIL mingw_dll_exports_only_init: exports: $names"
  fi
  # Imports: only DLLs that every Windows has (zlib and the C runtime of
  # MinGW are linked in), so a user needs nothing beside robots.dll.
  extra=$("$dump" -p dist/mingw/robots.dll | sed -n 's/^[ \t]*DLL Name: //p' \
          | grep -v -i -E '^(kernel32|msvcrt|ucrtbase)\.dll$|^api-ms-win-' | tr '\n' ' ')
  if [ -z "$extra" ]; then
    echo "ok mingw_dll_imports_only_system_dlls"
  else
    echo "FAIL mingw_dll_imports_only_system_dlls: also imports $extra"
  fi
else
  echo "SKIP mingw_dll_exports_only_init: $dump missing"
fi
