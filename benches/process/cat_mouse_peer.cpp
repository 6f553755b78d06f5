// The reference peer of the whole-process benchmark for Cat and Mouse (LeetCode 913), written
// as issue 27 describes it: bit-matrix retrograde analysis, push or pull per ply, 64 × 64 block
// transposes, stopping as soon as the start is decided; 8 n² bits of state.
//
//   cat_mouse_peer FILE   reads a gamedp scenario ({"game": "cat_mouse", "graph": [[...], ...]})
//                         and prints {"outcome": ..., "moves_to_end": ..., "mouse_first_move": ...}
//
// The same answer as `gamedp solve`'s "solution" (docs/FORMAT.md): the start's outcome, its
// moves to the end (null for a draw) and the mouse's best first move (the fastest win, the
// longest defence, a move that keeps a draw; ties to the lowest node).
//
// State: for each player to move and each winner, the decided positions as an n × n bit matrix in
// two orientations (rows by mouse node and rows by cat node): 8 matrices. A ply computes the
// mouse-to-move rows (by mouse node) as the OR / AND of the cat-to-move rows of the mouse's
// neighbours, and the cat-to-move rows (by cat node) from the mouse-to-move rows of the cat's
// neighbours other than the hole; the bits it decides are transposed into the other orientation
// 64 × 64 at a time. A ply pushes (recomputes only the words next to the words the last ply
// changed) when that frontier is small and pulls (recomputes every word) otherwise.
//
// Build: g++ -O3 -march=native -o cat_mouse_peer cat_mouse_peer.cpp
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

typedef uint64_t u64;

static void die(const char *msg) {
    fprintf(stderr, "cat_mouse_peer: %s\n", msg);
    exit(1);
}

// Reads the adjacency lists of the "graph" field (a minimal JSON reader for the benchmark's files).
static std::vector<std::vector<int>> read_graph(const char *path) {
    FILE *f = fopen(path, "rb");
    if (!f) die("cannot open the file");
    std::vector<char> text;
    char buf[1 << 16];
    size_t got;
    while ((got = fread(buf, 1, sizeof buf, f)) > 0) text.insert(text.end(), buf, buf + got);
    fclose(f);
    text.push_back(0);
    const char *p = strstr(text.data(), "\"graph\"");
    if (!p) die("no \"graph\" field");
    p = strchr(p + 7, '[');
    if (!p) die("\"graph\" is not an array");
    ++p;
    std::vector<std::vector<int>> g;
    for (;;) {
        while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == ',') ++p;
        if (*p == ']') break;
        if (*p != '[') die("bad adjacency list");
        ++p;
        std::vector<int> row;
        for (;;) {
            while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == ',') ++p;
            if (*p == ']') { ++p; break; }
            char *end;
            long v = strtol(p, &end, 10);
            if (end == p) die("bad number");
            row.push_back((int)v);
            p = end;
        }
        g.push_back(row);
    }
    return g;
}

static inline void transpose64(u64 a[64]) {
    int j = 32;
    u64 m = 0x00000000FFFFFFFFULL;
    while (j != 0) {
        for (int k = 0; k < 64; k = (k + j + 1) & ~j) {
            u64 t = ((a[k] >> j) ^ a[k + j]) & m;
            a[k] ^= t << j;
            a[k + j] ^= t;
        }
        j >>= 1;
        m ^= m << j;
    }
}

enum { MW = 0, CW = 1 };

struct Solver {
    int n, w;            // nodes, words a row
    size_t len;          // words a matrix (rows rounded up to 64)
    std::vector<int> moff, mto, coff, cto;  // the mouse's and the cat's moves (CSR)
    // [winner]: mouse to move by mouse row (A) and by cat row (At); cat to move by cat row (B)
    // and by mouse row (Bt).
    std::vector<u64> A[2], At[2], B[2], Bt[2];
    std::vector<u64> validc, validm;  // valid bits of a row by mouse node (cats 1..n) / by cat node
    // The 64 × 64 blocks a half ply wrote to (per half), the words changed in the other
    // orientation (the next half's frontier), scratch for the sparse targets.
    std::vector<uint8_t> touched_mark[2];
    std::vector<uint32_t> touched[2];
    std::vector<uint32_t> front0, front1;
    std::vector<uint32_t> targets;
    std::vector<u64> mark;

