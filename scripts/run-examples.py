#!/usr/bin/env python3
"""Run every fenced code block of the documentation, by its language tag.

Files: README.md, doc/**/*.md and bindings/*/README.md of the source tree
(or the files named on the command line). A block is run by the first word
of its info string:

  python  a script, or a doctest when a line starts with ">>> "
  c       compiled against the build tree's library and run (a block without
          main() is put inside one, after #include <stdio.h> and <tavreli.h>)
  js      an ES module run by node, with the build's package as 'tavreli'
  java    compiled and run against the build's jar (a block without a class
          is put inside main() of class Example; its import lines go first)
  lua     a script run by lua with the build's module
  sh      each line (a trailing backslash joins lines; comments and blank
          lines are left out) run by sh in turn, with the build's tavreli and
          configure's python3 first on PATH

Blocks tagged text or console, blocks preceded by the line <!-- norun -->,
and MyST directives ({toctree}, {eval-rst}, ...) are not run. A block with
no tag or any other tag is a failure: nothing slips through untested.

Every block runs in a fresh temporary directory holding tests/data (a link
to the tree's test data, also in $TESTDATA), so that paths such as
tests/data/games/tournament-1997-2003.tgn work as written. Languages that
configure did not build (TAV_DOCS_LANGS lists the built ones) are skipped
with a message. The environment is make check's (AM_TESTS_ENVIRONMENT:
TAVRELI, TESTDATA, PYTHON, TAV_PYTHON_PATH, TAV_LIBDIR, TAV_SRCDIR, NODE,
TAV_JS_DIR, JAVA, JAVAC, TAV_JAVA_JAR, TAV_JAVA_JNI, LUA, TAV_LUA_CPATH,
plus TAV_DOCS_CC and TAV_BUILDDIR from doc/docs.mk).

Every Python block that ran (doctests as the script of their source
lines) is then type-checked with `mypy --strict` in one run, as a user's
type checker sees the package (--follow-imports=silent: errors inside the
package are not the example's); skipped with a message without mypy.

Usage: run-examples.py [--list] [--lang LANG]... [FILE...]
Exit status 0 when no block failed, 1 otherwise.
"""
import argparse
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

RUN = ("c", "python", "js", "java", "lua", "sh")
SKIP = ("text", "console")
NORUN = "<!-- norun -->"
FENCE = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)$")
TIMEOUT = float(os.environ.get("TAV_EXAMPLES_TIMEOUT", "120"))


class Block:
    def __init__(self, path, line, tag, code, norun):
        self.path, self.line, self.tag, self.code, self.norun = path, line, tag, code, norun

    def where(self):
        return "%s:%d" % (self.path, self.line)


def parse(path, text):
    """The fenced blocks of a Markdown text, in order."""
    blocks = []
    lines = text.split("\n")
    i = 0
    previous = ""
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m or (m.group("fence")[0] == "`" and "`" in m.group("info")):
            if lines[i].strip():
                previous = lines[i].strip()
            i += 1
            continue
        indent, fence = len(m.group("indent").expandtabs()), m.group("fence")
        info = m.group("info").strip()
        tag = info.split()[0] if info else ""
        start = i + 1
        body = []
        i += 1
        while i < len(lines):
            c = FENCE.match(lines[i])
            if (c and c.group("fence")[0] == fence[0] and len(c.group("fence")) >= len(fence)
                    and not c.group("info").strip()):
                break
            # the block's own indentation (a block inside a list item)
            line = lines[i]
            strip = min(indent, len(line) - len(line.lstrip(" ")))
            body.append(line[strip:])
            i += 1
        i += 1
        blocks.append(Block(path, start, tag, "\n".join(body) + "\n", previous == NORUN))
        previous = ""
    return blocks


def default_files(src):
    files = [os.path.join(src, "README.md")]
    files += sorted(glob.glob(os.path.join(src, "doc", "**", "*.md"), recursive=True))
    files += sorted(glob.glob(os.path.join(src, "bindings", "*", "README.md")))
    return [f for f in files if os.path.isfile(f) and os.sep + "_build" + os.sep not in f]


