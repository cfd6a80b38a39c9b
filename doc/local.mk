# Documentation: the man page of the tavreli program (installed), and the
# API reference from the headers with Doxygen (make doc, if it is there).
dist_man1_MANS = doc/tavreli.1
EXTRA_DIST += doc/Doxyfile.in

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
