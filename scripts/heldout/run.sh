#!/usr/bin/env bash
# A second yardstick beside ../shared/realcode: 30 controllers of the same 18 apps that the
# practice corpus does not list (corpus.tsv here: repository, commit and path only; no code).
# It runs the practice evaluator on them, with the same checks, to show what tuning to the 36
# practice files would hide. From the project root, after `swift build -c release`:
#   bash scripts/heldout/run.sh MIRRORS [OUT] [LIST]
# MIRRORS is the folder the search tool's fetch copies snapshots into (as for make_corpus.sh);
# the files land in ${VIPERIZE_HELDOUT:-~/.cache/viperize-heldout}. LIST is another list of the
# same form: wide.tsv here names 143 more controllers of the same apps, picked at random, without
# companion files, which shows what breaks on code nobody looked at (crashes, refusals, new
# compile errors); its files land in ~/.cache/viperize-heldout-wide. Test input only: never commit
# them, nor copy their code into the project. VZBIN names another build to evaluate (a copy of an
# earlier one, to compare outputs); the default is .build/release/viperize.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
shared=${VIPERIZE_SHARED:-$root/../shared/realcode}
mirrors=${1:?usage: run.sh MIRRORS [OUT]}
out=${2:-${TMPDIR:-/tmp}/viperize-heldout-out}
list=${3:-$root/scripts/heldout/corpus.tsv}
files=${VIPERIZE_HELDOUT:-$HOME/.cache/viperize-heldout}
[ "$list" = "$root/scripts/heldout/corpus.tsv" ] || files=$files-$(basename "$list" .tsv)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp "$shared/evaluate.py" "$shared/compilecheck.py" "$shared/make_corpus.sh" "$work/"
cp "$list" "$work/corpus.tsv"
head -1 "$shared/labels.tsv" > "$work/labels.tsv"
bash "$work/make_corpus.sh" "$mirrors" "$files"
cd "$root"
python3 "$work/evaluate.py" --bin "${VZBIN:-.build/release/viperize}" --files "$files" --out "$out"
