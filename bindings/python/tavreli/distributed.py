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
unit is appended to FILE (one JSON line written whole, flushed at once), and
a run given the same FILE skips the units it holds: a crash or a stop loses
nothing. A crash at any byte leaves at most a torn last line, which is
ignored and cut off; every entry carries its unit's index and position key,
the depth and a checksum, so an edited, duplicated or foreign entry is
refused (an error), never summed. TFEN may be ``startpos``.
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
import errno
import hashlib
import json
import os
import stat
import sys
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional, Tuple

from . import _core
from ._position import Position

PERFT_MAX_DEPTH: int = _core.TAV_PERFT_MAX_DEPTH  # the deepest perft C counts (tavreli/perft.h)

__all__ = ["Unit", "Result", "split", "count_unit", "count_units", "perft", "main"]

FORMAT = "tavreli-distributed-perft 2"  # 2: entries checked (unit, key, depth, checksum)


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
# One JSON line a record, each written whole by one write() on a file opened
# for appending, so that a crash at any byte leaves at most the last line
# torn (no newline yet): a torn last line is ignored, and cut off before the
# next record is appended. Each entry names its unit twice (its index in the
# job's fixed order of units and its position key), the depth counted below
# it, and a checksum of all that with the job's header: an entry edited,
# duplicated, of another job or for another unit is refused, never summed.

def _header(tfen: str, depth: int, k: int) -> Dict[str, object]:
    return {"format": FORMAT, "tfen": _key(Position(tfen)), "depth": depth, "split": k}


