# The two commands a new user needs: `make play` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed

.PHONY: play test test-fast bench clean lint fuzz soak catalogs

MINUTES ?= 15

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
	$(VENV)/bin/mypy

test: lint
	$(PY) -m pytest -n 2 -q

# The rules layer alone, in about a minute: the engine, the golden playthroughs and every
# game's rules, without the app (the `ui` mark) or the longer runs (`slow`).
test-fast: $(STAMP)
	$(PY) -m pytest -n 2 -q -m "not ui and not slow" tests/engine tests/golden tests/games

# The translations: merge newly marked texts into every .po, compile the .mo files (they
# are committed and shipped in the wheel), then list what is still missing (README,
# "Translating"; tests/catalogs.py).
catalogs: $(STAMP)
	$(PY) -m tests.catalogs update
	$(PY) -m tests.catalogs compile
	$(PY) -m tests.catalogs check

# Seeded random games of every game, every player count and sampled options, the rules
# contract checked after every decision; prints games per game and each failure with the
# line that repeats it (boardgames_tui/engine/fuzz.py). `make fuzz MINUTES=2 SEED=7`.
SEED ?= 0
fuzz: $(STAMP)
	$(PY) -m boardgames_tui.engine.fuzz --minutes $(MINUTES) --seed $(SEED)

# A monkey in the real app: random keys, Ctrl/Alt combinations, quick repeats, clicks,
# drags and resizes in every game and in the shell, headless; prints events per game and
# each crash with its traceback and the line that repeats it (tests/soak.py).
# `make soak MINUTES=3 SEED=1`.
soak: $(STAMP)
	$(PY) -m tests.soak --minutes $(MINUTES) --seed $(SEED)

# Every benchmark table; the first run builds the baseline commit of issue 16 into
# .bench-cache/ (tests/benchmarks/engines.py). `make bench ARGS="--quick --only engines,bots"`.
ARGS ?=
bench: $(STAMP)
	$(PY) -m tests.benchmarks.run $(ARGS)

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .ruff_cache .bench-cache
	find . -name __pycache__ -type d -prune -exec rm -rf {} +
