"""Driver of the Can I Win listing: "max_choosable desired_total" -> true/false."""
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


can_i_win = load("can_i_win").can_i_win
for line in sys.stdin:
    m, total = map(int, line.split())
    print("true" if can_i_win(m, total) else "false")
