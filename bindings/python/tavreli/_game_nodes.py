"""Game records (TGN, R11): a game's tags (``Headers``) and its tree of moves
(``GameNode``, ``Nags``), as python-chess users know them. Part of
``tavreli._game``; a node refers to its ``Game`` for the C game and the
positions it keeps."""
from __future__ import annotations

from collections.abc import MutableMapping, MutableSet
from typing import TYPE_CHECKING, Any, Iterable, Iterator, List, Optional, Tuple, Union

from . import _core
from ._errors import check
from ._game_analysis import _score
from ._game_text import MainlineMoves
from ._position import Position
from ._types import Colour, Move, _move_from_int, c_call, colour_from_c
from .engine import PovScore

if TYPE_CHECKING:
    from ._game import Game

__all__ = ["Headers", "Nags", "GameNode", "RootNode"]


# ---- tags ------------------------------------------------------------------------

class Headers(MutableMapping):  # type: ignore[type-arg]
    """The tag pairs of a game, in their order, as an editable mapping of
    tag name to value (``str``), read from and written to the C game.

    Names are case-sensitive. Setting a tag replaces its value or appends
    it; ``Result`` sets the game's result (``game.result``) as well;
    ``SetUp`` and ``FEN`` cannot be set or deleted (the start position is
    fixed when the game is made: ``Game(tfen)``). Names are 1..255 letters,
    digits and ``_``; values hold no control character but tab; anything
    else raises ``ValueError``. Deleting a tag (``del``, ``pop``) removes
    it (``tav_game_remove_tag``); the others keep their order."""

    __slots__ = ("_game",)

    def __init__(self, game: Game) -> None:
        self._game = game

    def __getitem__(self, name: str) -> str:
        try:  # SetUp and FEN of a set-up start too (tav_game_header, R11)
            value = None if "\0" in name else _core.tav_game_header(self._game._g, name)
        except TypeError:  # not a str, or not encodable: not a tag of the game
            value = None
        if value is None:
            raise KeyError(name)
        return value

    def __iter__(self) -> Iterator[str]:
        g = self._game._g
        return iter([_core.tav_game_header_name(g, i) for i in range(_core.tav_game_header_count(g))])

    def __len__(self) -> int:
        return int(_core.tav_game_header_count(self._game._g))

    def __setitem__(self, name: str, value: str) -> None:
        # C refuses a name or value that is not a str, SetUp, FEN, a bad result
        c_call(_core.tavb_game_set_tag_checked, self._game._g, name, value)

    def __delitem__(self, name: str) -> None:
        if name not in self:
            raise KeyError(name)
        c_call(_core.tavb_game_remove_tag_checked, self._game._g, name)

    def __repr__(self) -> str:
        return f"Headers({dict(self.items())!r})"


# ---- nodes -------------------------------------------------------------------------

