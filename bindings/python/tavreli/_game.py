"""Game records (TGN, R11): reading, validating, building and writing games.

TGN is PGN's syntax with the federation's move notation (R9): tag pairs,
movetext with move numbers, ``{comments}``, ``(variations)``, NAGs ``$n``,
and a result ``1-0``, ``0-1``, ``1/2-1/2`` or ``*``. The C library
(tavreli/game.h) reads and replays every move against the rules and
collects located problems; this module gives it a Python shape:

>>> import io, tavreli
>>> game = next(tavreli.read_games(b'[White "A"]\\n\\n1. e2-e4 e7-e5 *\\n'))
>>> game.headers["White"], game.moves, game.is_valid
('A', [Move('e2', 'e4', 1), Move('e7', 'e5', 1)], True)

A ``Game`` owns its C ``tav_game`` (freed with the Python object). What it
hands out is copied (moves, strings, problems, positions) or refers to the
``Game`` object itself (``headers``, nodes), so nothing dangles whatever
the user keeps.
"""
from __future__ import annotations

import enum
import io
import os
from collections.abc import MutableMapping
from dataclasses import dataclass
from typing import (IO, Any, Callable, Dict, Iterable, Iterator, List, Mapping, Optional,
                    Tuple, Union)

from . import _core
from ._errors import IllegalMoveError, TavreliError, from_error, from_status
from ._position import Outcome, Position, Termination
from ._types import Colour, Move, colour_from_c

__all__ = ["read_games", "read_game", "write_games", "Game", "GameNode", "GameReader",
           "Headers", "Problem", "Severity", "ProblemKind", "EndState", "LIMITS",
           "GameSource"]

GameSource = Union[str, "os.PathLike[str]", "os.PathLike[bytes]", bytes, bytearray,
                   memoryview, IO[bytes], IO[str]]

#: The reader's limits (tavreli/game.h, tav_limit) by name, with their
#: defaults: ``read_games(..., limits={"plies": 500})``.
LIMITS: Dict[str, int] = {
    name: _core.tav_limit_default(value) for name, value in (
        ("plies", _core.TAV_LIMIT_PLIES), ("nodes", _core.TAV_LIMIT_NODES),
        ("comment", _core.TAV_LIMIT_COMMENT), ("depth", _core.TAV_LIMIT_DEPTH),
        ("tags", _core.TAV_LIMIT_TAGS), ("tag_length", _core.TAV_LIMIT_TAG_LENGTH),
        ("game_bytes", _core.TAV_LIMIT_GAME_BYTES), ("problems", _core.TAV_LIMIT_PROBLEMS))}
_LIMIT_IDS = {
    "plies": _core.TAV_LIMIT_PLIES, "nodes": _core.TAV_LIMIT_NODES,
    "comment": _core.TAV_LIMIT_COMMENT, "depth": _core.TAV_LIMIT_DEPTH,
    "tags": _core.TAV_LIMIT_TAGS, "tag_length": _core.TAV_LIMIT_TAG_LENGTH,
    "game_bytes": _core.TAV_LIMIT_GAME_BYTES, "problems": _core.TAV_LIMIT_PROBLEMS}

_CHUNK = 65536
_RESULTS = {"1-0": _core.TAV_RESULT_WHITE, "0-1": _core.TAV_RESULT_BLACK,
            "1/2-1/2": _core.TAV_RESULT_DRAW, "*": _core.TAV_RESULT_UNKNOWN}
_mkmove = int.__new__


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
    UNKNOWN = "unknown"          #: a kind this package does not know yet

    def __str__(self) -> str:
        return self.value


