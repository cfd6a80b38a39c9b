# Examples of using the library. Python ones run in make check when the
# Python binding is built.
EXTRA_DIST += \
	examples/python/replay.py \
	examples/python/perft.py \
	examples/python/check-examples.sh

if TAV_PYTHON
TESTS += examples/python/check-examples.sh
examples/python/check-examples.sh.log examples/python/check-examples.log: $(tav_python_stage)/tavreli/__init__.py
endif

# Java and Lua examples, run in make check when their binding is built.
EXTRA_DIST += \
	examples/java/Example.java \
	examples/java/check-examples.sh \
	examples/lua/example.lua \
	examples/lua/check-examples.sh

if TAV_JAVA
TESTS += examples/java/check-examples.sh
examples/java/check-examples.sh.log examples/java/check-examples.log: bindings/java/tavreli.jar bindings/java/libtavreli_jni.la cli/tavreli$(EXEEXT)
clean-local: clean-java-examples
clean-java-examples:
	rm -rf examples/java/classes
endif
if TAV_LUA
TESTS += examples/lua/check-examples.sh
examples/lua/check-examples.sh.log examples/lua/check-examples.log: bindings/lua/tavreli.la cli/tavreli$(EXEEXT)
endif
.PHONY: clean-java-examples
