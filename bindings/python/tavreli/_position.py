"""Positions: towers, legal moves, pushing and popping, the end of the game.

A ``Position`` owns its C ``tav_position`` (freed with the Python object).
Everything read from it (moves, pieces, towers, TFEN text) is a copied
value that does not refer to the position.
"""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Dict, Iterator, List, Optional, Tuple, Union

from . import _core
from ._errors import IllegalMoveError, NotationError, TfenError, from_error, from_status
from ._move_lists import LegalMoves, MoveStack
from ._position_names import ChessNames
from ._position_search import SearchMethods
from ._squareset import SquareSet
from ._types import (SQUARE_NAMES, SQUARES, Colour, Move, Piece, Square, SquareLike,
                     colour_from_c, colour_to_c, parse_square)

__all__ = ["Position", "LegalMoves", "MoveStack", "Outcome", "Termination", "START_TFEN"]

#: The start position (R1, R10): chess's.
START_TFEN: str = _core.TAV_START_TFEN

_mkmove = int.__new__
_push = _core.tavb_push
_pop = _core.tavb_pop
_legal = _core.tavb_legal_moves
_hash = _core.tav_position_hash
_hist_len = _core.tav_position_history_length
_hist_move = _core.tav_position_history_move
_IDENTITY = 0x3FFFF
_VALID_BITS = _core.TAV_MOVE_VALID_BITS


class Termination(enum.Enum):
    """Why a game is over: on the board (R8), or by a claim."""
    CHECKMATE = "checkmate"
    STALEMATE = "stalemate"
    THREEFOLD_REPETITION = "threefold_repetition"
    FIFTY_MOVES = "fifty_moves"
    #: Neither side has the material to mate (R8 dead position, proved by
    #: the material argument alone; ``Position.is_dead()`` searches further).
    INSUFFICIENT_MATERIAL = "insufficient_material"


@dataclass(frozen=True)
class Outcome:
    """The end of a game, as python-chess's ``Outcome``: ``termination``
    says why, ``winner`` is a ``Colour`` (``WHITE``/``BLACK``), or None for
    a draw."""
    termination: Termination
    winner: Optional[Colour]

    @property
    def reason(self) -> Termination:
        """Deprecated: the old name of ``termination`` (0.x)."""
        return self.termination

    def result(self) -> str:
        """``'1-0'``, ``'0-1'`` or ``'1/2-1/2'`` (R11)."""
        if self.winner is None:
            return "1/2-1/2"
        return "1-0" if self.winner == Colour.WHITE else "0-1"


SquareArg = SquareLike


