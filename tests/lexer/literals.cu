// Every literal form the lexer accepts passes through -E unchanged and without a diagnostic.
// RUN: %circlec -nocudainc -E -P %s 2>&1 | FileCheck %s --implicit-check-not=error --implicit-check-not=warning

int i[] = {0, 42, 0x2Au, 0X2a, 0b101, 0B1'0, 017, 1'000'000ull, 7LLU, 7uLL, 7lu, 7Ul, 0xFFFF'FFFFu};
// CHECK: {{^}}int i[] = {0, 42, 0x2Au, 0X2a, 0b101, 0B1'0, 017, 1'000'000ull, 7LLU, 7uLL, 7lu, 7Ul, 0xFFFF'FFFFu};{{$}}
double d[] = {1.5, 1e-3f, 0x1p4, .5L, 3., 1E+10, 0x1.8p-3F, 08.5};
// CHECK-NEXT: {{^}}double d[] = {1.5, 1e-3f, 0x1p4, .5L, 3., 1E+10, 0x1.8p-3F, 08.5};{{$}}
auto c = {'a', u8'x', u'b', U'c', L'd', '\'', '\\', '\x41', '\101', '\u00e9', '\U0001F600'};
// CHECK-NEXT: {{^}}auto c = {'a', u8'x', u'b', U'c', L'd', '\'', '\\', '\x41', '\101', '\u00e9', '\U0001F600'};{{$}}
auto s = {"s\n\t\"\\\?\a\b\f\r\v\0", u8"x", u"y", U"z", L"w"};
// CHECK-NEXT: {{^}}auto s = {"s\n\t\"\\\?\a\b\f\r\v\0", u8"x", u"y", U"z", L"w"};{{$}}
k<<<grid, block>>>(x); a <=> b; p->*m; q.*m; a<<=1; b>>=2; x::y;
// CHECK-NEXT: {{^}}k<<<grid, block>>>(x); a <=> b; p->*m; q.*m; a<<=1; b>>=2; x::y;{{$}}
@codegen if (__nvvm_arch >= 70) {} @meta int m;
// CHECK-NEXT: {{^}}@codegen if (__nvvm_arch >= 70) {} @meta int m;{{$}}
int spliced = 1\
2;
// CHECK-NEXT: {{^}}int spliced = 12;{{$}}
