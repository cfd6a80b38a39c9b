"""Movetext (TGN, R11) of a line of moves, written by the C game writer:
``str(game.mainline_moves())`` and ``Position.variation_san()``."""
from __future__ import annotations

import io
import os
from typing import IO, TYPE_CHECKING, Any, Iterable, List, Union

from ._types import Move

if TYPE_CHECKING:
    from ._game import Game
    from ._position import Position

__all__ = ["MainlineMoves", "movetext", "write_games"]


def movetext(position: Position, moves: Iterable[Union[Move, int, str]]) -> str:
    """The moves, legal one after the other from ``position``, as TGN
    movetext on one line: move numbers, ``+``/``#`` marks, no result
    (``'1. e2-e4 e7-e5'``, ``'1... e7-e5'`` when black moves first)."""
    from ._game import Game
    game = Game.from_board(position.copy(stack=False))
    node: Any = game.root
    for m in moves:
        node = node.add_variation(m)
    text = game.write(headers=False, comments=False, nags=False, variations=False,
                      check_limits=False)
    words = text.split()
    return " ".join(words[:-1])  # the last word is the result token


class MainlineMoves(List[Move]):
    """The moves of a main line (a list of ``Move``, as before) whose
    ``str()`` is their movetext, as python-chess's ``Mainline``:
    ``'1. e2-e4 e7-e5 2. g1-f3'``."""

    def __init__(self, moves: Iterable[Move], start: Position) -> None:
        super().__init__(moves)
        self._start = start

    def __str__(self) -> str:
        """The movetext of the moves from where they start."""
        return movetext(self._start, self)


def _write_text(file: IO[Any], text: str) -> None:
    if isinstance(file, io.TextIOBase):
        file.write(text)
    elif isinstance(file, (io.RawIOBase, io.BufferedIOBase)):
        file.write(text.encode("utf-8", "surrogateescape"))
    else:
        try:
            file.write(text)
        except TypeError:
            file.write(text.encode("utf-8", "surrogateescape"))


def write_games(games: Iterable[Game], file: Union[str, "os.PathLike[str]", IO[Any]]) -> int:
    """Write games as canonical TGN, separated by a blank line, to a path
    (created or replaced, UTF-8) or a text or binary file object. Returns
    the number of games written."""
    if isinstance(file, (str, os.PathLike)):
        with open(file, "wb") as f:
            return write_games(games, f)
    from ._game import Game
    n = 0
    for game in games:
        if not isinstance(game, Game):
            raise TypeError(f"write_games() writes Game objects, not {type(game).__name__}")
        text = game.write()
        _write_text(file, ("\n" if n else "") + text)
        n += 1
    return n
