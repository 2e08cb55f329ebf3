#!/usr/bin/env bash
# Instructions per operation for every scenario, counted by callgrind (valgrind), for machines where
# the benchmark harness cannot read CPU counters (`perf stat -e instructions true` says
# "not supported", as in a VM). Callgrind counts only inside FrameInstructions' `measuredRuns`, so
# building the scenario (a million delegate sizes included) is not counted. The count is the same
# on every run of the same binary, whatever else the machine is doing.
# Usage: ./instructions.sh [runs per scenario, default 200]
set -euo pipefail
cd "$(dirname "$0")"
runs="${1:-200}"
# Dictionaries hash with a per-process seed; fixing it makes the counts repeat exactly.
export SWIFT_DETERMINISTIC_HASHING=1
swift build -c release --product FrameInstructions >&2
binary="$(swift build -c release --show-bin-path)/FrameInstructions"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
printf '| scenario | instructions per operation | elements on screen |\n| --- | ---: | ---: |\n'
"$binary" --list | while IFS= read -r name; do
    summary="$(valgrind --tool=callgrind --callgrind-out-file="$out/callgrind.out" --collect-atstart=no \
        '--toggle-collect=*measuredRuns*' "$binary" "$name" "$runs" 2>"$out/valgrind.log")"
    total="$(sed -n 's/.*Collected : \([0-9]*\).*/\1/p' "$out/valgrind.log")"
    elements="$(sed -n 's/.*runs, \([0-9]*\) elements on screen/\1/p' <<<"$summary")"
    printf '| %s | %d | %s |\n' "$name" "$((total / runs))" "$elements"
done
