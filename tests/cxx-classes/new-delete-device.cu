// `new` and `delete` in device code: storage from the device heap (`malloc`, `free`), the
// constructor run in place, the destructor before `free`; ptxas accepts the module.
// RUN: %circlec --emit=llvm --sm 70 -O0 %s -o %t
// RUN: FileCheck %s < %t.sm_70.ll
// RUN: %if ptxas %{ %circlec -S --sm 70 %s -o %t && %ptxas -arch=sm_70 %t.sm_70.ptx -o %t.cubin %}
// CHECK: %new = call ptr @malloc(i64 16)
// CHECK: call void @_ZN4NodeC1EiPS_(ptr %new,
// CHECK: call void @free(
struct Node {
  int v;
  Node *next;
  __device__ Node(int x, Node *n) : v(x), next(n) {}
};
__global__ void k(int *out) {
  Node *head = nullptr;
  for (int i = 0; i < 3; ++i) head = new Node(i, head);
  int s = 0;
  while (head) { Node *n = head->next; s += head->v; delete head; head = n; }
  out[0] = s;
}
