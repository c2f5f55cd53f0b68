// Access control: private members are usable only by their class, protected ones also by
// derived classes; `class` members start private, `struct` members public.
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not='error:'

class Account {
  int balance = 0;
  __device__ void audit() {}

protected:
  int limit = 10;

public:
  __device__ Account() {}
  __device__ int get() const { return balance; }
  __device__ void add(int v) { balance += v; audit(); }
};

class Savings : public Account {
public:
  __device__ int room() const { return limit - get(); }
  // CHECK: access-control.cu:[[@LINE+1]]:40: error: `balance` is a private member of `Account` [E0431]
  __device__ int peek() const { return balance; }
};

class Secret {
  __device__ Secret() {}

public:
  __device__ static int make() { Secret s; return 1; }
};

__device__ int use(Account &a, Savings &s) {
  a.add(1);
  // CHECK: access-control.cu:[[@LINE+1]]:10: error: `balance` is a private member of `Account` [E0431]
  return a.balance + s.room() +
         // CHECK: access-control.cu:[[@LINE+1]]:10: error: `limit` is a protected member of `Account` [E0431]
         s.limit;
}

__device__ void calls(Account &a) {
  // CHECK: access-control.cu:[[@LINE+1]]:3: error: `audit` is a private member of `Account` [E0431]
  a.audit();
  // CHECK: access-control.cu:[[@LINE+1]]:10: error: `Secret` is a private member of `Secret` [E0431]
  Secret s;
}
