// Function templates in `std` whose signature names dependent types: the return and parameter
// types are written as the template wrote them (`NSt16remove_referenceIT_E4typeE`), with the
// unscoped template name, the template arguments and `T_` as substitution candidates.
// (Without the CUDA headers, which bring libstdc++'s own std::move.)
// RUN: %circlec -nocudainc --emit=llvm --sm 70 -O0 %s -o %t && FileCheck %s < %t.sm_70.ll

namespace std {
template<class T> struct remove_reference { typedef T type; };
template<class T> struct remove_reference<T&> { typedef T type; };
template<class T> struct remove_reference<T&&> { typedef T type; };
template<class T> __device__ typename remove_reference<T>::type&& move(T&& t) { return static_cast<typename remove_reference<T>::type&&>(t); }
template<class T> __device__ T&& forward(typename remove_reference<T>::type& t) { return static_cast<T&&>(t); }
}
namespace ns { template<class T> struct id { typedef T type; }; }
template<class T> __device__ typename ns::id<T>::type same(T x, typename ns::id<T>::type y) { return x + y; }

// clang: _ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_
// CHECK-DAG: define linkonce_odr ptr @_ZSt4moveIRiEONSt16remove_referenceIT_E4typeEOS2_(
// clang: _ZSt7forwardIRiEOT_RNSt16remove_referenceIS1_E4typeE
// CHECK-DAG: define linkonce_odr ptr @_ZSt7forwardIRiEOT_RNSt16remove_referenceIS1_E4typeE(
// clang: _Z4sameIiEN2ns2idIT_E4typeES2_S4_
// CHECK-DAG: define linkonce_odr i32 @_Z4sameIiEN2ns2idIT_E4typeES2_S4_(
__device__ int g(int a) { int b = std::move(a); return std::forward<int&>(b) + same(a, b); }
