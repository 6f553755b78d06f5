"""Driver of the Game Lab listing: a JSON line {"rules", "misere"} -> the result as JSON.

The rules are Starlark; the bundled examples are Python as well, run here with exec."""
import importlib.util
import json
import sys
from pathlib import Path


def load(game: str):
    """The listing src/code/<game>/solution.py as a module."""
    path = Path(__file__).resolve().parents[3] / "src" / "code" / game / "solution.py"
    spec = importlib.util.spec_from_file_location(f"{game}_solution", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


solve = load("custom").solve
for line in sys.stdin:
    case = json.loads(line)
    rules: dict = {}
    exec(case["rules"], rules)
    result = solve(rules["start"], rules["moves"], rules.get("points"), rules.get("end"),
                   case.get("misere", False))
    print(json.dumps(result, sort_keys=True))
