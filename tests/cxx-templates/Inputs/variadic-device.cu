template<class... Ts> __device__ auto sum(Ts... args) { return (args + ...); }
template<class T, class... Ts> __device__ T total(T t, const Ts&... rest) { return t + sizeof...(rest); }
__global__ void k(int* o) { o[0] = sum(1, 2, 3) + sum(1.0f, 2) + total(1, 2.0, 'c') + total(4); }
