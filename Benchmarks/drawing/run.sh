#!/usr/bin/env bash
# Where verify's time goes: the share of `perf record` samples taken in the drawing libraries
# (cairo, pixman, pango, harfbuzz, freetype, fontconfig, librsvg, glib, fribidi), by shared
# object, self time (`perf report --no-children --sort dso`), over `snapshot verify` of the whole
# catalog; also over `snapshot audit` and the layout sweep's default space (AUDIT=1, SWEEP=1).
# A ratio of samples, so it holds on a noisy, shared machine where wall times do not. Drawing is
# the one cost a passing snapshot cannot avoid (issue 26's target: at least half the samples).
# Reproduce: Benchmarks/drawing/run.sh   (prints a Markdown table; RESULTS.md holds the figures)
#   RUNS=3 runs of each command (median share); SKIP_BUILD=1 uses the release build already there;
#   BIN=path/to/snapshot-kit measures another build (e.g. an older commit's, for a before figure).
# perf comes from Debian's linux-perf, installed here when missing (as root; otherwise the
# apt-get line is printed).
set -euo pipefail
cd "$(dirname "$0")/../.."
RUNS=${RUNS:-3}
scripts/ensure-deps.sh
if ! command -v perf >/dev/null 2>&1; then
  if [ "$(id -u)" -ne 0 ]; then echo "drawing: perf is missing: sudo apt-get install -y linux-perf" >&2; exit 2; fi
  apt-get update -qq >/dev/null && apt-get install -y -qq linux-perf >/dev/null
fi
[ "${SKIP_BUILD:-0}" = 1 ] || scripts/swift-build -c release -Xswiftc -static-stdlib
bin=${BIN:-$PWD/.build/release/snapshot-kit}
work=Benchmarks/work/drawing
rm -rf "$work" && mkdir -p "$work"
commands=("verify:$bin verify --quiet --out $work/out-verify")
[ "${AUDIT:-0}" = 1 ] && commands+=("audit:$bin audit --quiet --out $work/out-audit")
[ "${SWEEP:-0}" = 1 ] && commands+=("sweep:$bin sweep --quiet --out $work/out-sweep")
for entry in "${commands[@]}"; do
  label=${entry%%:*}; command=${entry#*:}
  for run in $(seq "$RUNS"); do
    # NB: -F 999 and no call graphs: self time by shared object is all the figure needs.
    read -ra words <<<"$command"
    perf record -q -F 999 -o "$work/$label-$run.data" -- "${words[@]}" >/dev/null 2>&1 || true
    perf report -i "$work/$label-$run.data" --no-children --sort dso --stdio 2>/dev/null \
      | awk '$1 ~ /^[0-9.]+%$/ { sub(/%/, "", $1); print $1, $2 }' > "$work/$label-$run.dso"  # NB: not perf's tips, which may hold a %
  done
done
python3 - "$work" "$RUNS" "$(basename "$bin")" "${commands[@]%%:*}" <<'PY'
import os, re, statistics, sys
work, runs, binary, labels = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4:]
drawing = re.compile(r"lib(cairo|pixman|pango|pangocairo|pangoft2|harfbuzz|freetype|fontconfig|rsvg|glib|gobject|gio|fribidi|xml2|expat)[-.]")
def shares(label, run):
    rows = [l.split() for l in open(f"{work}/{label}-{run}.dso") if l.strip()]
    total = sum(float(p) for p, _ in rows)
    groups = {}
    for p, dso in rows:
        name = "drawing libraries" if drawing.search(dso) else ("snapshot-kit" if "snapshot" in dso or dso == binary else dso)
        groups[name] = groups.get(name, 0) + float(p) / total * 100
    return groups
print(f"Machine: {os.cpu_count()} cores; load average as the runs ended: {open('/proc/loadavg').read().split()[0]} (shared).")
print(f"`perf record -F 999`, self time by shared object; median share of {runs} run(s) (min to max).\n")
print("| command | drawing libraries | snapshot-kit | libc | kernel | other |")
print("|---|---:|---:|---:|---:|---:|")
for label in labels:
    all_runs = [shares(label, r) for r in range(1, runs + 1)]
    def cell(key):
        xs = [g.get(key, 0) for g in all_runs] if key != "other" else \
             [100 - sum(v for k, v in g.items() if k in ("drawing libraries", "snapshot-kit", "libc.so.6", "[kernel.kallsyms]")) for g in all_runs]
        return f"{statistics.median(xs):.1f} % ({min(xs):.1f}–{max(xs):.1f})"
    print(f"| `snapshot {label}` | {cell('drawing libraries')} | {cell('snapshot-kit')} | {cell('libc.so.6')} | {cell('[kernel.kallsyms]')} | {cell('other')} |")
PY
