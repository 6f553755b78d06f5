#include <utility>
#include <vector>
using namespace std;

class Solution {
public:
    // Totals {first, second}: each takes an end pile, maximising their own total.
    pair<long long, long long> stoneGame(const vector<long long>& piles) {
        int n = piles.size();
        // fir[i][j], sec[i][j]: the totals of the player to move and of the other on i..j
        vector<vector<long long>> fir(n, vector<long long>(n)), sec = fir;
        for (int i = 0; i < n; i++) {
            fir[i][i] = piles[i];  // @base
        }
        for (int length = 2; length <= n; length++) {  // diagonal by diagonal
            for (int i = 0; i + length <= n; i++) {
                int j = i + length - 1;
                // after my move I am the second player on the rest
                long long left = piles[i] + sec[i + 1][j];  // @cell
                long long right = piles[j] + sec[i][j - 1];  // @cell
                if (left > right) {  // @cell
                    fir[i][j] = left;  // @take_left
                    sec[i][j] = fir[i + 1][j];  // @take_left
                } else {
                    fir[i][j] = right;  // @take_right
                    sec[i][j] = fir[i][j - 1];  // @take_right
                }
            }
        }
        return {fir[0][n - 1], sec[0][n - 1]};  // @answer
    }
};
