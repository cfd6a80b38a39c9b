"""Mutation fuzzer of the distributed perft's resume journal reader
(bindings/python/tavreli/distributed.py, _read_resume).

    run-python.sh tests/fuzz/fuzz_journal.py [--runs N] [--seed S]

A journal of a small job (startpos, depth 3, split 2) is written
by a real run, then mutated N times, seeded: bytes flipped, inserted or
deleted, the file cut at any byte (a crash), lines duplicated, swapped,
dropped or edited as JSON (a field changed, removed, given another type, a
huge or deeply nested value), entries of another job spliced in. The
reader must either refuse the file with a ValueError whose message is one
line naming the file, or return only entries that are right (each unit's
own count); a file cut at any byte is never refused and keeps every whole
line. Every 50th run also resumes from the mutated file and checks the
total, and that a second run then reads the journal whole (a torn line is
cut off, not left in the middle). Exits 1 at the first failure, printing
the seed, the run and the mutation, and writing the file to
fuzz-journal-failure.bin."""
import argparse
import json
import os
import random
import shutil
import sys
import tempfile

import tavreli
from tavreli import distributed as td

START = tavreli.START_TFEN
DEPTH, SPLIT = 3, 2
TOTAL = 68455  # perft 3 of the start position (tests/data/perft)


def whole_journal(path):
    if os.path.exists(path):
        os.remove(path)
    td.perft(START, DEPTH, SPLIT, resume=path)
    with open(path, "rb") as f:
        return f.read()


