"""Game records (TGN, R11): the problems found while reading a game, and how
a game stands at its end (R8). Part of ``tavreli._game``."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Optional, Tuple

from . import _core
from ._position_rules import Outcome, Termination, _outcome_from_c, _termination_of
from ._errors import check
from ._types import Colour, colour_from_c, made

__all__ = ["Severity", "ProblemKind", "Problem", "EndState"]


# ---- problems ----------------------------------------------------------------

class _Named(enum.Enum):
    """An enum whose str() is its value, the name C gives it."""

    def __str__(self) -> str:
        return str(self.value)


class Severity(_Named):
    """How bad a problem is: a warning leaves the game valid."""
    WARNING = "warning"
    ERROR = "error"


class ProblemKind(_Named):
    """What a problem is about (``tav_problem_kind``)."""
    SYNTAX = "syntax"            #: a malformed token, brace, parenthesis, NAG...
    ILLEGAL = "illegal"          #: the move reads but is not legal here (R2-R7)
    AMBIGUOUS = "ambiguous"      #: the text fits more than one move (reserved)
    RESULT = "result"            #: result missing or disagreeing (R8, R11)
    TAG = "tag"                  #: malformed or duplicate tag pair
    SETUP = "setup"              #: SetUp/FEN tags unusable
    MOVE_NUMBER = "move-number"  #: a move number that does not match
    TYPO = "typo"                #: a typo of a handwritten score
    ANNOTATION = "annotation"    #: a check or mate mark that does not fit
    LIMIT = "limit"              #: a reader limit was exceeded
    CLOCK = "clock"              #: clock data that cannot agree with the time control (R13)
    UNKNOWN = "unknown"          #: a kind this package does not know yet


@dataclass(frozen=True)
class Problem:
    """One located problem found while reading a game (a copy of the C
    ``tav_problem``).

    ``line`` and ``column`` are 1-based (columns count UTF-8 characters),
    ``offset`` is the 0-based byte offset in the input; ``ply`` (1-based
    from the game's start), ``move_number`` (R10 field 6), ``side`` and
    ``move`` (as written) describe the move concerned, or are 0 / None /
    ``""`` when there is none. ``code`` is the C status (``TAV_ENOTATION``,
    ``TAV_EILLEGAL``, ``TAV_ETFEN``, ``TAV_ELIMIT`` or ``TAV_EGAME``)."""
    severity: Severity
    kind: ProblemKind
    code: int
    game: int
    line: int
    column: int
    offset: int
    ply: int
    move_number: int
    side: Optional[Colour]
    move: str
    message: str
    #: The one text of the problem, made by C (``tav_problem_format``).
    text: str = field(default="", repr=False, compare=False)

    @property
    def is_error(self) -> bool:
        """Of severity error: the game is not valid."""
        return self.severity is Severity.ERROR

    def __str__(self) -> str:
        """``'13:19: warning [typo]: game 1, move 20 (white) 'b1 e1': ...'``,
        as ``tavreli validate`` writes it after the file name (the C
        library's ``tav_problem_format``)."""
        return self.text or f"{self.line}:{self.column}: {self.message}"


def _problem(g: Any, i: int) -> Problem:
    """Problem i of the C game g: a copy, with C's text of it (UTF-8, as it
    is); C names a kind this package does not know "unknown"."""
    p: Any = made(_core.tavb_game_problem(g, i), "copying a problem of a game")
    return Problem(Severity.WARNING if p.severity == _core.TAV_SEVERITY_WARNING else Severity.ERROR,
                   ProblemKind(_core.tav_problem_kind_name(p.kind)), p.code, p.game, p.line, p.column,
                   p.offset, p.ply, p.move_number, colour_from_c(p.side) if p.side in (0, 1) else None,
                   p.move, p.message, _core.tavb_game_problem_text(g, i) or "")


# ---- the end of a game ---------------------------------------------------------

@dataclass(frozen=True)
class EndState:
    """How a game stands at the end of its main line (R8), and whether its
    recorded result agrees (for a game whose main line stopped on an error:
    at the last move replayed). C judges it all (``tav_game_outcome``,
    tavreli/outcome.h), as ``tavreli validate`` does.

    ``termination`` is ``Termination.CHECKMATE``, ``Termination.STALEMATE``
    or None (in play); ``turn`` is the side to move there (after a
    checkmate, the side that is mated). Claimable draws do not end the game
    by themselves: they are ``threefold_claimable`` / ``fifty_claimable``
    (never after a checkmate or stalemate). ``insufficient_material``:
    neither side can mate by its material, a dead position (R8);
    ``dead`` is the solver's answer within the validator's budget (True,
    False, or None when undecided; ``Game.end_position().is_dead()``
    searches with a budget of your choice), and ``result_agrees`` counts
    a win recorded in a dead position as disagreeing."""
    termination: Optional[Termination]
    turn: Colour
    threefold_claimable: bool
    fifty_claimable: bool
    result_agrees: bool
    insufficient_material: bool = False
    dead: Optional[bool] = False
    _outcomes: Tuple[Optional[Outcome], Optional[Outcome]] = field(default=(None, None), repr=False,
                                                                 compare=False)
    _text: str = field(default="", repr=False, compare=False)

    @classmethod
    def _of_game(cls, g: Any) -> EndState:
        """The end state of the C game g, as C judges it (tavb_game_end_state)."""
        e = _core.tavb_end_state()
        check(_core.tavb_game_end_state(g, e))
        return cls(termination=_termination_of(e.termination), turn=colour_from_c(e.turn),
                   threefold_claimable=bool(e.threefold), fifty_claimable=bool(e.fifty),
                   result_agrees=bool(e.agrees), insufficient_material=bool(e.insufficient),
                   dead=None if e.dead < 0 else bool(e.dead),
                   _outcomes=(_outcome_from_c(e.plain), _outcome_from_c(e.claimed)),
                   _text=_core.tavb_outcome_text(e.full))

    @property
    def is_checkmate(self) -> bool:
        """The side to move at the end is checkmated (R8): it lost."""
        return self.termination is Termination.CHECKMATE

    @property
    def is_stalemate(self) -> bool:
        """The side to move at the end has no legal move and is not in
        check (R8): a draw."""
        return self.termination is Termination.STALEMATE

    @property
    def in_play(self) -> bool:
        """Neither checkmate nor stalemate: the side to move has a move."""
        return self.termination is None

    @property
    def loser(self) -> Optional[Colour]:
        """The side checkmated, or None."""
        return self.turn if self.is_checkmate else None

    @property
    def winner(self) -> Optional[Colour]:
        """The side that gave checkmate, or None."""
        return ~self.turn if self.is_checkmate else None

    def outcome(self, claim_draw: bool = False) -> Optional[Outcome]:
        """As ``Position.outcome()`` at the end of the main line."""
        return self._outcomes[1 if claim_draw else 0]

    def __str__(self) -> str:
        """``'white checkmated'``, ``'black stalemated'`` or ``'in play'``,
        then a dead position and the claimable draws, as ``tavreli
        validate`` says it (``tav_outcome_format``)."""
        return self._text
