// Names a using-directive makes visible do not conflict with declarations: after
// `using namespace std;` in a block, `deque<long> data(200);` declares a variable that hides
// `std::data` for the rest of the block (libstdc++'s tests do this); at namespace scope too.
// It was "redefinition of `data`", pointing at std::data in range_access.h.
// g++ prints the same.
// RUN: %circlec --cudart=none %s -o %t && %t | FileCheck %s
#include <cstdio>
#include <deque>
#include <vector>

using namespace std;
int count = 7; // std::count is a function template

int main() {
  using namespace std;
  deque<long> data(200);
  vector<int> size(3);
  for (unsigned i = 0; i < data.size(); ++i)
    data[i] = i;
  // CHECK: 200 199 3 7
  printf("%zu %ld %zu %d\n", data.size(), data[199], size.size(), ::count);
  return 0;
}
