#!/usr/bin/env python3
"""Validate Tavreli game records (TGN, R11) from Python, as `tavreli validate`.

    validate_games.py [--strict|--lenient] FILE...   (FILE may be - for stdin)

Reads every game (lenient by default: known typos of handwritten scores are
repaired and reported as warnings; --strict makes them errors), replays its
moves against the rules, and prints one line per game: whether it is valid,
how many plies were replayed, how it ends on the board (R8) and its result,
then one line per problem, located as FILE:LINE:COLUMN. A last line sums
up. The exit status is 0 when every game is valid, 1 otherwise, 2 for a
usage error. The output is the same as `tavreli validate`'s.
"""
import sys
from typing import List

import tavreli


def plural(n: int, word: str, suffix: str = "s") -> str:
    return f"{n} {word}{'' if n == 1 else suffix}"


def describe(game: tavreli.Game) -> str:
    """The line `tavreli validate` prints for a game."""
    errors, warnings = len(game.errors), len(game.warnings)
    who = f"{game.headers.get('White', '?')} - {game.headers.get('Black', '?')}"
    if errors:
        status = f"invalid ({plural(errors, 'error')}"
        status += f", {plural(warnings, 'warning')})" if warnings else ")"
    else:
        status = f"ok ({plural(warnings, 'warning')})" if warnings else "ok"
    plies = f"{game.plies} pl{'y' if game.plies == 1 else 'ies'}"
    if not game.complete:
        plies += " replayed"
    end = game.end_state
    result = game.result + ("" if end.result_agrees else " (disagrees)")
    return f'game {game.index} "{who}": {status}, {plies}, {end}, result {result}'


def main(argv: List[str]) -> int:
    strict = False
    files: List[str] = []
    for arg in argv[1:]:
        if arg == "--strict":
            strict = True
        elif arg == "--lenient":
            strict = False
        elif arg.startswith("--"):
            files = []
            break
        else:
            files.append(arg)
    if not files:
        print((__doc__ or "").strip().split("\n\n")[1], file=sys.stderr)
        return 2
    count = valid = with_warnings = invalid = mates = failures = 0
    for name in files:
        shown = "<stdin>" if name == "-" else name
        try:
            games = tavreli.read_games(sys.stdin.buffer if name == "-" else name, strict=strict)
            for game in games:
                count += 1
                if game.is_valid:
                    valid += 1
                    with_warnings += bool(game.warnings)
                else:
                    invalid += 1
                mates += game.end_state.is_checkmate
                print(describe(game))
                for problem in game.problems:
                    print(f"  {shown}:{problem}")
        except OSError as e:
            print(f"validate_games: {shown}: {e.strerror or e}", file=sys.stderr)
            failures += 1
    print(f"{plural(count, 'game')}: {valid} valid ({with_warnings} with warnings), "
          f"{invalid} invalid; {mates} end{'s' if mates == 1 else ''} in checkmate"
          f"{'; some input could not be read' if failures else ''}")
    return 1 if invalid or failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
