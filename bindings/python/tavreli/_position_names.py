"""python-chess's ``Board`` names on ``Position``, each mapped to what the
library already does (``Position`` inherits them).

Tavreli has one move notation, R9 (``'e2-e4'``, ``'c1(2)-d2'``, ``'0-0'``),
which the engine protocol uses too: so ``san()``, ``lan()`` and ``uci()``
all write R9 text, and ``push_san()``, ``push_uci()``, ``parse_san()`` and
``parse_uci()`` read any text R9 accepts (bindings/python/README.md).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, Optional, Union

from . import _core
from ._game_text import movetext
from ._squareset import BB_ALL, SquareSet
from ._types import (_KINDS, SQUARES, Colour, Kind, Move, Piece, Square, SquareLike, c_call, colour_to_c,
                     made, parse_square)

if TYPE_CHECKING:
    from ._position import Position

__all__ = ["ChessNames", "STATUS_VALID"]

#: ``status()`` of a legal position (python-chess's ``STATUS_VALID``): a
#: ``Position`` is always legal, the C library makes no other.
STATUS_VALID = 0

_MoveArg = Union[Move, int, str]


class ChessNames:
    """Mixed into ``Position``: python-chess's ``Board`` vocabulary."""

    __slots__ = ()

    _p: Any

    def _self(self) -> Position:
        return self  # type: ignore[return-value]

    # ---- squares and pieces ------------------------------------------------

    def piece_at(self, square: SquareLike) -> Optional[Piece]:
        """The top piece of the tower on ``square`` (the one that moves and
        attacks, R2), or None; ``tower()`` gives the whole tower."""
        t = _core.tav_position_top(self._p, parse_square(square))
        return int.__new__(Piece, t) if t else None

    #: ``Position.top()``: the top piece of a square (the one the tower moves as), or None.
    top = piece_at

    def piece_type_at(self, square: SquareLike) -> Optional[Kind]:
        """The kind of the top piece on ``square``, or None."""
        return _KINDS[int(_core.tav_position_top(self._p, parse_square(square))) & 7]  # (0: None)

    def color_at(self, square: SquareLike) -> Optional[Colour]:
        """The colour of the top piece on ``square`` (the tower's owner,
        R2), or None."""
        piece = self.piece_at(square)
        return piece.color if piece is not None else None

    def piece_map(self, *, mask: int = BB_ALL) -> Dict[Square, Piece]:
        """``{square: top piece}`` for each non-empty square in ``mask``."""
        tops = ((sq, _core.tav_position_top(self._p, sq)) for sq in SQUARES if mask >> sq & 1)
        return {sq: int.__new__(Piece, t) for sq, t in tops if t}

    def tower_map(self) -> Dict[Square, "tuple[Piece, ...]"]:
        """``{square: tower}`` (bottom first) for each non-empty square."""
        return dict(self._self().towers())

    # ---- TFEN under python-chess's FEN names -------------------------------

    def fen(self) -> str:
        """The TFEN (R10): python-chess's ``fen()``. The en passant field is
        written after every double step (R10), not only when a capture is
        possible."""
        return self._self().tfen()

    def board_fen(self) -> str:
        """The board field of the TFEN (R10 field 1)."""
        return self._self().tfen().split(" ", 1)[0]

    def set_fen(self, fen: str) -> None:
        """Set the position from a TFEN (or ``"startpos"``) and clear the
        move stack; ``TfenError`` (the position unchanged) if it is bad."""
        c_call(_core.tavb_position_set_read, self._p, fen, text=fen, code=_core.TAV_ETFEN)

    def reset(self) -> None:
        """The start position (R1), with an empty move stack."""
        self.set_fen(_core.TAV_START_TFEN)

    def clear_stack(self) -> None:
        """Forget the move stack, keeping the position (repetitions, R8,
        then count from here)."""
        self.set_fen(self._self().tfen())

    def result(self, *, claim_draw: bool = False) -> str:
        """``'1-0'``, ``'0-1'``, ``'1/2-1/2'`` when the game is over
        (``outcome(claim_draw=...)``), else ``'*'``."""
        outcome = self._self().outcome(claim_draw=claim_draw)
        return outcome.result() if outcome is not None else "*"

    # ---- notation (R9 under SAN and UCI names) -------------------------------

    def san(self, move: _MoveArg) -> str:
        """python-chess's ``san()``: the canonical R9 text of a legal move
        with ``+`` when it gives check and ``#`` when it mates (the marks
        R9 allows after a move)."""
        m = self.parse_san(move) if isinstance(move, str) else move
        return c_call(_core.tavb_move_san, self._p, m, text=self._self().tfen())  # the null move: "--"

    #: python-chess's ``lan()``: the same as ``san()``, R9 text always names both squares.
    lan = san

    def uci(self, move: _MoveArg) -> str:
        """The text the engine protocol uses: R9's canonical text
        (``move_text()``; doc/engine.md)."""
        return self._self().move_text(move)

    def variation_san(self, moves: Iterable[_MoveArg]) -> str:
        """A line of legal moves from this position as TGN movetext (R11),
        written by the C game writer: ``'1. e2-e4 e7-e5 2. g1-f3'``, a black
        first move as ``'1... e7-e5'``, with ``+``/``#``. ``IllegalMoveError``
        if a move is not legal where it is played."""
        return movetext(self._self(), moves)

    def push_san(self, text: str) -> Move:
        """Read ``text`` as R9 (``parse_san``) and push it."""
        return self._self().push(self.parse_san(text))

    def san_and_push(self, move: _MoveArg) -> str:
        """``san(move)``, then push it (python-chess's ``san_and_push``)."""
        text = self.san(move)
        self._self().push(move)
        return text

    def push_uci(self, text: str) -> Move:
        """Read ``text`` as R9 (``parse_uci``) and push it."""
        return self._self().push(self.parse_uci(text))

    def parse_san(self, text: str) -> Move:
        """``parse_move()``: any text R9 accepts; and python-chess's ``'--'``,
        the null move (``Move.null()``; not in check)."""
        m = c_call(_core.tavb_move_read_or_null, self._p, text, "--", text=text, code=_core.TAV_ENOTATION)
        return int.__new__(Move, m)

    def parse_uci(self, text: str) -> Move:
        """``parse_move()``: the engine protocol's text is R9; and UCI's
        ``'0000'``, the null move (``Move.null()``; not in check)."""
        m = c_call(_core.tavb_move_read_or_null, self._p, text, "0000", text=text, code=_core.TAV_ENOTATION)
        return int.__new__(Move, m)

    # ---- repetitions, attacks, pins --------------------------------------------

    def is_repetition(self, count: int = 3) -> bool:
        """The current position has occurred at least ``count`` times in
        the move stack, itself included (R8). Unlike python-chess, only the
        moves pushed on this object count (``copy(stack=False)`` forgets)."""
        return self._self().repetitions() >= count

    def attacks(self, square: SquareLike) -> SquareSet:
        """The squares the top piece of the tower on ``square`` attacks (R7,
        every non-empty square blocks), empty for an empty square
        (``tav_position_attacks_from``)."""
        return SquareSet._of(_core.tav_position_attacks_from(self._p, parse_square(square)))

    def attacks_mask(self, square: SquareLike) -> int:
        """``attacks()`` as an int mask."""
        return int(self.attacks(square))

    def pin(self, color: Colour, square: SquareLike) -> SquareSet:
        """python-chess's ``pin()``: when the tower on ``square`` is a
        pinned tower of ``color`` (``is_pinned``, R7), the whole line
        through its king and ``square``, along which it may still move;
        else every square (``BB_ALL``)."""
        return SquareSet._of(_core.tavb_pin_mask(self._p, colour_to_c(color), parse_square(square)))

    # ---- moves ---------------------------------------------------------------------

    def _flags(self, move: _MoveArg) -> int:
        m = self._self().parse_move(move) if isinstance(move, str) else move
        return int(_core.tav_position_find_move(self._p, int(m)))

    def is_capture(self, move: _MoveArg) -> bool:
        """The legal ``move`` lands on an enemy-topped tower, taking a
        prisoner (R2), or is en passant; False if it is not legal here."""
        return bool(self._flags(move) & _core.TAV_MOVE_CAPTURE)

    def is_castling(self, move: _MoveArg) -> bool:
        """The legal ``move`` is castling (R7)."""
        return bool(self._flags(move) & _core.TAV_MOVE_CASTLE)

    def is_en_passant(self, move: _MoveArg) -> bool:
        """The legal ``move`` takes en passant (R5)."""
        return bool(self._flags(move) & _core.TAV_MOVE_EN_PASSANT)

    def is_zeroing(self, move: _MoveArg) -> bool:
        """The legal ``move`` resets R8's fifty-move count (a pawn move or
        building a tower, as C's halfmove clock after it says)."""
        return self._fact(_core.tavb_move_is_zeroing, move)

    def is_irreversible(self, move: _MoveArg) -> bool:
        """No later position can repeat one before the legal ``move`` (R8's
        threefold repetition): it loses a castling right (R7) or gives up a
        legal en passant (R5). Unlike chess, a zeroing move is not
        irreversible: a carried pawn goes backwards, towers come apart (R8),
        so ``is_zeroing()`` does not imply it."""
        return self._fact(_core.tavb_move_is_irreversible, move)

    def _fact(self, fact: Callable[[Any, int, Any], int], move: _MoveArg) -> bool:
        m = self._self().parse_move(move) if isinstance(move, str) else move
        return bool(c_call(fact, self._p, m, text=self._self().tfen()))

    def has_legal_en_passant(self) -> bool:
        """A legal move here takes en passant (R5)."""
        return any(m.is_en_passant for m in self._self().legal_moves)

    def epd(self) -> str:
        """python-chess's ``epd()`` without operations: the TFEN's first four
        fields (board, turn, castling, en passant; R10)."""
        return " ".join(self._self().tfen().split(" ")[:4])

    def generate_legal_moves(self) -> Iterator[Move]:
        """The legal moves (R2-R7), as an iterator."""
        return iter(self._self().legal_moves)

    def generate_legal_captures(self) -> Iterator[Move]:
        """The legal moves that capture (``is_capture``)."""
        return (m for m in self._self().legal_moves if m.is_capture)

    # ---- castling rights (R7) -------------------------------------------------------

    def has_castling_rights(self, color: Colour) -> bool:
        """``color`` keeps a castling right (R7, R10 field 3)."""
        return bool(self._self().castling_rights >> 2 * colour_to_c(color) & 3)  # (C: white's bits 1, 2)

    def has_kingside_castling_rights(self, color: Colour) -> bool:
        """``color`` may still castle short (0-0)."""
        return bool(self._self().castling_rights >> 2 * colour_to_c(color) & 1)

    def has_queenside_castling_rights(self, color: Colour) -> bool:
        """``color`` may still castle long (0-0-0)."""
        return bool(self._self().castling_rights >> 2 * colour_to_c(color) & 2)

    # ---- other views ---------------------------------------------------------------

    def mirror(self) -> Position:
        """The position with the colours swapped and the board flipped
        (rank 1 <-> rank 8), the other side to move, without a move stack;
        checked as a TFEN is (R10). Badges stay with their pawns (R1)."""
        p = c_call(_core.tavb_position_mirror, self._p, code=_core.TAV_ETFEN)
        return self._self()._owning(p, "tavb_position_mirror")

    def unicode(self, *, invert_color: bool = False, borders: bool = False,
                empty_square: str = "\u2b58", orientation: Colour = Colour.WHITE) -> str:
        """The board in chess glyphs, as python-chess's ``unicode()``: rank
        8 first (``orientation=BLACK``: rank 1 first), the top piece of each
        tower (``Piece.unicode_symbol``), ``empty_square`` where there is
        none. Tower heights are not shown: ``str()`` shows them."""
        text = _core.tavb_position_unicode(self._p, bool(invert_color), bool(borders), empty_square,
                                           bool(orientation))
        return made(text, "tavb_position_unicode")

    def status(self) -> int:
        """``STATUS_VALID`` (0): the C library makes only legal positions
        (R10), so a ``Position`` never has a status problem. A board that
        may be illegal is a ``Setup``, whose ``status()`` says what is
        wrong."""
        return STATUS_VALID

    def is_valid(self) -> bool:
        """True: see ``status()``."""
        return True

