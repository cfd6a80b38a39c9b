# The documentation site and the docs' own tests.
#
#   make docs    the site, with Sphinx and MyST (Debian python3-sphinx,
#                python3-myst-parser), into doc/site/_build/html: guides
#                (README.md, doc/*.md, the bindings' READMEs), the Python API
#                from the docstrings of the build tree's package, the C API
#                from the public headers, the JS API generated from the .d.ts
#                files (scripts/js-api.py, doc/site/js-api.md); then
#                the relative links of the Markdown checked offline
#   make check   tests/docs/run-examples.sh (every code block of the docs runs),
#                tests/docs/check-links.sh (links, figures.md's tables),
#                tests/docs/site.sh (the site builds with -W -n) and
#                tests/docs/js-api.sh (doc/site/js-api.md is scripts/js-api.py's)
#
# scripts/figures.sh rewrites the tables of doc/figures.md from the bench
# scripts' output (not part of make check: the benches take minutes).
tav_docs_site = \
	doc/site/conf.py \
	doc/site/index.md \
	doc/site/python-api.md \
	doc/site/c-api.md \
	doc/site/js-api.md
tav_docs_guides = \
	doc/abi.md doc/bindings.md doc/cli.md doc/clocks.md doc/design.md \
	doc/figures.md doc/layout.md doc/notation.md doc/pictures.md \
	doc/records.md doc/solver.md doc/testing.md doc/web.md \
	doc/svg-start.png doc/svg-towers.png doc/svg-legend.png doc/svg-tall.png doc/svg-pieces.png
EXTRA_DIST += $(tav_docs_site) $(tav_docs_guides) \
	scripts/run-examples.py scripts/check-links.py scripts/figures.sh scripts/js-api.py \
	tests/docs/run-examples.sh tests/docs/check-links.sh tests/docs/site.sh tests/docs/js-api.sh

# The languages whose examples can run: the ones configure built.
tav_docs_langs = c sh
tav_docs_deps = cli/tavreli$(EXEEXT) libtavreli/libtavreli.la
if TAV_PYTHON
tav_docs_langs += python
tav_docs_deps += $(tav_python_stage)/tavreli/__init__.py
endif
if TAV_JAVA
tav_docs_langs += java
tav_docs_deps += bindings/java/tavreli.jar bindings/java/libtavreli_jni.la
endif
if TAV_LUA
tav_docs_langs += lua
tav_docs_deps += bindings/lua/tavreli.la
endif
if TAV_WASM
tav_docs_langs += js
tav_docs_deps += bindings/js/stage.stamp
endif
AM_TESTS_ENVIRONMENT += \
	TAV_DOCS_LANGS='$(tav_docs_langs)'; export TAV_DOCS_LANGS; \
	TAV_DOCS_CC='$(CC)'; export TAV_DOCS_CC; \
	TAV_BUILDDIR='$(abs_top_builddir)'; export TAV_BUILDDIR;

TESTS += tests/docs/run-examples.sh tests/docs/check-links.sh tests/docs/site.sh tests/docs/js-api.sh
tests/docs/run-examples.sh.log tests/docs/run-examples.log: $(tav_docs_deps)
tests/docs/site.sh.log tests/docs/site.log: $(tav_docs_deps)

TAV_SITE_OUT = doc/site/_build
docs: $(tav_docs_deps)
	@rm -rf $(TAV_SITE_OUT)
	@$(AM_TESTS_ENVIRONMENT) TAV_SITE_OUT='$(abs_top_builddir)/$(TAV_SITE_OUT)'; export TAV_SITE_OUT; \
	  $(SHELL) $(srcdir)/tests/docs/site.sh; status=$$?; \
	  if test $$status = 77; then exit 1; fi; test $$status = 0
	@$(AM_TESTS_ENVIRONMENT) $(SHELL) $(srcdir)/tests/docs/check-links.sh
CLEAN_LOCAL += clean-docs
clean-docs:
	rm -rf $(TAV_SITE_OUT)
.PHONY: docs clean-docs
