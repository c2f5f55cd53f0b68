// How host exceptions are lowered: `__cxa_allocate_exception`, the object built in place, and
// `__cxa_throw` with the type's RTTI and destructor; `invoke` only where unwinding has work to
// do (a local with a destructor, an enclosing `try`), else a plain call; landing pads that catch
// every enclosing handler's type and are cleanups; handler selection by `llvm.eh.typeid.for`;
// `__cxa_begin_catch`/`__cxa_end_catch` around each handler. RTTI: a class whose key function
// the library defines is referenced (`_ZTISt13runtime_error`), the fundamental types' come from
// the runtime (`_ZTIi`), a user class gets `linkonce_odr` type_info and name string, with the
// layout for its bases. An exception that nothing catches terminates, as with g++.
// RUN: %circlec --cudart=none -S --emit=llvm %s -o %t
// RUN: FileCheck %s < %t.host.ll
// RUN: %circlec --cudart=none -DUNCAUGHT %s -o %t.bin
// RUN: not --crash %t.bin 2>&1 | FileCheck %s --check-prefix=UNCAUGHT
#include <stdexcept>

struct Guard {
  ~Guard();
};
struct MyErr : std::runtime_error {
  MyErr() : std::runtime_error("e") {}
};
struct Leaf {
  int v;
};
struct Two : Leaf, MyErr {};

void may_throw();

// CHECK-DAG: @_ZTI5MyErr = linkonce_odr constant { ptr, ptr, ptr } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv120__si_class_type_infoE, i64 16), ptr @_ZTS5MyErr, ptr @_ZTISt13runtime_error }
// CHECK-DAG: @_ZTS5MyErr = linkonce_odr constant [7 x i8] c"5MyErr\00"
// CHECK-DAG: @_ZTISt13runtime_error = external global ptr
// CHECK-DAG: @_ZTI4Leaf = linkonce_odr constant { ptr, ptr } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv117__class_type_infoE, i64 16), ptr @_ZTS4Leaf }
// Two bases: `__vmi_class_type_info`, each public (2) above its offset: the dynamic MyErr is
// the primary base at 0, Leaf at 16 (4098), as clang lays it out.
// CHECK-DAG: @_ZTI3Two = linkonce_odr constant { ptr, ptr, i32, i32, ptr, i64, ptr, i64 } { ptr getelementptr inbounds (i8, ptr @_ZTVN10__cxxabiv121__vmi_class_type_infoE, i64 16), ptr @_ZTS3Two, i32 0, i32 2, ptr @_ZTI4Leaf, i64 4098, ptr @_ZTI5MyErr, i64 2 }
// CHECK-DAG: @_ZTIi = external global ptr

// Nothing to undo: a plain call, no landing pad.
// CHECK-LABEL: define void @_Z5plainv()
// CHECK-NOT: landingpad
// CHECK: call void @_Z9may_throwv()
// CHECK: ret void
void plain() { may_throw(); }

// A local with a destructor: invoke, a cleanup landing pad that destroys it, resume.
// CHECK-LABEL: define void @_Z7guardedv() personality ptr @__gxx_personality_v0
// CHECK: invoke void @_Z9may_throwv()
// CHECK-NEXT: to label %{{.*}} unwind label %[[LPAD:.*]]
// CHECK: [[LPAD]]:
// CHECK-NEXT: landingpad { ptr, i32 }
// CHECK-NEXT: cleanup
// CHECK: call void @_ZN5GuardD1Ev(
// CHECK: resume { ptr, i32 }
void guarded() {
  Guard g;
  may_throw();
}

// CHECK-LABEL: define i32 @_Z7catchesv() personality ptr @__gxx_personality_v0
// CHECK: invoke void @_Z9may_throwv()
// CHECK: catch.dispatch:
// CHECK: call i32 @llvm.eh.typeid.for.p0(ptr @_ZTI5MyErr)
// CHECK: landingpad { ptr, i32 }
// CHECK-NEXT: cleanup
// CHECK-NEXT: catch ptr @_ZTI5MyErr
// CHECK-NEXT: catch ptr @_ZTIi
// CHECK-NEXT: catch ptr null
// CHECK: call ptr @__cxa_begin_catch(
// CHECK: call void @__cxa_end_catch()
// CHECK-NEXT: ret i32 1
int catches() {
  try {
    may_throw();
  } catch (MyErr &) {
    return 1;
  } catch (int) {
    return 2;
  } catch (...) {
    return 3;
  }
  return 0;
}

// CHECK-LABEL: define void @_Z6throwsi(
// CHECK: call ptr @__cxa_allocate_exception(i64 {{16|24}})
// CHECK: call void @_ZN5MyErrC{{[12]}}Ev(
// CHECK: call void @__cxa_throw(ptr %{{.*}}, ptr @_ZTI5MyErr, ptr @_ZN5MyErrD{{[12]}}Ev)
// CHECK: call void @__cxa_throw(ptr %{{.*}}, ptr @_ZTI3Two,
void throws(int k) {
  if (k == 1)
    throw MyErr();
  if (k == 2)
    throw Two();
  throw k;
}

Guard::~Guard() {}
void may_throw() {}

#ifdef UNCAUGHT
// UNCAUGHT: terminate called after throwing an instance of 'MyErr'
// UNCAUGHT-NEXT: what(): e
int main() { throws(1); }
#endif
