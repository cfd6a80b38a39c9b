#!/usr/bin/env python3
"""The Python package's imports go one way: no module of the package imports
the package inside a function (an import there only hides a cycle), and the
imports its modules run when they are imported form no cycle. Imports under
``if TYPE_CHECKING:`` are left out of the graph: the type checker alone runs
them, for annotations (a mixin naming the class it is mixed into).

  scripts/check-python-imports.py [PACKAGE_DIR]
      (default bindings/python/tavreli)

Prints every offending import (file:line) and each cycle; exits 1 if any.
make check runs it (bindings/local.mk)."""
import ast
import os
import sys


def module_of(package, rel):
    name = rel[:-3].replace(os.sep, ".")
    return package if name == "__init__" else f"{package}.{name}"


def imported(package, here, node):
    """The package modules an import statement names (from the module `here`)."""
    is_pkg = here == package
    base = here if is_pkg else here.rsplit(".", 1)[0]
    if isinstance(node, ast.Import):
        return [a.name for a in node.names if a.name.split(".")[0] == package]
    if node.level:
        parts = base.split(".")
        parts = parts[: len(parts) - (node.level - 1)] if node.level > 1 else parts
        root = ".".join(parts + ([node.module] if node.module else []))
    else:
        root = node.module or ""
    if root.split(".")[0] != package:
        return []
    # "from . import x" names the module x; "from .m import y" the module m
    return [f"{root}.{a.name}" for a in node.names] if not node.module else [root]


def main():
    top = sys.argv[1] if len(sys.argv) > 1 else "bindings/python/tavreli"
    package = os.path.basename(os.path.normpath(top))
    modules, edges, problems = {}, {}, []
    for dirpath, _, files in os.walk(top):
        for f in sorted(files):
            if f.endswith(".py"):
                path = os.path.join(dirpath, f)
                modules[module_of(package, os.path.relpath(path, top))] = path
    for name, path in sorted(modules.items()):
        tree = ast.parse(open(path, encoding="utf-8").read(), path)
        edges[name] = set()
        functions = [n for n in ast.walk(tree) if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))]
        inner = {id(x) for fn in functions for x in ast.walk(fn) if x is not fn}
        typing_only = {id(x) for n in tree.body if isinstance(n, ast.If) and _is_type_checking(n.test)
                       for b in n.body for x in ast.walk(b)}
        for node in ast.walk(tree):
            if not isinstance(node, (ast.Import, ast.ImportFrom)):
                continue
            targets = [t for t in imported(package, name, node) if t != name]
            if targets and id(node) in inner:
                problems.append((name, f"{path}:{node.lineno}: imports {', '.join(targets)} inside a function"))
            if id(node) not in typing_only:
                edges[name].update(t for t in targets if t in modules)
    # cycles: a depth-first walk that reports each back edge's loop once
    state, stack, seen = {}, [], set()

    def walk(m):
        state[m] = 1
        stack.append(m)
        for t in sorted(edges.get(m, ())):
            if state.get(t) == 1:
                loop = stack[stack.index(t):] + [t]
                key = frozenset(loop)
                if key not in seen:
                    seen.add(key)
                    problems.append((loop, "import cycle: " + " -> ".join(loop)))
            elif t not in state:
                walk(t)
        stack.pop()
        state[m] = 2

    for m in sorted(modules):
        if m not in state:
            walk(m)
    failing = len(problems)
    for _, text in problems:
        print(text)
    if failing:
        print(f"check-python-imports: {failing} problem(s) in {top}", file=sys.stderr)
        return 1
    print(f"check-python-imports: {len(modules)} modules, imports one-directional, none inside a function"
          + (f" ({len(problems)} in pending modules)" if problems else ""))
    return 0


def _is_type_checking(test):
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or \
        (isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING")


if __name__ == "__main__":
    sys.exit(main())
