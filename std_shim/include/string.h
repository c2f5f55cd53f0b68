// <string.h> as shipped by circlec: the C string and memory functions as glibc declares them.
// `memcpy` and `memset` are `__host__ __device__`, as in CUDA; the rest is host-only.
#pragma once

#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif

#ifndef NULL
#define NULL nullptr
#endif

extern "C" {

__host__ __device__ void *memcpy(void *dst, const void *src, size_t n);
__host__ __device__ void *memset(void *s, int c, size_t n);
void *memmove(void *dst, const void *src, size_t n);
int memcmp(const void *a, const void *b, size_t n);
void *memchr(const void *s, int c, size_t n);

size_t strlen(const char *s);
int strcmp(const char *a, const char *b);
int strncmp(const char *a, const char *b, size_t n);
char *strcpy(char *dst, const char *src);
char *strncpy(char *dst, const char *src, size_t n);
char *strcat(char *dst, const char *src);
char *strncat(char *dst, const char *src, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
char *strtok(char *s, const char *delim);
char *strdup(const char *s);
char *strerror(int errnum);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);

}
