import java.util.HashMap;
import java.util.Map;

class Solution {
    private int m;
    // memo.get(used): whether the player to move wins; bit k - 1 of used is set once k is
    // taken (what is left to reach follows from used, so used alone is the key)
    private final Map<Integer, Boolean> memo = new HashMap<>();

    // Whether the first player can force the running total up to desiredTotal.
    public boolean canIWin(int maxChoosableInteger, int desiredTotal) {
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

    private boolean wins(int used, int left) {
        if (memo.containsKey(used)) {  // @memo
            return memo.get(used);  // @memo
        }
        for (int k = 1; k <= m; k++) {  // @move
            int bit = 1 << (k - 1);
            if ((used & bit) != 0) {
                continue;
            }
            if (k >= left  // @win_now
                    || !wins(used | bit, left - k)) {  // @win_later
                memo.put(used, true);  // @win_now @win_later
                return true;
            }
        }
        memo.put(used, false);  // @lose
        return false;
    }
}
