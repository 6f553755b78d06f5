#include <array>
#include <queue>
#include <string>
#include <vector>
using namespace std;

class Solution {
public:
    static constexpr int UNDECIDED = 0, MOUSE = 1, CAT = 2;  // decided: the winner
    static constexpr int LIMIT = 1000;  // the moves the mouse has to reach the food

    // Whether the mouse can force reaching the food within 1000 moves (LeetCode 1728).
    bool canMouseWin(vector<string>& grid, int catJump, int mouseJump) {
        rows = grid.size(), cols = grid[0].size();
        int n = rows * cols;  // cell r * cols + c
        vector<int> floor;
        int mouse = 0, cat = 0, food = 0;
        for (int x = 0; x < n; x++) {
            char ch = grid[x / cols][x % cols];
            if (ch != '#') floor.push_back(x);
            if (ch == 'M') mouse = x;
            if (ch == 'C') cat = x;
            if (ch == 'F') food = x;
        }
        // to[t][x]: where the player t jumps from x; jumps are symmetric, so these are
        // also the cells that jump to x
        vector<vector<int>> to[3];
        for (int x = 0; x < n; x++) {
            to[MOUSE].push_back(jumps(grid, x, mouseJump));
            to[CAT].push_back(jumps(grid, x, catJump));
        }
        using Table = vector<vector<vector<int>>>;
        // result[t][m][c]: the winner with t to move, the mouse on m and the cat on c;
        // moves[t][m][c]: the moves to the end (the winner hurries, the loser delays)
        Table result(3, vector<vector<int>>(n, vector<int>(n, UNDECIDED)));
        Table moves(3, vector<vector<int>>(n, vector<int>(n, 0)));
        // left[t][m][c]: the jumps of the player to move not yet known to lose
        Table left(3, vector<vector<int>>(n, vector<int>(n, 0)));
        for (int m : floor) {
            for (int c : floor) {
                left[MOUSE][m][c] = to[MOUSE][m].size();  // @degree
                left[CAT][m][c] = to[CAT][c].size();  // @degree
            }
        }
        queue<array<int, 3>> q;
        for (int x : floor) {
            vector<array<int, 3>> ends = {{x, x, CAT}};  // both on one cell: the cat wins
            if (x != food) {
                ends.push_back({x, food, CAT});  // the cat on the food
                ends.push_back({food, x, MOUSE});  // the mouse on the food
            }
            for (auto [m, c, winner] : ends) {
                for (int t : {MOUSE, CAT}) {
                    result[t][m][c] = winner;  // @terminal
                    q.push({t, m, c});
                }
            }
        }
        while (!q.empty()) {
            auto [t, m, c] = q.front();
            q.pop();
            int winner = result[t][m][c], steps = moves[t][m][c];
            vector<array<int, 3>> parents;
            if (t == CAT) {  // the mouse jumped here
                for (int pm : to[MOUSE][m]) {
                    parents.push_back({MOUSE, pm, c});  // @mouse_parents
                }
            } else {  // the cat jumped here
                for (int pc : to[CAT][c]) {
                    parents.push_back({CAT, m, pc});  // @cat_parents
                }
            }
            for (auto [pt, pm, pc] : parents) {
                if (result[pt][pm][pc] != UNDECIDED) {
                    continue;
                }
                if (winner == pt) {  // the player to move there can jump into a win
                    result[pt][pm][pc] = winner;  // @win
                    moves[pt][pm][pc] = steps + 1;  // @win
                    q.push({pt, pm, pc});
                } else if (--left[pt][pm][pc] == 0) {  // every jump loses
                    result[pt][pm][pc] = winner;  // @lose
                    moves[pt][pm][pc] = steps + 1;  // @lose
                    q.push({pt, pm, pc});
                }
            }
        }
        // never decided: neither side can force a win, and the move limit gives it to
        // the cat
        bool mouseWins = result[MOUSE][mouse][cat] == MOUSE;  // @undecided @answer
        return mouseWins && moves[MOUSE][mouse][cat] <= LIMIT;  // @limit @answer
    }

private:
    int rows = 0, cols = 0;

    // The cells a jump of 0..longest cells reaches: walls and the border stop it.
    vector<int> jumps(const vector<string>& grid, int start, int longest) {
        int r = start / cols, c = start % cols;
        vector<int> out = {start};  // a jump of 0: staying put
        int dr[] = {0, 1, 0, -1}, dc[] = {1, 0, -1, 0};
        for (int d = 0; d < 4; d++) {
            for (int k = 1; k <= longest; k++) {
                int rr = r + dr[d] * k, cc = c + dc[d] * k;
                if (rr < 0 || rr >= rows || cc < 0 || cc >= cols || grid[rr][cc] == '#') {
                    break;
                }
                out.push_back(rr * cols + cc);
            }
        }
        return out;
    }
};
