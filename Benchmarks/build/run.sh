#!/usr/bin/env bash
# What the package's shape costs a developer (issue 24): for each revision, from a fresh clone,
# the test suite's wall time (`.ci/run`: install check, build with tests, every test), then the
# incremental builds after touching one layout file (SharedLayout.swift, wherever that revision
# keeps it): the debug build with tests and the release build, RUNS times each, the revisions
# taking turns so both see the same load. Prints a Markdown table of medians.
#   Benchmarks/build/run.sh 8398b3d HEAD        (RUNS=3)
# Clones into Benchmarks/work/build/<n>; each clone builds from nothing (no .build copied).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work/build
RUNS=${RUNS:-3}
[ $# -ge 1 ] || { echo "usage: $0 REV [REV ...]" >&2; exit 2; }
revs=("$@")
rm -rf "$WORK" && mkdir -p "$WORK"

seconds() { local t; t=$(date +%s.%N); "$@" >>"$WORK/log" 2>&1 || { echo "failed: $* (see $WORK/log)" >&2; exit 1; }
            python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$t" "$(date +%s.%N)"; }
median() { python3 -c "import statistics, sys; print(f'{statistics.median(map(float, sys.argv[1:])):.1f}')" "$@"; }
layout_file() { git -C "$1" ls-files '*/SharedLayout.swift'; }

declare -A suite debug release full
for i in "${!revs[@]}"; do
  dir=$WORK/$i
  git clone --quiet --shared "$ROOT" "$dir"
  git -C "$dir" checkout --quiet --detach "$(git rev-parse "${revs[$i]}")"
  suite[$i]=$(cd "$dir" && seconds .ci/run)
done
for _ in $(seq "$RUNS"); do
  for i in "${!revs[@]}"; do
    dir=$WORK/$i; touch "$dir/$(layout_file "$dir")"
    debug[$i]+=" $(cd "$dir" && seconds scripts/swift-build --build-tests)"
  done
done
for i in "${!revs[@]}"; do
  full[$i]=$(cd "$WORK/$i" && seconds scripts/swift-build -c release -Xswiftc -static-stdlib)
done
for _ in $(seq "$RUNS"); do
  for i in "${!revs[@]}"; do
    dir=$WORK/$i; touch "$dir/$(layout_file "$dir")"
    release[$i]+=" $(cd "$dir" && seconds scripts/swift-build -c release -Xswiftc -static-stdlib)"
  done
done

echo "| revision | suite from a fresh clone s | touch layout, debug+tests build s | release build from nothing s | touch layout, release build s |"
echo "|---|---:|---:|---:|---:|"
for i in "${!revs[@]}"; do
  # shellcheck disable=SC2086
  echo "| \`$(git rev-parse --short "${revs[$i]}")\` | ${suite[$i]} | $(median ${debug[$i]}) (${debug[$i]# }) | ${full[$i]} | $(median ${release[$i]}) (${release[$i]# }) |"
done
