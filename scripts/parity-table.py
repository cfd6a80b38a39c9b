#!/usr/bin/env python3
"""The parity table of doc/parity.md from bindings/parity.tsv, the one list
of the library's features by language:

    python3 scripts/parity-table.py bindings/parity.tsv > doc/parity.md

tests/parity/check-parity.sh runs every cell and fails when doc/parity.md
is not this script's output."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "parity"))
from rows import LANGUAGES, rows, unavailable  # noqa: E402

TITLES = {"python": "Python", "js": "JavaScript", "java": "Java", "lua": "Lua"}


def cell(text):
    reason = unavailable(text)
    if reason is not None:
        return f"— ({reason})"
    return "`" + text.replace("|", "\\|") + "`"


def main():
    out = ["# Features by language", "",
           "<!-- Made by scripts/parity-table.py from bindings/parity.tsv; do not edit. -->", "",
           "Every language reaches each feature through the one C implementation.",
           "Each row is run in every language by `make check` (tests/parity/), and",
           "each must give the value in the second column. The fixtures (`p`, the",
           "start position; `c`, `m`, `s`, `pin`, `kk`, `prob`, positions; `tgn`, the",
           "tournament games' file) are described at the top of bindings/parity.tsv.", "",
           "| Feature | Gives | " + " | ".join(TITLES[l] for l in LANGUAGES) + " |",
           "|---" * (2 + len(LANGUAGES)) + "|"]
    for feature, expected, cells in rows(sys.argv[1]):
        out.append(f"| {feature} | `{expected.replace('|', chr(92) + '|')}` | "
                   + " | ".join(cell(cells[l]) for l in LANGUAGES) + " |")
    print("\n".join(out))


main()
