# Packaging: the licence, the version every package carries, the Python
# package (bindings/python/pyproject.toml, setup.py), the Debian packages
# (debian/) and the release folder. doc/install.md says how each installs.
#
#   make deb       the .debs, with dpkg-buildpackage, in the parent directory
#   make release   the tarball, wheel, sdist, npm tarball and .debs in
#                  release-$(PACKAGE_VERSION)/ with SHA256SUMS (scripts/release.sh)
EXTRA_DIST += LICENSE packaging.mk \
	bindings/python/pyproject.toml bindings/python/setup.py bindings/python/MANIFEST.in \
	tests/packaging/pip-install.sh

if TAV_PYTHON
# The wheel built from the sdist, installed into a fresh venv, the Python
# tests and examples against it (TAVRELI: the UCI tests and examples).
TESTS += tests/packaging/pip-install.sh
tests/packaging/pip-install.sh.log tests/packaging/pip-install.log: cli/tavreli$(EXEEXT)
endif
