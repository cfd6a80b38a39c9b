"""An SVG picture of a position (``Position._repr_svg_``), drawn by the C
renderer (``tav_svg_write``, tavreli/svg.h), the same one the command line
(``tavreli svg``), Java and Lua use.

Every piece of every tower is shown: the top piece as a large disc with its
letter, the pieces under it as a column of small tokens, bottom piece lowest,
each with its colour, letter and (for a pawn) its badge; a promoted piece has
a gold ring and star; the height is in the square's corner; towers of
``legend`` or more pieces are listed in full, numbered from the bottom,
beside the board. The options are those of python-chess's
``chess.svg.board()``: ``tavreli.svg.board(position, size=...)`` draws;
the module itself is callable too, ``tavreli.svg(position, ...)`` (the
older spelling, the same function). ``tavreli.svg.piece(piece, size=45)``
draws one piece as the board does (python-chess's ``chess.svg.piece()``).
"""
from __future__ import annotations

import sys
import types
from collections.abc import Mapping as _MappingABC
from typing import Any, Iterable, Mapping, Optional, Tuple

from . import _core
from ._errors import check
from ._position import Position
from ._types import Colour, Piece, SquareLike, c_call, c_position, colour_to_c, parse_square

__all__ = ["svg", "board", "piece", "parse_color", "Arrow"]


class Arrow:
    """An arrow for ``board(arrows=[...])``, as python-chess's
    ``chess.svg.Arrow(tail, head, *, color="green")``: from ``tail`` to
    ``head`` (squares or names), ``color`` a colour name or #rgb text."""

    __slots__ = ("tail", "head", "color")

    def __init__(self, tail: SquareLike, head: SquareLike, *, color: str = "green") -> None:
        """An arrow from ``tail`` to ``head`` drawn in ``color``."""
        self.tail = tail
        self.head = head
        self.color = color

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Arrow):
            return NotImplemented
        return (_square(self.tail, "arrow"), _square(self.head, "arrow"), self.color) == \
            (_square(other.tail, "arrow"), _square(other.head, "arrow"), other.color)

    def __hash__(self) -> int:
        return hash((_square(self.tail, "arrow"), _square(self.head, "arrow"), self.color))

    def __repr__(self) -> str:
        return f"Arrow({self.tail!r}, {self.head!r}, color={self.color!r})"


def parse_color(text: str) -> int:
    """A colour as the C renderer reads it (``"#rgb"``, ``"#rrggbb"``,
    ``"#rrggbbaa"``, ``"red"``...) as the int 0xRRGGBBAA. Raises
    ``ValueError`` for anything else (C's refusal), ``TypeError`` for
    what is not a str."""
    return int(c_call(_core.tavb_svg_color_checked, text))


def _items(mapping: Optional[Mapping[Any, str]], what: str) -> Iterable[Tuple[Any, str]]:
    if mapping is not None and not isinstance(mapping, _MappingABC):
        raise TypeError(f"{what} is a mapping, not {type(mapping).__name__}")
    return (mapping or {}).items()


def _square(value: Any, what: str) -> int:
    try:
        return int(parse_square(value))
    except ValueError:
        raise ValueError(f"{what}: not a square: {value!r}") from None


def _move_squares(move: Any) -> tuple[int, int]:
    """(from, to) of a Move or a python-chess-like move (both have
    from_square and to_square) or a pair of squares."""
    if hasattr(move, "from_square") and hasattr(move, "to_square"):
        return _square(move.from_square, "lastmove"), _square(move.to_square, "lastmove")
    if isinstance(move, (tuple, list)) and len(move) == 2:
        return _square(move[0], "lastmove"), _square(move[1], "lastmove")
    if isinstance(move, int) and not isinstance(move, bool) and move > 0:
        return move & 63, (move >> 6) & 63
    raise TypeError(f"lastmove is a Move or a pair of squares, not {move!r}")


def _arrow(arrow: Any) -> tuple[int, int, Optional[str]]:
    """(tail, head, colour or None) of an (tail, head[, colour]) tuple or of
    an object with tail, head and color (python-chess's ``chess.svg.Arrow``)."""
    if hasattr(arrow, "tail") and hasattr(arrow, "head"):
        arrow = (arrow.tail, arrow.head, getattr(arrow, "color", None))
    if not isinstance(arrow, (tuple, list)) or len(arrow) not in (2, 3):
        raise TypeError(f"an arrow is (tail, head) or (tail, head, colour), not {arrow!r}")
    # python-chess names its arrow colours green, red, blue, yellow: the
    # renderer knows those names too.
    return _square(arrow[0], "arrow"), _square(arrow[1], "arrow"), arrow[2] if len(arrow) == 3 else None


