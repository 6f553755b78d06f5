#!/usr/bin/env python3
"""The Game Lab's rules run by CPython with a plain solver: the reference the Game Lab's speed is
compared with (docs/BENCHMARKS.md, "Game Lab against CPython").

Usage:
    python3 benches/custom_reference.py FILE.json        a scenario of the game "custom"
    python3 benches/custom_reference.py --bench          the benchmark game of benches/custom.rs
    python3 benches/custom_reference.py --bench-scoring  the same moves as a scoring game

It runs the rules (`start`, `moves`, optional `points` and `end`: Starlark is close enough to
Python for the bundled examples and the benchmark), explores every position reachable from
`start` breadth first with a dict (lists turned into tuples, so a list equals the tuple with the
same items), calling `moves` once per position, then solves: a win/lose game by retrograde
analysis with draws and exact moves to the end (a counter of undecided moves per position, the
winner hurrying and the loser delaying), Grundy values by mex where defined; a scoring game by
memoised minimax of the net score. It prints the contract's solution fields as JSON, the same
as `gamedp solve` writes in "solution" (without "moves"), and the time taken on standard error.
"""

import json
import sys
import time
from collections import deque

# The benchmark game (benches/custom.rs): two heaps of 0..449 stones, a move takes 1 to 10
# stones from one heap, who cannot move loses. 202,500 positions, 4,000,500 moves.
BENCH_RULES = """\
N = 450
K = 10
start = (N - 1, N - 1)
def moves(p):
    a, b = p
    return [(a - k, b) for k in range(1, K + 1) if k <= a] + [(a, b - k) for k in range(1, K + 1) if k <= b]
"""

# The same moves with points: the stones taken (benches/custom.rs, "scoring").
BENCH_SCORING = BENCH_RULES + """\
def points(p, q):
    return p[0] + p[1] - q[0] - q[1]
"""


def freeze(v):
    """A position as a dict key: lists become tuples (booleans stay apart from 1 because the
    type is kept beside the value)."""
    if isinstance(v, (list, tuple)):
        return tuple(freeze(x) for x in v)
    if isinstance(v, bool):
        return ("<bool>", v)
    return v


def thaw(k):
    if isinstance(k, tuple):
        if len(k) == 2 and k[0] == "<bool>":
            return k[1]
        return tuple(thaw(x) for x in k)
    return k


def solve(rules, misere=False):
    env = {"abs": abs, "sum": sum}
    exec(compile(rules, "rules.star", "exec"), env)
    start, moves = env["start"], env["moves"]
    points, end = env.get("points"), env.get("end")

    # explore, breadth first
    ids = {freeze(start): 0}
    values = [start]
    succ = []
    pts = [] if points else None
    ended = []
    i = 0
    while i < len(values):
        p = values[i]
        i += 1
        e = end(p) if end else None
        ended.append(e)
        row = []
        if e is None:
            seen = set()
            for q in moves(p):
                k = freeze(q)
                if k in seen:
                    continue
                seen.add(k)
                j = ids.get(k)
                if j is None:
                    j = len(values)
                    ids[k] = j
                    values.append(thaw(k))
                row.append(j)
                if points:
                    pts.append(points(p, q))
        succ.append(row)
    n = len(values)

    if points:
        # memoised minimax of the net score, iteratively (depth-first, post-order)
        value = [None] * n
        state = [0] * n  # 0 new, 1 on the stack, 2 done
        offs = [0] * (n + 1)
        for p in range(n):
            offs[p + 1] = offs[p] + len(succ[p])
        stack = [0]
        while stack:
            p = stack[-1]
            if state[p] == 0:
                state[p] = 1
                for q in succ[p]:
                    if state[q] == 1:
                        raise SystemExit("rules: a scoring game must end: position %r repeats" % (values[q],))
                    if state[q] == 0:
                        stack.append(q)
                continue
            stack.pop()
            if state[p] == 2:
                continue
            best = None
            for k, q in enumerate(succ[p]):
                v = pts[offs[p] + k] - value[q]
                if best is None or v > best:
                    best = v
            value[p] = 0 if best is None else best
            state[p] = 2
        return {"positions": n, "value": value[0], "first_player_wins": value[0] > 0}

    # retrograde analysis: 1 win, -1 lose, 0 undecided (a draw at the end)
    pred = [[] for _ in range(n)]
    for p in range(n):
        for q in succ[p]:
            pred[q].append(p)
    outcome = [0] * n
    dist = [None] * n
    left = [len(s) for s in succ]
    queue = deque()
    for p in range(n):
        e = ended[p]
        if e is not None:
            if e != "draw":
                outcome[p] = 1 if e == "win" else -1
                dist[p] = 0
                queue.append(p)
            else:
                left[p] = -1  # decided: a draw
        elif not succ[p]:
            outcome[p] = 1 if misere else -1
            dist[p] = 0
            queue.append(p)
    while queue:
        q = queue.popleft()
        for p in pred[q]:
            if outcome[p] != 0 or left[p] < 0:
                continue
            if outcome[q] == -1:
                outcome[p] = 1
                dist[p] = dist[q] + 1  # breadth first: the quickest win
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:
                    outcome[p] = -1
                    dist[p] = dist[q] + 1  # the last move decided: the longest defence
                    queue.append(p)
    names = {1: "win", -1: "lose", 0: "draw"}
    out = {
        "positions": n,
        "outcome": names[outcome[0]],
        "first_player_wins": outcome[0] == 1,
        "moves_to_end": dist[0],
        "grundy": None,
    }
    # Grundy values: normal play, no end, and no position that can repeat (a depth-first
    # search finds a repeat as a move back to a position still on its path)
    if not misere and not end:
        g = [None] * n
        on_path = [False] * n
        stack = [(0, 0)]
        on_path[0] = True
        acyclic = True
        while stack and acyclic:
            p, k = stack[-1]
            if k < len(succ[p]):
                stack[-1] = (p, k + 1)
                q = succ[p][k]
                if on_path[q]:
                    acyclic = False
                elif g[q] is None:
                    on_path[q] = True
                    stack.append((q, 0))
                continue
            stack.pop()
            on_path[p] = False
            seen = {g[q] for q in succ[p]}
            m = 0
            while m in seen:
                m += 1
            g[p] = m
        if acyclic:
            out["grundy"] = g[0]
    return out


def main():
    args = sys.argv[1:]
    if args == ["--bench"]:
        rules, misere = BENCH_RULES, False
    elif args == ["--bench-scoring"]:
        rules, misere = BENCH_SCORING, False
    elif len(args) == 1:
        with open(args[0], encoding="utf-8") as f:
            scenario = json.load(f)
        rules, misere = scenario["rules"], bool(scenario.get("misere"))
    else:
        print(__doc__, file=sys.stderr)
        return 2
    began = time.perf_counter()
    out = solve(rules, misere)
    took = time.perf_counter() - began
    print(json.dumps(out))
    print("explored and solved in %.3f s" % took, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
