// RUN: %circlec --dump-ast %s | FileCheck %s
template<typename T, int N = 2> T scale(T x) { return x * N; }
template<typename T> T max2(const T& a, const T& b) { return a < b ? b : a; }
int f() {
  long l = scale(3L);
  double d = scale<double, 4>(1.5);
  return max2(1, 2) + (int)l + (int)d;
}
// CHECK: FunctionDecl f 'int ()'
// CHECK: CallExpr scale 'long'
// CHECK: CallExpr scale 'double'
// CHECK: CallExpr max2 'int'
// CHECK: FunctionDecl scale 'long (long)' template<long, 2> inline(template)
// CHECK: FunctionDecl scale 'double (double)' template<double, 4> inline(template)
// CHECK: FunctionDecl max2 'int (const int &, const int &)' template<int> inline(template)
