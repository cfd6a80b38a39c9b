"""Perft (R12) on a Dask cluster: ``python3 -m tavreli.distributed``.

    python3 -m tavreli.distributed perft TFEN DEPTH [--split K]
        [--scheduler tcp://HOST:PORT] [--workers N] [--batch B]
        [--resume FILE] [--progress | --quiet] [--stats]

The tree is cut K plies below the root. The positions found there are the
work units; a position reached by several move orders (a transposition) is
one unit, kept with its multiplicity under each root move, so it is counted
once. Merging is by the position's Zobrist hash and, to rule out a
collision, its TFEN without the clocks (the clocks do not change a perft
count, R12). A unit is counted by ``Position(tfen).perft(DEPTH - K)`` in C
(libtavreli, no second perft in Python), so any worker that can import
``tavreli`` can run it. One Dask task counts a batch of B units (default:
about 16 tasks per worker, at most 256 units each), which spreads Dask's
cost of a task (milliseconds) over the batch. Dask reruns the tasks of a
worker that dies.

Without ``--scheduler`` a ``LocalCluster`` of N single-threaded worker
processes (default: one per CPU) is started on 127.0.0.1; with it, the job
goes to that cluster (see doc/perft.md for ``dask scheduler`` and
``dask worker`` on several machines). With ``--resume FILE`` every finished
unit is appended to FILE (the journal of bindings/tier/journal.c: one line
written whole, a checksum with the job's header and a JSON entry), and a
run given the same FILE skips the units it holds: a crash or a stop loses
nothing. A crash at any byte leaves at most a torn last line, which is cut
off; every entry carries its unit's index and position key and the depth,
so an edited, duplicated or foreign entry is refused (an error), never
summed. The file is locked while a run has it open: a second run on it is
refused. TFEN may be ``startpos``.
The output is that of ``tavreli divide TFEN DEPTH``: one ``<move> <count>``
line per root move in byte order of the move text, then ``total <n>``;
progress (units done of all, rate, time left) goes to stderr when it is a
terminal, or with ``--progress``.

From Python: ``perft(tfen, depth, split, client=..., resume=...)`` returns a
``Result`` (total, divide, units, units computed, times).

    python3 -m tavreli.distributed match --games N [--scheduler ADDR] ...

plays a ``tavreli match`` with a game pair a Dask task (tavreli._distributed_match).
"""
from __future__ import annotations

import argparse
import hashlib
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

from . import _core
from ._dask_jobs import Resume, _dask, _journal, _Journal, _quiet_dask, _run_on_cluster
from ._distributed_annotate import main as annotate_main
from ._distributed_match import main as match_main
from ._position import Position

PERFT_MAX_DEPTH: int = _core.TAV_PERFT_MAX_DEPTH  # the deepest perft C counts (tavreli/perft.h)

__all__ = ["Unit", "Result", "split", "count_unit", "count_units", "perft", "main"]

@dataclass
class Unit:
    """One work unit: a position K plies below the root, and how many move
    sequences from each root move reach it."""
    key: str                  # the TFEN without its clocks: the unit's identity
    tfen: str                 # a full TFEN of the position
    roots: Dict[str, int] = field(default_factory=dict)  # root move text -> multiplicity

    @property
    def multiplicity(self) -> int:
        """How many root-move paths reach this unit: its count is added that many times."""
        return sum(self.roots.values())


@dataclass
class Result:
    total: int
    divide: Dict[str, int]    # root move text -> leaves, in byte order of the text
    units: int                # number of work units
    computed: int             # units computed in this run (the rest came from the resume file)
    sequences: int            # move sequences of length K (units before merging)
    seconds: float            # wall time of the counting (not the split)
    busy: float               # time the workers spent inside perft, summed


def _tfen(tfen: str) -> str:
    """The TFEN that tfen says: ``startpos`` is the start position, as in
    every ``tavreli`` command."""
    return Position().tfen() if tfen == "startpos" else tfen


def _key(p: Position) -> str:
    # board, side to move, castling, en passant: everything perft reads
    return " ".join(p.tfen().split()[:4])


