#!/bin/sh
# build.sh: build the libFuzzer targets tests/fuzz/fuzz_*.c into
# dist/hardening/fuzz/ with clang, ASan and UBSan.  A target names the ext/
# files it needs on a "FUZZ_NEEDS:" line and is skipped (with a SKIP line)
# until they exist; "FUZZ_SQL" targets also link the SQLite binding and
# libsqlite3.  Usage: sh tests/fuzz/build.sh [target ...]; prints the built
# binaries' names on stdout.  Exit 2 when clang/libFuzzer are missing.
cd "$(dirname "$0")/../.." || exit 1
. tests/fuzz/lib.sh
if ! hard_has_fuzzer; then
  echo "SKIP fuzz: clang with libFuzzer missing (apt-get install clang libclang-rt-14-dev)" >&2
  exit 2
fi
FLAGS="-g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize-recover=undefined"
hard_objs "$HARD/fuzz/obj" clang $FLAGS -fsanitize=fuzzer-no-link || exit 1
CORE=""; SQL=""
for o in $HARD_OBJS; do
  case $(basename "$o") in sql_*) SQL="$SQL $o" ;; *) CORE="$CORE $o" ;; esac
done
targets=$*
[ -n "$targets" ] || targets=$(ls tests/fuzz/fuzz_*.c | sed 's#.*/##; s#\.c$##')
rc=0
for t in $targets; do
  src=tests/fuzz/$t.c
  bin=$HARD/fuzz/$t
  missing=""
  for need in $(sed -n 's/.*FUZZ_NEEDS://p' "$src"); do
    ls ext/*/"$need" >/dev/null 2>&1 || missing="$missing $need"
  done
  if [ -n "$missing" ]; then
    echo "SKIP $t: not landed yet:$missing" >&2; continue
  fi
  objs=$CORE; libs="-lz -lm -lcrypto"
  if grep -q 'FUZZ_SQL' "$src"; then objs="$CORE $SQL"; libs="-lsqlite3 -lz -lm -lcrypto"; fi
  if [ ! -x "$bin" ] || [ "$src" -nt "$bin" ] || [ -n "$(find $objs tests/fuzz/*.h -newer "$bin" 2>/dev/null | head -1)" ]; then
    clang $FLAGS -fsanitize=fuzzer -Iext -Itests/fuzz "$src" $objs $libs -o "$bin" || { rc=1; continue; }
  fi
  echo "$t"
done
exit $rc
