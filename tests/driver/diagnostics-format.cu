// -fdiagnostics-format=json writes the run's diagnostics as one JSON array (GCC's shape) on
// stderr, and =sarif as one SARIF 2.1.0 log; text stays the default.
// RUN: not %circlec -fsyntax-only -fdiagnostics-format=json %s 2> %t.json
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); assert [x['kind'] for x in d] == ['warning', 'error'], d" %t.json
// JSON: [{"kind":"warning","message":"attribute `frobnicate` is ignored","code":"E0213","name":"ignored-attribute","locations":[{"caret":{"file":"{{.*}}diagnostics-format.cu","line":[[@LINE+4]],"column":16}
// JSON-SAME: {"kind":"error","message":"use of undeclared identifier `missing`"
// RUN: not %circlec -fsyntax-only -fdiagnostics-format=sarif %s 2> %t.sarif
// RUN: python3 -c "import json,sys; d=json.load(open(sys.argv[1])); r=d['runs'][0]['results']; assert d['version']=='2.1.0' and [x['level'] for x in r]==['warning','error'] and r[1]['locations'][0]['physicalLocation']['region']['startLine']==%(line+2), d" %t.sarif
__attribute__((frobnicate)) int x;
int y = missing;
// RUN: not %circlec -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=TEXT
// TEXT: diagnostics-format.cu:[[@LINE-2]]:9: error: use of undeclared identifier `missing`{{.*}}[E0301]
