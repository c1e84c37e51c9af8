#!/bin/sh
# The house rules of ext/, checked so that they stay true (ext/README.md,
# "House rules"): ext/folders.mk lists every folder of ext/; the engine
# (ENGINE_FOLDERS and FETCH_FOLDERS) includes no SQLite header and nothing
# of a binding; the core includes nothing above it; file names are unique
# across the folders; no C file with its header is over 800 lines, nor a
# header alone; no function is over 80 lines (the vendored SQLite headers
# excepted); and no C files call each other in a circle, directly or round
# a ring.
cd "$(dirname "$0")/../.." || exit 1

# folders NAME: the words of NAME in ext/folders.mk, the one list.
folders() { sed -n "s/^$1[ \t]*:=[ \t]*//p" ext/folders.mk; }
engine=""
for d in $(folders ENGINE_FOLDERS) $(folders FETCH_FOLDERS); do
  engine="$engine ext/$d"
done

# check NAME OUTPUT: ok when OUTPUT is empty, else FAIL with it.
check() {
  if [ -z "$2" ]; then echo "ok $1"
  else echo "FAIL $1:"; printf '%s\n' "$2" | head -10 | sed 's/^/    /'; fi
}

listed="$(folders ENGINE_FOLDERS) $(folders FETCH_FOLDERS) $(folders BINDING_FOLDERS) $(folders PACKAGE_FOLDERS) $(folders VENDOR_FOLDERS)"
check source_folders_listed_once "$(
  for d in $listed; do
    [ -d "ext/$d" ] || echo "ext/$d: in ext/folders.mk, not in ext/"
  done
  printf '%s\n' $listed | sort | uniq -d | sed 's/$/: listed twice in ext\/folders.mk/'
  for d in ext/*/; do
    d=$(basename "$d")
    case " $listed " in *" $d "*) ;; *) echo "ext/$d: not in ext/folders.mk" ;; esac
  done)"

# shellcheck disable=SC2086
check source_engine_includes_no_sqlite \
  "$(grep -ln '#include *[<"]sqlite3' $(find $engine -name '*.[ch]'))"
# shellcheck disable=SC2086
check source_engine_includes_no_binding \
  "$(grep -lnE '#include *"\.\./(sqlite|postgres)/' $(find $engine -name '*.[ch]'))"
check source_core_includes_only_core \
  "$(grep -ln '#include *"\.\./' ext/core/*.[ch])"
check source_file_names_unique \
  "$(find ext -name '*.[ch]' | sed 's#.*/##' | sort | uniq -d)"

# The vendored SQLite headers (public domain, copied as they are from
# SQLite) are not this project's code: the line and function-length rules
# skip them, by name.
vendored="ext/vendor/sqlite3.h ext/vendor/sqlite3ext.h"
# ours FILE...: the files that are not vendored.
ours() {
  for f in "$@"; do
    case " $vendored " in *" $f "*) ;; *) printf '%s\n' "$f" ;; esac
  done
}

# A C file counts with its header (x.c with x.h), and a header alone too.
big=$(for c in ext/*/*.c; do
        h=${c%.c}.h
        if [ -f "$h" ]; then n=$(cat "$c" "$h" | wc -l); w="$c with $(basename "$h")"
        else n=$(wc -l <"$c"); w=$c; fi
        [ "$n" -gt 800 ] && echo "$w: $n lines"
      done
      # shellcheck disable=SC2046
      wc -l $(ours ext/*/*.h) | awk '$2!="total" && $1>800 {print $2": "$1" lines"}')
check source_files_at_most_800_lines "$big"

