// graph_bfs.cu: graph kernels on CSR graphs: breadth-first search, connected components,
// single-source shortest paths, PageRank and triangle counting.
//
// BFS comes in four kernels: level-synchronous vertex-centric, a frontier queue with a thread
// per frontier vertex, a warp per frontier vertex for high-degree graphs, and a bottom-up step
// over a frontier bitmap; the host switches between top-down and bottom-up by frontier size
// (direction-optimizing BFS). Queue appends are warp-aggregated (ballot, popc, one atomicAdd per
// warp) on sm_70+ and per thread before, chosen with `@codegen if`. Connected components use
// min-label hooking with atomicMin and pointer jumping; SSSP is Bellman-Ford with atomicMin on
// integer distances; PageRank is pull-based with a residual reduction; triangles are counted by
// merging sorted adjacency lists per edge. The host builds the graphs (a 2D grid, an R-MAT-like
// power-law graph, a ring of cliques) and checks every result against a sequential reference.
//
// Benchmark corpus program (issue 7). Language: the circlec issue-2 subset.

#include <cuda_runtime.h>
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <cstdint>
#include <cstring>

namespace graph {

constexpr unsigned kFull = 0xffffffffu;
constexpr int kUnvisited = -1;
constexpr int kInfinity = 0x3fffffff;
constexpr int kBlock = 256;

struct Csr {
  int vertices;
  int edges;
  const int* offsets;   // vertices + 1
  const int* targets;   // edges, sorted per vertex
  const int* weights;   // edges (SSSP only; may be null)

  int degree(int v) const { return offsets[v + 1] - offsets[v]; }
};

// ---- queue appends -----------------------------------------------------------------------------------

// Appends v to the queue when `take` is set. On sm_70+ the warp's appends share one atomicAdd.
__device__ void queue_push(int* queue, int* tail, int v, bool take) {
  @codegen if (__nvvm_arch >= 70) {
    unsigned active = __activemask();
    unsigned votes = __ballot_sync(active, take);
    if (votes == 0)
      return;
    int lane = threadIdx.x & 31;
    int leader = __ffs(votes) - 1;
    int base = 0;
    if (lane == leader)
      base = atomicAdd(tail, __popc(votes));
    base = __shfl_sync(active, base, leader);
    if (take)
      queue[base + __popc(votes & ((1u << lane) - 1u))] = v;
  } else {
    if (take)
      queue[atomicAdd(tail, 1)] = v;
  }
}

// ---- BFS kernels ---------------------------------------------------------------------------------------

// Vertex-centric: every vertex at the current level relaxes its neighbours.
__global__ void bfs_vertex_centric(Csr g, int level, int* depth, int* changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.vertices || depth[v] != level)
    return;
  for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
    int u = g.targets[e];
    if (depth[u] == kUnvisited) {
      depth[u] = level + 1;
      *changed = 1;
    }
  }
}

// Thread per frontier vertex; a neighbour is claimed with atomicCAS so that it enters the next
// queue once.
__global__ void bfs_queue_thread(Csr g, const int* frontier, int frontier_size, int level, int* depth,
                                 int* parent, int* next, int* next_size) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int v = i < frontier_size ? frontier[i] : -1;
  int begin = v >= 0 ? g.offsets[v] : 0;
  int end = v >= 0 ? g.offsets[v + 1] : 0;
  // Every lane loops the same number of times so the warp-aggregated push sees the whole warp.
  int longest = end - begin;
  for (int off = 16; off > 0; off >>= 1) {
    int other = __shfl_xor_sync(kFull, longest, off);
    longest = other > longest ? other : longest;
  }
  for (int k = 0; k < longest; ++k) {
    bool take = false;
    int u = -1;
    if (begin + k < end) {
      u = g.targets[begin + k];
      take = depth[u] == kUnvisited && atomicCAS(&depth[u], kUnvisited, level + 1) == kUnvisited;
      if (take)
        parent[u] = v;
    }
    queue_push(next, next_size, u, take);
  }
}

