// -D NAME, -D NAME=VALUE and -U NAME, in order: defines first, then undefines.
// RUN: %circlec -E -DFLAG -DSIZE=4*2 -DGONE=1 -UGONE %s | FileCheck %s

int flag = FLAG; int size = SIZE; int gone = GONE;
// CHECK: {{^}}int flag = 1; int size = 4*2; int gone = GONE;{{$}}
