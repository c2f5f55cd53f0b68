#!/usr/bin/env python3
"""compare.py: kernel times of the circlec and nvcc builds of each corpus program, side by side.

Reads TIMES/circlec-PROG.tsv and TIMES/nvcc-PROG.tsv (kernel_timer.c's lines: mangled name,
median us, minimum us, samples), writes one row per kernel timed in both builds to OUT.tsv
(program, kernel, circlec us, nvcc us, ratio) and prints per program the kernels matched, the
geometric mean of circlec / nvcc and the kernel with the largest ratio; last, the geometric mean
over every matched kernel. A ratio under 1 means circlec's kernel is faster.

usage: compare.py TIMES OUT.tsv
"""

import glob
import math
import os
import sys


def read(path):
    times = {}
    if os.path.isfile(path):
        with open(path) as f:
            for line in f:
                parts = line.rstrip("\n").split("\t")
                if len(parts) == 4:
                    times[parts[0]] = float(parts[1])
    return times


def geomean(xs):
    return math.exp(sum(math.log(x) for x in xs) / len(xs)) if xs else float("nan")


def main(argv):
    if len(argv) != 3:
        sys.stderr.write(__doc__)
        return 2
    times_dir, out = argv[1], argv[2]
    rows, all_ratios = [], []
    print("%-16s %7s %7s %9s  %s" % ("program", "kernels", "matched", "geomean", "largest ratio"))
    for path in sorted(glob.glob(os.path.join(times_dir, "circlec-*.tsv"))):
        prog = os.path.basename(path)[len("circlec-"):-len(".tsv")]
        ours = read(path)
        theirs = read(os.path.join(times_dir, "nvcc-%s.tsv" % prog))
        ratios = []
        for kernel in sorted(ours):
            if kernel in theirs and theirs[kernel] > 0 and ours[kernel] > 0:
                ratio = ours[kernel] / theirs[kernel]
                ratios.append((ratio, kernel))
                rows.append((prog, kernel, ours[kernel], theirs[kernel], ratio))
        all_ratios += [r for r, _ in ratios]
        worst = max(ratios) if ratios else None
        print("%-16s %7d %7d %9s  %s" % (
            prog, len(ours), len(ratios), "%.3f" % geomean([r for r, _ in ratios]) if ratios else "-",
            "%.2f %s" % (worst[0], worst[1][:60]) if worst else "-"))
    print("%-16s %7s %7d %9s" % ("all", "", len(all_ratios),
                                  "%.3f" % geomean(all_ratios) if all_ratios else "-"))
    with open(out, "w") as f:
        f.write("program\tkernel\tcirclec_us\tnvcc_us\tratio\n")
        for prog, kernel, a, b, r in rows:
            f.write("%s\t%s\t%.3f\t%.3f\t%.4f\n" % (prog, kernel, a, b, r))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
