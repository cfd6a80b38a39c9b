"""The rules' questions about a position, mixed into ``Position``: attacks,
checks and pins (R7; tavreli/query.h), the end of the game (R8) and perft
(R12). Each is one C call; ``Outcome`` and ``Termination`` are the answers'
shapes (python-chess's)."""
from __future__ import annotations

import enum
from dataclasses import dataclass
from typing import Dict, Optional, Union

from . import _core
from ._position_names import ChessNames
from ._squareset import SquareSet
from ._types import (Colour, Move, SquareLike, c_call, colour_from_c, colour_to_c,
                     parse_square)

__all__ = ["Outcome", "Termination", "RuleMethods"]

_mkmove = int.__new__


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


class RuleMethods(ChessNames):
    """Mixed into ``Position``: what the rules say about it (and, from
    ``ChessNames``, python-chess's names)."""

    __slots__ = ()

    # ---- attacks, checks and pins (R7; tavreli/query.h) --------------------

    def attackers(self, color: Colour, square: SquareLike) -> SquareSet:
        """The squares of the towers topped by ``color`` whose top attacks
        ``square`` (R7: the top pieces attack as chess pieces, every
        non-empty square blocks)."""
        return SquareSet._of(_core.tav_position_attackers(self._p, colour_to_c(color),
                                                          parse_square(square)))

    def is_attacked_by(self, color: Colour, square: SquareLike) -> bool:
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

    def is_pinned(self, color: Colour, square: SquareLike) -> bool:
        """The tower on ``square`` is a pinned tower of ``color`` (``pinned()``)."""
        return _core.tav_position_is_pinned(self._p, colour_to_c(color), parse_square(square)) > 0

    def gives_check(self, move: Union[Move, int, str]) -> bool:
        """Playing the legal ``move`` leaves the opponent in check (R7), with
        all it does: freed tops (R2), promotions (R6), en passant, castling.
        ``IllegalMoveError`` if it is not legal here."""
        return self._fact(_core.tavb_move_gives_check, move)

    def is_legal(self, move: Union[Move, int]) -> bool:
        """``move`` (a ``Move`` or a ``tav_move`` int, matched by source,
        destination and count) is a legal move here. False for an int that
        is no move value at all (junk bits, negative, too large; beyond 64
        bits, ``ValueError`` naming it). ``TypeError`` for a non-int."""
        return bool(_core.tavb_move_value_is_legal(self._p, move))  # C checks the value

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
        return bool(_core.tavb_insufficient_material(self._p, -1))  # (-1: both sides)

    def is_game_over(self, claim_draw: bool = False) -> bool:
        """``outcome(claim_draw=...)`` is not None."""
        return self.outcome(claim_draw=claim_draw) is not None

    def outcome(self, claim_draw: bool = False) -> Optional[Outcome]:
        """How the game stands on the board: checkmate (the side to move
        loses), stalemate or insufficient material on both sides (draws,
        R8); None while the game goes on. Claimable draws (R8) count only
        with ``claim_draw=True``. A dead position that only a search proves
        is ``is_dead()``'s (it may take milliseconds; this does not)."""
        return _outcome_from_c(c_call(_core.tavb_position_outcome, self._p, bool(claim_draw)))

    # ---- perft (R12) ---------------------------------------------------------

    def perft(self, depth: int) -> int:
        """The number of leaves of the legal-move tree of depth ``depth``
        (R12), counted in C (without holding the GIL). perft(0) = 1; a
        depth above ``PERFT_MAX_DEPTH`` (64) raises ValueError."""
        return c_call(_core.tavb_perft_checked, self._p, depth)  # C refuses a bad depth, naming it

    def divide(self, depth: int) -> Dict[Move, int]:
        """perft(depth - 1) below each legal move (depth >= 1), counted in
        C, as a dict ordered by move text in byte order (R12); a depth
        above ``PERFT_MAX_DEPTH`` raises ValueError."""
        return {_mkmove(Move, m): n for m, n in c_call(_core.tavb_divide_sorted, self._p, depth)}


def _termination_of(code: int) -> Optional[Termination]:
    """The Termination of a C termination code (named as C names it), None
    for one without a member here (none, or one a search or a flag gives)."""
    return next((t for t in Termination if t.value == _core.tav_termination_name(code)), None)


def _outcome_from_c(o: _core.tav_outcome) -> Optional[Outcome]:
    """The Outcome of C's tav_outcome (tavreli/outcome.h), or None in play.
    Only the terminations C gives without a search or fallen flags occur."""
    if o.termination == _core.TAV_TERM_NONE:
        return None
    termination = Termination(_core.tav_termination_name(o.termination))  # C's names are the values
    return Outcome(termination, colour_from_c(o.winner) if o.winner in (0, 1) else None)

