"""Build the tavreli Python package with the whole C library inside its
extension module, so that it needs no installed libtavreli.

The metadata is in pyproject.toml; this file adds what a declarative file
cannot: the version, read from configure.ac's AC_INIT (the one source of
the version), and the build of the extension module tavreli.__core:

  1. tavreli/version.h from libtavreli/tavreli/version.h.in and
     libtavreli/core/tables.c from the host program core/gen_tables.c, the
     two files configure and make generate in the autotools build;
  2. the library's C sources (libtavreli/**/*.c) with -std=c11 and hidden
     visibility, as libtavreli.la is built;
  3. the tavreli program's sources (cli/*.c but its doc generator, and
     cli/match_openings.c written from bench/openings.epd as cli/engine.mk
     does), main() renamed tavb_cli_main, for ``python3 -m tavreli``;
  4. SWIG over bindings/tavreli.i (the Python flags of bindings/local.mk),
     which writes tavreli_wrap.c and the module's Python half _core.py,
     compiled with the helper tier every binding links (bindings/tier/*.c)
     and the module's own C (bindings/python/*.c).

From the repository the sources are found two directories up; an sdist
carries them in tavreli-src/ (see TavreliSdist), so either builds offline
with setuptools and wheel only (Debian: python3-setuptools, python3-wheel),
plus a C compiler and swig. SWIG=path chooses swig; TAV_BUILD_JOBS (default
2) is how many C files are compiled at once; TAV_KEEP_DEBUG=1 keeps the
debug info that the module is otherwise linked without.
"""
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from setuptools import Distribution, Extension, setup
from setuptools.command.build_ext import build_ext
from setuptools.command.sdist import sdist

HERE = os.path.dirname(os.path.abspath(__file__))
BUNDLE = "tavreli-src"          # the repository's files inside an sdist
GENERATED = ("libtavreli/core/tables.c", "libtavreli/core/gen_tables.c")
PYTHON_C = ("bindings/python/stream.c",)   # the module's own C, beside the wrapper
CLI_GENERATED = ("cli/match_openings.c", "cli/gen_docs.c")
OPENINGS = "bench/openings.epd"


def source_root():
    """The directory holding libtavreli/, bindings/ and configure.ac."""
    bundled = os.path.join(HERE, BUNDLE)
    if os.path.isdir(bundled):
        return bundled
    repo = os.path.normpath(os.path.join(HERE, "..", ".."))
    if os.path.isfile(os.path.join(repo, "libtavreli", "tavreli.h")):
        return repo
    sys.exit("setup.py: the C sources are missing: neither %s/ (an sdist) nor "
             "../../libtavreli (the repository) is there" % BUNDLE)


ROOT = source_root()


def read_version(root):
    """The package version of configure.ac's AC_INIT([libtavreli], [X.Y.Z], ...)."""
    path = os.path.join(root, "configure.ac")
    with open(path, encoding="utf-8") as f:
        m = re.search(r"^AC_INIT\(\[libtavreli\],\s*\[(\d+)\.(\d+)\.(\d+)\]", f.read(), re.M)
    if not m:
        sys.exit("setup.py: no AC_INIT([libtavreli], [X.Y.Z]) in %s" % path)
    return m.groups()


def find(root, folder, suffixes, recursive=True):
    """Paths relative to root of the files under root/folder ending in suffixes."""
    out = []
    for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
        rel = os.path.relpath(dirpath, root).replace(os.sep, "/")
        out += [rel + "/" + n for n in filenames if n.endswith(suffixes)]
        if not recursive:
            break
    return out


