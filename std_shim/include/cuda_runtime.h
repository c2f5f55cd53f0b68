// <cuda_runtime.h> as shipped by circlec: the CUDA runtime API as libcudart 12.x exports it
// (CUDA 12.9 values): error codes, memory, copies, symbols, streams, events, device queries and
// kernel launch, every declaration matching the real library's ABI (the enumerators' values,
// `cudaDeviceProp`'s layout, `cudaGetDeviceProperties` renamed to `_v2` as NVIDIA's header does).
// Only C-like declarations: the C++ conveniences of NVIDIA's header (the template overloads that
// take a `__device__` variable itself, `cudaMemcpyToSymbol(sym, ...)`, instead of its address)
// come with the C++ issue; until then pass `&sym` (or the array).
#pragma once

#include <vector_types.h>

#ifndef __circlec_size_t_defined
#define __circlec_size_t_defined
typedef unsigned long size_t;
#endif

#define CUDART_VERSION 12090
#define __CUDART_API_VERSION 12090

// ---- error codes ----------------------------------------------------------------------------

enum cudaError
{
  cudaSuccess                           =      0,
  cudaErrorInvalidValue                 =     1,
  cudaErrorMemoryAllocation             =      2,
  cudaErrorInitializationError          =      3,
  cudaErrorCudartUnloading              =     4,
  cudaErrorProfilerDisabled             =     5,
  cudaErrorProfilerNotInitialized       =     6,
  cudaErrorProfilerAlreadyStarted       =     7,
  cudaErrorProfilerAlreadyStopped       =    8,
  cudaErrorInvalidConfiguration         =      9,
  cudaErrorInvalidPitchValue            =     12,
  cudaErrorInvalidSymbol                =     13,
  cudaErrorInvalidHostPointer           =     16,
  cudaErrorInvalidDevicePointer         =     17,
  cudaErrorInvalidTexture               =     18,
  cudaErrorInvalidTextureBinding        =     19,
  cudaErrorInvalidChannelDescriptor     =     20,
  cudaErrorInvalidMemcpyDirection       =     21,
  cudaErrorAddressOfConstant            =     22,
  cudaErrorTextureFetchFailed           =     23,
  cudaErrorTextureNotBound              =     24,
  cudaErrorSynchronizationError         =     25,
  cudaErrorInvalidFilterSetting         =     26,
  cudaErrorInvalidNormSetting           =     27,
  cudaErrorMixedDeviceExecution         =     28,
  cudaErrorNotYetImplemented            =     31,
  cudaErrorMemoryValueTooLarge          =     32,
  cudaErrorStubLibrary                  =     34,
  cudaErrorInsufficientDriver           =     35,
  cudaErrorCallRequiresNewerDriver      =     36,
  cudaErrorInvalidSurface               =     37,
  cudaErrorDuplicateVariableName        =     43,
  cudaErrorDuplicateTextureName         =     44,
  cudaErrorDuplicateSurfaceName         =     45,
  cudaErrorDevicesUnavailable           =     46,
  cudaErrorIncompatibleDriverContext    =     49,
  cudaErrorMissingConfiguration         =      52,
  cudaErrorPriorLaunchFailure           =      53,
  cudaErrorLaunchMaxDepthExceeded       =     65,
  cudaErrorLaunchFileScopedTex          =     66,
  cudaErrorLaunchFileScopedSurf         =     67,
  cudaErrorSyncDepthExceeded            =     68,
  cudaErrorLaunchPendingCountExceeded   =     69,
  cudaErrorInvalidDeviceFunction        =      98,
  cudaErrorNoDevice                     =     100,
  cudaErrorInvalidDevice                =     101,
  cudaErrorDeviceNotLicensed            =     102,
  cudaErrorSoftwareValidityNotEstablished  =     103,
  cudaErrorStartupFailure               =    127,
  cudaErrorInvalidKernelImage           =     200,
  cudaErrorDeviceUninitialized          =     201,
  cudaErrorMapBufferObjectFailed        =     205,
  cudaErrorUnmapBufferObjectFailed      =     206,
  cudaErrorArrayIsMapped                =     207,
  cudaErrorAlreadyMapped                =     208,
  cudaErrorNoKernelImageForDevice       =     209,
  cudaErrorAlreadyAcquired              =     210,
  cudaErrorNotMapped                    =     211,
  cudaErrorNotMappedAsArray             =     212,
  cudaErrorNotMappedAsPointer           =     213,
  cudaErrorECCUncorrectable             =     214,
  cudaErrorUnsupportedLimit             =     215,
  cudaErrorDeviceAlreadyInUse           =     216,
  cudaErrorPeerAccessUnsupported        =     217,
  cudaErrorInvalidPtx                   =     218,
  cudaErrorInvalidGraphicsContext       =     219,
  cudaErrorNvlinkUncorrectable          =     220,
  cudaErrorJitCompilerNotFound          =     221,
  cudaErrorUnsupportedPtxVersion        =     222,
  cudaErrorJitCompilationDisabled       =     223,
  cudaErrorUnsupportedExecAffinity      =     224,
  cudaErrorUnsupportedDevSideSync       =     225,
  cudaErrorContained                    =     226,
  cudaErrorInvalidSource                =     300,
  cudaErrorFileNotFound                 =     301,
  cudaErrorSharedObjectSymbolNotFound   =     302,
  cudaErrorSharedObjectInitFailed       =     303,
  cudaErrorOperatingSystem              =     304,
  cudaErrorInvalidResourceHandle        =     400,
  cudaErrorIllegalState                 =     401,
  cudaErrorLossyQuery                   =     402,
  cudaErrorSymbolNotFound               =     500,
  cudaErrorNotReady                     =     600,
  cudaErrorIllegalAddress               =     700,
  cudaErrorLaunchOutOfResources         =      701,
  cudaErrorLaunchTimeout                =      702,
  cudaErrorLaunchIncompatibleTexturing  =     703,
  cudaErrorPeerAccessAlreadyEnabled     =     704,
  cudaErrorPeerAccessNotEnabled         =     705,
  cudaErrorSetOnActiveProcess           =     708,
  cudaErrorContextIsDestroyed           =     709,
  cudaErrorAssert                        =    710,
  cudaErrorTooManyPeers                 =     711,
  cudaErrorHostMemoryAlreadyRegistered  =     712,
  cudaErrorHostMemoryNotRegistered      =     713,
  cudaErrorHardwareStackError           =     714,
  cudaErrorIllegalInstruction           =     715,
  cudaErrorMisalignedAddress            =     716,
  cudaErrorInvalidAddressSpace          =     717,
  cudaErrorInvalidPc                    =     718,
  cudaErrorLaunchFailure                =      719,
  cudaErrorCooperativeLaunchTooLarge    =     720,
  cudaErrorTensorMemoryLeak             =     721,
  cudaErrorNotPermitted                 =     800,
  cudaErrorNotSupported                 =     801,
  cudaErrorSystemNotReady               =     802,
  cudaErrorSystemDriverMismatch         =     803,
  cudaErrorCompatNotSupportedOnDevice   =     804,
  cudaErrorMpsConnectionFailed          =     805,
  cudaErrorMpsRpcFailure                =     806,
  cudaErrorMpsServerNotReady            =     807,
  cudaErrorMpsMaxClientsReached         =     808,
  cudaErrorMpsMaxConnectionsReached     =     809,
  cudaErrorMpsClientTerminated          =     810,
  cudaErrorCdpNotSupported              =     811,
  cudaErrorCdpVersionMismatch           =     812,
  cudaErrorStreamCaptureUnsupported     =    900,
  cudaErrorStreamCaptureInvalidated     =    901,
  cudaErrorStreamCaptureMerge           =    902,
  cudaErrorStreamCaptureUnmatched       =    903,
  cudaErrorStreamCaptureUnjoined        =    904,
  cudaErrorStreamCaptureIsolation       =    905,
  cudaErrorStreamCaptureImplicit        =    906,
  cudaErrorCapturedEvent                =    907,
  cudaErrorStreamCaptureWrongThread     =    908,
  cudaErrorTimeout                      =    909,
  cudaErrorGraphExecUpdateFailure       =    910,
  cudaErrorExternalDevice               =    911,
  cudaErrorInvalidClusterSize           =    912,
  cudaErrorFunctionNotLoaded            =    913,
  cudaErrorInvalidResourceType          =    914,
  cudaErrorInvalidResourceConfiguration =    915,
  cudaErrorUnknown                      =    999,
  cudaErrorApiFailureBase               =  10000
};
typedef enum cudaError cudaError_t;

