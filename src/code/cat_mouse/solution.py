from collections import deque

DRAW, MOUSE, CAT = 0, 1, 2  # a turn is MOUSE or CAT; a decided position holds its winner


def cat_mouse_game(graph: list[list[int]]) -> int:
    """1: the mouse wins, 2: the cat wins, 0: a draw (LeetCode 913)."""
    n = len(graph)
    # result[t][m][c]: the winner with t to move, the mouse on m and the cat on c
    result = [[[DRAW] * n for _ in range(n)] for _ in range(3)]  # @undecided
    # left[t][m][c]: the moves of the player to move not yet known to lose
    left = [[[0] * n for _ in range(n)] for _ in range(3)]
    for m in range(n):
        for c in range(n):
            left[MOUSE][m][c] = len(graph[m])  # @degree
            left[CAT][m][c] = len(graph[c]) - (0 in graph[c])  # @degree
    queue = deque()
    for c in range(1, n):
        for t in (MOUSE, CAT):
            result[t][0][c] = MOUSE  # @hole
            result[t][c][c] = CAT  # @caught
            queue += [(t, 0, c), (t, c, c)]
    while queue:
        t, m, c = queue.popleft()
        winner = result[t][m][c]
        if t == CAT:  # the mouse moved here
            parents = [(MOUSE, pm, c) for pm in graph[m]]  # @mouse_parents
        else:  # the cat moved here, never from the hole
            parents = [(CAT, m, pc) for pc in graph[c] if pc != 0]  # @cat_parents
        for pt, pm, pc in parents:
            if result[pt][pm][pc] != DRAW:
                continue
            if winner == pt:  # the player to move there can move into a win
                result[pt][pm][pc] = winner  # @win
                queue.append((pt, pm, pc))
            else:
                left[pt][pm][pc] -= 1
                if left[pt][pm][pc] == 0:  # every move loses
                    result[pt][pm][pc] = winner  # @lose
                    queue.append((pt, pm, pc))
    return result[MOUSE][1][2]  # @answer
