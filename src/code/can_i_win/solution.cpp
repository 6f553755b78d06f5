#include <unordered_map>
using namespace std;

class Solution {
public:
    // Whether the first player can force the running total up to desiredTotal.
    bool canIWin(int maxChoosableInteger, int desiredTotal) {
        if (desiredTotal <= 0) {  // @reached
            return true;  // @reached
        }
        m = maxChoosableInteger;
        if (m * (m + 1) / 2 < desiredTotal) {  // @out_of_reach
            return false;  // @out_of_reach
        }
        memo.clear();
        return wins(0, desiredTotal);  // @answer
    }

private:
    int m = 0;
    // memo[used]: whether the player to move wins; bit k - 1 of used is set once k is
    // taken (what is left to reach follows from used, so used alone is the key)
    unordered_map<int, bool> memo;

    bool wins(int used, int left) {
        if (memo.count(used)) {  // @memo
            return memo[used];  // @memo
        }
        for (int k = 1; k <= m; k++) {  // @move
            int bit = 1 << (k - 1);
            if (used & bit) {
                continue;
            }
            if (k >= left  // @win_now
                    || !wins(used | bit, left - k)) {  // @win_later
                memo[used] = true;  // @win_now @win_later
                return true;
            }
        }
        memo[used] = false;  // @lose
        return false;
    }
};