def mutate(rnd, data, other):
    """A mutated copy of data and a word saying how; cut is the length when
    the mutation is a crash (the file cut short), else None."""
    b = bytearray(data)
    lines = data.split(b"\n")[:-1]
    op = rnd.randrange(12)
    i = rnd.randrange(len(b))
    if op == 0:
        b[i] ^= 1 << rnd.randrange(8)
        return bytes(b), "bit flip at %d" % i, None
    if op == 1:
        b[i] = rnd.choice(b'0123456789",:{}[]\n\\ -eE.')
        return bytes(b), "byte %d set" % i, None
    if op == 2:
        n = rnd.randrange(1, 40)
        del b[i:i + n]
        return bytes(b), "%d bytes deleted at %d" % (n, i), None
    if op == 3:
        junk = bytes(rnd.randrange(256) for _ in range(rnd.randrange(1, 8)))
        b[i:i] = junk
        return bytes(b), "%r inserted at %d" % (junk, i), None
    if op == 4:
        return data[:i], "cut at %d" % i, i
    if op == 5:
        j = rnd.randrange(1, len(lines))
        k = rnd.randrange(1, len(lines) + 1)
        out = lines[:k] + [lines[j]] + lines[k:]
        return b"\n".join(out) + b"\n", "line %d copied before %d" % (j + 1, k + 1), None
    if op == 6:
        j, k = rnd.randrange(1, len(lines)), rnd.randrange(1, len(lines))
        out = list(lines)
        out[j], out[k] = out[k], out[j]
        # a swap keeps every entry right: the reader may accept it
        return b"\n".join(out) + b"\n", "lines %d and %d swapped" % (j + 1, k + 1), None
    if op == 7:
        j = rnd.randrange(1, len(lines))
        return b"\n".join(lines[:j] + lines[j + 1:]) + b"\n", "line %d dropped" % (j + 1), None
    if op == 8:
        j = rnd.randrange(len(lines))
        entry = json.loads(lines[j])
        field = rnd.choice(sorted(entry))
        value = rnd.choice([None, True, 1.0, -1, 0, 10 ** 30, 2 ** 63, "x", [], {}, entry[field],
                            str(entry[field]), float("nan"), "1" * 5000])
        if isinstance(entry[field], int) and not isinstance(entry[field], bool) and rnd.randrange(2):
            value = entry[field] + rnd.choice([-1, 1])
        if rnd.randrange(4) == 0:
            del entry[field]
        else:
            entry[field] = value
        out = list(lines)
        out[j] = json.dumps(entry).encode()
        return b"\n".join(out) + b"\n", "line %d: %s = %.40r" % (j + 1, field, value), None
    if op == 9:
        j = rnd.randrange(len(lines))
        depth = rnd.choice([10, 1000, 100000])
        out = list(lines)
        out[j] = b"[" * depth + b"]" * depth
        return b"\n".join(out) + b"\n", "line %d nested %d deep" % (j + 1, depth), None
    if op == 10:
        olines = other.split(b"\n")[:-1]
        j = rnd.randrange(1, len(olines))
        k = rnd.randrange(1, len(lines) + 1)
        out = lines[:k] + [olines[j]] + lines[k:]
        return b"\n".join(out) + b"\n", "another job's line %d before %d" % (j + 1, k + 1), None
    j = rnd.randrange(len(lines))
    out = list(lines)
    out[j] = out[j] + b" " * rnd.randrange(1, 3) + rnd.choice([b"", b"\r", b"\t", b"{}", b"garbage"])
    return b"\n".join(out) + b"\n", "line %d: text after the record" % (j + 1), None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=1)
    args = ap.parse_args()
    rnd = random.Random(args.seed)
    tmp = tempfile.mkdtemp(prefix="fuzz-journal-")
    path = os.path.join(tmp, "journal")
    try:
        other = whole_journal(path + ".other")  # a journal of the same job...
        other_header = json.loads(other.split(b"\n")[0])
        os.remove(path + ".other")
        td.perft(START, DEPTH + 1, SPLIT, resume=path + ".other")  # ...and one of another
        with open(path + ".other", "rb") as f:
            other = f.read()
        data = whole_journal(path)
        header = json.loads(data.split(b"\n")[0])
        assert header == other_header
        units, _ = td.split(START, SPLIT)
        right = {json.loads(l)["unit"]: json.loads(l)["leaves"] for l in data.split(b"\n")[1:-1]}
        assert len(right) == len(units)
        refused = accepted = 0
        for run in range(args.runs):
            mutated, how, cut = mutate(rnd, data, other)
            with open(path, "wb") as f:
                f.write(mutated)

            def fail(why):
                shutil.copyfile(path, "fuzz-journal-failure.bin")
                print("fuzz_journal: seed %d run %d (%s): %s (the file: fuzz-journal-failure.bin)"
                      % (args.seed, run, how, why), file=sys.stderr)
                sys.exit(1)

            try:
                done = td._read_resume(path, header, units, DEPTH - SPLIT)
            except ValueError as e:
                text = str(e)
                if "\n" in text or not text.startswith(path):
                    fail("not a one-line error naming the file: %.400r" % text)
                if cut is not None:
                    fail("a file cut at a byte refused: %s" % text)
                refused += 1
                continue
            except Exception as e:  # anything else is a traceback for the user
                fail("%s: %.200s" % (type(e).__name__, e))
            accepted += 1
            wrong = {k: v for k, v in done.items() if right.get(k) != v}
            if wrong:
                fail("entries summed that are wrong: %.200r" % wrong)
            if cut is not None:
                whole = mutated[:mutated.rfind(b"\n") + 1].split(b"\n")[1:-1]
                if len(done) != len(whole):
                    fail("a cut file gave %d entries of %d whole lines" % (len(done), len(whole)))
            if run % 50 == 0:
                total = td.perft(START, DEPTH, SPLIT, resume=path).total
                if total != TOTAL:
                    fail("resumed total %d, not %d" % (total, TOTAL))
                again = td.perft(START, DEPTH, SPLIT, resume=path)
                if (again.total, again.computed) != (TOTAL, 0):
                    fail("the next run: total %d, %d computed" % (again.total, again.computed))
        print("fuzz_journal: %d mutated journals (seed %d): %d refused with a one-line error, "
              "%d read with only right entries" % (args.runs, args.seed, refused, accepted))
    finally:
        shutil.rmtree(tmp)


if __name__ == "__main__":
    main()
