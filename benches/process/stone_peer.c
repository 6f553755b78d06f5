/* The reference peer of the whole-process benchmark for the stone game (LeetCode 877/486), value
 * only, written as issue 27 describes it: the wavefront along anti-diagonals with two rolling
 * buffers, one thread, compiled with -O3 -march=native.
 *
 *   stone_peer FILE         reads a gamedp scenario ({"game": "stone", "piles": [...]}) and prints
 *                           {"first": ..., "second": ..., "difference": ...}
 *
 * Cells are 64-bit (`long long`, as a row of any 64-bit piles needs): the peer the issue measured
 * (0.061–0.073 s). Built with -DCELL32 the cells are 32-bit instead, valid only for rows whose sum
 * of absolute values fits in 32 bits (as gamedp's own i32 path, `fits_i32`): a second, harder
 * reference.
 *
 * net(i, j) = max(p[i] - net(i+1, j), p[j] - net(i, j-1)); diagonal `len` holds the n - len + 1
 * cells of length len, computed from diagonal len - 1 only.
 *
 * Build: gcc -O3 -march=native -o stone_peer stone_peer.c
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef CELL32
typedef int32_t cell;
#else
typedef int64_t cell;
#endif

static void die(const char *msg) {
    fprintf(stderr, "stone_peer: %s\n", msg);
    exit(1);
}

int main(int argc, char **argv) {
    if (argc != 2) die("usage: stone_peer FILE");
    FILE *f = fopen(argv[1], "rb");
    if (!f) die("cannot open the file");
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *text = malloc(size + 1);
    if (!text || fread(text, 1, size, f) != (size_t)size) die("cannot read the file");
    fclose(f);
    text[size] = 0;
    char *p = strstr(text, "\"piles\"");
    if (!p) die("no \"piles\" field");
    p = strchr(p, '[');
    if (!p) die("\"piles\" is not an array");
    ++p;
    size_t cap = 1024, n = 0;
    int64_t *piles = malloc(cap * sizeof *piles);
    for (;;) {
        while (*p == ' ' || *p == '\n' || *p == '\r' || *p == '\t' || *p == ',') ++p;
        if (*p == ']') break;
        char *end;
        long long v = strtoll(p, &end, 10);
        if (end == p) die("bad number");
        if (n == cap) piles = realloc(piles, (cap *= 2) * sizeof *piles);
        piles[n++] = v;
        p = end;
    }
    if (n == 0) die("no piles");
    cell *pc = malloc(n * sizeof *pc), *prev = malloc((n + 1) * sizeof *prev),
         *next = malloc((n + 1) * sizeof *next);
    int64_t total = 0;
    for (size_t i = 0; i < n; ++i) {
        pc[i] = (cell)piles[i];
        prev[i] = pc[i];
        total += piles[i];
    }
    for (size_t len = 2; len <= n; ++len) {
        size_t m = n - len + 1;
        const cell *right = pc + len - 1;
        for (size_t i = 0; i < m; ++i) {
            cell a = pc[i] - prev[i + 1], b = right[i] - prev[i];
            next[i] = a > b ? a : b;
        }
        cell *t = prev;
        prev = next;
        next = t;
    }
    int64_t net = (int64_t)prev[0];
    int64_t first = (total + net) / 2;
    printf("{\"first\": %lld, \"second\": %lld, \"difference\": %lld}\n", (long long)first,
           (long long)(total - first), (long long)net);
    return 0;
}
