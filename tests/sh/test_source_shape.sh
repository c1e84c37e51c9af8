#!/bin/sh
# The house rules of ext/, checked so that they stay true: the engine
# (ext/core, robots, meta, sitemap, log, fetch) includes no SQLite header and nothing of
# a binding; the core includes nothing above it; file names are unique
# across the folders; no C file is over 800 lines and no function over 80.
cd "$(dirname "$0")/../.." || exit 1
engine="ext/core ext/robots ext/meta ext/sitemap ext/log ext/fetch"

# check NAME OUTPUT: ok when OUTPUT is empty, else FAIL with it.
check() {
  if [ -z "$2" ]; then echo "ok $1"
  else echo "FAIL $1:"; printf '%s\n' "$2" | head -10 | sed 's/^/    /'; fi
}

# shellcheck disable=SC2086
check source_engine_includes_no_sqlite \
  "$(grep -ln '#include *[<"]sqlite3' $(find $engine -name '*.[ch]'))"
# shellcheck disable=SC2086
check source_engine_includes_no_binding \
  "$(grep -ln '#include *"\.\./sqlite/' $(find $engine -name '*.[ch]'))"
check source_core_includes_only_core \
  "$(grep -ln '#include *"\.\./' ext/core/*.[ch])"
check source_file_names_unique \
  "$(find ext -name '*.[ch]' | sed 's#.*/##' | sort | uniq -d)"
check source_files_at_most_800_lines \
  "$(wc -l ext/*/*.c | awk '$2!="total" && $1>800 {print $2": "$1" lines"}')"

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
  }' ext/*/*.c)
check source_functions_at_most_80_lines "$long"
