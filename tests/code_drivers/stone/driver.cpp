// Driver of the Stone Game listing: a line of piles -> "first second".
#include <iostream>
#include <sstream>
#include <string>

#include "../../../src/code/stone/solution.cpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::istringstream in(line);
        std::vector<long long> piles;
        for (long long x; in >> x;) piles.push_back(x);
        auto [first, second] = Solution().stoneGame(piles);
        std::cout << first << ' ' << second << '\n';
    }
}
