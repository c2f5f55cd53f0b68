#define VAL 2
