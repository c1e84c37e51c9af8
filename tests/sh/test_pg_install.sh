#!/bin/sh
# Installing the PostgreSQL extension: the tests install it into a private
# PostgreSQL tree (tests/pg/lib.sh), never into the system's directories;
# the server loads this checkout's library from that tree; version 1.0
# updates to 1.1 with ALTER EXTENSION and then holds exactly what a fresh
# 1.1 holds; internal functions are outside the public schema and go with
# DROP EXTENSION; make pg-uninstall removes what make pg-install put in.
# SKIP when PostgreSQL or PGXS is missing.
cd "$(dirname "$0")/../.." || exit 1
. tests/pg/lib.sh
trap pg_stop_all EXIT
trap 'exit 1' INT TERM
if ! command -v "$PG_CONFIG" >/dev/null 2>&1; then
  echo "SKIP pg_install: no pg_config"; exit 0
fi
SYS_EXT=$("$PG_CONFIG" --sharedir)/extension
SYS_LIB=$("$PG_CONFIG" --pkglibdir)

# snapshot: every file of the system's two directories with its size and
# modification time, and the checksum of the robots files.
snapshot() {
  find "$SYS_EXT" "$SYS_LIB" -maxdepth 1 -printf '%p %s %T@\n' 2>/dev/null | sort
  for f in "$SYS_EXT"/robots* "$SYS_LIB"/robots.so; do
    [ -f "$f" ] && sha256sum "$f"
  done
}
before=$(snapshot)

if ! pg_prereq; then echo "SKIP pg_install: $PG_SKIP"; exit 0; fi
pg_start inst || { echo "FAIL pg_install_server_starts"; exit 1; }

# check NAME GOT WANT
check() {
  if [ "$2" = "$3" ]; then echo "ok $1"
  else echo "FAIL $1: got '$2', want '$3'"; fi
}

# The server's extension files and library come from the private tree.
got=$(pgq inst -c "CREATE EXTENSION robots" -c "SELECT robots_version()" \
  -c "SELECT count(*) FROM regexp_matches(pg_read_file('/proc/self/maps'), '$PG_TREE[^\n]*/robots\.so', 'g')" | tail -1)
case $got in
  0|'') echo "FAIL pg_install_loads_private_library: the backend has no robots.so of $PG_TREE mapped" ;;
  *) echo "ok pg_install_loads_private_library" ;;
esac
got=$(pgq inst -c "SELECT default_version FROM pg_available_extensions WHERE name = 'robots'")
want=$(sed -n "s/^default_version = '\(.*\)'/\1/p" ext/postgres/robots.control)
check pg_install_private_control_file "$got" "$want"

# Internal functions: outside the public schema, dropped with the extension.
got=$(pgq inst -c "SELECT count(*) FROM pg_proc WHERE proname LIKE 'sitemap_%_step' OR proname LIKE 'sitemap_%_final'" \
  -c "SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = 'public' AND (proname LIKE '%_step' OR proname LIKE '%_final')" | tr '\n' ' ')
check pg_install_internal_functions_not_public "$got" "16 0 "
got=$(pgq inst -c "SELECT sitemap_urlset(loc) IS NOT NULL FROM (VALUES ('https://e.com/')) v(loc)")
check pg_install_aggregate_with_internal_functions "$got" "t"
got=$(pgq inst -c "DROP EXTENSION robots" -c "SELECT count(*) FROM pg_namespace WHERE nspname = 'robots_internal'")
check pg_install_drop_extension_drops_internal_schema "$got" "0"

