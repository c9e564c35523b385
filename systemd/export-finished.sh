#!/bin/sh
# Writes every finished game as JSON Lines, one file per game named
# GAME-ID.jsonl, into DIR (default: the service's state directory + /exports).
# Run by agency-export.service; rewriting a file already there changes nothing.
#
#     export-finished.sh [DIR]
set -eu

agency="${AGENCY:-/opt/agency/venv/bin/agency}"
out="${1:-${STATE_DIRECTORY:-/var/lib/agency}/exports}"
mkdir -p "$out"

# `agency games --finished` prints one finished game a line: ID NAME, the name already
# plain; both are checked again here so nothing read from the store can name a path.
games="$("$agency" games --finished)"
exported=0
while read -r id name; do
    [ -n "$id" ] || continue
    case "$id" in *[!0-9]*) echo "export-finished.sh: skipping a game id that is not a number" >&2; continue ;; esac
    case "$name" in '' | *[!a-z0-9_]*) name=game ;; esac
    "$agency" export "$id" --output "$out/$name-$id.jsonl"
    exported=$((exported + 1))
done <<LIST
$games
LIST
echo "$exported finished game(s) exported to $out"
