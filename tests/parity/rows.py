"""Reads bindings/parity.tsv (the features of the library by language):
rows(path) yields (feature, expected, {language: cell}); imported by the
Python harness, the Java generator and scripts/parity-table.py."""
import csv

LANGUAGES = ("python", "js", "java", "lua")


def rows(path):
    with open(path, encoding="utf-8") as f:
        lines = [line for line in f if line.strip() and not line.startswith("#")]
    reader = csv.reader(lines, delimiter="\t", quoting=csv.QUOTE_NONE)
    header = next(reader)
    if header != ["feature", "expected", *LANGUAGES]:
        raise SystemExit(f"{path}: the header must be feature, expected, {', '.join(LANGUAGES)}")
    for n, cells in enumerate(reader, 2):
        if len(cells) != len(header):
            raise SystemExit(f"{path}: row {n} ({cells[0]!r}) has {len(cells)} cells, not {len(header)}")
        yield cells[0], cells[1], dict(zip(LANGUAGES, cells[2:]))


def unavailable(cell):
    """The reason a language lacks a feature, or None when the cell is code."""
    return cell[len("n/a:"):].strip() if cell.startswith("n/a:") else None