// Warp per frontier vertex: the lanes stride over the adjacency list.
__global__ void bfs_queue_warp(Csr g, const int* frontier, int frontier_size, int level, int* depth, int* parent,
                               int* next, int* next_size) {
  int warp = (blockIdx.x * blockDim.x + threadIdx.x) >> 5;
  int lane = threadIdx.x & 31;
  if (warp >= frontier_size)
    return;
  int v = frontier[warp];
  int begin = g.offsets[v];
  int end = g.offsets[v + 1];
  for (int base = begin; base < end; base += 32) {
    int e = base + lane;
    bool take = false;
    int u = -1;
    if (e < end) {
      u = g.targets[e];
      take = depth[u] == kUnvisited && atomicCAS(&depth[u], kUnvisited, level + 1) == kUnvisited;
      if (take)
        parent[u] = v;
    }
    queue_push(next, next_size, u, take);
  }
}

// Bottom-up: each unvisited vertex looks for a neighbour in the frontier bitmap and stops at the
// first one; the new frontier goes to a second bitmap.
__global__ void bfs_bottom_up(Csr g, const unsigned* frontier_bits, unsigned* next_bits, int level, int* depth,
                              int* parent, int* found) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.vertices || depth[v] != kUnvisited)
    return;
  for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
    int u = g.targets[e];
    if (frontier_bits[u >> 5] & (1u << (u & 31))) {
      depth[v] = level + 1;
      parent[v] = u;
      atomicOr(&next_bits[v >> 5], 1u << (v & 31));
      atomicAdd(found, 1);
      break;
    }
  }
}

__global__ void queue_to_bitmap(const int* queue, int size, unsigned* bits) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < size)
    atomicOr(&bits[queue[i] >> 5], 1u << (queue[i] & 31));
}

__global__ void bitmap_to_queue(const unsigned* bits, int vertices, int* queue, int* size) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  bool take = v < vertices && (bits[v >> 5] & (1u << (v & 31))) != 0;
  queue_push(queue, size, v, take);
}

// ---- connected components -----------------------------------------------------------------------------

__global__ void cc_init(int n, int* label) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v < n)
    label[v] = v;
}

// Hooking: for every edge (v, u), the larger root is hooked under the smaller one.
__global__ void cc_hook(Csr g, int* label, int* changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.vertices)
    return;
  for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
    int u = g.targets[e];
    int lv = label[v];
    int lu = label[u];
    if (lv == lu)
      continue;
    int hi = lv > lu ? lv : lu;
    int lo = lv > lu ? lu : lv;
    if (label[hi] == hi) {
      atomicMin(&label[hi], lo);
      *changed = 1;
    }
  }
}

// Pointer jumping: label[v] = label[label[v]] until every vertex points at a root.
__global__ void cc_compress(int n, int* label) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= n)
    return;
  int l = label[v];
  while (label[l] != l)
    l = label[l];
  label[v] = l;
}

// ---- SSSP (Bellman-Ford) -------------------------------------------------------------------------------

__global__ void sssp_relax(Csr g, int* dist, int* changed) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= g.vertices)
    return;
  int dv = dist[v];
  if (dv >= kInfinity)
    return;
  for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
    int u = g.targets[e];
    int nd = dv + g.weights[e];
    if (nd < dist[u]) {
      atomicMin(&dist[u], nd);
      *changed = 1;
    }
  }
}

// ---- PageRank -----------------------------------------------------------------------------------------

// Pull form on an undirected graph (in-neighbours = out-neighbours): rank'[v] = (1 - d) / n +
// d * sum(rank[u] / deg(u)); the L1 change goes into *residual.
__global__ void pagerank_step(Csr g, float damping, const float* rank, float* next, float* residual) {
  __shared__ float partial[kBlock / 32];
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  float change = 0.0f;
  if (v < g.vertices) {
    float sum = 0.0f;
    for (int e = g.offsets[v]; e < g.offsets[v + 1]; ++e) {
      int u = g.targets[e];
      int du = g.degree(u);
      sum += rank[u] / (float)(du > 0 ? du : 1);
    }
    float r = (1.0f - damping) / g.vertices + damping * sum;
    next[v] = r;
    change = fabsf(r - rank[v]);
  }
  for (int off = 16; off > 0; off >>= 1)
    change += __shfl_down_sync(kFull, change, off);
  int lane = threadIdx.x & 31;
  int warp = threadIdx.x >> 5;
  if (lane == 0)
    partial[warp] = change;
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (int w = 0; w < kBlock / 32; ++w)
      s += partial[w];
    atomicAdd(residual, s);
  }
}

// ---- triangle counting -----------------------------------------------------------------------------

