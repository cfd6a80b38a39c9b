"""Game records (TGN, R11): the problems found while reading a game, and how
a game stands at its end (R8). Part of ``tavreli._game``."""
from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Optional, Tuple

from . import _core
from ._position_rules import Outcome, Termination, _outcome_from_c
from ._errors import from_status
from ._types import Colour, colour_from_c

__all__ = ["Severity", "ProblemKind", "Problem", "EndState"]


# ---- problems ----------------------------------------------------------------

class Severity(enum.Enum):
    """How bad a problem is: a warning leaves the game valid."""
    WARNING = "warning"
    ERROR = "error"

    def __str__(self) -> str:
        return self.value


class ProblemKind(enum.Enum):
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

    def __str__(self) -> str:
        return self.value


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


def _problem(p: Any, text: Optional[str] = None) -> Problem:
    try:
        severity = Severity(_core.tav_severity_name(p.severity))
    except ValueError:
        severity = Severity.ERROR
    try:
        kind = ProblemKind(_core.tav_problem_kind_name(p.kind))
    except ValueError:
        kind = ProblemKind.UNKNOWN
    return Problem(severity, kind, p.code, p.game, p.line, p.column, p.offset, p.ply,
                   p.move_number, colour_from_c(p.side) if p.side in (0, 1) else None,
                   p.move, p.message, text or "")  # C's UTF-8 text, as it is


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
        """The end state of the C game g, from tav_game_outcome()."""

        def ask(options: int) -> Any:
            o = _core.tav_outcome()
            rc = _core.tav_game_outcome(g, 0, options, _core.TAV_OUTCOME_DEAD_BUDGET, o)
            if rc < 0:
                raise from_status(rc)
            return o

        full = ask(_core.TAV_OUTCOME_SEARCH)
        plain, claimed = ask(0), ask(_core.TAV_OUTCOME_CLAIM)
        return cls(
            termination=(Termination.CHECKMATE if full.termination == _core.TAV_TERM_CHECKMATE else
                         Termination.STALEMATE if full.termination == _core.TAV_TERM_STALEMATE else None),
            turn=colour_from_c(full.turn),
            threefold_claimable=bool(full.claims & _core.TAV_GAME_CLAIM_THREEFOLD),
            fifty_claimable=bool(full.claims & _core.TAV_GAME_CLAIM_FIFTY),
            result_agrees=bool(full.agrees),
            insufficient_material=plain.termination == _core.TAV_TERM_INSUFFICIENT_MATERIAL,
            dead=(True if full.dead == _core.TAVB_DEAD else None if full.dead == _core.TAVB_DEAD_UNKNOWN
                  else False),
            _outcomes=(_outcome_from_c(plain), _outcome_from_c(claimed)),
            _text=_core.tavb_outcome_text(full))

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
