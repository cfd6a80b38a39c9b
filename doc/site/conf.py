# Sphinx configuration of the documentation site (make docs, doc/docs.mk).
# The source directory is the top of the source tree, so that README.md,
# doc/*.md and the bindings' READMEs are read where they are and their
# relative links work here as they do in the repository; only the files
# of include_patterns are read. The Python API comes from the docstrings of
# the package the build tree stages (TAV_PYTHON_PATH, bindings/python/stage),
# the C API from the public headers, the JS API (doc/site/js-api.md) from the
# package's declarations by scripts/js-api.py.
import os
import sys

project = "libtavreli"
author = "The libtavreli authors"
copyright = "2026, " + author
release = version = os.environ.get("TAV_PACKAGE_VERSION", "")

root_doc = "doc/site/index"
include_patterns = [
    "README.md",
    "HACKING.md",
    "doc/*.md",
    "doc/site/*.md",
    "doc/*.png",
    "bindings/python/README.md",
    "bindings/js/README.md",
]
exclude_patterns = ["doc/site/_build", "**/node_modules"]

extensions = ["myst_parser", "sphinx.ext.autodoc", "breathe"]
# The C API: Doxygen's XML of the public headers, which tests/docs/site.sh
# writes first (TAV_DOXYGEN_XML), read by Breathe (doc/site/c-api.md).
breathe_projects = {"libtavreli": os.environ.get("TAV_DOXYGEN_XML", "")}
breathe_default_project = "libtavreli"
breathe_domain_by_extension = {"h": "c"}
source_suffix = {".md": "markdown"}
myst_heading_anchors = 3          # [R9](RULES.md#r9-move-notation) links
myst_enable_extensions = ["colon_fence"]
suppress_warnings = ["myst.header"]   # a guide may start at ## under its title

html_theme = "alabaster"
html_theme_options = {"nosidebar": False}
html_title = "libtavreli"
html_static_path = []

# The built package: make docs sets TAV_PYTHON_PATH (and LD_LIBRARY_PATH).
for p in reversed(os.environ.get("TAV_PYTHON_PATH", "").split(":")):
    if p:
        sys.path.insert(0, p)
autodoc_member_order = "bysource"
autodoc_typehints = "signature"
autodoc_default_options = {"members": True, "undoc-members": False, "show-inheritance": True}

# Offline: references to the standard library cannot be resolved (no
# intersphinx inventory), nor private helper classes of the package.
nitpick_ignore_regex = [
    ("py:class", r"(collections\.abc|enum|os|typing|io|pathlib|concurrent\.futures|subprocess|threading)\..*"),
    ("py:class", r"(tavreli\.)?_\w+\..*"),
    ("c:identifier", r"u?int(8|16|32|64)_t|size_t|FILE|bool"),   # the C library's types
]

# A Markdown link to a file of the repository that is not a page (LICENSE,
# the include graph) becomes a download (MyST copies it into _downloads/);
# a link to a file that does not exist is a warning, so an error with -W.


def _redirect(app, exception):
    """index.html at the top of the site, pointing at the root page."""
    if exception is None and app.builder.format == "html":
        with open(os.path.join(app.outdir, "index.html"), "w", encoding="utf-8") as f:
            f.write('<!DOCTYPE html>\n<meta charset="utf-8">\n<title>libtavreli</title>\n'
                    '<meta http-equiv="refresh" content="0; url=doc/site/index.html">\n'
                    '<a href="doc/site/index.html">libtavreli documentation</a>\n')


def _headers_shown(app):
    """Every public header has its entries in c-api.md (a warning otherwise)."""
    import glob
    from sphinx.util import logging
    page = open(os.path.join(app.srcdir, "doc", "site", "c-api.md"), encoding="utf-8").read()
    for h in sorted(glob.glob(os.path.join(app.srcdir, "libtavreli", "tavreli", "*.h*"))):
        name = os.path.basename(h)          # version.h is made from version.h.in
        if name.endswith(".in"):
            name = name[:-3]
        if "{doxygenfile} tavreli/" + name + "\n" not in page:
            logging.getLogger(__name__).warning("doc/site/c-api.md does not show libtavreli/tavreli/%s", name)


def setup(app):
    app.connect("builder-inited", _headers_shown)
    app.connect("build-finished", _redirect)
