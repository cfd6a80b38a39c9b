#!/usr/bin/env python3
"""The JavaScript API reference of the docs site (doc/site/js-api.md) from
the npm package's TypeScript declarations: one section per module
(index.d.ts, board.d.ts, worker.d.ts), one entry per class, function,
constant, type and member, with its doc comment, its signature, and each
key of an options object as an entry of its own:

    python3 scripts/js-api.py bindings/js > doc/site/js-api.md

tests/docs/js-api.sh fails when doc/site/js-api.md is not this script's
output; bindings/js/test/package.test.js checks that the declarations and
the modules' exports name the same things."""
import os
import re
import sys

MODULES = [
    ("tavreli", "index.d.ts", "The library: positions, games, the engine, clocks (`import ... from 'tavreli'`)."),
    ("tavreli/board", "board.d.ts", "The Board component (`import { Board } from 'tavreli/board'`, with `tavreli/board.css`)."),
    ("tavreli/worker", "worker.d.ts", "The engine in a worker, alone (`import { EngineWorker } from 'tavreli/worker'`)."),
]


def statements(text):
    """(doc, statement) for each statement at depth 0 of text (a .d.ts or
    a class body): a statement ends at ';' or at the '}' closing its body;
    doc is the /** */ comment before it (or '')."""
    out, doc, i, n = [], "", 0, len(text)
    while i < n:
        if text.startswith("/**", i):
            j = text.index("*/", i)
            doc = clean_doc(text[i + 3:j])
            i = j + 2
            continue
        if text.startswith("//", i):
            i = text.index("\n", i) + 1 if "\n" in text[i:] else n
            continue
        if text[i].isspace():
            i += 1
            continue
        block = re.match(r"(export\s+)?(declare\s+)?(class|interface)\b", text[i:]) is not None
        depth, j = 0, i
        while j < n:
            c = text[j]
            if c in "{([<":
                depth += 1
            elif c in "})]" or (c == ">" and text[j - 1] != "="):
                depth -= 1
                if block and c == "}" and depth == 0:
                    j += 1
                    break
            elif c == ";" and depth == 0:
                j += 1
                break
            j += 1
        out.append((doc, text[i:j].strip()))
        doc = ""
        i = j
    return out


def clean_doc(raw):
    lines = [re.sub(r"^\s*\*\s?", "", line).rstrip() for line in raw.strip().split("\n")]
    return " ".join(line for line in lines if line).strip()


def flat(s):
    return re.sub(r"\s+", " ", s).strip().rstrip(";").strip()


def inline_options(signature):
    """[(param, [(key, type)])] for each parameter whose type is an inline
    object literal ({ a?: T; b?: U })."""
    out = []
    if "(" not in signature:
        return out
    start = signature.index("(")
    depth, end = 0, start
    while end < len(signature):
        depth += signature[end] in "({[<"
        depth -= signature[end] in ")}]" or (signature[end] == ">" and signature[end - 1] != "=")
        if depth == 0:
            break
        end += 1
    signature = signature[start:end + 1]      # the parameters only
    for m in re.finditer(r"(\w+)\??:\s*\{", signature):
        start = m.end() - 1
        depth, j = 0, start
        while j < len(signature):
            depth += signature[j] == "{"
            depth -= signature[j] == "}"
            if depth == 0:
                break
            j += 1
        body = signature[start + 1:j]
        keys, d, part = [], 0, ""
        for c in body + ";":
            if c == ";" and d == 0:
                if ":" in part:
                    k, t = part.split(":", 1)
                    keys.append((k.strip(), flat(t)))
                part = ""
                continue
            d += c in "{([<"
            d -= c in "})]>"
            part += c
        if keys:
            out.append((m.group(1), keys))
    return out


