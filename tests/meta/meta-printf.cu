// `@meta printf` prints during translation, to stderr, each call's text after its file:line:
// at namespace scope, in function bodies (once per meta iteration), in templates (once per
// instantiation). Nothing of it reaches the program. Bad formats are errors at the call.
// RUN: %circlec -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %circlec -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %circlec -S --emit=llvm --sm 52 %s -o %t
// RUN: FileCheck %s --check-prefix=IR < %t.host.ll
#include <cstdio>

enum class arch_t { maxwell = 52, pascal = 60, volta = 70 };

@meta int tiles = 3 * 4;
@meta printf("%d tiles, %s has %d enumerators, the first %s; %5.2f|%-4d|%04x|%c%%\n", tiles,
             @type_name(arch_t), @enum_count(arch_t), @enum_name(arch_t, 0), 3.14159, 7, 255, 'z');
// CHECK: meta-printf.cu:[[@LINE-2]]: 12 tiles, arch_t has 3 enumerators, the first maxwell;  3.14|7   |00ff|z%

template<typename T> int size_of() {
  @meta printf("size_of<%s> is %zu\n", @type_name(T), sizeof(T));
  return sizeof(T);
}

int main() {
  @meta for enum (arch_t a : arch_t)
    @meta printf("sm_%d is %s\n", (int)a, @enum_name(a));
  // CHECK-NEXT: meta-printf.cu:[[@LINE-1]]: sm_52 is maxwell
  // CHECK-NEXT: meta-printf.cu:[[@LINE-2]]: sm_60 is pascal
  // CHECK-NEXT: meta-printf.cu:[[@LINE-3]]: sm_70 is volta
  return size_of<double>() + size_of<short>();
  // CHECK-NEXT: meta-printf.cu:18: size_of<double> is 8
  // CHECK-NEXT: meta-printf.cu:18: size_of<short> is 2
}

#ifdef BAD
void bad(int n) {
  @meta printf("%d %d\n", 1);
  // BAD: meta-printf.cu:[[@LINE-1]]:9: error: too few arguments for `%d` [E0626]
  @meta printf("%s\n", 42);
  // BAD: meta-printf.cu:[[@LINE-1]]:24: error: `%s` needs a string literal [E0626]
  @meta printf("%d\n", n);
  // BAD: meta-printf.cu:[[@LINE-1]]:24: error: meta code reads a value known only at run time [E0622]
}
#endif

// IR-NOT: tiles
// IR-NOT: arch_t has
