#!/usr/bin/env bash
# How a run's peak memory grows with the catalog (issue 26 item 2: at most 1.5× from the catalog
# to a generated 20× catalog). The generated catalog is every scenario SCALE times (ids suffixed
# -x1 ... -x(SCALE-1), as Benchmarks/ci does), under Benchmarks/work/memory (never committed),
# with its goldens made from the catalog's (below). Then `snapshot verify --quiet` of each
# catalog, whole process under GNU time (peak resident set, wall, user + sys CPU), RUNS times
# each, alternating; medians and the ratio printed.
# Reproduce: Benchmarks/memory/run.sh   (prints a Markdown table; RESULTS.md holds the figures)
#   SCALE=20, RUNS=1; SKIP_BUILD=1 uses the release build already there; BIN=path/to/snapshot-kit
#   measures another build (e.g. an older commit's, for a before figure).
set -euo pipefail
cd "$(dirname "$0")/../.."
SCALE=${SCALE:-20}
RUNS=${RUNS:-1}
scripts/ensure-deps.sh
[ "${SKIP_BUILD:-0}" = 1 ] || scripts/swift-build -c release -Xswiftc -static-stdlib
bin=${BIN:-$PWD/.build/release/snapshot-kit}
work=Benchmarks/work/memory
big=$work/catalog-x$SCALE
rm -rf "$big" && mkdir -p "$big/Scenarios" "$big/Goldens"
# NB: a scenario's id reaches neither its pixels nor its structural snapshot (keys name folders
# only), so the copies' goldens are the catalog's golden folders hard-linked under the new ids,
# with INDEX.json's entries under the new keys: what `snapshot record` writes for them, without
# drawing 20× the catalog first (about 25 min here). The runs below must pass, which checks it.
python3 - "$big" "$SCALE" <<'PY'
import json, os, shutil, sys
big, scale = sys.argv[1], int(sys.argv[2])
def copies(name): return [name] + [f"{name}-x{k}" for k in range(1, scale)]
for name in sorted(os.listdir("Scenarios")):
    if not name.endswith(".json"): continue
    text = open(os.path.join("Scenarios", name), encoding="utf-8").read()
    sid = json.loads(text)["id"]
    for new in copies(sid):
        open(os.path.join(big, "Scenarios", new + ".json"), "w", encoding="utf-8").write(text.replace(f'"id": "{sid}"', f'"id": "{new}"', 1))
index = json.load(open("Goldens/INDEX.json"))
entries = {}
for key, entry in index["goldens"].items():
    folder, rest = key.split("/", 1)
    for new in (copies(folder) if folder != "_animations" else [folder]): entries[new + "/" + rest] = entry
for name in sorted(os.listdir("Goldens")):
    path = os.path.join("Goldens", name)
    if not os.path.isdir(path):
        if name != "INDEX.json": os.link(path, os.path.join(big, "Goldens", name))
        continue
    for new in (copies(name) if name != "_animations" else [name]):
        shutil.copytree(path, os.path.join(big, "Goldens", new), copy_function=os.link)
lines = ",".join("\n    " + json.dumps(key) + ": " + json.dumps(entries[key], separators=(", ", ": ")) for key in sorted(entries))
open(os.path.join(big, "Goldens", "INDEX.json"), "w").write(
    '{\n  "formatVersion": 1,\n  "about": ' + json.dumps(index["about"]) + ',\n  "goldens": {' + lines + "\n  }\n}\n")
PY
rm -f "$work"/*.runs
timed() { # label, command...: one run; appends "peak-KiB wall user+sys exit" to $work/<label>.runs
  local label=$1; shift
  local status=0
  /usr/bin/time -f '%M %e %U %S' -o "$work/t" "$@" >"$work/$label.out" 2>&1 || status=$?
  tail -n 1 "$work/t" | awk -v s="$status" '{ print $1, $2, $3 + $4, s }' >> "$work/$label.runs"
}
for _ in $(seq "$RUNS"); do
  timed x1 "$bin" verify --quiet --out "$work/out-x1"
  timed "x$SCALE" "$bin" verify --quiet --scenarios "$big/Scenarios" --goldens "$big/Goldens" --out "$work/out-x$SCALE"
done
python3 - "$work" "$SCALE" <<'PY'
import json, os, statistics, sys
work, scale = sys.argv[1], sys.argv[2]
def runs(label): return [tuple(float(v) for v in l.split()) for l in open(f"{work}/{label}.runs")]
def snapshots(label): return len(json.load(open(f"{work}/out-{label}/results.json"))["snapshots"])
a, b = runs("x1"), runs(f"x{scale}")
if any(r[3] != 0 for r in a + b): sys.exit(f"memory: a verify run did not pass (see {work}/*.out)")
med = statistics.median
print(f"Machine: {os.cpu_count()} cores; load average as the runs ended: {open('/proc/loadavg').read().split()[0]} (shared).")
print(f"GNU time over `snapshot verify --quiet`; median of {len(a)} run(s) each.\n")
print("| catalog | snapshots | peak RSS | wall | user + sys CPU |")
print("|---|---:|---:|---:|---:|")
for label, rs in (("x1", a), (f"x{scale}", b)):
    print(f"| {'the catalog' if label == 'x1' else f'generated {scale}×'} | {snapshots(label)} | {med([r[0] for r in rs]) / 1024:.0f} MB "
          f"| {med([r[1] for r in rs]):.1f} s | {med([r[2] for r in rs]):.1f} s |")
print(f"\nPeak memory growth, {scale}× catalog / catalog: **{med([r[0] for r in b]) / med([r[0] for r in a]):.2f}×** (target at most 1.5×).")
PY
