"""Game analysis of a whole archive on a Dask cluster:
``python3 -m tavreli.distributed annotate``.

    python3 -m tavreli.distributed annotate ARCHIVE.tgn --out OUT.tgn
        [--depth N | --nodes N | --time S] [--threads N] [--hash MB]
        [--scheduler ADDR] [--workers N] [--resume FILE] [--progress | --quiet]

A game is one task: a worker analyses it with the library (``Game.annotate``,
the C analysis of doc/analysis.md) under the limits given, as ``tavreli
annotate`` does, and sends back its annotated record. The records are
written to OUT in the archive's order, separated by a blank line: at a depth
or node count with one thread, the bytes ``tavreli annotate`` writes for the
same archive. With ``--resume FILE`` every finished game is appended to FILE
in the journal of the distributed perft (its index and record, a checksum
with the job's header: the archive's SHA-256 and the limits), and a run
given the same FILE analyses none of the games it holds; a torn last line
is cut off, an edited, duplicated or foreign entry refused, a second run on
the file at once refused. A crash of the client or of
a worker loses at most the games in flight.
"""
from __future__ import annotations

import argparse
import hashlib
import io
import sys
import time
from typing import Any, Dict, List, Tuple

from ._game_read import read_games
from .engine import Limit
from ._dask_jobs import Resume, _gather, _journal, _options, _printer, _run_on_cluster, _usage

FORMAT = "tavreli-distributed-annotate 2"  # 2: the journal of bindings/tier/journal.c


def annotate_text(text: str, limits: Dict[str, Any]) -> str:
    """What a worker runs: the annotated record of the one game in text."""
    game, = read_games(io.StringIO(text))  # ValueError unless it holds one game
    ann = game.annotate(Limit(depth=limits.get("depth"), nodes=limits.get("nodes"), time=limits.get("time")),
                        threads=limits.get("threads") or 1, hash=limits.get("hash"))
    return str(ann.game.write())


def header(archive_sha: str, limits: Dict[str, Any]) -> Dict[str, object]:
    """The journal's header of a job: the archive (its SHA-256) and the limits."""
    return {"format": FORMAT, "archive": archive_sha, "limits": limits}


def run_annotate(client: Any, texts: List[str], limits: Dict[str, Any], archive_sha: str,
                 resume: Resume = None, progress: Any = None) -> Tuple[List[str], int]:
    """Annotate the games texts on the client's cluster (at most two per
    worker in flight); returns their records in order and how many were
    analysed in this run. progress, if given, is called as progress(games
    done, games, seconds) (_dask_jobs._printer's show)."""
    with _journal(resume, header(archive_sha, limits)) as journal:
        done = {i: str(e["tgn"]) for i, e in journal.read(
            "game:n tgn:s", lambda e: e["game"] < len(texts), "one of this archive's games (game, record)",
            shown=1).items()}
        todo = [i for i in range(len(texts)) if i not in done]
        t0 = time.monotonic()

        def finished(i: int, tgn: str) -> None:
            done[todo[i]] = tgn
            journal.add({"game": todo[i], "tgn": tgn})  # a game takes seconds: every one on disk
            if progress is not None:
                progress(len(done), len(texts), time.monotonic() - t0)

        _gather(client, annotate_text, "tavreli-annotate", [(texts[i], limits) for i in todo], finished)
    return [done[i] for i in range(len(texts))], len(todo)


def main(argv: List[str]) -> int:
    """``python3 -m tavreli.distributed annotate ...``: the arguments after
    ``annotate``. Returns the exit status: 0 done, 1 a failed run, 2 a usage
    error."""
    ap = _options(argparse.ArgumentParser(prog="python3 -m tavreli.distributed annotate",
                                          description="tavreli annotate on a Dask cluster, a game a task"), "games")
    ap.add_argument("archive", metavar="ARCHIVE.tgn")
    ap.add_argument("--out", required=True, metavar="OUT.tgn", help="the annotated games, in the archive's order")
    ap.add_argument("--depth", type=int, metavar="N", help="search each position to depth N")
    ap.add_argument("--nodes", type=int, metavar="N", help="search N nodes a position (default 100000)")
    ap.add_argument("--time", type=float, metavar="S", help="search S seconds a position")
    ap.add_argument("--threads", type=int, default=1, metavar="N", help="threads per search (default 1)")
    ap.add_argument("--hash", type=int, metavar="MB", help="transposition table in MiB (default 16)")
    args = ap.parse_args(argv)
    limits = {name: getattr(args, name) for name in ("depth", "nodes", "time", "threads", "hash")}
    for name, value in limits.items():  # each more than 0 (a NaN time is not)
        if value is not None and not value > 0:
            return _usage(f"--{name} is more than 0, not {value}")
    try:
        with open(args.archive, "rb") as f:
            sha = hashlib.sha256(f.read()).hexdigest()
        texts = [g.write() for g in read_games(args.archive)]
    except (OSError, ValueError) as e:
        return _usage(f"{args.archive}: {e}")

    def output(done: Tuple[List[str], int]) -> None:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write("\n".join(done[0]))
    return _run_on_cluster(args, "games", lambda: header(sha, limits), lambda client, show, resume:
                           run_annotate(client, texts, limits, sha, resume,
                                        _printer(sys.stderr, "games", minute=True) if show else None), output)
