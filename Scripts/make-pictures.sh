#!/usr/bin/env bash
# Regenerates the README's pictures (Docs/Pictures/*.svg) with the tcv built from this checkout:
# each line of Docs/Pictures/pictures.txt is `FILE ARGUMENTS…`, run as `tcv ARGUMENTS --format svg > FILE`.
# The same list is checked by Tests/EndToEndTests/PicturesTests.swift, so run this after a change that
# alters a frame, and commit the pictures with it.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product tcv >&2
tcv="$(swift build --show-bin-path)/tcv"
set -f   # key scripts such as <Down> are words, never globs
while read -r file arguments; do
    case "$file" in ''|'#'*) continue ;; esac
    # shellcheck disable=SC2086  # the arguments are split at spaces on purpose
    "$tcv" $arguments --format svg > "Docs/Pictures/$file.tmp"
    mv "Docs/Pictures/$file.tmp" "Docs/Pictures/$file"
    echo "Docs/Pictures/$file" >&2
done < Docs/Pictures/pictures.txt
