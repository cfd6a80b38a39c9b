"""Perft (R12) on a Dask cluster: ``python3 -m tavreli.distributed``.

    python3 -m tavreli.distributed perft TFEN DEPTH [--split K]
        [--scheduler tcp://HOST:PORT] [--workers N] [--batch B]
        [--resume FILE] [--progress | --quiet] [--stats]

The tree is cut K plies below the root. The positions found there are the
work units; a position reached by several move orders (a transposition) is
one unit, kept with its multiplicity under each root move, so it is counted
once. Merging is by the position's Zobrist hash and, to rule out a
collision, its TFEN without the clocks (the clocks do not change a perft
count, R12); the split is C's (``tavb_perft_split``, bindings/tier). A unit is counted by ``Position(tfen).perft(DEPTH - K)`` in C
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
import json
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

from . import _core
from ._dask_jobs import Resume, _gather, _journal, _Journal, _options, _printer, _run_on_cluster
from ._distributed_annotate import main as annotate_main
from ._distributed_match import main as match_main
from ._position import Position
from ._types import c_call

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


def split(tfen: str, k: int) -> Tuple[List[Unit], int]:
    """The distinct positions k >= 1 plies below tfen, with their
    multiplicities per root move, in a fixed order (the first reached
    first); and the number of move sequences of length k. Transpositions
    are merged (the same Zobrist hash and TFEN without the clocks) by C
    (``tavb_perft_units_json``, bindings/tier/perft_split.c)."""
    units = [Unit(**unit) for unit in json.loads(c_call(_core.tavb_perft_units_json, Position(tfen)._p, k))]
    return units, sum(u.multiplicity for u in units)


def count_unit(tfen: str, depth: int) -> Tuple[int, float]:
    """perft(depth) of tfen in C, and the seconds it took."""
    t0 = time.perf_counter()
    n = Position(tfen).perft(depth)
    return n, time.perf_counter() - t0


def count_units(tfens: List[str], depth: int) -> List[Tuple[int, float]]:
    """What a worker runs: count_unit for each of a batch of units."""
    return [count_unit(t, depth) for t in tfens]


# The resume file: the journal of bindings/tier/journal.c (_dask_jobs), its
# header the job (tavb_perft_header), an entry a unit's count (its index and
# key, the depth below it, its leaves), checked against the job's units.
def _header(tfen: str, depth: int, k: Optional[int] = None, batch: Optional[int] = None) -> Dict[str, object]:
    """The journal's header of the job (its split k: min(2, depth) when
    None), C's (tavb_perft_header); ValueError for what the job cannot be,
    before any work: a bad TFEN (C's message), a depth deeper than C counts
    (every worker would die counting its unit), a split or batch out of
    range (ArgumentError, naming it)."""
    return dict(json.loads(c_call(_core.tavb_perft_header, tfen, depth, min(2, depth) if k is None else k,
                                  1 if batch is None else batch)))


Progress = Callable[[int, int, int, float], None]  # (units done, units, leaves so far, seconds)


def perft(tfen: str, depth: int, k: Optional[int] = None, *, client: Any = None,
          resume: Resume = None, progress: Optional[Progress] = None,
          batch: Optional[int] = None) -> Result:
    """perft(depth) of tfen and its divide, cut k plies below the root
    (default min(2, depth)) and counted on the Dask client's cluster (None:
    in this process, one unit after the other), batch units per task
    (default: see the module's text). Finished units are appended to the
    file resume (a path, or a journal the command opened already, before
    the cluster started) and skipped when it already holds them. progress,
    if given, is called after each finished unit."""
    k = min(2, depth) if k is None else k
    header = _header(tfen, depth, k, batch)
    if depth == 0:
        return Result(1, {}, 0, 0, 1, 0.0, 0.0)
    units, sequences = split(tfen, k)
    sub = depth - k
    with _journal(resume, header) as journal:
        done = journal.read("index:n unit:s depth:n leaves:n",
                            lambda e: e["index"] < len(units) and units[e["index"]].key == e["unit"]
                            and e["depth"] == sub,
                            "one of this job's units (unit, index, depth, leaves)")
        leaves = {i: int(e["leaves"]) for i, e in done.items()}
        todo = [i for i in range(len(units)) if i not in leaves]
        t0, busy, so_far = time.perf_counter(), 0.0, sum(leaves[i] * units[i].multiplicity for i in leaves)

        def counted(j: int, counts: List[Tuple[int, float]]) -> None:
            nonlocal busy, so_far
            for i, (n, seconds) in zip(batches[j], counts):
                leaves[i] = n
                busy += seconds
                so_far += n * units[i].multiplicity
                journal.add({"unit": units[i].key, "index": i, "depth": sub, "leaves": n}, sync=False)
                if progress is not None:
                    progress(len(leaves), len(units), so_far, time.perf_counter() - t0)

        if client is None:  # one unit after the other
            batches = [[i] for i in todo]
            for j, i in enumerate(todo):
                counted(j, [count_unit(units[i].tfen, sub)])
        elif todo:
            if batch is None:
                batch = max(1, min(256, len(todo) // (16 * max(1, len(client.scheduler_info()["workers"])))))
            batches = [todo[i:i + batch] for i in range(0, len(todo), batch)]
            _gather(client, count_units, "tavreli-perft", [([units[i].tfen for i in b], sub) for b in batches], counted,
                    len(batches))
    seconds = time.perf_counter() - t0
    text = c_call(_core.tavb_perft_divide, Position(tfen)._p, k, " ".join(str(leaves[i]) for i in range(len(units))))
    divide = {move: int(n) for move, n in (row.split(" ") for row in text.splitlines()[:-1])}  # C's, as tavreli divide
    return Result(sum(divide.values()), divide, len(units), len(todo), sequences, seconds, busy)


def main(argv: Optional[Iterable[str]] = None) -> int:
    """The command line (``python3 -m tavreli.distributed perft|match|annotate ...``).

    Returns the exit status: 0 done, 1 a failed run, 2 a usage error.
    """
    args_list = sys.argv[1:] if argv is None else list(argv)
    if args_list[:1] in (["match"], ["annotate"]):  # a match, a game pair a task; game analysis, a game a task
        return (match_main if args_list[0] == "match" else annotate_main)(args_list[1:])
    ap = argparse.ArgumentParser(prog="python3 -m tavreli.distributed",
                                 description="perft (R12) on a Dask cluster")
    sub = ap.add_subparsers(dest="command", required=True)
    sub.add_parser("match", help="a tavreli match, a game pair a task (match --help)")
    sub.add_parser("annotate", help="tavreli annotate of an archive, a game a task (annotate --help)")
    pp = _options(sub.add_parser("perft", help="count the legal-move tree, with its divide"), "units")
    pp.add_argument("tfen")
    pp.add_argument("depth", type=int)
    pp.add_argument("--split", type=int, default=None, metavar="K",
                    help="plies below the root where the work units are cut (default min(2, DEPTH))")
    pp.add_argument("--batch", type=int, default=None, metavar="B",
                    help="units per Dask task (default: about 16 tasks per worker, at most 256 units)")
    pp.add_argument("--stats", action="store_true", help="units, time and overhead per unit on stderr")
    args = ap.parse_args(args_list)

    def job(client: Any, show: bool, resume: Resume) -> Tuple[Result, int]:
        shown = _printer(sys.stderr, "units")

        def progress(done: int, units: int, leaves: int, s: float) -> None:
            shown(done, units, s, more=f", {leaves / s if s > 0 else 0:,.0f} leaves/s")
        return perft(args.tfen, args.depth, args.split, client=client, resume=resume,
                     progress=progress if show else None, batch=args.batch), len(client.scheduler_info()["workers"])

    def output(done: Tuple[Result, int]) -> None:
        result, nworkers = done
        print(*(f"{move} {n}" for move, n in result.divide.items()), f"total {result.total}", sep="\n")
        if args.stats and result.computed:
            print(_core.tavb_perft_stats(result.sequences, result.units, result.computed, nworkers, result.seconds,
                                         result.busy), file=sys.stderr)
    return _run_on_cluster(args, "units", lambda: _header(args.tfen, args.depth, args.split, args.batch), job, output)


if __name__ == "__main__":
    # Run as the package module, so that the workers unpickle
    # tavreli.distributed.count_unit rather than __main__'s copy.
    from tavreli.distributed import main as _main
    sys.exit(_main())
