#!/bin/sh
# footer.sh LIB VERSION: append DuckDB's extension metadata footer to LIB.
# A WebAssembly-style custom section header (22 bytes: 00, the size 531 as
# LEB128 93 04, the name length 16, "duckdb_signature", 512 as LEB128
# 80 04), then eight 32-byte NUL-padded fields (three empty, the ABI
# "C_STRUCT", the extension's version, the C API version "v1.2.0", the
# platform "linux_amd64", the magic "4") and 256 zero bytes where a signed
# build keeps its signature.  DuckDB loads the file with
# allow_unsigned_extensions.
set -e
lib=$1; ver=$2
field() { printf '%s' "$1"; head -c $((32 - ${#1})) /dev/zero; }
{
  printf '\000\223\004\020duckdb_signature\200\004'
  field ''; field ''; field ''
  field C_STRUCT; field "$ver"; field v1.2.0; field linux_amd64; field 4
  head -c 256 /dev/zero
} >>"$lib"
