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

# `agency games` prints: ID GAME STATUS ACTIONS ...; finished games have status "over".
games="$("$agency" games)"
exported=0
while read -r id game status _rest; do
    [ "$status" = over ] || continue
    "$agency" export "$id" --output "$out/$game-$id.jsonl"
    exported=$((exported + 1))
done <<LIST
$games
LIST
echo "$exported finished game(s) exported to $out"