def _clean(text: str) -> str:
    # The C buffers of a problem may cut a UTF-8 character in two: show
    # the cut as U+FFFD rather than carry a lone surrogate around.
    return text.encode("utf-8", "surrogateescape").decode("utf-8", "replace")


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

    @property
    def is_error(self) -> bool:
        return self.severity is Severity.ERROR

    def __str__(self) -> str:
        """``'13:19: warning [typo]: game 1, move 20 (white) 'b1 e1': ...'``,
        as ``tavreli validate`` writes it after the file name."""
        text = f"{self.line}:{self.column}: {self.severity} [{self.kind}]: game {self.game}"
        if self.ply:
            side = self.side.name.lower() if self.side is not None else "?"
            text += f", move {self.move_number} ({side})"
        if self.move:
            text += f" '{self.move}'"
        return f"{text}: {self.message}"


def _problem(p: Any) -> Problem:
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
                   _clean(p.move), _clean(p.message))


# ---- the end of a game ---------------------------------------------------------

@dataclass(frozen=True)
class EndState:
    """How a game stands at the end of its main line (R8), and whether its
    recorded result agrees (for a game whose main line stopped on an error:
    at the last move replayed).

    ``termination`` is ``Termination.CHECKMATE``, ``Termination.STALEMATE``
    or None (in play); ``turn`` is the side to move there (after a
    checkmate, the side that is mated). Claimable draws do not end the game
    by themselves: they are ``threefold_claimable`` / ``fifty_claimable``."""
    termination: Optional[Termination]
    turn: Colour
    threefold_claimable: bool
    fifty_claimable: bool
    result_agrees: bool

    @property
    def is_checkmate(self) -> bool:
        return self.termination is Termination.CHECKMATE

    @property
    def is_stalemate(self) -> bool:
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
        if self.is_checkmate:
            return Outcome(Termination.CHECKMATE, ~self.turn)
        if self.is_stalemate:
            return Outcome(Termination.STALEMATE, None)
        if claim_draw and self.threefold_claimable:
            return Outcome(Termination.THREEFOLD_REPETITION, None)
        if claim_draw and self.fifty_claimable:
            return Outcome(Termination.FIFTY_MOVES, None)
        return None

    def __str__(self) -> str:
        """``'white checkmated'``, ``'black stalemated'`` or ``'in play'``,
        then the claimable draws, as ``tavreli validate`` says it."""
        side = self.turn.name.lower()
        text = (f"{side} checkmated" if self.is_checkmate else
                f"{side} stalemated" if self.is_stalemate else "in play")
        if self.threefold_claimable:
            text += ", threefold repetition claimable"
        if self.fifty_claimable:
            text += ", fifty-move rule claimable"
        return text


# ---- tags ------------------------------------------------------------------------

def _c_string(what: str, value: object) -> str:
    if not isinstance(value, str):
        raise TypeError(f"a {what} is a str, not {type(value).__name__}")
    if "\0" in value:
        raise ValueError(f"a {what} cannot contain a NUL character")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError(f"a {what} must be encodable as UTF-8: {value!r}") from None
    return value


class Headers(MutableMapping):  # type: ignore[type-arg]
    """The tag pairs of a game, in their order, as an editable mapping of
    tag name to value (``str``), read from and written to the C game.

    Names are case-sensitive. Setting a tag replaces its value or appends
    it; ``Result`` sets the game's result (``game.result``) as well;
    ``SetUp`` and ``FEN`` cannot be set or deleted (the start position is
    fixed when the game is made: ``Game(tfen)``). Names are 1..255 letters,
    digits and ``_``; values hold no control character but tab; anything
    else raises ``ValueError``. Deleting a tag (``del``, ``pop``) rebuilds
    the C game without it (keeping moves, comments, NAGs and result)."""

    __slots__ = ("_game",)

    def __init__(self, game: "Game") -> None:
        self._game = game

    def __getitem__(self, name: str) -> str:
        if not isinstance(name, str) or "\0" in name:
            raise KeyError(name)
        try:
            value = _core.tav_game_tag(self._game._g, name)
        except TypeError:  # not encodable: not a tag of the game
            raise KeyError(name) from None
        if value is None:
            raise KeyError(name)
        return value

    def __contains__(self, name: object) -> bool:
        try:
            self[name]  # type: ignore[index]
        except KeyError:
            return False
        return True

    def __iter__(self) -> Iterator[str]:
        g = self._game._g
        names = [_core.tav_game_tag_name(g, i) for i in range(_core.tav_game_tag_count(g))]
        return iter(names)

    def __len__(self) -> int:
        return _core.tav_game_tag_count(self._game._g)

    def __setitem__(self, name: str, value: str) -> None:
        _c_string("tag name", name)
        _c_string("tag value", value)
        if name in ("SetUp", "FEN"):
            raise ValueError(f"the {name} tag follows the start position: make the game "
                             "with Game(tfen) instead")
        if name == "Result":
            self._game.result = value
            return
        rc = _core.tav_game_set_tag(self._game._g, name, value)
        if rc == _core.TAV_EINVAL:
            raise ValueError(f"not a valid tag pair: [{name} {value!r}] (names are 1..255 "
                             "letters, digits and '_'; values have no control character)")
        if rc != _core.TAV_OK:
            raise from_status(rc)

    def __delitem__(self, name: str) -> None:
        if name not in self:
            raise KeyError(name)
        if name in ("SetUp", "FEN", "Result"):
            raise ValueError(f"the {name} tag cannot be deleted (it follows "
                             f"{'game.result' if name == 'Result' else 'the start position'})")
        self._game._rebuild(drop_tag=name)

    def __repr__(self) -> str:
        return f"Headers({dict(self.items())!r})"


