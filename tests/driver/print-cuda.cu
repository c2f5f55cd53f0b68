// --print-cuda reports what CUDA discovery found, one `key: value` per line.
//
// An explicit --cuda-path toolkit supplies every piece, and the version from version.json.
// RUN: rm -rf %t && mkdir -p %t/tk/bin %t/tk/nvvm/libdevice %t/tk/lib64 %t/tk/include
// RUN: touch %t/tk/bin/ptxas %t/tk/bin/cuobjdump && chmod +x %t/tk/bin/ptxas %t/tk/bin/cuobjdump
// RUN: touch %t/tk/nvvm/libdevice/libdevice.10.bc %t/tk/lib64/libcudart.so %t/tk/lib64/libcudadevrt.a
// RUN: touch %t/tk/include/cuda_runtime.h
// RUN: echo '{ "cuda" : { "name" : "CUDA SDK", "version" : "12.4.1" } }' > %t/tk/version.json
// RUN: %circlec --print-cuda --cuda-path %t/tk | FileCheck %s --check-prefix=TOOLKIT -DT=%t
// TOOLKIT: source: --cuda-path
// TOOLKIT: version: 12.4.1
// TOOLKIT: root: [[T]]/tk
// TOOLKIT: ptxas: [[T]]/tk/bin/ptxas
// TOOLKIT: libdevice: [[T]]/tk/nvvm/libdevice/libdevice.10.bc
// TOOLKIT: libcudart: [[T]]/tk/lib64/libcudart.so
// TOOLKIT: libcudart_static: not found
// TOOLKIT: libcudadevrt: [[T]]/tk/lib64/libcudadevrt.a
// TOOLKIT: cuobjdump: [[T]]/tk/bin/cuobjdump
// TOOLKIT: nvjitlink: not found
// TOOLKIT: include: [[T]]/tk/include
// TOOLKIT: searched: [[T]]/tk (--cuda-path)
//
// CUDA_PATH comes before CUDA_HOME and the defaults.
// RUN: env CUDA_HOME=%t/nowhere CUDA_PATH=%t/tk %circlec --print-cuda \
// RUN:   | FileCheck %s --check-prefix=ENV -DT=%t
// ENV: source: CUDA_PATH
// ENV: ptxas: [[T]]/tk/bin/ptxas
// ENV: searched: [[T]]/tk (CUDA_PATH)
// ENV-NEXT: searched: [[T]]/nowhere (CUDA_HOME)
// ENV: note: $CUDA_HOME is `[[T]]/nowhere`, which does not exist
//
// A --cuda-path that does not exist is the only place looked at, and says so.
// RUN: %circlec --print-cuda --cuda-path %t/missing | FileCheck %s --check-prefix=MISSING -DT=%t
// MISSING: source: not found
// MISSING: ptxas: not found
// MISSING: libcudart: not found
// MISSING-NOT: searched: /usr/local/cuda
// MISSING: note: --cuda-path `[[T]]/missing` does not exist
