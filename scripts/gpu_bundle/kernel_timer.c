/* kernel_timer.c: per-kernel GPU times for any CUDA program linked with the shared CUDA runtime,
 * whoever compiled it (circlec or nvcc), by LD_PRELOAD. Part of the GPU bundle (issue 16).
 *
 * It interposes the runtime's C entry points that every compiler's launch path goes through:
 * `__cudaRegisterFunction` (to learn each kernel's mangled name from its host stub),
 * `cudaMalloc`/`cudaFree` (to know the program's device allocations), and the launches:
 * `cudaLaunchKernel` (circlec's stubs and CUDA 12's) and CUDA 13's `__cudaGetKernel` +
 * `__cudaLaunchKernel` (nvcc 13's stubs look the kernel handle up once, then launch by handle).
 * The first launch of each kernel is measured before it really runs: every live allocation is
 * copied aside, then the same launch runs KERNEL_TIMER_WARMUP + KERNEL_TIMER_REPS times with the
 * allocations restored before each run and CUDA events around the launch alone; the allocations
 * are restored once more and the program's own launch goes ahead, so the program computes what
 * it would have computed (`__device__` variables are not restored; a kernel that counts in one
 * is timed on the counts its repeats leave). Each kernel's median, minimum and sample count go
 * as one line to the file named by KERNEL_TIMER_OUT (appended as soon as it is measured, so a
 * later crash loses nothing): `name<TAB>median_us<TAB>min_us<TAB>n`.
 *
 * It links against no CUDA library: every runtime function is found with dlsym(RTLD_NEXT) in the
 * runtime the program loaded (libcudart.so.12 or .so.13), and the few types are declared here as
 * the runtime's C ABI defines them. Without KERNEL_TIMER_OUT it only forwards.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef int cudaError_t;
typedef struct { unsigned x, y, z; } dim3;
typedef void *cudaStream_t;
typedef void *cudaEvent_t;
enum { cudaSuccess = 0, cudaMemcpyDeviceToDevice = 3 };

/* One device allocation of the program's. */
struct alloc { void *ptr; size_t size; };
/* One registered kernel: its host stub and mangled name, and whether it has been measured. */
struct kernel { const void *stub; const void *handle; char *name; int timed; };

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static struct alloc *allocs;
static size_t n_allocs, cap_allocs;
static struct kernel *kernels;
static size_t n_kernels, cap_kernels;