def split(tfen: str, k: int) -> Tuple[List[Unit], int]:
    """The distinct positions k >= 1 plies below tfen, with their
    multiplicities per root move, in a fixed order; and the number of move
    sequences of length k. Transpositions are merged ply by ply."""
    if k < 1:
        raise ValueError("the split is at least one ply")
    root = Position(tfen)
    # frontier: key -> (tfen, {root move: multiplicity})
    frontier: Dict[Tuple[int, str], Tuple[str, Dict[str, int]]] = {}
    for m in root.legal_move_ints():
        text = root.move_text(m)
        root.push(m)
        _merge(frontier, root, {text: 1})
        root.pop()
    sequences = sum(sum(r.values()) for _, r in frontier.values())
    for _ in range(k - 1):
        nxt: Dict[Tuple[int, str], Tuple[str, Dict[str, int]]] = {}
        sequences = 0
        for t, roots in frontier.values():
            p = Position(t)
            weight = sum(roots.values())
            for m in p.legal_move_ints():
                p.push(m)
                _merge(nxt, p, roots)
                p.pop()
                sequences += weight
        frontier = nxt
    units = [Unit(key[1], t, roots) for key, (t, roots) in frontier.items()]
    return units, sequences


def _merge(frontier: Dict[Tuple[int, str], Tuple[str, Dict[str, int]]],
           p: Position, roots: Dict[str, int]) -> None:
    key = (p.zobrist_hash(), _key(p))
    entry = frontier.get(key)
    if entry is None:
        frontier[key] = (p.tfen(), dict(roots))
        return
    into = entry[1]
    for move, n in roots.items():
        into[move] = into.get(move, 0) + n


def count_unit(tfen: str, depth: int) -> Tuple[int, float]:
    """perft(depth) of tfen in C, and the seconds it took."""
    t0 = time.perf_counter()
    n = Position(tfen).perft(depth)
    return n, time.perf_counter() - t0


def count_units(tfens: List[str], depth: int) -> List[Tuple[int, float]]:
    """What a worker runs: count_unit for each of a batch of units."""
    return [count_unit(t, depth) for t in tfens]


# ---- the resume file ---------------------------------------------------------
#
# The journal of bindings/tier/journal.c, one for the three Dask commands:
# C opens it with a lock (a second run on the file is refused), checks
# every line's checksum with the job's header, cuts a torn last line and
# appends whole lines. Here: the header and the entries as JSON, and what an
# entry means (its unit, index, depth) checked against the job.

FORMAT = "tavreli-distributed-perft 3"  # 3: the journal of bindings/tier/journal.c


def _header(tfen: str, depth: int, k: int) -> Dict[str, object]:
    return {"format": FORMAT, "tfen": _key(Position(tfen)), "depth": depth, "split": k}


def _read_resume(journal: _Journal, units: List[Unit], sub: int) -> Dict[str, int]:
    """The units finished in an earlier run of the same job, by key: an
    entry that names no unit of the job (its index and key), another depth,
    or a unit given twice is an error (ValueError), never summed."""
    done: Dict[str, int] = {}
    for where, e in journal.entries():
        key, index, depth, leaves = e.get("unit"), e.get("index"), e.get("depth"), e.get("leaves")
        if not (type(index) is int and 0 <= index < len(units) and units[index].key == key and depth == sub
                and type(leaves) is int and leaves >= 0):
            raise ValueError(f"{where}: an entry that is not one of this job's units (unit, index, depth, "
                             "leaves): refused")
        if key in done:
            raise ValueError(f"{where}: unit {index} a second time: refused")
        done[units[index].key] = leaves
    return done


# ---- the job -----------------------------------------------------------------

Progress = Callable[[int, int, int, float], None]  # (units done, units, leaves so far, seconds)


def perft(tfen: str, depth: int, k: Optional[int] = None, *, client: Any = None,
          resume: Optional[str] = None, progress: Optional[Progress] = None,
          batch: Optional[int] = None) -> Result:
    """perft(depth) of tfen and its divide, cut k plies below the root
    (default min(2, depth)) and counted on the Dask client's cluster (None:
    in this process, one unit after the other), batch units per task
    (default: see the module's text). Finished units are appended to the
    file resume and skipped when it already holds them. progress, if
    given, is called after each finished unit."""
    return _perft(tfen, depth, k, client, resume, progress, batch)