// Number of common entries of two sorted lists, counting only entries greater than `above`.
int intersect_above(const int* a, int na, const int* b, int nb, int above) {
  int i = 0, j = 0, count = 0;
  while (i < na && j < nb) {
    if (a[i] < b[j]) {
      ++i;
    } else if (a[i] > b[j]) {
      ++j;
    } else {
      if (a[i] > above)
        ++count;
      ++i;
      ++j;
    }
  }
  return count;
}

// Each edge (v, u) with v < u counts the w > u adjacent to both, so every triangle v < u < w is
// counted once.
__global__ void triangles(Csr g, unsigned long long* total) {
  __shared__ unsigned long long partial[kBlock / 32];
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long count = 0;
  if (v < g.vertices) {
    const int* nv = g.targets + g.offsets[v];
    int dv = g.degree(v);
    for (int k = 0; k < dv; ++k) {
      int u = nv[k];
      if (u <= v)
        continue;
      count += (unsigned long long)intersect_above(nv, dv, g.targets + g.offsets[u], g.degree(u), u);
    }
  }
  for (int off = 16; off > 0; off >>= 1)
    count += __shfl_down_sync(kFull, count, off);
  if ((threadIdx.x & 31) == 0)
    partial[threadIdx.x >> 5] = count;
  __syncthreads();
  if (threadIdx.x == 0) {
    unsigned long long s = 0;
    for (int w = 0; w < kBlock / 32; ++w)
      s += partial[w];
    atomicAdd(total, s);
  }
}

}  // namespace graph

// ---- host code: graph construction, references and drivers --------------------------------------------

using namespace graph;

#define CHECK(call)                                                                      \
  do {                                                                                   \
    cudaError_t err_ = (call);                                                           \
    if (err_ != cudaSuccess) {                                                           \
      printf("CUDA error %s at %s:%d\n", cudaGetErrorString(err_), __FILE__, __LINE__); \
      exit(1);                                                                           \
    }                                                                                    \
  } while (0)

struct EdgeList {
  int vertices;
  int count;
  int capacity;
  int* src;
  int* dst;
};

EdgeList make_edges(int vertices, int capacity) {
  EdgeList e;
  e.vertices = vertices;
  e.count = 0;
  e.capacity = capacity;
  e.src = (int*)malloc(capacity * sizeof(int));
  e.dst = (int*)malloc(capacity * sizeof(int));
  return e;
}

// Adds the undirected edge {a, b} as two arcs (self loops are dropped).
void add_edge(EdgeList& e, int a, int b) {
  if (a == b || e.count + 2 > e.capacity)
    return;
  e.src[e.count] = a;
  e.dst[e.count] = b;
  e.src[e.count + 1] = b;
  e.dst[e.count + 1] = a;
  e.count += 2;
}

struct HostGraph {
  int vertices;
  int edges;
  int* offsets;
  int* targets;
  int* weights;
};

int cmp_int(const void* a, const void* b) {
  int x = *(const int*)a, y = *(const int*)b;
  return x < y ? -1 : (x > y ? 1 : 0);
}

// Counting sort of the arcs by source, then each adjacency list sorted and deduplicated.
HostGraph build_csr(const EdgeList& e, unsigned weight_seed) {
  HostGraph g;
  g.vertices = e.vertices;
  int* counts = (int*)calloc(e.vertices + 1, sizeof(int));
  for (int i = 0; i < e.count; ++i)
    counts[e.src[i] + 1]++;
  for (int v = 0; v < e.vertices; ++v)
    counts[v + 1] += counts[v];
  int* raw = (int*)malloc((e.count > 0 ? e.count : 1) * sizeof(int));
  int* fill = (int*)malloc((e.vertices + 1) * sizeof(int));
  memcpy(fill, counts, (e.vertices + 1) * sizeof(int));
  for (int i = 0; i < e.count; ++i)
    raw[fill[e.src[i]]++] = e.dst[i];
  g.offsets = (int*)malloc((e.vertices + 1) * sizeof(int));
  g.targets = (int*)malloc((e.count > 0 ? e.count : 1) * sizeof(int));
  int out = 0;
  for (int v = 0; v < e.vertices; ++v) {
    g.offsets[v] = out;
    int begin = counts[v], end = counts[v + 1];
    qsort(raw + begin, end - begin, sizeof(int), cmp_int);
    for (int k = begin; k < end; ++k)
      if (k == begin || raw[k] != raw[k - 1])
        g.targets[out++] = raw[k];
  }
  g.offsets[e.vertices] = out;
  g.edges = out;
  // Symmetric weights: a hash of the unordered pair.
  g.weights = (int*)malloc((out > 0 ? out : 1) * sizeof(int));
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      unsigned a = (unsigned)(v < g.targets[k] ? v : g.targets[k]);
      unsigned b = (unsigned)(v < g.targets[k] ? g.targets[k] : v);
      unsigned h = (a * 2654435761u) ^ (b * 40503u) ^ weight_seed;
      h ^= h >> 15;
      g.weights[k] = 1 + (int)(h % 100);
    }
  free(counts);
  free(raw);
  free(fill);
  return g;
}

