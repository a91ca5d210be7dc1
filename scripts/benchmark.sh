#!/usr/bin/env bash
# Benchmark on a release build (see docs/benchmarks.md).
#   bash scripts/benchmark.sh                 # table + PASS/FAIL per target
#   bash scripts/benchmark.sh --markdown      # the same as markdown, for docs/benchmarks.md
#   bash scripts/benchmark.sh --runs 11       # more runs per median (default 7)
# Arguments are passed to viperize-bench (see `--help`).
set -euo pipefail
cd "$(dirname "$0")/.."
# The default .build, so this is the same build the README uses. Builds every product
# (viperize and viperize-bench); progress goes to stderr so --markdown output stays clean.
swift build -c release >&2
bin="$(swift build -c release --show-bin-path)"
exec "$bin/viperize-bench" --viperize "$bin/viperize" --fixtures Fixtures "$@"
