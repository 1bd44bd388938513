#!/usr/bin/env bash
# The REST server under load and one process per core, on a lent many-core machine, in one call
# (benchmarks/RESULTS.md records the figures).
#
#   bash benchmarks/device_serving.sh        # on the device machine, from the repository root, .whl carried
#
# Wheels: .whl/*.whl as for benchmarks/device_scaling.sh plus the server's (fastapi, starlette, pydantic,
# pydantic-core, typing-inspection, annotated-types, annotated-doc, opentelemetry-api, typing-extensions, anyio,
# uvicorn); .whl/http/ holds httptools, installed
# apart so that the load test runs once with uvicorn's pure-Python HTTP parser (h11) and once with httptools.
# Settings: MODELS (default "en-fast en"), REQUESTS (3000), PROCESSES (core_scaling's counts, "1 8 16").
set -euo pipefail
source benchmarks/device_setup.sh
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site-http \
  .whl/http/*.whl
python3 -c "import uvloop; print('uvloop', uvloop.__version__)" || true
python3 -c "import phiscrub.server.app, uvicorn"  # a missing wheel stops here, not after load.py's wait for /health
requests=${REQUESTS:-3000}
for model in ${MODELS:-en-fast en}; do
  for parser in h11 httptools; do
    [ "$parser" = httptools ] && path=/tmp/site-http:$PYTHONPATH || path=$PYTHONPATH
    echo "## model $model, HTTP parser $parser"
    PYTHONPATH=$path python3 benchmarks/load.py --workers 2 --corpus data/synth/dev.jsonl --clients 64 \
      --requests "$requests" --max-seconds 40 --model "phiscrub/models/$model" --in-process
  done
done
echo "## core_scaling, fast model, unpinned then pinned"
python3 benchmarks/core_scaling.py --corpus data/synth/dev.jsonl --processes ${PROCESSES:-1 8 16} --limit 300 \
  --model phiscrub/models/en-fast
python3 benchmarks/core_scaling.py --corpus data/synth/dev.jsonl --processes ${PROCESSES:-1 8 16} --limit 300 \
  --model phiscrub/models/en-fast --pin
