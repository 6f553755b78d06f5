def get_money_amount(n: int) -> int:
    """The least money that surely finds a number in 1..n when a wrong guess k costs k."""
    # dp[i][j]: the cost of the interval i..j; zero while j <= i (one number or none)
    dp = [[0] * (n + 2) for _ in range(n + 2)]  # @base
    for length in range(2, n + 1):  # shorter intervals first
        for i in range(1, n - length + 2):
            j = i + length - 1
            best = float("inf")
            for k in range(i, j + 1):  # @cell
                # k is wrong: pay k, and the number is on the dearer side
                cost = k + max(dp[i][k - 1], dp[k + 1][j])  # @cell
                best = min(best, cost)  # @best
            dp[i][j] = best  # @best
    return dp[1][n]  # @answer
