# Examples of using the library. Python ones run in make check when the
# Python binding is built.
EXTRA_DIST += \
	examples/python/replay.py \
	examples/python/perft.py \
	examples/python/validate_games.py \
	examples/python/check-examples.sh

if TAV_PYTHON
TESTS += examples/python/check-examples.sh
examples/python/check-examples.sh.log examples/python/check-examples.log: $(tav_python_stage)/tavreli/__init__.py
endif