def _checksum(header: Dict[str, object], index: int, key: str, sub: int, leaves: int) -> str:
    text = json.dumps([header, index, key, sub, leaves], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def _entry(header: Dict[str, object], index: int, key: str, sub: int, leaves: int) -> Dict[str, object]:
    return {"unit": key, "index": index, "depth": sub, "leaves": leaves,
            "check": _checksum(header, index, key, sub, leaves)}


def _regular_file(path: str) -> bool:
    """True when path is a regular file, False when there is none; an
    OSError for anything else (a device such as /dev/zero would be read for
    ever, a directory or a FIFO is no journal either)."""
    try:
        st = os.stat(path)
    except FileNotFoundError:
        return False
    if not stat.S_ISREG(st.st_mode):
        raise OSError(errno.EINVAL, "not a regular file (a resume file is one)", path)
    return True


def _whole_lines(path: str) -> Tuple[bytes, bytes]:
    """The file's bytes up to its last newline, and the torn last line
    after it (b"" when the file ends with a newline)."""
    with open(path, "rb") as f:
        data = f.read()
    end = data.rfind(b"\n") + 1
    return data[:end], data[end:]


def _journal_lines(path: str, header: Dict[str, object]) -> List[str]:
    """The whole lines of the resume file path, its header first (checked
    against header), or [] when there is none yet; a torn last line is
    left out. A file with no whole line is a torn header only if it is the
    start of this job's header line: anything else is not a journal, and
    is refused rather than cut. Shared with the Dask match's journal
    (_distributed_match)."""
    if os.path.isdir(path):
        raise ValueError(f"{path}: a directory, not a resume file")
    if not _regular_file(path):
        return []
    data, torn = _whole_lines(path)
    if not data:
        if not (json.dumps(header) + "\n").encode().startswith(torn):
            raise ValueError(f"{path}: not a tavreli resume file ({len(torn)} bytes and no whole line): "
                             "left as it is")
        return []  # empty, or only a torn header
    lines = data.decode("utf-8", errors="replace").split("\n")[:-1]
    try:
        first = json.loads(lines[0])
    except (ValueError, RecursionError):  # RecursionError: nested deeper than json reads
        raise ValueError(f"{path}: not a tavreli resume file") from None
    if first != header:
        raise ValueError(f"{path}: a resume file for another job ({first}), not {header}")
    return lines


def _read_resume(path: str, header: Dict[str, object], units: Optional[List[Unit]] = None,
                 sub: Optional[int] = None) -> Dict[str, int]:
    """The units finished in an earlier run of the same job, by key. A last
    line cut short by a crash is ignored; a file for another job, or an
    entry that fails its checks (unknown unit, wrong key, depth or
    checksum, a unit given twice), is an error: it is never summed."""
    done: Dict[str, int] = {}
    lines = _journal_lines(path, header)
    if not lines:
        return done
    if sub is None:
        sub = int(header["depth"]) - int(header["split"])  # type: ignore[call-overload]
    for i, line in enumerate(lines[1:], 2):
        try:
            entry = json.loads(line)
            key, index, depth, leaves, check = (entry["unit"], entry["index"], entry["depth"],
                                                entry["leaves"], entry["check"])
        except (ValueError, KeyError, TypeError, RecursionError):
            raise ValueError(f"{path}:{i}: unreadable line (not an entry of this journal)") from None
        ok = (isinstance(key, str) and type(index) is int and type(depth) is int and type(leaves) is int
              and leaves >= 0 and depth == sub and check == _checksum(header, index, key, depth, leaves))
        if ok and units is not None:
            ok = 0 <= index < len(units) and units[index].key == key
        if not ok:
            raise ValueError(f"{path}:{i}: an entry that fails its checks (unit, position key, depth, "
                             "checksum): refused")
        if key in done:
            raise ValueError(f"{path}:{i}: unit {index} a second time: refused")
        done[key] = leaves
    return done


class _Journal:
    def __init__(self, path: Optional[str], header: Dict[str, object]) -> None:
        self.fd: Optional[int] = None
        self.header = header
        self.synced = time.monotonic()
        if path is None:
            return
        if _regular_file(path):
            _journal_lines(path, header)  # what is not this job's journal is never cut
            whole, torn = _whole_lines(path)
            if torn:
                os.truncate(path, len(whole))  # a line cut short by a crash goes
        self.fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            if os.fstat(self.fd).st_size == 0:
                self._write(header)
            os.fsync(self.fd)  # a file that cannot be kept (/dev/null: EINVAL) is refused now, before any work
        except OSError:
            os.close(self.fd)
            self.fd = None
            raise

    def _write(self, record: Dict[str, object]) -> None:
        assert self.fd is not None
        line = (json.dumps(record) + "\n").encode()
        if os.write(self.fd, line) != len(line):  # one write: a whole record or a torn last line
            raise OSError("short write to the resume file")

    def add(self, index: int, key: str, sub: int, leaves: int) -> None:
        if self.fd is None:
            return
        self._write(_entry(self.header, index, key, sub, leaves))  # in the kernel: survives our crash
        if time.monotonic() - self.synced > 1.0:
            os.fsync(self.fd)  # on disk, about once a second
            self.synced = time.monotonic()

    def close(self) -> None:
        if self.fd is not None:
            os.fsync(self.fd)
            os.close(self.fd)
            self.fd = None


# ---- the job -----------------------------------------------------------------

Progress = Callable[[int, int, int, float], None]  # (units done, units, leaves so far, seconds)


def perft(tfen: str, depth: int, k: Optional[int] = None, *, client=None,
          resume: Optional[str] = None, progress: Optional[Progress] = None,
          batch: Optional[int] = None) -> Result:
    """perft(depth) of tfen and its divide, cut k plies below the root
    (default min(2, depth)) and counted on the Dask client's cluster (None:
    in this process, one unit after the other), batch units per task
    (default: see the module's text). Finished units are appended to the
    file resume and skipped when it already holds them. progress, if
    given, is called after each finished unit."""
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
    header = _header(tfen, depth, k)
    sub = depth - k
    done = _read_resume(resume, header, units, sub) if resume else {}
    leaves = {u.key: done[u.key] for u in units if u.key in done}
    todo = [u for u in units if u.key not in leaves]
    journal = _Journal(resume, header)
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
        journal.add(index_of[key], key, sub, n)
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
        journal.close()
    seconds = time.perf_counter() - t0
    divide: Dict[str, int] = {}
    for u in units:
        for move, m in u.roots.items():
            divide[move] = divide.get(move, 0) + m * leaves[u.key]
    divide = dict(sorted(divide.items(), key=lambda item: item[0].encode()))
    return Result(sum(divide.values()), divide, len(units), len(todo), sequences, seconds, busy)


def _run_on(client, todo: List[Unit], sub: int, finished: Callable[[str, int, float], None],
            batch: Optional[int]) -> None:
    from distributed import as_completed
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


def _quiet_dask() -> None:
    """Dask's loggers say only what is critical from now on."""
    import logging
    for name in ("distributed", "distributed.scheduler", "distributed.client", "distributed.nanny",
                 "distributed.worker", "distributed.core"):
        logging.getLogger(name).setLevel(logging.CRITICAL)


# ---- the command -------------------------------------------------------------

def _print_progress(stream) -> Progress:
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
        if tty and done == units:
            stream.write("\n")
        stream.flush()
    return show


def _connect(scheduler: Optional[str], workers: Optional[int]):
    """(client, cluster) on the scheduler at that address, or on a new
    LocalCluster of workers single-threaded processes (cluster None with
    a scheduler); None, after a one-line message, when it does not answer."""
    from distributed import Client, LocalCluster
    if scheduler:
        try:
            return Client(scheduler, timeout=5), None
        except (OSError, ValueError, TypeError) as e:  # TimeoutError is an OSError
            print(f"tavreli.distributed: --scheduler {scheduler}: cannot connect "
                  f"({type(e).__name__}: {str(e).splitlines()[0] if str(e) else 'no answer'})", file=sys.stderr)
            return None
    cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                           host="127.0.0.1", dashboard_address=":0")  # None meant :8787, warning when busy
    return Client(cluster), cluster


