#!/usr/bin/env bash
# CI cost model: runs the workflow's steps as the scripts the workflow runs (scripts/ci/*), on
# this machine, shard by shard with the workflow's split, for the catalog and for a generated
# catalog SCALE times as large, and prints each shard's time and artefact size, so a team can
# pick its shard count. The shards run one after another here; on CI they run side by side.
#   Benchmarks/ci/run.sh              (SHARDS=4 as the workflow's matrix, SCALE=10)
# Writes Benchmarks/work/ci/costs.tsv and prints a Markdown table. Scale-only figures (the
# build, the image pull, apt, artefact transfer) are CI's own: see RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work/ci
SHARDS=${SHARDS:-$(sed -n 's/^ *shard: \[\(.*\)\]/\1/p' .github/workflows/snapshots.yml | tr ',' '\n' | wc -l)}
SCALE=${SCALE:-10}
rm -rf "$WORK" && mkdir -p "$WORK"

now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$(now)"; }
zipped_mb() { python3 - "$1" <<'PY'
import io, os, sys, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:  # as upload-artifact
    for root, _, files in os.walk(sys.argv[1]):
        for f in files:
            z.write(os.path.join(root, f), os.path.relpath(os.path.join(root, f), sys.argv[1]))
print(f"{len(buf.getvalue()) / 1e6:.2f}")
PY
}

t=$(now); scripts/ci/build >&2; build=$(elapsed "$t")
binary=$(zipped_mb ci-bin)
t=$(now); scripts/ci/unpack >&2; unpack=$(elapsed "$t")

# The generated catalog: every scenario SCALE times (ids suffixed -x1 ... -x(SCALE-1)), with
# goldens recorded for it once (recording is not part of a CI run).
big=$WORK/catalog-x$SCALE
mkdir -p "$big/Scenarios"
python3 - "$big/Scenarios" "$SCALE" <<'PY'
import json, os, sys
out, scale = sys.argv[1], int(sys.argv[2])
for name in sorted(os.listdir("Scenarios")):
    if not name.endswith(".json"): continue
    text = open(os.path.join("Scenarios", name), encoding="utf-8").read()
    sid = json.loads(text)["id"]
    for k in range(scale):
        new = sid if k == 0 else f"{sid}-x{k}"
        open(os.path.join(out, new + ".json"), "w", encoding="utf-8").write(text.replace(f'"id": "{sid}"', f'"id": "{new}"', 1))
PY
t=$(now); env -u CI .build/release/snapshot verify --scenarios "$big/Scenarios" --goldens "$big/Goldens" --record all \
  --out "$WORK/record" --quiet >&2 || true; record=$(elapsed "$t")
rm -rf "$WORK/record"

printf 'catalog\tshard\tverify_s\taudit_s\tshard_s\tupload_mb\n' > "$WORK/costs.tsv"
for catalog in x1 "x$SCALE"; do
  if [ "$catalog" = x1 ]; then unset SNAPSHOT_SCENARIOS SNAPSHOT_GOLDENS
  else export SNAPSHOT_SCENARIOS=$big/Scenarios SNAPSHOT_GOLDENS=$big/Goldens; fi
  rm -rf shards out
  for i in $(seq 1 "$SHARDS"); do
    t=$(now); scripts/ci/shard verify "$i" "$SHARDS" >/dev/null 2>&1 || true; v=$(elapsed "$t")
    t=$(now); scripts/ci/shard audit "$i" "$SHARDS" >/dev/null 2>&1 || true; a=$(elapsed "$t")
    mkdir -p "shards/snapshots-shard-$i" && mv out/verify "shards/snapshots-shard-$i/verify" && rm -rf out
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$catalog" "$i" "$v" "$a" "$(python3 -c "print($v + $a)")" \
      "$(zipped_mb "shards/snapshots-shard-$i")" >> "$WORK/costs.tsv"
  done
  t=$(now); scripts/ci/merge >/dev/null 2>&1 || true; m=$(elapsed "$t")
  printf '%s\tmerge\t\t\t%s\t%s\n' "$catalog" "$m" "$(zipped_mb out)" >> "$WORK/costs.tsv"
  rm -rf shards out
done
printf 'build\t\t\t\t%s\t%s\nunpack\t\t\t\t%s\t\nrecord-x%s\t\t\t\t%s\t\n' "$build" "$binary" "$unpack" "$SCALE" "$record" >> "$WORK/costs.tsv"

echo "Command: \`Benchmarks/ci/run.sh\` (SHARDS=$SHARDS, SCALE=$SCALE). Machine: $(nproc) cores, $(uname -sr);"
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg). Seconds of wall time; uploads as zip (level 6)."
echo
python3 - "$WORK/costs.tsv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
print("| catalog | shard | verify s | audit s | shard s | upload MB (zip) |")
print("|---|---|---:|---:|---:|---:|")
for r in rows:
    print(f"| {r['catalog']} | {r['shard']} | {r['verify_s']} | {r['audit_s']} | {r['shard_s']} | {r['upload_mb']} |")
PY
