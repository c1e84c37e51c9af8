#!/bin/sh
# pg_script.sh PG_SCRIPT DIR: write DIR/robots--1.2.sql (robots--1.1.sql,
# then the catalog's part) and DIR/robots--1.1--1.2.sql (the catalog's
# part) from what the program PG_SCRIPT prints, each catalog part preceded
# by the hand-written part pg_script_hand.sql (what CREATE OR REPLACE
# cannot do: a 1.1 function whose result columns change is dropped there,
# and the catalog's part creates it).  `make pg-script` runs it;
# tests/sh/test_pg_script.sh runs it into a temporary DIR and compares.
set -e
prog=$1; dir=$2; src=$(dirname "$0")
part=$("$prog")
{ sed 's/^-- robots--1.1.sql:/-- robots--1.2.sql:/' "$src/robots--1.1.sql"
  echo
  cat "$src/pg_script_hand.sql"
  echo
  echo "-- The functions the catalog describes ---------------------------------"
  echo "$part"
} > "$dir/robots--1.2.sql"
{ echo "-- robots--1.1--1.2.sql: from 1.1 to 1.2, the functions the catalog"
  echo "-- describes (new ones, and those whose C code is now the catalog's)."
  echo
  printf '%s\n' '\echo Use "ALTER EXTENSION robots UPDATE TO '"'1.2'"'" to load this file. \quit'
  echo
  cat "$src/pg_script_hand.sql"
  echo
  echo "$part"
} > "$dir/robots--1.1--1.2.sql"
