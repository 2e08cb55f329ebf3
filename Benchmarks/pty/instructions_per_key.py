#!/usr/bin/env python3
"""Instructions per ↓ under callgrind, for tcv's list demos and the menu program, in a real pty.

CPU time per key (scroll_benchmark.py) moves with whatever else the machine runs; instruction counts
do not. This runs each program under `valgrind --tool=callgrind` in a pseudo-terminal of the given
size twice, with FEW and MANY presses of ↓, and prints (total(MANY) - total(FEW)) / (MANY - FEW):
the instructions of one key, start-up and the first frame cancelled out. Under valgrind a program
runs ~50× slower, so each press is given --quiet-ms (300 ms by default) to settle, and tcv's drag
ends after every press: a tcv key here is a scroll frame plus the drag's end frame.

valgrind 3.19 cannot read the DWARF 5 debug information of Swift 6 release binaries, so tcv is run
from a copy with its debug information stripped (`strip --strip-debug`; symbols stay).

  python3 Benchmarks/pty/instructions_per_key.py --size 200x60
  python3 Benchmarks/pty/instructions_per_key.py --tcv /tmp/old-tcv --demos list   # another build
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scroll_benchmark as sb  # noqa: E402


def collected(argv, cols, rows, keys, quiet, directory):
    log = os.path.join(directory, f"valgrind.{keys}.log")
    wrapped = ["valgrind", "--tool=callgrind", f"--log-file={log}",
               f"--callgrind-out-file={os.path.join(directory, 'callgrind.out')}"] + argv
    sb.measure(wrapped, cols, rows, keys, quiet)
    with open(log) as f:
        match = re.search(r"Collected : (\d+)", f.read())
    if not match:
        raise SystemExit(f"no instruction count in {log}")
    return int(match.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sb.add_program_arguments(parser, quiet_ms=300)
    parser.add_argument("--few", type=int, default=10, help="presses of the shorter run")
    parser.add_argument("--many", type=int, default=30, help="presses of the longer run")
    parser.add_argument("--no-menu", action="store_true", help="skip the menu program")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        raise SystemExit("valgrind is needed (apt-get install valgrind)")
    cols, rows = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as directory:
        tcv = os.path.join(directory, "tcv")
        shutil.copy(args.tcv, tcv)
        subprocess.run(["strip", "--strip-debug", tcv], check=True)
        programs = {name: [tcv, "demo", name, "--items", str(args.items)] for name in args.demos.split(",")}
        if not args.no_menu:
            programs["menu"] = [sb.build_menu(directory), str(args.items)]
        print(f"{args.size}, {args.items:,} items, instructions per ↓ ({args.many} − {args.few} presses, "
              f"{args.quiet_ms:.0f} ms apart)")
        for name, argv in programs.items():
            few = collected(argv, cols, rows, args.few, args.quiet_ms / 1000, directory)
            many = collected(argv, cols, rows, args.many, args.quiet_ms / 1000, directory)
            print(f"{name:<10}{(many - few) / (args.many - args.few):>14,.0f}")


if __name__ == "__main__":
    main()
