#!/usr/bin/env bash
# Render and verify speed of the catalog, as whole processes timed by hyperfine.
# Reproduce: Benchmarks/render/run.sh   (writes Benchmarks/render/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
scripts/ensure-deps.sh --bench
# Both products (snapshot hands render/verify to snapshot-kit), Swift runtime linked statically
# as scripts/verify builds them.
swift build -c release -Xswiftc -static-stdlib >/dev/null
bin=.build/release/snapshot
work=Benchmarks/work/render
rm -rf "$work" && mkdir -p "$work"
count=$($bin render --out "$work/probe" | sed -E 's/^rendered ([0-9]+) .*/\1/')
frames=26   # 12 frames + filmstrip, light and dark, verified with the catalog
hyperfine --warmup 1 --runs 10 --export-json "$work/hyperfine.json" \
  -n render "$bin render --out $work/render" \
  -n verify "$bin verify --out $work/verify" >/dev/null
python3 - "$work/hyperfine.json" "$count" "$frames" <<'PY' > Benchmarks/render/RESULTS.md
import json, sys, platform, os
runs = {r["command"]: r for r in json.load(open(sys.argv[1]))["results"]}
n, frames = int(sys.argv[2]), int(sys.argv[3])
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print("# Render and verify benchmark\n")
print(f"Machine: {os.cpu_count()} cores, {cpu}. Command: `Benchmarks/render/run.sh` (hyperfine, 10 runs after 1 warm-up).\n")
print("| run | snapshots | mean | ± σ | per snapshot | throughput |")
print("|---|---|---|---|---|---|")
for name, items in (("render", n), ("verify", n + frames)):
    r = runs[name]
    mean, sd = r["mean"], r["stddev"]
    print(f"| `snapshot {name}` (whole process) | {items} | {mean*1000:.0f} ms | {sd*1000:.0f} ms | {mean*1000/items:.2f} ms | {items/mean:.0f} snapshots/s |")
print("\n`render` lays out, draws and PNG-encodes (fast settings) every snapshot and writes its JSON;")
print("`verify` renders in memory, decodes each golden and compares (passing snapshots are never encoded).")
PY
cat Benchmarks/render/RESULTS.md
