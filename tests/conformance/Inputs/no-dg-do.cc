// No dg-do line: a run test by the testsuite's default, selected only with --implicit-run.
int main() { }
