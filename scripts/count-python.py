#!/usr/bin/env python3
"""Lines of code of a Python package: the lines that hold a token other
than a comment, new line or indentation, less docstring lines (of the
module, classes and functions); the SWIG module (_core*) is not counted.

  scripts/count-python.py [--max N] DIR     per file, then "N total"

With --max, exits 1 when the total is over N (make check passes --max 3000
through scripts/check-python-package.sh)."""
import ast, io, sys, tokenize, os


def count(path):
    src = open(path).read()
    tree = ast.parse(src)
    doc = set()
    for n in ast.walk(tree):
        if isinstance(n, (ast.Module, ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)) and n.body \
                and isinstance(n.body[0], ast.Expr) and isinstance(getattr(n.body[0], 'value', None), ast.Constant) \
                and isinstance(n.body[0].value.value, str):
            d = n.body[0]
            doc.update(range(d.lineno, d.end_lineno + 1))
    lines = set()
    for t in tokenize.generate_tokens(io.StringIO(src).readline):
        if t.type in (tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT,
                      tokenize.ENDMARKER):
            continue
        for l in range(t.start[0], t.end[0] + 1):
            lines.add(l)
    return len(lines - doc)


def main(argv):
    limit = None
    if argv[:1] == ["--max"]:
        limit, argv = int(argv[1]), argv[2:]
    tot = 0
    for root, _, fs in os.walk(argv[0]):
        for f in sorted(fs):
            if f.endswith('.py') and '_core' not in f:
                p = os.path.join(root, f)
                c = count(p)
                tot += c
                print(c, p)
    print(tot, 'total')
    if limit is not None and tot > limit:
        print(f"count-python: {tot} lines of code in {argv[0]}, more than {limit}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
