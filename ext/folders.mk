# ext/folders.mk: the one list of ext/'s folders.  Read by the Makefile,
# ext/postgres/Makefile, tests/release/amalgamate.sh, the test scripts that
# compile the engine and tests/sh/test_source_shape.sh (scripts take the
# words after ":=" with sed).  A folder added to ext/ is added here.
#
# ENGINE_FOLDERS  the engine, lowest layer first: what dist/robots, the
#                 PostgreSQL extension, the C tests, fuzzers and benchmark
#                 link (ext/core depends on nothing above it).
# FETCH_FOLDERS   the engine's fetching code: it needs libcurl, so it goes
#                 into dist/robots_fetch only.
# BINDING_FOLDERS the bindings: SQLite (dist/robots, dist/robots_fetch),
#                 PostgreSQL (`make pg`) and DuckDB (`make duckdb`).  The
#                 engine includes none.
# PACKAGE_FOLDERS no C: the Python package of the SQLite extension
#                 (`make wheel`).
# VENDOR_FOLDERS  third-party headers, as their authors ship them (SQLite's
#                 sqlite3.h and sqlite3ext.h); not this project's code.
ENGINE_FOLDERS  := core crawler robots usage whatif meta sitemap log catalog
FETCH_FOLDERS   := fetch
BINDING_FOLDERS := sqlite postgres duckdb
PACKAGE_FOLDERS := python
VENDOR_FOLDERS  := vendor
