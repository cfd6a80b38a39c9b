"""Tavreli ("Russian chess") for Python, on top of libtavreli.

Pieces are never removed: a piece that moves onto an occupied square climbs
on top and forms a tower; towers move by their top piece and may split;
prisoners are freed when the tower above leaves; pawns promote into their
badge piece and revert when anything lands on them. The rules are those of
the project's RULES.md (R1..R14: the board, moves, towers and
prisoners, notation, TFEN, game records, perft, clocks and problems).

>>> import tavreli
>>> pos = tavreli.Position()
>>> len(pos.legal_moves)
39
>>> pos.push("e2-e4")
Move('e2', 'e4', 1)
>>> pos.tower("e4")
(Piece(Kind.PAWN, Colour.WHITE, badge=Kind.HELGI),)
>>> "white" if pos.turn else "black"
'black'
>>> pos.attackers(tavreli.WHITE, "d5")
SquareSet(0x0000000010000000)

Colours are python-chess's: ``WHITE`` is true (== True), ``BLACK`` false.

Game records (TGN, R11): ``tavreli.read_games(path_or_file_or_bytes)``
yields ``Game`` objects (tags, moves, variations, comments, located
problems, the end state); ``Game()`` builds one and ``str(game)`` writes
canonical TGN.

The low-level SWIG module is ``tavreli._core`` (the C names of
libtavreli.h); this package is a thin, typed layer over it.
"""
from __future__ import annotations

import pkgutil as _pkgutil

# The pure-Python files and the compiled module may be installed in two
# directories (pythondir and pyexecdir): let the package span both.
__path__ = _pkgutil.extend_path(__path__, __name__)

from . import _core  # noqa: E402
from ._errors import (IllegalMoveError, NotationError, TavreliError, TfenError,  # noqa: E402
                      TimeControlError, ArgumentError)
from ._position import (START_TFEN, LegalMoves, MoveStack, Outcome, Position,  # noqa: E402
                        Termination)
from ._types import (COLOR_NAMES, FILE_NAMES, RANK_NAMES, SQUARE_NAMES, SQUARES, Color,  # noqa: E402
                     Colour, Kind, Move, Piece, Square, SquareLike, parse_square, square,
                     square_distance, square_file, square_manhattan_distance, square_mirror,
                     square_name, square_rank)
from ._squareset import *  # noqa: E402,F401,F403  (SquareSet and the BB_* masks)
from ._squareset import SquareSet  # noqa: E402
from . import _squareset  # noqa: E402
from ._position_names import STATUS_VALID  # noqa: E402
from ._position import Setup  # noqa: E402
from ._game import (LIMITS, EndState, Game, GameNode, Headers, Problem,  # noqa: E402
                    ProblemKind, Severity)
from ._game_analysis import Annotation, MoveAnalysis, PlayerAnalysis  # noqa: E402
from ._game_nodes import RootNode  # noqa: E402
from ._game_read import (GameReader, GameSource, read_game, read_games,  # noqa: E402
                         read_headers, skip_game, write_games)
from ._game_text import MainlineMoves  # noqa: E402
from ._nags import *  # noqa: E402,F401,F403  (python-chess's NAG_* constants)
from . import _nags  # noqa: E402
from . import svg  # noqa: E402  (a module, callable as tavreli.svg(position) too)
from ._analysis import AnalysisLine, Engine, Score  # noqa: E402
from ._clock import Bonus, Clock, Period, TimeControl  # noqa: E402
from ._solver import Solution, SolutionNode, Try  # noqa: E402


__version__: str = _core.tav_version_string()

# python-chess's names typed in the first minute: chess.Board is a Position,
# chess.STARTING_FEN the start position's TFEN (R10).
Board = Position
STARTING_FEN: str = START_TFEN
STARTING_BOARD_FEN: str = START_TFEN.split(" ")[0]

# python-chess's colours: WHITE == True, BLACK == False (Colour members,
# so that repr() names them and ~WHITE is BLACK).
WHITE = Colour.WHITE
BLACK = Colour.BLACK
COLORS = [WHITE, BLACK]
KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN, HELGI = (
    Kind.KING, Kind.QUEEN, Kind.ROOK, Kind.BISHOP, Kind.KNIGHT, Kind.PAWN, Kind.HELGI)

