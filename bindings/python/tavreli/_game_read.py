"""Game records (TGN, R11): reading games from paths, bytes and file objects
(``read_games``, ``read_game``, ``GameReader``) and writing them to files
(``write_games``)."""
from __future__ import annotations

import os
import weakref
from typing import IO, Any, Iterable, Iterator, List, Mapping, Optional, Tuple, Union

from . import _core
from ._errors import check, from_error
from ._game import Game
from ._game_nodes import Headers
from ._game_text import _write_text
from ._types import c_call

__all__ = ["GameSource", "GameReader", "read_games", "read_game", "read_headers", "skip_game",
           "write_games"]

GameSource = Union[str, "os.PathLike[str]", "os.PathLike[bytes]", bytes, bytearray,
                   memoryview, IO[bytes], IO[str]]


# ---- reading --------------------------------------------------------------------

def _game_or_end(g: Any, err: Any) -> Optional[Game]:
    """The game a C reader returned, None at the end of its input, or the
    error err says."""
    if g is None and err.code == _core.TAV_EIO:
        raise OSError(err.message or "read error in the game input")
    if g is None and err.code != _core.TAV_OK:
        raise from_error(err)
    return Game.__new__(Game)._setup(lambda g, err: g, g) if g is not None else None


class GameReader(Iterator[Game]):
    """The iterator ``read_games()`` returns: one ``Game`` per ``next()``,
    read as it is asked for. ``close()`` (or ``with``) releases the C
    reader and the file it opened early; it is done at the end anyway."""

    def __init__(self, reader: Any, file: Optional[IO[Any]] = None) -> None:
        self._r = reader
        self._file = file   # a file read_games() opened, closed with the reader
        self._count = 0

    def __next__(self) -> Game:
        err = _core.tav_error()
        game = None
        try:
            if self._r is not None:
                game = _game_or_end(_core.tavb_reader_next(self._r, err), err)
        finally:  # at the end of the input, or on any error
            if game is None:
                self.close()
        if game is None:
            raise StopIteration
        return game

    @property
    def games_read(self) -> int:
        """Number of games returned so far."""
        if self._r is not None:
            self._count = _core.tavb_reader_game_count(self._r)
        return self._count

    def close(self) -> None:
        """Stop reading: release the C reader (and close a file this reader
        opened). Further ``next()`` calls raise ``StopIteration``."""
        self._count = self.games_read
        self._r = None
        if self._file is not None:
            f, self._file = self._file, None
            f.close()

    def __enter__(self) -> GameReader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


def _reader_for(source: Any, mode: int) -> Tuple[Any, Optional[IO[Any]]]:
    if not isinstance(source, (str, os.PathLike, bytes, bytearray, memoryview)) and not hasattr(source, "read"):
        raise TypeError("read_games() reads a path (str or os.PathLike), bytes, or a "
                        f"file object, not {type(source).__name__}")
    opened = open(source, "rb") if isinstance(source, (str, os.PathLike)) else None
    # C reads bytes from a copy, a file with read1() or read(); the C reader
    # counts bytes: a text stream's characters are given to it in UTF-8
    # (surrogates kept as the bytes they were, surrogateescape).
    err = _core.tav_error()
    r = _core.tavpy_reader_new_source(opened or source, mode, err)
    if r is None:
        if opened is not None:
            opened.close()
        raise from_error(err)
    return r, opened


def _checked_limits(limits: Optional[Mapping[str, int]]) -> List[Tuple[int, int]]:
    # C knows the names, ranges and types (tavb_limit_checked: TypeError, ValueError)
    return [(c_call(_core.tavb_limit_checked, str(name), value), value)
            for name, value in (limits or {}).items()]


