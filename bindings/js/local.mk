# bindings/js: the library compiled to WebAssembly with emscripten, as an
# npm package (an ES module for Node 18+, browsers and Web Workers, with
# TypeScript declarations), and examples/web: the board page that uses it.
#
#   make wasm       build bindings/js/dist/tavreli-core.js and copy the
#                   package next to the board (examples/web/tavreli/)
#   make check      runs bindings/js/js-tests.sh (node --test) when emcc is there,
#                   and tests/web/bundlers.sh (an app built with esbuild and
#                   Vite, in chromium; skipped without npm ci in tests/web)
#   make check-web  the board in headless chromium (tests/web)
#   make npm-pack   bindings/js/tavreli-$(PACKAGE_VERSION).tgz
#
# The .wasm is embedded in the JavaScript (SINGLE_FILE): one file to load in
# a page, a Worker or Node, nothing to locate or fetch. -sENVIRONMENT=web,worker
# leaves out emscripten 3.1.6's Node code path (which uses __dirname and
# require, both missing in Node's ES modules); Node 18+ runs the web path
# (WebAssembly, atob) unchanged.
tav_js_package = \
	bindings/js/package.json \
	bindings/js/README.md \
	bindings/js/index.d.ts \
	bindings/js/src/index.js \
	bindings/js/src/wasm.js \
	bindings/js/src/options.js \
	bindings/js/src/edit.js \
	bindings/js/src/history.js \
	bindings/js/src/errors.js \
	bindings/js/src/types.js \
	bindings/js/src/position.js \
	bindings/js/src/game.js \
	bindings/js/src/engine.js \
	bindings/js/src/own.js \
	bindings/js/src/query.js \
	bindings/js/src/solver.js \
	bindings/js/src/clock.js \
	bindings/js/src/worker.js \
	bindings/js/src/engine-worker.js \
	bindings/js/src/analysis.js \
	bindings/js/src/board-eval.js \
	bindings/js/src/board.js \
	bindings/js/src/board-view.js \
	bindings/js/src/board-input.js \
	bindings/js/src/board-config.js \
	bindings/js/board.css \
	bindings/js/board.d.ts \
	bindings/js/worker.d.ts
tav_js_tests = \
	bindings/js/test/helpers.js \
	bindings/js/test/position.test.js \
	bindings/js/test/perft.test.js \
	bindings/js/test/games.test.js \
	bindings/js/test/errors.test.js \
	bindings/js/test/memory.test.js \
	bindings/js/test/package.test.js \
	bindings/js/test/engine.test.js \
	bindings/js/test/queries.test.js \
	bindings/js/test/solver.test.js \
	bindings/js/test/clock.test.js \
	bindings/js/test/hostile.test.js \
	bindings/js/test/worker.test.js \
	bindings/js/test/worker-races.test.js \
	bindings/js/test/options.test.js \
	bindings/js/test/chessjs.test.js \
	bindings/js/test/analysis.test.js
tav_web_page = \
	examples/web/README.md \
	examples/web/index.html \
	examples/web/app.css \
	examples/web/app.js
tav_web_tests = \
	tests/web/browser.mjs \
	tests/web/board.test.mjs \
	tests/web/component.test.mjs \
	tests/web/eval.test.mjs \
	tests/web/hostile.test.mjs \
	tests/web/package.test.mjs \
	tests/web/bundlers.test.mjs \
	tests/web/bundlers.sh \
	tests/web/fixtures/index.html \
	tests/web/fixtures/bundled/index.html \
	tests/web/fixtures/bundled/app.js \
	tests/web/package.json \
	tests/web/package-lock.json

