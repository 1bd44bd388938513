# The README's two commands are `make demo` and `make test`; CI (.ci/run) runs `make test` on a fresh clone.
VENV ?= .venv
PYTHON ?= python3
PY := $(VENV)/bin/python
PHISCRUB := $(VENV)/bin/phiscrub

.PHONY: demo test lint install clean

$(VENV)/.installed: pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $@

install: $(VENV)/.installed

demo: $(VENV)/.installed
	$(PHISCRUB) convert examples/notes examples/out/notes.jsonl --from text --to jsonl
	$(PHISCRUB) stats examples/annotated.jsonl

test: $(VENV)/.installed
	$(PY) -m pytest -q

lint: $(VENV)/.installed
	$(VENV)/bin/ruff check phiscrub tests benchmarks
	$(VENV)/bin/ruff format --check phiscrub tests benchmarks
	$(VENV)/bin/mypy

clean:
	rm -rf $(VENV) examples/out
