// Does not compile: listed in samples-unbuilt.tsv, not a bundle failure.
int main() { return undeclared_name; }
