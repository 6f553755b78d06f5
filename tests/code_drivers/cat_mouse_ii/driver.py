"""Driver of the Cat and Mouse II listing: "cat_jump mouse_jump row ..." -> true/false."""
import sys
from pathlib import Path


sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from listing import load  # noqa: E402

can_mouse_win = load("cat_mouse_ii").can_mouse_win
for line in sys.stdin:
    cat_jump, mouse_jump, *grid = line.split()
    print("true" if can_mouse_win(grid, int(cat_jump), int(mouse_jump)) else "false")
