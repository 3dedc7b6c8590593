#!/usr/bin/env bash
# What the audit costs against verify, per snapshot: `snapshot verify --frames 0` and
# `snapshot audit` over the same scenarios, whole processes timed with GNU time (user + sys CPU
# seconds and peak resident memory), run in pairs (verify, audit, verify, audit, ...) after one
# warm-up each, so a drift in the machine's speed hits both sides of a pair. Each side's CPU is
# divided by the number of snapshots it reports (the audit covers every text size × mode ×
# appearance, verify the catalog's own axes); the ratio is taken pair by pair, medians quoted.
# Two selections: SCENARIOS (a few scenarios, RUNS pairs) and the whole catalog (CATALOG_RUNS pairs).
# Reproduce: Benchmarks/audit/run.sh   (rewrites the generated part of Benchmarks/audit/RESULTS.md)
#   RUNS=5, CATALOG_RUNS=3 (0 skips the catalog), SCENARIOS="belmont-timeline halsted-fresh",
#   SKIP_BUILD=1 uses the release build already there.
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
CATALOG_RUNS=${CATALOG_RUNS:-3}
SCENARIOS=${SCENARIOS:-belmont-timeline halsted-fresh}
scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release -Xswiftc -static-stdlib >/dev/null
bin=$PWD/.build/release/snapshot
work=Benchmarks/work/audit
rm -rf "$work" && mkdir -p "$work"
timed() { # label, command...: one run; appends "user+sys peak-KiB" to $work/<label>.runs
  local label=$1; shift
  /usr/bin/time -f '%U %S %M' -o "$work/t" "$@" >"$work/$label.out" 2>&1 || true
  tail -n 1 "$work/t" | awk '{ print $1 + $2, $3 }' >> "$work/$label.runs"   # after any exit-status line
}
pairs() { # name, runs, selection...: warm-up, then `runs` pairs of verify and audit
  local name=$1 runs=$2; shift 2
  local verify=("$bin" verify "$@" --frames 0 --out "$work/$name-verify") audit=("$bin" audit "$@" --out "$work/$name-audit")
  timed warmup "${verify[@]}"; timed warmup "${audit[@]}"
  for _ in $(seq "$runs"); do timed "$name-verify" "${verify[@]}"; timed "$name-audit" "${audit[@]}"; done
}
sel=()
for s in $SCENARIOS; do sel+=(--scenario "Scenarios/$s.json"); done
pairs selection "$RUNS" "${sel[@]}"
[ "$CATALOG_RUNS" -gt 0 ] && pairs catalog "$CATALOG_RUNS"
python3 - "$work" "$SCENARIOS" <<'PY' > "$work/generated.md"
import os, re, statistics, sys
work, scenarios = sys.argv[1], sys.argv[2].split()
med = statistics.median
def spread(xs, f): return f"{f(med(xs))} ({f(min(xs))} to {f(max(xs))})"
def ms(s): return f"{s * 1000:.1f} ms"
def mib(k): return f"{k / 1024:.0f} MiB"
def read(label): return [tuple(float(v) for v in l.split()) for l in open(f"{work}/{label}.runs")]
def count(label, pattern): return int(re.search(pattern, open(f"{work}/{label}.out").read(), re.M).group(1))
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
names = {"selection": " + ".join(f"`{s}`" for s in scenarios), "catalog": "whole catalog"}
print(f"Machine: {os.cpu_count()} cores, {cpu}. Command: `Benchmarks/audit/run.sh` (GNU time: user + sys CPU and peak")
print("resident memory of the whole process; pairs verify, audit after one warm-up each; median (min to max)).")
print("verify runs with `--frames 0` (the animation frames are no scenario's); the audit includes its")
print("overlays and the PNG of every snapshot with an error or warning.\n")
print("| selection | pairs | verify: snapshots, CPU each | audit: snapshots, CPU each | **audit / verify per snapshot** | peak memory verify, audit |")
print("|---|---|---|---|---|---|")
for key in ("selection", "catalog"):
    if not os.path.exists(f"{work}/{key}-audit.runs"): continue
    v, a = read(f"{key}-verify"), read(f"{key}-audit")
    vn, an = count(f"{key}-verify", r"^snapshot: (\d+) snapshot"), count(f"{key}-audit", r"^audit: (\d+) snapshot")
    ratios = [(ac / an) / (vc / vn) for (vc, _), (ac, _) in zip(v, a)]
    print(f"| {names[key]} | {len(ratios)} | {vn}, {spread([c / vn for c, _ in v], ms)} | {an}, {spread([c / an for c, _ in a], ms)} "
          f"| **{spread(ratios, lambda r: f'{r:.2f}×')}** | {mib(med([m for _, m in v]))}, {mib(med([m for _, m in a]))} |")
PY
# Keep the hand-written part of RESULTS.md (below the marker); replace the generated part.
results=Benchmarks/audit/RESULTS.md
marker='<!-- end of the part Benchmarks/audit/run.sh writes -->'
{
  echo "# What the audit costs against verify"
  echo
  cat "$work/generated.md"
  echo
  echo "$marker"
  if [ -f "$results" ]; then awk -v m="$marker" 'kept; $0 == m { kept = 1 }' "$results"; fi
} > "$work/RESULTS.md"
mv "$work/RESULTS.md" "$results"
cat "$results"
