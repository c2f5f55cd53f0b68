// Exercises: every statement kind except goto, in device and host code: if/else-if chains,
// if and switch with a declaration as condition, switch with fallthrough, nested case
// blocks and default in the middle, while, do-while, for with empty clauses, for with a
// comma-separated increment, nested loops with break and continue, early return from a
// void kernel, empty statements, nested block scopes with shadowing, and local constexpr
// and static_assert declarations inside function bodies.
//
// RUN: %circlec -fsyntax-only %s
// RUN: %circlec --dump-ast %s | FileCheck %s
// CHECK-DAG: collatzKernel
// CHECK-DAG: classifyChar
// CHECK-DAG: runLengthEncode

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>

enum CharClass { CC_SPACE, CC_DIGIT, CC_ALPHA, CC_PUNCT, CC_OTHER };

int classifyChar(char c) {
  switch (c) {
  case ' ':
  case '\t':
  case '\n':
    return CC_SPACE;
  case '.': case ',': case ';': case '!': case '?':
    return CC_PUNCT;
  default:
    if (c >= '0' && c <= '9')
      return CC_DIGIT;
    else if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))
      return CC_ALPHA;
    else
      return CC_OTHER;
  }
}

// Scores a word: fallthrough accumulates points for rarer classes.
int scoreClass(int cls) {
  int score = 0;
  switch (cls) {
  case CC_OTHER:
    score += 4;
    // fall through
  case CC_PUNCT:
    score += 2;
    // fall through
  default:
    score += 1;
    break;
  case CC_SPACE:
    break;
  }
  return score;
}

int collatzSteps(unsigned long long x, int limit) {
  int steps = 0;
  while (x != 1) {
    if (steps >= limit)
      return -1;
    if (x % 2 == 0)
      x /= 2;
    else
      x = 3 * x + 1;
    ++steps;
  }
  return steps;
}

__global__ void collatzKernel(int* steps, int n, int limit) {
  constexpr int kSkip = 0;
  static_assert(kSkip == 0, "local static_assert");
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (i == kSkip) {
    steps[i] = 0;
    return;
  }
  steps[i] = collatzSteps((unsigned long long)i, limit);
}

// Writes (count, char) pairs; returns the number of pairs, or -1 if out is too small.
int runLengthEncode(const char* text, char* out, int outCap) {
  int pairs = 0;
  const char* p = text;
  for (;;) {
    if (*p == '\0')
      break;
    char c = *p;
    int run = 0;
    do {
      ++run;
      ++p;
    } while (*p == c && run < 9);
    if (2 * (pairs + 1) > outCap)
      return -1;
    out[2 * pairs] = (char)('0' + run);
    out[2 * pairs + 1] = c;
    ++pairs;
  }
  return pairs;
}

int main() {
  const int n = 10000;
  int* d;
  cudaMalloc((void**)&d, n * sizeof(int));
  collatzKernel<<<(n + 255) / 256, 256>>>(d, n, 1000);
  int* h = (int*)malloc(n * sizeof(int));
  cudaMemcpy(h, d, n * sizeof(int), cudaMemcpyDeviceToHost);

  int best = 0, bestAt = 0;
  for (int i = 0, j = n - 1; i < j; ++i, --j) {
    if (h[i] < 0 || h[j] < 0)
      continue;
    if (h[i] > best) { best = h[i]; bestAt = i; }
    if (h[j] > best) { best = h[j]; bestAt = j; }
  }
  printf("longest chain below %d: %d steps at %d\n", n, best, bestAt);

  const char* text = "aaab, cc!! zzzzzzzzzzz.";
  char encoded[64];
  if (int pairs = runLengthEncode(text, encoded, (int)sizeof encoded)) {
    for (int k = 0; k < pairs; ++k)
      printf("%c%c", encoded[2 * k], encoded[2 * k + 1]);
    printf("\n");
  }

  int total = 0;
  for (const char* p = text; *p; ++p) {
    int total = scoreClass(classifyChar(*p));   // shadows the outer total
    {
      int shadow = total * 2;
      ;
      if (shadow == 0)
        continue;
    }
    switch (int cls = classifyChar(*p)) {
    case CC_DIGIT:
      break;
    default:
      ::printf("%d", cls);
    }
  }
  while (total < 3)
    total++;
  printf("\nouter total %d\n", total);

  cudaFree(d);
  free(h);
  return 0;
}
