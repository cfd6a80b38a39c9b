"""The Python column of bindings/parity.tsv, run against the tavreli
package: python3 parity.py PARITY.TSV TGN. Prints one TAP line a row;
exit status 1 if any cell gives another value than the row expects."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rows import rows, unavailable  # noqa: E402

import tavreli  # noqa: E402


def text(value):
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def main():
    path, tgn = sys.argv[1], sys.argv[2]
    P = tavreli.Position
    fixtures = dict(tavreli=tavreli, tgn=tgn, p=P(), c=P("4k3/8/8/8/4R3/8/8/K7 b - - 0 1"),
                    m=P("k7/8/NKB5/8/8/8/8/8 b - - 0 1"), s=P("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1"),
                    pin=P("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1"), kk=P("8/8/8/3k4/8/8/8/3K4 w - - 0 1"),
                    prob=P("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1"))
    failures = count = 0
    for feature, expected, cells in rows(path):
        cell = cells["python"]
        if unavailable(cell) is not None:
            continue
        count += 1
        env = dict(fixtures, q=P())
        try:
            if cell.startswith("error:"):
                try:
                    eval(cell[len("error:"):], env)
                    got = "(no error)"
                except tavreli.TavreliError as e:
                    got = e.message  # the library's located message
            else:
                got = text(eval(cell, env))
        except Exception as e:  # the cell itself failed: report it
            got = f"{type(e).__name__}: {e}"
        if got == expected:
            print(f"ok {count} - python: {feature}")
        else:
            failures += 1
            print(f"not ok {count} - python: {feature}: expected {expected!r}, got {got!r} from {cell}")
    print(f"1..{count}")
    return 1 if failures else 0


sys.exit(main())
