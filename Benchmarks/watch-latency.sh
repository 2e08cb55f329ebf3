#!/usr/bin/env bash
# How long a saved edit takes to reach the screen under `tcv run --watch` (README "Live reload"):
# runs the sample waterfall in tmux (80x24), scrolls a little, then for each of N edits writes a column
# count never built before (so each is a real rebuild) and times the save until the status line shows
# the rebuilt program's new content size. Prints one time per edit and the median.
# Usage: Benchmarks/watch-latency.sh [edits, default 6]   (needs tmux; builds tcv in debug first)
set -euo pipefail
cd "$(dirname "$0")/.."
edits="${1:-6}"
swift build --product tcv >&2
tcv="$(swift build --show-bin-path)/tcv"
work="$(mktemp -d)"
socket="tcv-watch-latency-$$"
trap 'tmux -L "$socket" kill-server 2>/dev/null || true; rm -rf "$work"' EXIT
cp Examples/Layouts/WaterfallLayout.swift "$work/Waterfall.swift"
# A fresh cache: every column count below is built for the first time.
export XDG_CACHE_HOME="$work/cache"
"$tcv" snapshot "$work/Waterfall.swift" --sections 1 --items 40 >/dev/null 2>&1
tmux -L "$socket" new-session -d -x 80 -y 24 "XDG_CACHE_HOME='$XDG_CACHE_HOME' '$tcv' run --watch '$work/Waterfall.swift' --sections 1 --items 40"
status() { tmux -L "$socket" capture-pane -p | tail -1; }
until status | grep -q '^WaterfallLayout'; do sleep 0.1; done
tmux -L "$socket" send-keys jjjjj
sleep 1
times=()
for columns in $(seq 4 $((3 + edits))); do
    before="$(status)"
    start=$(date +%s.%N)
    sed -i "s/var numberOfColumns = [0-9]*/var numberOfColumns = $columns/" "$work/Waterfall.swift"
    until [ "$(status)" != "$before" ] && status | grep -q '^WaterfallLayout'; do sleep 0.01; done
    elapsed=$(echo "$(date +%s.%N) - $start" | bc)
    times+=("$elapsed")
    printf '%d columns: %.2f s\n' "$columns" "$elapsed"
    sleep 1.5
done
printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "median of %d edits: %.2f s\n", NR, (NR % 2) ? a[(NR + 1) / 2] : (a[NR / 2] + a[NR / 2 + 1]) / 2 }'
