def can_i_win(max_choosable: int, desired_total: int) -> bool:
    """Whether the first player can force the running total up to desired_total."""
    if desired_total <= 0:  # @reached
        return True  # @reached
    if max_choosable * (max_choosable + 1) // 2 < desired_total:  # @out_of_reach
        return False  # @out_of_reach
    # memo[used]: whether the player to move wins; bit k - 1 of used is set once k is
    # taken (what is left to reach follows from used, so used alone is the key)
    memo: dict[int, bool] = {}

    def wins(used: int, left: int) -> bool:
        if used in memo:  # @memo
            return memo[used]  # @memo
        for k in range(1, max_choosable + 1):  # @move
            bit = 1 << (k - 1)
            if used & bit:
                continue
            if (k >= left  # @win_now
                    or not wins(used | bit, left - k)):  # @win_later
                memo[used] = True  # @win_now @win_later
                return True
        memo[used] = False  # @lose
        return False

    return wins(0, desired_total)  # @answer