void free_graph(HostGraph& g) {
  free(g.offsets);
  free(g.targets);
  free(g.weights);
}

HostGraph grid_graph(int w, int h) {
  EdgeList e = make_edges(w * h, 4 * w * h);
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x) {
      if (x + 1 < w)
        add_edge(e, y * w + x, y * w + x + 1);
      if (y + 1 < h)
        add_edge(e, y * w + x, (y + 1) * w + x);
    }
  HostGraph g = build_csr(e, 1u);
  free(e.src);
  free(e.dst);
  return g;
}

// R-MAT-like: each edge picks quadrants with probabilities (0.57, 0.19, 0.19, 0.05).
HostGraph rmat_graph(int scale, int edge_factor, unsigned seed) {
  int n = 1 << scale;
  EdgeList e = make_edges(n, 2 * n * edge_factor);
  unsigned s = seed;
  for (int i = 0; i < n * edge_factor; ++i) {
    int a = 0, b = 0;
    for (int bit = scale - 1; bit >= 0; --bit) {
      s = s * 1103515245u + 12345u;
      unsigned r = (s >> 8) % 100;
      if (r < 57) {
      } else if (r < 76) {
        b |= 1 << bit;
      } else if (r < 95) {
        a |= 1 << bit;
      } else {
        a |= 1 << bit;
        b |= 1 << bit;
      }
    }
    add_edge(e, a, b);
  }
  HostGraph g = build_csr(e, 2u);
  free(e.src);
  free(e.dst);
  return g;
}

// `cliques` cliques of `size` vertices, consecutive cliques joined by one edge, plus
// `isolated` vertices with no edges (separate components).
HostGraph clique_ring(int cliques, int size, int isolated) {
  int n = cliques * size + isolated;
  EdgeList e = make_edges(n, cliques * size * size + 2 * cliques + 2);
  for (int c = 0; c < cliques; ++c) {
    for (int i = 0; i < size; ++i)
      for (int j = i + 1; j < size; ++j)
        add_edge(e, c * size + i, c * size + j);
    if (c + 1 < cliques)
      add_edge(e, c * size + size - 1, (c + 1) * size);
  }
  HostGraph g = build_csr(e, 3u);
  free(e.src);
  free(e.dst);
  return g;
}

struct DeviceGraph {
  Csr view;
  int* offsets;
  int* targets;
  int* weights;
};

DeviceGraph upload(const HostGraph& g) {
  DeviceGraph d;
  int edges = g.edges > 0 ? g.edges : 1;
  CHECK(cudaMalloc((void**)&d.offsets, (g.vertices + 1) * sizeof(int)));
  CHECK(cudaMalloc((void**)&d.targets, edges * sizeof(int)));
  CHECK(cudaMalloc((void**)&d.weights, edges * sizeof(int)));
  CHECK(cudaMemcpy(d.offsets, g.offsets, (g.vertices + 1) * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.targets, g.targets, edges * sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(d.weights, g.weights, edges * sizeof(int), cudaMemcpyHostToDevice));
  Csr c = {g.vertices, g.edges, d.offsets, d.targets, d.weights};
  d.view = c;
  return d;
}

void release(DeviceGraph& d) {
  CHECK(cudaFree(d.offsets));
  CHECK(cudaFree(d.targets));
  CHECK(cudaFree(d.weights));
}

int g_pass = 0;
int g_fail = 0;

void verdict(const char* what, const char* graph_name, bool ok, float ms, const char* detail) {
  printf("  %-26s %-14s %8.3f ms  %s %s\n", what, graph_name, ms, detail, ok ? "ok" : "BAD");
  if (ok)
    ++g_pass;
  else
    ++g_fail;
}

unsigned blocks_for(long n) { return (unsigned)((n + kBlock - 1) / kBlock); }

// ---- references ----------------------------------------------------------------------------------------

void host_bfs(const HostGraph& g, int source, int* depth) {
  for (int v = 0; v < g.vertices; ++v)
    depth[v] = kUnvisited;
  int* queue = (int*)malloc(g.vertices * sizeof(int));
  int head = 0, tail = 0;
  depth[source] = 0;
  queue[tail++] = source;
  while (head < tail) {
    int v = queue[head++];
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      int u = g.targets[k];
      if (depth[u] == kUnvisited) {
        depth[u] = depth[v] + 1;
        queue[tail++] = u;
      }
    }
  }
  free(queue);
}

