// <stdlib.h> as shipped by circlec: the C general utilities as glibc declares them. `malloc`
// and `free` are `__host__ __device__`, as in CUDA (device-side heap); the rest is host-only.
#pragma once

#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif

#ifndef NULL
#define NULL nullptr
#endif

#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647

struct div_t {
  int quot;
  int rem;
};
struct ldiv_t {
  long quot;
  long rem;
};

extern "C" {

__host__ __device__ void *malloc(size_t size);
__host__ __device__ void free(void *ptr);
void *calloc(size_t n, size_t size);
void *realloc(void *ptr, size_t size);
void *aligned_alloc(size_t alignment, size_t size);
int posix_memalign(void **memptr, size_t alignment, size_t size);

// exit, abort and quick_exit do not return (glibc marks them noreturn).
void exit(int status);
void abort(void);
void _Exit(int status);
int atexit(void (*func)(void));
char *getenv(const char *name);
int system(const char *command);

int atoi(const char *s);
long atol(const char *s);
long long atoll(const char *s);
double atof(const char *s);
long strtol(const char *s, char **end, int base);
unsigned long strtoul(const char *s, char **end, int base);
long long strtoll(const char *s, char **end, int base);
unsigned long long strtoull(const char *s, char **end, int base);
float strtof(const char *s, char **end);
double strtod(const char *s, char **end);

int rand(void);
void srand(unsigned int seed);

int abs(int x);
long labs(long x);
long long llabs(long long x);
div_t div(int numer, int denom);
ldiv_t ldiv(long numer, long denom);

void qsort(void *base, size_t n, size_t size, int (*compare)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t n, size_t size,
              int (*compare)(const void *, const void *));

}
