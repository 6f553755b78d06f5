#include <algorithm>
#include <climits>
#include <vector>
using namespace std;

class Solution {
public:
    // The least money that surely finds a number in 1..n when a wrong guess k costs k.
    int getMoneyAmount(int n) {
        // dp[i][j]: the cost of the interval i..j; zero while j <= i (one number or none)
        vector<vector<int>> dp(n + 2, vector<int>(n + 2, 0));  // @base
        for (int length = 2; length <= n; length++) {  // shorter intervals first
            for (int i = 1; i + length - 1 <= n; i++) {
                int j = i + length - 1;
                int best = INT_MAX;
                for (int k = i; k <= j; k++) {  // @cell
                    // k is wrong: pay k, and the number is on the dearer side
                    int cost = k + max(dp[i][k - 1], dp[k + 1][j]);  // @cell
                    best = min(best, cost);  // @best
                }
                dp[i][j] = best;  // @best
            }
        }
        return dp[1][n];  // @answer
    }
};
