// The lit harness itself: substitutions resolve to working tools and the environment is set.
// RUN: echo "x not found" | FileCheck %s --check-prefix=WORDS
// WORDS: x not found
// RUN: not false
// RUN: not printenv NO_SUCH_VARIABLE_IN_LIT
// RUN: echo %circlec | FileCheck %s --check-prefix=CIRCLEC
// CIRCLEC: circlec
// RUN: printenv NO_COLOR | FileCheck %s --check-prefix=ENV
// ENV: {{^1$}}
int main() { return 0; }