// ---- handles, kinds and flags ---------------------------------------------------------------

typedef struct CUstream_st *cudaStream_t;
typedef struct CUevent_st *cudaEvent_t;

enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};

enum cudaLimit {
  cudaLimitStackSize = 0x00,
  cudaLimitPrintfFifoSize = 0x01,
  cudaLimitMallocHeapSize = 0x02,
  cudaLimitDevRuntimeSyncDepth = 0x03,
  cudaLimitDevRuntimePendingLaunchCount = 0x04,
  cudaLimitMaxL2FetchGranularity = 0x05,
  cudaLimitPersistingL2CacheSize = 0x06
};

#define cudaHostAllocDefault 0x00
#define cudaHostAllocPortable 0x01
#define cudaHostAllocMapped 0x02
#define cudaHostAllocWriteCombined 0x04
#define cudaStreamDefault 0x00
#define cudaStreamNonBlocking 0x01
#define cudaStreamLegacy ((cudaStream_t)0x1)
#define cudaStreamPerThread ((cudaStream_t)0x2)
#define cudaEventDefault 0x00
#define cudaEventBlockingSync 0x01
#define cudaEventDisableTiming 0x02
#define cudaEventInterprocess 0x04
#define cudaDeviceScheduleAuto 0x00
#define cudaDeviceScheduleSpin 0x01
#define cudaDeviceScheduleYield 0x02
#define cudaDeviceScheduleBlockingSync 0x04
#define cudaDeviceMapHost 0x08
#define cudaMemAttachGlobal 0x01
#define cudaMemAttachHost 0x02
#define cudaMemAttachSingle 0x04
#define cudaCpuDeviceId ((int)-1)
#define cudaInvalidDeviceId ((int)-2)

