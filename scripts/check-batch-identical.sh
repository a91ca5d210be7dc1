#!/usr/bin/env bash
# Converts the controllers of an audit JSON twice — in one batch (--jobs N) and one `convert`
# per controller — and checks that the two module trees are byte-identical.
#   bash scripts/check-batch-identical.sh VIPERIZE audit.json WORKDIR [JOBS]
set -uo pipefail
viperize=$1 audit=$2 work=$3 jobs=${4:-2}
rm -rf "$work/batch" "$work/single" && mkdir -p "$work"
"$viperize" convert --from-audit "$audit" --output "$work/batch" --jobs "$jobs" >/dev/null 2>"$work/batch.err"
echo "batch exit $?: $(tail -1 "$work/batch.err")"
python3 - "$audit" > "$work/groups.txt" <<'PY'
import json, sys
for c in json.load(open(sys.argv[1]))["controllers"]:
    print("\t".join([c["name"], c["file"]] + c["companions"]))
PY
singles=0 statuses=""
while IFS=$'\t' read -r name files; do
  IFS=$'\t' read -r -a paths <<<"$files"
  "$viperize" convert "${paths[@]}" --class "$name" --output "$work/single" >/dev/null 2>>"$work/single.err"
  statuses+="$? "; singles=$((singles + 1))
done < "$work/groups.txt"
echo "one by one: $singles runs, exit codes: $(tr ' ' '\n' <<<"$statuses" | sort | uniq -c | tr '\n' ' ')"
if diff -r "$work/batch" "$work/single" >/dev/null; then
  echo "IDENTICAL: $(find "$work/batch" -type f | wc -l) files"
else
  echo "DIFFERENT:"; diff -rq "$work/batch" "$work/single" | head; exit 1
fi