class Nags(MutableSet):  # type: ignore[type-arg]
    """The NAGs of a node (``$n``, 0..255) as python-chess has them, a
    mutable set, read from and written to the C game: ``add()``,
    ``discard()``, ``remove()``, ``clear()``, ``in``. Iteration keeps the
    order they were read or added in; comparing with a tuple or list
    compares that order, with a set ignores it. At most 8 per move."""

    __slots__ = ("_node",)

    def __init__(self, node: GameNode) -> None:
        self._node = node

    def _values(self) -> Tuple[int, ...]:
        g, i = self._node._g, self._node._i
        return tuple(_core.tav_game_node_nag(g, i, k) for k in range(_core.tav_game_node_nag_count(g, i)))

    def __contains__(self, nag: object) -> bool:
        return nag in self._values()

    def __iter__(self) -> Iterator[int]:
        return iter(self._values())

    def __len__(self) -> int:
        return _core.tav_game_node_nag_count(self._node._g, self._node._i)

    def add(self, nag: int) -> None:
        if nag not in self:
            self._node.add_nag(nag)

    def discard(self, nag: int) -> None:
        values = self._values()
        if nag in values:
            check(_core.tav_game_remove_nag(self._node._g, self._node._i, values.index(nag)))

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (tuple, list)):
            return self._values() == tuple(other)
        return super().__eq__(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"Nags({list(self._values())!r})"


class GameNode:
    """A node of a game's tree of moves: the root (the start position, no
    move) or one move played from its parent's position.

    ``variations`` are the children, the main continuation first (as in
    python-chess); ``next()`` is the main continuation; ``board()`` the
    position after the move (cheap at any node: C keeps some). A
    node refers to its ``Game`` (and keeps it alive); everything it returns
    is a copy. Node numbers (``index``) stay when variations are reordered;
    a node whose variation was removed raises ``ValueError``."""

    __slots__ = ("_game", "_i")

    def __init__(self, game: Game, index: int) -> None:
        self._game = game
        self._i = index

    @property
    def game(self) -> Game:
        """The game of the node."""
        return self._game

    @property
    def index(self) -> int:
        """The node's number in its game (the root: 0); it stays when
        variations are reordered."""
        return self._i

    def __eq__(self, other: object) -> bool:
        if isinstance(other, GameNode):
            return self.game is other.game and self._i == other._i
        return NotImplemented

    def __hash__(self) -> int:
        return hash((id(self.game), self._i))

    def __repr__(self) -> str:
        return str(_core.tavb_game_node_repr(self.game._g, self._i))

    @property
    def _g(self) -> Any:
        g = self.game._g
        if not _core.tav_game_node_exists(g, self._i):
            raise ValueError(f"node {self._i} was removed from its game")
        return g

    @property
    def is_root(self) -> bool:
        """The root node (the start position, no move)."""
        return self._i == _core.TAV_GAME_ROOT

    @property
    def move(self) -> Optional[Move]:
        """The move leading to this node (with its flags), None for the root."""
        m = _core.tav_game_node_move(self._g, self._i)
        return _move_from_int(m) if m else None

    @property
    def text(self) -> str:
        """The canonical R9 text of the move (``''`` for the root)."""
        m = _core.tav_game_node_move(self._g, self._i)
        return (_core.tavb_move_format(m) or "") if m else ""

    def san(self) -> str:
        """The move in SAN, as python-chess's ``node.san()``: R9 text with
        ``+``/``#``, from the parent's position; ``ValueError`` for the root."""
        return str(c_call(_core.tavb_game_node_san, self._g, self._i, 0))

    def uci(self) -> str:
        """The move in UCI from the parent's position, as python-chess's
        ``node.uci()`` (``Position.uci()``); ``ValueError`` for the root."""
        return str(c_call(_core.tavb_game_node_san, self._g, self._i, 1))

    @property
    def parent(self) -> Optional["GameNode"]:
        """The node before this one, None for the root."""
        p = _core.tav_game_node_parent(self._g, self._i)
        return GameNode(self.game, p) if p >= 0 else None

    @property
    def variations(self) -> List["GameNode"]:
        """The children: the main continuation first, then the alternatives
        to it in the order they were written."""
        g, game = self._g, self.game
        children = range(_core.tav_game_node_child_count(g, self._i))
        return [GameNode(game, _core.tav_game_node_child(g, self._i, k)) for k in children]

    def variation(self, move: Union[int, Move, "GameNode"]) -> GameNode:
        """A child: by index (0 the main continuation), by its move, or
        the node itself. ``KeyError`` when there is none."""
        if isinstance(move, int) and not isinstance(move, (bool, Move)):
            c = _core.tav_game_node_child(self._g, self._i, move) if move >= 0 else -1
            if c < 0:
                raise KeyError(move)
            return GameNode(self.game, c)
        return self._child(move)

    def _child(self, move: Union[Move, int, str, "GameNode"]) -> GameNode:
        if isinstance(move, str):
            move = self.game._position_at(self._i).parse_move(move)
        if isinstance(move, GameNode):
            c = move._i if move.game is self.game and move.parent == self else -1
        else:  # C finds the child playing the move; TypeError for what is not an int
            c = _core.tavb_game_node_child_playing(self._g, self._i, move)
        if c < 0:
            raise KeyError(move)
        return GameNode(self.game, c)

    def has_variation(self, move: Union[Move, "GameNode", str]) -> bool:
        """A child plays this move (or is this node)."""
        try:
            self._child(move)
        except (KeyError, ValueError):
            return False
        return True

    def next(self) -> Optional["GameNode"]:
        """The main continuation, or None at the end of a line."""
        c = _core.tav_game_node_child(self._g, self._i, 0)
        return GameNode(self.game, c) if c >= 0 else None

    def is_end(self) -> bool:
        """No move follows this node."""
        return _core.tav_game_node_child_count(self._g, self._i) == 0

    def end(self) -> GameNode:
        """The last node of the main continuation from here (this node at
        the end of a line)."""
        return GameNode(self.game, _core.tavb_game_node_line_end(self._g, self._i))

    def ply(self) -> int:
        """Plies from the start position (the root: 0), as python-chess's
        ``GameNode.ply()``."""
        return _core.tav_game_node_ply(self._g, self._i)

    def root(self) -> Game:
        """The game (python-chess's ``GameNode.root()``): the ``Game`` stands
        for its root node, the start position (``node.root() == game``)."""
        return self.game

    def turn(self) -> Colour:
        """The side to move after this node's move (at the root: at the start)."""
        return self.game._position_at(self._i).turn

    def starts_variation(self) -> bool:
        """This node is a variation of its parent, not its main
        continuation (python-chess's ``starts_variation()``)."""
        return not self.is_main_variation()

    def __getitem__(self, i: Union[int, Move, str]) -> GameNode:
        """``node[i]``: the i-th variation (0 = the main continuation), or
        the child playing a move (python-chess's ``node[move]``)."""
        if isinstance(i, int) and not isinstance(i, (bool, Move)):
            return self.variations[i]
        return self._child(i)

    def add_line(self, moves: Iterable[Union[Move, int, str]], *, comment: str = "",
                 starting_comment: str = "", nags: Iterable[int] = ()) -> GameNode:
        """Add the moves one after the other from this node (each a new
        variation where the node has a continuation) and return the last
        node; ``comment`` and ``nags`` go on the last move,
        ``starting_comment`` before the first (python-chess's ``add_line``)."""
        node: GameNode = self
        for m in moves:
            node = node.add_variation(m, starting_comment=starting_comment)
            starting_comment = ""
        if node is not self:
            node.comment = comment
            for nag in nags:
                node.add_nag(nag)
        return node

    def eval(self) -> Optional[PovScore]:
        """The ``[%eval ...]`` of the comment (python-chess's
        ``GameNode.eval()``): ``[%eval 0.17]`` in pawns, ``[%eval #-3]`` a
        mate, from white's point of view, as a ``PovScore``; None when there
        is none. ``ValueError`` when it is malformed. Read by C
        (tav_game_node_eval)."""
        ev = _core.tav_eval()  # C says why a malformed one cannot be read: ArgumentError, a ValueError
        if not c_call(_core.tavb_game_node_eval_checked, self._g, self._i, ev):
            return None
        return PovScore(_score(ev), Colour.WHITE)

    def eval_depth(self) -> Optional[int]:
        """The search depth written in the ``[%eval ...,DEPTH]`` of the
        comment (python-chess's ``eval_depth()``), None when not written."""
        ev = _core.tav_eval()
        rc = _core.tav_game_node_eval(self._g, self._i, ev)
        return ev.depth if rc == 1 and ev.depth else None

    def set_eval(self, score: Optional[PovScore], depth: Optional[int] = None) -> None:
        """Write ``score`` (seen from white: ``score.white()``) into this
        move's comment as ``[%eval 0.25]`` or ``[%eval #-3]`` (with
        ``,DEPTH`` when ``depth`` is given), replacing one already there
        where it stands, else first; None removes it (python-chess's
        ``set_eval``). Written by C (tav_game_set_eval)."""
        white = None if score is None else score.white()
        kind = 0 if white is None else 2 if white.mate is not None else 1
        value = 0 if white is None else white.mate if white.mate is not None else white.cp or 0
        c_call(_core.tavb_game_set_eval_checked, self._g, self._i, kind, value, depth or 0)

    def is_main_variation(self) -> bool:
        """The first child of its parent (the root counts as one)."""
        p = _core.tav_game_node_parent(self._g, self._i)
        return p < 0 or _core.tav_game_node_child(self._g, p, 0) == self._i

    @property
    def move_number(self) -> int:
        """Fullmove number of the move (R10 field 6), 0 for the root."""
        return _core.tav_game_node_move_number(self._g, self._i)

    @property
    def side(self) -> Optional[Colour]:
        """The side that made the move, None for the root."""
        s = _core.tav_game_node_side(self._g, self._i)
        return colour_from_c(s) if s in (0, 1) else None

    @property
    def depth(self) -> int:
        """Variation nesting: 0 on the main line, 1 inside a variation of it..."""
        return _core.tav_game_node_depth(self._g, self._i)

    def is_mainline(self) -> bool:
        """On the main line (the chain of first children from the root)."""
        return self.depth == 0

    @property
    def comment(self) -> str:
        """The comment after the move (for the root: before the first move,
        including comments around the tag pairs); ``''`` when none. White
        space runs are stored as one space. Assign ``''`` to remove it."""
        return _core.tav_game_node_comment(self._g, self._i) or ""

    @comment.setter
    def comment(self, text: str) -> None:
        self._set_comment(0, text)

    def clock(self) -> Optional[float]:
        """The mover's remaining time in seconds once this move was
        completed, from the ``[%clk H:MM:SS]`` in its comment (R11, R13);
        None when there is none. ``ValueError`` when it is malformed."""
        ms = c_call(_core.tavb_game_node_clock_checked, self._g, self._i)  # C refuses a malformed one
        return None if ms < 0 else ms / 1000

    def set_clock(self, seconds: Optional[float]) -> None:
        """Set the ``[%clk]`` of this move (kept to the millisecond) in its
        comment, or remove it with None."""
        if seconds is not None and (isinstance(seconds, bool) or not isinstance(seconds, (int, float))):
            raise TypeError(f"a clock is a number of seconds, not {type(seconds).__name__}")
        c_call(_core.tavb_game_set_clock_checked, self._g, self._i, seconds is None, float(seconds or 0))

    @property
    def starting_comment(self) -> str:
        """The comment before the move (only at the start of a variation);
        ``''`` when none."""
        return _core.tav_game_node_comment_before(self._g, self._i) or ""

    @starting_comment.setter
    def starting_comment(self, text: str) -> None:
        self._set_comment(1, text)

    def _set_comment(self, before: int, text: str) -> None:
        c_call(_core.tavb_game_set_comment_checked, self._g, self._i, before, text)

    @property
    def nags(self) -> Nags:
        """The NAGs of the move ($n, 0..255), a live mutable set (``Nags``)
        in the order read; ``!`` and ``?`` glued to a move are read as $1 and
        $2 (and so on). Assign an iterable to replace them."""
        return Nags(self)

    @nags.setter
    def nags(self, values: Iterable[int]) -> None:
        values = list(values)
        for v in values:
            if not isinstance(v, int) or isinstance(v, bool) or not 0 <= v <= 255:
                raise ValueError(f"a NAG is an int 0..255, not {v!r}")
        c_call(_core.tavb_game_set_nags, self._g, self._i, bytes(values))

    def add_nag(self, nag: int) -> None:
        """Append a NAG (0..255; at most 8 per move)."""
        # C refuses a non-int, the root, a value out of 0..255, a ninth NAG
        c_call(_core.tavb_game_add_nag_checked, self._g, self._i, nag)

    @property
    def draw_offer(self) -> bool:
        """The move was written with a draw offer, ``'='`` (R11)."""
        return bool(_core.tav_game_node_notes(self._g, self._i) & _core.TAV_NOTE_DRAW_OFFER)

    @draw_offer.setter
    def draw_offer(self, on: bool) -> None:
        if self.is_root:
            raise ValueError("the root has no move")
        check(_core.tav_game_set_draw_offer(self._g, self._i, 1 if on else 0))

    def board(self) -> Position:
        """A new ``Position`` after the move (the start for the root), with
        the moves from the start in its history (python-chess's
        ``GameNode.board()``). Cheap at any node: C plays on from a
        position the game keeps every few moves (tav_game_position_at)."""
        self._g  # a removed node raises
        return self.game._position_at(self._i)

    position = board

    def add_variation(self, move: Union[Move, int, str], *, comment: str = "", starting_comment: str = "",
                      nags: Iterable[int] = (), draw_offer: bool = False) -> GameNode:
        """Add a legal move after this node, as its main continuation if it
        has none yet, else as a new variation; return the new node, with
        ``comment``, ``starting_comment`` (before the move), ``nags`` and a
        ``draw_offer``. The move is a ``Move``, a ``tav_move`` int or any R9
        text; an illegal or unreadable one raises ``IllegalMoveError`` /
        ``NotationError`` (``ValueError``), the game unchanged."""
        node = self.game._add(self._i, move)
        node.comment = comment
        node.starting_comment = starting_comment
        for nag in nags:
            node.add_nag(nag)
        node.draw_offer = draw_offer
        return node

    def add_main_variation(self, move: Union[Move, int, str], *, comment: str = "",
                           nags: Iterable[int] = ()) -> GameNode:
        """Add a legal move after this node as its main continuation (the
        old one becomes the first variation); return the new node."""
        node = self.add_variation(move, comment=comment, nags=nags)
        node._edit(_core.TAVB_EDIT_PROMOTE_TO_MAIN)
        return node

    def _edit(self, edit: int) -> None:
        c_call(_core.tavb_game_edit_checked, self._g, self._i, edit)  # C says why: ArgumentError, a TavreliError

    def promote_to_main(self, move: Union[Move, "GameNode", str]) -> None:
        """Make the child playing move (or that node) the main continuation."""
        self._child(move)._edit(_core.TAVB_EDIT_PROMOTE_TO_MAIN)

    def promote(self, move: Union[Move, "GameNode", str]) -> None:
        """Move the child playing move one place up among the variations."""
        self._child(move)._edit(_core.TAVB_EDIT_PROMOTE)

    def demote(self, move: Union[Move, "GameNode", str]) -> None:
        """Move the child playing move one place down among the variations."""
        self._child(move)._edit(_core.TAVB_EDIT_DEMOTE)

    def remove_variation(self, move: Union[Move, "GameNode", str]) -> None:
        """Remove the child playing move and everything after it."""
        self._child(move)._edit(_core.TAVB_EDIT_REMOVE)

    def mainline(self) -> Iterator["GameNode"]:
        """The nodes of the main continuation after this node."""
        node = self.next()
        while node is not None:
            yield node
            node = node.next()

    def mainline_moves(self) -> MainlineMoves:
        """The moves of the main continuation after this node: a list whose
        ``str()`` is their movetext (``'3. g1-f3 b8-c6'``)."""
        return MainlineMoves([node.move for node in self.mainline()],  # type: ignore[misc]
                             self.game._position_at(self._i).copy(stack=False))


class RootNode(GameNode):
    """The root node as ``game.root`` gives it. Callable, so that
    python-chess's ``game.root()`` works too: calling it gives the
    ``Game`` (which stands for its root, as in python-chess)."""

    __slots__ = ()

    def __call__(self) -> Game:
        return self.game