// ---- device properties ----------------------------------------------------------------------

struct CUuuid_st {
  char bytes[16];
};
typedef struct CUuuid_st cudaUUID_t;

struct cudaDeviceProp
{
  char         name[256];
  cudaUUID_t   uuid;
  char         luid[8];
  unsigned int luidDeviceNodeMask;
  size_t       totalGlobalMem;
  size_t       sharedMemPerBlock;
  int          regsPerBlock;
  int          warpSize;
  size_t       memPitch;
  int          maxThreadsPerBlock;
  int          maxThreadsDim[3];
  int          maxGridSize[3];
  int          clockRate;
  size_t       totalConstMem;
  int          major;
  int          minor;
  size_t       textureAlignment;
  size_t       texturePitchAlignment;
  int          deviceOverlap;
  int          multiProcessorCount;
  int          kernelExecTimeoutEnabled;
  int          integrated;
  int          canMapHostMemory;
  int          computeMode;
  int          maxTexture1D;
  int          maxTexture1DMipmap;
  int          maxTexture1DLinear;
  int          maxTexture2D[2];
  int          maxTexture2DMipmap[2];
  int          maxTexture2DLinear[3];
  int          maxTexture2DGather[2];
  int          maxTexture3D[3];
  int          maxTexture3DAlt[3];
  int          maxTextureCubemap;
  int          maxTexture1DLayered[2];
  int          maxTexture2DLayered[3];
  int          maxTextureCubemapLayered[2];
  int          maxSurface1D;
  int          maxSurface2D[2];
  int          maxSurface3D[3];
  int          maxSurface1DLayered[2];
  int          maxSurface2DLayered[3];
  int          maxSurfaceCubemap;
  int          maxSurfaceCubemapLayered[2];
  size_t       surfaceAlignment;
  int          concurrentKernels;
  int          ECCEnabled;
  int          pciBusID;
  int          pciDeviceID;
  int          pciDomainID;
  int          tccDriver;
  int          asyncEngineCount;
  int          unifiedAddressing;
  int          memoryClockRate;
  int          memoryBusWidth;
  int          l2CacheSize;
  int          persistingL2CacheMaxSize;
  int          maxThreadsPerMultiProcessor;
  int          streamPrioritiesSupported;
  int          globalL1CacheSupported;
  int          localL1CacheSupported;
  size_t       sharedMemPerMultiprocessor;
  int          regsPerMultiprocessor;
  int          managedMemory;
  int          isMultiGpuBoard;
  int          multiGpuBoardGroupID;
  int          hostNativeAtomicSupported;
  int          singleToDoublePrecisionPerfRatio;
  int          pageableMemoryAccess;
  int          concurrentManagedAccess;
  int          computePreemptionSupported;
  int          canUseHostPointerForRegisteredMem;
  int          cooperativeLaunch;
  int          cooperativeMultiDeviceLaunch;
  size_t       sharedMemPerBlockOptin;
  int          pageableMemoryAccessUsesHostPageTables;
  int          directManagedMemAccessFromHost;
  int          maxBlocksPerMultiProcessor;
  int          accessPolicyMaxWindowSize;
  size_t       reservedSharedMemPerBlock;
  int          hostRegisterSupported;
  int          sparseCudaArraySupported;
  int          hostRegisterReadOnlySupported;
  int          timelineSemaphoreInteropSupported;
  int          memoryPoolsSupported;
  int          gpuDirectRDMASupported;
  unsigned int gpuDirectRDMAFlushWritesOptions;
  int          gpuDirectRDMAWritesOrdering;
  unsigned int memoryPoolSupportedHandleTypes;
  int          deferredMappingCudaArraySupported;
  int          ipcEventSupported;
  int          clusterLaunch;
  int          unifiedFunctionPointers;
  int          reserved[63];
};

