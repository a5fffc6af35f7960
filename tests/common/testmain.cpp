// main() of a folder's test program: runs the registered test named by the first argument
// (headroomtest.h), passing the rest to Qt Test.

#include "headroomtest.h"

#include <cstdio>
#include <map>
#include <string>
#include <vector>

namespace {

std::map<std::string, Headroom::TestRegistry::Run> &registry()
{
    static std::map<std::string, Headroom::TestRegistry::Run> tests;
    return tests;
}

} // namespace

bool Headroom::TestRegistry::add(const char *sourceFile, Run run)
{
    std::string name(sourceFile);
    if (const auto slash = name.find_last_of("/\\"); slash != std::string::npos)
        name.erase(0, slash + 1);
    if (const auto dot = name.rfind('.'); dot != std::string::npos)
        name.erase(dot);
    return registry().emplace(name, run).second;
}

int main(int argc, char *argv[])
{
    const auto test = argc > 1 ? registry().find(argv[1]) : registry().end();
    if (test == registry().end()) {
        std::fprintf(stderr, "Usage: %s TEST [Qt Test options]\nTests:", argv[0]);
        for (const auto &entry : registry())
            std::fprintf(stderr, " %s", entry.first.c_str());
        std::fprintf(stderr, "\n");
        return 2;
    }
    // argv without the test's name, still ending in a null pointer
    std::vector<char *> args(argv, argv + argc + 1);
    args.erase(args.begin() + 1);
    return test->second(argc - 1, args.data());
}
