# The README's two commands are `make demo` and `make test`; CI (.ci/run) runs `make lint` then `make test` on a fresh clone.
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
PHISCRUB := $(VENV)/bin/phiscrub

.PHONY: demo test lint install extras clean

$(VENV)/.installed: pyproject.toml phiscrub/taggers/_crfdecode.c
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

# the heavy optional extras (torch CPU build, transformers, pyspark, selenium + Debian's chromium), so that the tests
# needing them run instead of skipping
extras: $(VENV)/.installed
	VENV=$(VENV) bash scripts/install_extras.sh

demo: $(VENV)/.installed
	rm -rf examples/out
	$(PHISCRUB) deid examples/notes -o examples/out/surrogates --replace surrogate --random-key --no-progress
	$(PHISCRUB) deid examples/notes -o examples/out/tags --replace tag --tag-level subtype --no-progress
	$(PHISCRUB) tag examples/annotated.jsonl -o examples/out/predicted.jsonl --lang en
	$(PHISCRUB) evaluate examples/annotated.jsonl examples/out/predicted.jsonl
	@echo; echo "--- examples/notes/psych-003.txt, de-identified with surrogates:"; cat examples/out/surrogates/psych-003.txt

test: $(VENV)/.installed
	$(PY) -m pytest -q

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check phiscrub tests benchmarks
	$(VENV)/bin/ruff format --check phiscrub tests benchmarks
	$(VENV)/bin/mypy

clean:
	rm -rf $(VENV) examples/out