class Runner:
    def __init__(self, src):
        env = os.environ
        self.src = src
        self.build = env.get("TAV_BUILDDIR") or src
        self.testdata = env.get("TESTDATA") or os.path.join(src, "tests", "data")
        self.tavreli = env.get("TAVRELI") or os.path.join(self.build, "cli", "tavreli")
        self.python = env.get("PYTHON") or "python3"
        self.pythonpath = env.get("TAV_PYTHON_PATH") or os.path.join(self.build, "bindings", "python", "stage")
        self.libdir = env.get("TAV_LIBDIR") or os.path.join(self.build, "libtavreli", ".libs")
        langs = env.get("TAV_DOCS_LANGS")
        self.langs = set(langs.split()) if langs is not None else set(RUN)

    def env(self, tmp):
        e = dict(os.environ)
        e["TESTDATA"] = self.testdata
        e["PYTHONPATH"] = self.pythonpath + (":" + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
        e["PYTHONDONTWRITEBYTECODE"] = "1"
        e["LD_LIBRARY_PATH"] = self.libdir + (":" + e["LD_LIBRARY_PATH"] if e.get("LD_LIBRARY_PATH") else "")
        e["PATH"] = os.path.join(tmp, ".bin") + ":" + e.get("PATH", "/usr/bin:/bin")
        e["TAVRELI"] = self.tavreli
        e["HOME"] = e.get("HOME", tmp)
        return e

    def setup(self, tmp):
        os.makedirs(os.path.join(tmp, "tests"))
        os.symlink(self.testdata, os.path.join(tmp, "tests", "data"))
        bindir = os.path.join(tmp, ".bin")
        os.makedirs(bindir)
        # python3 goes through run-python.sh, which loads ASan's runtime first
        # under --enable-sanitizers (TAV_ASAN_PRELOAD).
        runpy = os.path.join(self.src, "bindings", "python", "run-python.sh")
        wrappers = {"tavreli": 'exec "%s" "$@"' % self.tavreli,
                    "python3": 'PYTHON="%s" exec "%s" "$@"' % (self.python, runpy)}
        for name, line in wrappers.items():
            with open(os.path.join(bindir, name), "w") as f:
                f.write("#!/bin/sh\n" + line + "\n")
            os.chmod(os.path.join(bindir, name), 0o755)

    def asan(self, e):
        """ASan's runtime first for interpreters loading the sanitized library."""
        pre = e.get("TAV_ASAN_PRELOAD")
        if pre:
            e["LD_PRELOAD"] = pre + (":" + e["LD_PRELOAD"] if e.get("LD_PRELOAD") else "")
            e["ASAN_OPTIONS"] = "detect_leaks=0:handle_segv=0:allow_user_segv_handler=1"
        return e

    def run(self, argv, tmp, e, what=None):
        p = subprocess.run(argv, cwd=tmp, env=e, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=TIMEOUT)
        out = p.stdout.decode("utf-8", "replace")
        if p.returncode != 0:
            raise Failure("%s exited with status %d\n%s" % (what or " ".join(argv), p.returncode, out))
        return out

    def write(self, tmp, name, code):
        path = os.path.join(tmp, name)
        with open(path, "w") as f:
            f.write(code)
        return path

    def block(self, b):
        tmp = tempfile.mkdtemp(prefix="tav-example-")
        try:
            self.setup(tmp)
            e = self.env(tmp)
            return getattr(self, "run_" + b.tag)(b, tmp, e)
        finally:
            shutil.rmtree(tmp, ignore_errors=True)

    def run_python(self, b, tmp, e):
        e = self.asan(e)
        if any(l.lstrip().startswith(">>> ") or l.strip() == ">>>" for l in b.code.split("\n")):
            self.write(tmp, "example.txt", b.code)
            return self.run([self.python, "-m", "doctest", "-o", "ELLIPSIS", "-o", "NORMALIZE_WHITESPACE",
                             "example.txt"], tmp, e, "doctest")
        self.write(tmp, "example.py", b.code)
        return self.run([self.python, "example.py"], tmp, e)

    def run_c(self, b, tmp, e):
        code = b.code
        if not re.search(r"\bmain\s*\(", code):
            code = ("#include <stdio.h>\n#include <stdlib.h>\n#include <string.h>\n#include <tavreli.h>\n\n"
                    "int main(void)\n{\n" + code + "    return 0;\n}\n")
        self.write(tmp, "example.c", code)
        cc = (os.environ.get("CC") or os.environ.get("TAV_DOCS_CC") or "cc").split()
        inc = ["-I" + os.path.join(self.build, "libtavreli"), "-I" + os.path.join(self.src, "libtavreli")]
        self.run(cc + ["-std=c11", "-Wall", "-Werror"] + inc + ["example.c", "-o", "example",
                 "-L" + self.libdir, "-ltavreli"], tmp, e, "cc")
        return self.run([os.path.join(tmp, "example")], tmp, e)

    def run_js(self, b, tmp, e):
        jsdir = os.environ.get("TAV_JS_DIR") or os.path.join(self.build, "bindings", "js")
        os.makedirs(os.path.join(tmp, "node_modules"))
        os.symlink(jsdir, os.path.join(tmp, "node_modules", "tavreli"))
        self.write(tmp, "example.mjs", b.code)
        return self.run([os.environ.get("NODE") or "node", "example.mjs"], tmp, e)

    def run_java(self, b, tmp, e):
        code, name = b.code, "Example"
        m = re.search(r"^\s*public\s+(?:final\s+)?class\s+(\w+)", code, re.M)
        if m:
            name = m.group(1)
        else:
            lines = code.split("\n")
            imports = [l for l in lines if re.match(r"\s*import\s", l)]
            body = [l for l in lines if not re.match(r"\s*import\s", l)]
            code = ("\n".join(imports) + "\npublic class Example {\n"
                    "    public static void main(String[] args) throws Exception {\n" +
                    "\n".join(body) + "\n    }\n}\n")
        self.write(tmp, name + ".java", code)
        jar = os.environ.get("TAV_JAVA_JAR") or os.path.join(self.build, "bindings", "java", "tavreli.jar")
        jni = os.environ.get("TAV_JAVA_JNI") or os.path.join(self.build, "bindings", "java", ".libs",
                                                           "libtavreli_jni.so")
        self.run([os.environ.get("JAVAC") or "javac", "-cp", jar, "-d", tmp, name + ".java"], tmp, e, "javac")
        return self.run([os.environ.get("JAVA") or "java", "-Dtavreli.jni=" + jni, "-cp", jar + ":" + tmp, name],
                        tmp, self.asan(e))

    def run_lua(self, b, tmp, e):
        self.write(tmp, "example.lua", b.code)
        e["LUA_CPATH"] = os.environ.get("TAV_LUA_CPATH") or os.path.join(self.build, "bindings", "lua", ".libs",
                                                                        "?.so")
        return self.run([os.environ.get("LUA") or "lua5.4", "example.lua"], tmp, self.asan(e))

    def run_sh(self, b, tmp, e):
        out = []
        for line in shell_lines(b.code):
            out.append("$ " + line + "\n")
            out.append(self.run(["sh", "-c", line], tmp, e, line))
        return "".join(out)


def shell_lines(code):
    """The commands of a shell block: continuation lines joined, comments and blanks left out."""
    lines, cur = [], ""
    for raw in code.split("\n"):
        if raw.rstrip().endswith("\\"):
            cur += raw.rstrip()[:-1] + " "
            continue
        cur += raw
        if cur.strip() and not cur.strip().startswith("#"):
            lines.append(cur.strip())
        cur = ""
    return lines


class Failure(Exception):
    pass


def doctest_source(code):
    """The Python source of a doctest: its >>> and ... lines."""
    out = []
    for line in code.split("\n"):
        stripped = line.lstrip()
        if stripped.startswith(">>> ") or stripped == ">>>":
            out.append(stripped[4:])
        elif (stripped.startswith("... ") or stripped == "...") and out:
            out.append(stripped[4:])
    return "\n".join(out) + "\n"


def typecheck(runner, blocks):
    """mypy --strict over the Python blocks, in one run; the failed ones."""
    if subprocess.run([runner.python, "-m", "mypy", "--version"], stdout=subprocess.DEVNULL,
                      stderr=subprocess.DEVNULL).returncode != 0:
        print("SKIP mypy --strict on the Python examples: no mypy for %s" % runner.python)
        return []
    tmp = tempfile.mkdtemp(prefix="tav-example-mypy-")
    try:
        names = {}
        for n, b in enumerate(blocks):
            name = "example_%d.py" % n
            doctest = any(l.lstrip().startswith(">>> ") for l in b.code.split("\n"))
            runner.write(tmp, name, doctest_source(b.code) if doctest else b.code)
            names[name] = b
        e = dict(os.environ, MYPYPATH=runner.pythonpath)
        p = subprocess.run([runner.python, "-m", "mypy", "--strict", "--follow-imports=silent",
                            "--no-error-summary", "--cache-dir=" + os.path.join(tmp, ".cache")]
                           + sorted(names), cwd=tmp, env=e, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=TIMEOUT * 3)
        out = p.stdout.decode("utf-8", "replace")
        failed = []
        for name, b in sorted(names.items(), key=lambda nb: nb[1].where()):
            errors = [l for l in out.split("\n") if l.startswith(name + ":")]
            if errors:
                failed.append(b)
                print("FAIL %s python: mypy --strict\n%s\n--- the block:\n%s---"
                      % (b.where(), "\n".join(errors), b.code))
        if p.returncode != 0 and not failed:
            failed.extend(blocks)
            print("FAIL mypy --strict on the Python examples:\n" + out)
        print("mypy --strict: %d Python examples, %d failed" % (len(blocks), len(failed)))
        return failed
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="*", help="Markdown files (default: README.md, doc/**/*.md, bindings/*/README.md)")
    ap.add_argument("--list", action="store_true", help="list the blocks and their fate, run nothing")
    ap.add_argument("--lang", action="append", help="run only the blocks of this language (repeatable)")
    ap.add_argument("-v", "--verbose", action="store_true", help="print what each block printed")
    args = ap.parse_args()
    src = os.environ.get("TAV_SRCDIR") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = args.files or default_files(src)
    runner = Runner(src)
    ran, failed, skipped, notbuilt = {}, [], {}, {}
    python_blocks = []
    for path in files:
        with open(path, encoding="utf-8") as f:
            blocks = parse(os.path.relpath(path, src) if path.startswith(src) else path, f.read())
        for b in blocks:
            if b.tag.startswith("{"):
                kind = "directive"
            elif b.norun:
                kind = "norun"
            elif b.tag in SKIP:
                kind = b.tag
            elif b.tag not in RUN:
                failed.append(b)
                print("FAIL %s: %s (tag it text or console, or put %s before it)"
                      % (b.where(), "a code block without a language tag" if not b.tag
                         else "unknown language tag '%s'" % b.tag, NORUN))
                continue
            elif args.lang and b.tag not in args.lang:
                kind = "not asked"
            elif b.tag not in runner.langs:
                notbuilt[b.tag] = notbuilt.get(b.tag, 0) + 1
                print("SKIP %s %s: configure did not build %s" % (b.where(), b.tag, b.tag))
                continue
            else:
                kind = None
            if kind:
                skipped[kind] = skipped.get(kind, 0) + 1
                continue
            if args.list:
                print("RUN  %s %s" % (b.where(), b.tag))
                continue
            t0 = time.monotonic()
            try:
                out = runner.block(b)
                ran[b.tag] = ran.get(b.tag, 0) + 1
                if b.tag == "python":
                    python_blocks.append(b)
                print("ok   %s %s (%.1f s)" % (b.where(), b.tag, time.monotonic() - t0))
                if args.verbose:
                    sys.stdout.write(out)
            except (Failure, subprocess.TimeoutExpired, OSError) as err:
                failed.append(b)
                msg = "timed out after %.0f s" % TIMEOUT if isinstance(err, subprocess.TimeoutExpired) else str(err)
                print("FAIL %s %s:\n%s\n--- the block:\n%s---" % (b.where(), b.tag, msg.rstrip(), b.code))
            sys.stdout.flush()
    if python_blocks and not args.list:
        failed += typecheck(runner, python_blocks)
    print()
    print("examples run per language: " + (", ".join("%s %d" % (l, ran[l]) for l in RUN if l in ran) or "none"))
    if notbuilt:
        print("not built, skipped: " + ", ".join("%s %d" % (l, n) for l, n in sorted(notbuilt.items())))
    if skipped:
        print("not run: " + ", ".join("%s %d" % (k, n) for k, n in sorted(skipped.items())))
    if failed:
        print("failed: " + ", ".join("%s (%s)" % (b.where(), b.tag or "no tag") for b in failed))
    print("examples: %d passed, %d failed, %d skipped"
          % (sum(ran.values()), len(failed), sum(notbuilt.values())))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
