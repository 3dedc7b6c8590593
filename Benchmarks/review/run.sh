#!/usr/bin/env bash
# The review page on a large failure: a run of COUNT failing snapshots (default 4000) in the shape
# of a real one (Benchmarks/review/make_run.py: 31 scenarios, a colour shift, a rename's three
# causes under one edit, structure-only changes, new snapshots), its page made by `snapshot
# report`, opened from file:// in headless Chromium RUNS times after a warm-up at 1280 and 1920 px
# wide; the time to the end of the load event (the cause list and the sidebar built) is quoted
# as the median. Target: under 2 s.
# Reproduce: Benchmarks/review/run.sh   (writes Benchmarks/review/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
COUNT=${COUNT:-4000}
scripts/ensure-deps.sh --browser
scripts/ensure-pyenv.sh
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release -Xswiftc -static-stdlib >/dev/null   # SKIP_BUILD=1: the release build already there
bin=${BIN:-$PWD/.build/release/snapshot}   # BIN=: another build of the same commit (the page is the same bytes)
work=Benchmarks/work/review
rm -rf "$work" && mkdir -p "$work"
python3 Benchmarks/review/make_run.py "$work/out" "$COUNT" Goldens/belmont-fresh/systemSmall_393x852_light_L.png
"$bin" report --out "$work/out" --goldens Goldens --quiet
page=$PWD/$work/out/index.html
for width in 1280 1920; do
  .build/pyenv/bin/python Benchmarks/review/measure.py "$page" "$RUNS" "$width" > "$work/$width.jsonl"
done
python3 - "$work" "$COUNT" "$RUNS" "$(du -b "$page" | cut -f1)" "$(git rev-parse --short HEAD)" <<'PY' > Benchmarks/review/RESULTS.md
import json, sys
work, count, runs, size, commit = sys.argv[1:]
print("# The review page on a large failure\n")
print(f"Measured by `Benchmarks/review/run.sh` at {commit}: {count} failing snapshots, index.html {int(size) / 1e6:.1f} MB, "
      f"opened from file:// in headless Chromium, {runs} runs after a warm-up. Target: under 2 s.\n")
print("| width | load event end, median | min | max | causes listed | sidebar items |")
print("| --- | --- | --- | --- | --- | --- |")
for width in ["1280", "1920"]:
    lines = [json.loads(l) for l in open(f"{work}/{width}.jsonl")]
    summary, last = lines[-1], lines[-2]
    print(f"| {width} px | {summary['median_ms']} ms | {summary['min_ms']} ms | {summary['max_ms']} ms | {last['causes']} | {last['items']} |")
PY
cat Benchmarks/review/RESULTS.md
