#!/usr/bin/env bash
# Installs the Debian packages SnapshotKit needs, only when one is missing.
# Usage: scripts/ensure-deps.sh [--bench] [--browser]
#   (no flag)  build + render + test: cairo, pango, librsvg, libdeflate, the pinned fonts
#              (Inter; Noto Sans CJK and Noto Color Emoji as fallbacks, Render/FontLibrary.swift), and the
#              static C and C++ libraries `snapshot` links (Swift's own prerequisites on Debian 12)
#   --bench    also the benchmark peers' system packages (imagemagick, hyperfine)
#   --browser  also headless Chromium for the review-page browser test
set -euo pipefail

packages=(pkg-config libcairo2-dev libpango1.0-dev librsvg2-dev libdeflate-dev fonts-inter
          fonts-noto-cjk fonts-noto-color-emoji
          libc6-dev libstdc++-12-dev)
for arg in "$@"; do
  case "$arg" in
    --bench) packages+=(imagemagick hyperfine) ;;
    --browser) packages+=(chromium chromium-driver) ;;
    *) echo "ensure-deps: unknown option '$arg' (use --bench or --browser)" >&2; exit 2 ;;
  esac
done

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
$SUDO apt-get update -qq >&2
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
