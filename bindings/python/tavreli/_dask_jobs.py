"""What the Dask commands share (python3 -m tavreli.distributed perft,
match, annotate): their common options, Dask imported when a cluster is
used, the resume journal (bindings/tier/journal.c, through the tier: one
line written whole, a checksum with the job's header, locked while a run
has it open) and its entries checked, quieting Dask's loggers, connecting
to a scheduler or a LocalCluster, the tasks run with their progress line,
and the common run of a command with its one-line messages and exit
statuses."""
from __future__ import annotations

import argparse
import contextlib
import hashlib
import itertools
import json
import logging
import os
import signal
import sys
from typing import Any, Callable, ContextManager, Dict, List, Optional, Tuple, Union

from . import _core


def _dask() -> Any:
    """Dask's distributed package, imported when a cluster is used (a
    perft in this process needs none), untyped (it has no type hints)."""
    import distributed
    return distributed


def _options(ap: argparse.ArgumentParser, units: str) -> argparse.ArgumentParser:
    """ap with the options every Dask command has; units: what --resume keeps."""
    ap.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="a running Dask scheduler (default: a LocalCluster on 127.0.0.1)")
    ap.add_argument("--workers", type=int, default=None, metavar="N",
                    help="worker processes of the LocalCluster (default: one per CPU)")
    ap.add_argument("--resume", metavar="FILE", help=f"keep finished {units} in FILE and skip those it holds")
    ap.add_argument("--progress", action="store_true", help="progress on stderr even when it is not a terminal")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    return ap


def _usage(message: str) -> int:
    """A usage error's one line; its exit status."""
    print(f"tavreli.distributed: {message}", file=sys.stderr)
    return 2


class _Journal:
    """The resume journal at path for the job header, open and locked
    until close() (path None: no journal; it holds nothing and keeps
    nothing). What is not this job's journal is refused (ValueError;
    OSError for what is not a regular file or cannot be read or written)
    and left as it is."""

    def __init__(self, path: Optional[str], header: Dict[str, object]) -> None:
        self.path = path
        self.header = header
        err = _core.tav_error()
        self._j: Any = None if path is None else _core.tavb_journal_open(path, json.dumps(header, sort_keys=True), err)
        if path is not None and self._j is None:
            raise (OSError if err.code in (_core.TAV_EIO, _core.TAV_ENOMEM) else ValueError)(err.message)

    def read(self, shape: str, ok: Callable[[Dict[str, Any]], object], what: str,
             shown: int = 0) -> Dict[int, Dict[str, Any]]:
        """The entries read when opened (JSON objects) by their value of
        shape's first key, each checked by C (tavb_journal_entries: shape as
        "key:n key:s key:l", n an int 0 or more, s a str, l a list of strs):
        one that is no JSON object of that shape, that ok refuses (not one
        of what the job's entries are), or whose first key's value comes
        twice, is an error (ValueError naming "path:line"), never used.
        shown is added to that value in the message."""
        err = _core.tav_error()  # the entries before the first C refuses, and why it does (err.code)
        entries = json.loads(_core.tavb_journal_entries(self._j, shape, what, shown, err) or "[]")
        for n, entry in enumerate(entries):
            if not ok(entry):
                raise ValueError(f"{self.path}:{n + 2}: an entry that is not {what}: refused")
        if err.code:
            raise (MemoryError if err.code == _core.TAV_ENOMEM else ValueError)(err.message)
        return {entry[shape.split(":")[0]]: entry for entry in entries}

    def add(self, entry: Dict[str, object], sync: bool = True) -> None:
        """Append entry (one line, in the system at once); on disk now
        when sync, else about once a second (tavb_journal_add)."""
        err = _core.tav_error()
        if self._j is not None and _core.tavb_journal_add(self._j, json.dumps(entry, sort_keys=True), sync, err):
            raise OSError(err.message)

    def close(self) -> None:
        """Sync, unlock and close (a no-op the second time)."""
        if self._j is not None:
            _core.tavb_journal_close(self._j)
            self._j = None


Resume = Union[None, str, _Journal]  # no journal, a path, or one open already (a command opens it first)


def _journal(resume: Resume, header: Dict[str, object]) -> ContextManager[_Journal]:
    """resume when it is a journal open for header (its opener closes
    it), else the journal at the path resume, opened now and closed when
    the with block ends."""
    if isinstance(resume, _Journal) and resume.header != header:
        raise ValueError(f"{resume.path}: a journal opened for another job")
    if isinstance(resume, _Journal):
        return contextlib.nullcontext(resume)
    return contextlib.closing(_Journal(resume, header))


def _quiet_dask() -> None:
    """Dask's loggers (and those of tornado and asyncio under it: an
    interrupted gather was logged as an error of tornado.application)
    say only what is critical from now on."""
    for name in ("distributed", "distributed.scheduler", "distributed.client", "distributed.nanny",
                 "distributed.worker", "distributed.core", "tornado.application", "asyncio"):
        logging.getLogger(name).setLevel(logging.CRITICAL)


