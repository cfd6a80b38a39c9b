# Documentation: the man page of the tavreli program (installed), the rules
# written for users (doc/RULES.md, installed in $(docdir) with the README),
# the drawing of the include graph; make doc is make docs (the site).
dist_man1_MANS = doc/tavreli.1
# README.md and what its links name, at the same relative paths, so that
# the installed README's links work (the man page's SEE ALSO points here);
# the Java example for the installed jar.
dist_doc_DATA = README.md LICENSE
tavguidesdir = $(docdir)/doc
dist_tavguides_DATA = doc/RULES.md doc/abi.md doc/bindings.md doc/cli.md doc/clocks.md \
	doc/design.md doc/engine.md doc/figures.md doc/install.md doc/layout.md doc/notation.md \
	doc/perft.md doc/pictures.md doc/records.md doc/solver.md doc/testing.md doc/web.md \
	doc/svg-towers.png doc/web-board.png
tavpythondocdir = $(docdir)/bindings/python
dist_tavpythondoc_DATA = bindings/python/README.md
tavjsdocdir = $(docdir)/bindings/js
dist_tavjsdoc_DATA = bindings/js/README.md
tavjavaexampledir = $(docdir)/examples/java
dist_tavjavaexample_DATA = examples/java/Example.java
EXTRA_DIST += doc/Doxyfile.in doc/include-graph.svg

# One documentation target: the site (doc/docs.mk), whose C API pages are
# the headers' entries through Doxygen's XML and Breathe; make doc is
# another name for it.
doc: docs

# make include-graph: redraw doc/include-graph.svg (in the source tree) from
# the sources with scripts/include-graph.sh and Graphviz's dot (apt-get
# install graphviz). make check runs the script's checks without drawing.
DOT = dot
include-graph:
	$(AM_V_GEN)$(SHELL) $(srcdir)/scripts/include-graph.sh $(srcdir) > doc/include-graph.dot.tmp && \
	$(DOT) -Tsvg doc/include-graph.dot.tmp > doc/include-graph.svg.tmp && \
	mv doc/include-graph.svg.tmp $(srcdir)/doc/include-graph.svg && rm -f doc/include-graph.dot.tmp
.PHONY: include-graph
