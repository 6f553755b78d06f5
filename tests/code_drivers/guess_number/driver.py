"""Driver of the Guess Number listing: a line "n" -> the least cost."""
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


get_money_amount = load("guess_number").get_money_amount
for line in sys.stdin:
    print(get_money_amount(int(line)))