enum cudaDeviceAttr
{
  cudaDevAttrMaxThreadsPerBlock             = 1,
  cudaDevAttrMaxBlockDimX                   = 2,
  cudaDevAttrMaxBlockDimY                   = 3,
  cudaDevAttrMaxBlockDimZ                   = 4,
  cudaDevAttrMaxGridDimX                    = 5,
  cudaDevAttrMaxGridDimY                    = 6,
  cudaDevAttrMaxGridDimZ                    = 7,
  cudaDevAttrMaxSharedMemoryPerBlock        = 8,
  cudaDevAttrTotalConstantMemory            = 9,
  cudaDevAttrWarpSize                       = 10,
  cudaDevAttrMaxPitch                       = 11,
  cudaDevAttrMaxRegistersPerBlock           = 12,
  cudaDevAttrClockRate                      = 13,
  cudaDevAttrTextureAlignment               = 14,
  cudaDevAttrGpuOverlap                     = 15,
  cudaDevAttrMultiProcessorCount            = 16,
  cudaDevAttrKernelExecTimeout              = 17,
  cudaDevAttrIntegrated                     = 18,
  cudaDevAttrCanMapHostMemory               = 19,
  cudaDevAttrComputeMode                    = 20,
  cudaDevAttrMaxTexture1DWidth              = 21,
  cudaDevAttrMaxTexture2DWidth              = 22,
  cudaDevAttrMaxTexture2DHeight             = 23,
  cudaDevAttrMaxTexture3DWidth              = 24,
  cudaDevAttrMaxTexture3DHeight             = 25,
  cudaDevAttrMaxTexture3DDepth              = 26,
  cudaDevAttrMaxTexture2DLayeredWidth       = 27,
  cudaDevAttrMaxTexture2DLayeredHeight      = 28,
  cudaDevAttrMaxTexture2DLayeredLayers      = 29,
  cudaDevAttrSurfaceAlignment               = 30,
  cudaDevAttrConcurrentKernels              = 31,
  cudaDevAttrEccEnabled                     = 32,
  cudaDevAttrPciBusId                       = 33,
  cudaDevAttrPciDeviceId                    = 34,
  cudaDevAttrTccDriver                      = 35,
  cudaDevAttrMemoryClockRate                = 36,
  cudaDevAttrGlobalMemoryBusWidth           = 37,
  cudaDevAttrL2CacheSize                    = 38,
  cudaDevAttrMaxThreadsPerMultiProcessor    = 39,
  cudaDevAttrAsyncEngineCount               = 40,
  cudaDevAttrUnifiedAddressing              = 41,
  cudaDevAttrMaxTexture1DLayeredWidth       = 42,
  cudaDevAttrMaxTexture1DLayeredLayers      = 43,
  cudaDevAttrMaxTexture2DGatherWidth        = 45,
  cudaDevAttrMaxTexture2DGatherHeight       = 46,
  cudaDevAttrMaxTexture3DWidthAlt           = 47,
  cudaDevAttrMaxTexture3DHeightAlt          = 48,
  cudaDevAttrMaxTexture3DDepthAlt           = 49,
  cudaDevAttrPciDomainId                    = 50,
  cudaDevAttrTexturePitchAlignment          = 51,
  cudaDevAttrMaxTextureCubemapWidth         = 52,
  cudaDevAttrMaxTextureCubemapLayeredWidth  = 53,
  cudaDevAttrMaxTextureCubemapLayeredLayers = 54,
  cudaDevAttrMaxSurface1DWidth              = 55,
  cudaDevAttrMaxSurface2DWidth              = 56,
  cudaDevAttrMaxSurface2DHeight             = 57,
  cudaDevAttrMaxSurface3DWidth              = 58,
  cudaDevAttrMaxSurface3DHeight             = 59,
  cudaDevAttrMaxSurface3DDepth              = 60,
  cudaDevAttrMaxSurface1DLayeredWidth       = 61,
  cudaDevAttrMaxSurface1DLayeredLayers      = 62,
  cudaDevAttrMaxSurface2DLayeredWidth       = 63,
  cudaDevAttrMaxSurface2DLayeredHeight      = 64,
  cudaDevAttrMaxSurface2DLayeredLayers      = 65,
  cudaDevAttrMaxSurfaceCubemapWidth         = 66,
  cudaDevAttrMaxSurfaceCubemapLayeredWidth  = 67,
  cudaDevAttrMaxSurfaceCubemapLayeredLayers = 68,
  cudaDevAttrMaxTexture1DLinearWidth        = 69,
  cudaDevAttrMaxTexture2DLinearWidth        = 70,
  cudaDevAttrMaxTexture2DLinearHeight       = 71,
  cudaDevAttrMaxTexture2DLinearPitch        = 72,
  cudaDevAttrMaxTexture2DMipmappedWidth     = 73,
  cudaDevAttrMaxTexture2DMipmappedHeight    = 74,
  cudaDevAttrComputeCapabilityMajor         = 75,
  cudaDevAttrComputeCapabilityMinor         = 76,
  cudaDevAttrMaxTexture1DMipmappedWidth     = 77,
  cudaDevAttrStreamPrioritiesSupported      = 78,
  cudaDevAttrGlobalL1CacheSupported         = 79,
  cudaDevAttrLocalL1CacheSupported          = 80,
  cudaDevAttrMaxSharedMemoryPerMultiprocessor = 81,
  cudaDevAttrMaxRegistersPerMultiprocessor  = 82,
  cudaDevAttrManagedMemory                  = 83,
  cudaDevAttrIsMultiGpuBoard                = 84,
  cudaDevAttrMultiGpuBoardGroupID           = 85,
  cudaDevAttrHostNativeAtomicSupported      = 86,
  cudaDevAttrSingleToDoublePrecisionPerfRatio = 87,
  cudaDevAttrPageableMemoryAccess           = 88,
  cudaDevAttrConcurrentManagedAccess        = 89,
  cudaDevAttrComputePreemptionSupported     = 90,
  cudaDevAttrCanUseHostPointerForRegisteredMem = 91,
  cudaDevAttrReserved92                     = 92,
  cudaDevAttrReserved93                     = 93,
  cudaDevAttrReserved94                     = 94,
  cudaDevAttrCooperativeLaunch              = 95,
  cudaDevAttrCooperativeMultiDeviceLaunch   = 96,
  cudaDevAttrMaxSharedMemoryPerBlockOptin   = 97,
  cudaDevAttrCanFlushRemoteWrites           = 98,
  cudaDevAttrHostRegisterSupported          = 99,
  cudaDevAttrPageableMemoryAccessUsesHostPageTables = 100,
  cudaDevAttrDirectManagedMemAccessFromHost = 101,
  cudaDevAttrMaxBlocksPerMultiprocessor     = 106,
  cudaDevAttrMaxPersistingL2CacheSize       = 108,
  cudaDevAttrMaxAccessPolicyWindowSize      = 109,
  cudaDevAttrReservedSharedMemoryPerBlock   = 111,
  cudaDevAttrSparseCudaArraySupported       = 112,
  cudaDevAttrHostRegisterReadOnlySupported  = 113,
  cudaDevAttrTimelineSemaphoreInteropSupported = 114,
  cudaDevAttrMaxTimelineSemaphoreInteropSupported = 114,
  cudaDevAttrMemoryPoolsSupported           = 115,
  cudaDevAttrGPUDirectRDMASupported         = 116,
  cudaDevAttrGPUDirectRDMAFlushWritesOptions = 117,
  cudaDevAttrGPUDirectRDMAWritesOrdering    = 118,
  cudaDevAttrMemoryPoolSupportedHandleTypes = 119,
  cudaDevAttrClusterLaunch                  = 120,
  cudaDevAttrDeferredMappingCudaArraySupported = 121,
  cudaDevAttrReserved122                    = 122,
  cudaDevAttrReserved123                    = 123,
  cudaDevAttrReserved124                    = 124,
  cudaDevAttrIpcEventSupport                = 125,
  cudaDevAttrMemSyncDomainCount             = 126,
  cudaDevAttrReserved127                    = 127,
  cudaDevAttrReserved128                    = 128,
  cudaDevAttrReserved129                    = 129,
  cudaDevAttrNumaConfig                     = 130,
  cudaDevAttrNumaId                         = 131,
  cudaDevAttrReserved132                    = 132,
  cudaDevAttrMpsEnabled                     = 133,
  cudaDevAttrHostNumaId                     = 134,
  cudaDevAttrD3D12CigSupported              = 135,
  cudaDevAttrVulkanCigSupported             = 138,
  cudaDevAttrGpuPciDeviceId                 = 139,
  cudaDevAttrGpuPciSubsystemId              = 140,
  cudaDevAttrReserved141                    = 141,
  cudaDevAttrHostNumaMemoryPoolsSupported   = 142,
  cudaDevAttrHostNumaMultinodeIpcSupported  = 143,
  cudaDevAttrMax
};

