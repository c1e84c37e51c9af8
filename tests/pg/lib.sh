# tests/pg/lib.sh: throw-away PostgreSQL servers for the tests and the
# benchmark, sourced by tests/sh/test_pg_*.sh and tests/bench/pg/run.sh.
#
#   pg_prereq            status 1 with the reason in PG_SKIP when something
#                        is missing; else builds the extension and installs
#                        it into a private PostgreSQL tree (pg_private_tree)
#   pg_start NAME        initdb + start a server of that tree on 127.0.0.1,
#                        a free port, a private data directory and socket
#                        directory; sets PORT_<NAME>
#   pgq NAME SQL...      psql -X -A -t -q on that server (as postgres)
#   pg_stop_all          stop every server started (call it from a trap)
#
# Nothing is written outside the checkout and $PG_ROOT (a directory under
# $TMPDIR or /tmp, removed by pg_stop_all): the system's extension and
# library directories are never touched, as root or not.
#
# PostgreSQL refuses to run as root: as root the servers run as the
# `postgres` user (su); as another user they run as that user.

PG_CONFIG=${PG_CONFIG:-pg_config}
PG_APT="apt-get install postgresql-15 postgresql-server-dev-15"
PG_ROOT=""
PG_NAMES=""
PG_TREE=""

# Create $PG_ROOT (once): readable by the server's user.
pg_root() {
  [ -n "$PG_ROOT" ] && return 0
  PG_ROOT=$(mktemp -d "${TMPDIR:-/tmp}/robots-pg.XXXXXX") || return 1
  chmod 755 "$PG_ROOT"
  [ "$(id -u)" -eq 0 ] && chown postgres "$PG_ROOT"
  return 0
}

# pg_private_tree: $PG_TREE, a PostgreSQL installation of our own in
# $PG_ROOT/tree.  The server finds its share directory (extension control
# files) and $libdir relative to the real path of its executable, so the
# tree holds a copy of the postgres executable at the system's bin path,
# symbolic links to every file of the system's share and library
# directories but robots*, and this checkout's extension installed into it
# with `make pg-install DESTDIR=$PG_TREE`.
pg_private_tree() {
  PG_TREE=$PG_ROOT/tree
  bin=$("$PG_CONFIG" --bindir); share=$("$PG_CONFIG" --sharedir)
  lib=$("$PG_CONFIG" --pkglibdir)
  mkdir -p "$PG_TREE$bin" "$PG_TREE$share/extension" "$PG_TREE$lib" || return 1
  cp "$bin/postgres" "$PG_TREE$bin/postgres" || return 1
  for f in "$share"/* "$share/extension"/* "$lib"/*; do
    case $f in "$share/extension"|*/robots.so|*/robots.control|*/robots--*) continue ;; esac
    ln -s "$f" "$PG_TREE${f%/*}/" || return 1
  done
  make -s pg-install DESTDIR="$PG_TREE" >"$PG_ROOT/install.log" 2>&1 \
    || { PG_SKIP="make pg-install DESTDIR failed: $(tail -3 "$PG_ROOT/install.log")"; return 1; }
  chmod -R a+rX "$PG_TREE"
}

# Return 1 with PG_SKIP saying why the PostgreSQL tests cannot run, or 0
# with PGBIN set and the extension built and installed in $PG_TREE.
pg_prereq() {
  if ! command -v "$PG_CONFIG" >/dev/null 2>&1; then
    PG_SKIP="no pg_config ($PG_APT)"; return 1
  fi
  PGBIN=$("$PG_CONFIG" --bindir)
  if [ ! -x "$PGBIN/initdb" ] || [ ! -x "$PGBIN/pg_ctl" ]; then
    PG_SKIP="no initdb in $PGBIN ($PG_APT)"; return 1
  fi
  pgxs=$("$PG_CONFIG" --pgxs 2>/dev/null)
  if [ -z "$pgxs" ] || [ ! -f "$pgxs" ]; then
    PG_SKIP="no PGXS ($PG_APT)"; return 1
  fi
  if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then
    PG_SKIP="running as root without a postgres user ($PG_APT)"; return 1
  fi
  if ! make -s pg >"${TMPDIR:-/tmp}/robots-pg-build.$$" 2>&1; then
    PG_SKIP="make pg failed: $(tail -3 "${TMPDIR:-/tmp}/robots-pg-build.$$")"
    rm -f "${TMPDIR:-/tmp}/robots-pg-build.$$"; return 1
  fi
  rm -f "${TMPDIR:-/tmp}/robots-pg-build.$$"
  pg_root || { PG_SKIP="cannot create a directory in ${TMPDIR:-/tmp}"; return 1; }
  pg_private_tree || { PG_SKIP=${PG_SKIP:-"cannot build the private tree in $PG_ROOT"}; return 1; }
  return 0
}

# Run a command as the server's user.
pg_as() {
  if [ "$(id -u)" -eq 0 ]; then
    su postgres -s /bin/sh -c "$*"
  else
    sh -c "$*"
  fi
}

# A free TCP port on 127.0.0.1.
pg_free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])' 2>/dev/null \
    || echo $((20000 + $$ % 20000))
}

