from collections import defaultdict, deque


def key(p):
    """A position as the rules compare it: a list equals its tuple, True is not 1."""
    if isinstance(p, (list, tuple)):
        return tuple(key(x) for x in p)
    return type(p).__name__, p


def solve(start, moves, points=None, end=None, misere=False) -> dict:
    """The game the rules define, solved as the app's "solution": win/lose/draw by
    retrograde analysis, or with points each player's best total minus the other's."""
    seen = {key(start): start}  # every position reached so far, by its key
    ended, children, parents = {}, {}, defaultdict(list)
    todo = [key(start)]
    while todo:  # @explore
        p = todo.pop()
        ended[p] = end(seen[p]) if end else None  # "win", "lose", "draw" or None
        kids = {key(q): q for q in moves(seen[p])} if ended[p] is None else {}  # @explore
        children[p] = list(kids)  # a move listed twice counts once
        for k, q in kids.items():
            parents[k].append(p)  # @explore
            if k not in seen:
                seen[k] = q
                todo.append(k)
    left = {p: len(children[p]) for p in seen}  # moves not decided yet
    if points:  # a scoring game: no cycles, every value from those of the moves
        value = {}
        queue = deque(p for p in seen if not children[p])
        while queue:
            p = queue.popleft()
            best = [points(seen[p], seen[q]) - value[q] for q in children[p]]  # @score
            value[p] = max(best, default=0)  # @score
            for parent in parents[p]:
                left[parent] -= 1
                if left[parent] == 0:  # all its moves are valued
                    queue.append(parent)
        return {"positions": len(seen), "value": value[key(start)]}  # @value
    outcome, depth = {}, {}  # for the player to move; the moves to the end
    for p in seen:
        if ended[p] is not None or not children[p]:  # @terminal
            outcome[p] = ended[p] or ("win" if misere else "lose")  # @terminal
            depth[p] = 0
    queue = deque(p for p in outcome if outcome[p] != "draw")
    while queue:
        q = queue.popleft()
        for p in parents[q]:  # @parents
            if p in outcome:
                continue
            if outcome[q] == "lose":  # a move into the other player's loss
                outcome[p], depth[p] = "win", depth[q] + 1  # @win
                queue.append(p)
            else:
                left[p] -= 1
                if left[p] == 0:  # every move leads to the other player's win
                    outcome[p], depth[p] = "lose", depth[q] + 1  # @lose
                    queue.append(p)
    won = outcome.get(key(start), "draw")  # @undecided
    steps = depth[key(start)] if won != "draw" else None  # @undecided
    return {"positions": len(seen), "outcome": won, "moves_to_end": steps}  # @answer
