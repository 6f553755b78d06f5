"""Driver of the Cat and Mouse listing: lists split by ";" -> 1 mouse, 2 cat, 0 draw."""
import importlib.util
import sys
from pathlib import Path


def load(game: str):
    """The listing src/code/<game>/solution.py as a module."""
    path = Path(__file__).resolve().parents[3] / "src" / "code" / game / "solution.py"
    spec = importlib.util.spec_from_file_location(f"{game}_solution", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


cat_mouse_game = load("cat_mouse").cat_mouse_game
for line in sys.stdin:
    graph = [[int(x) for x in part.split()] for part in line.rstrip("\n").split(";")]
    print(cat_mouse_game(graph))
