import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

class Solution {
    static final int DRAW = 0, MOUSE = 1, CAT = 2;  // a decided position holds its winner

    // 1: the mouse wins, 2: the cat wins, 0: a draw (LeetCode 913).
    public int catMouseGame(int[][] graph) {
        int n = graph.length;
        // result[t][m][c]: the winner with t to move, the mouse on m and the cat on c
        int[][][] result = new int[3][n][n];  // @undecided
        // left[t][m][c]: the moves of the player to move not yet known to lose
        int[][][] left = new int[3][n][n];
        for (int m = 0; m < n; m++) {
            for (int c = 0; c < n; c++) {
                int intoHole = 0;
                for (int x : graph[c]) {
                    intoHole += x == 0 ? 1 : 0;
                }
                left[MOUSE][m][c] = graph[m].length;  // @degree
                left[CAT][m][c] = graph[c].length - intoHole;  // @degree
            }
        }
        Queue<int[]> queue = new ArrayDeque<>();
        for (int c = 1; c < n; c++) {
            for (int t : new int[] {MOUSE, CAT}) {
                result[t][0][c] = MOUSE;  // @hole
                result[t][c][c] = CAT;  // @caught
                queue.add(new int[] {t, 0, c});
                queue.add(new int[] {t, c, c});
            }
        }
        while (!queue.isEmpty()) {
            int[] p = queue.poll();
            int t = p[0], m = p[1], c = p[2];
            int winner = result[t][m][c];
            List<int[]> parents = new ArrayList<>();
            if (t == CAT) {  // the mouse moved here
                for (int pm : graph[m]) {
                    parents.add(new int[] {MOUSE, pm, c});  // @mouse_parents
                }
            } else {  // the cat moved here, never from the hole
                for (int pc : graph[c]) {
                    if (pc != 0) {
                        parents.add(new int[] {CAT, m, pc});  // @cat_parents
                    }
                }
            }
            for (int[] q : parents) {
                int pt = q[0], pm = q[1], pc = q[2];
                if (result[pt][pm][pc] != DRAW) {
                    continue;
                }
                if (winner == pt) {  // the player to move there can move into a win
                    result[pt][pm][pc] = winner;  // @win
                    queue.add(q);
                } else if (--left[pt][pm][pc] == 0) {  // every move loses
                    result[pt][pm][pc] = winner;  // @lose
                    queue.add(q);
                }
            }
        }
        return result[MOUSE][1][2];  // @answer
    }
}
