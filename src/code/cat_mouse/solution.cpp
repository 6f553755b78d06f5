#include <algorithm>
#include <array>
#include <queue>
#include <vector>
using namespace std;

class Solution {
public:
    static constexpr int DRAW = 0, MOUSE = 1, CAT = 2;  // a decided position: its winner

    // 1: the mouse wins, 2: the cat wins, 0: a draw (LeetCode 913).
    int catMouseGame(vector<vector<int>>& graph) {
        int n = graph.size();
        using Table = vector<vector<vector<int>>>;
        // result[t][m][c]: the winner with t to move, the mouse on m and the cat on c
        Table result(3, vector<vector<int>>(n, vector<int>(n, DRAW)));  // @undecided
        // left[t][m][c]: the moves of the player to move not yet known to lose
        Table left(3, vector<vector<int>>(n, vector<int>(n, 0)));
        for (int m = 0; m < n; m++) {
            for (int c = 0; c < n; c++) {
                int intoHole = count(graph[c].begin(), graph[c].end(), 0);
                left[MOUSE][m][c] = graph[m].size();  // @degree
                left[CAT][m][c] = graph[c].size() - intoHole;  // @degree
            }
        }
        queue<array<int, 3>> q;
        for (int c = 1; c < n; c++) {
            for (int t : {MOUSE, CAT}) {
                result[t][0][c] = MOUSE;  // @hole
                result[t][c][c] = CAT;  // @caught
                q.push({t, 0, c});
                q.push({t, c, c});
            }
        }
        while (!q.empty()) {
            auto [t, m, c] = q.front();
            q.pop();
            int winner = result[t][m][c];
            vector<array<int, 3>> parents;
            if (t == CAT) {  // the mouse moved here
                for (int pm : graph[m]) {
                    parents.push_back({MOUSE, pm, c});  // @mouse_parents
                }
            } else {  // the cat moved here, never from the hole
                for (int pc : graph[c]) {
                    if (pc != 0) {
                        parents.push_back({CAT, m, pc});  // @cat_parents
                    }
                }
            }
            for (auto [pt, pm, pc] : parents) {
                if (result[pt][pm][pc] != DRAW) {
                    continue;
                }
                if (winner == pt) {  // the player to move there can move into a win
                    result[pt][pm][pc] = winner;  // @win
                    q.push({pt, pm, pc});
                } else if (--left[pt][pm][pc] == 0) {  // every move loses
                    result[pt][pm][pc] = winner;  // @lose
                    q.push({pt, pm, pc});
                }
            }
        }
        return result[MOUSE][1][2];  // @answer
    }
};
