"""Game analysis (doc/analysis.md): the C analysis of a game's main line
(tavreli/analysis.h) as Python values. ``Game.annotate(limit)`` returns an
``Annotation``: the annotated copy of the game and each move's and each
player's figures. Part of ``tavreli._game``."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, List, Optional, Tuple

from . import _core
from ._analysis import Score
from ._types import Colour, Move, _move_from_int, c_call, colour_from_c

__all__ = ["MoveAnalysis", "PlayerAnalysis", "Annotation"]


def _score(s: Any) -> Score:
    """A C tav_score as a Score; a mate on the board is mate 0 (python-chess's
    ``Mate(0)``, seen from the side that is mated: -0), +0 for the winner."""
    if s.mate in (_core.TAV_SCORE_MATED, -_core.TAV_SCORE_MATED):
        return Score(mate=0)
    return Score(mate=s.mate) if s.mate else Score(cp=s.cp)


@dataclass(frozen=True)
class MoveAnalysis:
    """One move of the main line: its scores from the mover's side before
    it (best play) and after it, the engine's best move and line, the loss
    in winning chances (0..1), the centipawn loss, the accuracy (0..100)
    and the judgement ("inaccuracy", "mistake", "blunder" or "")."""

    ply: int
    turn: Colour
    move: Move
    best: Optional[Move]
    before: Score
    after: Score
    loss: float
    cp_loss: int
    accuracy: float
    judgement: str
    missed_mate: bool
    allowed_mate: bool
    pv: Tuple[Move, ...]


@dataclass(frozen=True)
class PlayerAnalysis:
    """One player's summary: moves analysed, accuracy (0..100), average
    centipawn loss and the counts of each judgement."""

    moves: int
    accuracy: float
    average_loss: float
    inaccuracies: int
    mistakes: int
    blunders: int


@dataclass(frozen=True)
class Annotation:
    """What ``Game.annotate()`` returns: ``game``, an annotated copy
    (``[%eval]`` on every move, NAGs, the better lines, the summary tags),
    ``moves`` and the two players' summaries."""

    game: Any  # the annotated Game
    moves: List[MoveAnalysis]
    white: PlayerAnalysis
    black: PlayerAnalysis

    def player(self, colour: Colour) -> PlayerAnalysis:
        """The summary of ``colour``."""
        return self.white if colour == Colour.WHITE else self.black


def _analyse(g: Any, depth: Optional[int], nodes: Optional[int], time: Optional[float], threads: int,
             hash_mb: Optional[int]) -> Tuple[Any, List[MoveAnalysis], PlayerAnalysis, PlayerAnalysis]:
    """Analyse the C game g; returns the C analysis (annotate with it) and
    its figures. C refuses a limit out of its range (``ArgumentError``, a
    ``ValueError`` and TavreliError) or not an int (``TypeError``), naming it."""
    a = c_call(_core.tavb_analyse_game_checked, g, 0 if depth is None else depth, 0 if nodes is None else nodes,
               0 if time is None else max(1, round(time * 1000)), threads, 0 if hash_mb is None else hash_mb)
    white, black = [PlayerAnalysis(p.moves, p.accuracy, p.average_cp_loss, p.inaccuracies, p.mistakes,
                                   p.blunders) for p in (_core.tav_analysis_player(a, side) for side in (0, 1))]
    moves = [MoveAnalysis(
        ply=m.ply, turn=colour_from_c(m.side), move=_move_from_int(m.played), best=_move_from_int(m.best) or None,
        before=_score(m.before), after=_score(m.after), loss=m.loss, cp_loss=m.cp_loss,
        accuracy=m.accuracy, judgement=_core.tav_judgement_name(m.judgement),
        missed_mate=bool(m.missed_mate), allowed_mate=bool(m.allowed_mate),
        pv=tuple(_move_from_int(_core.tavb_move_analysis_pv(m, k)) for k in range(m.pv_length)))
        for m in (_core.tav_analysis_move(a, i) for i in range(_core.tav_analysis_move_count(a)))]
    return a, moves, white, black