def _perft(tfen: str, depth: int, k: Optional[int], client: Any, resume: Resume,
           progress: Optional[Progress], batch: Optional[int]) -> Result:
    """perft() with resume a journal open already (the command opens it
    before the cluster starts) or a path."""
    tfen = _tfen(tfen)
    if not 0 <= depth <= PERFT_MAX_DEPTH:  # deeper, every worker would die counting its unit
        raise ValueError(f"depth is from 0 to {PERFT_MAX_DEPTH} (PERFT_MAX_DEPTH), not {depth}")
    if depth == 0:
        Position(tfen)  # still reject a bad TFEN
        return Result(1, {}, 0, 0, 1, 0.0, 0.0)
    if k is None:
        k = min(2, depth)
    if not 1 <= k <= depth:
        raise ValueError(f"the split is from 1 to the depth ({depth}) plies")
    units, sequences = split(tfen, k)
    sub = depth - k
    journal = _journal(resume, _header(tfen, depth, k))
    try:
        leaves = _read_resume(journal, units, sub)
    except BaseException:
        if journal is not resume:
            journal.close()
        raise
    todo = [u for u in units if u.key not in leaves]
    t0 = time.perf_counter()
    busy = 0.0
    so_far = sum(leaves[u.key] * u.multiplicity for u in units if u.key in leaves)
    by_key = {u.key: u for u in units}
    index_of = {u.key: i for i, u in enumerate(units)}

    def finished(key: str, n: int, seconds: float) -> None:
        nonlocal busy, so_far
        leaves[key] = n
        busy += seconds
        so_far += n * by_key[key].multiplicity
        journal.add({"unit": key, "index": index_of[key], "depth": sub, "leaves": n}, sync=False)
        if progress is not None:
            progress(len(leaves), len(units), so_far, time.perf_counter() - t0)

    try:
        if client is None:
            for u in todo:
                n, s = count_unit(u.tfen, sub)
                finished(u.key, n, s)
        else:
            _run_on(client, todo, sub, finished, batch)
    finally:
        if journal is not resume:
            journal.close()
    seconds = time.perf_counter() - t0
    divide: Dict[str, int] = {}
    for u in units:
        for move, m in u.roots.items():
            divide[move] = divide.get(move, 0) + m * leaves[u.key]
    divide = dict(sorted(divide.items(), key=lambda item: item[0].encode()))
    return Result(sum(divide.values()), divide, len(units), len(todo), sequences, seconds, busy)


