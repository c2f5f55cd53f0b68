// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-LABEL: FunctionDecl f 'unsigned long (short, unsigned int, long, char)'
unsigned long f(short s, unsigned u, long l, char c) {
  // short + char: both promoted to int
  // CHECK: BinaryOperator '+' 'int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'int'
  // CHECK-NEXT: ImplicitCast LValueToRValue 'short'
  // CHECK: ImplicitCast IntegralCast 'int'
  // CHECK-NEXT: ImplicitCast LValueToRValue 'char'
  int a = s + c;
  // int + unsigned: unsigned
  // CHECK: BinaryOperator '+' 'unsigned int'
  // CHECK-NEXT: ImplicitCast IntegralCast 'unsigned int'
  unsigned b = a + u;
  // unsigned + long: long (long holds every unsigned)
  // CHECK: BinaryOperator '*' 'long'
  long d = u * l;
  // int -> float
  // CHECK: BinaryOperator '*' 'float'
  // CHECK-NEXT: ImplicitCast IntegralToFloating 'float'
  float g = a * 2.0f;
  // long - unsigned long: unsigned long
  // CHECK: ReturnStmt
  // CHECK-NEXT: BinaryOperator '-' 'unsigned long'
  return d - 1ul;
}
static_assert(sizeof(1u + 1l) == 8, "");
static_assert(-1 < 0u == false, "int converts to unsigned");
static_assert((unsigned char)200 + (unsigned char)100 == 300, "promoted to int");
