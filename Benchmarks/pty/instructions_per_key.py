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
  python3 Benchmarks/pty/instructions_per_key.py --simulate --demos list           # cache misses too
"""
import argparse, os, re, shutil, subprocess, sys, tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import scroll_benchmark as sb  # noqa: E402


def collected(argv, cols, rows, keys, quiet, directory, simulate=False):
    """callgrind's event totals for a run of `keys` presses: {"Ir": instructions, …}, with the cache
    and branch simulation's events (I1mr, D1mr, Bcm, Bim, …) when `simulate`."""
    out = os.path.join(directory, f"callgrind.{keys}.out")
    wrapped = ["valgrind", "--tool=callgrind", f"--log-file={os.path.join(directory, 'valgrind.log')}",
               f"--callgrind-out-file={out}"]
    if simulate:
        wrapped += ["--cache-sim=yes", "--branch-sim=yes"]
    sb.measure(wrapped + argv, cols, rows, keys, quiet)
    with open(out) as f:
        text = f.read()
    events = re.search(r"^events: (.+)$", text, re.M)
    summary = re.search(r"^summary: (.+)$", text, re.M)
    if not events or not summary:
        raise SystemExit(f"no event totals in {out}")
    return dict(zip(events.group(1).split(), (int(v) for v in summary.group(1).split())))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sb.add_program_arguments(parser, quiet_ms=300)
    parser.add_argument("--few", type=int, default=10, help="presses of the shorter run")
    parser.add_argument("--many", type=int, default=30, help="presses of the longer run")
    parser.add_argument("--no-menu", action="store_true", help="skip the menu program")
    parser.add_argument("--simulate", action="store_true",
                        help="also simulate caches and branch prediction: misses and mispredictions per ↓")
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
        if args.simulate:
            print(f"{'':<10}{'instructions':>14}{'I1 misses':>12}{'D1 misses':>12}{'mispredicted':>14}")
        for name, argv in programs.items():
            few = collected(argv, cols, rows, args.few, args.quiet_ms / 1000, directory, args.simulate)
            many = collected(argv, cols, rows, args.many, args.quiet_ms / 1000, directory, args.simulate)
            per_key = {event: (many[event] - few[event]) / (args.many - args.few) for event in many}
            line = f"{name:<10}{per_key['Ir']:>14,.0f}"
            if args.simulate:
                # Read misses of both caches; conditional and indirect branches mispredicted.
                line += f"{per_key['I1mr']:>12,.0f}{per_key['D1mr']:>12,.0f}{per_key['Bcm'] + per_key['Bim']:>14,.0f}"
            print(line)


if __name__ == "__main__":
    main()