def _run_on(client: Any, todo: List[Unit], sub: int, finished: Callable[[str, int, float], None],
            batch: Optional[int]) -> None:
    as_completed = _dask().as_completed
    if not todo:
        return
    if batch is None:
        workers = max(1, len(client.scheduler_info()["workers"]))
        batch = max(1, min(256, len(todo) // (16 * workers)))
    batches = [todo[i:i + batch] for i in range(0, len(todo), batch)]
    # Keys name the work (pure: the same units have the same key in any
    # job), so that a shared scheduler never mixes two jobs' tasks up.
    keys = ["tavreli-perft-%d-%s" % (sub, hashlib.sha1("\n".join(u.key for u in b).encode()).hexdigest())
            for b in batches]
    futures = client.map(count_units, [[u.tfen for u in b] for b in batches], [sub] * len(batches), key=keys)
    batch_of = {f.key: b for f, b in zip(futures, batches)}
    try:
        for fut, results in as_completed(futures, with_results=True):
            for u, (n, s) in zip(batch_of[fut.key], results):
                finished(u.key, n, s)
            fut.release()
    except BaseException:
        # the job is abandoned (an error, ^C): what the scheduler says of
        # the tasks cancelled in flight is noise around the one-line error
        _quiet_dask()
        raise
    finally:
        client.cancel([f for f in futures if not f.done()])


# ---- the command -------------------------------------------------------------

def _print_progress(stream: Any) -> Progress:
    """Progress lines on stream: units done of all, the rate, the time left
    (estimated from the units counted in this run); one line rewritten in
    place on a terminal, else a line every 10 s."""
    last = [0.0]
    first: List[int] = []
    tty = stream.isatty()

    def show(done: int, units: int, so_far: int, seconds: float) -> None:
        if not first:
            first.append(done - 1)  # the units a resume file held
        if done < units and seconds - last[0] < (0.5 if tty else 10.0):
            return
        last[0] = seconds
        counted = done - first[0]
        rate = counted / seconds if seconds > 0 else 0.0
        left = (units - done) / rate if rate > 0 else 0.0
        text = (f"{done}/{units} units, {rate:,.1f} units/s, {so_far / seconds if seconds > 0 else 0:,.0f} "
                f"leaves/s, {seconds:.1f} s, {left:.0f} s left")
        stream.write(("\r" + text + "\033[K") if tty else text + "\n")
        stream.flush()
    return show


def main(argv: Optional[Iterable[str]] = None) -> int:
    """The command line (``python3 -m tavreli.distributed perft|divide|match ...``).

    Returns the exit status: 0 done, 1 a failed run, 2 a usage error.
    """
    args_list = sys.argv[1:] if argv is None else list(argv)
    if args_list[:1] == ["match"]:  # a match, a game pair a task
        return match_main(args_list[1:])
    if args_list[:1] == ["annotate"]:  # game analysis, a game a task
        return annotate_main(args_list[1:])
    ap = argparse.ArgumentParser(prog="python3 -m tavreli.distributed",
                                 description="perft (R12) on a Dask cluster")
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("match", help="a tavreli match, a game pair a task (match --help)")
    sub.add_parser("annotate", help="tavreli annotate of an archive, a game a task (annotate --help)")
    pp = sub.add_parser("perft", help="count the legal-move tree, with its divide")
    pp.add_argument("tfen")
    pp.add_argument("depth", type=int)
    pp.add_argument("--split", type=int, default=None, metavar="K",
                    help="plies below the root where the work units are cut (default min(2, DEPTH))")
    pp.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="a running Dask scheduler (default: a LocalCluster on 127.0.0.1)")
    pp.add_argument("--workers", type=int, default=None, metavar="N",
                    help="worker processes of the LocalCluster (default: one per CPU)")
    pp.add_argument("--batch", type=int, default=None, metavar="B",
                    help="units per Dask task (default: about 16 tasks per worker, at most 256 units)")
    pp.add_argument("--resume", metavar="FILE", help="keep finished units in FILE and skip those it holds")
    pp.add_argument("--progress", action="store_true",
                    help="progress on stderr even when it is not a terminal")
    pp.add_argument("--quiet", action="store_true", help="no progress on stderr")
    pp.add_argument("--stats", action="store_true",
                    help="units, time and overhead per unit on stderr")
    args = ap.parse_args(args_list)
    args.tfen = _tfen(args.tfen)
    try:
        Position(args.tfen)
    except ValueError as e:
        print(f"tavreli.distributed: {e}", file=sys.stderr)
        return 2
    if not 0 <= args.depth <= PERFT_MAX_DEPTH:
        print(f"tavreli.distributed: DEPTH is from 0 to {PERFT_MAX_DEPTH}, not {args.depth}", file=sys.stderr)
        return 2
    if args.batch is not None and args.batch < 1:
        print("tavreli.distributed: --batch is at least 1", file=sys.stderr)
        return 2
    if args.workers is not None and args.workers < 1:  # -1 made a cluster that never started
        print("tavreli.distributed: --workers is at least 1", file=sys.stderr)
        return 2


    def job(client: Any, show: bool, resume: Resume) -> Tuple[Result, int]:
        return _perft(args.tfen, args.depth, args.split, client, resume,
                      _print_progress(sys.stderr) if show else None, args.batch), len(client.scheduler_info()["workers"])

    k = min(2, args.depth) if args.split is None else args.split
    status, done = _run_on_cluster(args, "units", _header(args.tfen, args.depth, k) if 1 <= k <= args.depth else None,
                                   job)
    if status:
        return status
    result, nworkers = done
    for move, n in result.divide.items():
        print(f"{move} {n}")
    print(f"total {result.total}")
    if args.stats and result.computed:
        overhead = (result.seconds * nworkers - result.busy) / result.computed
        print(f"stats: {result.sequences} sequences, {result.units} units, {result.computed} computed, "
              f"{nworkers} workers, {result.seconds:.2f} s, workers busy {result.busy:.2f} s, "
              f"overhead {overhead * 1000:.2f} ms per unit", file=sys.stderr)
    return 0


if __name__ == "__main__":
    # Run as the package module, so that the workers unpickle
    # tavreli.distributed.count_unit rather than __main__'s copy.
    from tavreli.distributed import main as _main
    sys.exit(_main())
