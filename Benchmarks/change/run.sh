#!/usr/bin/env bash
# What a change costs: a failing snapshot against a passing one, `record` against `render` of
# the same selection, and the bytes of recorded goldens against the goldens of BASELINE (the
# last commit whose goldens were written with the old per-row filter + libdeflate level 12).
# Whole processes timed with GNU time (user + sys CPU seconds), RUNS runs after one warm-up;
# the medians are quoted.
# Reproduce: Benchmarks/change/run.sh   (writes Benchmarks/change/RESULTS.md)
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-5}
BASELINE=${BASELINE:-cef5fee}
SCENARIO=${SCENARIO:-belmont-fresh}
scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || swift build -c release -Xswiftc -static-stdlib >/dev/null   # SKIP_BUILD=1: use the release build already there
bin=$PWD/.build/release/snapshot
work=Benchmarks/work/change
rm -rf "$work" && mkdir -p "$work/failing"
# The failing selection: the same scenario with the data one minute older, so every
# snapshot that shows "Updated N min ago" changes.
sed -E 's/("updatedAt": "[0-9-]+T[0-9]{2}:)([0-9]{2})/\1__\2__/' "Scenarios/$SCENARIO.json" |
  python3 -c 'import re,sys; print(re.sub(r"__(\d\d)__", lambda m: "%02d" % (int(m.group(1)) - 1), sys.stdin.read()), end="")' \
  > "$work/failing/$SCENARIO.json"
cpu() { # label, command...: RUNS CPU figures (user+sys seconds), one per line, into $work/<label>.cpu
  local label=$1; shift
  "$@" >/dev/null 2>&1 || true   # warm-up
  for _ in $(seq "$RUNS"); do
    /usr/bin/time -f '%U %S' -o "$work/t" "$@" >/dev/null 2>&1 || true
    tail -n 1 "$work/t" | awk '{ print $1 + $2 }' >> "$work/$label.cpu"   # after any exit-status line
  done
}
sel=(--scenario "Scenarios/$SCENARIO.json" --frames 0)   # render draws no frames unless asked
cpu render "$bin" render --out "$work/render" --scenario "Scenarios/$SCENARIO.json"
cpu record "$bin" record --goldens "$work/goldens" --out "$work/record" "${sel[@]}"
cpu passing "$bin" verify --goldens "$work/goldens" --out "$work/passing" "${sel[@]}"
cpu failing "$bin" verify --goldens "$work/goldens" --out "$work/failing-out" --scenario "$work/failing/$SCENARIO.json" --frames 0
# Bytes: the whole catalog recorded now, against BASELINE's committed goldens, over the keys both have.
"$bin" record --goldens "$work/catalog" --out "$work/catalog-out" >/dev/null 2>&1
mkdir -p "$work/baseline" && git archive "$BASELINE" Goldens | tar -x -C "$work/baseline"
python3 - "$work" "$SCENARIO" "$RUNS" "$BASELINE" <<'PY' > Benchmarks/change/RESULTS.md
import json, os, statistics, sys
work, scenario, runs, baseline = sys.argv[1:5]
med = {k: statistics.median(float(l) for l in open(f"{work}/{k}.cpu")) for k in ("render", "record", "passing", "failing")}
res = json.load(open(f"{work}/failing-out/results.json"))
n = len(res["snapshots"]); failed = sum(1 for s in res["snapshots"] if not s["passed"])
per_pass = med["passing"] / n
per_fail = (med["failing"] - (n - failed) * per_pass) / failed
def pngs(root):
    out = {}
    for d, _, files in os.walk(root):
        for f in files:
            if f.endswith(".png"): p = os.path.join(d, f); out[os.path.relpath(p, root)] = os.path.getsize(p)
    return out
new, old = pngs(f"{work}/catalog"), pngs(f"{work}/baseline/Goldens")
common = sorted(set(new) & set(old))
nb, ob = sum(new[k] for k in common), sum(old[k] for k in common)
cpu = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print("# What a change costs\n")
print(f"Machine: {os.cpu_count()} cores, {cpu}. Command: `Benchmarks/change/run.sh` (GNU time, user + sys CPU of the whole process, median of {runs} runs after 1 warm-up).")
print(f"Selection: `Scenarios/{scenario}.json`, {n} snapshots, no animation frames; the failing run uses the same scenario with `updatedAt` one minute earlier ({failed} of {n} differ).\n")
print("| figure | CPU (median) | target |")
print("|---|---|---|")
print(f"| `render` of the selection | {med['render']:.2f} s | |")
print(f"| `record` of the selection | {med['record']:.2f} s, **{med['record']/med['render']:.2f}× render** | ≤ 1.5× |")
print(f"| `verify`, all passing | {med['passing']:.2f} s, {per_pass*1000:.1f} ms per snapshot | |")
print(f"| `verify`, {failed} failing | {med['failing']:.2f} s, {per_fail*1000:.1f} ms per failing snapshot, **{per_fail/per_pass:.1f}× a passing one** | ≤ 4× |")
print(f"| recorded goldens, whole catalog ({len(common)} keys also in `{baseline}`) | {nb:,} B vs {ob:,} B, **{nb/ob:.3f}×** | ≤ 1.2× |")
print("\nA failing snapshot's CPU is the failing run's minus its passing snapshots at the passing rate, divided by the failures.")
print(f"Baseline bytes are `{baseline}`'s committed goldens (per-row minimum-sum filter, libdeflate level 12); their pixels can differ a little from today's renders.")
PY
cat Benchmarks/change/RESULTS.md