def read_games(source: GameSource, *, strict: bool = False,
               limits: Optional[Mapping[str, int]] = None) -> GameReader:
    """Read the games of a TGN input, one at a time, as ``Game`` objects.

    ``source`` is a path (``str`` or ``os.PathLike``: the file is opened,
    streamed and closed at the end or on ``close()``), a binary or text file
    object (read with ``read1()``/``read()`` in chunks as games are asked
    for; not closed), or bytes (``bytes``, ``bytearray``, ``memoryview``).
    A TGN text held in a ``str`` is read with ``io.StringIO(text)`` or
    ``text.encode()``. Only one game (and a chunk of input) is held at a
    time when reading a file.

    Problems in the game text are never exceptions: every move is replayed
    against the rules and each problem is recorded, located, in the game's
    ``errors`` and ``warnings``.

    - Lenient mode (the default, for archives) goes on where that is safe
      and collects every problem; the typos of handwritten scores (a
      Cyrillic look-alike letter, an upper-case square, two squares without
      the hyphen) are repaired and reported as warnings. The opposite
      default to ``tavreli validate``, which is strict unless given
      ``--lenient`` (a validator's verdict, against a reader's archive):
      the tournament file reads 20 valid games here, 5 invalid there.
    - ``strict=True`` makes the first error end the game (the rest of its
      text is skipped) and typos errors. Games with errors are still
      returned (``game.is_valid`` is False, the main line stops before the
      error); nothing is raised.

    ``limits`` overrides the reader's limits by name (see ``LIMITS``: plies,
    nodes, comment, depth, tags, tag_length, game_bytes, problems); an
    exceeded limit is an error of kind ``ProblemKind.LIMIT`` in the game.

    Raises ``TypeError`` for a source of another type, ``OSError``
    (``FileNotFoundError``...) when a path cannot be opened or the file
    cannot be read, ``ValueError`` for an unknown or invalid limit, and
    whatever the file object's ``read()`` raises."""
    mode = _core.TAV_READ_STRICT if strict else _core.TAV_READ_LENIENT
    checked = _checked_limits(limits)
    r, opened = _reader_for(source, mode)
    for which, value in checked:  # checked by C already: cannot fail
        check(_core.tavb_reader_set_limit(r, which, value))
    return GameReader(r, opened)


# What read_game() read past its game from a file it cannot seek: handed to
# the next read_game() on the same file first (tavpy_read_game).
_UNREAD: weakref.WeakKeyDictionary[Any, Any] = weakref.WeakKeyDictionary()


def read_game(source: GameSource, *, strict: bool = False,
              limits: Optional[Mapping[str, int]] = None) -> Optional[Game]:
    """The next game of ``source`` (as ``read_games()``), or None when it
    holds no more. From a file object (text or binary) it reads exactly
    one game and leaves the file right after it, so python-chess's loop
    ``while (game := read_game(f)) is not None`` gives every game, headers
    and all. A file that cannot seek (a pipe) keeps what was read past the
    game for the next ``read_game()`` on it."""
    if not hasattr(source, "read") or isinstance(source, (str, bytes, bytearray, memoryview, os.PathLike)):
        with read_games(source, strict=strict, limits=limits) as games:
            return next(games, None)
    mode = _core.TAV_READ_STRICT if strict else _core.TAV_READ_LENIENT
    err = _core.tav_error()
    return _game_or_end(_core.tavpy_read_game(source, _UNREAD, mode, _checked_limits(limits), err), err)


def read_headers(source: GameSource, *, strict: bool = False) -> Optional[Headers]:
    """The tags of the next game of ``source`` (python-chess's
    ``read_headers``), or None when it holds no more; a file object is left
    after the game, as by ``read_game()``. The C reader reads and replays
    the whole game (it checks every move, R11), so this is no faster than
    ``read_game()``: it is here so that scanning loops port as they are."""
    game = read_game(source, strict=strict)
    return game.headers if game is not None else None


def skip_game(source: GameSource, *, strict: bool = False) -> bool:
    """Read past the next game of ``source`` (python-chess's
    ``skip_game``): True if there was one. As ``read_headers()``, no
    faster than reading it."""
    return read_game(source, strict=strict) is not None


def write_games(games: Iterable[Game], file: Union[str, "os.PathLike[str]", IO[Any]]) -> int:
    """Write games as canonical TGN, separated by a blank line, to a path
    (created or replaced, UTF-8) or a text or binary file object. Returns
    the number of games written."""
    if isinstance(file, (str, os.PathLike)):
        with open(file, "wb") as f:
            return write_games(games, f)
    n = 0
    for n, game in enumerate(games, 1):
        if not isinstance(game, Game):
            raise TypeError(f"write_games() writes Game objects, not {type(game).__name__}")
        _write_text(file, ("\n" if n > 1 else "") + game.write())
    return n
