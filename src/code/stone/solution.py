def stone_game(piles: list[int]) -> tuple[int, int]:
    """Totals (first, second): each takes an end pile, maximising their own total."""
    n = len(piles)
    # fir[i][j], sec[i][j]: the totals of the player to move and of the other on i..j
    fir = [[0] * n for _ in range(n)]
    sec = [[0] * n for _ in range(n)]
    for i in range(n):
        fir[i][i] = piles[i]  # @base
    for length in range(2, n + 1):  # diagonal by diagonal
        for i in range(n - length + 1):
            j = i + length - 1
            # after my move I am the second player on the rest
            left = piles[i] + sec[i + 1][j]  # @cell
            right = piles[j] + sec[i][j - 1]  # @cell
            if left > right:  # @cell
                fir[i][j], sec[i][j] = left, fir[i + 1][j]  # @take_left
            else:
                fir[i][j], sec[i][j] = right, fir[i][j - 1]  # @take_right
    return fir[0][n - 1], sec[0][n - 1]  # @answer
