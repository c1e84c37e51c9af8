#!/bin/sh
# test_duckdb_host.sh: dist/duckdb/host, the small DuckDB shell that
# `make duckdb` builds (tests/duckdb/host.c), as a new user meets it: it
# prints LISTs, STRUCTs, MAPs, ARRAYs and UNIONs as DuckDB's own shell does
# (each value as DuckDB's VARCHAR cast shows it: [a, b], {'k': v}), the
# extension's LIST-of-STRUCT results too; scalar columns as before; --help
# prints a usage text; a wrong option is refused with it; input without a
# statement (empty, blanks, a comment) exits 0 silently, a syntax error
# still fails.  SKIPs when DuckDB is not in dist/duckdb (make duckdb-deps).
cd "$(dirname "$0")/../.." || exit 1
if [ ! -f dist/duckdb/include/duckdb_extension.h ] \
   || [ ! -f dist/duckdb/node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so ]; then
  echo "SKIP test_duckdb_host: DuckDB is not in dist/duckdb; run: make duckdb-deps"
  exit 0
fi
if ! make -s duckdb >/dev/null 2>&1; then
  echo "FAIL duckdb_host_build: make duckdb failed"
  exit 1
fi
H=dist/duckdb/host
t=$(mktemp -d)
trap 'rm -rf "$t"' EXIT
rc=0
# check NAME WANTED GOT
check() {
  if [ "$2" = "$3" ]; then echo "ok $1"; else
    echo "FAIL $1: wanted [$2], got [$3]"; rc=1; fi
}

# Literal forms, as in DuckDB's shell.
check duckdb_host_prints_lists_as_duckdb "[a, b]|[1, NULL, 3]|[]|[[1, 2], [3]]" \
  "$(echo "SELECT ['a', 'b'], [1, NULL, 3], []::INT[], [[1, 2], [3]];" | $H)"
check duckdb_host_prints_structs_as_duckdb "{'k': v, 'n': 3}|{'a': NULL, 'b': [x]}" \
  "$(echo "SELECT {'k': 'v', 'n': 3}, {'a': NULL, 'b': ['x']};" | $H)"
check duckdb_host_prints_maps_arrays_unions_as_duckdb "{a=1, b=NULL}|[1, 2]|x" \
  "$(echo "SELECT MAP {'a': 1, 'b': NULL}, [1, 2]::INT[2], union_value(s := 'x');" | $H)"
check duckdb_host_null_list_column_prints_nothing "|1" \
  "$(echo "SELECT NULL::INT[], 1;" | $H)"

# Every nested shape and leaf type prints what DuckDB's VARCHAR cast gives.
cat >"$t/exprs" <<'X'
['a''b', 'c,d', ' e', 'NULL', '', '[x]', '{y}', 'é', 'l1\nl2', 'tab	x']
{'x y': 'a b', 'q''': 'it''s'}
[1.5::DECIMAL(4,1), -3.5::DECIMAL(9,1)]
[-7.125::DECIMAL(18,3), 1.5::DECIMAL(30,2)]
['00112233-4455-6677-8899-aabbccddeeff'::UUID, 'f0112233-4455-6677-8899-aabbccddeeff'::UUID]
['\x00ab'::BLOB]
[true, false]
[1::TINYINT, 2::SMALLINT, 3::BIGINT, 4::UTINYINT, 5::USMALLINT, 6::UINTEGER, 7::UBIGINT]
[-170141183460469231731687303715884105727::HUGEINT, 340282366920938463463374607431768211455::UHUGEINT]
[1.5::FLOAT, 0.1::DOUBLE, 'inf'::DOUBLE, 'nan'::DOUBLE]
['1 day 2 hours'::INTERVAL, '-1 month'::INTERVAL]
['2020-01-02'::DATE, 'infinity'::DATE]
['12:34:56.5'::TIME, '23:59:59'::TIME]
['12:34:56+02'::TIMETZ]
['2020-01-01 10:00:00+05'::TIMESTAMPTZ, '2020-01-01 00:00:00.5'::TIMESTAMP]
['2020-01-01 00:00:00'::TIMESTAMP_S, '2020-01-01 00:00:00.123'::TIMESTAMP_MS, '2020-01-01 00:00:00.123456789'::TIMESTAMP_NS]
['b'::e_t]
['101'::BIT]
[12345678901234567890123::BIGNUM, -12345678901234567890123::BIGNUM, 0::BIGNUM]
{'a': {'b': {'c': [MAP {1: [2]}]}}}
[[]]::INT[][]
[MAP {}]
row(1, 'a')
[union_value(n := 2)]
[NULL]
X
q="CREATE TYPE e_t AS ENUM ('a', 'b');"
while IFS= read -r e; do q="$q SELECT ($e)::VARCHAR; SELECT $e;"; done <"$t/exprs"
printf "%s\n" "$q" | $H >"$t/out" 2>&1
if ! awk 'NR%2==1 { want=$0; next } $0!=want { print; bad=1 } END { exit bad || NR!=2*'"$(wc -l <"$t/exprs")"' }' "$t/out" >"$t/bad"; then
  echo "FAIL duckdb_host_prints_nested_values_as_duckdb_cast:"; head -5 "$t/bad" | sed 's/^/    /'
  head -4 "$t/out" | sed 's/^/    /'; rc=1
