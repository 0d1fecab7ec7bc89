# The two commands a new user needs: `make play` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test bench clean lint

$(PY):
	python3 -m venv $(VENV)

$(STAMP): $(PY) pyproject.toml
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet -e '.[dev]'
	touch $(STAMP)

play: $(STAMP)
	$(VENV)/bin/boardgames

lint: $(STAMP)
	$(VENV)/bin/ruff check boardgames_tui tests
	$(VENV)/bin/lint-imports

test: lint
	$(PY) -m pytest -n 2 -q

bench: $(STAMP)
	$(PY) -m tests.benchmarks.run

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