# ---- nodes -------------------------------------------------------------------------

class GameNode:
    """A node of a game's tree of moves: the root (the start position, no
    move) or one move played from its parent's position.

    ``variations`` are the children, the main continuation first (as in
    python-chess); ``next()`` is the main continuation. A node refers to its
    ``Game`` (and keeps it alive); everything it returns is a copy."""

    __slots__ = ("game", "index")

    game: "Game"
    index: int

    def __init__(self, game: "Game", index: int) -> None:
        self.game = game
        self.index = index

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GameNode):
            return self.game is other.game and self.index == other.index
        return NotImplemented

    def __hash__(self) -> int:
        return hash((id(self.game), self.index))

    def __repr__(self) -> str:
        if self.index == _core.TAV_GAME_ROOT:
            return f"<GameNode root of {self.game!r}>"
        return f"<GameNode {self.index}: {self.move_number}{'.' if self.side == Colour.WHITE else '...'} {self.text}>"

    @property
    def _g(self) -> Any:
        return self.game._g

    @property
    def is_root(self) -> bool:
        return self.index == _core.TAV_GAME_ROOT

    @property
    def move(self) -> Optional[Move]:
        """The move leading to this node (with its flags), None for the root."""
        m = _core.tav_game_node_move(self._g, self.index)
        return _mkmove(Move, m) if m else None

    @property
    def text(self) -> str:
        """The canonical R9 text of the move (``''`` for the root)."""
        m = _core.tav_game_node_move(self._g, self.index)
        return (_core.tavb_move_format(m) or "") if m else ""

    @property
    def parent(self) -> Optional["GameNode"]:
        p = _core.tav_game_node_parent(self._g, self.index)
        return GameNode(self.game, p) if p >= 0 else None

    @property
    def variations(self) -> List["GameNode"]:
        """The children: the main continuation first, then the alternatives
        to it in the order they were written."""
        g, i = self._g, self.index
        return [GameNode(self.game, _core.tav_game_node_child(g, i, k))
                for k in range(_core.tav_game_node_child_count(g, i))]

    def next(self) -> Optional["GameNode"]:
        """The main continuation, or None at the end of a line."""
        c = _core.tav_game_node_child(self._g, self.index, 0)
        return GameNode(self.game, c) if c >= 0 else None

    def is_end(self) -> bool:
        return _core.tav_game_node_child_count(self._g, self.index) == 0

    @property
    def ply(self) -> int:
        """Plies from the start position (the root: 0)."""
        return _core.tav_game_node_ply(self._g, self.index)

    @property
    def move_number(self) -> int:
        """Fullmove number of the move (R10 field 6), 0 for the root."""
        return _core.tav_game_node_move_number(self._g, self.index)

    @property
    def side(self) -> Optional[Colour]:
        """The side that made the move, None for the root."""
        s = _core.tav_game_node_side(self._g, self.index)
        return colour_from_c(s) if s in (0, 1) else None

    @property
    def depth(self) -> int:
        """Variation nesting: 0 on the main line, 1 inside a variation of it..."""
        return _core.tav_game_node_depth(self._g, self.index)

    def is_mainline(self) -> bool:
        """On the main line (the chain of first children from the root)."""
        return self.depth == 0

    @property
    def comment(self) -> str:
        """The comment after the move (for the root: before the first move,
        including comments around the tag pairs); ``''`` when none. White
        space runs are stored as one space. Assign ``''`` to remove it."""
        return _core.tav_game_node_comment(self._g, self.index) or ""

    @comment.setter
    def comment(self, text: str) -> None:
        self._set_comment(0, text)

    @property
    def starting_comment(self) -> str:
        """The comment before the move (only at the start of a variation);
        ``''`` when none."""
        return _core.tav_game_node_comment_before(self._g, self.index) or ""

    @starting_comment.setter
    def starting_comment(self, text: str) -> None:
        if self.is_root:
            raise ValueError("the root has no starting comment: use comment")
        self._set_comment(1, text)

    def _set_comment(self, before: int, text: str) -> None:
        _c_string("comment", text)
        rc = _core.tav_game_set_comment(self._g, self.index, before, text)
        if rc == _core.TAV_EINVAL:
            raise ValueError("a comment holds no control character but white space")
        if rc != _core.TAV_OK:
            raise from_status(rc)

    @property
    def nags(self) -> Tuple[int, ...]:
        """The NAGs of the move ($n, 0..255), in the order read; ``!`` and
        ``?`` glued to a move are read as $1 and $2 (and so on)."""
        g, i = self._g, self.index
        return tuple(_core.tav_game_node_nag(g, i, k)
                     for k in range(_core.tav_game_node_nag_count(g, i)))

    def add_nag(self, nag: int) -> None:
        """Append a NAG (0..255; at most 8 per move)."""
        if not isinstance(nag, int) or isinstance(nag, bool):
            raise TypeError(f"a NAG is an int, not {type(nag).__name__}")
        if self.is_root:
            raise ValueError("the root has no move to annotate")
        if not 0 <= nag <= 255:
            raise ValueError(f"a NAG is 0..255, not {nag}")
        rc = _core.tav_game_add_nag(self._g, self.index, nag)
        if rc == _core.TAV_ELIMIT:
            raise ValueError(f"a move has at most {_core.TAV_GAME_MAX_NAGS} NAGs")
        if rc != _core.TAV_OK:
            raise from_status(rc)

    @property
    def draw_offer(self) -> bool:
        """The move was written with a draw offer, ``'='`` (R11)."""
        return bool(_core.tav_game_node_notes(self._g, self.index) & _core.TAV_NOTE_DRAW_OFFER)

    @draw_offer.setter
    def draw_offer(self, on: bool) -> None:
        if self.is_root:
            raise ValueError("the root has no move")
        rc = _core.tav_game_set_draw_offer(self._g, self.index, 1 if on else 0)
        if rc != _core.TAV_OK:
            raise from_status(rc)

    def position(self) -> Position:
        """A new ``Position`` after the move (the start for the root), with
        the moves from the start in its history."""
        return self.game._position_at(self.index)

    def add_variation(self, move: Union[Move, int, str], *, comment: str = "",
                      nags: Iterable[int] = (), draw_offer: bool = False) -> "GameNode":
        """Add a legal move after this node, as its main continuation if it
        has none yet, else as a new variation; return the new node. The
        move is a ``Move``, a ``tav_move`` int or any R9 text; an illegal
        or unreadable one raises ``IllegalMoveError`` / ``NotationError``
        (``ValueError``), the game unchanged."""
        node = self.game._add(self.index, move)
        if comment:
            node.comment = comment
        for nag in nags:
            node.add_nag(nag)
        if draw_offer:
            node.draw_offer = True
        return node

    def mainline(self) -> Iterator["GameNode"]:
        """The nodes of the main continuation after this node."""
        node = self.next()
        while node is not None:
            yield node
            node = node.next()