CASTLE_WHITE_SHORT: int = _core.TAV_CASTLE_WHITE_SHORT
CASTLE_WHITE_LONG: int = _core.TAV_CASTLE_WHITE_LONG
CASTLE_BLACK_SHORT: int = _core.TAV_CASTLE_BLACK_SHORT
CASTLE_BLACK_LONG: int = _core.TAV_CASTLE_BLACK_LONG
MAX_MOVES: int = _core.TAV_MAX_MOVES
PERFT_MAX_DEPTH: int = _core.TAV_PERFT_MAX_DEPTH  # the deepest perft counted (R12)

# The squares as module constants: tavreli.E4 is Square.E4 (== 28).
A1, B1, C1, D1, E1, F1, G1, H1 = SQUARES[0:8]
A2, B2, C2, D2, E2, F2, G2, H2 = SQUARES[8:16]
A3, B3, C3, D3, E3, F3, G3, H3 = SQUARES[16:24]
A4, B4, C4, D4, E4, F4, G4, H4 = SQUARES[24:32]
A5, B5, C5, D5, E5, F5, G5, H5 = SQUARES[32:40]
A6, B6, C6, D6, E6, F6, G6, H6 = SQUARES[40:48]
A7, B7, C7, D7, E7, F7, G7, H7 = SQUARES[48:56]
A8, B8, C8, D8, E8, F8, G8, H8 = SQUARES[56:64]

__all__ = [
    "Position", "Board", "LegalMoves", "MoveStack", "Outcome", "Termination", "START_TFEN",
    "STARTING_FEN", "STARTING_BOARD_FEN",
    "Move", "Piece", "Square", "SquareLike", "SquareSet", "Colour", "Color", "Kind",
    "COLORS", "COLOR_NAMES",
    "TavreliError", "TfenError", "NotationError", "IllegalMoveError",
    "parse_square", "square_name", "svg", "SQUARES", "SQUARE_NAMES", "FILE_NAMES", "RANK_NAMES",
    "square", "square_file", "square_rank", "square_distance", "square_manhattan_distance",
    "square_mirror", "Setup", "STATUS_VALID",
    "WHITE", "BLACK", "KING", "QUEEN", "ROOK", "BISHOP", "KNIGHT", "PAWN", "HELGI",
    "CASTLE_WHITE_SHORT", "CASTLE_WHITE_LONG", "CASTLE_BLACK_SHORT",
    "CASTLE_BLACK_LONG", "MAX_MOVES", "PERFT_MAX_DEPTH",
    "read_games", "read_game", "write_games", "Game", "GameNode", "GameReader",
    "GameSource", "Headers", "Problem", "ProblemKind", "Severity", "EndState", "LIMITS",
    "RootNode", "MainlineMoves", "read_headers", "skip_game",
    "Annotation", "MoveAnalysis", "PlayerAnalysis",
    "Engine", "Score", "AnalysisLine",
    "TimeControl", "TimeControlError", "ArgumentError", "Period", "Bonus", "Clock",
    "Solution", "SolutionNode", "Try",
]
__all__ += [
    "A1", "B1", "C1", "D1", "E1", "F1", "G1", "H1",
    "A2", "B2", "C2", "D2", "E2", "F2", "G2", "H2",
    "A3", "B3", "C3", "D3", "E3", "F3", "G3", "H3",
    "A4", "B4", "C4", "D4", "E4", "F4", "G4", "H4",
    "A5", "B5", "C5", "D5", "E5", "F5", "G5", "H5",
    "A6", "B6", "C6", "D6", "E6", "F6", "G6", "H6",
    "A7", "B7", "C7", "D7", "E7", "F7", "G7", "H7",
    "A8", "B8", "C8", "D8", "E8", "F8", "G8", "H8",
]
__all__ += _squareset.__all__
__all__ += _nags.__all__


def _document_inits(namespace: dict[str, object]) -> None:
    """help(): a class whose __init__ has no text of its own (dataclasses'
    generated ones too) gets one pointing at the class's, instead of
    object's "Initialize self. See help(type(self))..."."""
    for value in namespace.values():
        if isinstance(value, type) and value.__module__.startswith("tavreli"):
            init = getattr(value, "__init__")
            if getattr(init, "__doc__", "") is None:
                init.__doc__ = f"Construct a new object: see {value.__name__}'s text above."


_document_inits({name: globals()[name] for name in __all__})