def _run_on_cluster(args: Any, units: str, job: Callable[[Any, Any], Any]) -> Tuple[int, Any]:
    """The Dask commands' common run: connect as args say (--scheduler,
    --workers), call job(client, progress) with a progress printer as
    --progress/--quiet and the terminal say (or None), close. Returns (0,
    job's result), or (status, None) after a one-line message: 2 when there
    is no cluster or the job refused its input (ValueError, OSError,
    RuntimeError), 130 when stopped (the finished units named as in FILE
    for --resume)."""
    connected = _connect(args.scheduler, args.workers)
    if connected is None:
        return 2, None
    client, cluster = connected
    show = not args.quiet and (args.progress or sys.stderr.isatty())
    try:
        result = job(client, show)
    except KeyboardInterrupt:
        print("\ntavreli.distributed: stopped" + (f"; finished {units} are in {args.resume}"
              if args.resume else ""), file=sys.stderr)
        return 130, None
    except (ValueError, OSError, RuntimeError) as e:
        print(f"tavreli.distributed: {e}", file=sys.stderr)
        return 2, None
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
    if show and sys.stderr.isatty():
        sys.stderr.write("\n")
    return 0, result


def main(argv: Optional[Iterable[str]] = None) -> int:
    """The command line (``python3 -m tavreli.distributed perft|divide|match ...``).

    Returns the exit status: 0 done, 1 a failed run, 2 a usage error.
    """
    args_list = sys.argv[1:] if argv is None else list(argv)
    if args_list[:1] == ["match"]:  # a match, a game pair a task
        from ._distributed_match import main as match_main
        return match_main(args_list[1:])
    if args_list[:1] == ["annotate"]:  # game analysis, a game a task
        from ._distributed_annotate import main as annotate_main
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

    if args.resume and os.path.isdir(args.resume):
        print(f"tavreli.distributed: --resume {args.resume}: a directory; give a file", file=sys.stderr)
        return 2
    connected = _connect(args.scheduler, args.workers)
    if connected is None:
        return 2
    client, cluster = connected
    nworkers = len(client.scheduler_info()["workers"])
    try:
        show = not args.quiet and (args.progress or sys.stderr.isatty())
        result = perft(args.tfen, args.depth, args.split, client=client, resume=args.resume,
                       progress=_print_progress(sys.stderr) if show else None, batch=args.batch)
    except KeyboardInterrupt:
        print("\ntavreli.distributed: stopped" + (f"; finished units are in {args.resume}"
              if args.resume else ""), file=sys.stderr)
        return 130
    except OSError as e:  # some (EINVAL on /dev/null) carry no file name
        where = e.filename if e.filename is not None else args.resume
        print(f"tavreli.distributed: {where}: {e.strerror or e}", file=sys.stderr)
        return 2
    except ValueError as e:
        print(f"tavreli.distributed: {e}", file=sys.stderr)
        return 2
    finally:
        client.close()
        if cluster is not None:
            cluster.close()
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