EXTRA_DIST += \
	$(tav_js_package) $(tav_js_tests) $(tav_web_page) $(tav_web_tests) \
	bindings/js/glue.c bindings/js/glue_engine.c bindings/js/glue_query.c bindings/js/glue_clock.c bindings/js/glue_edit.c \
	bindings/js/glue_analysis.c bindings/js/exports.txt bindings/js/js-tests.sh bindings/js/pack-sizes.js bindings/js/npm-pack.js \
	bindings/js/bench.js bindings/js/bench-chromium.js bindings/js/bench-native.js m4/tav-emscripten.m4 doc/web-board.png \
	doc/web/board-1280x800.png doc/web/board-800x600.png doc/web/board-390x844.png \
	doc/web/analysis-1280x800.png doc/web/analysis-390x844.png

# The library's C sources are the .c files of libtavreli_libtavreli_la_SOURCES
# (so that new modules come along), and the generated attack tables from the
# build tree; then the helper tier every binding shares (bindings/tier) and
# the glue that calls it.
#
# -O2 -flto: perft(5) takes 8% less CPU than with -O3 in Node 20 and 3% less
# in Chromium 156 (bench-js, doc/figures.md: -O3 0.74-0.76 of native, -O2
# -flto 0.81-0.83); -msimd128, -mbulk-memory and -fno-unroll-loops changed
# nothing measurable and -Os doubles the time. What remains is V8's code for
# the bulk count's loops (doc/figures.md).
TAV_EMCC_FLAGS = -O2 -flto -std=c11 -DNDEBUG \
	-sMODULARIZE -sEXPORT_ES6 -sEXPORT_NAME=createTavreliModule \
	-sSINGLE_FILE -sFILESYSTEM=0 -sENVIRONMENT=web,worker -sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=2147483648 \
	-sEXPORTED_RUNTIME_METHODS=UTF8ToString,stringToUTF8,lengthBytesUTF8

if TAV_WASM
bindings/js/dist/tavreli-core.js: $(libtavreli_libtavreli_la_SOURCES) libtavreli/core/tables.c \
		$(tav_tier_sources) bindings/tier/tavb.h bindings/tier/tier_impl.h \
		bindings/js/glue.c bindings/js/glue_engine.c bindings/js/glue_query.c bindings/js/glue_clock.c \
		bindings/js/glue_edit.c bindings/js/glue_analysis.c bindings/js/exports.txt $(include_HEADERS) $(tavreli_headers_HEADERS) libtavreli/tavreli/version.h
	$(AM_V_GEN)$(MKDIR_P) bindings/js/dist && \
	tav_exports=`sed -n 's/^\([a-z_0-9]*\)$$/_\1/p' $(srcdir)/bindings/js/exports.txt | tr '\n' ','` && \
	tav_sources="" && for f in $(libtavreli_libtavreli_la_SOURCES); do \
	  case $$f in *.c) tav_sources="$$tav_sources $(srcdir)/$$f";; esac; \
	done && \
	for f in $(tav_tier_sources); do tav_sources="$$tav_sources $(srcdir)/$$f"; done && \
	$(TAV_EMCC_ENV) $(EMCC) $(TAV_EMCC_FLAGS) \
		-I$(top_builddir)/libtavreli -I$(srcdir)/libtavreli -I$(srcdir)/bindings/tier \
		-sEXPORTED_FUNCTIONS=$${tav_exports}_malloc,_free \
		$$tav_sources libtavreli/core/tables.c $(srcdir)/bindings/js/glue.c $(srcdir)/bindings/js/glue_engine.c \
		$(srcdir)/bindings/js/glue_query.c $(srcdir)/bindings/js/glue_clock.c \
		$(srcdir)/bindings/js/glue_edit.c $(srcdir)/bindings/js/glue_analysis.c -o $@.tmp.js && \
	mv $@.tmp.js $@

