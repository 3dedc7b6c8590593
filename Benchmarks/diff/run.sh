#!/usr/bin/env bash
# Times `snapshot diff` against its peers, whole processes, side by side, on three pairs.
# Reproducible from a fresh clone:   Benchmarks/diff/run.sh   (writes Benchmarks/diff/RESULTS.md)
# Peers: ImageMagick `compare -metric AE`, pixelmatch 0.4.0 (PyPI, pure Python) and
# blazediff (PyPI, Rust + SIMD). System packages come from scripts/ensure-deps.sh --bench;
# Python packages go into a venv under Benchmarks/work/ (git-ignored).
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT=$PWD
WORK=$ROOT/Benchmarks/work
RUNS=${RUNS:-30}

if [ -x scripts/ensure-deps.sh ]; then
  scripts/ensure-deps.sh --bench
fi
for tool in hyperfine compare python3; do
  command -v "$tool" >/dev/null || { echo "run.sh: $tool is missing; run scripts/ensure-deps.sh --bench" >&2; exit 2; }
done

mkdir -p "$WORK/pairs"
if [ ! -x "$WORK/venv/bin/python" ]; then python3 -m venv "$WORK/venv"; fi
"$WORK/venv/bin/pip" install -q pillow pixelmatch blazediff
"$WORK/venv/bin/python" Benchmarks/diff/make_pairs.py "$WORK/pairs"

# Both products (snapshot runs diff itself, snapshot-kit the rest), with the Swift runtime linked
# statically: it halves process start-up (docs/diff.md, "Speed").
swift build -c release -Xswiftc -static-stdlib >&2
SNAPSHOT=$ROOT/.build/release/snapshot
BENCH=$ROOT/.build/release/snapshot-bench
PY=$WORK/venv/bin/python
PEERS=$ROOT/Benchmarks/diff/peers.py

LOAD=$(cut -d' ' -f1-3 /proc/loadavg)   # the figures only mean something on an idle machine
cd "$WORK/pairs"
OUT=$WORK/results
mkdir -p "$OUT"
{
  echo "# snapshot diff benchmark"
  echo
  echo "Command: \`Benchmarks/diff/run.sh\` (RUNS=$RUNS). Machine: $(nproc) cores, $(uname -sr);"
  echo "load average before timing: $LOAD (1, 5, 15 min)."
  echo "Versions: $("$SNAPSHOT" --version), $(compare -version | head -1 | cut -d' ' -f2-3),"
  echo "pixelmatch $("$WORK/venv/bin/pip" show pixelmatch | awk '/^Version/{print $2}'),"
  echo "blazediff $("$WORK/venv/bin/pip" show blazediff | awk '/^Version/{print $2}'), hyperfine $(hyperfine --version | cut -d' ' -f2)."
  echo
  echo "Mismatch counts (threshold 0.1, anti-aliasing detection on):"
  echo
  echo "| pair | snapshot diff | blazediff | pixelmatch (PyPI) | ImageMagick AE |"
  echo "|---|---:|---:|---:|---:|"
  for pair in screen same shift; do
    s=$("$SNAPSHOT" diff $pair-a.png $pair-b.png --threshold 0.1 --ignore-aa --json | "$PY" -c 'import json,sys; print(json.load(sys.stdin)["mismatched"])' || true)
    b=$("$PY" "$PEERS" blazediff $pair-a.png $pair-b.png)
    p=$("$PY" "$PEERS" pixelmatch $pair-a.png $pair-b.png)
    m=$(compare -metric AE $pair-a.png $pair-b.png null: 2>&1 || true)
    echo "| $pair | $s | $b | $p | $m |"
  done
  echo
  echo "Whole-process times (hyperfine, mean ± σ, ms):"
  echo
  echo "| pair | snapshot diff | (median) | blazediff | ImageMagick compare | pixelmatch (PyPI) | snapshot / blazediff | ImageMagick / snapshot | (medians) |"
  echo "|---|---:|---:|---:|---:|---:|---:|---:|---:|"
} > "$OUT/head.md"

# NB: 10 warm-up runs per command: on this 2-core VM the first ~10 runs of a burst of
# `snapshot diff` (which uses both cores) came out up to 50 % slower, even after a pause.
rows=""
for pair in screen same shift; do
  hyperfine -N -i -w 10 -r "$RUNS" --export-json "$OUT/$pair.json" \
    -n snapshot "$SNAPSHOT diff $pair-a.png $pair-b.png --threshold 0.1 --ignore-aa" \
    -n blazediff "$PY $PEERS blazediff $pair-a.png $pair-b.png" \
    -n imagemagick "compare -metric AE $pair-a.png $pair-b.png null:" >&2
  # pure-Python pixelmatch takes seconds per run: 3 runs are enough.
  hyperfine -N -i -r 3 --export-json "$OUT/$pair-pixelmatch.json" -n pixelmatch "$PY $PEERS pixelmatch $pair-a.png $pair-b.png" >&2
  rows+=$("$PY" - "$pair" "$OUT/$pair.json" "$OUT/$pair-pixelmatch.json" <<'PYEOF'
import json, sys
pair, main, slow = sys.argv[1:4]
r = {x["command"]: x for x in json.load(open(main))["results"] + json.load(open(slow))["results"]}
f = lambda n: f'{r[n]["mean"] * 1000:.1f} ± {r[n]["stddev"] * 1000:.1f}'
s, b, m = (r[n]["mean"] for n in ("snapshot", "blazediff", "imagemagick"))
sm, mm = r["snapshot"]["median"], r["imagemagick"]["median"]
print(f'| {pair} | {f("snapshot")} | {sm * 1000:.1f} | {f("blazediff")} | {f("imagemagick")} | {f("pixelmatch")} | {s / b:.2f} | {m / s:.1f}x | {mm / sm:.1f}x |')
PYEOF
)$'\n'
done

{
  cat "$OUT/head.md"
  printf '%s' "$rows"
  echo
  echo "In-memory compare of the two decoded images (\`snapshot-bench inmemory A B 50\`, a benchmark-only executable):"
  echo
  echo '```'
  "$BENCH" inmemory same-a.png same-b.png 50
  echo '```'
  echo
  echo '```'
  "$BENCH" inmemory screen-a.png screen-b.png 50
  echo '```'
  echo
  echo "Decoder choice: the same file through libpng's simplified API (zlib inflate):"
  echo
  echo '```'
  read -ra libpng <<<"$(pkg-config --cflags --libs libpng)"
  cc -O2 "$ROOT/Benchmarks/diff/libpng_decode.c" -o "$OUT/libpng_decode" "${libpng[@]}"
  "$OUT/libpng_decode" screen-a.png
  echo '```'
} > "$ROOT/Benchmarks/diff/RESULTS.md"
cat "$ROOT/Benchmarks/diff/RESULTS.md"
