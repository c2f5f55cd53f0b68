// <stdio.h> as shipped by circlec: the C standard I/O functions as glibc declares them. `printf`
// is `__host__ __device__`, as in CUDA: device code may call it (the NVVM codegen lowers it to
// `vprintf`). Everything else is host-only.
#pragma once

#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif

// glibc's FILE is `struct _IO_FILE`; programs only hold pointers to it.
struct _IO_FILE;
typedef struct _IO_FILE FILE;

#define EOF (-1)
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define BUFSIZ 8192
#define FILENAME_MAX 4096

extern "C" {

extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
// glibc defines the three as macros naming themselves.
#define stdin stdin
#define stdout stdout
#define stderr stderr

__host__ __device__ int printf(const char *format, ...);
int fprintf(FILE *stream, const char *format, ...);
int sprintf(char *s, const char *format, ...);
int snprintf(char *s, size_t n, const char *format, ...);
int scanf(const char *format, ...);
int fscanf(FILE *stream, const char *format, ...);
int sscanf(const char *s, const char *format, ...);

int puts(const char *s);
int fputs(const char *s, FILE *stream);
int putchar(int c);
int fputc(int c, FILE *stream);
int putc(int c, FILE *stream);
int getchar(void);
int fgetc(FILE *stream);
int getc(FILE *stream);
int ungetc(int c, FILE *stream);
char *fgets(char *s, int n, FILE *stream);

FILE *fopen(const char *filename, const char *mode);
FILE *freopen(const char *filename, const char *mode, FILE *stream);
int fclose(FILE *stream);
int fflush(FILE *stream);
size_t fread(void *ptr, size_t size, size_t n, FILE *stream);
size_t fwrite(const void *ptr, size_t size, size_t n, FILE *stream);
int fseek(FILE *stream, long offset, int whence);
long ftell(FILE *stream);
void rewind(FILE *stream);
int feof(FILE *stream);
int ferror(FILE *stream);
void clearerr(FILE *stream);
void perror(const char *s);
int remove(const char *filename);
int rename(const char *old_name, const char *new_name);

}
