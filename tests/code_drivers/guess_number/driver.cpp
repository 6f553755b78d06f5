// Driver of the Guess Number listing: a line "n" -> the least cost.
#include <iostream>

#include "../../../src/code/guess_number/solution.cpp"

int main() {
    for (int n; std::cin >> n;) std::cout << Solution().getMoneyAmount(n) << '\n';
}
