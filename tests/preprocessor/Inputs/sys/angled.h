int from_angled;
#include "sibling.h"
