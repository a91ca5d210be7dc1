#!/usr/bin/env bash
# A second yardstick beside ../shared/realcode: 30 controllers of the same 18 apps that the
# practice corpus does not list (corpus.tsv here: repository, commit and path only; no code).
# It runs the practice evaluator on them, with the same checks, to show what tuning to the 36
# practice files would hide. From the project root, after `swift build -c release`:
#   bash scripts/heldout/run.sh MIRRORS [OUT]
# MIRRORS is the folder the search tool's fetch copies snapshots into (as for make_corpus.sh);
# the files land in ${VIPERIZE_HELDOUT:-~/.cache/viperize-heldout}. Test input only: never commit
# them, nor copy their code into the project.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
shared=${VIPERIZE_SHARED:-$root/../shared/realcode}
mirrors=${1:?usage: run.sh MIRRORS [OUT]}
out=${2:-${TMPDIR:-/tmp}/viperize-heldout-out}
files=${VIPERIZE_HELDOUT:-$HOME/.cache/viperize-heldout}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$shared/evaluate.py" "$shared/compilecheck.py" "$shared/make_corpus.sh" "$work/"
cp "$root/scripts/heldout/corpus.tsv" "$work/corpus.tsv"
head -1 "$shared/labels.tsv" > "$work/labels.tsv"
bash "$work/make_corpus.sh" "$mirrors" "$files"
cd "$root"
python3 "$work/evaluate.py" --bin .build/release/viperize --files "$files" --out "$out"
