"""Driver of the Can I Win listing: "max_choosable desired_total" -> true/false."""
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

can_i_win = load("can_i_win").can_i_win
for line in sys.stdin:
    m, total = map(int, line.split())
    print("true" if can_i_win(m, total) else "false")