int find_root(int* parent, int v) {
  while (parent[v] != v) {
    parent[v] = parent[parent[v]];
    v = parent[v];
  }
  return v;
}

// Component labels as the smallest vertex of each component.
void host_components(const HostGraph& g, int* label) {
  for (int v = 0; v < g.vertices; ++v)
    label[v] = v;
  for (int v = 0; v < g.vertices; ++v)
    for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
      int a = find_root(label, v);
      int b = find_root(label, g.targets[k]);
      if (a != b) {
        if (a < b)
          label[b] = a;
        else
          label[a] = b;
      }
    }
  for (int v = 0; v < g.vertices; ++v)
    label[v] = find_root(label, v);
}

void host_sssp(const HostGraph& g, int source, int* dist) {
  for (int v = 0; v < g.vertices; ++v)
    dist[v] = kInfinity;
  dist[source] = 0;
  bool changed = true;
  while (changed) {
    changed = false;
    for (int v = 0; v < g.vertices; ++v) {
      if (dist[v] >= kInfinity)
        continue;
      for (int k = g.offsets[v]; k < g.offsets[v + 1]; ++k) {
        int u = g.targets[k];
        if (dist[v] + g.weights[k] < dist[u]) {
          dist[u] = dist[v] + g.weights[k];
          changed = true;
        }
      }
    }
  }
}

unsigned long long host_triangles(const HostGraph& g) {
  unsigned long long total = 0;
  for (int v = 0; v < g.vertices; ++v) {
    const int* nv = g.targets + g.offsets[v];
    int dv = g.offsets[v + 1] - g.offsets[v];
    for (int k = 0; k < dv; ++k) {
      int u = nv[k];
      if (u > v)
        total += (unsigned long long)intersect_above(nv, dv, g.targets + g.offsets[u],
                                                     g.offsets[u + 1] - g.offsets[u], u);
    }
  }
  return total;
}

// ---- drivers -------------------------------------------------------------------------------------------

enum class BfsMode { VertexCentric, QueueThread, QueueWarp, DirectionOptimizing };

const char* bfs_name(BfsMode m) {
  switch (m) {
    case BfsMode::VertexCentric: return "bfs vertex-centric";
    case BfsMode::QueueThread: return "bfs queue, thread/vertex";
    case BfsMode::QueueWarp: return "bfs queue, warp/vertex";
    case BfsMode::DirectionOptimizing: return "bfs direction-optimizing";
  }
  return "?";
}

