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

import hashlib
import itertools
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from typing import Any, Callable, Dict, List, Optional, Tuple

from ._dask_jobs import Resume, _dask, _journal, _Journal, _quiet_dask, _run_on_cluster

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
    pair's TGN, and the two engines' names."""
    w = l = d = 0
    names = ["", ""]
    for game in re.split(r"\n(?=\[Event )", tgn.strip()):
        tags = dict(re.findall(r'^\[(\w+) "((?:[^"\\]|\\.)*)"\]$', game, re.M))
        first_white = int(tags.get("Round", "1")) % 2 == 1
        names = [tags.get("White", ""), tags.get("Black", "")][:: 1 if first_white else -1]
        res = tags.get("Result", "*")
        if res == "1/2-1/2":
            d += 1
        elif (res == "1-0") == first_white and res in ("1-0", "0-1"):
            w += 1
        else:
            l += 1
    return {"wins": w, "losses": l, "draws": d, "names": names}


# ---- the resume file (the journal of bindings/tier/journal.c) ----------------

def read_match_journal(journal: _Journal, pairs: Optional[int] = None) -> Dict[int, Dict[str, Any]]:
    """The pairs finished in an earlier run of the same match, by index
    (those below pairs when given). An entry that is not a pair's (its
    index, counts and games) or a pair given twice is an error
    (ValueError), never counted."""
    done: Dict[int, Dict[str, Any]] = {}
    for where, e in journal.entries():
        counts = [e.get("wins"), e.get("losses"), e.get("draws")]
        pair, names = e.get("pair"), e.get("names")
        if not (type(pair) is int and pair >= 0 and all(type(c) is int and c >= 0 for c in counts)
                and sum(c for c in counts if type(c) is int) == 2 and isinstance(e.get("tgn"), str)
                and isinstance(names, list) and len(names) == 2 and all(isinstance(n, str) for n in names)):
            raise ValueError(f"{where}: an entry that is not a game pair's (pair, counts, names, games): refused")
        assert isinstance(pair, int)
        if pair in done:
            raise ValueError(f"{where}: pair {pair} a second time: refused")
        if pairs is None or pair < pairs:
            done[pair] = e
    return done


# ---- the statistics, by tavreli match --tally ----------------------------------

def _option(options: List[str], name: str) -> Optional[str]:
    value = None
    for i, a in enumerate(options):
        if a == name and i + 1 < len(options):
            value = options[i + 1]
        elif a.startswith(name + "="):
            value = a[len(name) + 1:]
    return value


def summary(tavreli: str, options: List[str], wld: Tuple[int, int, int], names: List[str]) -> str:
    """tavreli match's table, Elo and SPRT lines for the counts wld."""
    args = [tavreli, "match", "--engine", "a", "--name", names[0] or "engine 1",
            "--engine", "b", "--name", names[1] or "engine 2", "--tally", "%d-%d-%d" % wld]
    sprt = _option(options, "--sprt")
    if sprt is not None:
        args += ["--sprt", sprt]
    return subprocess.run(args, check=True, capture_output=True, text=True).stdout


def _decided(tavreli: str, options: List[str], wld: Tuple[int, int, int]) -> bool:
    text = summary(tavreli, options, wld, ["a", "b"])
    return "H1 accepted" in text or "H0 accepted" in text


# ---- the job ------------------------------------------------------------------

Shown = Callable[[int, int, Tuple[int, int, int], int, float], None]  # (pairs done, pairs, W-L-D, played, s)


def header(options: List[str]) -> Dict[str, object]:
    """The journal's header of a match: its options say which it is."""
    return {"format": FORMAT, "options": options}


