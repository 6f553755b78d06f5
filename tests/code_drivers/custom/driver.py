"""Driver of the Game Lab listing: a JSON line {"rules", "misere"} -> the result as JSON.

The rules are Starlark; the bundled examples are Python as well, run here with exec."""
import json
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

solve = load("custom").solve
for line in sys.stdin:
    case = json.loads(line)
    rules: dict = {}
    exec(case["rules"], rules)
    result = solve(rules["start"], rules["moves"], rules.get("points"), rules.get("end"),
                   case.get("misere", False))
    print(json.dumps(result, sort_keys=True))
