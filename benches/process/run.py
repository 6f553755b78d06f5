#!/usr/bin/env python3
"""The whole-process benchmark (issue 27): `gamedp solve FILE` as a user runs it, against
standalone reference programs reading the same file, run alternately in one session so that
the machine's load falls on both alike.

    benches/process/run.py [--gamedp BIN]... [--rounds N] [--work cat_mouse,stone,...] [--dir DIR]

Builds the peers (g++/gcc -O3 -march=native) and writes the inputs (gen.py) into DIR (default
target/process-bench), checks that every program gives the same answer, then runs ROUNDS rounds;
each round runs every program once per work item, in turn. For each program it prints the
median, minimum and maximum wall time, the median CPU time (user + system, all threads), the
CPU used (CPU / wall) and the max RSS of one more run (/usr/bin/time), the ratio peer / gamedp of the
median wall times, and the load average before and after. Several --gamedp binaries (an older
build, say) are run in the same rotation, named by their path.

Work items: cat_mouse (5,000 nodes, average degree 6), stone (20,000 piles, value only; peers
with 64-bit cells, as the issue's, and 32-bit cells), stone_wide (the 20,000 piles times 2^20: 64-bit cells in gamedp too),
cat_mouse_1500 and stone_2000 (smaller).
"""
import argparse
import json
import os
import statistics
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))


def build(dirpath):
    peers = {
        "cat_mouse_peer": ["g++", "-O3", "-march=native", "-o", None, "cat_mouse_peer.cpp"],
        "stone_peer": ["gcc", "-O3", "-march=native", "-o", None, "stone_peer.c"],
        "stone_peer32": ["gcc", "-O3", "-march=native", "-DCELL32", "-o", None, "stone_peer.c"],
    }
    for name, cmd in peers.items():
        out = os.path.join(dirpath, name)
        src = os.path.join(HERE, cmd[-1])
        if os.path.exists(out) and os.path.getmtime(out) >= os.path.getmtime(src):
            continue
        cmd = [out if c is None else c for c in cmd[:-1]] + [src]
        subprocess.run(cmd, check=True)
    subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), dirpath, "--extra"], check=True)


def max_rss(cmd):
    """The max RSS of one run in KiB, read by /usr/bin/time (a forked Python's own pages would
    count in the child's ru_maxrss)."""
    out = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, text=True, check=True).stderr
    return int(out.strip().splitlines()[-1])


def run_once(cmd):
    """Runs cmd with stdout to /dev/null; returns (wall s, cpu s) of the child."""
    t0 = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    err = proc.stderr.read().decode(errors="replace")
    proc.stderr.close()
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(cmd)} failed ({proc.returncode}): {err}")
    return wall, ru.ru_utime + ru.ru_stime


def answer(cmd):
    out = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    value = json.loads(out)
    return value.get("solution", value)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--gamedp", action="append", help="gamedp binaries (default target/release/gamedp)")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--work", default="cat_mouse,stone")
    ap.add_argument("--dir", default=os.path.join(ROOT, "target", "process-bench"))
    args = ap.parse_args()
    os.makedirs(args.dir, exist_ok=True)
    build(args.dir)
    gamedps = args.gamedp or [os.path.join(ROOT, "target", "release", "gamedp")]
    d = args.dir
    works = {
        "cat_mouse": ("cat-mouse-5000.json", [("cat_mouse_peer", ["outcome", "moves_to_end", "mouse_first_move"])]),
        "cat_mouse_1500": ("cat-mouse-1500.json", [("cat_mouse_peer", ["outcome", "moves_to_end", "mouse_first_move"])]),
        "stone": ("stone-20000.json", [("stone_peer", ["first", "second", "difference"]),
                                       ("stone_peer32", ["first", "second", "difference"])]),
        "stone_wide": ("stone-20000-wide.json", [("stone_peer", ["first", "second", "difference"])]),
        "stone_2000": ("stone-2000.json", [("stone_peer", ["first", "second", "difference"]),
                                           ("stone_peer32", ["first", "second", "difference"])]),
    }
    for work in args.work.split(","):
        file, peers = works[work]
        path = os.path.join(d, file)
        programs = [(g, [g, "solve", path]) for g in gamedps]
        programs += [(p, [os.path.join(d, p), path]) for p, _ in peers]
        # The same answer from every program.
        fields = peers[0][1]
        want = None
        for name, cmd in programs:
            got = answer(cmd)
            got = {k: got.get(k) for k in fields}
            if want is None:
                want = got
            elif got != want:
                raise SystemExit(f"{work}: {name} answers {got}, expected {want}")
        load0 = os.getloadavg()
        results = {name: [] for name, _ in programs}
        cmd_of = dict(programs)
        for _ in range(args.rounds):
            for name, cmd in programs:
                results[name].append(run_once(cmd))
        load1 = os.getloadavg()
        print(f"## {work} ({file}), {args.rounds} rounds alternating; answer {json.dumps(want)}")
        print(f"load average before {load0[0]:.2f} {load0[1]:.2f}, after {load1[0]:.2f} {load1[1]:.2f}")
        print(f"| program | wall median (min–max) | CPU median | CPUs used | max RSS | ratio program / gamedp |")
        print("| --- | --- | --- | --- | --- | --- |")
        base = statistics.median(r[0] for r in results[programs[0][0]])
        for name, _ in programs:
            rs = results[name]
            wall = statistics.median(r[0] for r in rs)
            cpu = statistics.median(r[1] for r in rs)
            rss = max_rss(cmd_of[name])
            lo, hi = min(r[0] for r in rs), max(r[0] for r in rs)
            label = os.path.relpath(name, ROOT) if os.path.isabs(name) else name
            print(f"| {label} | {wall * 1e3:.1f} ms ({lo * 1e3:.1f}–{hi * 1e3:.1f}) | {cpu * 1e3:.1f} ms | "
                  f"{cpu / wall:.2f} | {rss / 1024:.1f} MiB | {wall / base:.2f} |")
        print()


if __name__ == "__main__":
    main()