else
  echo "ok duckdb_host_prints_nested_values_as_duckdb_cast"
fi

# The extension's LIST-of-STRUCT scalar forms are readable.
check duckdb_host_prints_extension_lists \
  "[{'group_id': 1, 'agent': a, 'line': 1, 'rules': 1, 'token': a}]" \
  "$(printf "LOAD 'dist/robots.duckdb_extension';\nSELECT robots_agents('User-agent: a\nDisallow: /x');" | $H)"

# Scalar columns print as before (DuckDB's VARCHAR cast, NULL as nothing).
check duckdb_host_prints_scalars "x|42|1.50|\\x01||true|2020-01-01 05:00:00+00" \
  "$(echo "SELECT 'x', 42, 1.5::DECIMAL(30,2), '\\x01'::BLOB, NULL, true, '2020-01-01 10:00:00+05'::TIMESTAMPTZ;" | $H)"

# --help: a usage text on stdout, exit 0, without reading stdin.
out=$($H --help </dev/null); st=$?
case "$st:$out" in
  "0:Usage: dist/duckdb/host"*"-i MS"*) echo "ok duckdb_host_help_prints_usage" ;;
  *) echo "FAIL duckdb_host_help_prints_usage: exit $st: $(echo "$out" | head -2)"; rc=1 ;;
esac
out=$($H -h </dev/null); st=$?
case "$st:$out" in
  "0:Usage:"*) echo "ok duckdb_host_h_prints_usage" ;;
  *) echo "FAIL duckdb_host_h_prints_usage: exit $st"; rc=1 ;;
esac
$H --bogus </dev/null >"$t/o" 2>"$t/e"; st=$?
if [ $st -eq 2 ] && [ ! -s "$t/o" ] && grep -q "unknown option '--bogus'" "$t/e" \
   && grep -q '^Usage:' "$t/e"; then
  echo "ok duckdb_host_wrong_option_refused_with_usage"
else
  echo "FAIL duckdb_host_wrong_option_refused_with_usage: exit $st"; rc=1
fi

# No statement: nothing printed, exit 0 (not "Error: (null)").
for c in empty:'' blanks:'  
 ' comment:'-- nothing' semicolon:';'; do
  name=${c%%:*}; sql=${c#*:}
  out=$(printf '%s' "$sql" | $H 2>&1); st=$?
  if [ $st -eq 0 ] && [ -z "$out" ]; then
    echo "ok duckdb_host_no_statement_exits_cleanly_$name"
  else
    echo "FAIL duckdb_host_no_statement_exits_cleanly_$name: exit $st: $out"; rc=1
  fi
done
out=$(echo "SELEC 1;" | $H 2>&1); st=$?
case "$st:$out" in
  "1:Error: Parser Error"*) echo "ok duckdb_host_syntax_error_still_fails" ;;
  *) echo "FAIL duckdb_host_syntax_error_still_fails: exit $st: $out"; rc=1 ;;
esac
exit $rc
