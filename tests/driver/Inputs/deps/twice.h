#include "val.h"
int twice = 2 * VAL;
