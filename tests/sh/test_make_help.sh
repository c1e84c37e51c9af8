#!/bin/sh
# `make help` lists every target the Makefile documents (a "target: ... ##
# what it does" line), each once with its text, and nothing else.
cd "$(dirname "$0")/../.." || exit 1
out=$(make -s help 2>&1) || { echo "FAIL make_help_runs: $out"; exit 0; }
want=$(sed -n 's/^\([a-z][a-z0-9_-]*\):.*## .*/\1/p' Makefile | sort -u)
got=$(printf '%s\n' "$out" | sed -n 's/^  make \([a-z][a-z0-9_-]*\) .*/\1/p' | sort)
if [ -n "$want" ] && [ "$want" = "$(printf '%s\n' "$got" | sort -u)" ] \
   && [ "$(printf '%s\n' "$got" | wc -l)" -eq "$(printf '%s\n' "$want" | wc -l)" ]; then
  echo "ok make_help_lists_every_documented_target_once ($(printf '%s\n' "$want" | wc -l) targets)"
else
  echo "FAIL make_help_lists_every_documented_target_once: missing [$(printf '%s\n' "$want" | grep -vxF "$got" | tr '\n' ' ')] extra [$(printf '%s\n' "$got" | grep -vxF "$want" | tr '\n' ' ')]"
fi

# Every target a user runs (each .PHONY name but the internal *-missing and
# *-check ones, which only print what to install) is documented, so that
# `make help` shows it: make duckdb, duckdb-deps, wheel, ...
phony=$(sed -n 's/^\.PHONY:\(.*\)/\1/p' Makefile | tr ' ' '\n' \
        | grep -v -e '^$' -e '-missing$' -e '-check$' | sort -u)
undoc=$(printf '%s\n' "$phony" | grep -vxF "$want" | tr '\n' ' ')
if [ -z "$undoc" ]; then
  echo "ok make_help_lists_every_phony_target_but_internal_ones ($(printf '%s\n' "$phony" | wc -l) targets)"
else
  echo "FAIL make_help_lists_every_phony_target_but_internal_ones: undocumented [$undoc]"
fi
