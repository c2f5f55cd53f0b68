// A stand-in for cuda-samples' Common/ (tests/gpu-bundle/samples.test).
#pragma once
#define EXIT_WAIVED 2
