#pragma once
int from_a;
#include "b.h"