def bundle_files(root):
    """Repository files (relative paths) that the build needs: the sdist's
    tavreli-src/. Generated files of an in-tree autotools build are left out."""
    names = [n for n in find(root, "libtavreli", (".c", ".h"))
             if n not in (GENERATED[0], "libtavreli/tavreli/version.h")]
    names += [n for n in find(root, "cli", (".c", ".h"), recursive=False) if n not in CLI_GENERATED]
    names += ["libtavreli/tavreli/version.h.in", "configure.ac", OPENINGS]
    names += find(root, "bindings", ".i", recursive=False)
    names += find(root, "bindings/python", (".i", ".h"), recursive=False) + list(PYTHON_C)
    names += find(root, "bindings/tier", (".c", ".h"), recursive=False)
    return sorted(names)


def library_sources(root):
    """The library's C sources: libtavreli/**/*.c but the generated tables
    and their generator."""
    return sorted(n for n in find(root, "libtavreli", ".c") if n not in GENERATED)


def cli_sources(root):
    """The tavreli program's C sources: cli/*.c but the generated ones."""
    return sorted(n for n in find(root, "cli", ".c", recursive=False) if n not in CLI_GENERATED)


def openings_c(root):
    """cli/match_openings.c: bench/openings.epd as one C string (cli/engine.mk)."""
    with open(os.path.join(root, OPENINGS), encoding="utf-8") as f:
        lines = f.read().split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    body = "".join('    "%s\\n"\n' % l.replace("\\", "\\\\").replace('"', '\\"') for l in lines)
    return ("/* generated by setup.py from bench/openings.epd: do not edit */\n"
            "extern const char match_default_openings[];\n"
            "const char match_default_openings[] =\n" + body + ";\n")


def write_if_changed(path, text):
    if os.path.exists(path):
        with open(path, encoding="utf-8") as f:
            if f.read() == text:
                return
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


