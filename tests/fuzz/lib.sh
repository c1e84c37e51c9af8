# lib.sh: shell helpers shared by the hardening scripts (tests/fuzz, oom,
# threads, limits and tests/sh/test_hardening_smoke.sh).  Source it from the
# repository root.  Everything built goes under dist/hardening/.
#
#   hard_objs DIR CC FLAGS...   compile every ext/*/*.c (but the fetching code)
#                               into DIR/*.o when stale
#                               (ext/sqlite/*.c with -DSQLITE_CORE so it links
#                               against libsqlite3 directly); sets HARD_OBJS
#   hard_has_fuzzer             0 when clang can build libFuzzer targets
#   hard_asan_rt                path of the ASan runtime for LD_PRELOAD

HARD=dist/hardening
mkdir -p "$HARD"

hard_objs() {
  _dir=$1; _cc=$2; shift 2
  mkdir -p "$_dir"
  HARD_OBJS=""
  _newest_h=$(ls -t ext/*/*.h | head -1)
  for _c in ext/*/*.c; do
    case $_c in ext/postgres/*|ext/duckdb/*) continue ;; esac   # the PostgreSQL and DuckDB bindings
    # the fetching code (libcurl, the network) is tested against a loopback
    # server instead (tests/py/test_fetch.py); dist/robots has none of it
    case $_c in ext/fetch/*|ext/sqlite/sql_fetch.c) continue ;; esac
    _o="$_dir/$(basename "$_c" .c).o"
    case $_c in ext/sqlite/*) _def=-DSQLITE_CORE ;; *) _def= ;; esac
    if [ ! -f "$_o" ] || [ "$_c" -nt "$_o" ] || [ "$_newest_h" -nt "$_o" ]; then
      $_cc "$@" $_def -Iext -c "$_c" -o "$_o" || return 1
    fi
    HARD_OBJS="$HARD_OBJS $_o"
  done
  # drop objects of sources that were removed or renamed
  for _o in "$_dir"/*.o; do
    ls ext/*/"$(basename "$_o" .o).c" >/dev/null 2>&1 || rm -f "$_o"
  done
  return 0
}

hard_has_fuzzer() {
  command -v clang >/dev/null 2>&1 || return 1
  printf 'int LLVMFuzzerTestOneInput(const char*d,unsigned long n){(void)d;(void)n;return 0;}\n' \
    >"$HARD/probe.c"
  clang -fsanitize=fuzzer,address,undefined "$HARD/probe.c" -o "$HARD/probe" 2>/dev/null
}

hard_asan_rt() {
  clang -print-file-name=libclang_rt.asan-x86_64.so 2>/dev/null
}
