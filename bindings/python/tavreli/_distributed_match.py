"""Matches on a Dask cluster: ``python3 -m tavreli.distributed match``.

    python3 -m tavreli.distributed match --games N [--scheduler ADDR]
        [--workers N] [--resume FILE] [--tgn FILE] [--tavreli PATH]
        [--progress | --quiet] MATCH-OPTION...

Every other option is ``tavreli match``'s (``--engine``, ``--name``,
``--option``, ``--depth``, ``--tc``, ``--openings``, ``--random-plies``,
``--seed``, ``--resign``, ``--draw``, ``--sprt``...). A game pair is one
task: a worker runs ``tavreli match MATCH-OPTION... --games 2 --first-pair
P``, a real engine process per side, which plays pair P exactly as a
whole local ``tavreli match --games N`` would (the same opening, seeds and
round numbers). The results are merged in pair order into ``--tgn``; the
summary is ``tavreli match --tally W-L-D`` of the merged counts, so the
Elo and SPRT figures come from the one implementation in C. With
``--sprt`` the run stops when the test decides (counted after whole pairs,
as ``tavreli match`` does); at most two pairs per worker are in flight.
N is rounded up to whole pairs.

With ``--resume FILE`` every finished pair is appended to FILE, the journal
of the distributed perft (its counts and games' TGN, a checksum with the
job's header: the match options), and a run given the same FILE replays
none of the pairs it holds; a torn last line is cut off, an edited,
duplicated or foreign entry refused, a second run on the file at once
refused. ``tavreli`` must run on every worker
(``--tavreli PATH``, default ``$TAVRELI`` or ``tavreli`` on the PATH).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

from . import _core
from ._types import c_call
from ._dask_jobs import _Journal  # noqa: F401 (the tests hold a journal open through this module)
from ._dask_jobs import Resume, _gather, _journal, _options, _printer, _run_on_cluster, _usage

FORMAT = "tavreli-distributed-match 2"  # 2: the journal of bindings/tier/journal.c


def play_pair(tavreli: str, options: List[str], pair: int) -> Dict[str, Any]:
    """What a worker runs: game pair `pair` of the match, by the tavreli
    program. Its counts from the first engine's side, and its games' TGN."""
    with tempfile.TemporaryDirectory(prefix="tavreli-match-") as d:
        tgn = os.path.join(d, "pair.tgn")
        r = subprocess.run([tavreli, "match", *options, "--games", "2", "--first-pair", str(pair),
                            "--quiet", "--tgn", tgn], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"tavreli match, pair {pair}: exit {r.returncode}: {r.stderr.strip()}")
        with open(tgn, encoding="utf-8") as f:
            text = f.read()
    return {"pair": pair, **_counts(text), "tgn": text}


def _counts(tgn: str) -> Dict[str, object]:
    """Wins, losses, draws of the first engine (white in odd rounds) in a
    pair's TGN, and the two engines' names, read by C (tavb_match_pair_json)."""
    return dict(json.loads(c_call(_core.tavb_match_pair_json, tgn)))


# ---- the statistics, by tavreli match --tally ----------------------------------

def _sprt(options: List[str]) -> List[str]:
    """["--sprt", the last --sprt of tavreli match's options], or [] when none is given."""
    ap = argparse.ArgumentParser(add_help=False, allow_abbrev=False)
    ap.add_argument("--sprt")
    sprt: Optional[str] = ap.parse_known_args(options)[0].sprt
    return [] if sprt is None else ["--sprt", sprt]


def summary(tavreli: str, options: List[str], wld: Tuple[int, int, int], names: List[str]) -> str:
    """tavreli match's table, Elo and SPRT lines for the counts wld."""
    args = [tavreli, "match", "--engine", "a", "--name", names[0] or "engine 1",
            "--engine", "b", "--name", names[1] or "engine 2", "--tally", "%d-%d-%d" % wld, *_sprt(options)]
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def _decided(tavreli: str, options: List[str], wld: Tuple[int, int, int]) -> bool:
    return "accepted" in summary(tavreli, options, wld, ["a", "b"])  # "H1 accepted", "H0 accepted" or "undecided"


# ---- the job ------------------------------------------------------------------

Shown = Callable[..., None]  # (pairs done, pairs, seconds, score="+W -L =D, "): _dask_jobs._printer's show


def header(options: List[str]) -> Dict[str, object]:
    """The journal's header of a match: its options say which it is."""
    return {"format": FORMAT, "options": options}


def _score(done: Dict[int, Dict[str, Any]]) -> Tuple[int, int, int]:
    """(wins, losses, draws) of the pairs done."""
    wins, losses, draws = (sum(int(e[key]) for e in done.values()) for key in ("wins", "losses", "draws"))
    return wins, losses, draws


def _checked(tavreli: str, options: List[str], games: int) -> Dict[str, object]:
    """header(options), once tavreli match itself has checked the options and
    games (1 or more) here: RuntimeError with its message, ValueError for an
    option of this command's among them, OSError when tavreli cannot run."""
    for own in ("--games", "--tgn", "--first-pair", "--quiet", "--tally", "--progress"):
        if own in options:
            raise ValueError(f"{own} given twice or not here")
    check = subprocess.run([tavreli, "match", *options, "--games", str(games), "--tally", "0-0-0"],
                           capture_output=True, text=True)
    if check.returncode != 0:
        raise RuntimeError(check.stderr.strip())
    return header(options)


def run_match(client: Any, tavreli: str, options: List[str], games: int, resume: Resume = None,
              progress: Optional[Shown] = None) -> Tuple[Tuple[int, int, int], List[str], List[Dict[str, Any]], int]:
    """Play ceil(games / 2) pairs on the client's cluster (fewer when the
    SPRT decides; at most two per worker in flight). Returns (wins, losses,
    draws), the names, the finished pairs in order, and how many were
    played in this run."""
    pairs, t0 = (games + 1) // 2, time.monotonic()
    sprt = bool(_sprt(options))
    with _journal(resume, header(options)) as journal:
        done = {p: e for p, e in journal.read(
            "pair:n wins:n losses:n draws:n tgn:s names:l",
            lambda e: e["wins"] + e["losses"] + e["draws"] == 2 and len(e["names"]) == 2,
            "a game pair's (pair, counts, names, games)").items() if p < pairs}
        held, todo = len(done), [p for p in range(pairs) if p not in done]

        def finished(i: int, e: Dict[str, Any]) -> bool:
            done[todo[i]] = e
            journal.add(e)  # a pair takes seconds: every one on disk
            if progress is not None:
                progress(len(done), pairs, time.monotonic() - t0, score="+%d -%d =%d, " % _score(done))
            return sprt and _decided(tavreli, options, _score(done))

        if not (sprt and done and _decided(tavreli, options, _score(done))):
            _gather(client, play_pair, "tavreli-match", [(tavreli, options, p) for p in todo], finished)
    kept = [done[p] for p in sorted(done)]
    return _score(done), [str(n) for n in kept[0]["names"]] if kept else ["", ""], kept, len(done) - held


def main(argv: List[str]) -> int:
    """``python3 -m tavreli.distributed match ...``: the arguments after ``match``.

    Returns the exit status: 0 done, 1 a failed run, 2 a usage error.
    """
    ap = _options(argparse.ArgumentParser(prog="python3 -m tavreli.distributed match",
                                          description="a tavreli match on a Dask cluster, a game pair a task; "
                                                      "every other option is tavreli match's"), "pairs")
    ap.add_argument("--games", type=int, default=2, metavar="N", help="games to play, in pairs (default 2)")
    ap.add_argument("--tgn", metavar="FILE", help="write every game to FILE, in the order of the rounds")
    ap.add_argument("--tavreli", metavar="PATH", default=os.environ.get("TAVRELI") or "tavreli",
                    help="the tavreli program on the workers (default $TAVRELI or tavreli)")
    args, options = ap.parse_known_args(argv)
    tavreli = shutil.which(args.tavreli) or args.tavreli

    def output(played: Tuple[Tuple[int, int, int], List[str], List[Dict[str, Any]], int]) -> None:
        wld, names, finished, _ = played
        if args.tgn:
            with open(args.tgn, "w", encoding="utf-8") as f:
                f.write("".join(str(e["tgn"]) for e in finished))
        sys.stdout.write(summary(tavreli, options, wld, names))
    return _run_on_cluster(args, "pairs", lambda: _checked(tavreli, options, args.games),
                           lambda client, show, resume: run_match(client, tavreli, options, args.games, resume,
                               _printer(sys.stderr, "games", 2, minute=True) if show else None), output)