// ---- functions ------------------------------------------------------------------------------

#define cudaGetDeviceProperties cudaGetDeviceProperties_v2

extern "C" {

// Errors.
cudaError_t cudaGetLastError(void);
cudaError_t cudaPeekAtLastError(void);
const char *cudaGetErrorString(cudaError_t error);
const char *cudaGetErrorName(cudaError_t error);

// Devices.
cudaError_t cudaGetDeviceCount(int *count);
cudaError_t cudaSetDevice(int device);
cudaError_t cudaGetDevice(int *device);
cudaError_t cudaSetDeviceFlags(unsigned int flags);
cudaError_t cudaGetDeviceProperties_v2(struct cudaDeviceProp *prop, int device);
cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device);
cudaError_t cudaDeviceSynchronize(void);
cudaError_t cudaDeviceReset(void);
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit);
cudaError_t cudaDriverGetVersion(int *driverVersion);
cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);
cudaError_t cudaMemGetInfo(size_t *free, size_t *total);

// Memory.
cudaError_t cudaMalloc(void **devPtr, size_t size);
cudaError_t cudaFree(void *devPtr);
cudaError_t cudaMallocHost(void **ptr, size_t size);
cudaError_t cudaFreeHost(void *ptr);
cudaError_t cudaHostAlloc(void **pHost, size_t size, unsigned int flags);
cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost, unsigned int flags);
cudaError_t cudaMallocManaged(void **devPtr, size_t size, unsigned int flags = cudaMemAttachGlobal);
cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch, size_t width, size_t height);
cudaError_t cudaMallocAsync(void **devPtr, size_t size, cudaStream_t stream);
cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t stream);
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, int dstDevice, cudaStream_t stream = 0);

