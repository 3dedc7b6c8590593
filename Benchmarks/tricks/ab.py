#!/usr/bin/env python3
"""A/B whole-process timing: runs command A and command B in turn (A B A B ...), after warm-up
runs, and prints each one's median wall time and the median of the pairwise ratios A/B, which
holds when the machine's speed drifts during the run (a shared, noisy machine).

  ab.py RUNS 'COMMAND A' 'COMMAND B'     (each command split as a shell splits words)
"""
import shlex, statistics, subprocess, sys, time

def once(argv):
    start = time.perf_counter()
    subprocess.run(argv, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start

runs, a, b = int(sys.argv[1]), shlex.split(sys.argv[2]), shlex.split(sys.argv[3])
for _ in range(max(2, runs // 10)):
    once(a); once(b)
pairs = [(once(a), once(b)) for _ in range(runs)]
ma, mb = statistics.median(p[0] for p in pairs), statistics.median(p[1] for p in pairs)
ratio = statistics.median(p[0] / p[1] for p in pairs)
print(f"{ma * 1000:.1f} {mb * 1000:.1f} {ratio:.3f}")
