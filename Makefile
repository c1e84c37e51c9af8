# sqlite-robots: build, test and demo (`make demo`, `make test`); install
# (`make install`), embed (`make amalgamation`) and ship (`make release`).
# Everything built goes to dist/ (git-ignored).

CC       ?= cc
# DWARF 4: the valgrind that Debian 12 ships cannot read clang's default
# DWARF 5 (the valgrind tests would fail on a `make CC=clang` build).
CFLAGS   ?= -O2 -g -gdwarf-4
WARN     := -Wall -Wextra -Wshadow -Wconversion
# libcrypto (OpenSSL, libssl-dev): Ed25519 and SHA-256 for crawler_signature
# (ext/crawler/crawler_sig_crypto.c); builds without it define ROBOTS_NO_CRYPTO.
LIBS     := -lz -lm -lcrypto
DIST     := dist
OBJ      := $(DIST)/obj
SQLITE3  ?= sqlite3
# Link-time optimisation where the compiler and linker can do it: one call of
# robots_allowed crosses the binding, the cache, the URL path and the
# matcher, and inlining across those files takes about 0.05 off the join's
# ratio (ext/README.md).  The objects stay fat, so the C tests and the
# test programs link them as ordinary objects (NOLTO: -fno-lto, or GCC's
# linker plugin would optimise the whole engine again at each link, some
# 15 s of CPU for a program that reaches all of it).  `make LTO=` builds
# without.
ifeq ($(origin LTO),undefined)
LTO      := $(shell d=$$(mktemp -d 2>/dev/null) && \
              printf 'int f(void){return 0;}\n' > $$d/p.c && \
              $(CC) -Werror -flto=auto -ffat-lto-objects -fPIC -shared $$d/p.c \
                -o $$d/p.so >/dev/null 2>&1 && \
              echo '-flto=auto -ffat-lto-objects'; rm -rf "$$d")
endif
NOLTO    := $(if $(LTO),-fno-lto)

