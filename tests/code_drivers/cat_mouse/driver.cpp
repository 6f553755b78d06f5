// Driver of the Cat and Mouse listing: lists split by ';' -> 1 mouse, 2 cat, 0 draw.
#include <iostream>
#include <sstream>
#include <string>

#include "../../../src/code/cat_mouse/solution.cpp"

int main() {
    std::string line;
    while (std::getline(std::cin, line)) {
        std::string spaced;
        for (char ch : line) spaced += ch == ';' ? std::string(" ; ") : std::string(1, ch);
        std::istringstream in(spaced);
        std::vector<std::vector<int>> graph(1);
        for (std::string word; in >> word;) {
            if (word == ";") {
                graph.emplace_back();
            } else {
                graph.back().push_back(std::stoi(word));
            }
        }
        std::cout << Solution().catMouseGame(graph) << '\n';
    }
}
