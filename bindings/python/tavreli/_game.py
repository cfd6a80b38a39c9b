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

The parts: ``_game_problems`` (Problem, EndState), ``_game_nodes``
(Headers, GameNode, Nags), this module (Game, writing), ``_game_read``
(reading).
"""
from __future__ import annotations

from typing import IO, TYPE_CHECKING, Any, Callable, Dict, Iterable, Iterator, List, Mapping, Optional, Union

from . import _core
from ._clock import TimeControl
from ._errors import from_error, from_status
from ._game_analysis import Annotation, _analyse
from ._game_nodes import GameNode, Headers, Nags, RootNode
from ._game_problems import EndState, Problem, ProblemKind, Severity, _problem
from ._game_text import _write_text
from ._position import Position
from ._types import Move, c_call, c_position

if TYPE_CHECKING:
    from .engine import Limit

__all__ = ["Game", "GameNode", "Headers", "Problem", "Severity", "ProblemKind", "EndState",
           "LIMITS", "Nags"]

#: The reader's limits (tavreli/game.h, tav_limit) by name, with their
#: defaults: ``read_games(..., limits={"plies": 500})``.
LIMITS: Dict[str, int] = {_core.tavb_limit_name(i): _core.tav_limit_default(i)
                          for i in range(_core.TAV_LIMIT_COUNT)}

# ---- games --------------------------------------------------------------------------

class Game(GameNode):
    """One game record: tags, a tree of moves (main line and variations),
    comments, NAGs, the result, the state at the end of the main line, and
    the problems found while reading it.

    ``Game(tfen=None, headers=None)`` makes a new empty game starting from
    the start position (or the TFEN given; ``TfenError`` if it is bad) with
    the seven-tag roster the writer writes (Event, Site, Date, Round, White,
    Black: ``"?"``, ``"????.??.??"``; Result ``"*"``, as python-chess's
    ``Game()``), then the tags given; ``add_move()`` plays moves on it.
    Games read by ``read_games()`` are ``Game`` objects too, and may be
    edited the same way. ``str(game)`` and ``write()`` give canonical TGN.

    As in python-chess the game is its root node as well (a ``GameNode``):
    ``next()``, ``variations``, ``board()``, ``add_variation()``,
    ``add_main_variation()``, ``promote_to_main()``, ``promote()``,
    ``demote()``, ``remove_variation()``, ``ply()``, ``end()``."""

    __slots__ = ("_g", "__weakref__")
    _i = _core.TAV_GAME_ROOT  # the node a Game stands for
    _g: Any  # the C game, which keeps everything read (its problems too) for the properties to ask

    def __init__(self, tfen: Optional[str] = None,
                 headers: Optional[Mapping[str, str]] = None) -> None:
        self._setup(_core.tavb_game_new_with_roster, tfen, 1)
        self.headers.update(headers or {})

    def _setup(self, make: Callable[..., Any], *args: Any) -> Game:
        """Take the C game make(*args, err) returns (raising its error: every
        maker fills err when it returns NULL)."""
        self._g = c_call(make, *args, text=args[0] if isinstance(args[0], str) else None)
        return self

    @classmethod
    def from_board(cls, board: Position) -> Game:
        """A game of the moves pushed on board, from the position they
        were pushed on (python-chess's ``Game.from_board()``); its result
        is the board's when the game is over there, else ``"*"``.
        ``IllegalMoveError`` if a null move was pushed (a game holds none:
        ``Game(board.tfen())`` starts a game after it)."""
        return cls.__new__(cls)._setup(_core.tavb_game_from_position, c_position(board, "from_board() takes"))

    @classmethod
    def without_tag_roster(cls) -> Game:
        """A new empty game from the start position without the seven-tag
        roster (python-chess's ``Game.without_tag_roster()``): ``headers``
        hold only Result ``"*"``, which a game always has; ``str(game)``
        still writes the roster's tags (``?``), as the TGN writer always does."""
        return cls.__new__(cls)._setup(_core.tavb_game_new_with_roster, None, 0)

    @classmethod
    def from_text(cls, text: str) -> Game:
        """The first game of a TGN text (``read_game``); ``ValueError`` if
        the text holds none."""
        return _game_from_text(text)

    # ---- what was read ---------------------------------------------------

    @property
    def index(self) -> int:
        """1-based index of the game in the input it was read from (0 for a
        game made with ``Game()``)."""
        return _core.tav_game_index(self._g)

    @property
    def line(self) -> int:
        """The input line where the game's text begins (0 if not read)."""
        return _core.tav_game_line(self._g)

    @property
    def problems(self) -> List[Problem]:
        """Every problem found while reading, in input order (a new list)."""
        return [_problem(self._g, i) for i in range(_core.tav_game_problem_count(self._g))]

    @property
    def errors(self) -> List[Problem]:
        """The problems of severity error: the game is not valid."""
        return [p for p in self.problems if p.severity is Severity.ERROR]

    @property
    def warnings(self) -> List[Problem]:
        """The problems of severity warning (repaired typos, marks that do
        not fit): the game stays valid."""
        return [p for p in self.problems if p.severity is Severity.WARNING]

    @property
    def is_valid(self) -> bool:
        """No error was found while reading (warnings allowed)."""
        return bool(_core.tav_game_is_valid(self._g))

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
        self.headers["Result"] = value  # the result text read by C (tav_result_parse)

    @property
    def time_control(self) -> Optional[TimeControl]:
        """The ``TimeControl`` tag read as a ``tavreli.TimeControl`` (R13);
        None without the tag or for ``"?"``. ``TimeControlError`` when it is
        malformed. Assign a TimeControl, its text, or None to remove it."""
        text = _core.tav_game_tag(self._g, "TimeControl")
        return None if text is None or text == "?" else TimeControl(text)

    @time_control.setter
    def time_control(self, value: Union[TimeControl, str, None]) -> None:
        if value is None:
            del self.headers["TimeControl"]
            return
        self.headers["TimeControl"] = str(value if isinstance(value, TimeControl) else TimeControl(value))

    def check_clocks(self) -> List[Problem]:
        """Check the main line's ``[%clk]`` data against the TimeControl tag
        (R13) and add a warning to ``problems`` wherever they cannot both be
        true; returns the warnings added (``tavreli validate`` does this)."""
        added = _core.tav_game_check_clocks(self._g)  # the warnings C added at the end
        if added < 0:
            raise from_status(added)
        return self.problems[_core.tav_game_problem_count(self._g) - added:]

    @property
    def has_result(self) -> bool:
        """A result token was read (or set); False when the record lacked one."""
        return _core.tav_game_result(self._g) != _core.TAV_RESULT_NONE

    @property
    def end_state(self) -> EndState:
        """How the game stands at the end of its main line (R8), and whether
        the result agrees with it."""
        return EndState._of_game(self._g)

    # ---- moves and positions --------------------------------------------------

    @property
    def game(self) -> Game:
        """The game itself (it is its root node)."""
        return self

    @property
    def root(self) -> RootNode:
        """The root node: the start position; its ``variations`` are the
        first moves. ``game.root()`` (python-chess's spelling) is the game
        itself, which stands for its root."""
        return RootNode(self, _core.TAV_GAME_ROOT)

    def __call__(self) -> Game:
        """The game itself, so that python-chess's ``node.game()`` works
        where ``node.game`` is this game."""
        return self

    def __bool__(self) -> bool:
        """A game is true, even without moves (``len()`` is its plies):
        ``if not game`` after ``read_game`` means no game was read, as in
        python-chess."""
        return True

    def __reduce__(self):  # type: ignore[no-untyped-def]
        # A game pickles as its TGN (tags, tree, comments, NAGs, result);
        # the problems found while reading it are not kept.
        return (_game_from_text, (self.write(check_limits=False),))

    def _repr_svg_(self) -> str:
        """The position at the end of the main line, as ``Position`` draws
        it (for notebooks)."""
        return self.end().board()._repr_svg_()

    @property
    def moves(self) -> List[Move]:
        """The main line as a list of ``Move`` (with their flags)."""
        return list(self.mainline_moves())

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
        return Position._owning(_core.tavb_game_position_at(self._g, node), "tav_game_position_at")

    def start_position(self) -> Position:
        """A new ``Position`` at the start."""
        return self._position_at(_core.TAV_GAME_ROOT)

    def end_position(self) -> Position:
        """A new ``Position`` at the end of the main line, the main line in
        its history."""
        return self.end().board()

    def positions(self) -> Iterator[Position]:
        """The start position, then the position after each main-line move
        (``plies + 1`` positions); each a new ``Position`` of its own, with
        the moves so far in its history."""
        nodes = [self, *self.mainline()]
        return (node.board() for node in nodes)

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
        err = _core.tav_error()  # C reads the text, or refuses what is not a move (TypeError: not an int)
        if isinstance(move, str):
            node = _core.tavb_game_add_move_text(self._g, parent, move, err)
        else:
            node = _core.tavb_game_add_move_value(self._g, parent, move, err)
        if node < 0:
            raise from_error(err, text=move if isinstance(move, str) else self._position_at(parent).tfen())
        return GameNode(self, node)

    # ---- writing -------------------------------------------------------------

    def write(self, file: Optional[IO[Any]] = None, *, headers: bool = True, marks: bool = True,
              comments: bool = True, variations: bool = True, nags: bool = True,
              check_limits: bool = True) -> str:
        """The canonical TGN of the game (the C writer: the seven-tag roster
        first, numbered moves with ``+``/``#`` where a move gives check or
        mate, lines wrapped at 80 columns, a final new line). With ``file``
        (a text or binary file object), also write it there (UTF-8 for a
        binary one). Returns the text.

        ``headers``, ``marks``, ``comments``, ``variations`` and ``nags`` set
        False leave those out (without headers the movetext alone, as
        python-chess's ``StringExporter(headers=False)``; the start position
        of a game that needs SetUp/FEN is then lost). A game the reader's default limits would not read back
        (a tag over 1024 bytes, more than 2000 moves in a line...) raises
        ``ValueError``, unless ``check_limits=False``."""
        # TAV_ELIMIT: ArgumentError, a ValueError
        text = str(c_call(_core.tavb_game_write_parts, self._g, bool(headers), bool(marks), bool(comments),
                          bool(variations), bool(nags), bool(check_limits)))
        if file is not None:
            _write_text(file, text)
        return text

    def __str__(self) -> str:
        return self.write(check_limits=False)

    def __repr__(self) -> str:
        return str(_core.tavb_game_repr(self._g))

    def annotate(self, limit: Optional[Limit] = None, *, threads: int = 1,
                 hash: Optional[int] = None) -> Annotation:
        """Analyse every move of the main line with the engine (C's
        analysis, doc/analysis.md) under ``limit`` per position (an
        ``engine.Limit``: ``depth``, ``nodes`` or ``time``; None: 100000
        nodes) with ``threads`` and a ``hash`` of MiB, and return an
        ``Annotation``: an annotated copy of this game (``[%eval]`` after
        every move, which ``node.eval()`` reads; NAGs $6/$2/$4; the better
        line at each mistake and blunder; the players' summaries in tags),
        each move's figures and each player's accuracy and average loss.
        Deterministic at a fixed depth or node count with one thread."""
        a, moves, white, black = _analyse(self._g, getattr(limit, "depth", None), getattr(limit, "nodes", None),
                                          getattr(limit, "time", None), threads, hash)
        return Annotation(type(self).__new__(type(self))._setup(_core.tavb_game_annotated, a, self._g),
                          moves, white, black)

    def copy(self) -> Game:
        """A new game with the same tags, moves, comments, NAGs and result
        (the problems are kept too)."""
        return type(self).__new__(type(self))._setup(_core.tavb_game_copy, self._g, None)

    __copy__ = copy

    def __deepcopy__(self, memo: object) -> Game:
        return self.copy()


def _game_from_text(text: str) -> Game:
    """The first game of a TGN text, read leniently as ``read_game`` does
    (for pickling and ``Game.from_text``)."""
    return Game.__new__(Game)._setup(_core.tavb_game_from_text, text.encode("utf-8", "surrogateescape"))
