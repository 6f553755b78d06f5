"""Driver of the Stone Game listing: a line of piles -> "first second"."""
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

stone_game = load("stone").stone_game
for line in sys.stdin:
    first, second = stone_game([int(x) for x in line.split()])
    print(first, second)