# 1.0, then ALTER EXTENSION robots UPDATE: the same objects and functions
# as a fresh install of the default version.
MEMBERS="SELECT string_agg(d, E'\n' ORDER BY d) FROM (
  SELECT pg_describe_object(classid, objid, 0) AS d FROM pg_depend
   WHERE refclassid = 'pg_extension'::regclass AND deptype = 'e'
     AND refobjid = (SELECT oid FROM pg_extension WHERE extname = 'robots')
  UNION ALL
  SELECT concat_ws(' ', p.oid::regprocedure, provolatile, proisstrict,
                   proparallel, prokind, pronargdefaults, prosrc,
                   pg_get_function_result(p.oid))
    FROM pg_proc p JOIN pg_depend e ON e.objid = p.oid
   WHERE e.refclassid = 'pg_extension'::regclass AND e.deptype = 'e'
     AND e.refobjid = (SELECT oid FROM pg_extension WHERE extname = 'robots')) s"
fresh=$(pgq inst -c "CREATE EXTENSION robots" -c "$MEMBERS" -c "DROP EXTENSION robots")
got=$(pgq inst -c "CREATE EXTENSION robots VERSION '1.0'" \
  -c "SELECT extversion FROM pg_extension WHERE extname = 'robots'")
check pg_install_create_version_1_0 "$got" "1.0"
got=$(pgq inst -c "ALTER EXTENSION robots UPDATE" \
  -c "SELECT extversion FROM pg_extension WHERE extname = 'robots'")
check pg_install_update_1_0_to_default "$got" "$want"
updated=$(pgq inst -c "$MEMBERS")
if [ -n "$fresh" ] && [ "$fresh" = "$updated" ]; then
  echo "ok pg_install_updated_equals_fresh ($(printf '%s\n' "$fresh" | wc -l) objects)"
else
  printf '%s\n' "$fresh" >"$PG_ROOT/fresh"; printf '%s\n' "$updated" >"$PG_ROOT/updated"
  echo "FAIL pg_install_updated_equals_fresh:"
  diff "$PG_ROOT/fresh" "$PG_ROOT/updated" | head -10
fi
got=$(pgq inst -c "SELECT sitemap_check('x') IS NOT NULL, (robots_cache_stats() ? 'budget'), sitemap_url_normalize('https://E.com/a b')")
check pg_install_updated_new_functions_work "$got" "t|t|https://e.com/a%20b"

# make pg-install DESTDIR and make pg-uninstall DESTDIR: nothing left.
dest=$PG_ROOT/dest
make -s pg-install DESTDIR="$dest" >/dev/null 2>&1
n_in=$(find "$dest" -name 'robots*' -type f | wc -l)
make -s pg-uninstall DESTDIR="$dest" >/dev/null 2>&1
n_out=$(find "$dest" -name 'robots*' -type f | wc -l)
if [ "$n_in" -ge 5 ] && [ "$n_out" -eq 0 ]; then
  echo "ok pg_uninstall_removes_what_install_put ($n_in files)"
else
  echo "FAIL pg_uninstall_removes_what_install_put: $n_in installed, $n_out left"
fi

# No test installs without DESTDIR.
bad=$(grep -n 'make[^#]*pg-install' tests/sh/*.sh tests/pg/*.sh tests/bench/pg/*.sh tests/run.sh 2>/dev/null \
  | grep -v 'DESTDIR' | grep -v '^[^:]*:[0-9]*:[[:space:]]*#' \
  | grep -v '^tests/sh/test_pg_install.sh:')
check pg_install_no_test_installs_into_the_system "$bad" ""

# The system's directories are as they were.  Another process may install
# into them meanwhile (a checkout with older tests): a change only fails
# when the files there are now this checkout's.
after=$(snapshot)
if [ "$before" = "$after" ]; then
  echo "ok pg_install_system_directories_untouched"
elif cmp -s "$SYS_LIB/robots.so" dist/pg/robots.so \
     || cmp -s "$SYS_EXT/robots.control" ext/postgres/robots.control; then
  echo "FAIL pg_install_system_directories_untouched: this checkout's files are in $SYS_EXT or $SYS_LIB"
else
  echo "ok pg_install_system_directories_untouched (changed meanwhile, not with this checkout's files)"
fi
