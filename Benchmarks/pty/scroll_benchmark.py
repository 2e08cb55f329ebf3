#!/usr/bin/env python3
"""Scroll cost per key, tcv against ncurses' menu library, in a real pseudo-terminal.

Runs each program in a pty of the given size, waits for its first frame, presses Down K times
(waiting after each until the program has settled: no output and no CPU for --quiet-ms, 40 ms by
default, so the presses come like a held key; 300 ms makes every press its own drag), waits 300 ms
more for timers the keys started, then quits. Reports per key: the child's CPU time (µs, from
/proc/PID/task/*/schedstat, the kernel's per-thread CPU clock in ns, read while the child runs,
so start-up is left out), bytes written to the terminal, and the size of the first full frame;
then the CPU and bytes of one idle second after the keys (the worst run). Runs are interleaved
(list, boxlist, menu, list, …) and the median of --runs is reported, with the ratio to the menu
program, and the median of each run's ratio to the menu's run of the same round ("paired"), which
moves less with the machine's load.

  python3 Benchmarks/pty/scroll_benchmark.py --tcv .build/release/tcv --size 200x60 --items 1000000
"""
import argparse, fcntl, os, pty, select, statistics, struct, subprocess, sys, tempfile, termios, time

DOWN = b"\x1bOB"  # kcud1 of xterm-256color in keypad-transmit mode (both programs call keypad)


def cpu_ns(pid):
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
    except FileNotFoundError:
        pass
    return total


class Child:
    def __init__(self, argv, cols, rows):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))
            env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8")
            env.pop("NO_COLOR", None)
            os.execvpe(argv[0], argv, env)
        self.bytes = 0

    def drain(self, timeout):
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.fd, 65536)
        except OSError:
            return False
        self.bytes += len(data)
        return bool(data)

    def settle(self, quiet, limit=10.0):
        """Waits until `quiet` seconds pass with no output and no CPU used."""
        start = time.monotonic()
        while time.monotonic() - start < limit:
            cpu = cpu_ns(self.pid)
            if self.drain(quiet):
                continue
            if cpu_ns(self.pid) == cpu:
                return
        raise SystemExit(f"pid {self.pid} did not settle within {limit} s")

    def press(self, data):
        os.write(self.fd, data)

    def finish(self):
        self.press(b"q")
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                return usage
            self.drain(0.05)
        os.kill(self.pid, 9)
        return os.wait4(self.pid, 0)[2]


def measure(argv, cols, rows, keys, quiet, key=DOWN):
    child = Child(argv, cols, rows)
    child.settle(quiet)
    first_frame = child.bytes
    cpu_before, bytes_before = cpu_ns(child.pid), child.bytes
    for _ in range(keys):
        child.press(key)
        child.settle(quiet)
    # Timers the keys started (tcv ends its drag 150 ms after the last key) count towards the keys.
    child.settle(max(quiet, 0.3))
    cpu = cpu_ns(child.pid) - cpu_before
    sent = child.bytes - bytes_before
    # Idle: one second with no input must cost no CPU and no output.
    idle_cpu, idle_bytes = cpu_ns(child.pid), child.bytes
    deadline = time.monotonic() + 1.0
    while time.monotonic() < deadline:
        child.drain(max(0.0, deadline - time.monotonic()))
    idle_cpu, idle_bytes = cpu_ns(child.pid) - idle_cpu, child.bytes - idle_bytes
    usage = child.finish()
    return {"cpu_us": cpu / 1000 / keys, "bytes": sent / keys, "repaint": first_frame,
            "idle_us": idle_cpu / 1000, "idle_bytes": idle_bytes,
            "rusage_ms": (usage.ru_utime + usage.ru_stime) * 1000}


def build_menu(directory):
    source = os.path.join(os.path.dirname(os.path.abspath(__file__)), "menu.c")
    binary = os.path.join(directory, "menu")
    subprocess.run(["cc", "-O2", "-o", binary, source, "-lmenuw", "-lncursesw"], check=True)
    return binary


def add_program_arguments(parser, quiet_ms):
    """The arguments every pty benchmark takes: which tcv and demos, terminal size, items, settle time."""
    parser.add_argument("--tcv", default=".build/release/tcv", help="the tcv binary (build with -c release)")
    parser.add_argument("--size", default="200x60", help="COLSxROWS")
    parser.add_argument("--items", type=int, default=1000)
    parser.add_argument("--quiet-ms", type=float, default=quiet_ms, help="settled = this long without output or CPU")
    parser.add_argument("--demos", default="list,boxlist", help="tcv demos to measure")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    add_program_arguments(parser, quiet_ms=40)
    parser.add_argument("--keys", type=int, default=100, help="Down presses per run")
    parser.add_argument("--runs", type=int, default=3, help="interleaved runs; the median is reported")
    parser.add_argument("--key", default="down", help="the key pressed: down, or one character (x: a key that changes nothing)")
    parser.add_argument("--baseline", help="another tcv binary (an older build) whose demos run interleaved with the others, as NAME@base")
    parser.add_argument("--cpu", type=int, help="pin this script and every program it runs to one CPU (less noise, see Benchmarks/README.md)")
    args = parser.parse_args()
    if args.cpu is not None:
        # Children inherit the affinity: the driver and the program then share one CPU in every run,
        # instead of waking each other across CPUs in some runs and not in others.
        os.sched_setaffinity(0, {args.cpu})
    cols, rows = (int(v) for v in args.size.split("x"))
    with tempfile.TemporaryDirectory() as directory:
        programs = {name: [os.path.abspath(args.tcv), "demo", name, "--items", str(args.items)]
                    for name in args.demos.split(",")}
        if args.baseline:
            programs.update({f"{name}@base": [os.path.abspath(args.baseline), "demo", name, "--items", str(args.items)]
                             for name in args.demos.split(",")})
        programs["menu"] = [build_menu(directory), str(args.items)]
        results = {name: [] for name in programs}
        for _ in range(args.runs):
            for name, argv in programs.items():
                key = DOWN if args.key == "down" else args.key.encode()
                results[name].append(measure(argv, cols, rows, args.keys, args.quiet_ms / 1000, key))
    pinned = f", pinned to CPU {args.cpu}" if args.cpu is not None else ""
    print(f"{args.size}, {args.items:,} items, {args.keys} × {args.key}, median of {args.runs} interleaved runs{pinned}")
    print(f"{'program':<13}{'CPU µs/key':>12}{'× menu':>8}{'paired ×':>10}{'bytes/key':>11}{'full frame B':>14}"
          f"{'idle 1 s µs':>13}{'idle B':>8}  runs (CPU µs/key)")
    menu_runs = results["menu"]
    menu_cpu = statistics.median(r["cpu_us"] for r in menu_runs)
    for name, runs in results.items():
        cpu = statistics.median(r["cpu_us"] for r in runs)
        # Each run against the menu's run of the same round, which saw about the same machine: the
        # median of these ratios moves less with the machine's load than the ratio of the medians.
        paired = statistics.median(r["cpu_us"] / m["cpu_us"] for r, m in zip(runs, menu_runs))
        print(f"{name:<13}{cpu:>12.0f}{cpu / menu_cpu:>8.2f}{paired:>10.2f}{statistics.median(r['bytes'] for r in runs):>11.0f}"
              f"{statistics.median(r['repaint'] for r in runs):>14.0f}"
              f"{max(r['idle_us'] for r in runs):>13.0f}{max(r['idle_bytes'] for r in runs):>8}  "
              + " ".join(f"{r['cpu_us']:.0f}" for r in runs))


if __name__ == "__main__":
    main()
