// <assert.h> as shipped by circlec: `assert` as glibc defines it, calling `__assert_fail`, which
// is `__host__ __device__` as in CUDA (on the device it traps after printing). No include
// guard: as in C, each inclusion re-reads NDEBUG.

extern "C" __host__ __device__ void __assert_fail(const char *assertion, const char *file,
                                                  unsigned int line, const char *function);

#undef assert
#ifdef NDEBUG
#define assert(expr) ((void)0)
#else
#define assert(expr) ((expr) ? (void)0 : __assert_fail(#expr, __FILE__, __LINE__, __func__))
#endif
