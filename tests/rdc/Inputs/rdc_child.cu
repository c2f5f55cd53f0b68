// A kernel of its own unit that tests/rdc/dynamic-parallelism.cu's parent launches from device
// code: declared there `__global__` without a body, so its PTX has `.extern .entry`.
__global__ void remote_child(int *out) { out[3 * 32 + 2] = 42; }
