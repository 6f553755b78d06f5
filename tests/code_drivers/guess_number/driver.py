"""Driver of the Guess Number listing: a line "n" -> the least cost."""
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

get_money_amount = load("guess_number").get_money_amount
for line in sys.stdin:
    print(get_money_amount(int(line)))
