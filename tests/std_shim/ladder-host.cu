// The system's C and C++ headers (glibc and GCC's libstdc++, not copies): each included and
// used in host code, compiled, linked with the C++ runtime and run; each program prints 42.
// The headers of issue 11's ladder that do not compile yet are listed in
// tests/std_shim/LADDER.md with the first error of each.
// <string> and the containers call `operator new` and libstdc++'s `__throw_*` functions: the
// driver links libstdc++ as g++ (and so nvcc) does.
// RUN: for h in cstdio cstdlib cstring cmath complex cstdint climits cassert type_traits limits algorithm numeric ratio array atomic string_view bitset string vector deque queue iterator utility tuple functional initializer_list set map optional chrono fstream thread mutex list memory random unordered_map; do \
// RUN:   %circlec -DL_$h %s -o %t.$h || exit 1; \
// RUN:   test "$(%t.$h)" = 42 || { echo "wrong output for <$h>: $(%t.$h)"; exit 1; }; \
// RUN: done
#if defined(L_cstdio)
#include <cstdio>
int main() { std::printf("%d\n", 42); }
#elif defined(L_cstdlib)
#include <cstdio>
#include <cstdlib>
int main() { std::printf("%d\n", std::abs(-40) + (int)std::strtol("2", nullptr, 10)); }
#elif defined(L_cstring)
#include <cstdio>
#include <cstring>
int main() { char b[8]; std::strcpy(b, "42"); std::printf("%s\n", b); }
#elif defined(L_cmath)
#include <cmath>
#include <cstdio>
int main() { std::printf("%d\n", (int)std::sqrt(1764.0) + (int)std::fabs(-0.5f) + (std::isnan(NAN) ? 0 : 1)); }
#elif defined(L_complex)
#include <complex>
#include <cstdio>
int main() { std::complex<double> z(3, 4); std::printf("%d\n", (int)std::abs(z * std::complex<double>(0, 1)) * 8 + (int)z.real() - 1); }
#elif defined(L_cstdint)
#include <cstdint>
#include <cstdio>
int main() { std::int64_t x = INT64_C(42); std::uint8_t y = 255; std::printf("%d\n", (int)x + (y == UINT8_MAX ? 0 : 1)); }
#elif defined(L_climits)
#include <climits>
#include <cstdio>
int main() { std::printf("%d\n", INT_MAX == 2147483647 && CHAR_BIT == 8 ? 42 : 0); }
#elif defined(L_cassert)
#include <cassert>
#include <cstdio>
int main() { assert(1 + 1 == 2); std::printf("%d\n", 42); }
#elif defined(L_type_traits)
#include <cstdio>
#include <type_traits>
static_assert(std::is_same<std::remove_cv_t<const volatile int>, int>::value, "");
static_assert(std::is_trivially_copyable<int[3]>::value && !std::is_polymorphic<int>::value, "");
struct S { S(int); };
static_assert(std::is_constructible<S, int>::value && !std::is_default_constructible<S>::value, "");
int main() { std::printf("%d\n", std::is_integral<long>::value ? 42 : 0); }
#elif defined(L_limits)
#include <climits>
#include <cstdio>
#include <limits>
int main() { std::printf("%d\n", std::numeric_limits<int>::max() == INT_MAX && std::numeric_limits<double>::digits == 53 ? 42 : 0); }
#elif defined(L_algorithm)
#include <algorithm>
#include <cstdio>
int main() { int a[5] = {3, 1, 2, 5, 4}; std::sort(a, a + 5); std::printf("%d\n", a[0] * 40 + a[4] - 3 + std::max(0, 0)); }
#elif defined(L_numeric)
#include <cstdio>
#include <numeric>
int main() { int a[3] = {40, 1, 1}; std::printf("%d\n", std::accumulate(a, a + 3, 0)); }
#elif defined(L_ratio)
#include <cstdio>
#include <ratio>
int main() { std::printf("%d\n", (int)std::ratio_add<std::ratio<40>, std::ratio<4, 2>>::num); }
#elif defined(L_array)
#include <array>
#include <cstdio>
int main() { std::array<int, 3> a{40, 1, 1}; int s = 0; for (int x : a) s += x; std::printf("%d\n", s + (int)a.size() - 3); }
#elif defined(L_atomic)
#include <atomic>
#include <cstdio>
int main() {
  std::atomic<int> a{40};
  a.fetch_add(1);
  ++a;
  int expected = 42;
  bool swapped = a.compare_exchange_strong(expected, 42, std::memory_order_acq_rel);
  std::atomic_flag f = ATOMIC_FLAG_INIT;
  std::printf("%d\n", swapped && !f.test_and_set() && std::atomic<long>::is_always_lock_free ? a.load() : 0);
}
#elif defined(L_string_view)
#include <cstdio>
#include <string_view>
int main() { std::string_view s = "xx42"; std::printf("%d\n", (int)s.size() * 10 + (s.substr(2)[1] == '2' ? 2 : 0)); }
#elif defined(L_bitset)
#include <bitset>
#include <cstdio>
int main() { std::bitset<8> b(0x2a); b.set(0).reset(0); std::printf("%d\n", b.count() == 3 && b.test(1) ? (int)b.to_ulong() : 0); }
#elif defined(L_string)
#include <cstdio>
#include <string>
int main() {
  std::string s(2, '-');
  s += "42";
  std::string t = s.substr(2);
  std::printf("%s\n", t == "42" && s.size() == 4 ? t.c_str() : "0");
}
#elif defined(L_vector)
#include <cstdio>
#include <vector>
int main() {
  std::vector<int> v;
  for (int i = 0; i < 10; i++) v.push_back(i);
  v.emplace_back(-3);
  int s = 0;
  for (int x : v) s += x;
  std::printf("%d\n", s);
}
#elif defined(L_deque)
#include <cstdio>
#include <deque>
int main() { std::deque<int> d; d.push_back(40); d.push_front(2); std::printf("%d\n", d.front() + d.back() + (int)d.size() - 2); }
#elif defined(L_iterator)
#include <cstdio>
#include <iterator>
int main() {
  int a[4] = {10, 20, 30, 42};
  auto it = std::begin(a);
  std::advance(it, 3);
  std::reverse_iterator<int *> r(std::end(a));
  std::printf("%d\n", std::distance(std::begin(a), std::end(a)) == 4 && *r == 42 ? *it : 0);
}
#elif defined(L_queue)
#include <cstdio>
#include <queue>
int main() { std::queue<int> q; q.push(42); q.push(1); std::printf("%d\n", q.front() + (int)q.size() - 2); }
#elif defined(L_utility)
#include <cstdio>
#include <utility>
int main() {
  std::pair<int, int> p(40, 1);
  auto q = std::make_pair(1, 'x');
  std::swap(p.first, p.second);
  std::printf("%d\n", p.first + p.second + q.first);
}
#elif defined(L_tuple)
#include <cstdio>
#include <tuple>
int main() {
  std::tuple<int, char, long> t(40, 1, 1);
  std::get<1>(t) = 2;
  std::printf("%d\n", std::get<0>(t) + std::get<1>(t) + (int)std::get<2>(t) - 1);
}
#elif defined(L_functional)
#include <cstdio>
#include <functional>
int main() {
  std::function<int(int)> f = [](int x) { return x + 2; };
  std::printf("%d\n", f(40) + std::plus<int>()(0, 0));
}
#elif defined(L_initializer_list)
#include <cstdio>
#include <initializer_list>
int main() {
  std::initializer_list<int> l{40, 1, 1};
  int s = 0;
  for (int x : l) s += x;
  std::printf("%d\n", s + (int)l.size() - 3);
}
#elif defined(L_optional)
#include <cstdio>
#include <optional>
int main() {
  std::optional<int> o;
  std::optional<int> none;
  o = 40;
  std::printf("%d\n", o.value_or(0) + none.value_or(2));
}
#elif defined(L_map)
#include <cstdio>
#include <map>
#include <string>
int main() {
  std::map<int, int> m;
  m[40] = 40;
  m.insert({2, 2});
  int s = 0;
  for (const auto& [k, v] : m) s += v;
  std::map<std::string, int> named;
  named["x"] = 1;
  named["y"] = 99;
  std::printf("%d\n", s + (m.count(2) == 1 ? 0 : 100) + named["y"] - named["x"] * 99);
}
#elif defined(L_set)
#include <cstdio>
#include <set>
int main() {
  std::set<int> s;
  s.insert(40);
  s.insert(2);
  s.insert(2);
  int t = 0;
  for (int x : s) t += x;
  std::printf("%d\n", t + (int)s.count(3));
}
#elif defined(L_chrono)
#include <chrono>
#include <cstdio>
int main() {
  auto d = std::chrono::milliseconds(42500);
  std::printf("%ld\n", (long)std::chrono::duration_cast<std::chrono::seconds>(d).count());
}
#elif defined(L_fstream)
#include <cstdio>
#include <fstream>
#include <string>
int main(int, char** argv) {
  std::string path = std::string(argv[0]) + ".txt";
  { std::ofstream o(path); o << "6 7"; }
  std::ifstream i(path);
  int a = 0, b = 0;
  i >> a >> b;
  std::printf("%d\n", a * b);
}
#elif defined(L_thread)
#include <cstdio>
#include <thread>
int main() {
  int x = 0;
  std::thread t([&] { x = 42; });
  t.join();
  std::printf("%d\n", x);
}
#elif defined(L_mutex)
#include <cstdio>
#include <mutex>
std::mutex m;
int main() {
  std::lock_guard<std::mutex> g(m);
  std::printf("%d\n", 42);
}
#elif defined(L_list)
#include <cstdio>
#include <list>
int main() {
  std::list<int> a{1, 2}, b{3, 36};
  a.insert(a.end(), b.cbegin(), b.cend());
  a = b;
  a.push_front(6);
  int s = 0;
  for (int x : a) s += x;
  std::printf("%d\n", s - 3);
}
#elif defined(L_memory)
#include <cstdio>
#include <memory>
// `make_shared`'s control block derives from `_Sp_ebo_helper<0, _Alloc>`, whose parameter `_Tp`
// is not a member; `_Sp_counted_base<_S_atomic>::_M_release` is an explicit specialization.
int main() {
  auto p = std::make_shared<int>(40);
  std::shared_ptr<int> q = p;
  auto u = std::make_unique<int>(2);
  std::printf("%d\n", *q + *u + (p.use_count() == 2 ? 0 : 1));
}
#elif defined(L_random)
#include <cstdio>
#include <random>
// `discrete_distribution<I>::param_type::param_type(...)` is a member template of a member
// class defined out of both.
int main() {
  std::mt19937 g(5);
  std::uniform_int_distribution<int> d(40, 40);
  std::discrete_distribution<int> dd({0.0, 1.0});
  std::printf("%d\n", d(g) + 2 * dd(g));
}
#elif defined(L_unordered_map)
#include <cstdio>
#include <unordered_map>
// `_Map_base<...>::operator[]` is checked when used, once `_Hashtable` is complete.
int main() {
  std::unordered_map<int, int> m;
  m[1] = 40;
  m[2] = 2;
  std::printf("%d\n", m[1] + m.at(2));
}
#endif