def run_match(client: Any, tavreli: str, options: List[str], games: int, resume: Resume = None,
              progress: Optional[Shown] = None) -> Tuple[Tuple[int, int, int], List[str], List[Dict[str, Any]], int]:
    """Play ceil(games / 2) pairs on the client's cluster (fewer when the
    SPRT decides). Returns (wins, losses, draws), the names, the finished
    pairs in order, and how many were played in this run."""
    as_completed = _dask().as_completed
    pairs = (games + 1) // 2
    journal = _journal(resume, header(options))
    try:
        done = read_match_journal(journal, pairs)
    except BaseException:
        if journal is not resume:
            journal.close()
        raise
    sprt = _option(options, "--sprt") is not None
    wld = [0, 0, 0]
    for e in done.values():
        for k, key in enumerate(("wins", "losses", "draws")):
            wld[k] += int(e[key])
    todo = [p for p in range(pairs) if p not in done]
    played = 0
    t0 = time.monotonic()
    workers = max(1, len(client.scheduler_info()["workers"]))
    token = hashlib.sha1(json.dumps([tavreli, options]).encode()).hexdigest()[:16]

    def submit(p: int) -> Any:
        return client.submit(play_pair, tavreli, options, p, key=f"tavreli-match-{token}-{p}", pure=False)

    queue = iter(todo)
    submitted = [submit(p) for p in itertools.islice(queue, 2 * workers)]  # zip() would drop one more pair
    pending = as_completed(submitted, with_results=True)
    stop = sprt and len(done) > 0 and _decided(tavreli, options, (wld[0], wld[1], wld[2]))
    try:
        for fut, e in ([] if stop else pending):
            done[int(e["pair"])] = e
            journal.add(e)  # a pair takes seconds: every one on disk
            played += 1
            for k, key in enumerate(("wins", "losses", "draws")):
                wld[k] += int(e[key])
            if progress is not None:
                progress(len(done), pairs, (wld[0], wld[1], wld[2]), played, time.monotonic() - t0)
            if sprt and _decided(tavreli, options, (wld[0], wld[1], wld[2])):
                break
            nxt = next(queue, None)
            if nxt is not None:
                submitted.append(submit(nxt))
                pending.add(submitted[-1])
    except BaseException:
        _quiet_dask()  # abandoned (an error, ^C): what Dask says of the tasks cancelled in flight is noise
        raise
    finally:
        if journal is not resume:
            journal.close()
        client.cancel([f for f in submitted if not f.done()])
    finished = [done[p] for p in sorted(done)]
    names = [str(n) for n in finished[0]["names"]] if finished else ["", ""]
    return (wld[0], wld[1], wld[2]), names, finished, played


def _show(stream: Any) -> Shown:
    tty = stream.isatty()
    last = [0.0]

    def show(done: int, pairs: int, wld: Tuple[int, int, int], played: int, seconds: float) -> None:
        if done < pairs and seconds - last[0] < (0.5 if tty else 10.0):
            return
        last[0] = seconds
        rate = played / seconds if seconds > 0 else 0.0
        left = (pairs - done) / rate if rate > 0 else 0.0
        text = (f"{2 * done}/{2 * pairs} games, +{wld[0]} -{wld[1]} ={wld[2]}, "
                f"{2 * rate * 60:,.1f} games/min, {seconds:.1f} s, {left:.0f} s left")
        stream.write(("\r" + text + "\033[K") if tty else text + "\n")
        stream.flush()
    return show


def main(argv: List[str]) -> int:
    """``python3 -m tavreli.distributed match ...``: the arguments after ``match``.

    Returns the exit status: 0 done, 1 a failed run, 2 a usage error.
    """
    import argparse
    ap = argparse.ArgumentParser(prog="python3 -m tavreli.distributed match",
                                 description="a tavreli match on a Dask cluster, a game pair a task; "
                                             "every other option is tavreli match's")
    ap.add_argument("--games", type=int, default=2, metavar="N", help="games to play, in pairs (default 2)")
    ap.add_argument("--scheduler", metavar="tcp://HOST:PORT",
                    help="a running Dask scheduler (default: a LocalCluster on 127.0.0.1)")
    ap.add_argument("--workers", type=int, default=None, metavar="N",
                    help="worker processes of the LocalCluster (default: one per CPU)")
    ap.add_argument("--resume", metavar="FILE", help="keep finished pairs in FILE and skip those it holds")
    ap.add_argument("--tgn", metavar="FILE", help="write every game to FILE, in the order of the rounds")
    ap.add_argument("--tavreli", metavar="PATH", default=os.environ.get("TAVRELI") or "tavreli",
                    help="the tavreli program on the workers (default $TAVRELI or tavreli)")
    ap.add_argument("--progress", action="store_true", help="progress on stderr even when it is not a terminal")
    ap.add_argument("--quiet", action="store_true", help="no progress on stderr")
    args, options = ap.parse_known_args(argv)
    tavreli = shutil.which(args.tavreli) or args.tavreli
    for own in ("--games", "--tgn", "--first-pair", "--quiet", "--tally", "--progress"):
        if own in options:
            print(f"tavreli.distributed: {own} given twice or not here", file=sys.stderr)
            return 2
    if args.games < 1:
        print("tavreli.distributed: --games is at least 1", file=sys.stderr)
        return 2
    # the options, checked once here by tavreli match itself
    try:
        check = subprocess.run([tavreli, "match", *options, "--tally", "0-0-0"], capture_output=True, text=True)
    except OSError as e:
        print(f"tavreli.distributed: --tavreli {args.tavreli}: {e.strerror}", file=sys.stderr)
        return 2
    if check.returncode != 0:
        sys.stderr.write(check.stderr)
        return 2
    status, played = _run_on_cluster(
        args, "pairs", header(options),
        lambda client, show, resume: run_match(client, tavreli, options, args.games, resume,
                                               _show(sys.stderr) if show else None))
    if status:
        return status
    wld, names, finished, _ = played
    if args.tgn:
        with open(args.tgn, "w", encoding="utf-8") as f:
            f.write("".join(str(e["tgn"]) for e in finished))
    sys.stdout.write(summary(tavreli, options, wld, names))
    return 0
