# The README commands: `make run`, `make test` (which runs `make eval` too) and `make eval`.
# Everything they need is installed by the targets below, so a fresh clone on Debian/Ubuntu
# with Python 3.11 and Node 20 works.
SHELL := /bin/bash
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
FRONTEND_INPUTS := $(shell find frontend/src frontend/public frontend/scripts -type f 2>/dev/null) \
	frontend/index.html frontend/vite.config.ts $(wildcard frontend/tsconfig*.json)

.PHONY: run test build lint format system-deps browser-deps proxy-deps test-python test-frontend clean bench eval

run: $(VENV)/.runtime system-deps build
	$(BIN)/python scripts/run_stack.py

test: $(VENV)/.dev system-deps browser-deps proxy-deps build lint eval test-frontend test-python

$(BIN)/python:
	command -v $(PYTHON) >/dev/null || { echo "Python 3.11 is required ($(PYTHON))"; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip

$(VENV)/.runtime: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e .
	touch $@

$(VENV)/.dev: pyproject.toml | $(BIN)/python
	$(BIN)/pip install --quiet -e '.[dev]'
	touch $@ $(VENV)/.runtime

frontend/node_modules/.installed: frontend/package.json frontend/package-lock.json
	cd frontend && npm ci --no-audit --no-fund
	touch $@

frontend/dist/index.html: frontend/node_modules/.installed $(FRONTEND_INPUTS)
	cd frontend && npm run build

build: frontend/dist/index.html

# WeasyPrint needs Pango, `flask backup` on PostgreSQL pg_dump and pg_restore
# (postgresql-client), the newsletter's tests SpamAssassin; installed from Debian when
# missing and we are root.
system-deps:
	@if ! ldconfig -p | grep -q libpangoft2-1.0; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq libpango-1.0-0 libpangoft2-1.0-0 fonts-dejavu-core; \
	  else echo "Install Pango for WeasyPrint: sudo apt-get install libpango-1.0-0 libpangoft2-1.0-0"; exit 1; fi; fi
	@if ! command -v pg_dump >/dev/null || ! command -v pg_restore >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq postgresql-client; \
	  else echo "Install pg_dump for backups: sudo apt-get install postgresql-client"; exit 1; fi; fi
	@# The newsletter's email is checked by a real spam filter (tests/pipeline/newsletter/).
	@if ! command -v spamassassin >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq spamassassin; \
	  else echo "Install SpamAssassin: sudo apt-get install spamassassin"; exit 1; fi; fi

# The slow-client tests (tests/faults/test_slow_clients.py) run the production set-up's
# buffering proxy, Debian's nginx with deploy/nginx.conf, on loopback ports.
proxy-deps:
	@if ! command -v nginx >/dev/null && [ ! -x /usr/sbin/nginx ]; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq nginx-light; \
	  else echo "Install nginx: sudo apt-get install nginx-light"; exit 1; fi; fi

# End-to-end tests drive Debian's Chromium (Playwright's own browser download is not used).
browser-deps:
	@if ! command -v chromium >/dev/null; then \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium; \
	  else echo "Install Chromium: sudo apt-get install chromium"; exit 1; fi; fi

lint: $(VENV)/.dev frontend/node_modules/.installed
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/lint-imports --no-cache
	cd frontend && npm run typecheck
	cd frontend && npm run lint

format: $(VENV)/.dev
	$(BIN)/ruff check --fix .
	$(BIN)/ruff format .

test-frontend: frontend/node_modules/.installed
	cd frontend && npm test

# Four workers (pytest-xdist), each with its own PostgreSQL database and Redis DB index
# (tests/support/stacks.py); the e2e, fault and fuzz folders each run whole on one worker.
# Four on the 2-core box: much of a test's time is spent waiting on a browser, a server or
# a subprocess (pytest took 17:48 with four workers, 20:47 with two).
PYTEST_WORKERS ?= 4
test-python: $(VENV)/.dev
	$(BIN)/python -m pytest -n $(PYTEST_WORKERS) --dist loadgroup

# The tool finder's evaluation (issue 19): every visitor profile in tests/eval/profiles/
# through the recommender, a table of pass/fail per rule and the score per set; exits 1 when
# a tuning profile fails or a measured set falls below its floor (tests/eval/README.md). Then
# the invariants' property tests on 6,000 generated visitors (issue 35). Plain Python, no
# database or Redis.
eval: $(VENV)/.dev
	$(BIN)/python scripts/evaluate_finder.py
	FINDER_PROPERTY_EXAMPLES=6000 $(BIN)/python -m pytest -q -p no:cacheprovider --timeout 0 \
		tests/pipeline/finder/recommender/test_invariant_properties.py

bench/lighthouse/node_modules/.installed: bench/lighthouse/package.json bench/lighthouse/package-lock.json
	cd bench/lighthouse && npm ci --no-audit --no-fund
	touch $@

# Every bench in bench/, each on a short run (about ten minutes in all on the 2-core box),
# then one table of the figures against their goals (bench/summary.py), also written to
# bench/RESULTS.md with the run's dates, load average at its start and end, and the
# machine. Like `make test` it needs PostgreSQL and Redis on 127.0.0.1. A bench that fails
# is reported in the table (and the summary exits 1), after the others have run.
bench: $(VENV)/.dev system-deps browser-deps build bench/lighthouse/node_modules/.installed
	rm -f bench/results/*.json
	$(BIN)/python bench/summary.py --begin --quiet-wait 180
	# The finder first: its ratio is the one most moved by what ran just before (Chromium).
	-$(BIN)/python bench/finder_bench.py --runs 50
	-$(BIN)/python bench/lighthouse_bench.py
	-$(BIN)/python bench/blog_bench.py --requests 100
	-$(BIN)/python bench/load_bench.py --seconds 5
	-$(BIN)/python bench/events_bench.py
	-$(BIN)/python bench/overview_bench.py --requests 50
	-$(BIN)/python bench/backup_bench.py
	-$(BIN)/python bench/retention_bench.py
	-$(BIN)/python bench/newsletter_bench.py
	-$(BIN)/python bench/booking_bench.py
	-$(BIN)/python bench/calendars_bench.py
	$(BIN)/python bench/summary.py --write bench/RESULTS.md

clean:
	rm -rf $(VENV) frontend/node_modules frontend/dist
