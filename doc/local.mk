# Documentation: the man page of the tavreli program (installed), the rules
# written for users (doc/RULES.md, installed in $(docdir) with the README),
# the drawing of the include graph, and the API reference from the headers
# with Doxygen (make doc, if it is there).
dist_man1_MANS = doc/tavreli.1
dist_doc_DATA = README.md doc/RULES.md doc/perft.md
EXTRA_DIST += doc/Doxyfile.in doc/include-graph.svg

if HAVE_DOXYGEN
doc: doc/Doxyfile
	$(AM_V_GEN)$(DOXYGEN) doc/Doxyfile && echo "API reference: doc/html/index.html, man pages: doc/man/man3"
else
doc:
	@echo "make doc needs doxygen (apt-get install doxygen), which configure did not find"; exit 1
endif
CLEAN_LOCAL += clean-doc
clean-doc:
	rm -rf doc/html doc/man

# make include-graph: redraw doc/include-graph.svg (in the source tree) from
# the sources with scripts/include-graph.sh and Graphviz's dot (apt-get
# install graphviz). make check runs the script's checks without drawing.
DOT = dot
include-graph:
	$(AM_V_GEN)$(SHELL) $(srcdir)/scripts/include-graph.sh $(srcdir) > doc/include-graph.dot.tmp && \
	$(DOT) -Tsvg doc/include-graph.dot.tmp > doc/include-graph.svg.tmp && \
	mv doc/include-graph.svg.tmp $(srcdir)/doc/include-graph.svg && rm -f doc/include-graph.dot.tmp
.PHONY: include-graph
