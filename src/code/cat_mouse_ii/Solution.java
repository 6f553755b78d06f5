import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

class Solution {
    static final int UNDECIDED = 0, MOUSE = 1, CAT = 2;  // a decided position: its winner
    static final int LIMIT = 1000;  // the moves the mouse has to reach the food
    private int rows, cols;

    // Whether the mouse can force reaching the food within 1000 moves (LeetCode 1728).
    public boolean canMouseWin(String[] grid, int catJump, int mouseJump) {
        rows = grid.length;
        cols = grid[0].length();
        int n = rows * cols;  // cell r * cols + c
        List<Integer> floor = new ArrayList<>();
        int mouse = 0, cat = 0, food = 0;
        for (int x = 0; x < n; x++) {
            char ch = grid[x / cols].charAt(x % cols);
            if (ch != '#') floor.add(x);
            if (ch == 'M') mouse = x;
            if (ch == 'C') cat = x;
            if (ch == 'F') food = x;
        }
        // to[t][x]: where the player t jumps from x; jumps are symmetric, so these are
        // also the cells that jump to x
        int[][][] to = new int[3][n][];
        for (int x = 0; x < n; x++) {
            to[MOUSE][x] = jumps(grid, x, mouseJump);
            to[CAT][x] = jumps(grid, x, catJump);
        }
        // result[t][m][c]: the winner with t to move, the mouse on m and the cat on c;
        // moves[t][m][c]: the moves to the end (the winner hurries, the loser delays)
        int[][][] result = new int[3][n][n];
        int[][][] moves = new int[3][n][n];
        // left[t][m][c]: the jumps of the player to move not yet known to lose
        int[][][] left = new int[3][n][n];
        for (int m : floor) {
            for (int c : floor) {
                left[MOUSE][m][c] = to[MOUSE][m].length;  // @degree
                left[CAT][m][c] = to[CAT][c].length;  // @degree
            }
        }
        Queue<int[]> queue = new ArrayDeque<>();
        for (int x : floor) {
            List<int[]> ends = new ArrayList<>();
            ends.add(new int[] {x, x, CAT});  // both on one cell: the cat wins
            if (x != food) {
                ends.add(new int[] {x, food, CAT});  // the cat on the food
                ends.add(new int[] {food, x, MOUSE});  // the mouse on the food
            }
            for (int[] e : ends) {
                for (int t : new int[] {MOUSE, CAT}) {
                    result[t][e[0]][e[1]] = e[2];  // @terminal
                    queue.add(new int[] {t, e[0], e[1]});
                }
            }
        }
        while (!queue.isEmpty()) {
            int[] p = queue.poll();
            int t = p[0], m = p[1], c = p[2];
            int winner = result[t][m][c], steps = moves[t][m][c];
            List<int[]> parents = new ArrayList<>();
            if (t == CAT) {  // the mouse jumped here
                for (int pm : to[MOUSE][m]) {
                    parents.add(new int[] {MOUSE, pm, c});  // @mouse_parents
                }
            } else {  // the cat jumped here
                for (int pc : to[CAT][c]) {
                    parents.add(new int[] {CAT, m, pc});  // @cat_parents
                }
            }
            for (int[] q : parents) {
                int pt = q[0], pm = q[1], pc = q[2];
                if (result[pt][pm][pc] != UNDECIDED) {
                    continue;
                }
                if (winner == pt) {  // the player to move there can jump into a win
                    result[pt][pm][pc] = winner;  // @win
                    moves[pt][pm][pc] = steps + 1;  // @win
                    queue.add(q);
                } else if (--left[pt][pm][pc] == 0) {  // every jump loses
                    result[pt][pm][pc] = winner;  // @lose
                    moves[pt][pm][pc] = steps + 1;  // @lose
                    queue.add(q);
                }
            }
        }
        // never decided: neither side can force a win, and the move limit gives it to
        // the cat
        boolean mouseWins = result[MOUSE][mouse][cat] == MOUSE;  // @undecided @answer
        return mouseWins && moves[MOUSE][mouse][cat] <= LIMIT;  // @limit @answer
    }

    // The cells a jump of 0..longest cells reaches: walls and the border stop it.
    private int[] jumps(String[] grid, int start, int longest) {
        int r = start / cols, c = start % cols;
        List<Integer> out = new ArrayList<>();
        out.add(start);  // a jump of 0: staying put
        int[] dr = {0, 1, 0, -1}, dc = {1, 0, -1, 0};
        for (int d = 0; d < 4; d++) {
            for (int k = 1; k <= longest; k++) {
                int rr = r + dr[d] * k, cc = c + dc[d] * k;
                if (rr < 0 || rr >= rows || cc < 0 || cc >= cols
                        || grid[rr].charAt(cc) == '#') {
                    break;
                }
                out.add(rr * cols + cc);
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }
}