def svg(position: Position, size: int = 400, *, flipped: bool = False,
        coordinates: bool = True, title: Optional[str] = None,
        orientation: Optional[Colour] = None, lastmove: Any = None, check: Any = None,
        arrows: Iterable[Any] = (), fill: Optional[Mapping[Any, str]] = None,
        squares: Optional[Iterable[Any]] = None, colors: Optional[Mapping[str, str]] = None,
        legend: int = 5) -> str:
    """An SVG document (a str) showing ``position``.

    ``size``: the height in pixels (64..16384), and the board's width; a
    legend widens the picture. ``orientation``: the colour at the bottom
    (``WHITE`` by default; ``flipped=True`` is the same as ``BLACK``).
    ``coordinates``: file letters and rank digits. ``lastmove``: a Move
    (or a pair of squares) whose squares are highlighted. ``check``: a
    square to highlight as a king in check, or ``True`` for the king of the
    side to move if it is in check. ``arrows``: (tail, head) or (tail, head,
    colour) tuples, or objects with ``tail``, ``head`` and ``color``; tail
    == head draws a circle. ``fill``: {square: colour}. ``squares``:
    squares marked with a cross. ``colors``: {role: colour}, roles as
    ``tav_svg_color_role_parse`` names them ("square light", "square dark",
    "margin", "coord", "arrow", "white", "black", "promoted"...).
    ``legend``: towers of at least this many pieces are listed beside the
    board (0: never). ``title``: the picture's title (default: the TFEN).

    Raises ``TypeError`` or ``ValueError`` with a clear message for a bad
    argument."""
    o = _options(colors, title)
    c_call(_core.tavb_svg_set_size, o, size, legend)
    o.orientation = colour_to_c(not flipped if orientation is None else orientation)
    o.coordinates = 1 if coordinates else 0
    if lastmove is not None:
        o.lastmove_from, o.lastmove_to = _move_squares(lastmove)
    if check is True:
        o.check = _core.TAV_SVG_CHECK_AUTO
    elif check is not None and check is not False:
        o.check = _square(check, "check")
    for arrow in arrows:  # C refuses a colour it cannot read, or one arrow too many
        c_call(_core.tavb_svg_add_arrow_named, o, *_arrow(arrow))
    for sq, shade in _items(fill, "fill {square: colour}"):
        c_call(_core.tavb_svg_fill_named, o, _square(sq, "fill"), shade)
    for sq in (squares or ()):
        _core.tavb_svg_mark(o, _square(sq, "squares"), 1)
    return str(c_call(_core.tavb_svg_write, c_position(position, "svg() draws"), o))


def _options(colors: Optional[Mapping[str, str]], title: Optional[str]) -> Any:
    """New C options with colors {role: colour} and title; C refuses a
    role or colour it does not read, naming it."""
    o = _core.tav_svg_options()
    for role, colour in _items(colors, "colors {role: colour}"):
        c_call(_core.tavb_svg_set_color_named, o, role, colour)
    if isinstance(title, str):  # a NUL dropped, a lone surrogate replaced: the picture is still drawn
        title = title.replace("\0", "").encode("utf-8", "replace").decode("utf-8")
    check(_core.tavb_svg_set_title(o, title))  # MemoryError for TAV_ENOMEM; TypeError for a non-str
    return o


def piece(piece: Piece, size: Optional[int] = None, *, colors: Optional[Mapping[str, str]] = None,
          title: Optional[str] = None) -> str:
    """python-chess's ``chess.svg.piece(piece, size=None)``: an SVG document
    (a str) of one piece, ``size`` pixels square (default 45, 8..16384),
    drawn exactly as the board draws a lone piece (``tav_svg_piece_write``):
    its disc and letter, a pawn's badge, a promoted piece's ring and star;
    the background is transparent. ``piece`` is a ``Piece`` (or an object
    with ``piece_type`` and ``color``, as python-chess's ``chess.Piece``).
    ``colors``: {role: colour} as for ``board()`` (the piece roles "white",
    "white ink", "black", "black ink", "promoted" are the ones drawn).
    ``title``: the picture's title (default: the piece's name, such as
    "white pawn (badge Q)").

    Raises ``TypeError`` or ``ValueError`` with a clear message for a bad
    argument."""
    if not isinstance(piece, Piece):
        if hasattr(piece, "piece_type") and hasattr(piece, "color"):
            piece = Piece(piece.piece_type, piece.color)
        else:
            raise TypeError(f"piece() draws a Piece, not {type(piece).__name__}")
    o = _options(colors, title)
    return str(c_call(_core.tavb_svg_piece_write, int(piece), 45 if size is None else size, o))


def board(board: Optional[Position] = None, *, size: int = 400, flipped: bool = False,
          coordinates: bool = True, title: Optional[str] = None,
          orientation: Optional[Colour] = None, lastmove: Any = None, check: Any = None,
          arrows: Iterable[Any] = (), fill: Optional[Mapping[Any, str]] = None,
          squares: Optional[Iterable[Any]] = None, colors: Optional[Mapping[str, str]] = None,
          legend: int = 5) -> str:
    """python-chess's ``chess.svg.board()``: ``svg()`` with the position
    as ``board`` (the start position when None) and every option a
    keyword."""
    return svg(Position() if board is None else board, size, flipped=flipped, coordinates=coordinates,
               title=title, orientation=orientation, lastmove=lastmove, check=check, arrows=arrows,
               fill=fill, squares=squares, colors=colors, legend=legend)


class _CallableModule(types.ModuleType):
    """This module, callable as ``svg()`` (``tavreli.svg(position)``)."""

    def __call__(self, *args: Any, **kwargs: Any) -> str:
        return svg(*args, **kwargs)


sys.modules[__name__].__class__ = _CallableModule
