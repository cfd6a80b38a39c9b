# The SVG renderer (tavreli/svg.h): a Check suite of the C API, a shell test
# of `tavreli svg` (every document well-formed, by xmllint or Python's XML
# parser), and a Python test of tavreli.svg over the C renderer.
if HAVE_CHECK
check_PROGRAMS += tests/render/test_svg.test
TESTS += tests/render/test_svg.test
tests_render_test_svg_test_SOURCES = tests/unit/helpers.h tests/render/test_svg.c
tests_render_test_svg_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_render_test_svg_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
check_PROGRAMS += tests/render/test_svg_piece.test
TESTS += tests/render/test_svg_piece.test
tests_render_test_svg_piece_test_SOURCES = tests/unit/helpers.h tests/render/test_svg_piece.c
tests_render_test_svg_piece_test_CFLAGS = $(AM_CFLAGS) $(CHECK_CFLAGS)
tests_render_test_svg_piece_test_LDADD = libtavreli/libtavreli.la $(CHECK_LIBS)
endif

TESTS += tests/render/svg-cli.sh
EXTRA_DIST += tests/render/svg-cli.sh tests/render/start.svg

# The same renderer from Lua and Java, through bindings/render.i.
EXTRA_DIST += tests/render/lua-svg.sh tests/render/test_svg.lua \
	tests/render/java-svg.sh tests/render/SvgTest.java
if TAV_LUA
TESTS += tests/render/lua-svg.sh
tests/render/lua-svg.sh.log tests/render/lua-svg.log: bindings/lua/tavreli.la
endif
if TAV_JAVA
TESTS += tests/render/java-svg.sh
tests/render/java-svg.sh.log tests/render/java-svg.log: bindings/java/tavreli.jar bindings/java/libtavreli_jni.la
endif

# tavreli.svg() from Python.
EXTRA_DIST += tests/render/python-svg.sh tests/render/test_svg_python.py
if TAV_PYTHON
TESTS += tests/render/python-svg.sh
tests/render/python-svg.sh.log tests/render/python-svg.log: $(tav_python_stage)/tavreli/__init__.py
endif
