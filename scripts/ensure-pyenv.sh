#!/usr/bin/env bash
# The review tests' Python side: a venv in .build/pyenv (git-ignored) with selenium (drives
# headless Chromium) and junitparser (reads junit.xml as CI would). Installs only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/pyenv
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import selenium, junitparser' 2>/dev/null; then
  exit 0
fi
echo "ensure-pyenv: installing selenium and junitparser into $venv" >&2
rm -rf "$venv"
mkdir -p .build
# NB: the PATH python3 first (pyenv on these machines); Debian's needs python3-venv.
if ! python3 -m venv "$venv" 2>/dev/null; then
  rm -rf "$venv"
  if [ -x /usr/bin/python3 ] && ! /usr/bin/python3 -c 'import ensurepip' 2>/dev/null; then
    apt-get install -y -qq --no-install-recommends python3-venv >&2
  fi
  /usr/bin/python3 -m venv "$venv"
fi
"$venv/bin/pip" install -q --disable-pip-version-check selenium junitparser >&2
