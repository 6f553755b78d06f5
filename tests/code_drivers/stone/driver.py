"""Driver of the Stone Game listing: a line of piles -> "first second"."""
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


stone_game = load("stone").stone_game
for line in sys.stdin:
    first, second = stone_game([int(x) for x in line.split()])
    print(first, second)
