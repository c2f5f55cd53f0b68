// The idioms Circle's own examples build on `@meta for enum`: a function template that turns any
// enumeration value into its name through a generated `switch` (instantiated for an enum
// local to `main`, and for a scoped enum with gaps in its values), and the reverse, a chain of
// real `if` statements generated per enumerator with the variable declared `auto`, returning a
// `std::optional` of the standard library.
// RUN: %circlec %s -o %t
// RUN: %t | FileCheck %s
#include <cstdio>
#include <cstring>
#include <iostream>
#include <optional>

template<typename type_t>
const char* to_name(type_t e) {
  switch (e) {
    @meta for enum (type_t e2 : type_t) {
      case e2:
        return @enum_name(e2);
    }
    default:
      return "<unknown>";
  }
}

template<typename enum_t>
std::optional<enum_t> from_name(const char* s) {
  @meta for enum (auto e : enum_t)
    if (0 == strcmp(@enum_name(e), s))
      return e;
  return {};
}

enum class level_t { debug = 10, info = 20, warn, error, fatal = 50, panic = 50 };

int main() {
  enum fruit_t { apple, pear, plum };
  // CHECK: pear plum <unknown>
  printf("%s %s %s\n", to_name(pear), to_name(plum), to_name((fruit_t)9));
  // CHECK-NEXT: warn fatal <unknown>
  std::cout << to_name(level_t::warn) << " " << to_name(level_t::panic) << " " << to_name((level_t)30) << "\n";
  // CHECK-NEXT: 22 1 0 5
  std::cout << (int)*from_name<level_t>("error") << " " << from_name<level_t>("fatal").has_value() << " "
            << from_name<level_t>("panic").has_value() << " " << @enum_count(level_t) << "\n";
}