def _gather(client: Any, fn: Callable[..., Any], name: str, tasks: List[Tuple[Any, ...]],
            each: Callable[[int, Any], Optional[bool]], window: Optional[int] = None) -> None:
    """fn(*args) for each args of tasks on the client's cluster (the keys
    are name, the SHA-1 of args and their index: they name the work, so
    that a shared scheduler never mixes two jobs' tasks up), at most window
    in flight (default: two per worker), the first window submitted at
    once, each(i, result) called as task i finishes, until it says to stop
    (True). Dask reruns the tasks of a worker that dies; what is in flight
    when it ends is cancelled."""
    window = window or 2 * max(1, len(client.scheduler_info()["workers"]))
    keys = [f"{name}-{hashlib.sha1(repr(args).encode()).hexdigest()}-{i}" for i, args in enumerate(tasks)]
    queue = iter(zip(keys, tasks))
    first = list(itertools.islice(queue, window))  # islice takes no more; one map for them (thousands at once)
    submitted = client.map(fn, *zip(*(args for _, args in first)), key=[key for key, _ in first]) if first else []
    pending = _dask().as_completed(submitted, with_results=True)
    try:
        for fut, result in pending:
            if each(int(fut.key.rsplit("-", 1)[1]), result):  # the task's index ends its key
                break
            fut.release()
            for key, args in itertools.islice(queue, 1):  # the next task, if any
                submitted.append(client.submit(fn, *args, key=key, pure=False))
                pending.add(submitted[-1])
    except BaseException:
        _quiet_dask()  # abandoned (an error, ^C): what Dask says of the tasks cancelled in flight is noise
        raise
    finally:
        client.cancel([f for f in submitted if not f.done()])


def _printer(stream: Any, noun: str, scale: int = 1, minute: bool = False) -> Callable[..., None]:
    """show(done, total, seconds, score="", more=""): a progress line on
    stream of done of total (times scale) noun, the rate of those done in
    this run (from the first call: the rest a resume file held; a minute
    when minute), the time left, written by C (tavb_progress_line); one
    line rewritten in place on a terminal, else a line every 10 s."""
    bar = _core.tavb_progress()

    def show(done: int, total: int, seconds: float, score: str = "", more: str = "") -> None:
        stream.write(_core.tavb_progress_line(bar, stream.isatty(), done, total, seconds, noun, scale, minute, score,
                                              more) or "")  # None: not due yet
        stream.flush()
    return show


def _connect(scheduler: Optional[str], workers: Optional[int]) -> Tuple[Any, Any]:
    """(client, cluster) on the scheduler at that address, or on a new
    LocalCluster of workers single-threaded processes (cluster None with
    a scheduler); RuntimeError saying so when the scheduler does not answer."""
    Client, LocalCluster = _dask().Client, _dask().LocalCluster
    if scheduler:
        try:
            return Client(scheduler, timeout=5), None
        except (OSError, ValueError, TypeError) as e:  # TimeoutError is an OSError
            raise RuntimeError(f"--scheduler {scheduler}: cannot connect "
                               f"({type(e).__name__}: {str(e).splitlines()[0] if str(e) else 'no answer'})") from None
    # The worker processes start with SIGINT ignored (kept across exec): a
    # Ctrl-C at the terminal goes to the whole process group, and each
    # worker printed a KeyboardInterrupt traceback under our one line; the
    # client stops them when it closes the cluster.
    interrupt = signal.signal(signal.SIGINT, signal.SIG_IGN)
    try:
        # The workers' own loggers write to our stderr: at a stop, a worker
        # whose peer had closed logged "failed during get data" with a
        # traceback above the one line. A task's failure still reaches the
        # client as its exception, and the command says it in one line.
        cluster = LocalCluster(n_workers=workers or os.cpu_count() or 1, threads_per_worker=1, processes=True,
                               host="127.0.0.1", dashboard_address=":0",  # None meant :8787, warning when busy
                               silence_logs=logging.CRITICAL)
    finally:
        signal.signal(signal.SIGINT, interrupt)
    return Client(cluster), cluster


def _run_on_cluster(args: Any, units: str, header: Callable[[], Dict[str, object]],
                    job: Callable[[Any, bool, Resume], Any], output: Callable[[Any], None]) -> int:
    """The Dask commands' common run: open the journal --resume names for
    the job's header() (first: a job header() refuses (ValueError), or a
    file refused or locked by another run, is said before a cluster starts), connect
    as args say (--scheduler, --workers), call job(client, show, journal)
    with show as --progress/--quiet and the terminal say, close, and give
    its result to output. Returns the exit status: 0 done; after a one-line
    message, 2 when there is no cluster or the job refused its input
    (ValueError, OSError, RuntimeError), 130 when stopped (the finished
    units named as in FILE for --resume). What Dask says of the tasks in
    flight of a job abandoned is quieted by _gather."""
    if args.workers is not None and args.workers < 1:  # -1 made a cluster that never started
        return _usage("--workers is at least 1")
    show = not args.quiet and (args.progress or sys.stderr.isatty())
    try:  # a Ctrl-C while the cluster starts or closes is a stop too, not a traceback
        with _journal(args.resume, header()) as journal:  # opened first, closed last
            client, cluster = _connect(args.scheduler, args.workers)
            with cluster or contextlib.nullcontext(), client:  # the client closed first, then its cluster
                result = job(client, show, journal)
    except KeyboardInterrupt:
        print("\ntavreli.distributed: stopped" + (f"; finished {units} are in {args.resume}"
              if args.resume else ""), file=sys.stderr)
        return 130
    except (ValueError, OSError, RuntimeError) as e:  # an OSError of the journal's names its file
        named = isinstance(e, OSError) and e.filename is not None
        return _usage(f"{e.filename}: {e.strerror}" if isinstance(e, OSError) and named else str(e))
    if show and sys.stderr.isatty():
        sys.stderr.write("\n")
    output(result)
    return 0