# In a build tree apart from the sources, the package's files are copied
# next to the built module; the board gets the package in examples/web/tavreli.
bindings/js/stage.stamp: $(tav_js_package) $(tav_js_tests) $(tav_web_page) \
		bindings/js/dist/tavreli-core.js
	$(AM_V_GEN)if test "$(srcdir)" != .; then \
	  for f in $(tav_js_package) $(tav_js_tests) $(tav_web_page); do \
	    $(MKDIR_P) `dirname $$f` && cp $(srcdir)/$$f $$f || exit 1; \
	  done; \
	fi && \
	rm -rf examples/web/tavreli && $(MKDIR_P) examples/web/tavreli/src examples/web/tavreli/dist && \
	cp $(srcdir)/bindings/js/src/*.js examples/web/tavreli/src/ && \
	cp $(srcdir)/bindings/js/board.css examples/web/tavreli/ && \
	cp bindings/js/dist/tavreli-core.js examples/web/tavreli/dist/ && \
	touch $@

wasm: bindings/js/stage.stamp

TESTS += bindings/js/js-tests.sh tests/web/bundlers.sh
bindings/js/js-tests.sh.log bindings/js/js-tests.log tests/web/bundlers.sh.log tests/web/bundlers.log: bindings/js/stage.stamp
AM_TESTS_ENVIRONMENT += \
	NODE='$(NODE)'; export NODE; \
	NPM='$(NPM)'; export NPM; \
	TAV_JS_DIR='$(abs_top_builddir)/bindings/js'; export TAV_JS_DIR; \
	TAV_PACKAGE_VERSION='$(PACKAGE_VERSION)'; export TAV_PACKAGE_VERSION; \
	CHROMIUM='$(CHROMIUM)'; export CHROMIUM;

# The tarball (npm-pack.js): packed from a staging copy whose README gets
# the sizes pack-sizes.js measures, so that packing changes no file of the
# package directory (test/package.test.js checks).
npm-pack: bindings/js/stage.stamp
	$(AM_V_GEN)$(NODE) '$(abs_top_srcdir)/bindings/js/npm-pack.js' bindings/js bindings/js '$(NPM)'

# The board in a real browser: needs `npm ci` in tests/web (playwright-core)
# and chromium (CHROMIUM=/usr/bin/chromium by default); nothing downloads a
# browser. One test file at a time: one chromium at a time.
check-web: bindings/js/stage.stamp
	@test -d $(srcdir)/tests/web/node_modules/playwright-core || { \
	  echo "check-web: playwright-core is missing: run npm ci --prefix $(srcdir)/tests/web"; exit 1; }
	@tav_fail=0; for tav_t in board component eval hostile package; do \
	  TAV_WEB_DIR='$(abs_top_builddir)/examples/web' TAV_SRCDIR='$(abs_top_srcdir)' \
	  TAV_JS_DIR='$(abs_top_builddir)/bindings/js' NPM='$(NPM)' \
	  TAV_WEB_SHOTS='$(abs_top_builddir)/tests/web/screenshots' \
	  CHROMIUM='$(CHROMIUM)' $(NODE) --test $(srcdir)/tests/web/$$tav_t.test.mjs || tav_fail=1; \
	done; exit $$tav_fail

bench-js: bindings/js/stage.stamp cli/tavreli$(EXEEXT)
	$(NODE) $(srcdir)/bindings/js/bench.js '$(abs_top_builddir)/bindings/js/src/index.js' cli/tavreli$(EXEEXT)
	@if test -x '$(CHROMIUM)'; then \
	  $(NODE) $(srcdir)/bindings/js/bench-chromium.js '$(abs_top_builddir)/bindings/js/src/index.js' cli/tavreli$(EXEEXT) '$(CHROMIUM)'; \
	else echo "bench-js: no $(CHROMIUM): the Chromium half is skipped"; fi
else
wasm npm-pack check-web bench-js:
	@echo "$@: the WebAssembly build is skipped: $(TAV_WASM_WHY)"; exit 1
endif
CHROMIUM = /usr/bin/chromium

CLEANFILES += bindings/js/dist/tavreli-core.js bindings/js/stage.stamp
CLEAN_LOCAL += clean-js
clean-js:
	rm -rf examples/web/tavreli bindings/js/dist bindings/js/tavreli-*.tgz tests/web/screenshots
	if test "$(srcdir)" != .; then rm -f $(tav_js_package) $(tav_js_tests) $(tav_web_page); fi
.PHONY: wasm npm-pack check-web bench-js clean-js
