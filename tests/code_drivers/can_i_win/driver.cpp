// Driver of the Can I Win listing: "max_choosable desired_total" -> true/false.
#include <iostream>

#include "../../../src/code/can_i_win/solution.cpp"

int main() {
    for (int m, total; std::cin >> m >> total;) {
        std::cout << (Solution().canIWin(m, total) ? "true" : "false") << '\n';
    }
}
