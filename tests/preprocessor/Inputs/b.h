#ifndef B_H
#define B_H
int from_b;
#endif
