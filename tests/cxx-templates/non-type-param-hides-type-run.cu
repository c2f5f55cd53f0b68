// A non-type template parameter hides a type of the same name declared outside the template,
// for the parser too: `_Pow / _Base` is a division, not a cast. libstdc++'s `_Number_help`
// (<bits/parse_numbers.h>, which <chrono> includes) names its parameter `_Pow`, the same as
// <valarray>'s `struct std::_Pow`; with both included every use was "a type, not a value".
// RUN: %circlec %s -o %t && %t
struct _Pow {};
struct N {};
namespace lib {
template <unsigned _Base, unsigned long long _Pow, bool _Valid>
struct Help {
  static constexpr unsigned long long next = _Valid ? _Pow / _Base : _Pow;
  using type = int[_Pow * 2];
};
template <int N> int scaled(int x) { return x * N; }
} // namespace lib
static_assert(lib::Help<10, 100, true>::next == 10, "");
static_assert(sizeof(lib::Help<10, 3, false>::type) == 6 * sizeof(int), "");
int main() {
  _Pow p;
  (void)p;
  return lib::scaled<3>(2) == 6 ? 0 : 1;
}
