#!/usr/bin/env bash
# `phiscrub deid --workers N` on a lent many-core machine, in one call (benchmarks/RESULTS.md records the figures).
#
#   bash benchmarks/device_scaling.sh            # on the device machine, from the repository root, .whl carried
#
# The machine has Python 3.12 and numpy, typer, rich, scikit-learn, but not python-crfsuite, pyahocorasick nor Faker:
# they travel as wheels in .whl/ (see /work/.library/device/README.md); benchmarks/device_setup.sh installs them and
# compiles the CRF decoder there with the flags of the Makefile. Corpora: the synthetic dev notes written K times
# with distinct ids (600 x K notes).
# Settings: MODELS (default "en en-fast"), SMALL (K of the 1-worker baseline, 16), LARGE (K of the long runs, 64).
set -euo pipefail
source benchmarks/device_setup.sh
work=$(mktemp -d)
repeat() {  # repeat K: the dev notes written K times, each copy with its own ids
  python3 - "$1" "$work/devrep$1.jsonl" <<'PY'
import json, sys
times, out = int(sys.argv[1]), sys.argv[2]
notes = [json.loads(line) for line in open("data/synth/dev.jsonl") if line.strip()]
with open(out, "w") as handle:
    for k in range(times):
        for note in notes:
            handle.write(json.dumps(dict(note, id=f"{note['id']}-{k}")) + "\n")
PY
}
small=${SMALL:-16}; large=${LARGE:-64}
repeat "$small"; repeat "$large"
python3 benchmarks/deid_speed.py --corpus data/synth/dev.jsonl --workers 16 >/dev/null  # warm-up: page cache, imports
for model in ${MODELS:-en en-fast}; do
  echo "## model $model"
  python3 benchmarks/deid_speed.py --corpus "$work/devrep$small.jsonl" --model "phiscrub/models/$model" --workers 1 16 15
  python3 benchmarks/deid_speed.py --corpus "$work/devrep$large.jsonl" --model "phiscrub/models/$model" --workers 16 15 8
done