# The folders of ext/ are listed once, in ext/folders.mk: the engine
# (ENGINE_FOLDERS, which the C tests, fuzzers and benchmark link alone), its
# fetching code (FETCH_FOLDERS, libcurl: dist/robots_fetch only) and the
# bindings.  File names are unique across the folders, so the objects share
# one directory.
include ext/folders.mk
ENGINE_DIRS := $(addprefix ext/,$(ENGINE_FOLDERS))
FETCH_DIRS  := $(addprefix ext/,$(FETCH_FOLDERS))
CORE_SRC := $(wildcard $(addsuffix /*.c,$(ENGINE_DIRS)))
# sql_fetch.c is the binding of ext/fetch: it goes into dist/robots_fetch
# only, so that dist/robots has no network code and no libcurl.
SQL_SRC  := $(filter-out ext/sqlite/sql_fetch.c,$(wildcard ext/sqlite/*.c))
HDRS     := $(wildcard ext/*/*.h)
CORE_OBJ := $(patsubst %.c,$(OBJ)/%.o,$(notdir $(CORE_SRC)))
SQL_OBJ  := $(patsubst %.c,$(OBJ)/%.o,$(notdir $(SQL_SRC)))
vpath %.c $(ENGINE_DIRS) ext/sqlite $(FETCH_DIRS)
EXT      := $(DIST)/robots.so

# dist/robots_fetch: the fetching tables (ext/fetch + sql_fetch.c) over
# libcurl, with its own copy of the engine and of the binding's helpers.
# Built when libcurl's headers are there; without them `make` says how to
# get them and builds dist/robots alone.
FETCH_EXT := $(DIST)/robots_fetch.so
FETCH_OBJ := $(patsubst %.c,$(OBJ)/%.o,$(notdir $(wildcard $(addsuffix /*.c,$(FETCH_DIRS))))) \
             $(OBJ)/sql_fetch.o $(OBJ)/sql_util.o $(OBJ)/sql_catalog.o \
             $(OBJ)/sql_user_tables.o
# ... and over c-ares (crawler_dns: lookups of many addresses at once).
HAVE_CURL := $(shell printf '\043include <curl/curl.h>\n' | $(CC) -E -x c - \
               >/dev/null 2>&1 && echo 1)
HAVE_CARES := $(shell printf '\043include <ares.h>\n' | $(CC) -E -x c - \
               >/dev/null 2>&1 && echo 1)
ifeq ($(HAVE_CURL)$(HAVE_CARES),11)
FETCH_ALL := $(FETCH_EXT)
else
FETCH_ALL := fetch-missing
endif

CTEST_SRC := $(wildcard tests/c/test_*.c)
CTEST_BIN := $(patsubst tests/c/%.c,$(DIST)/tests/%,$(CTEST_SRC))

.PHONY: all demo test deps clean version fetch-missing help
all: $(EXT) $(FETCH_ALL) ## dist/robots.so, and dist/robots_fetch.so when libcurl is there (the default)

fetch-missing: $(EXT)
	@echo "sqlite-robots: built $(EXT); dist/robots_fetch needs libcurl and c-ares:" >&2
	@echo "  sudo apt-get update && sudo apt-get install -y libcurl4-openssl-dev libc-ares-dev" >&2

$(FETCH_EXT): $(CORE_OBJ) $(FETCH_OBJ)
	$(CC) $(CFLAGS) $(LTO) $(WARN) -fPIC -shared -o $@.tmp $^ -lcurl -lcares $(LIBS) \
	  && mv -f $@.tmp $@

# The version is set in the engine (CAT_VERSION in ext/catalog/catalog.h:
# robots_version() returns it in every host) and repeated for C programs in
# the public header ext/sqlite/sqlite-robots.h; make refuses to go on when
# they differ.  `make version` prints it.
VERSION := $(shell sed -n 's/^.define SQLITE_ROBOTS_VERSION "\(.*\)"$$/\1/p' \
             ext/sqlite/sqlite-robots.h)
ifneq ($(VERSION),$(shell sed -n 's/^.define CAT_VERSION "\(.*\)"$$/\1/p' ext/catalog/catalog.h))
$(error the version differs: ext/sqlite/sqlite-robots.h and ext/catalog/catalog.h (CAT_VERSION))
endif
# The Python wheel's name (make wheel, at the end of this file).
WHEEL := $(DIST)/sqlite_robots-$(VERSION)-py3-none-manylinux_2_17_x86_64.whl
version: ## print the version (set in ext/sqlite/sqlite-robots.h)
	@echo $(VERSION)

# Prerequisites: say exactly what to install when something is missing.
deps: $(DIST)/.deps-ok ## check the prerequisites; say what to install
$(DIST)/.deps-ok: tests/check_deps.sh
	@sh tests/check_deps.sh
	@mkdir -p $(DIST) && touch $@

# The loadable extensions are built against SQLite's own headers of a
# version that has sqlite3_is_interrupted (3.41+), vendored in ext/vendor/
# (public domain); the extension asks the running library's version before
# using anything newer than it.  A static link (SQLITE_CORE) uses the
# headers of the library it links instead.
SQLITE_INC := -Iext/vendor
# -fvisibility=hidden: the library exports only sqlite3_robots_init, and
# calls inside it are direct (no PLT).
$(OBJ)/%.o: %.c $(HDRS) | $(DIST)/.deps-ok
	@mkdir -p $(OBJ)
	$(CC) $(CFLAGS) $(LTO) $(WARN) $(SQLITE_INC) -fPIC -fvisibility=hidden -c $< -o $@

$(EXT): $(CORE_OBJ) $(SQL_OBJ)
	$(CC) $(CFLAGS) $(LTO) $(WARN) -fPIC -shared -o $@.tmp $^ $(LIBS) \
	  && mv -f $@.tmp $@

$(DIST)/tests/%: tests/c/%.c tests/c/check.h $(CORE_OBJ)
	@mkdir -p $(DIST)/tests
	$(CC) $(CFLAGS) $(NOLTO) $(WARN) -Iext -o $@ $< $(CORE_OBJ) $(LIBS)

demo: all ## build everything and run sql/demo.sql against dist/robots
	$(SQLITE3) -bail :memory: -cmd '.load ./$(DIST)/robots' < sql/demo.sql

# What tests of both lanes use is built before they start (two makes of one
# target at once would race): the amalgamation (the builds from it and the
# release archives), dist/catalog_dump (the DuckDB and PostgreSQL tests).
test: $(EXT) $(FETCH_ALL) $(CTEST_BIN) $(DIST)/sqlite-robots.c $(DIST)/sqlite-robots.h $(DIST)/catalog_dump ## run every test: ok/FAIL/SKIP lines, then "N passed, N failed, N skipped"
	@sh tests/run.sh

clean: ## remove dist/
	rm -rf $(DIST)

# `make help`: every target with a "## what it does" comment on its rule
# line, one line each, in the order of this file.
help: ## list the targets, one line each
	@awk 'match($$0, /^[a-z][a-zA-Z_-]*:.*## /) { \
	  t = $$0; sub(/:.*/, "", t); d = $$0; sub(/^[^#]*## /, "", d); \
	  printf "  make %-16s %s\n", t, d }' $(firstword $(MAKEFILE_LIST))

# ---- make bench: every performance goal as a ratio against a baseline
# measured in the same run; see tests/README.md.  Builds its helpers
# in dist/bench/ (the no-op extension, the libexpat baseline when present).
.PHONY: bench
bench: $(EXT) $(CORE_OBJ) ## the performance goals, each as a ratio to a baseline (tests/README.md)
	@sh tests/bench/run.sh

# ---- make mingw: the Windows cross-build (dist/mingw/robots.dll), every
# source compiled with -Werror.  Needs gcc-mingw-w64-x86-64 and
# libz-mingw-w64-dev; says so when they are missing.
.PHONY: mingw
mingw: ## cross-build dist/mingw/robots.dll for Windows (-Werror)
	@sh tests/cross/mingw.sh

# ---- Hardening: sanitizers, fuzzing, valgrind, out-of-memory,
# threads and limits.  The scripts live in tests/fuzz, tests/oom,
# tests/threads and tests/limits; they build into dist/hardening/.
ASAN_CC    ?= clang
ASAN_FLAGS := -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=undefined
ASAN_OBJ   := $(DIST)/asan/obj
FUZZ_SECONDS ?= 60
.PHONY: sanitize test-sanitize fuzz valgrind test-threads test-oom test-limits

sanitize: $(DIST)/asan/robots.so ## build dist/asan/robots.so (AddressSanitizer and UBSan)
$(ASAN_OBJ)/%.o: %.c $(HDRS)
	@mkdir -p $(ASAN_OBJ)
	$(ASAN_CC) $(ASAN_FLAGS) $(WARN) $(SQLITE_INC) -fPIC -c $< -o $@
$(DIST)/asan/robots.so: $(patsubst %.c,$(ASAN_OBJ)/%.o,$(notdir $(CORE_SRC) $(SQL_SRC)))
	$(ASAN_CC) $(ASAN_FLAGS) -shared -shared-libasan -o $@ $^ $(LIBS)
test-sanitize: sanitize ## the SQL tests under the sanitizers
	@sh tests/fuzz/sql_suite.sh asan
valgrind: $(EXT) ## the SQL tests under valgrind
	@sh tests/fuzz/sql_suite.sh valgrind
fuzz: ## fuzz every parser for FUZZ_SECONDS (default 60) each
	@FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz/run.sh
test-oom: ## every call with each allocation failing in turn
	@sh tests/oom/run.sh
test-threads: ## the engine from many threads at once
	@sh tests/threads/run.sh
test-limits: ## inputs at and over every size limit
	@sh tests/limits/run.sh

# ---- make amalgamation: the whole extension as one C file,
# dist/sqlite-robots.c, with its header dist/sqlite-robots.h (the public
# header, which declares sqlite3_robots_init).  tests/release/amalgamate.sh.
AMAL_C := $(DIST)/sqlite-robots.c
AMAL_H := $(DIST)/sqlite-robots.h
.PHONY: amalgamation
amalgamation: $(AMAL_C) $(AMAL_H) ## dist/sqlite-robots.c and .h: the extension as one C file
$(AMAL_C): $(CORE_SRC) $(SQL_SRC) $(HDRS) tests/release/amalgamate.sh
	@sh tests/release/amalgamate.sh $(DIST)
$(AMAL_H): ext/sqlite/sqlite-robots.h
	@mkdir -p $(DIST) && cp $< $@

# The static library, for programs that link SQLite: the amalgamation
# compiled with -DSQLITE_CORE into one object whose only global symbol is
# sqlite3_robots_init (objcopy makes every other one local, so the engine's
# names cannot clash with the program's).
STATIC_LIB := $(DIST)/libsqlite-robots.a
OBJCOPY    ?= objcopy
AR         ?= ar
$(STATIC_LIB): $(AMAL_C) | $(DIST)/.deps-ok
	@mkdir -p $(DIST)/static
	$(CC) $(CFLAGS) $(WARN) -DSQLITE_CORE -fPIC -c $(AMAL_C) \
	  -o $(DIST)/static/sqlite-robots.o
	$(OBJCOPY) --keep-global-symbol=sqlite3_robots_init \
	  $(DIST)/static/sqlite-robots.o $(DIST)/static/robots.o
	rm -f $@ && $(AR) rcs $@ $(DIST)/static/robots.o

# ---- make install / make uninstall, with PREFIX and DESTDIR:
#   $(EXTDIR)/robots.so          the loadable extension (.load it from there)
#   $(INCLUDEDIR)/sqlite-robots.h, $(LIBDIR)/libsqlite-robots.a
#   $(PKGCONFIGDIR)/sqlite-robots.pc   (pkg-config sqlite-robots)
# Every extension named in LOADABLE is installed from dist/NAME.so when that
# file has been built (robots always is; the wildcard is expanded when the
# recipe runs, after the build); add a name to ship another one.
PREFIX       ?= /usr/local
LIBDIR       ?= $(PREFIX)/lib
INCLUDEDIR   ?= $(PREFIX)/include
EXTDIR       ?= $(LIBDIR)/sqlite3
PKGCONFIGDIR ?= $(LIBDIR)/pkgconfig
INSTALL      ?= install
LOADABLE     := robots robots_fetch
.PHONY: install uninstall
install: $(EXT) $(STATIC_LIB) $(AMAL_H) ## install the extension, header, static library and .pc (PREFIX, DESTDIR)
	$(INSTALL) -d "$(DESTDIR)$(EXTDIR)" "$(DESTDIR)$(INCLUDEDIR)" \
	  "$(DESTDIR)$(LIBDIR)" "$(DESTDIR)$(PKGCONFIGDIR)"
	$(INSTALL) -m 755 $(wildcard $(LOADABLE:%=$(DIST)/%.so)) "$(DESTDIR)$(EXTDIR)/"
	$(INSTALL) -m 644 $(AMAL_H) "$(DESTDIR)$(INCLUDEDIR)/sqlite-robots.h"
	$(INSTALL) -m 644 $(STATIC_LIB) "$(DESTDIR)$(LIBDIR)/libsqlite-robots.a"
	@sh tests/release/pkgconfig.sh "$(VERSION)" "$(PREFIX)" "$(INCLUDEDIR)" \
	  "$(LIBDIR)" "$(EXTDIR)" >"$(DESTDIR)$(PKGCONFIGDIR)/sqlite-robots.pc"
	@echo "installed: .load $(EXTDIR)/robots   (pkg-config sqlite-robots)"
uninstall: ## remove what install installed
	rm -f $(foreach n,$(LOADABLE),"$(DESTDIR)$(EXTDIR)/$(n).so") \
	  "$(DESTDIR)$(INCLUDEDIR)/sqlite-robots.h" \
	  "$(DESTDIR)$(LIBDIR)/libsqlite-robots.a" \
	  "$(DESTDIR)$(PKGCONFIGDIR)/sqlite-robots.pc"
	-@rmdir "$(DESTDIR)$(EXTDIR)" 2>/dev/null || true

# ---- make release: dist/sqlite-robots-VERSION-linux-x86_64.tar.gz (the
# loadable extension, the amalgamation, its header, LICENSE, README.md, the
# Python wheel) and
# dist/sqlite-robots-VERSION-windows-x86_64.zip (robots.dll cross-built by
# MinGW, whose C and SQL tests must pass under wine first; `make release
# SKIP_WINE=1` packs it without running them).  tests/release/release.sh.
SKIP_WINE ?= 0
# The Linux archive also holds the Python wheel (make wheel, below), which
# Debian's python3 builds; without it the archive is packed without the
# wheel and release.sh says how to get it.
RELEASE_WHEEL := $(if $(wildcard /usr/bin/python3),$(WHEEL))
.PHONY: release release-linux release-windows wine-test
release: release-linux release-windows ## release-linux and release-windows
release-linux: $(EXT) $(AMAL_C) $(AMAL_H) $(RELEASE_WHEEL) ## dist/sqlite-robots-VERSION-linux-x86_64.tar.gz (with the wheel)
	@VERSION=$(VERSION) LOADABLE="$(LOADABLE)" WHEEL="$(RELEASE_WHEEL)" \
	  sh tests/release/release.sh linux
release-windows: $(AMAL_C) $(AMAL_H) ## dist/sqlite-robots-VERSION-windows-x86_64.zip (SKIP_WINE=1: no wine tests)
	@VERSION=$(VERSION) LOADABLE="$(LOADABLE)" SKIP_WINE=$(SKIP_WINE) \
	  sh tests/release/release.sh windows
# The C and SQL tests of the Windows build, run under wine (tests/cross/wine.sh).
wine-test: ## the C and SQL tests of the Windows build under wine
	@sh tests/cross/wine.sh

# ---- make pg: the PostgreSQL extension (ext/postgres, built with PGXS in
# dist/pg).  Needs pg_config and PGXS: on Debian,
#   sudo apt-get install postgresql-15 postgresql-server-dev-15
# `sudo make pg-install` installs it (DESTDIR=dir: under dir instead); then
# CREATE EXTENSION robots; `sudo make pg-uninstall` removes what it
# installed.  The tests never install into the system: tests/pg/lib.sh
# installs into a private PostgreSQL tree under a temporary directory.
# `make pg-bench`: the crawl-log join in PostgreSQL against a no-op, serial,
# parallel and sharded (tests/bench/pg/run.sh).
PG_CONFIG ?= pg_config
PG_DIST   := $(DIST)/pg
PG_MAKE    = $(MAKE) --no-print-directory -C $(PG_DIST) \
               -f $(CURDIR)/ext/postgres/Makefile VPATH=$(CURDIR) \
               PG_CONFIG=$(PG_CONFIG) with_llvm=no \
               ROBOTS_VERSION='$(VERSION)'
.PHONY: pg pg-install pg-uninstall pg-bench pg-check
pg-check:
	@p=$$($(PG_CONFIG) --pgxs 2>/dev/null); if [ -z "$$p" ] || [ ! -f "$$p" ]; then \
	  echo "make pg: needs pg_config and PGXS; on Debian:"; \
	  echo "  sudo apt-get install postgresql-15 postgresql-server-dev-15"; \
	  exit 1; fi
# The part of the install scripts that the catalog describes is written by
# dist/pg_script (ext/postgres/pg_script.c, linked with the engine):
# `make pg-script` rewrites robots--1.2.sql (robots--1.1.sql and that part)
# and robots--1.1--1.2.sql; tests/sh/test_pg_script.sh fails when the
# shipped scripts differ from what it writes.
PG_SCRIPT := $(DIST)/pg_script
$(PG_SCRIPT): ext/postgres/pg_script.c $(CORE_OBJ)
	$(CC) $(CFLAGS) $(NOLTO) $(WARN) -o $@ $< $(CORE_OBJ) $(LIBS)
# dist/catalog_dump: the catalog as JSON for the tests generated from it
# (tests/catalog/hosts.py).
$(DIST)/catalog_dump: tests/catalog/dump.c $(CORE_OBJ)
	$(CC) $(CFLAGS) $(NOLTO) $(WARN) -o $@ $< $(CORE_OBJ) $(LIBS)
.PHONY: pg-script catalog
pg-script: $(PG_SCRIPT) ## rewrite the PostgreSQL scripts' part that comes from the catalog
	@sh ext/postgres/pg_script.sh $(PG_SCRIPT) ext/postgres
catalog: pg-script $(DIST)/catalog_dump ## rewrite what comes from the catalog: PostgreSQL's scripts, the reference's table of hosts
	@sh ext/catalog/reference.sh $(DIST)/catalog_dump sql/README.md
pg: pg-check ## the PostgreSQL extension, in dist/pg (needs pg_config and PGXS)
	@mkdir -p $(addprefix $(PG_DIST)/ext/,$(ENGINE_FOLDERS) postgres)
	@$(PG_MAKE)
pg-install: pg ## install the PostgreSQL extension (then CREATE EXTENSION robots)
	@$(PG_MAKE) install
pg-uninstall: pg-check ## remove what pg-install installed
	@mkdir -p $(PG_DIST)
	@$(PG_MAKE) uninstall
pg-bench: pg $(EXT) ## the crawl-log join in PostgreSQL: no-op, serial, parallel, sharded
	@sh tests/bench/pg/run.sh

# ---- make duckdb: dist/robots.duckdb_extension, the same engine under
# DuckDB's stable C extension API (v1.2.0, C_STRUCT), with DuckDB's
# metadata footer appended (ext/duckdb/footer.sh).  The headers and the
# runtime library the tests use come from npm into dist/duckdb
# (`make duckdb-deps`); `make duckdb` says so when they are missing.
DDB_DIR     := $(DIST)/duckdb
DDB_INC     := $(DDB_DIR)/include
DDB_LIBDIR  := $(DDB_DIR)/node_modules/@duckdb/node-bindings-linux-x64
DDB_EXT     := $(DIST)/robots.duckdb_extension
DDB_SRC     := $(wildcard ext/duckdb/*.c)
DDB_OBJ     := $(patsubst ext/duckdb/%.c,$(DIST)/ddb/%.o,$(DDB_SRC))
DDB_HOST    := $(DIST)/duckdb/host
HAVE_DDB    := $(shell test -f $(DDB_INC)/duckdb_extension.h && echo 1)
.PHONY: duckdb duckdb-deps duckdb-missing duckdb-bench
ifeq ($(HAVE_DDB),1)
DDB_ALL     := $(DDB_EXT) $(DDB_HOST)
else
DDB_ALL     := duckdb-missing
endif
duckdb: $(DDB_ALL) ## dist/robots.duckdb_extension and dist/duckdb/host (after make duckdb-deps)
duckdb-missing:
	@echo "sqlite-robots: dist/robots.duckdb_extension needs DuckDB's headers" >&2
	@echo "  (npm's duckdb@1.4.4) and, for its tests, libduckdb (npm's" >&2
	@echo "  @duckdb/node-api); get both into $(DDB_DIR) with:" >&2
	@echo "  make duckdb-deps     (needs npm: sudo apt-get install -y npm)" >&2
	@exit 1
duckdb-deps: ## DuckDB's headers and libduckdb into dist/duckdb, with npm
	@sh tests/duckdb/deps.sh $(DDB_DIR)
$(DIST)/ddb/%.o: ext/duckdb/%.c ext/duckdb/ddb_util.h $(HDRS) | $(DIST)/.deps-ok
	@mkdir -p $(DIST)/ddb
	$(CC) $(CFLAGS) $(LTO) $(WARN) -fPIC -fvisibility=hidden -I$(DDB_INC) \
	  -DROBOTS_VERSION='"$(VERSION)"' -c $< -o $@
$(DDB_EXT): $(CORE_OBJ) $(DDB_OBJ) ext/duckdb/footer.sh
	$(CC) $(CFLAGS) $(LTO) $(WARN) -fPIC -shared -o $@.tmp $(CORE_OBJ) \
	  $(DDB_OBJ) -lpthread $(LIBS) \
	  && sh ext/duckdb/footer.sh $@.tmp v$(VERSION) && mv -f $@.tmp $@
# The crawl-log join in DuckDB (one thread, two) against SQLite.
duckdb-bench: $(EXT) duckdb ## the crawl-log join in DuckDB (one thread, two) against SQLite
	@/usr/bin/python3 tests/duckdb/bench.py
$(DDB_HOST): tests/duckdb/host.c
	$(CC) $(CFLAGS) $(WARN) -I$(DDB_INC) -o $@ $< -L$(DDB_LIBDIR) -lduckdb \
	  -Wl,-rpath,'$$ORIGIN/node_modules/@duckdb/node-bindings-linux-x64' -lpthread

# ---- make wheel: the Python package (ext/python/sqlite_robots) with the
# built extensions, as dist/sqlite_robots-<version>-py3-none-manylinux_2_17_
# x86_64.whl, written by ext/python/build_wheel.py (standard library only).
.PHONY: wheel
wheel: $(WHEEL) ## dist/sqlite_robots-VERSION-py3-none-manylinux_2_17_x86_64.whl (pip install it)
$(WHEEL): $(EXT) $(FETCH_ALL) ext/python/build_wheel.py $(wildcard ext/python/sqlite_robots/*.py)
	@test -x /usr/bin/python3 || { echo "sqlite-robots: make wheel needs Debian's python3:" >&2; \
	  echo "  sudo apt-get update && sudo apt-get install -y python3" >&2; exit 1; }
	@/usr/bin/python3 ext/python/build_wheel.py $(DIST) $(VERSION)
