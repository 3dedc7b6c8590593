#!/usr/bin/env bash
# Does each speed trick pay? Issue 24: keep one only where it saves at least 10 % of a figure a
# user sees (`snapshot diff`, `verify`, the audit). Each variant in variants/ undoes (or, for a
# trick already removed, restores) one trick; this builds `snapshot` from a copy of the sources
# with the patch applied and times it against the unpatched build, A/B interleaved (ab.py),
# on the three Benchmarks/diff pairs. The second executable is timed as `snapshot-kit diff`
# against `snapshot diff`. A ratio above 1.10 means the trick pays.
# Reproducible from a fresh clone:  Benchmarks/tricks/run.sh   (RUNS=40; prints a Markdown table)
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work
RUNS=${RUNS:-40}

scripts/ensure-deps.sh
mkdir -p "$WORK/pairs" "$WORK/tricks"
if [ ! -x "$WORK/venv/bin/python" ]; then python3 -m venv "$WORK/venv"; fi
"$WORK/venv/bin/pip" install -q pillow
"$WORK/venv/bin/python" Benchmarks/diff/make_pairs.py "$WORK/pairs"

swift build -c release -Xswiftc -static-stdlib 2>&1 | grep -E 'error|complete' >&2
BASE=$ROOT/.build/release
AB="python3 $ROOT/Benchmarks/tricks/ab.py $RUNS"

row() { # name, command A (with PAIR), command B (with PAIR)
  local cells=""
  for pair in screen same shift; do
    read -r a b r < <($AB "${2//PAIR/$pair}" "${3//PAIR/$pair}")
    cells+=" $a / $b ms, **$r** |"
  done
  echo "| $1 |$cells"
}

echo "Command: \`Benchmarks/tricks/run.sh\` (RUNS=$RUNS). Machine: $(nproc) cores, $(uname -sr); load $(cut -d' ' -f1-3 /proc/loadavg)."
echo
echo "| variant (A) against the build (B) | screen: A / B median, A/B | same | shift |"
echo "|---|---:|---:|---:|"
cd "$WORK/pairs"
for patch in "$ROOT"/Benchmarks/tricks/variants/*.patch; do
  name=$(basename "$patch" .patch)
  copy=$WORK/tricks/$name
  rm -rf "$copy" && mkdir -p "$copy"
  mkdir -p "$copy/Benchmarks/diff"
  cp -r "$ROOT/Package.swift" "$ROOT/Sources" "$ROOT/Tests" "$copy/"
  cp -r "$ROOT/Benchmarks/diff/InMemory" "$copy/Benchmarks/diff/"
  (cd "$copy" && patch -s -p1 < "$patch" && swift build -c release --product snapshot -Xswiftc -static-stdlib 2>&1 | grep -E 'error|complete' >&2)
  row "$name" "$copy/.build/release/snapshot diff PAIR-a.png PAIR-b.png" "$BASE/snapshot diff PAIR-a.png PAIR-b.png"
done
row "one executable (snapshot-kit diff)" "$BASE/snapshot-kit diff PAIR-a.png PAIR-b.png" "$BASE/snapshot diff PAIR-a.png PAIR-b.png"
