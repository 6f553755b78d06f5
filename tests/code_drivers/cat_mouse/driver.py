"""Driver of the Cat and Mouse listing: lists split by ";" -> 1 mouse, 2 cat, 0 draw."""
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

cat_mouse_game = load("cat_mouse").cat_mouse_game
for line in sys.stdin:
    graph = [[int(x) for x in part.split()] for part in line.rstrip("\n").split(";")]
    print(cat_mouse_game(graph))