void run_bfs(BfsMode mode, const HostGraph& hg, const DeviceGraph& dg, const char* name, int source) {
  int n = hg.vertices;
  int* depth = nullptr;
  int* parent = nullptr;
  int* queues[2] = {nullptr, nullptr};
  int* sizes = nullptr;
  unsigned* bits[2] = {nullptr, nullptr};
  int words = (n + 31) / 32;
  CHECK(cudaMalloc((void**)&depth, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&parent, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&queues[0], n * sizeof(int)));
  CHECK(cudaMalloc((void**)&queues[1], n * sizeof(int)));
  CHECK(cudaMalloc((void**)&sizes, 2 * sizeof(int)));
  CHECK(cudaMalloc((void**)&bits[0], words * sizeof(unsigned)));
  CHECK(cudaMalloc((void**)&bits[1], words * sizeof(unsigned)));
  CHECK(cudaMemset(depth, 0xff, n * sizeof(int)));  // kUnvisited
  CHECK(cudaMemset(parent, 0xff, n * sizeof(int)));
  int zero = 0;
  CHECK(cudaMemcpy(depth + source, &zero, sizeof(int), cudaMemcpyHostToDevice));
  CHECK(cudaMemcpy(queues[0], &source, sizeof(int), cudaMemcpyHostToDevice));
  cudaEvent_t e0, e1;
  CHECK(cudaEventCreate(&e0));
  CHECK(cudaEventCreate(&e1));
  CHECK(cudaEventRecord(e0, 0));
  int level = 0;
  int frontier = 1;
  int cur = 0;
  int bottom_up_steps = 0;
  while (frontier > 0 && level < n) {
    if (mode == BfsMode::VertexCentric) {
      CHECK(cudaMemset(sizes, 0, sizeof(int)));
      bfs_vertex_centric<<<blocks_for(n), kBlock>>>(dg.view, level, depth, sizes);
      CHECK(cudaMemcpy(&frontier, sizes, sizeof(int), cudaMemcpyDeviceToHost));
    } else if (mode == BfsMode::DirectionOptimizing && frontier > n / 20) {
      // Bottom-up while the frontier is large.
      CHECK(cudaMemset(bits[0], 0, words * sizeof(unsigned)));
      CHECK(cudaMemset(bits[1], 0, words * sizeof(unsigned)));
      queue_to_bitmap<<<blocks_for(frontier), kBlock>>>(queues[cur], frontier, bits[0]);
      CHECK(cudaMemset(sizes, 0, 2 * sizeof(int)));
      bfs_bottom_up<<<blocks_for(n), kBlock>>>(dg.view, bits[0], bits[1], level, depth, parent, sizes);
      bitmap_to_queue<<<blocks_for(n), kBlock>>>(bits[1], n, queues[cur ^ 1], sizes + 1);
      CHECK(cudaMemcpy(&frontier, sizes + 1, sizeof(int), cudaMemcpyDeviceToHost));
      cur ^= 1;
      ++bottom_up_steps;
    } else {
      CHECK(cudaMemset(sizes + 1, 0, sizeof(int)));
      if (mode == BfsMode::QueueWarp)
        bfs_queue_warp<<<blocks_for((long)frontier * 32), kBlock>>>(dg.view, queues[cur], frontier, level, depth,
                                                                    parent, queues[cur ^ 1], sizes + 1);
      else
        bfs_queue_thread<<<blocks_for(frontier), kBlock>>>(dg.view, queues[cur], frontier, level, depth, parent,
                                                           queues[cur ^ 1], sizes + 1);
      CHECK(cudaMemcpy(&frontier, sizes + 1, sizeof(int), cudaMemcpyDeviceToHost));
      cur ^= 1;
    }
    ++level;
  }
  CHECK(cudaGetLastError());
  CHECK(cudaEventRecord(e1, 0));
  CHECK(cudaEventSynchronize(e1));
  float ms = 0.0f;
  CHECK(cudaEventElapsedTime(&ms, e0, e1));

  int* got = (int*)malloc(n * sizeof(int));
  int* got_parent = (int*)malloc(n * sizeof(int));
  int* want = (int*)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(got, depth, n * sizeof(int), cudaMemcpyDeviceToHost));
  CHECK(cudaMemcpy(got_parent, parent, n * sizeof(int), cudaMemcpyDeviceToHost));
  host_bfs(hg, source, want);
  int bad = 0;
  int reached = 0;
  for (int v = 0; v < n; ++v) {
    if (got[v] != want[v])
      ++bad;
    if (want[v] != kUnvisited)
      ++reached;
    // The parent (when recorded) must be one level up and adjacent.
    if (mode != BfsMode::VertexCentric && v != source && got[v] > 0) {
      int p = got_parent[v];
      bool adjacent = false;
      if (p >= 0 && p < n)
        for (int k = hg.offsets[v]; k < hg.offsets[v + 1]; ++k)
          if (hg.targets[k] == p)
            adjacent = true;
      if (!adjacent || got[p] != got[v] - 1)
        ++bad;
    }
  }
  char detail[96];
  snprintf(detail, sizeof(detail), "%d levels, %d reached, %d bottom-up", level, reached, bottom_up_steps);
  verdict(bfs_name(mode), name, bad == 0, ms, detail);
  free(got);
  free(got_parent);
  free(want);
  CHECK(cudaEventDestroy(e0));
  CHECK(cudaEventDestroy(e1));
  CHECK(cudaFree(depth));
  CHECK(cudaFree(parent));
  CHECK(cudaFree(queues[0]));
  CHECK(cudaFree(queues[1]));
  CHECK(cudaFree(sizes));
  CHECK(cudaFree(bits[0]));
  CHECK(cudaFree(bits[1]));
}