/* The next definition of `name` after this library: the program's CUDA runtime. */
static void *next(const char *name) {
  void *f = dlsym(RTLD_NEXT, name);
  if (!f) {
    fprintf(stderr, "kernel_timer: the CUDA runtime has no %s\n", name);
    abort();
  }
  return f;
}
#define REAL(type, name) \
  static type real_##name; \
  if (!real_##name) real_##name = (type)next(#name)

typedef cudaError_t (*malloc_fn)(void **, size_t);
typedef cudaError_t (*free_fn)(void *);
typedef cudaError_t (*memcpy_fn)(void *, const void *, size_t, int);
typedef cudaError_t (*sync_fn)(void);
typedef cudaError_t (*event_create_fn)(cudaEvent_t *);
typedef cudaError_t (*event_destroy_fn)(cudaEvent_t);
typedef cudaError_t (*event_record_fn)(cudaEvent_t, cudaStream_t);
typedef cudaError_t (*event_sync_fn)(cudaEvent_t);
typedef cudaError_t (*event_elapsed_fn)(float *, cudaEvent_t, cudaEvent_t);
typedef cudaError_t (*launch_fn)(const void *, dim3, dim3, void **, size_t, cudaStream_t);
typedef void (*register_fn)(void **, const char *, char *, const char *, int, void *, void *, void *, void *, int *);

static int env_int(const char *name, int fallback) {
  const char *v = getenv(name);
  return v && *v ? atoi(v) : fallback;
}

void __cudaRegisterFunction(void **handle, const char *stub, char *device_fun, const char *device_name,
                            int thread_limit, void *tid, void *bid, void *bdim, void *gdim, int *wsize) {
  REAL(register_fn, __cudaRegisterFunction);
  pthread_mutex_lock(&lock);
  if (n_kernels == cap_kernels) {
    cap_kernels = cap_kernels ? 2 * cap_kernels : 64;
    kernels = realloc(kernels, cap_kernels * sizeof *kernels);
  }
  kernels[n_kernels].stub = stub;
  kernels[n_kernels].handle = NULL;
  kernels[n_kernels].name = strdup(device_name);
  kernels[n_kernels].timed = 0;
  n_kernels++;
  pthread_mutex_unlock(&lock);
  real___cudaRegisterFunction(handle, stub, device_fun, device_name, thread_limit, tid, bid, bdim, gdim, wsize);
}

cudaError_t cudaMalloc(void **ptr, size_t size) {
  REAL(malloc_fn, cudaMalloc);
  cudaError_t err = real_cudaMalloc(ptr, size);
  if (err == cudaSuccess && size > 0) {
    pthread_mutex_lock(&lock);
    if (n_allocs == cap_allocs) {
      cap_allocs = cap_allocs ? 2 * cap_allocs : 64;
      allocs = realloc(allocs, cap_allocs * sizeof *allocs);
    }
    allocs[n_allocs].ptr = *ptr;
    allocs[n_allocs].size = size;
    n_allocs++;
    pthread_mutex_unlock(&lock);
  }
  return err;
}

cudaError_t cudaFree(void *ptr) {
  REAL(free_fn, cudaFree);
  pthread_mutex_lock(&lock);
  for (size_t i = 0; i < n_allocs; i++) {
    if (allocs[i].ptr == ptr) {
      allocs[i] = allocs[--n_allocs];
      break;
    }
  }
  pthread_mutex_unlock(&lock);
  return real_cudaFree(ptr);
}

static int cmp_float(const void *a, const void *b) {
  float x = *(const float *)a, y = *(const float *)b;
  return x < y ? -1 : x > y;
}

/* Copies every live allocation to or from its shadow, then waits for the device. */
static int copy_all(void **shadows, int to_shadow) {
  REAL(memcpy_fn, cudaMemcpy);
  REAL(sync_fn, cudaDeviceSynchronize);
  for (size_t i = 0; i < n_allocs; i++) {
    void *dst = to_shadow ? shadows[i] : allocs[i].ptr;
    void *src = to_shadow ? allocs[i].ptr : shadows[i];
    if (real_cudaMemcpy(dst, src, allocs[i].size, cudaMemcpyDeviceToDevice) != cudaSuccess)
      return 0;
  }
  return real_cudaDeviceSynchronize() == cudaSuccess;
}

/* Measures one launch as the header comment says and appends its line to `out`. */
static void measure(const char *name, const char *out, launch_fn launch, const void *func, dim3 grid, dim3 block,
                    void **args, size_t shmem, cudaStream_t stream) {
  REAL(malloc_fn, cudaMalloc);
  REAL(free_fn, cudaFree);
  REAL(sync_fn, cudaDeviceSynchronize);
  REAL(event_create_fn, cudaEventCreate);
  REAL(event_destroy_fn, cudaEventDestroy);
  REAL(event_record_fn, cudaEventRecord);
  REAL(event_sync_fn, cudaEventSynchronize);
  REAL(event_elapsed_fn, cudaEventElapsedTime);
  int warmup = env_int("KERNEL_TIMER_WARMUP", 2), reps = env_int("KERNEL_TIMER_REPS", 20);
  if (reps < 1 || reps > 1000 || warmup < 0) return;
  if (real_cudaDeviceSynchronize() != cudaSuccess) return;
  void **shadows = calloc(n_allocs ? n_allocs : 1, sizeof *shadows);
  size_t made = 0;
  int ok = 1;
  for (; made < n_allocs && ok; made++)
    ok = real_cudaMalloc(&shadows[made], allocs[made].size) == cudaSuccess;
  if (!ok) made--;
  ok = ok && copy_all(shadows, 1);
  int saved = ok;
  float *samples = calloc((size_t)reps, sizeof *samples);
  cudaEvent_t start = 0, stop = 0;
  ok = ok && real_cudaEventCreate(&start) == cudaSuccess && real_cudaEventCreate(&stop) == cudaSuccess;
  int taken = 0;
  for (int r = 0; ok && r < warmup + reps; r++) {
    if (r > 0 && !copy_all(shadows, 0)) { ok = 0; break; }
    ok = real_cudaEventRecord(start, stream) == cudaSuccess &&
         launch(func, grid, block, args, shmem, stream) == cudaSuccess &&
         real_cudaEventRecord(stop, stream) == cudaSuccess && real_cudaEventSynchronize(stop) == cudaSuccess;
    float ms = 0;
    if (ok && r >= warmup && real_cudaEventElapsedTime(&ms, start, stop) == cudaSuccess)
      samples[taken++] = ms;
  }
  if (saved) copy_all(shadows, 0);
  for (size_t i = 0; i < made; i++) real_cudaFree(shadows[i]);
  if (start) real_cudaEventDestroy(start);
  if (stop) real_cudaEventDestroy(stop);
  if (ok && taken > 0) {
    qsort(samples, (size_t)taken, sizeof *samples, cmp_float);
    FILE *f = fopen(out, "a");
    if (f) {
      fprintf(f, "%s\t%.3f\t%.3f\t%d\n", name, 1000.0 * samples[taken / 2], 1000.0 * samples[0], taken);
      fclose(f);
    }
  }
  free(samples);
  free(shadows);
}

/* Measures the launch when it is its kernel's first (`by_handle`: `func` is a CUDA 13 kernel
 * handle, else a host stub), then makes it. */
static cudaError_t timed_launch(launch_fn launch, int by_handle, const void *func, dim3 grid, dim3 block,
                                void **args, size_t shmem, cudaStream_t stream) {
  const char *out = getenv("KERNEL_TIMER_OUT");
  if (out && *out) {
    const char *name = NULL;
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < n_kernels; i++) {
      if ((by_handle ? kernels[i].handle : kernels[i].stub) == func && !kernels[i].timed) {
        kernels[i].timed = 1;
        name = kernels[i].name;
        break;
      }
    }
    if (name) measure(name, out, launch, func, grid, block, args, shmem, stream);
    pthread_mutex_unlock(&lock);
  }
  return launch(func, grid, block, args, shmem, stream);
}

cudaError_t cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shmem,
                             cudaStream_t stream) {
  REAL(launch_fn, cudaLaunchKernel);
  return timed_launch(real_cudaLaunchKernel, 0, func, grid, block, args, shmem, stream);
}

typedef cudaError_t (*get_kernel_fn)(const void **, const void *);

cudaError_t __cudaGetKernel(const void **handle, const void *stub) {
  REAL(get_kernel_fn, __cudaGetKernel);
  cudaError_t err = real___cudaGetKernel(handle, stub);
  if (err == cudaSuccess) {
    pthread_mutex_lock(&lock);
    for (size_t i = 0; i < n_kernels; i++)
      if (kernels[i].stub == stub) kernels[i].handle = *handle;
    pthread_mutex_unlock(&lock);
  }
  return err;
}

cudaError_t __cudaLaunchKernel(const void *handle, dim3 grid, dim3 block, void **args, size_t shmem,
                               cudaStream_t stream) {
  REAL(launch_fn, __cudaLaunchKernel);
  return timed_launch(real___cudaLaunchKernel, 1, handle, grid, block, args, shmem, stream);
}
