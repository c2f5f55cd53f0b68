// Among pointer conversions of one rank ([over.ics.rank]/4.1, 4.3): converting to a base class
// pointer beats converting to `void*`, and both beat converting to `bool`. libstdc++'s
// `ostream << filebuf*` (NVIDIA's helper_cuda_drvapi.h: `ostrm << fileIn.rdbuf()`) is
// `operator<<(streambuf*)`; circlec found it ambiguous with `operator<<(const void*)` and
// `operator<<(bool)`. Its body calls `__copy_streambufs_eof`, which basic_streambuf befriends as
// `friend streamsize __copy_streambufs_eof<>(...)`: a friend naming a specialization declares
// no new function (the call linked against a non-template `std::__copy_streambufs_eof`).
// RUN: %circlec %s -o %t && %t %t.txt | FileCheck %s
// CHECK: A* void* void* bool
// CHECK: copied 5 bytes
#include <cstdio>
#include <fstream>
#include <sstream>
struct A {};
struct B : A {};
const char *f(bool) { return "bool"; }
const char *f(const void *) { return "void*"; }
const char *f(A *) { return "A*"; }
const char *g(bool) { return "bool"; }
const char *g(const void *) { return "void*"; }
int main(int, char **argv) {
  B b;
  int i;
  void (*fp)() = nullptr;
  printf("%s %s %s %s\n", f(&b), f(&i), g(&b), g(fp));
  {
    std::ofstream out(argv[1]);
    out << "hello";
  }
  std::ifstream in(argv[1]);
  std::ostringstream s;
  s << in.rdbuf();
  printf("copied %zu bytes\n", s.str().size());
}