# Functions: a body opens with a '{' at depth 0 on a line holding ')' (or
# on the line after one) and closes with '}' in column 0.  Strings, char
# literals and comments are dropped before braces are counted.
long=$(awk '
  FNR==1 { depth=0; incomment=0 }
  {
    s=$0
    if (incomment) { if (sub(/^.*\*\//, "", s)) incomment=0; else next }
    gsub(/"([^"\\]|\\.)*"/, "", s); gsub(/'"'"'([^'"'"'\\]|\\.)*'"'"'/, "", s)
    gsub(/\/\*.*\*\//, "", s); sub(/\/\/.*$/, "", s)
    if (sub(/\/\*.*$/, "", s)) incomment=1
    n=length(s)
    for (i=1; i<=n; i++) {
      c=substr(s,i,1)
      if (c=="{") { if (depth==0) { start=FNR; isfn=(s ~ /\)/ || prev ~ /\)[ \t]*$/) } depth++ }
      else if (c=="}") { depth--; if (depth==0 && isfn && FNR-start+1>80)
        print FILENAME":"start": "(FNR-start+1)" lines" }
    }
    prev=s
  }' $(ours ext/*/*.c ext/*/*.h))
check source_functions_at_most_80_lines "$long"

# ---- no circles between C files -----------------------------------------
# Who calls whom, from the symbol tables: lines "FILE: SYMBOL TYPE" (nm -A
# -P) on stdin, where a T symbol is a function FILE defines and a U symbol
# one it calls elsewhere.  An edge A -> B when A calls a function B
# defines; each strongly connected group of two or more files is a circle,
# printed as its shortest ring through its first file, each arrow with the
# first function it stands for:
#   a.c -> b.c (f) -> a.c (g)
# Tarjan's algorithm; the graph is ext/'s files (about 80), so awk's
# recursion is fine here.
cycles() {
  awk '
    { f=$1; sub(/:$/, "", f); sym=$2; t=$3
      node[f]=1
      if (t=="T") def[sym]=f; else if (t=="U") { nu++; uf[nu]=f; us[nu]=sym } }
    END {
      for (i=1; i<=nu; i++) {
        a=uf[i]; b=def[us[i]]
        if (b=="" || a==b || ((a SUBSEP b) in via)) continue
        via[a, b]=us[i]; deg[a]++; adj[a, deg[a]]=b
      }
      nn=0; for (v in node) order[++nn]=v
      for (i=2; i<=nn; i++) { v=order[i]; for (j=i-1; j>0 && order[j]>v; j--) order[j+1]=order[j]; order[j+1]=v }
      for (i=1; i<=nn; i++) if (!(order[i] in idx)) strong(order[i])
    }
    function strong(v,   i, w, k) {
      idx[v]=low[v]=++counter; stack[++sp]=v; on[v]=1
      for (i=1; i<=deg[v]; i++) {
        w=adj[v, i]
        if (!(w in idx)) { strong(w); if (low[w]<low[v]) low[v]=low[w] }
        else if (on[w] && idx[w]<low[v]) low[v]=idx[w]
      }
      if (low[v]!=idx[v]) return
      k=0; split("", inscc)
      do { w=stack[sp--]; on[w]=0; inscc[w]=1; k++ } while (w!=v)
      if (k>1) ring(v)
    }
    # ring(s): the shortest path s -> ... -> s inside the group (a search
    # by breadth), printed.
    function ring(s,   q, h, t, u, i, w, seen, from, line, path, n) {
      split("", seen); split("", from); h=1; t=0
      for (i=1; i<=deg[s]; i++) { w=adj[s, i]
        if ((w in inscc) && !(w in seen)) { seen[w]=1; from[w]=s; q[++t]=w } }
      while (h<=t && !(s in seen)) {
        u=q[h++]
        for (i=1; i<=deg[u]; i++) { w=adj[u, i]
          if ((w in inscc) && !(w in seen)) { seen[w]=1; from[w]=u; q[++t]=w } }
      }
      n=0; w=s
      do { path[++n]=w; w=from[w] } while (w!=s)
      line=s
      for (i=n; i>=1; i--) { u=(i==n ? s : path[i+1]); line=line " -> " path[i] " (" via[u, path[i]] ")" }
      print line
    }'
}

# The synthetic ring a -> b -> c -> a, and a tree beside it: the checker
# must find the ring and nothing else.
got=$(printf '%s\n' 'a.c: f T' 'a.c: g U' 'b.c: g T' 'b.c: h U' 'c.c: h T' \
        'c.c: f U' 'd.c: k T' 'd.c: f U' 'a.c: k2 T' 'e.c: k2 U' | cycles)
if [ "$got" = "a.c -> b.c (g) -> c.c (h) -> a.c (f)" ]; then
  echo "ok source_cycle_check_finds_a_ring"
else
  echo "FAIL source_cycle_check_finds_a_ring: got '$got'"
fi

# The real graph: every C file of dist/robots from dist/obj, and those of
# dist/robots_fetch (dist/obj), of the PostgreSQL binding (dist/pg) and of
# the DuckDB binding (dist/ddb) when they are built and fresh.
objs=""; stale=""; fetch=" $(folders FETCH_FOLDERS) "
for c in ext/*/*.c; do
  d=$(basename "$(dirname "$c")"); o=dist/obj/$(basename "$c" .c).o; need=1
  case $fetch in *" $d "*) need=0 ;; esac
  case $c in
    ext/postgres/*) o=dist/pg/${c%.c}.o; need=0 ;;
    ext/duckdb/*) o=dist/ddb/$(basename "$c" .c).o; need=0 ;;
    ext/sqlite/sql_fetch.c) need=0 ;;
  esac
  if [ -f "$o" ] && [ ! "$c" -nt "$o" ]; then objs="$objs $c:$o"
  elif [ $need = 1 ]; then stale="$stale $o"; fi
done
if [ -n "$stale" ]; then
  echo "SKIP source_no_call_cycles: missing or stale objects (run make):$stale"
elif ! command -v nm >/dev/null 2>&1; then
  echo "SKIP source_no_call_cycles: no nm (apt-get install binutils)"
else
  # One nm for every object (-A: each line starts with the object's name,
  # mapped back to its C file): an nm per object costs about 0.1 s each.
  # shellcheck disable=SC2086
  rings=$(nm -A -P $(for co in $objs; do printf '%s\n' "${co#*:}"; done) \
          | awk -v map="$objs" 'BEGIN { n = split(map, a, " ")
                                        for (i = 1; i <= n; i++) { k = index(a[i], ":")
                                          c[substr(a[i], k + 1) ":"] = substr(a[i], 1, k - 1) ":" } }
                                { print c[$1], $2, $3 }' | cycles)
  check source_no_call_cycles "$rings"
fi
