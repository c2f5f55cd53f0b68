#define VAL 2.0f
