#!/usr/bin/env bash
# What verify, the audit and the sweep cost as a multiple of drawing alone. For each command:
# its whole-process CPU (user + sys, GNU time) divided by the snapshots it holds, against the
# CPU per snapshot of drawing the same snapshots' trees once each, already laid out
# (`snapshot-drawing-bench verify|audit|sweep`, a benchmark-only executable: every tree laid out
# first, every composition chosen, then drawn as verify draws it, that phase timed alone,
# median of 3 passes). CPU, not wall: it holds on a shared machine where wall times drift.
# Reproduce: Benchmarks/drawing/pure.sh   (prints a Markdown table; RESULTS.md holds the figures)
#   RUNS=3 runs of each command (medians); SETS="verify audit sweep"; SKIP_BUILD=1 uses the
#   release build already there; BIN=path/to/snapshot-kit times another build's commands (the
#   drawing stays this checkout's).
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-3}
SETS=${SETS:-verify audit sweep}
scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || scripts/swift-build -c release
bin=${BIN:-$PWD/.build/release/snapshot-kit}
bench=$PWD/.build/release/snapshot-drawing-bench
work=Benchmarks/work/pure
rm -rf "$work" && mkdir -p "$work"
for set in $SETS; do
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%U %S' -o "$work/t" "$bin" "$set" --quiet --out "$work/out-$set" >"$work/$set.out" 2>&1 || true
    awk '{ print $1 + $2 }' "$work/t" >> "$work/$set.cpu"
    # The snapshots the command held: its own summary line ("13404 snapshot(s)").
    grep -o '[0-9]* snapshot(s)' "$work/$set.out" | head -n 1 | cut -d' ' -f1 > "$work/$set.count"
  done
  "$bench" "$set" 3 > "$work/$set.draw"
done
# shellcheck disable=SC2086 # $SETS is a list of words, one argument each.
python3 - "$work" $SETS <<'PY'
import os, re, statistics, sys
work, sets = sys.argv[1], sys.argv[2:]
print(f"Machine: {os.cpu_count()} cores; load average as the runs ended: {open('/proc/loadavg').read().split()[0]} (shared).\n")
print("| command | snapshots | CPU (median) | ms a snapshot | pure drawing, ms a snapshot (snapshots) | multiple of drawing |")
print("|---|---:|---:|---:|---:|---:|")
for s in sets:
    cpu = statistics.median(float(x) for x in open(f"{work}/{s}.cpu"))
    count = int(open(f"{work}/{s}.count").read().split()[0])
    draw = open(f"{work}/{s}.draw").read()
    drawn = int(re.search(r"^\w+: (\d+) snapshots", draw, re.M).group(1))
    per = float(re.search(r"draw \(median of \d+\): [\d.]+ s CPU, ([\d.]+) ms", draw).group(1))
    mine = cpu / count * 1000
    print(f"| `snapshot {s}` | {count} | {cpu:.2f} s | {mine:.2f} | {per:.2f} ({drawn}) | {mine / per:.2f}× |")
PY
