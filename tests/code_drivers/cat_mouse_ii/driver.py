"""Driver of the Cat and Mouse II listing: "cat_jump mouse_jump row ..." -> true/false."""
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


can_mouse_win = load("cat_mouse_ii").can_mouse_win
for line in sys.stdin:
    cat_jump, mouse_jump, *grid = line.split()
    print("true" if can_mouse_win(grid, int(cat_jump), int(mouse_jump)) else "false")
