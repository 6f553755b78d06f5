#!/usr/bin/env python3
"""Writes the inputs of the whole-process benchmark (benches/process/run) into a folder.

cat-mouse-5000.json: the 5,000-node random graph of average degree 6 that the criterion
benchmarks use (benches/cat_mouse.rs: random_graph, seed 1; SplitMix64 and the generator of
src/games/cat_mouse/generate.rs, sparse path, ported line by line), and stone-20000.json: the
20,000-pile row of benches/stone.rs (xorshift, piles in -1000..=1000), and stone-20000-wide.json,
that row times 2^20 (64-bit cells).

Usage: gen.py OUT_DIR [--extra] (--extra also writes 1,500 nodes and a 2,000-pile row).
"""
import json
import os
import sys

M64 = (1 << 64) - 1
GAMMA = 0x9E3779B97F4A7C15


class SplitMix64:
    def __init__(self, seed):
        self.state = seed & M64

    def next_u64(self):
        self.state = (self.state + GAMMA) & M64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & M64
        return z ^ (z >> 31)

    def below(self, bound):
        if bound == 0:
            return 0
        threshold = ((-bound) & M64) % bound
        while True:
            x = self.next_u64()
            wide = x * bound
            if (wide & M64) >= threshold:
                return wide >> 64


def random_graph(n, average_degree, seed):
    rng = SplitMix64(seed)
    max_edges = n * (n - 1) // 2
    want = round(n * average_degree / 2.0)  # Rust rounds half away from zero; n·d/2 is whole here
    want = min(max(want, n - 1), max(max_edges, n - 1))
    assert 2 * want <= max_edges, "only the sparse path is ported"

    def key(u, v):
        a, b = (u, v) if u < v else (v, u)
        return a * n + b

    order = list(range(n))
    for i in range(n - 1, 0, -1):
        j = rng.below(i + 1)
        order[i], order[j] = order[j], order[i]
    lists = [[] for _ in range(n)]
    tree_edges = []
    for i in range(1, n):
        j = rng.below(i)
        tree_edges.append((order[i], order[j]))
    touching_2 = [e for e in range(len(tree_edges)) if 2 in tree_edges[e]]
    if len(touching_2) == 1 and tree_edges[touching_2[0]] in ((2, 0), (0, 2)):
        v = 1 + rng.below(n - 2)
        if v >= 2:
            v += 1
        tree_edges[touching_2[0]] = (2, v)
    present = set()
    for u, v in tree_edges:
        present.add(key(u, v))
        lists[u].append(v)
        lists[v].append(u)
    extra = max(want - (n - 1), 0)
    added = 0
    while added < extra:
        u = rng.below(n)
        v = rng.below(n)
        if u != v and key(u, v) not in present:
            present.add(key(u, v))
            lists[u].append(v)
            lists[v].append(u)
            added += 1
    for l in lists:
        l.sort()
    return lists


def stone_row(n):
    state = 0x12345678
    out = []
    for _ in range(n):
        state ^= (state << 13) & M64
        state ^= state >> 7
        state ^= (state << 17) & M64
        out.append(state % 2001 - 1000)
    return out


def write(path, obj):
    with open(path, "w") as f:
        json.dump(obj, f, separators=(",", ":"))
        f.write("\n")


def main():
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    sizes = [5000] + ([1500] if "--extra" in sys.argv else [])
    for n in sizes:
        write(os.path.join(out, f"cat-mouse-{n}.json"),
              {"game": "cat_mouse", "graph": random_graph(n, 6.0, 1)})
    for n in [20000] + ([2000] if "--extra" in sys.argv else []):
        write(os.path.join(out, f"stone-{n}.json"), {"game": "stone", "piles": stone_row(n)})
    # The same row scaled by 2^20 (as the criterion rows "_i64"): its sum of absolute values no
    # longer fits in 32 bits, so gamedp solves it on 64-bit cells.
    write(os.path.join(out, "stone-20000-wide.json"),
          {"game": "stone", "piles": [p << 20 for p in stone_row(20000)]})


if __name__ == "__main__":
    main()