    Solver(const std::vector<std::vector<int>> &g) {
        n = (int)g.size();
        w = (n + 63) / 64;
        len = (size_t)w * 64 * w;
        moff.push_back(0);
        coff.push_back(0);
        for (int u = 0; u < n; ++u) {
            for (int v : g[u]) {
                mto.push_back(v);
                if (v != 0) cto.push_back(v);
            }
            moff.push_back((int)mto.size());
            coff.push_back((int)cto.size());
        }
        for (int k = 0; k < 2; ++k) {
            A[k].assign(len, 0);
            At[k].assign(len, 0);
            B[k].assign(len, 0);
            Bt[k].assign(len, 0);
            touched_mark[k].assign((size_t)w * w, 0);
        }
        validm.assign(w, ~0ULL);
        if (n % 64) validm[w - 1] = (1ULL << (n % 64)) - 1;
        validc = validm;
        validc[0] &= ~1ULL;
        mark.assign(len / 64 + 1, 0);
    }

    void touch(int half, size_t t) {
        size_t b = (t / w / 64) * w + t % w;
        if (!touched_mark[half][b]) {
            touched_mark[half][b] = 1;
            touched[half].push_back((uint32_t)b);
        }
    }

    void set(int half, std::vector<u64> *S, size_t t, u64 mw, u64 cw) {
        S[MW][t] |= mw;
        S[CW][t] |= cw;
        touch(half, t);
    }

    // Ply 0: mouse in the hole, cat on the mouse.
    void terminals() {
        for (int wd = 0; wd < w; ++wd) set(0, A, wd, validc[wd], 0);
        for (int m = 1; m < n; ++m) set(0, A, (size_t)m * w + m / 64, 0, 1ULL << (m % 64));
        for (int c = 1; c < n; ++c) {
            set(1, B, (size_t)c * w, 1, 0);
            set(1, B, (size_t)c * w + c / 64, 0, 1ULL << (c % 64));
        }
    }

    // Carries the blocks a half wrote into the other orientation (a block transposed whole and
    // ORed: the bits already there stay), and collects the words that changed there.
    void flush(int half, std::vector<u64> *S, std::vector<u64> *T, std::vector<uint32_t> &front) {
        front.clear();
        u64 m[64], c[64];
        for (uint32_t b : touched[half]) {
            touched_mark[half][b] = 0;
            size_t rb = b / w, wc = b % w;
            for (int i = 0; i < 64; ++i) {
                size_t t = (rb * 64 + i) * w + wc;
                m[i] = S[MW][t];
                c[i] = S[CW][t];
            }
            transpose64(m);
            transpose64(c);
            for (int i = 0; i < 64; ++i) {
                size_t t = (wc * 64 + i) * w + rb;
                u64 nm = m[i] & ~T[MW][t], nc = c[i] & ~T[CW][t];
                if (nm | nc) {
                    T[MW][t] |= nm;
                    T[CW][t] |= nc;
                    front.push_back((uint32_t)t);
                }
            }
        }
        touched[half].clear();
    }

