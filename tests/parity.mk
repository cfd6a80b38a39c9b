# The parity of the languages: every feature of bindings/parity.tsv run in
# Python, JavaScript, Java and Lua (those configure built), each against the
# one C implementation (tests/parity/check-parity.sh).
EXTRA_DIST += bindings/parity.tsv doc/parity.md scripts/parity-table.py \
	tests/parity/check-parity.sh tests/parity/rows.py tests/parity/parity.py \
	tests/parity/parity.mjs tests/parity/parity.lua tests/parity/java_source.py
if TAV_PYTHON
TESTS += tests/parity/check-parity.sh
tav_parity_deps = $(tav_python_stage)/tavreli/__init__.py
if TAV_JAVA
tav_parity_deps += bindings/java/tavreli.jar bindings/java/libtavreli_jni.la
endif
if TAV_LUA
tav_parity_deps += bindings/lua/tavreli.la
endif
if TAV_WASM
tav_parity_deps += bindings/js/stage.stamp
endif
tests/parity/check-parity.sh.log tests/parity/check-parity.log: $(tav_parity_deps)
endif