# pg_start NAME [extra postgres -c settings...]: a new server.
pg_start() {
  name=$1; shift
  pg_root || return 1
  port=$(pg_free_port)
  dir=$PG_ROOT/$name
  opts="-c listen_addresses=127.0.0.1 -p $port -k $PG_ROOT -c fsync=off"
  opts="$opts -c synchronous_commit=off -c full_page_writes=off"
  for o in "$@"; do opts="$opts -c $o"; done
  pg_as "'$PGBIN/initdb' -D '$dir' -A trust -U postgres -E UTF8 --locale=C.UTF-8 >'$PG_ROOT/$name.initdb.log' 2>&1" \
    || { tail -5 "$PG_ROOT/$name.initdb.log"; return 1; }
  pg_as "'$PGBIN/pg_ctl' -D '$dir' -l '$PG_ROOT/$name.log' -w -t 60 -p '$PG_TREE$PGBIN/postgres' -o '$opts' start >/dev/null" \
    || { tail -5 "$PG_ROOT/$name.log"; return 1; }
  PG_NAMES="$PG_NAMES $name"
  eval "PORT_$name=$port"
}

# pgq NAME [psql options] -c SQL | < file: quiet, unaligned, tuples only.
pgq() {
  name=$1; shift
  eval "port=\$PORT_$name"
  "$PGBIN/psql" -X -A -t -q -v ON_ERROR_STOP=1 -h "$PG_ROOT" -p "$port" \
    -U postgres -d postgres "$@"
}

pg_stop_all() {
  for n in $PG_NAMES; do
    pg_as "'$PGBIN/pg_ctl' -D '$PG_ROOT/$n' -m immediate -w stop >/dev/null 2>&1"
  done
  PG_NAMES=""
  [ -n "$PG_ROOT" ] && rm -rf "$PG_ROOT"
  PG_ROOT=""
}

# pg_shard_setup ROWS: servers coord, shard1, shard2; on the coordinator
# log and robots hash-partitioned by host over postgres_fdw foreign
# partitions on the shards (the extension installed everywhere and named in
# each foreign server's extensions option), plus log_local/robots_local
# with the same rows for the single-node answer.  The rows come from
# tests/bench/pg/gen.py (the real corpus when $ROBOTS_DATA has it).
pg_shard_setup() {
  rows=$1
  for n in shard1 shard2 coord; do
    pg_start $n max_parallel_workers_per_gather=0 jit=off || return 1
  done
  i=0
  for n in shard1 shard2; do
    pgq $n -c "CREATE EXTENSION robots" \
      -c "CREATE TABLE log_$i(host text, agent text, url text)" \
      -c "CREATE TABLE robots_$i(host text PRIMARY KEY, txt bytea)" || return 1
    i=$((i + 1))
  done
  pgq coord <<SQL || return 1
CREATE EXTENSION robots;
CREATE EXTENSION postgres_fdw;
CREATE SERVER shard1 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_shard1', dbname 'postgres', extensions 'robots',
  fetch_size '10000', batch_size '1000', use_remote_estimate 'true',
  async_capable 'true');
CREATE SERVER shard2 FOREIGN DATA WRAPPER postgres_fdw OPTIONS (host '127.0.0.1',
  port '$PORT_shard2', dbname 'postgres', extensions 'robots',
  fetch_size '10000', batch_size '1000', use_remote_estimate 'true',
  async_capable 'true');
CREATE USER MAPPING FOR postgres SERVER shard1 OPTIONS (user 'postgres');
CREATE USER MAPPING FOR postgres SERVER shard2 OPTIONS (user 'postgres');
CREATE TABLE log(host text, agent text, url text) PARTITION BY HASH (host);
CREATE FOREIGN TABLE log_0 PARTITION OF log
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER shard1;
CREATE FOREIGN TABLE log_1 PARTITION OF log
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER shard2;
CREATE TABLE robots(host text, txt bytea) PARTITION BY HASH (host);
CREATE FOREIGN TABLE robots_0 PARTITION OF robots
  FOR VALUES WITH (MODULUS 2, REMAINDER 0) SERVER shard1;
CREATE FOREIGN TABLE robots_1 PARTITION OF robots
  FOR VALUES WITH (MODULUS 2, REMAINDER 1) SERVER shard2;
CREATE TABLE log_local(host text, agent text, url text);
CREATE TABLE robots_local(host text PRIMARY KEY, txt bytea);
SQL
  if [ -d "${ROBOTS_DATA:-../shared/data}/robots_corpus" ]; then
    src=${ROBOTS_DATA:-../shared/data}
  else
    src=--synthetic
  fi
  python3 tests/bench/pg/gen.py "$src" "$rows" >"$PG_ROOT/load.sql" || return 1
  pgq coord -f "$PG_ROOT/load.sql" || return 1
  sed 's/^COPY robots(/COPY robots_local(/; s/^COPY log(/COPY log_local(/' \
    "$PG_ROOT/load.sql" | pgq coord || return 1
  for n in shard1 shard2; do pgq $n -c "VACUUM ANALYZE" || return 1; done
  pgq coord -c "VACUUM ANALYZE" || return 1
}