class Position(ChessNames, SearchMethods):
    """A Tavreli position (R1-R10) with the history of the moves pushed on it.

    ``Position(tfen=START_TFEN)`` reads a TFEN (R10), or ``"startpos"``
    (UCI's name) for the start position, and raises
    ``TfenError`` (a ``ValueError``) naming the field and character that is
    wrong. ``==`` compares by value: the TFENs (board, side to move,
    castling, en passant square and clocks; not histories). A position is
    mutable, so, as python-chess's ``Board``, it is not hashable: use
    ``zobrist_hash()`` or ``tfen()`` (a frozen snapshot) as a key in sets
    and dicts. Pickling and ``copy()`` keep the history (R8 repetitions)."""

    __slots__ = ("_p", "_stack", "__weakref__")

    def __init__(self, tfen: str = START_TFEN) -> None:
        if not isinstance(tfen, str):
            raise TypeError(f"a TFEN is a str, not {type(tfen).__name__}")
        if tfen == "startpos":
            tfen = START_TFEN
        if "\0" in tfen:
            raise TfenError("TFEN contains a NUL character", code=_core.TAV_ETFEN,
                            offset=tfen.index("\0"), text=tfen)
        err = _core.tav_error()
        p = _core.tavb_position_from_tfen(tfen, err)
        if p is None:
            raise from_error(err, text=tfen, code=_core.TAV_ETFEN)
        self._p = p

    @classmethod
    def start(cls) -> Position:
        """The start position (R1)."""
        return cls()

    def root(self) -> Position:
        """The position the move stack starts from, with an empty stack
        (python-chess's ``Board.root()``; ``tav_position_root``)."""
        p = _core.tav_position_root(self._p)
        if p is None:
            raise MemoryError("tav_position_root failed")
        new = type(self).__new__(type(self))
        new._p = p
        return new

    def copy(self, *, stack: Union[bool, int] = True) -> Position:
        """A deep copy, history included (``tav_position_copy``).
        ``stack=False`` copies the position alone, with an empty move
        stack; ``stack=n`` keeps the last ``n`` moves (python-chess's
        ``Board.copy(stack=...)``; repetitions, R8, count only those)."""
        p = _core.tavb_position_copy(self._p)
        if p is None:
            raise MemoryError("tav_position_copy failed")
        new = type(self).__new__(type(self))
        new._p = p
        if stack is True:
            return new
        if isinstance(stack, bool) or stack == 0:
            keep = 0
        elif isinstance(stack, int) and stack > 0:
            keep = stack
        else:
            raise ValueError(f"stack is True, False or a number of moves, not {stack!r}")
        moves = []
        while len(moves) < keep and _hist_len(p):
            moves.append(_pop(p))
        new = type(self)(_core.tavb_position_tfen(p))
        for m in reversed(moves):
            _push(new._p, m)
        return new

    def __copy__(self) -> Position:
        return self.copy()

    def __deepcopy__(self, memo: object) -> Position:
        return self.copy()

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # The position the history starts from and the moves pushed since,
        # so that repetitions (R8) survive a round trip.
        start = _core.tavb_position_copy(self._p)
        while _pop(start) >= 0:
            pass
        moves = [_hist_move(self._p, i) for i in range(_hist_len(self._p))]
        return (_position_from_history, (type(self), _core.tavb_position_tfen(start), moves))

    # ---- reading the position -------------------------------------------

    def tfen(self) -> str:
        """The canonical TFEN of the position (R10)."""
        s = _core.tavb_position_tfen(self._p)
        if s is None:
            raise from_status(_core.TAV_EBUFSIZE)
        return s

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.tfen()!r})"

    def __str__(self) -> str:
        """An ASCII board (``tav_position_write_board``, the board of
        ``tavreli play``): rank 8 at the top, each square showing its whole
        tower bottom to top (upper case white, lower case black, ``~`` after
        a promoted piece, ``.`` empty), then the towers of two pieces or
        more in full and the side to move."""
        text = _core.tavb_position_board(self._p)
        if text is None:
            raise MemoryError("out of memory")
        return text.rstrip("\n")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, Position):
            return bool(_core.tav_position_equal(self._p, other._p))
        return NotImplemented

    # Mutable: not hashable (python-chess's Board is not either).
    __hash__ = None  # type: ignore[assignment]

    def zobrist_hash(self) -> int:
        """The 64-bit Zobrist hash of board, side to move, castling rights
        and en passant square (``tav_position_hash``; not the clocks): a
        key for sets and dicts of positions, taken now."""
        return _hash(self._p)

    @property
    def turn(self) -> Colour:
        """The side to move: ``WHITE`` (true) or ``BLACK`` (false)."""
        return colour_from_c(_core.tav_position_turn(self._p))

    def ply(self) -> int:
        """Plies played since the start of the game, from the counters:
        ``2 * (fullmove_number - 1)``, plus one with black to move
        (python-chess's ``Board.ply()``; ``len(move_stack)`` counts the moves
        pushed on this object)."""
        return _core.tav_position_ply(self._p)

    @property
    def castling_rights(self) -> int:
        """An or of ``CASTLE_WHITE_SHORT``, ``CASTLE_WHITE_LONG``,
        ``CASTLE_BLACK_SHORT``, ``CASTLE_BLACK_LONG`` (R7, R10 field 3)."""
        return _core.tav_position_castling(self._p)

    @property
    def ep_square(self) -> Optional[Square]:
        """The en passant square of R10 field 4 (set after every double
        step), or None."""
        sq = _core.tav_position_ep_square(self._p)
        return SQUARES[sq] if 0 <= sq < 64 else None

    @property
    def halfmove_clock(self) -> int:
        """The fifty-move count in plies (R8)."""
        return _core.tav_position_halfmove_clock(self._p)

    @property
    def fullmove_number(self) -> int:
        """Starts at 1, goes up after black's move."""
        return _core.tav_position_fullmove_number(self._p)

    def tower(self, square: SquareArg) -> Tuple[Piece, ...]:
        """The tower on a square, bottom piece first; ``()`` when empty."""
        sq = parse_square(square)
        p = self._p
        piece = _core.tav_position_piece
        return tuple(int.__new__(Piece, piece(p, sq, i))
                     for i in range(_core.tav_position_height(p, sq)))

    def towers(self) -> Iterator[Tuple[Square, Tuple[Piece, ...]]]:
        """``(square, tower)`` for each non-empty square, a1 to h8. The
        towers are read as the iteration goes."""
        height = _core.tav_position_height
        for sq in SQUARES:
            if height(self._p, sq):
                yield sq, self.tower(sq)

    def height(self, square: SquareArg) -> int:
        """The number of pieces on a square (0 = empty)."""
        return _core.tav_position_height(self._p, parse_square(square))

    def top(self, square: SquareArg) -> Optional[Piece]:
        """The top piece of a square (the one the tower moves as), or None."""
        t = _core.tav_position_top(self._p, parse_square(square))
        return int.__new__(Piece, t) if t else None

    def king(self, color: Optional[Colour] = None, *, colour: Optional[Colour] = None) -> Square:
        """The square of a side's king (``WHITE``/``True`` or
        ``BLACK``/``False``; ``ValueError`` for anything else). The keyword
        ``colour=`` is a deprecated alias of ``color``."""
        if colour is not None:
            if color is not None:
                raise TypeError("king() takes color or colour, not both")
            color = colour
        return SQUARES[_core.tav_position_king_square(self._p, colour_to_c(color))]

    # ---- attacks, checks and pins (R7; tavreli/query.h) --------------------

    def attackers(self, color: Colour, square: SquareArg) -> SquareSet:
        """The squares of the towers topped by ``color`` whose top attacks
        ``square`` (R7: the top pieces attack as chess pieces, every
        non-empty square blocks)."""
        return SquareSet._of(_core.tav_position_attackers(self._p, colour_to_c(color),
                                                          parse_square(square)))

    def is_attacked_by(self, color: Colour, square: SquareArg) -> bool:
        """``color`` attacks ``square`` (R7)."""
        return _core.tav_position_is_attacked(self._p, colour_to_c(color), parse_square(square)) > 0

    def checkers(self) -> SquareSet:
        """The squares of the enemy tops that attack the king of the side to
        move (R7), a piece freed by a split included (R2)."""
        return SquareSet._of(_core.tav_position_checkers(self._p))

    def pinned(self, color: Colour) -> SquareSet:
        """The pinned towers of ``color``: topped by it, the only non-empty
        square between its king and an enemy slider on that line, so that
        moving the tower away whole, off the line, exposes the king (R7; a
        split never does, its square stays occupied). See tavreli/query.h."""
        return SquareSet._of(_core.tav_position_pinned(self._p, colour_to_c(color)))

    def is_pinned(self, color: Colour, square: SquareArg) -> bool:
        """The tower on ``square`` is a pinned tower of ``color`` (``pinned()``)."""
        return _core.tav_position_is_pinned(self._p, colour_to_c(color), parse_square(square)) > 0

    def gives_check(self, move: Union[Move, int, str]) -> bool:
        """Playing the legal ``move`` leaves the opponent in check (R7), with
        all it does: freed tops (R2), promotions (R6), en passant, castling.
        ``IllegalMoveError`` if it is not legal here."""
        m = self.parse_move(move) if isinstance(move, str) else _move_bits(move)
        r = _core.tav_position_gives_check(self._p, m)
        if r < 0:
            raise self._push_error(m, r)
        return bool(r)

    def is_legal(self, move: Union[Move, int]) -> bool:
        """``move`` (a ``Move`` or a ``tav_move`` int, matched by source,
        destination and count) is a legal move here. False for an int that
        is no move value at all (junk bits, negative, too large)."""
        if type(move) is not Move:
            if isinstance(move, bool) or not isinstance(move, int):
                raise TypeError(f"a move is a Move or an int, not {type(move).__name__}")
            if not 0 <= move <= _VALID_BITS:
                return False
        return bool(_core.tav_position_is_legal(self._p, move))

    # ---- moves -------------------------------------------------------------

    @property
    def legal_moves(self) -> LegalMoves:
        """The legal moves (R2-R7), computed in one C call."""
        p = self._p
        return LegalMoves(_legal(p), p)

    def legal_move_ints(self) -> List[int]:
        """The legal moves as a list of plain ``int`` (``tav_move`` values):
        the fastest form, for search loops; ``push()`` takes them as they are."""
        return _legal(self._p)

    def push(self, move: Union[Move, int, str]) -> Move:
        """Play a legal move, given as a ``Move`` (matched by source,
        destination and count), a ``tav_move`` int, or text in any form R9
        accepts; record it in the history and return it as recorded (with
        its flags). Raises ``IllegalMoveError`` or ``NotationError`` (both
        ``ValueError``), the position unchanged.

        ``push(Move.null())`` passes (python-chess's null move, for threats
        and search: not a move of the rules): the other side is to move,
        the en passant square goes, the halfmove clock goes up, and ``pop()``
        takes it back (``tav_position_push_null``). ``IllegalMoveError`` in
        check: the side to move may not leave its king attacked (R7)."""
        if type(move) is Move:
            r = _push(self._p, move)
            if r >= 0:
                # The same bits (a move from legal_moves): return it as is.
                # (xor, not ==: Move.__eq__ is a Python-level call.)
                return move if not r ^ move else _mkmove(Move, r)
            raise self._push_error(move, r)
        if isinstance(move, int) and not isinstance(move, bool):
            r = _push(self._p, _move_bits(move))
            if r >= 0:
                return _mkmove(Move, r)
            raise self._push_error(move, r)
        if isinstance(move, str):
            m = self.parse_move(move)
            r = _push(self._p, m)
            if r >= 0:
                return m
            raise self._push_error(m, r)
        raise TypeError(f"a move is a Move, an int or a str, not {type(move).__name__}")

    def _push_error(self, move: int, r: int) -> Exception:
        if r == _core.TAV_EILLEGAL and not move:
            return IllegalMoveError(
                f"the null move is not legal in check: {self.turn.name.lower()} may not pass "
                "and leave its king attacked (R7)", code=r, text=self.tfen())
        if r == _core.TAV_EILLEGAL:
            sq = move & 63
            return IllegalMoveError(
                f"{_core.tavb_move_format(move) or hex(move)} is not a legal move here",
                code=r, square=SQUARE_NAMES[sq], text=self.tfen())
        return from_status(r)

    def pop(self) -> Move:
        """Take back the last pushed move (or null move) and return it.
        ``IndexError`` if the history is empty."""
        r = _pop(self._p)
        if r >= 0:
            return _mkmove(Move, r)
        raise IndexError("pop from an empty move stack")

    def peek(self) -> Move:
        """The last pushed move. ``IndexError`` if the history is empty."""
        n = _core.tav_position_history_length(self._p)
        if not n:
            raise IndexError("peek at an empty move stack")
        return _mkmove(Move, _core.tav_position_history_move(self._p, n - 1))

    @property
    def move_stack(self) -> MoveStack:
        """The moves pushed since the position was set up, first first: a
        live read-only sequence over the C history (``len()`` is O(1))."""
        try:
            return self._stack
        except AttributeError:
            stack = self._stack = MoveStack(self._p)
            return stack

    def parse_move(self, text: str) -> Move:
        """Read one move written in any form R9 accepts (``'e2-e4'``,
        ``'c1(2)-d2'``, ``'c1-d2(2)'``, ``'e2xe4'``, ``'0-0'``, ``'O-O-O'``,
        ``'e1-g1'``, trailing ``+ # x ! ? =``) and return the legal move.
        Raises ``NotationError`` (unreadable, with the offset) or
        ``IllegalMoveError`` (no such legal move)."""
        if not isinstance(text, str):
            raise TypeError(f"a move text is a str, not {type(text).__name__}")
        if "\0" in text:
            raise NotationError("move text contains a NUL character", code=_core.TAV_ENOTATION,
                                offset=len(text[:text.index("\0")].encode()), text=text)
        err = _core.tav_error()
        m = _core.tavb_move_parse(self._p, text, err)
        if not m:
            raise from_error(err, text=text, code=_core.TAV_ENOTATION)
        return _mkmove(Move, m)

    def move_text(self, move: Union[Move, int, str]) -> str:
        """The canonical R9 text of a legal move of this position
        (``'c1(2)-d2'``, ``'0-0'``). Raises ``IllegalMoveError`` if it is
        not legal here."""
        move = self.parse_move(move) if isinstance(move, str) else _move_bits(move)
        if not move:  # the null move: legal but in check, written as str() writes it
            if self.is_check():
                raise self._push_error(move, _core.TAV_EILLEGAL)
            return "0000"
        legal = _core.tav_position_find_move(self._p, move)
        if not legal:
            raise self._push_error(move, _core.TAV_EILLEGAL)
        return _core.tavb_move_format(legal)

    def find_move(self, source: SquareArg, destination: SquareArg, count: Optional[int] = None) -> Move:
        """The legal move from source to destination taking count pieces
        (the whole tower when count is None). ``IllegalMoveError`` if none."""
        src = parse_square(source)
        if count is None:
            count = max(_core.tav_position_height(self._p, src), 1)
        m = Move(src, destination, count)
        legal = _core.tav_position_find_move(self._p, m)
        if not legal:
            raise self._push_error(m, _core.TAV_EILLEGAL)
        return _mkmove(Move, legal)

    # ---- check and the end of the game -------------------------------------

    def is_check(self) -> bool:
        """The side to move is in check (R7)."""
        return bool(_core.tav_position_in_check(self._p))

    def is_checkmate(self) -> bool:
        """The side to move is in check and has no legal move: it loses (R8)."""
        return bool(_core.tav_position_is_checkmate(self._p))

    def is_stalemate(self) -> bool:
        """The side to move has no legal move and is not in check: draw (R8)."""
        return bool(_core.tav_position_is_stalemate(self._p))

    def repetitions(self) -> int:
        """How many times the current position has occurred in the history,
        itself included (R8)."""
        return _core.tav_position_repetitions(self._p)

    def can_claim_threefold_repetition(self) -> bool:
        """The same position for the third time (R8): a claimable draw.
        False when the game is over on the board (checkmate, stalemate):
        there is nothing left to claim."""
        return bool(_core.tav_position_can_claim_threefold(self._p))

    def can_claim_fifty_moves(self) -> bool:
        """100 plies without a pawn move or a tower built (R8): claimable.
        False when the game is over on the board (checkmate, stalemate)."""
        return bool(_core.tav_position_can_claim_fifty(self._p))

    def can_claim_draw(self) -> bool:
        """A draw may be claimed (R8: threefold repetition or fifty moves;
        never automatic in Tavreli)."""
        return self.can_claim_threefold_repetition() or self.can_claim_fifty_moves()

    def has_insufficient_material(self, color: Colour) -> bool:
        """``color`` cannot mate whatever happens: its king and at most one
        knight or bishop, or a pawn whose badge is one, counting every piece
        of ``color`` in every tower (R8; the other side's pieces never help,
        since a king may climb onto any tower not topped by a king, R2)."""
        return bool(_core.tavb_insufficient_material(self._p, colour_to_c(color)))

    def is_insufficient_material(self) -> bool:
        """Neither side can mate by its material: a dead position (R8)."""
        return (self.has_insufficient_material(Colour.WHITE)
                and self.has_insufficient_material(Colour.BLACK))

    def is_game_over(self, claim_draw: bool = False) -> bool:
        """``outcome(claim_draw=...)`` is not None."""
        return self.outcome(claim_draw=claim_draw) is not None

    def outcome(self, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game stands on the board: checkmate (the side to move
        loses), stalemate or insufficient material on both sides (draws,
        R8); None while the game goes on. Claimable draws (R8) count only
        with ``claim_draw=True``. A dead position that only a search proves
        is ``is_dead()``'s (it may take milliseconds; this does not)."""
        o = _core.tav_outcome()
        rc = _core.tav_position_outcome(self._p, 0, _core.TAV_OUTCOME_CLAIM if claim_draw else 0, 0, o)
        if rc < 0:
            raise from_status(rc)
        return _outcome_from_c(o)

    # ---- perft (R12) ---------------------------------------------------------

    def perft(self, depth: int) -> int:
        """The number of leaves of the legal-move tree of depth ``depth``
        (R12), counted in C (without holding the GIL). perft(0) = 1; a
        depth above ``PERFT_MAX_DEPTH`` (64) raises ValueError."""
        depth = _depth(depth, 0)
        n = _core.tavb_perft(self._p, depth)
        if n < 0:
            raise MemoryError("perft: out of memory")
        return n

    def divide(self, depth: int) -> Dict[Move, int]:
        """perft(depth - 1) below each legal move (depth >= 1), counted in
        C, as a dict ordered by move text in byte order (R12); a depth
        above ``PERFT_MAX_DEPTH`` raises ValueError."""
        depth = _depth(depth, 1)
        entries = _core.tavb_divide(self._p, depth)
        items = [(_mkmove(Move, m), n) for m, n in entries]
        items.sort(key=lambda item: str(item[0]).encode())
        return dict(items)

    # ---- pictures ------------------------------------------------------------

    def _repr_svg_(self) -> str:
        """The picture a notebook shows: the last move and a check marked,
        as python-chess does."""
        from .svg import svg
        last = self.peek() if _core.tav_position_history_length(self._p) else None
        return svg(self, check=True, lastmove=last)


_TERMINATIONS = {
    _core.TAV_TERM_CHECKMATE: Termination.CHECKMATE,
    _core.TAV_TERM_STALEMATE: Termination.STALEMATE,
    _core.TAV_TERM_INSUFFICIENT_MATERIAL: Termination.INSUFFICIENT_MATERIAL,
    _core.TAV_TERM_THREEFOLD: Termination.THREEFOLD_REPETITION,
    _core.TAV_TERM_FIFTY: Termination.FIFTY_MOVES,
}


def _outcome_from_c(o: _core.tav_outcome) -> Optional[Outcome]:
    """The Outcome of C's tav_outcome (tavreli/outcome.h), or None in play.
    Only the terminations C gives without a search or fallen flags occur."""
    if o.termination == _core.TAV_TERM_NONE:
        return None
    termination = _TERMINATIONS[o.termination]
    return Outcome(termination, colour_from_c(o.winner) if o.winner in (0, 1) else None)


def _move_bits(move: object) -> int:
    """A move value for C, or TypeError/ValueError saying why it is none."""
    if type(move) is Move:
        return move  # type: ignore[return-value]
    if isinstance(move, bool) or not isinstance(move, int):
        raise TypeError(f"a move is a Move, an int or a str, not {type(move).__name__}")
    if not 0 <= move <= 0xFFFFFFFF:
        raise ValueError(f"not a move value: {move} (a tav_move is an unsigned 32-bit value)")
    if move & ~_VALID_BITS:
        raise ValueError(f"not a move value: {move:#x} has bits outside TAV_MOVE_VALID_BITS "
                         f"({_VALID_BITS:#x}, tavreli/move.h)")
    return move


def _position_from_history(cls: type, tfen: str, moves: List[int]) -> Position:
    pos = cls(tfen)
    for m in moves:
        if _push(pos._p, m) < 0:
            raise ValueError(f"cannot replay {m:#x} on {tfen!r}")
    return pos


def _depth(depth: int, least: int) -> int:
    if not isinstance(depth, int) or isinstance(depth, bool):
        raise TypeError(f"a depth is an int, not {type(depth).__name__}")
    if depth < least:
        raise ValueError(f"depth must be at least {least}, not {depth}")
    if depth > _core.TAV_PERFT_MAX_DEPTH:  # C refuses it too: a deeper walk would overflow the stack
        raise ValueError(f"depth must be at most {_core.TAV_PERFT_MAX_DEPTH} (PERFT_MAX_DEPTH), not {depth}")
    return depth