    // One half ply. S: the mover's matrices (rows by the mover's node); R: the positions after the
    // move in the same orientation; me: the mover (MW for the mouse). Recomputes the neighbours'
    // words of the frontier, or every word; R is not written until both halves are done.
    void half(int me, const std::vector<int> &off, const std::vector<int> &to, std::vector<u64> *S,
              std::vector<u64> *R, const std::vector<u64> &valid, const std::vector<uint32_t> &front) {
        size_t deg = to.size() / n + 1;
        auto word = [&](int r, int wd) {
            size_t t = (size_t)r * w + wd;
            u64 und = ~(S[MW][t] | S[CW][t]) & valid[wd];
            if (!und) return;
            int a = off[r], e = off[r + 1];
            if (a == e) return;
            const u64 *win = R[me].data() + wd, *lose = R[1 - me].data() + wd;
            u64 wn = 0, ls = ~0ULL;
            for (int k = a; k < e; ++k) {
                size_t j = (size_t)to[k] * w;
                wn |= win[j];
                ls &= lose[j];
            }
            wn &= und;
            ls &= und & ~wn;
            if (wn | ls) {
                if (me == MW) set(me, S, t, wn, ls);
                else set(me, S, t, ls, wn);
            }
        };
        if (front.size() * deg >= (size_t)n * w / 2) {
            for (int r = 1; r < n; ++r)
                for (int wd = 0; wd < w; ++wd) word(r, wd);
            return;
        }
        targets.clear();
        for (uint32_t f : front) {
            int r = f / w, wd = f % w;
            for (int k = off[r]; k < off[r + 1]; ++k) {
                size_t t = (size_t)to[k] * w + wd;
                if (!(mark[t / 64] >> (t % 64) & 1)) {
                    mark[t / 64] |= 1ULL << (t % 64);
                    targets.push_back((uint32_t)t);
                }
            }
        }
        for (uint32_t t : targets) mark[t / 64] = 0;
        for (uint32_t t : targets)
            if (t / w != 0) word(t / w, t % w);
    }

    // 0 undecided, 1 mouse win, 2 cat win: position (m, c) with turn 0 mouse to move, 1 cat.
    int state(int turn, int m, int c) {
        if (turn == 0) {
            size_t t = (size_t)m * w + c / 64;
            u64 bit = 1ULL << (c % 64);
            return (A[MW][t] & bit) ? 1 : (A[CW][t] & bit) ? 2 : 0;
        }
        size_t t = (size_t)m * w + c / 64;  // Bt: by mouse row
        u64 bit = 1ULL << (c % 64);
        return (Bt[MW][t] & bit) ? 1 : (Bt[CW][t] & bit) ? 2 : 0;
    }
};

int main(int argc, char **argv) {
    if (argc != 2) die("usage: cat_mouse_peer FILE");
    std::vector<std::vector<int>> g = read_graph(argv[1]);
    int n = (int)g.size();
    if (n < 3) die("fewer than 3 nodes");
    Solver s(g);
    // The start's children (the mouse's moves from 1, cat on 2) and the ply each was decided in.
    std::vector<int> kids = g[1];
    std::vector<int> kid_ply(kids.size(), -1);
    auto note_kids = [&](int ply) {
        for (size_t k = 0; k < kids.size(); ++k)
            if (kid_ply[k] < 0 && s.state(1, kids[k], 2) != 0) kid_ply[k] = ply;
    };
    s.terminals();
    s.flush(0, s.A, s.At, s.front0);
    s.flush(1, s.B, s.Bt, s.front1);
    note_kids(0);
    int ply = 0, start = 0;
    while ((start = s.state(0, 1, 2)) == 0 && !(s.front0.empty() && s.front1.empty())) {
        ++ply;
        // Mouse to move (rows by mouse node) from the cat-to-move rows by mouse node; cat to move
        // (rows by cat node) from the mouse-to-move rows by cat node. Both from the last ply.
        s.half(MW, s.moff, s.mto, s.A, s.Bt, s.validc, s.front1);
        s.half(CW, s.coff, s.cto, s.B, s.At, s.validm, s.front0);
        s.flush(0, s.A, s.At, s.front0);
        s.flush(1, s.B, s.Bt, s.front1);
        note_kids(ply);
    }
    const char *outcome = start == 1 ? "mouse_win" : start == 2 ? "cat_win" : "draw";
    int best = -1;
    for (size_t k = 0; k < kids.size(); ++k) {
        int st = s.state(1, kids[k], 2);
        bool ok = start == 0 ? st == 0 : (st == start && kid_ply[k] == ply - 1);
        if (ok && (best < 0 || kids[k] < best)) best = kids[k];
    }
    char moves[32], first[32];
    if (start) snprintf(moves, sizeof moves, "%d", ply); else strcpy(moves, "null");
    if (best >= 0) snprintf(first, sizeof first, "%d", best); else strcpy(first, "null");
    printf("{\"outcome\": \"%s\", \"moves_to_end\": %s, \"mouse_first_move\": %s}\n", outcome, moves, first);
    return 0;
}
