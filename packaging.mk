# Packaging: the licence, the version every package carries, the Python
# package (bindings/python/pyproject.toml, setup.py), the Debian packages
# (debian/) and the release folder. doc/install.md says how each installs.
#
#   make deb       the .debs, with dpkg-buildpackage, in the parent directory
#   make release   the tarball, wheel, sdist, npm tarball and .debs in
#                  release-$(PACKAGE_VERSION)/ with SHA256SUMS (scripts/release.sh)
EXTRA_DIST += LICENSE packaging.mk doc/install.md scripts/release.sh \
	bindings/python/pyproject.toml bindings/python/setup.py bindings/python/MANIFEST.in \
	tests/packaging/check-metadata.sh tests/packaging/check-version.sh \
	tests/packaging/check-debian.sh tests/packaging/pip-install.sh tests/packaging/deb-smoke.sh

# MIT in every package's metadata; one version everywhere (make check).
TESTS += tests/packaging/check-metadata.sh tests/packaging/check-version.sh
# debian/'s file lists against make install (the .debs themselves: make
# deb, by hand): make check-debian, a step of scripts/test.sh after make
# check, not one of its tests, because make install relinks the Java and
# Lua modules in place in the build tree while the tests load them.
check-debian: all
	MAKE='$(MAKE)' TAV_SRCDIR='$(abs_top_srcdir)' TAV_DEB_SKIP='$(TAV_DEB_SKIP)' \
	  TAV_INST_PREFIX='$(prefix)' TAV_INST_LIBDIR='$(libdir)' \
	  TAV_INST_PYTHONDIR='$(pythondir)' TAV_INST_PYEXECDIR='$(pyexecdir)' \
	  $(SHELL) $(srcdir)/tests/packaging/check-debian.sh
.PHONY: check-debian
# Packages of debian/control whose binding this build lacks.
TAV_DEB_SKIP =
if !TAV_PYTHON
TAV_DEB_SKIP += python3-tavreli
endif
if !TAV_JAVA
TAV_DEB_SKIP += libtavreli-java
endif
if !TAV_LUA
TAV_DEB_SKIP += lua-tavreli
endif

if TAV_PYTHON
# The wheel built from the sdist, installed into a fresh venv, the Python
# tests and examples against it (TAVRELI: the UCI tests and examples).
TESTS += tests/packaging/pip-install.sh
tests/packaging/pip-install.sh.log tests/packaging/pip-install.log: cli/tavreli$(EXEEXT)
endif

# The Debian packages (debian/), built with dpkg-buildpackage -us -uc -b
# from the make dist tarball unpacked in deb-build/ (a clean tree, whatever
# this one holds), into debs/. Without the tests by default (make check
# runs them here) nor the -dbgsym packages: make deb DEB_BUILD_OPTIONS= has both.
# Install: sudo apt install ./debs/*.deb (doc/install.md).
EXTRA_DIST += debian
TAV_DEB_DIR = debs
DEB_BUILD_OPTIONS = nocheck noddebs parallel=2
deb:
	$(MAKE) $(AM_MAKEFLAGS) dist-gzip
	rm -rf deb-build $(TAV_DEB_DIR) && $(MKDIR_P) deb-build $(TAV_DEB_DIR)
	tar -C deb-build -xzf $(distdir).tar.gz
	cd deb-build/$(distdir) && DEB_BUILD_OPTIONS='$(DEB_BUILD_OPTIONS)' dpkg-buildpackage -us -uc -b
	mv deb-build/*.deb deb-build/*.buildinfo deb-build/*.changes $(TAV_DEB_DIR)/
	rm -rf deb-build
	@ls -l $(TAV_DEB_DIR)/*.deb
CLEAN_LOCAL += clean-deb
clean-deb:
	rm -rf deb-build $(TAV_DEB_DIR)
.PHONY: deb clean-deb

# Every artifact of this version in release-$(PACKAGE_VERSION)/, with
# SHA256SUMS, after checking NEWS (scripts/release.sh);
# make release RELEASE_FLAGS=--snapshot skips the NEWS check.
RELEASE_FLAGS =
release:
	MAKE='$(MAKE)' TAV_SRCDIR='$(abs_top_srcdir)' PACKAGE_VERSION='$(PACKAGE_VERSION)' \
	  $(SHELL) $(srcdir)/scripts/release.sh $(RELEASE_FLAGS)
CLEAN_LOCAL += clean-release
clean-release:
	rm -rf release-$(PACKAGE_VERSION) release-$(PACKAGE_VERSION)-snapshot
.PHONY: release clean-release
