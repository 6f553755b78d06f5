class Solution {
    // The least money that surely finds a number in 1..n when a wrong guess k costs k.
    public int getMoneyAmount(int n) {
        // dp[i][j]: the cost of the interval i..j; zero while j <= i (one number or none)
        int[][] dp = new int[n + 2][n + 2];  // @base
        for (int length = 2; length <= n; length++) {  // shorter intervals first
            for (int i = 1; i + length - 1 <= n; i++) {
                int j = i + length - 1;
                int best = Integer.MAX_VALUE;
                for (int k = i; k <= j; k++) {  // @cell
                    // k is wrong: pay k, and the number is on the dearer side
                    int cost = k + Math.max(dp[i][k - 1], dp[k + 1][j]);  // @cell
                    best = Math.min(best, cost);  // @best
                }
                dp[i][j] = best;  // @best
            }
        }
        return dp[1][n];  // @answer
    }
}
