#!/usr/bin/env bash
# Puts `tcv` on the PATH: builds it in release mode from this checkout and copies the binary into a
# folder on the PATH — ~/.local/bin when it is on the PATH, else /usr/local/bin when writable (root),
# else ~/.local/bin with a note saying how to add it. `PREFIX=/some/dir Scripts/install.sh` picks the
# folder. The copy finds this checkout on its own (`tcv run` builds layout files against it), so keep
# the checkout where it is, or set TCV_PACKAGE_ROOT.
# Also installs the manual page (`man tcv`) from the command's help.
# Installs ncurses' headers first when they are missing (Debian: libncurses-dev), as .ci/run does.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -e /usr/include/ncursesw/curses.h ] && [ ! -e /usr/include/ncurses.h ]; then
  echo "installing: libncurses-dev" >&2
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libncurses-dev
fi

on_path() { case ":$PATH:" in *":$1:"*) return 0 ;; *) return 1 ;; esac; }

if [ -n "${PREFIX:-}" ]; then
  bin="$PREFIX"
elif on_path "$HOME/.local/bin"; then
  bin="$HOME/.local/bin"
elif [ -w /usr/local/bin ]; then
  bin=/usr/local/bin
else
  bin="$HOME/.local/bin"
fi

echo "building tcv (release; the first build takes a few minutes)…" >&2
swift build -c release --product tcv >&2
mkdir -p "$bin"
install -m 755 "$(swift build -c release --show-bin-path)/tcv" "$bin/tcv"
echo "installed $bin/tcv" >&2

# The manual page, from the command's own help (swift-argument-parser's generate-manual plugin, which
# reuses the release build), beside the binary: BIN/../share/man/man1/tcv.1, where `man tcv` looks.
man_dir="$(cd "$bin/.." && pwd)/share/man/man1"
manual=.build/plugins/GenerateManual/outputs/tcv/tcv.1
if swift package generate-manual --configuration release >/dev/null 2>&1 && [ -f "$manual" ]; then
  mkdir -p "$man_dir"
  install -m 644 "$manual" "$man_dir/tcv.1"
  echo "installed $man_dir/tcv.1 (man tcv)" >&2
else
  echo "note: the manual page was not generated (swift package generate-manual failed); tcv --help has the same text" >&2
fi
if ! on_path "$bin"; then
  echo "note: $bin is not on your PATH; add it with: export PATH=\"$bin:\$PATH\"" >&2
fi