def member_name(sig):
    s = re.sub(r"^(private|readonly|static|get|set)\s+", "", sig)
    s = re.sub(r"^(private|readonly|static|get|set)\s+", "", s)
    m = re.match(r"([\w$]+|\[[^\]]+\])", s)
    return m.group(1) if m else sig.split("(")[0]


def entry(lines, level, title, doc, signature, opts=True):
    if _last.get("title") == title and _last.get("end") == len(lines):
        # an overload: its signature joins the entry above
        lines.append(f"`{signature}`")
        lines.append("")
        _last["end"] = len(lines)
        return
    lines.append(f"{'#' * level} {title}")
    lines.append("")
    if doc:
        lines.append(doc)
        lines.append("")
    if signature:
        lines.append(f"`{signature}`")
        lines.append("")
    if opts:
        for param, keys in inline_options(signature):
            lines.append(f"Options of `{param}` (a key not listed is a `TypeError`):")
            lines.append("")
            for k, t in keys:
                lines.append(f"- `{k}`: `{t}`")
            lines.append("")
    _last.update(title=title, end=len(lines))


_last = {}


def module(lines, name, path, about):
    text = open(path, encoding="utf-8").read()
    lines.append(f"## `{name}`")
    lines.append("")
    lines.append(f"{about} Declarations: `bindings/js/{os.path.basename(path)}`.")
    lines.append("")
    for doc, st in statements(text):
        st_flat = flat(st)
        if st_flat.startswith("import "):
            continue
        m = re.match(r"export\s*\{([^}]*)\}\s*from\s*'([^']+)'", st_flat)
        if m:
            names = ", ".join(f"`{x.strip()}`" for x in m.group(1).split(","))
            lines.append(f"Re-exports {names} of `{m.group(2)}` (documented above).")
            lines.append("")
            continue
        m = re.match(r"export\s+(declare\s+)?(class|interface)\s+(\w+)([^{]*)\{(.*)\}$", st, re.S)
        if m:
            kind, cname, head, body = m.group(2), m.group(3), flat(m.group(4)), m.group(5)
            entry(lines, 3, f"{kind} `{cname}`", doc, f"{kind} {cname}{(' ' + head) if head else ''}", False)
            for mdoc, mst in statements(body):
                sig = flat(mst)
                mname = member_name(sig)
                if sig.startswith("private"):
                    continue
                title = f"`new {cname}()`" if mname == "constructor" else f"`{cname}.{mname}`"
                entry(lines, 4, title, mdoc, sig)
            continue
        m = re.match(r"export\s+declare\s+function\s+(\w+)", st_flat)
        if m:
            entry(lines, 3, f"function `{m.group(1)}()`", doc, st_flat[len("export declare "):])
            continue
        m = re.match(r"export\s+declare\s+const\s+(\w+)", st_flat)
        if m:
            entry(lines, 3, f"const `{m.group(1)}`", doc, st_flat[len("export declare "):], False)
            continue
        m = re.match(r"export\s+type\s+(\w+)", st_flat)
        if m:
            entry(lines, 3, f"type `{m.group(1)}`", doc, st_flat[len("export "):], False)
            continue
        if not st_flat.startswith("export"):
            continue        # a helper type the declarations use, not exported
        sys.exit(f"js-api.py: {path}: a declaration this script does not know: {st_flat[:80]}")


def main():
    pkg = sys.argv[1] if len(sys.argv) > 1 else "bindings/js"
    lines = [
        "# The JavaScript API",
        "",
        "Generated from the npm package's TypeScript declarations by",
        "`scripts/js-api.py` (`make check` compares): every class, function,",
        "constant and type, every member, and every key of an options object",
        "(an options object refuses a key it does not know with a `TypeError`).",
        "A guide with examples is [the package's README](../../bindings/js/README.md).",
        "",
    ]
    for name, file, about in MODULES:
        module(lines, name, os.path.join(pkg, file), about)
    sys.stdout.write("\n".join(lines).rstrip("\n") + "\n")


if __name__ == "__main__":
    main()