class TavreliBuildExt(build_ext):
    """build_ext that generates, compiles and links the library into the module."""

    def build_extension(self, ext):
        gen = os.path.join(self.build_temp, "gen")
        lib = os.path.join(ROOT, "libtavreli")
        self.generate_version_h(gen)
        tables = self.generate_tables(gen, lib)

        cflags = ["-std=c11", "-fvisibility=hidden"]
        sources = [os.path.join(ROOT, s) for s in library_sources(ROOT)] + [tables]
        jobs = max(1, int(os.environ.get("TAV_BUILD_JOBS", "2")))

        def compile_one(src):
            return self.compiler.compile([src], output_dir=self.build_temp,
                                         include_dirs=[gen, lib], extra_postargs=cflags)
        openings = os.path.join(gen, "cli", "match_openings.c")
        write_if_changed(openings, openings_c(ROOT))
        cli = [os.path.join(ROOT, s) for s in cli_sources(ROOT)] + [openings]

        def compile_cli(src):
            # the tier's header too: perft --resume's journal, the match runner's bestmove check
            return self.compiler.compile([src], output_dir=os.path.join(self.build_temp, "cli"),
                                         include_dirs=[gen, lib, os.path.join(ROOT, "bindings", "tier")],
                                         macros=[("main", "tavb_cli_main")],
                                         extra_postargs=cflags + ["-pthread"])
        with ThreadPoolExecutor(max_workers=jobs) as pool:
            objects = [o for objs in pool.map(compile_one, sources) for o in objs]
            objects += [o for objs in pool.map(compile_cli, cli) for o in objs]

        package_dir = os.path.dirname(self.get_ext_fullpath(ext.name))
        wrapper = self.run_swig(gen, lib, package_dir)
        tier = os.path.join(ROOT, "bindings", "tier")
        ext.sources = [wrapper] + [os.path.join(ROOT, n) for n in sorted(
            find(ROOT, "bindings/tier", ".c", recursive=False) + list(PYTHON_C))]
        ext.include_dirs = [gen, lib, tier, os.path.join(ROOT, "bindings", "python")]
        ext.extra_objects = objects
        ext.extra_compile_args = ["-fno-strict-aliasing"]
        # -Wl,-S: no debug info in the module (Python's own CFLAGS have -g),
        # a third of its size; TAV_KEEP_DEBUG=1 keeps it.
        ext.extra_link_args = ["-pthread"] + ([] if os.environ.get("TAV_KEEP_DEBUG") == "1" else ["-Wl,-S"])
        ext.libraries = ["m"]
        super().build_extension(ext)

    def generate_version_h(self, gen):
        major, minor, patch = read_version(ROOT)
        with open(os.path.join(ROOT, "libtavreli/tavreli/version.h.in"), encoding="utf-8") as f:
            text = f.read()
        for name, value in (("TAV_VERSION_MAJOR", major), ("TAV_VERSION_MINOR", minor),
                            ("TAV_VERSION_PATCH", patch),
                            ("PACKAGE_VERSION", "%s.%s.%s" % (major, minor, patch))):
            text = text.replace("@%s@" % name, value)
        if "@" in text:
            sys.exit("setup.py: version.h.in has a substitution setup.py does not know: "
                     + re.search(r"@\w+@", text).group(0))
        write_if_changed(os.path.join(gen, "tavreli", "version.h"), text)

    def generate_tables(self, gen, lib):
        """core/tables.c, printed by the host program core/gen_tables.c."""
        obj = self.compiler.compile([os.path.join(lib, "core", "gen_tables.c")],
                                    output_dir=os.path.join(self.build_temp, "host"),
                                    include_dirs=[lib], extra_postargs=["-std=c11"])
        exe = os.path.join(self.build_temp, "gen-tables")
        self.compiler.link_executable(obj, "gen-tables", output_dir=self.build_temp)
        out = subprocess.run([exe], check=True, stdout=subprocess.PIPE).stdout.decode("utf-8")
        path = os.path.join(gen, "core", "tables.c")
        write_if_changed(path, out)
        return path

    def run_swig(self, gen, lib, package_dir):
        swig = os.environ.get("SWIG") or shutil.which("swig") or shutil.which("swig4.0")
        if not swig:
            sys.exit("setup.py: swig is needed to build the module (Debian: apt-get install swig)")
        wrapper = os.path.join(self.build_temp, "tavreli_wrap.c")
        os.makedirs(package_dir, exist_ok=True)
        cmd = [swig, "-python", "-builtin", "-doxygen", "-module", "_core",
               "-I" + os.path.join(ROOT, "bindings"), "-I" + os.path.join(ROOT, "bindings", "tier"),
               "-I" + gen, "-I" + lib,
               "-outdir", package_dir, "-o", wrapper,
               os.path.join(ROOT, "bindings", "tavreli.i")]
        print(" ".join(cmd))
        subprocess.run(cmd, check=True)
        return wrapper


class TavreliSdist(sdist):
    """sdist that carries the C sources, the SWIG interface, configure.ac and
    the licence (the build's inputs from the repository) in tavreli-src/."""

    def make_release_tree(self, base_dir, files):
        # (the repository's ../../LICENSE goes to the top of the sdist instead)
        super().make_release_tree(base_dir, [f for f in files if not f.startswith("..")])
        for name in bundle_files(ROOT):
            dest = os.path.join(base_dir, BUNDLE, name)
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copy2(os.path.join(ROOT, name), dest)
        for path in licence_file():
            shutil.copy2(os.path.join(HERE, path), os.path.join(base_dir, "LICENSE"))


def licence_file():
    """LICENSE at the top of the repository, or at the top of an sdist."""
    for path in ("LICENSE", os.path.join("..", "..", "LICENSE")):
        if os.path.isfile(os.path.join(HERE, path)):
            return [path]
    return []


class TavreliDistribution(Distribution):
    """The licence is one file outside the project directory in the
    repository (setuptools' default patterns look inside only)."""

    def _finalize_license_files(self):
        self.metadata.license_files = licence_file()


setup(
    distclass=TavreliDistribution,
    version=".".join(read_version(ROOT)),
    ext_modules=[Extension("tavreli.__core", sources=[])],
    cmdclass={"build_ext": TavreliBuildExt, "sdist": TavreliSdist},
)
