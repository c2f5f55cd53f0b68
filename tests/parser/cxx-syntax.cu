// The C++ that later issues check (classes, templates, lambdas, operators) already parses:
// --dump=syntax stops after the parser, so this test does not depend on sema.
// RUN: %circlec -nocudainc --dump=syntax %s | FileCheck %s

template <bool B, class T = void> struct enable_if {};
template <class T> struct enable_if<true, T> { typedef T type; };
// CHECK: (template ((typename T)) (struct enable_if<true, T> { (typedef type T)}))
template <class T> typename enable_if<sizeof(T) == 4, T>::type twice(T x) { return x + x; }
// CHECK-NEXT: (template ((typename T)) (fn twice (params (param x T)) typename enable_if<(== (sizeof-type T) 4), T>::type (block (return (+ x x)))))

template <class T, int N> struct Vec {
  T v[N];
  Vec() = default;
  __host__ __device__ T& operator[](int i) { return v[i]; }
  Vec& operator+=(const Vec& o) { for (int i = 0; i < N; ++i) v[i] += o.v[i]; return *this; }
  explicit operator bool() const { return N > 0; }
};
// CHECK-NEXT: (template ((typename T) (nttp N int)) (struct Vec { (field v (array T N)) (fn Vec (params) _ = default) (fn __device__ __host__ operator[] (params (param i int)) (ref T) (block (return (index v i)))) (fn operator+= (params (param o (ref (const Vec)))) (ref Vec) (block (for (var i int = 0) (< i N) (++pre i) (+= (index v i) (index (. o v) i))) (return (* this)))) (fn explicit operator bool (params) _ const (block (return (> N 0))))}))

template <class F> __global__ void apply(F f, int n) { if (threadIdx.x < n) f(threadIdx.x); }
// CHECK-NEXT: (template ((typename F)) (fn __global__ apply (params (param f F) (param n int)) void (block (if (< (. threadIdx x) n) (call f (. threadIdx x))))))

template <class... Ts> int sum(Ts... xs) { return (xs + ... + 0); }
// CHECK-NEXT: (template ((typename ... Ts)) (fn sum (params (param xs Ts ...)) int (block (return (fold xs + ... 0)))))

struct List {
  int count() const { int n = 0; for (Node* p = head; p; p = p->next) ++n; return n; }
 private:
  struct Node { Node* next; };
  Node* head = nullptr;
};
// CHECK-NEXT: (struct List { (fn count (params) int const (block (var n int = 0) (for (var p (ptr Node) = head) p (= p (-> p next)) (++pre n)) (return n))) private: (struct Node { (field next (ptr Node))}) (field head (ptr Node) = nullptr)})

void run(float* d, int n) {
  float k = 2.0f;
  apply<<<1, 128>>>([=] __device__ (int i) { d[i] *= k; }, n);
  Vec<Vec<float, 3>, 2> m;
  auto g = [&m](auto&& x) mutable -> decltype(auto) { return m[0][x]; };
}
// CHECK-NEXT: (fn run (params (param d (ptr float)) (param n int)) void (block (var k float = 2.0f) (launch apply (1 128) (lambda [=] (params (param i int)) __device__ (block (*= (index d i) k))) n) (var m Vec<Vec<float, 3>, 2>) (var g auto = (lambda [&m] (params (param x (rref auto))) mutable -> (decltype auto) (block (return (index (index m 0) x)))))))