void run_components(const HostGraph& hg, const DeviceGraph& dg, const char* name) {
  int n = hg.vertices;
  int *label, *changed;
  CHECK(cudaMalloc((void**)&label, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&changed, sizeof(int)));
  cc_init<<<blocks_for(n), kBlock>>>(n, label);
  int rounds = 0;
  int flag = 1;
  while (flag && rounds < 1000) {
    CHECK(cudaMemset(changed, 0, sizeof(int)));
    cc_hook<<<blocks_for(n), kBlock>>>(dg.view, label, changed);
    cc_compress<<<blocks_for(n), kBlock>>>(n, label);
    CHECK(cudaMemcpy(&flag, changed, sizeof(int), cudaMemcpyDeviceToHost));
    ++rounds;
  }
  CHECK(cudaGetLastError());
  int* got = (int*)malloc(n * sizeof(int));
  int* want = (int*)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(got, label, n * sizeof(int), cudaMemcpyDeviceToHost));
  host_components(hg, want);
  int bad = 0, components = 0;
  for (int v = 0; v < n; ++v) {
    if (got[v] != want[v])
      ++bad;
    if (want[v] == v)
      ++components;
  }
  char detail[64];
  snprintf(detail, sizeof(detail), "%d components in %d rounds", components, rounds);
  verdict("connected components", name, bad == 0, 0.0f, detail);
  free(got);
  free(want);
  CHECK(cudaFree(label));
  CHECK(cudaFree(changed));
}

void run_sssp(const HostGraph& hg, const DeviceGraph& dg, const char* name, int source) {
  int n = hg.vertices;
  int *dist, *changed;
  CHECK(cudaMalloc((void**)&dist, n * sizeof(int)));
  CHECK(cudaMalloc((void**)&changed, sizeof(int)));
  int* init = (int*)malloc(n * sizeof(int));
  for (int v = 0; v < n; ++v)
    init[v] = v == source ? 0 : kInfinity;
  CHECK(cudaMemcpy(dist, init, n * sizeof(int), cudaMemcpyHostToDevice));
  int flag = 1, rounds = 0;
  while (flag && rounds < n) {
    CHECK(cudaMemset(changed, 0, sizeof(int)));
    sssp_relax<<<blocks_for(n), kBlock>>>(dg.view, dist, changed);
    CHECK(cudaMemcpy(&flag, changed, sizeof(int), cudaMemcpyDeviceToHost));
    ++rounds;
  }
  CHECK(cudaGetLastError());
  int* want = (int*)malloc(n * sizeof(int));
  CHECK(cudaMemcpy(init, dist, n * sizeof(int), cudaMemcpyDeviceToHost));
  host_sssp(hg, source, want);
  int bad = 0;
  for (int v = 0; v < n; ++v)
    if (init[v] != want[v])
      ++bad;
  char detail[64];
  snprintf(detail, sizeof(detail), "%d relaxation rounds", rounds);
  verdict("sssp bellman-ford", name, bad == 0, 0.0f, detail);
  free(init);
  free(want);
  CHECK(cudaFree(dist));
  CHECK(cudaFree(changed));
}

