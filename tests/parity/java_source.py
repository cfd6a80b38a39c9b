"""Writes the Java column of bindings/parity.tsv as one class, Parity, with
a method a row: python3 java_source.py PARITY.TSV > Parity.java; run as
java Parity TGN. One TAP line a row; exit status 1 on any difference."""
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from rows import rows, unavailable  # noqa: E402


def java_string(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'


def main():
    checks = []
    methods = []
    for feature, expected, cells in rows(sys.argv[1]):
        cell = cells["java"]
        if unavailable(cell) is not None:
            continue
        n = len(checks)
        if cell.startswith("error:"):
            body = (f"try {{ Object v = {cell[len('error:'):].strip()}; return \"(no error)\"; }}\n"
                    "        catch (TavreliException e) { return e.getMessage(); }")
        elif "return" in cell:
            body = cell
        else:
            body = f"return {cell};"
        methods.append(f"    static Object row{n}(Position q) throws Exception {{\n        {body}\n    }}")
        checks.append(f"        check({java_string(feature)}, {java_string(expected)}, () -> row{n}(new Position()));")
    print("""// Written by tests/parity/java_source.py from bindings/parity.tsv. Do not edit.
import tavreli.*;

public final class Parity {
    interface Row { Object get() throws Exception; }
    static String tgn;
    static final Position p = new Position(), c = new Position("4k3/8/8/8/4R3/8/8/K7 b - - 0 1"),
        m = new Position("k7/8/NKB5/8/8/8/8/8 b - - 0 1"), s = new Position("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1"),
        pin = new Position("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1"), kk = new Position("8/8/8/3k4/8/8/8/3K4 w - - 0 1"),
        prob = new Position("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1");
    static int count, failures;

    static void check(String feature, String expected, Row row) {
        String got;
        try {
            got = String.valueOf(row.get());
        } catch (Throwable t) {
            got = t.toString();
        }
        count++;
        if (got.equals(expected)) {
            System.out.println("ok " + count + " - java: " + feature);
        } else {
            failures++;
            System.out.println("not ok " + count + " - java: " + feature + ": expected '" + expected + "', got '" + got + "'");
        }
    }
""")
    print("\n\n".join(methods))
    print("""
    public static void main(String[] args) {
        tgn = args[0];""")
    print("\n".join(checks))
    print("""        System.out.println("1.." + count);
        System.exit(failures == 0 ? 0 : 1);
    }
}""")


main()