# ---- games --------------------------------------------------------------------------

class Game:
    """One game record: tags, a tree of moves (main line and variations),
    comments, NAGs, the result, the state at the end of the main line, and
    the problems found while reading it.

    ``Game(tfen=None, headers=None)`` makes a new empty game starting from
    the start position (or the TFEN given; ``TfenError`` if it is bad) with
    the tags given; ``add_move()`` plays moves on it. Games read by
    ``read_games()`` are ``Game`` objects too, and may be edited the same
    way. ``str(game)`` and ``write()`` give canonical TGN."""

    __slots__ = ("_g", "_problems", "_index", "_line", "__weakref__")

    def __init__(self, tfen: Optional[str] = None,
                 headers: Optional[Mapping[str, str]] = None) -> None:
        if tfen is not None:
            _c_string("TFEN", tfen)
        err = _core.tav_error()
        g = _core.tavb_game_new(tfen, err)
        if g is None:
            raise from_error(err, text=tfen, code=_core.TAV_ETFEN)
        self._g = g
        self._problems: Tuple[Problem, ...] = ()
        self._index = 0
        self._line = 0
        if headers:
            h = self.headers
            for name, value in headers.items():
                h[name] = value

    @classmethod
    def _wrap(cls, g: Any) -> "Game":
        game = cls.__new__(cls)
        game._g = g
        problems = []
        for i in range(_core.tav_game_problem_count(g)):
            p = _core.tavb_game_problem(g, i)
            if p is None:
                raise MemoryError("copying a problem of a game")
            problems.append(_problem(p))
        game._problems = tuple(problems)
        game._index = _core.tav_game_index(g)
        game._line = _core.tav_game_line(g)
        return game

    def _rebuild(self, drop_tag: Optional[str] = None) -> None:
        err = _core.tav_error()
        g = _core.tavb_game_copy(self._g, drop_tag, err)
        if g is None:
            raise from_error(err, code=_core.TAV_ENOMEM)
        self._g = g

    # ---- what was read ---------------------------------------------------

    @property
    def index(self) -> int:
        """1-based index of the game in the input it was read from (0 for a
        game made with ``Game()``)."""
        return self._index

    @property
    def line(self) -> int:
        """The input line where the game's text begins (0 if not read)."""
        return self._line

    @property
    def problems(self) -> List[Problem]:
        """Every problem found while reading, in input order (a new list)."""
        return list(self._problems)

    @property
    def errors(self) -> List[Problem]:
        """The problems of severity error: the game is not valid."""
        return [p for p in self._problems if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> List[Problem]:
        """The problems of severity warning (repaired typos, marks that do
        not fit): the game stays valid."""
        return [p for p in self._problems if p.severity is Severity.WARNING]

    @property
    def is_valid(self) -> bool:
        """No error was found while reading (warnings allowed)."""
        return not any(p.severity is Severity.ERROR for p in self._problems)

    @property
    def complete(self) -> bool:
        """Every move of every line was read and replayed (no error stopped
        a line or the game)."""
        return bool(_core.tav_game_complete(self._g))

    # ---- tags and result ---------------------------------------------------

    @property
    def headers(self) -> Headers:
        """The tag pairs, editable (see ``Headers``)."""
        return Headers(self)

    @property
    def result(self) -> str:
        """The result token: ``'1-0'``, ``'0-1'``, ``'1/2-1/2'`` or ``'*'``
        (also when the record had none). Assigning one sets the token and
        the Result tag."""
        return _core.tav_result_text(_core.tav_game_result(self._g))

    @result.setter
    def result(self, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError(f"a result is a str, not {type(value).__name__}")
        code = _RESULTS.get(value)
        if code is None:
            raise ValueError(f"a result is one of 1-0, 0-1, 1/2-1/2, *; not {value!r}")
        rc = _core.tav_game_set_result(self._g, code)
        if rc != _core.TAV_OK:
            raise from_status(rc)

    @property
    def has_result(self) -> bool:
        """A result token was read (or set); False when the record lacked one."""
        return _core.tav_game_result(self._g) != _core.TAV_RESULT_NONE

    @property
    def end_state(self) -> EndState:
        """How the game stands at the end of its main line (R8), and whether
        the result agrees with it."""
        g = self._g
        end = _core.tav_game_end(g)
        claims = _core.tav_game_claims(g)
        return EndState(
            termination=(Termination.CHECKMATE if end == _core.TAV_END_CHECKMATE else
                         Termination.STALEMATE if end == _core.TAV_END_STALEMATE else None),
            turn=colour_from_c(_core.tav_game_end_turn(g)),
            threefold_claimable=bool(claims & _core.TAV_GAME_CLAIM_THREEFOLD),
            fifty_claimable=bool(claims & _core.TAV_GAME_CLAIM_FIFTY),
            result_agrees=bool(_core.tav_game_result_agrees(g)))

    # ---- moves and positions --------------------------------------------------

    @property
    def root(self) -> GameNode:
        """The root node: the start position; its ``variations`` are the
        first moves."""
        return GameNode(self, _core.TAV_GAME_ROOT)

    @property
    def comment(self) -> str:
        """The comment before the first move (the root's comment)."""
        return self.root.comment

    @comment.setter
    def comment(self, text: str) -> None:
        self.root.comment = text

    def mainline(self) -> Iterator[GameNode]:
        """The nodes of the main line, first move first."""
        return self.root.mainline()

    @property
    def moves(self) -> List[Move]:
        """The main line as a list of ``Move`` (with their flags)."""
        g = self._g
        out = []
        node = _core.tav_game_node_child(g, 0, 0)
        while node >= 0:
            out.append(_mkmove(Move, _core.tav_game_node_move(g, node)))
            node = _core.tav_game_node_child(g, node, 0)
        return out

    @property
    def plies(self) -> int:
        """Length of the main line."""
        return _core.tav_game_main_line_length(self._g)

    def __len__(self) -> int:
        return self.plies

    @property
    def start_tfen(self) -> str:
        """The canonical TFEN of the start position."""
        return _core.tav_game_start_tfen(self._g)

    def _position_at(self, node: int) -> Position:
        p = _core.tavb_game_position_at(self._g, node)
        if p is None:
            raise MemoryError("tav_game_position_at failed")
        pos = Position.__new__(Position)
        pos._p = p
        return pos

    def start_position(self) -> Position:
        """A new ``Position`` at the start."""
        return self._position_at(_core.TAV_GAME_ROOT)

    def end_position(self) -> Position:
        """A new ``Position`` at the end of the main line, the main line in
        its history."""
        n = _core.tav_game_main_line_length(self._g)
        node = _core.tav_game_main_line_node(self._g, n - 1) if n else _core.TAV_GAME_ROOT
        return self._position_at(node)

    def positions(self) -> Iterator[Position]:
        """The start position, then the position after each main-line move
        (``plies + 1`` positions); each a new ``Position`` of its own, with
        the moves so far in its history."""
        pos = self.start_position()
        moves = self.moves
        yield pos
        for m in moves:
            pos = pos.copy()
            pos.push(m)
            yield pos

    def end(self) -> GameNode:
        """The last node of the main line (the root if it has no move)."""
        n = _core.tav_game_main_line_length(self._g)
        return GameNode(self, _core.tav_game_main_line_node(self._g, n - 1) if n else 0)

    def add_move(self, move: Union[Move, int, str], *, comment: str = "",
                 nags: Iterable[int] = (), draw_offer: bool = False) -> GameNode:
        """Play a legal move at the end of the main line and return its
        node. The move is a ``Move``, a ``tav_move`` int or any R9 text
        (``'e2-e4'``, ``'c1(2)-d2'``, ``'0-0'``). ``IllegalMoveError`` or
        ``NotationError`` (both ``ValueError``) if it is not legal there,
        the game unchanged."""
        return self.end().add_variation(move, comment=comment, nags=nags,
                                        draw_offer=draw_offer)

    def _add(self, parent: int, move: Union[Move, int, str]) -> GameNode:
        if isinstance(move, str):
            m: int = self._position_at(parent).parse_move(move)
        elif isinstance(move, int) and not isinstance(move, bool):
            m = move
        else:
            raise TypeError(f"a move is a Move, an int or a str, not {type(move).__name__}")
        if not 0 < m <= 0xFFFFFFFF:
            raise IllegalMoveError(f"not a move: {m!r}", code=_core.TAV_EILLEGAL)
        node = _core.tavb_game_add_move(self._g, parent, m)
        if node == _core.TAV_EILLEGAL:
            raise IllegalMoveError(
                f"{_core.tavb_move_format(m) or hex(m)} is not a legal move here",
                code=node, text=self._position_at(parent).tfen())
        if node == _core.TAV_ELIMIT:
            raise TavreliError("the game would be too large or its variations too deep",
                               code=node)
        if node < 0:
            raise from_status(node)
        return GameNode(self, node)

    # ---- writing -------------------------------------------------------------

    def write(self, file: Optional[IO[Any]] = None) -> str:
        """The canonical TGN of the game (the C writer: the seven-tag roster
        first, numbered moves, lines wrapped at 80 columns, a final new
        line). With ``file`` (a text or binary file object), also write it
        there (UTF-8 for a binary one). Returns the text."""
        text = _core.tavb_game_write(self._g)
        if text is None:
            raise MemoryError("tav_game_write failed")
        if file is not None:
            _write_text(file, text)
        return text

    def __str__(self) -> str:
        return self.write()

    def __repr__(self) -> str:
        h = self.headers
        who = f"{h.get('White', '?')} - {h.get('Black', '?')}"
        state = "valid" if self.is_valid else f"invalid ({len(self.errors)} errors)"
        number = f" {self._index}" if self._index else ""
        return f"<Game{number} {who!r}: {self.plies} plies, {state}, result {self.result}>"

    def copy(self) -> "Game":
        """A new game with the same tags, moves, comments, NAGs and result
        (the problems are kept too)."""
        err = _core.tav_error()
        g = _core.tavb_game_copy(self._g, None, err)
        if g is None:
            raise from_error(err, code=_core.TAV_ENOMEM)
        new = type(self).__new__(type(self))
        new._g = g
        new._problems = self._problems
        new._index = self._index
        new._line = self._line
        return new

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> "Game":
        return self.copy()


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


# ---- reading --------------------------------------------------------------------

class GameReader(Iterator[Game]):
    """The iterator ``read_games()`` returns: one ``Game`` per ``next()``,
    read as it is asked for. ``close()`` (or ``with``) releases the C
    reader and the file it opened early; it is done at the end anyway."""

    def __init__(self, reader: Any, file: Optional[IO[Any]] = None) -> None:
        self._r = reader
        self._file = file   # a file read_games() opened, closed with the reader
        self._count = 0

    def __iter__(self) -> "GameReader":
        return self

    def __next__(self) -> Game:
        if self._r is None:
            raise StopIteration
        err = _core.tav_error()
        try:
            g = _core.tavb_reader_next(self._r, err)
        except BaseException:
            self.close()
            raise
        if g is None:
            self.close()
            if err.code == _core.TAV_OK:
                raise StopIteration
            if err.code == _core.TAV_EGAME:
                raise OSError(err.message or "read error in the game input")
            raise from_error(err)
        return Game._wrap(g)

    @property
    def games_read(self) -> int:
        """Number of games returned so far."""
        if self._r is not None:
            self._count = _core.tavb_reader_game_count(self._r)
        return self._count

    def close(self) -> None:
        """Stop reading: release the C reader (and close a file this reader
        opened). Further ``next()`` calls raise ``StopIteration``."""
        if self._r is not None:
            self._count = _core.tavb_reader_game_count(self._r)
            self._r = None
        if self._file is not None:
            f, self._file = self._file, None
            f.close()

    def __enter__(self) -> "GameReader":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass


def _reader_for(source: object, mode: int) -> Tuple[Any, Optional[IO[Any]]]:
    err = _core.tav_error()
    if isinstance(source, (bytes, bytearray, memoryview)):
        r = _core.tavb_reader_new_buffer(source, mode, err)
        if r is None:
            raise from_error(err)
        return r, None
    opened: Optional[IO[Any]] = None
    if isinstance(source, (str, os.PathLike)):
        opened = open(source, "rb")
        stream: Any = opened
    elif hasattr(source, "read"):
        stream = source
    else:
        raise TypeError("read_games() reads a path (str or os.PathLike), bytes, or a "
                        f"file object, not {type(source).__name__}")
    try:
        if isinstance(stream, io.TextIOBase):
            is_text = True
        elif isinstance(stream, (io.RawIOBase, io.BufferedIOBase)):
            is_text = False
        else:
            is_text = isinstance(stream.read(0), str)
        if is_text:
            text_read: Callable[[int], str] = stream.read

            def read(n: int) -> bytes:
                # The C reader counts bytes: a text stream's characters are
                # given to it in UTF-8 (undecodable bytes that the stream
                # kept as surrogates, errors="surrogateescape", as they were).
                return text_read(n).encode("utf-8", "surrogateescape")
        else:
            read = getattr(stream, "read1", None) or stream.read
        if _core.tavpy_have_streams():
            r = _core.tavpy_reader_new_stream(read, mode, err)
        else:
            # No fopencookie()/funopen(): the whole input in memory.
            chunks = []
            while True:
                chunk = read(_CHUNK)
                if not chunk:
                    break
                chunks.append(bytes(chunk))
            r = _core.tavb_reader_new_buffer(b"".join(chunks), mode, err)
        if r is None:
            raise from_error(err)
    except BaseException:
        if opened is not None:
            opened.close()
        raise
    return r, opened


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
      the hyphen) are repaired and reported as warnings.
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
    checked: List[Tuple[int, int]] = []
    for name, value in (limits or {}).items():
        if name not in _LIMIT_IDS:
            raise ValueError(f"unknown limit {name!r} (one of {', '.join(_LIMIT_IDS)})")
        if not isinstance(value, int) or isinstance(value, bool):
            raise TypeError(f"limit {name} is an int, not {type(value).__name__}")
        if value < 1 or value > 0xFFFFFFFF or (name == "depth" and value > 255):
            raise ValueError(f"limit {name} out of range: {value}")
        checked.append((_LIMIT_IDS[name], value))
    r, opened = _reader_for(source, mode)
    for which, value in checked:
        rc = _core.tavb_reader_set_limit(r, which, value)
        if rc != _core.TAV_OK:
            if opened is not None:
                opened.close()
            raise from_status(rc)
    return GameReader(r, opened)


def read_game(source: GameSource, *, strict: bool = False,
              limits: Optional[Mapping[str, int]] = None) -> Optional[Game]:
    """The first game of ``source`` (as ``read_games()``), or None when it
    holds none. A file object may have been read past that game."""
    with read_games(source, strict=strict, limits=limits) as games:
        return next(games, None)


def write_games(games: Iterable[Game], file: Union[str, "os.PathLike[str]", IO[Any]]) -> int:
    """Write games as canonical TGN, separated by a blank line, to a path
    (created or replaced, UTF-8) or a text or binary file object. Returns
    the number of games written."""
    if isinstance(file, (str, os.PathLike)):
        with open(file, "wb") as f:
            return write_games(games, f)
    n = 0
    for game in games:
        if not isinstance(game, Game):
            raise TypeError(f"write_games() writes Game objects, not {type(game).__name__}")
        text = game.write()
        _write_text(file, ("\n" if n else "") + text)
        n += 1
    return n
