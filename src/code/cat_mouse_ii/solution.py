from collections import deque

UNDECIDED, MOUSE, CAT = 0, 1, 2  # a turn is MOUSE or CAT; a decided position: its winner
LIMIT = 1000  # the moves the mouse has to reach the food


def can_mouse_win(grid: list[str], cat_jump: int, mouse_jump: int) -> bool:
    """Whether the mouse can force reaching the food within 1000 moves (LeetCode 1728)."""
    rows, cols = len(grid), len(grid[0])
    n = rows * cols  # cell r * cols + c
    floor = [i for i in range(n) if grid[i // cols][i % cols] != "#"]
    mouse, cat, food = ("".join(grid).index(ch) for ch in "MCF")

    def jumps(start: int, longest: int) -> list[int]:
        """The cells a jump of 0..longest cells reaches: walls and the border stop it."""
        r, c = divmod(start, cols)
        out = [start]  # a jump of 0: staying put
        for dr, dc in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            for k in range(1, longest + 1):
                rr, cc = r + dr * k, c + dc * k
                if not (0 <= rr < rows and 0 <= cc < cols) or grid[rr][cc] == "#":
                    break
                out.append(rr * cols + cc)
        return out

    # to[t][x]: where the player t jumps from x; jumps are symmetric, so these are also
    # the cells that jump to x
    to = [[] for _ in range(3)]
    for x in range(n):
        to[MOUSE].append(jumps(x, mouse_jump))
        to[CAT].append(jumps(x, cat_jump))
    # result[t][m][c]: the winner with t to move, the mouse on m and the cat on c;
    # moves[t][m][c]: the moves to the end (the winner hurries, the loser delays)
    result = [[[UNDECIDED] * n for _ in range(n)] for _ in range(3)]
    moves = [[[0] * n for _ in range(n)] for _ in range(3)]
    # left[t][m][c]: the jumps of the player to move not yet known to lose
    left = [[[0] * n for _ in range(n)] for _ in range(3)]
    for m in floor:
        for c in floor:
            left[MOUSE][m][c] = len(to[MOUSE][m])  # @degree
            left[CAT][m][c] = len(to[CAT][c])  # @degree
    queue = deque()
    for x in floor:
        ends = [(x, x, CAT)]  # both on one cell: the cat wins
        if x != food:
            ends += [(x, food, CAT), (food, x, MOUSE)]  # the cat or the mouse on the food
        for m, c, winner in ends:
            for t in (MOUSE, CAT):
                result[t][m][c] = winner  # @terminal
                queue.append((t, m, c))
    while queue:
        t, m, c = queue.popleft()
        winner, steps = result[t][m][c], moves[t][m][c]
        if t == CAT:  # the mouse jumped here
            parents = [(MOUSE, pm, c) for pm in to[MOUSE][m]]  # @mouse_parents
        else:  # the cat jumped here
            parents = [(CAT, m, pc) for pc in to[CAT][c]]  # @cat_parents
        for pt, pm, pc in parents:
            if result[pt][pm][pc] != UNDECIDED:
                continue
            if winner == pt:  # the player to move there can jump into a win
                result[pt][pm][pc], moves[pt][pm][pc] = winner, steps + 1  # @win
                queue.append((pt, pm, pc))
            else:
                left[pt][pm][pc] -= 1
                if left[pt][pm][pc] == 0:  # every jump loses
                    result[pt][pm][pc], moves[pt][pm][pc] = winner, steps + 1  # @lose
                    queue.append((pt, pm, pc))
    # never decided: neither side can force a win, and the move limit gives it to the cat
    mouse_wins = result[MOUSE][mouse][cat] == MOUSE  # @undecided @answer
    return mouse_wins and moves[MOUSE][mouse][cat] <= LIMIT  # @limit @answer
