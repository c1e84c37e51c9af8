#!/bin/sh
# deps.sh DIR: get what the DuckDB extension builds and tests with into DIR
# with npm (never running a package's install script): DuckDB's C headers
# from the duckdb@1.4.4 tarball, and libduckdb.so (1.5.x) from
# @duckdb/node-bindings-linux-x64, which @duckdb/node-api brings.  The
# versions are pinned, so every machine builds and tests against the same
# DuckDB (NODE_API=... to try another).
set -e
NODE_API=${NODE_API:-1.5.6-r.1}
dir=${1:-dist/duckdb}
if ! command -v npm >/dev/null 2>&1; then
  echo "deps.sh: needs npm: sudo apt-get install -y npm" >&2
  exit 1
fi
mkdir -p "$dir/include"
cd "$dir"
if [ ! -f include/duckdb_extension.h ]; then
  npm pack --silent duckdb@1.4.4 >/dev/null
  tar xzf duckdb-1.4.4.tgz package/src/duckdb/src/include/duckdb.h \
      package/src/duckdb/src/include/duckdb_extension.h
  mv package/src/duckdb/src/include/duckdb.h package/src/duckdb/src/include/duckdb_extension.h include/
  rm -rf package duckdb-1.4.4.tgz
fi
if [ ! -f node_modules/@duckdb/node-bindings-linux-x64/libduckdb.so ]; then
  [ -f package.json ] || echo '{"private": true}' > package.json
  npm install --silent --ignore-scripts --no-audit --no-fund --save-exact \
    "@duckdb/node-api@$NODE_API"
fi
echo "deps.sh: DuckDB's headers and libduckdb are in $dir"
