"""What the Dask commands share (python3 -m tavreli.distributed perft,
match, annotate): Dask imported when a cluster is used, the resume journal
(bindings/tier/journal.c, through the tier: one line written whole, a
checksum with the job's header, locked while a run has it open), quieting
Dask's loggers, connecting to a scheduler or a LocalCluster, and the common
run of a command with its one-line messages and exit statuses."""
from __future__ import annotations

import json
import logging
import os
import signal
import sys
import time
from typing import Any, Callable, Dict, Iterator, Optional, Tuple, Union

from . import _core


def _dask() -> Any:
    """Dask's distributed package, imported when a cluster is used (a
    perft in this process needs none), untyped (it has no type hints)."""
    import distributed
    return distributed


class _Journal:
    """The resume journal at path for the job header, open and locked
    until close() (path None: no journal; it holds nothing and keeps
    nothing). What is not this job's journal is refused (ValueError;
    OSError for what is not a regular file or cannot be read or written)
    and left as it is."""

    def __init__(self, path: Optional[str], header: Dict[str, object]) -> None:
        self.path = path
        self.header = header
        self.synced = time.monotonic()
        self._j: Any = None
        if path is None:
            return
        err = _core.tav_error()
        self._j = _core.tavb_journal_open(path, json.dumps(header, sort_keys=True), err)
        if self._j is None:
            raise (OSError if err.code in (_core.TAV_EIO, _core.TAV_ENOMEM) else ValueError)(err.message)

    def entries(self) -> Iterator[Tuple[str, Dict[str, Any]]]:
        """Each entry read when opened, as ("path:line", its JSON object);
        ValueError for one that is not a JSON object."""
        for i in range(_core.tavb_journal_count(self._j) if self._j is not None else 0):
            where = f"{self.path}:{i + 2}"
            try:
                entry = json.loads(_core.tavb_journal_entry(self._j, i))
            except (ValueError, RecursionError):  # RecursionError: nested deeper than json reads
                entry = None
            if not isinstance(entry, dict):
                raise ValueError(f"{where}: unreadable entry (not one of this job's)")
            yield where, entry

    def add(self, entry: Dict[str, object], sync: bool = True) -> None:
        """Append entry (one line, in the system at once); on disk now
        when sync, else about once a second."""
        if self._j is None:
            return
        err = _core.tav_error()
        if _core.tavb_journal_append(self._j, json.dumps(entry, sort_keys=True), err) != _core.TAV_OK:
            raise OSError(err.message)
        if sync or time.monotonic() - self.synced > 1.0:
            if _core.tavb_journal_sync(self._j, err) != _core.TAV_OK:
                raise OSError(err.message)
            self.synced = time.monotonic()

    def close(self) -> None:
        """Sync, unlock and close (a no-op the second time)."""
        if self._j is not None:
            _core.tavb_journal_close(self._j)
            self._j = None


Resume = Union[None, str, _Journal]  # no journal, a path, or one open already (a command opens it first)


def _journal(resume: Resume, header: Dict[str, object]) -> _Journal:
    """resume when it is a journal open for header (its opener closes
    it), else the journal at the path resume, opened here."""
    if isinstance(resume, _Journal):
        if resume.header != header:
            raise ValueError(f"{resume.path}: a journal opened for another job")
        return resume
    return _Journal(resume, header)


def _quiet_dask() -> None:
    """Dask's loggers (and those of tornado and asyncio under it: an
    interrupted gather was logged as an error of tornado.application)
    say only what is critical from now on."""
    for name in ("distributed", "distributed.scheduler", "distributed.client", "distributed.nanny",
                 "distributed.worker", "distributed.core", "tornado.application", "asyncio"):
        logging.getLogger(name).setLevel(logging.CRITICAL)


def _connect(scheduler: Optional[str], workers: Optional[int]) -> Optional[Tuple[Any, Any]]:
    """(client, cluster) on the scheduler at that address, or on a new
    LocalCluster of workers single-threaded processes (cluster None with
    a scheduler); None, after a one-line message, when it does not answer."""
    Client, LocalCluster = _dask().Client, _dask().LocalCluster
    if scheduler:
        try:
            return Client(scheduler, timeout=5), None
        except (OSError, ValueError, TypeError) as e:  # TimeoutError is an OSError
            print(f"tavreli.distributed: --scheduler {scheduler}: cannot connect "
                  f"({type(e).__name__}: {str(e).splitlines()[0] if str(e) else 'no answer'})", file=sys.stderr)
            return None
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


def _run_on_cluster(args: Any, units: str, header: Optional[Dict[str, object]],
                    job: Callable[[Any, bool, Resume], Any]) -> Tuple[int, Any]:
    """The Dask commands' common run: open the journal --resume names for
    the job header (first: a file refused, or locked by another run, is
    said before a cluster starts), connect as args say (--scheduler,
    --workers), call job(client, show, journal) with show as
    --progress/--quiet and the terminal say, close. Returns (0,
    job's result), or (status, None) after a one-line message: 2 when there
    is no cluster or the job refused its input (ValueError, OSError,
    RuntimeError), 130 when stopped (the finished units named as in FILE
    for --resume)."""
    show = not args.quiet and (args.progress or sys.stderr.isatty())
    journal = None
    try:  # a Ctrl-C while the cluster starts or closes is a stop too, not a traceback
        journal = _Journal(args.resume if header is not None else None, header or {})
        connected = _connect(args.scheduler, args.workers)
        if connected is None:
            return 2, None
        client, cluster = connected
        try:
            result = job(client, show, journal if header is not None else args.resume)
        except BaseException:
            _quiet_dask()  # the job is abandoned: what Dask says of the tasks in flight is noise
            raise
        finally:
            client.close()
            if cluster is not None:
                cluster.close()
    except KeyboardInterrupt:
        print("\ntavreli.distributed: stopped" + (f"; finished {units} are in {args.resume}"
              if args.resume else ""), file=sys.stderr)
        return 130, None
    except (ValueError, OSError, RuntimeError) as e:  # an OSError of the journal's names its file
        named = isinstance(e, OSError) and e.filename is not None
        print(f"tavreli.distributed: {f'{e.filename}: {e.strerror}' if isinstance(e, OSError) and named else e}",
              file=sys.stderr)
        return 2, None
    finally:
        if journal is not None:
            journal.close()
    if show and sys.stderr.isatty():
        sys.stderr.write("\n")
    return 0, result