void run_pagerank(const HostGraph& hg, const DeviceGraph& dg, const char* name) {
  int n = hg.vertices;
  float damping = 0.85f;
  float *rank[2], *residual;
  CHECK(cudaMalloc((void**)&rank[0], n * sizeof(float)));
  CHECK(cudaMalloc((void**)&rank[1], n * sizeof(float)));
  CHECK(cudaMalloc((void**)&residual, sizeof(float)));
  float* h = (float*)malloc(n * sizeof(float));
  for (int v = 0; v < n; ++v)
    h[v] = 1.0f / n;
  CHECK(cudaMemcpy(rank[0], h, n * sizeof(float), cudaMemcpyHostToDevice));
  int cur = 0, iters = 0;
  float res = 1.0f;
  while (res > 1e-6f && iters < 200) {
    CHECK(cudaMemset(residual, 0, sizeof(float)));
    pagerank_step<<<blocks_for(n), kBlock>>>(dg.view, damping, rank[cur], rank[cur ^ 1], residual);
    CHECK(cudaMemcpy(&res, residual, sizeof(float), cudaMemcpyDeviceToHost));
    cur ^= 1;
    ++iters;
  }
  CHECK(cudaGetLastError());
  float* got = (float*)malloc(n * sizeof(float));
  CHECK(cudaMemcpy(got, rank[cur], n * sizeof(float), cudaMemcpyDeviceToHost));
  // Host power iteration in double, same number of steps.
  double* a = (double*)malloc(n * sizeof(double));
  double* b = (double*)malloc(n * sizeof(double));
  for (int v = 0; v < n; ++v)
    a[v] = 1.0 / n;
  for (int it = 0; it < iters; ++it) {
    for (int v = 0; v < n; ++v) {
      double s = 0.0;
      for (int k = hg.offsets[v]; k < hg.offsets[v + 1]; ++k) {
        int u = hg.targets[k];
        int du = hg.offsets[u + 1] - hg.offsets[u];
        s += a[u] / (du > 0 ? du : 1);
      }
      b[v] = (1.0 - damping) / n + damping * s;
    }
    double* t = a;
    a = b;
    b = t;
  }
  double worst = 0.0, mass = 0.0;
  for (int v = 0; v < n; ++v) {
    worst = fmax(worst, fabs(got[v] - a[v]) / a[v]);
    mass += got[v];
  }
  char detail[80];
  snprintf(detail, sizeof(detail), "%d iterations, worst rel err %.1e", iters, worst);
  verdict("pagerank (pull)", name, worst < 1e-3, 0.0f, detail);
  (void)mass;
  free(h);
  free(got);
  free(a);
  free(b);
  CHECK(cudaFree(rank[0]));
  CHECK(cudaFree(rank[1]));
  CHECK(cudaFree(residual));
}

void run_triangles(const HostGraph& hg, const DeviceGraph& dg, const char* name) {
  unsigned long long* dtotal;
  CHECK(cudaMalloc((void**)&dtotal, sizeof(unsigned long long)));
  CHECK(cudaMemset(dtotal, 0, sizeof(unsigned long long)));
  triangles<<<blocks_for(hg.vertices), kBlock>>>(dg.view, dtotal);
  CHECK(cudaGetLastError());
  unsigned long long got = 0;
  CHECK(cudaMemcpy(&got, dtotal, sizeof(got), cudaMemcpyDeviceToHost));
  unsigned long long want = host_triangles(hg);
  char detail[64];
  snprintf(detail, sizeof(detail), "%llu triangles", want);
  verdict("triangle count", name, got == want, 0.0f, detail);
  CHECK(cudaFree(dtotal));
}

void run_suite(const HostGraph& g, const char* name, bool with_pagerank) {
  printf("%s: %d vertices, %d arcs\n", name, g.vertices, g.edges);
  DeviceGraph d = upload(g);
  run_bfs(BfsMode::VertexCentric, g, d, name, 0);
  run_bfs(BfsMode::QueueThread, g, d, name, 0);
  run_bfs(BfsMode::QueueWarp, g, d, name, 0);
  run_bfs(BfsMode::DirectionOptimizing, g, d, name, 0);
  run_bfs(BfsMode::QueueThread, g, d, name, g.vertices / 2);
  run_components(g, d, name);
  run_sssp(g, d, name, 0);
  if (with_pagerank)
    run_pagerank(g, d, name);
  run_triangles(g, d, name);
  release(d);
}

int main() {
  HostGraph grid = grid_graph(300, 200);
  run_suite(grid, "grid 300x200", true);
  free_graph(grid);
  HostGraph rmat = rmat_graph(15, 8, 7u);
  run_suite(rmat, "rmat scale 15", true);
  free_graph(rmat);
  HostGraph ring = clique_ring(50, 12, 17);
  run_suite(ring, "clique ring", false);
  free_graph(ring);
  printf("%d passed, %d failed\n", g_pass, g_fail);
  bool ok = g_fail == 0;
  printf("%s\n", ok ? "PASS" : "FAIL");
  return ok ? 0 : 1;
}
