# Two commands do everything: `make run` and `make test`. Both build .venv from nothing.
PYTHON ?= python3.11
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: run test bench golden pi-root-check clean

# The real mfrc522 package runs in the tests against an emulated chip; its own
# dependency (RPi.GPIO) is replaced there by a fake module, so: no deps.
# PYTHONWARNINGS reaches setuptools in pip's build step, whose notes about editable
# installs are for packagers, not for someone starting the table.
$(STAMP): pyproject.toml
	@echo "Building $(VENV) (the first time only; it downloads pygame, OpenCV and numpy)..."
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV) || python3 -m venv $(VENV)
	@PYTHONWARNINGS=ignore $(BIN)/python -m pip install --quiet --upgrade pip
	@# A .venv from before the move to pygame-ce: both install the same `pygame` folder.
	@if $(BIN)/python -m pip show --quiet pygame 2>/dev/null; then $(BIN)/python -m pip uninstall --quiet -y pygame pygame-ce; fi
	@PYTHONWARNINGS=ignore $(BIN)/python -m pip install --quiet -e '.[test]'
	@PYTHONWARNINGS=ignore $(BIN)/python -m pip install --quiet --no-deps 'mfrc522==0.0.7'
	@touch $(STAMP)

run: $(STAMP)
	$(BIN)/agency run

test: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest

bench: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy $(BIN)/python -m pytest tests/bench -o python_files='bench_*.py' -s

golden: $(STAMP)
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy AGENCY_UPDATE_GOLDEN=1 $(BIN)/python -m pytest tests -k golden

# The install and the kiosk's commands in an arm64 Debian Bookworm root under qemu
# (root, the network, ~40 min the first time; not part of `make test`): see README.
pi-root-check:
	tools/pi-root-check.sh

clean:
	rm -rf $(VENV) build *.egg-info
