#!/usr/bin/env python3
"""Compares `viperize audit --format json` with a corpus list (corpus.tsv: repo, commit, path,
language, lines, companions, note): every listed controller must be found (audited or failed),
with exactly the listed companions, plus the .h beside an Objective-C .m when there is one.

    viperize audit ROOT --format json > audit.json
    python3 scripts/check-audit-corpus.py corpus.tsv audit.json ROOT

Exit 0 when every controller matches; prints one line per controller.
"""
import csv, json, os, sys

def main(tsv, audit_path, root):
    audit = json.load(open(audit_path))
    found = {}
    for entry in audit["controllers"] + audit["failures"]:
        rel = os.path.relpath(entry["file"], root)
        companions = {os.path.relpath(p, root) for p in entry["companions"] + entry["otherLanguageCompanions"]}
        status = "failed" if "message" in entry else entry["convert"]["outcome"]
        found[rel] = (entry["name"], companions, status)
    failures = 0
    rows = list(csv.DictReader(open(tsv), delimiter="\t"))
    for row in rows:
        folder = row["repo"].replace("/", "__")
        path = os.path.join(folder, row["path"])
        expected = {os.path.join(folder, c) for c in row["companions"].split(",") if c}
        if path.endswith(".m"):
            header = path[:-2] + ".h"
            if os.path.exists(os.path.join(root, header)):
                expected.add(header)
        if path not in found:
            print(f"MISSING  {path}")
            failures += 1
            continue
        name, companions, status = found[path]
        if companions != expected:
            print(f"COMPANIONS {path}: missing {sorted(expected - companions)}, extra {sorted(companions - expected)}")
            failures += 1
        else:
            print(f"ok       {name} ({status}, {len(companions)} companions)")
    listed = {os.path.join(r["repo"].replace("/", "__"), r["path"]) for r in rows}
    for extra in sorted(set(found) - listed):
        print(f"EXTRA    {extra} ({found[extra][0]})")
    print(f"{len(rows) - failures}/{len(rows)} controllers found with the right companions")
    return 1 if failures else 0

if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:4]))
