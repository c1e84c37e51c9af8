#!/bin/sh
# Every SQL example in the four README files runs as written and prints what
# the document shows.  The convention (tests/README.md, "Examples in the
# documents"):
#
#   - A block fenced ```sql (fence at the start of the line) is run from the
#     repository root with its text on standard input:
#         sqlite3 -batch -bail :memory: -cmd '.load ./dist/robots'
#     so dot-commands (.mode, .headers, .read) work.  It must exit with 0.
#   - When the next non-blank line after its closing fence opens a ```text
#     block, standard output and standard error together must equal that
#     block byte for byte (each line ending in a newline).
#   - ```sql norun marks a block that is not run (a SKIP line says so).
#   - Other blocks (sh, python, c, a text block after anything but sql) are
#     not run.
#   - A block that uses -> or ->> is SKIPped on an sqlite3 older than 3.38.
#
# Prints "ok doc_example FILE:LINE" or "FAIL doc_example FILE:LINE: why" for
# each block (LINE is the line of its opening fence).  Before that, a
# self-check runs the same code on a made-up document whose second block
# shows a wrong output, which must fail; and README.md or sql/README.md
# without a block fails.  Then two checks of sql/README.md against the code:
# every registered function and table has a "### name" section, and the lint
# code tables list every code of robots_lint_codes.c and sitemap_lint_codes.c
# with its severity, and no other.
cd "$(dirname "$0")/../.." || exit 1
SQLITE3=${SQLITE3:-sqlite3}
DOCS="README.md sql/README.md ext/README.md tests/README.md"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# extract FILE DIR: write each sql block of FILE as DIR/N.sql (N counts on
# from the number of lines in DIR/index), its shown output as DIR/N.out, and
# "N<TAB>FILE<TAB>LINE<TAB>norun|run" to DIR/index.
extract() {
  n0=0
  [ -f "$2/index" ] && n0=$(wc -l <"$2/index")
  awk -v file="$1" -v dir="$2" -v n="$n0" '
    function closing(s) { return s ~ /^```[ \t]*$/ }
    state == 0 && /^```/ {
      info = substr($0, 4); sub(/^[ \t]+/, "", info); sub(/[ \t]+$/, "", info)
      if (info ~ /^sql([ \t]|$)/) {
        n++; cur = dir "/" n; state = 1; after = 0
        printf "" > (cur ".sql")
        flag = (info ~ /[ \t]norun([ \t]|$)/) ? "norun" : "run"
        printf "%d\t%s\t%d\t%s\n", n, file, NR, flag >> (dir "/index")
      } else if (info == "text" && after) {
        state = 3; after = 0; printf "" > (cur ".out")
      } else { state = 2; after = 0 }
      next
    }
    state == 0 { if ($0 !~ /^[ \t]*$/) after = 0; next }
    state == 1 { if (closing($0)) { state = 0; after = 1; close(cur ".sql") }
                 else print > (cur ".sql"); next }
    state == 3 { if (closing($0)) { state = 0; close(cur ".out") }
                 else print > (cur ".out"); next }
    state == 2 { if (closing($0)) state = 0; next }
    END { if (state != 0) printf "FAIL doc_example %s: a fenced block is not closed\n", file }
  ' "$1"
}

# The version of the sqlite3 shell as one number (3.38.0 is 3038000).
ver=$("$SQLITE3" -version 2>/dev/null | awk '{ split($1, v, "."); print v[1]*1000000 + v[2]*1000 + v[3] }')
ver=${ver:-0}

# run DIR: run every block listed in DIR/index; print one line per block.
run() {
  while IFS='	' read -r n file line flag; do
    where="$file:$line"
    if [ "$flag" = norun ]; then
      echo "SKIP doc_example $where: marked norun"; continue
    fi
    if [ "$ver" -lt 3038000 ] && grep -q -- '->' "$1/$n.sql"; then
      echo "SKIP doc_example $where: -> and ->> need sqlite3 3.38 or later"; continue
    fi
    "$SQLITE3" -batch -bail :memory: -cmd '.load ./dist/robots' \
      <"$1/$n.sql" >"$1/$n.got" 2>&1
    rc=$?
    if [ $rc -ne 0 ]; then
      echo "FAIL doc_example $where: exit $rc: $(head -c 300 "$1/$n.got" | tr '\n' ' ')"
    elif [ -f "$1/$n.out" ] && ! cmp -s "$1/$n.out" "$1/$n.got"; then
      why=$(awk 'NR == FNR { want[FNR] = $0; nw = FNR; next }
                 { got[FNR] = $0; ng = FNR }
                 END { m = nw > ng ? nw : ng
                       for (i = 1; i <= m; i++) if (!(i in want) || !(i in got) || want[i] != got[i]) {
                         printf "output line %d: shown \"%s\", printed \"%s\"", i,
                           (i in want) ? want[i] : "(nothing)", (i in got) ? got[i] : "(nothing)"
                         exit } }' "$1/$n.out" "$1/$n.got")
      echo "FAIL doc_example $where: ${why:-output differs (line ends?)}"
    else
      echo "ok doc_example $where"
    fi
  done <"$1/index"
}

# Self-check: the right output passes, a wrong one fails, nothing is vacuous.
mkdir "$tmp/self"
cat >"$tmp/self/doc.md" <<'EOF'
```sql
select 1 + 1;
```
```text
2
```
```sql
select 1 + 1;
```

```text
3
```
EOF
extract "$tmp/self/doc.md" "$tmp/self"
self=$(run "$tmp/self" | cut -c1-4 | tr '\n' ' ')
if [ "$self" = "ok d FAIL " ]; then echo "ok doc_example_self_check_wrong_output_fails"
else echo "FAIL doc_example_self_check_wrong_output_fails: got '$self'"; fi

mkdir "$tmp/docs"
for f in $DOCS; do
  if [ ! -f "$f" ]; then echo "FAIL doc_example $f: missing"; continue; fi
  before=0; [ -f "$tmp/docs/index" ] && before=$(wc -l <"$tmp/docs/index")
  extract "$f" "$tmp/docs"
  after=0; [ -f "$tmp/docs/index" ] && after=$(wc -l <"$tmp/docs/index")
  case $f in
    README.md|sql/README.md)
      [ "$after" -gt "$before" ] || echo "FAIL doc_example $f: no \`\`\`sql block found" ;;
  esac
done
[ -f "$tmp/docs/index" ] && run "$tmp/docs"

# Every function and table the extension registers has its own section
# ("### name") in sql/README.md.
"$SQLITE3" -batch :memory: -cmd '.load ./dist/robots' \
  "select distinct name from pragma_function_list
     where name like 'robots\_%' escape '\' or name like 'sitemap\_%' escape '\'
   union select name from pragma_module_list
     where name like 'robots\_%' escape '\' or name like 'sitemap\_%' escape '\'
   order by 1;" >"$tmp/names" 2>&1
if [ ! -s "$tmp/names" ] || grep -qv '^[a-z_]*$' "$tmp/names"; then
  echo "FAIL doc_functions_documented: could not list the functions: $(head -2 "$tmp/names")"
else
  missing=$(while read -r f; do grep -qx "### $f" sql/README.md || printf '%s ' "$f"; done <"$tmp/names")
  if [ -z "$missing" ]; then echo "ok doc_functions_documented ($(wc -l <"$tmp/names") in sql/README.md)"
  else echo "FAIL doc_functions_documented: no section in sql/README.md for $missing"; fi
fi

# The lint code tables of sql/README.md against the linters' code tables:
# every code has a row "| `code` | severity |", and every such row is a code.
codes() {
  grep -o '"[a-z0-9-]*", *SEV_[EWI]' "$1" |
    sed 's/"\([^"]*\)", *SEV_E/\1 error/; s/"\([^"]*\)", *SEV_W/\1 warning/; s/"\([^"]*\)", *SEV_I/\1 info/'
}
: >"$tmp/all_codes"
for t in ext/robots/robots_lint_codes.c ext/sitemap/sitemap_lint_codes.c; do
  name=doc_lint_codes_$(basename "$t" _codes.c)
  codes "$t" >"$tmp/codes" 2>/dev/null
  if [ ! -s "$tmp/codes" ]; then echo "SKIP $name: no code table read from $t"; continue; fi
  cat "$tmp/codes" >>"$tmp/all_codes"
  missing=$(while read -r c s; do
              grep -qF "| \`$c\` | $s |" sql/README.md || printf '%s (%s) ' "$c" "$s"
            done <"$tmp/codes")
  if [ -z "$missing" ]; then echo "ok $name ($(wc -l <"$tmp/codes") codes in sql/README.md)"
  else echo "FAIL $name: sql/README.md lacks rows for $missing"; fi
done
if [ -s "$tmp/all_codes" ]; then
  # shellcheck disable=SC2016  # the backquotes are Markdown, not a command
  extra=$(sed -n -E 's/^\| `([a-z0-9-]*)` \| (error|warning|info) \|.*/\1 \2/p' sql/README.md |
          while read -r c s; do grep -qx "$c $s" "$tmp/all_codes" || printf '%s (%s) ' "$c" "$s"; done)
  if [ -z "$extra" ]; then echo "ok doc_lint_codes_no_unknown_rows"
  else echo "FAIL doc_lint_codes_no_unknown_rows: sql/README.md lists $extra"; fi
fi
exit 0
