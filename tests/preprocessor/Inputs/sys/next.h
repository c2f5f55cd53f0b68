int next_first;
#include_next <next.h>
