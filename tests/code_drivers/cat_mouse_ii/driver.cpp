// Driver of the Cat and Mouse II listing: "cat_jump mouse_jump row ..." -> true/false.
#include <iostream>
#include <sstream>
#include <string>

#include "../../../src/code/cat_mouse_ii/solution.cpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        int catJump, mouseJump;
        in >> catJump >> mouseJump;
        std::vector<std::string> grid;
        for (std::string row; in >> row;) grid.push_back(row);
        std::cout << (Solution().canMouseWin(grid, catJump, mouseJump) ? "true" : "false")
                  << '\n';
    }
}
