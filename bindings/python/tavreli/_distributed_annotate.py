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

import hashlib
import io
import itertools
import json
import sys
import time
from typing import Any, Dict, List, Tuple

from ._game_read import read_games
from .engine import Limit
from ._dask_jobs import Resume, _dask, _journal, _Journal, _quiet_dask, _run_on_cluster

FORMAT = "tavreli-distributed-annotate 2"  # 2: the journal of bindings/tier/journal.c


def annotate_text(text: str, limits: Dict[str, Any]) -> str:
    """What a worker runs: the annotated record of the one game in text."""
    games = list(read_games(io.StringIO(text)))
    if len(games) != 1:
        raise ValueError(f"a unit holds {len(games)} games, not one")
    ann = games[0].annotate(Limit(depth=limits.get("depth"), nodes=limits.get("nodes"), time=limits.get("time")),
                            threads=limits.get("threads") or 1, hash=limits.get("hash"))
    return str(ann.game.write())


def read_annotate_journal(journal: _Journal, count: int) -> Dict[int, str]:
    """The games finished by an earlier run of the same job, by index. An
    entry that is not one of the count games' or a game given twice is an
    error (ValueError), never used."""
    done: Dict[int, str] = {}
    for where, e in journal.entries():
        game, tgn = e.get("game"), e.get("tgn")
        if not (type(game) is int and 0 <= game < count and isinstance(tgn, str)):
            raise ValueError(f"{where}: an entry that is not one of this archive's games (game, record): refused")
        if game in done:
            raise ValueError(f"{where}: game {game + 1} a second time: refused")
        done[game] = tgn
    return done


def header(archive_sha: str, limits: Dict[str, Any]) -> Dict[str, object]:
    """The journal's header of a job: the archive (its SHA-256) and the limits."""
    return {"format": FORMAT, "archive": archive_sha, "limits": limits}


def run_annotate(client: Any, texts: List[str], limits: Dict[str, Any], archive_sha: str,
                 resume: Resume = None, progress: Any = None) -> Tuple[List[str], int]:
    """Annotate the games texts on the client's cluster; returns their
    records in order and how many were analysed in this run."""
    as_completed = _dask().as_completed
    journal = _journal(resume, header(archive_sha, limits))
    try:
        done = read_annotate_journal(journal, len(texts))
    except BaseException:
        if journal is not resume:
            journal.close()
        raise
    todo = [i for i in range(len(texts)) if i not in done]
    token = hashlib.sha1(json.dumps([archive_sha, limits], sort_keys=True).encode()).hexdigest()[:16]
    workers = max(1, len(client.scheduler_info()["workers"]))

    def submit(i: int) -> Any:
        return client.submit(annotate_text, texts[i], limits, key=f"tavreli-annotate-{token}-{i}", pure=False)

    queue = iter(todo)
    submitted = [(i, submit(i)) for i in itertools.islice(queue, 2 * workers)]  # islice takes no more
    index = {f.key: i for i, f in submitted}
    pending = as_completed([f for _, f in submitted], with_results=True)
    analysed, t0 = 0, time.monotonic()
    try:
        for fut, tgn in pending:
            i = index[fut.key]
            done[i] = tgn
            journal.add({"game": i, "tgn": tgn})  # a game takes seconds: every one on disk
            analysed += 1
            if progress is not None:
                progress(len(done), len(texts), analysed, time.monotonic() - t0)
            nxt = next(queue, None)
            if nxt is not None:
                f = submit(nxt)
                index[f.key] = nxt
                submitted.append((nxt, f))
                pending.add(f)
    except BaseException:
        _quiet_dask()  # abandoned (an error, ^C): what Dask says of the tasks cancelled in flight is noise
        raise
    finally:
        if journal is not resume:
            journal.close()
        client.cancel([f for _, f in submitted if not f.done()])
    return [done[i] for i in range(len(texts))], analysed


def _show(stream: Any) -> Any:
    tty = stream.isatty()
    last = [0.0]

    def show(done: int, games: int, analysed: int, seconds: float) -> None:
        if done < games and seconds - last[0] < (0.5 if tty else 10.0):
            return
        last[0] = seconds
        rate = analysed / seconds if seconds > 0 else 0.0
        left = (games - done) / rate if rate > 0 else 0.0
        text = f"{done}/{games} games, {rate * 60:,.1f} games/min, {seconds:.1f} s, {left:.0f} s left"
        stream.write(("\r" + text + "\033[K") if tty else text + "\n")
        stream.flush()
    return show


def main(argv: List[str]) -> int:
    """``python3 -m tavreli.distributed annotate ...``: the arguments after
    ``annotate``. Returns the exit status: 0 done, 1 a failed run, 2 a usage
    error."""
    import argparse
    ap = argparse.ArgumentParser(prog="python3 -m tavreli.distributed annotate",
                                 description="tavreli annotate on a Dask cluster, a game a task")
    ap.add_argument("archive", metavar="ARCHIVE.tgn")
    ap.add_argument("--out", required=True, metavar="OUT.tgn", help="the annotated games, in the archive's order")
    ap.add_argument("--depth", type=int, metavar="N", help="search each position to depth N")
    ap.add_argument("--nodes", type=int, metavar="N", help="search N nodes a position (default 100000)")
    ap.add_argument("--time", type=float, metavar="S", help="search S seconds a position")
    ap.add_argument("--threads", type=int, default=1, metavar="N", help="threads per search (default 1)")
    ap.add_argument("--hash", type=int, metavar="MB", help="transposition table in MiB (default 16)")
    ap.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="a running Dask scheduler (default: a LocalCluster on 127.0.0.1)")
    ap.add_argument("--workers", type=int, default=None, metavar="N",
                    help="worker processes of the LocalCluster (default: one per CPU)")
    ap.add_argument("--resume", metavar="FILE", help="keep finished games in FILE and skip those it holds")
    ap.add_argument("--progress", action="store_true", help="progress on stderr even when it is not a terminal")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args = ap.parse_args(argv)
    for name in ("depth", "nodes", "threads", "hash", "workers"):
        v = getattr(args, name)
        if v is not None and v < 1:
            print(f"tavreli.distributed: --{name} is at least 1", file=sys.stderr)
            return 2
    if args.time is not None and not args.time > 0:
        print("tavreli.distributed: --time is more than 0", file=sys.stderr)
        return 2
    try:
        with open(args.archive, "rb") as f:
            data = f.read()
        texts = [g.write() for g in read_games(args.archive)]
    except (OSError, ValueError) as e:
        print(f"tavreli.distributed: {args.archive}: {e}", file=sys.stderr)
        return 2
    limits = {"depth": args.depth, "nodes": args.nodes, "time": args.time, "threads": args.threads,
              "hash": args.hash}
    sha = hashlib.sha256(data).hexdigest()
    status, done = _run_on_cluster(
        args, "games", header(sha, limits),
        lambda client, show, resume: run_annotate(client, texts, limits, sha, resume,
                                                  _show(sys.stderr) if show else None))
    if status:
        return status
    records, _ = done
    with open(args.out, "w", encoding="utf-8") as f:
        f.write("\n".join(records))
    return 0