// Copies and fills.
cudaError_t cudaMemcpy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                            cudaStream_t stream = 0);
cudaError_t cudaMemcpy2D(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemset(void *devPtr, int value, size_t count);
cudaError_t cudaMemsetAsync(void *devPtr, int value, size_t count, cudaStream_t stream = 0);

// `__device__`/`__constant__` variables, by the address of their host shadow.
cudaError_t cudaMemcpyToSymbol(const void *symbol, const void *src, size_t count, size_t offset = 0,
                               enum cudaMemcpyKind kind = cudaMemcpyHostToDevice);
cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol, size_t count, size_t offset = 0,
                                 enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost);
cudaError_t cudaMemcpyToSymbolAsync(const void *symbol, const void *src, size_t count, size_t offset,
                                    enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaMemcpyFromSymbolAsync(void *dst, const void *symbol, size_t count, size_t offset,
                                      enum cudaMemcpyKind kind, cudaStream_t stream = 0);
cudaError_t cudaGetSymbolAddress(void **devPtr, const void *symbol);
cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);

// Streams.
cudaError_t cudaStreamCreate(cudaStream_t *pStream);
cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream, unsigned int flags);
cudaError_t cudaStreamDestroy(cudaStream_t stream);
cudaError_t cudaStreamSynchronize(cudaStream_t stream);
cudaError_t cudaStreamQuery(cudaStream_t stream);
cudaError_t cudaStreamWaitEvent(cudaStream_t stream, cudaEvent_t event, unsigned int flags = 0);

// Events.
cudaError_t cudaEventCreate(cudaEvent_t *event);
cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event, unsigned int flags);
cudaError_t cudaEventDestroy(cudaEvent_t event);
cudaError_t cudaEventRecord(cudaEvent_t event, cudaStream_t stream = 0);
cudaError_t cudaEventSynchronize(cudaEvent_t event);
cudaError_t cudaEventQuery(cudaEvent_t event);
cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

// Kernels: `func` is the host launch stub's address.
cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                             size_t sharedMem, cudaStream_t stream);
cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, const void *func,
                                                          int blockSize, size_t dynamicSMemSize);

}
