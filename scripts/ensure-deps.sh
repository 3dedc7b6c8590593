#!/usr/bin/env bash
# Installs the Debian packages SnapshotKit needs, only when one is missing.
# Usage: scripts/ensure-deps.sh [--runtime] [--bench] [--browser]
#   (no flag)  build + render + test: cairo, pango, librsvg, libdeflate, xxhash, libcrypto, libhyphen and its
#              en/de/es patterns, the pinned fonts
#              (Inter; Noto Sans CJK and Noto Color Emoji as fallbacks, SnapshotRender/FontLibrary.swift), and the
#              static C and C++ libraries `snapshot` links (Swift's own prerequisites on Debian 12)
#   --runtime  only what a built `-static-stdlib` snapshot needs to run: the shared libraries
#              snapshot-kit links and the pinned fonts (CI's shards and merge: scripts/ci/unpack)
#   --bench    also the benchmark peers' system packages (imagemagick, hyperfine)
#   --browser  also headless Chromium for the review-page browser test
#   --resolve  install nothing: refresh the package lists and print what apt would install
#              ("package version" lines, sorted); CI keys its apt cache on it, so the cache
#              refreshes exactly when Debian publishes another version of one of them
# With SNAPSHOTKIT_APT_ARCHIVES=DIR the downloaded .deb files are kept in DIR (CI caches it).
set -euo pipefail
resolve=0

fonts=(fonts-inter fonts-noto-cjk fonts-noto-color-emoji)
# Where a stop name's words may break (SnapshotRender/C/Hyphenator.swift): en, de and es.
patterns=(hyphen-en-us hyphen-de hyphen-es)
packages=(pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libdeflate-dev libxxhash-dev libssl-dev libhyphen-dev
          "${fonts[@]}" "${patterns[@]}"
          libc6-dev libstdc++-12-dev)
for arg in "$@"; do
  case "$arg" in
    --runtime) packages=(libcairo2 libpango-1.0-0 libpangocairo-1.0-0 libpangoft2-1.0-0 librsvg2-2 libdeflate0 libxxhash0 libssl3 libhyphen0 "${fonts[@]}" "${patterns[@]}") ;;
    --bench) packages+=(imagemagick hyperfine) ;;
    --browser) packages+=(chromium chromium-driver) ;;
    --resolve) resolve=1 ;;
    *) echo "ensure-deps: unknown option '$arg' (use --runtime, --bench, --browser or --resolve)" >&2; exit 2 ;;
  esac
done
if [ "$resolve" -eq 1 ]; then
  apt-get update -qq >&2
  # NB: a simulation (-s) needs no lock; its "Inst NAME (VERSION ..." lines are what would be downloaded.
  apt-get install -s --no-install-recommends "${packages[@]}" | sed -n 's/^Inst \([^ ]*\) (\([^ ]*\) .*/\1 \2/p' | sort
  exit 0
fi

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "ensure-deps: installing missing Debian packages: ${missing[*]}" >&2
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    SUDO=sudo
  else
    echo "ensure-deps: these packages are missing and this user is not root:" >&2
    echo "  sudo apt-get install -y ${missing[*]}" >&2
    exit 2
  fi
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
archives=()
if [ -n "${SNAPSHOTKIT_APT_ARCHIVES:-}" ]; then
  # NB: outside /var/cache/apt/archives, which Debian's container images empty after each install.
  mkdir -p "$SNAPSHOTKIT_APT_ARCHIVES/partial"
  archives=(-o "Dir::Cache::Archives=$(cd "$SNAPSHOTKIT_APT_ARCHIVES" && pwd)" -o APT::Keep-Downloaded-Packages=true)
fi
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends "${archives[@]}" "${missing[@]}" >&2
