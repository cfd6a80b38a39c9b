#!/usr/bin/env python3
"""Check the relative links of the Markdown docs, offline.

Every [text](target) and ![alt](target) of README.md, HACKING.md, doc/**/*.md and
bindings/*/README.md whose target is not a URL (no scheme) must name a file
or directory of the source tree, relative to the Markdown file; a
#fragment on a Markdown target must be one of that file's headings, as
GitHub and MyST make them (lower case, punctuation dropped, spaces to
dashes). Links inside code spans and fenced blocks are not links.

Usage: check-links.py [FILE...]     (TAV_SRCDIR: the source tree)
Exit status 0 when every link resolves, 1 otherwise.
"""
import glob
import os
import re
import sys

LINK = re.compile(r"!?\[(?:[^\]\[]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")
FENCE = re.compile(r"^\s*(`{3,}|~{3,})")


def prose(text):
    """The text outside fenced blocks and code spans, line by line (number, line)."""
    fence = None
    for n, line in enumerate(text.split("\n"), 1):
        m = FENCE.match(line)
        if fence:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            continue
        if m:
            fence = m.group(1)
            continue
        yield n, re.sub(r"`[^`]*`", "", line)


def slug(heading):
    s = heading.strip().lower()
    s = re.sub(r"[^\w\- ]", "", s)
    return s.replace(" ", "-")


def anchors(path, cache={}):
    if path not in cache:
        with open(path, encoding="utf-8") as f:
            cache[path] = {slug(line.lstrip("#")) for _, line in prose(f.read())
                           if re.match(r"^#{1,6}\s", line)}
    return cache[path]


def check(path, src):
    bad = []
    with open(path, encoding="utf-8") as f:
        text = f.read()
    for n, line in prose(text):
        for m in LINK.finditer(line):
            target = m.group(1)
            if SCHEME.match(target) or target.startswith("//"):
                continue
            file, _, frag = target.partition("#")
            dest = os.path.normpath(os.path.join(os.path.dirname(path), file)) if file else path
            where = "%s:%d: %s" % (os.path.relpath(path, src), n, target)
            if not os.path.exists(dest):
                bad.append("%s: no such file" % where)
            elif frag and dest.endswith(".md") and frag not in anchors(dest):
                bad.append("%s: no heading '#%s' in %s" % (where, frag, os.path.relpath(dest, src)))
    return bad


def main():
    src = os.environ.get("TAV_SRCDIR") or os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    files = sys.argv[1:] or ([os.path.join(src, "README.md"), os.path.join(src, "HACKING.md")]
                             + sorted(glob.glob(os.path.join(src, "doc", "**", "*.md"), recursive=True))
                             + sorted(glob.glob(os.path.join(src, "bindings", "*", "README.md"))))
    files = [f for f in files if os.sep + "_build" + os.sep not in f]
    bad = []
    count = 0
    for f in files:
        with open(f, encoding="utf-8") as fh:
            count += sum(len(LINK.findall(line)) for _, line in prose(fh.read()))
        bad += check(f, src)
    for b in bad:
        print("broken link: " + b)
    print("check-links: %d links in %d files, %d broken" % (count, len(files), len(bad)))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
