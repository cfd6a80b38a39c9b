# The ABI: exported symbols (make check) and abidiff against a baseline.
TESTS += tests/abi/check-exports.sh
AM_TESTS_ENVIRONMENT += TAV_BUILDDIR='$(abs_top_builddir)'; export TAV_BUILDDIR;
EXTRA_DIST += tests/abi/check-exports.sh tests/abi/check-abi.sh tests/abi/exports.txt tests/abi/libtavreli.abi

check-abi: libtavreli/libtavreli.la
	$(SHELL) $(srcdir)/tests/abi/check-abi.sh $(abs_top_builddir) $(abs_top_srcdir)
update-abi: libtavreli/libtavreli.la
	$(SHELL) $(srcdir)/tests/abi/check-abi.sh $(abs_top_builddir) $(abs_top_srcdir) --update
