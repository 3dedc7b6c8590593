#!/usr/bin/env bash
# What a CI run uploads and takes: runs the workflow's steps as the scripts the workflow runs
# (scripts/ci/build, unpack, shard STEP I N, merge), on this machine, shard by shard with the
# workflow's split, for a passing run (the catalog as committed) and a failing one (a copy of
# the catalog with belmont-fresh's `updatedAt` a minute earlier, as README.md's failure example;
# the repository is never changed). Prints the date, the build's time, the binaries' tarball
# (stripped, as uploaded, and what the unstripped one would be), and for each run every shard's
# step times and upload, the merge's, and the run's total upload, zipped as upload-artifact does.
#   Benchmarks/ci/run.sh           (SHARDS=4, read from the workflow's matrix)
#   CLEAN=1 Benchmarks/ci/run.sh   builds the release products from nothing first, as CI now
#                                  always does (no .build cache)
# The shards run one after another here; on CI they run side by side. Figures CI alone has
# (the image pull, apt from the cache, artefact transfer) are not measured.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work/ci
SHARDS=${SHARDS:-$(sed -n 's/^ *shard: \[\(.*\)\]/\1/p' .github/workflows/snapshots.yml | tr ',' '\n' | wc -l)}
rm -rf "$WORK" && mkdir -p "$WORK"

now() { date +%s.%N; }
elapsed() { python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$1" "$(now)"; }
mb() { python3 -c "import os, sys; print(f'{os.path.getsize(sys.argv[1]) / 1e6:.1f}')" "$1"; }
zipped_mb() { python3 - "$@" <<'PY'
import io, os, sys, zipfile
buf = io.BytesIO()
with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=6) as z:  # as upload-artifact
    for path in sys.argv[1:]:
        if os.path.isfile(path):
            z.write(path, os.path.basename(path)); continue
        for root, _, files in os.walk(path):
            for f in files:
                z.write(os.path.join(root, f), os.path.relpath(os.path.join(root, f), path))
print(f"{len(buf.getvalue()) / 1e6:.2f}")
PY
}

if [ "${CLEAN:-0}" = 1 ]; then rm -rf .build/release .build/x86_64-unknown-linux-gnu/release .build/aarch64-unknown-linux-gnu/release; fi
t=$(now); scripts/ci/build >&2; build=$(elapsed "$t")
tarball=$(mb ci-bin/snapshot-bin.tar); tarball_zip=$(zipped_mb ci-bin/snapshot-bin.tar)
tar -cf "$WORK/unstripped.tar" -C .build/release snapshot snapshot-kit
unstripped=$(mb "$WORK/unstripped.tar"); unstripped_zip=$(zipped_mb "$WORK/unstripped.tar"); rm "$WORK/unstripped.tar"
t=$(now); scripts/ci/unpack >&2; unpack=$(elapsed "$t")

# The failing run's catalog: every scenario as committed but belmont-fresh, updated a minute earlier.
failing=$WORK/failing-scenarios
cp -r Scenarios "$failing"
python3 - "$failing/belmont-fresh.json" <<'PY'
import datetime, json, re, sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
stamp = json.loads(text)["updatedAt"]
earlier = datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00")) - datetime.timedelta(minutes=1)
new = earlier.isoformat()  # NB: keeps the file's offset (a "Z" here moved it by hours)
open(path, "w", encoding="utf-8").write(text.replace(f'"updatedAt": "{stamp}"', f'"updatedAt": "{new}"', 1))
PY
cmp -s Scenarios/belmont-fresh.json "$failing/belmont-fresh.json" && { echo "the failing catalog did not change" >&2; exit 1; }

printf 'run\tshard\tverify_s\taudit_s\tsweep_s\tshard_s\tupload_mb\texit\n' > "$WORK/costs.tsv"
for run in passing failing; do
  if [ "$run" = passing ]; then unset SNAPSHOT_SCENARIOS; else export SNAPSHOT_SCENARIOS=$failing; fi
  rm -rf shards out
  total=0
  for i in $(seq 1 "$SHARDS"); do
    status=0
    t=$(now); scripts/ci/shard verify "$i" "$SHARDS" >/dev/null 2>&1 || status=$?; v=$(elapsed "$t")
    t=$(now); scripts/ci/shard audit "$i" "$SHARDS" >/dev/null 2>&1 || status=$((status ? status : $?)); a=$(elapsed "$t")
    t=$(now); scripts/ci/shard sweep "$i" "$SHARDS" >/dev/null 2>&1 || status=$((status ? status : $?)); s=$(elapsed "$t")
    mkdir -p "shards/snapshots-shard-$i" && mv out/verify "shards/snapshots-shard-$i/verify" && rm -rf out
    up=$(zipped_mb "shards/snapshots-shard-$i")
    total=$(python3 -c "print(round($total + $up, 2))")
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$run" "$i" "$v" "$a" "$s" "$(python3 -c "print(round($v + $a + $s, 1))")" "$up" "$status" >> "$WORK/costs.tsv"
  done
  status=0
  t=$(now); scripts/ci/merge >/dev/null 2>&1 || status=$?; m=$(elapsed "$t")
  up=$(zipped_mb out)
  total=$(python3 -c "print(round($total + $up, 2))")
  printf '%s\tmerge\t\t\t\t%s\t%s\t%s\n' "$run" "$m" "$up" "$status" >> "$WORK/costs.tsv"
  printf '%s\ttotal\t\t\t\t\t%s\t\n' "$run" "$total" >> "$WORK/costs.tsv"
  rm -rf shards out
done
unset SNAPSHOT_SCENARIOS

echo "Command: \`${CLEAN:+CLEAN=$CLEAN }Benchmarks/ci/run.sh\` (SHARDS=$SHARDS) at $(git rev-parse --short HEAD), $(date -u +%Y-%m-%d)."
echo "Machine: $(nproc) cores, $(uname -sr); load average before: $(cut -d' ' -f1-3 /proc/loadavg). Seconds of wall time;"
echo "uploads zipped at level 6, as upload-artifact does."
echo
echo "| build (\`scripts/ci/build\`${CLEAN:+, from nothing}) | binaries' tarball, stripped (zipped) | unstripped (zipped) | unpack |"
echo "|---:|---:|---:|---:|"
echo "| $build s | $tarball MB ($tarball_zip MB) | $unstripped MB ($unstripped_zip MB) | $unpack s |"
echo
python3 - "$WORK/costs.tsv" <<'PY'
import csv, sys
rows = list(csv.DictReader(open(sys.argv[1]), delimiter="\t"))
print("| run | shard | verify s | audit s | sweep s | shard s | upload MB (zip) | exit |")
print("|---|---|---:|---:|---:|---:|---:|---:|")
for r in rows:
    print(f"| {r['run']} | {r['shard']} | {r['verify_s']} | {r['audit_s']} | {r['sweep_s']} | {r['shard_s']} | {r['upload_mb']} | {r['exit']} |")
PY
