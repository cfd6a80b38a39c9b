/* Tests of the Java binding (package tavreli), run by java-tests.sh:
 * java TavreliTest TESTDATA. Each check prints "ok" or "not ok" with its
 * name; the exit status is the number of failures (0 = all passed). */
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tavreli.Move;
import tavreli.Position;
import tavreli.Tavreli;
import tavreli.tav_color;
import tavreli.TavreliException;

public final class TavreliTest {
    static final String START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    static int failures = 0;
    static int count = 0;

    interface Check { void run() throws Exception; }

    static void test(String name, Check c) {
        count++;
        try {
            c.run();
            System.out.println("ok " + count + " - " + name);
        } catch (Throwable t) {
            failures++;
            System.out.println("not ok " + count + " - " + name + ": " + t);
            t.printStackTrace(System.out);
        }
    }

    static void check(boolean ok, String what) {
        if (!ok)
            throw new AssertionError(what);
    }

    static void equal(Object expected, Object actual, String what) {
        if (expected == null ? actual != null : !expected.equals(actual))
            throw new AssertionError(what + ": expected <" + expected + "> got <" + actual + ">");
    }

    /** The exception that c throws, or an AssertionError. */
    static <T extends Throwable> T expect(Class<T> type, Check c) throws Exception {
        try {
            c.run();
        } catch (Throwable t) {
            if (type.isInstance(t))
                return type.cast(t);
            throw new AssertionError("expected " + type.getSimpleName() + ", got " + t, t);
        }
        throw new AssertionError("expected " + type.getSimpleName() + ", nothing thrown");
    }

    /** The moves of game n of the tournament file (one line after its heading). */
    static List<String> gameMoves(Path file, int n) throws IOException {
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i + 1 < lines.size(); i++)
            if (lines.get(i).startsWith("[Game " + n + "]"))
                return List.of(lines.get(i + 1).trim().split("\\s+"));
        throw new AssertionError("no game " + n + " in " + file);
    }

    public static void main(String[] args) throws Exception {
        Path data = Path.of(args.length > 0 ? args[0] : "tests/data");

        test("R10: the start TFEN reads and writes back the same", () -> {
            try (Position p = new Position(START)) {
                equal(START, p.tfen(), "tfen");
                equal(START, Position.START_TFEN, "START_TFEN");
                try (Position q = new Position()) {
                    equal(p, q, "Position() is the start position");
                    equal(p.hashCode(), q.hashCode(), "hashCode");
                }
                check(p.whiteToMove(), "white to move");
            }
        });

        test("R2-R7: perft of the start position to depth 3", () -> {
            try (Position p = new Position()) {
                equal(1L, p.perft(0), "perft(0)");
                equal(39L, p.perft(1), "perft(1)");
                equal(1519L, p.perft(2), "perft(2)");
                equal(68455L, p.perft(3), "perft(3)");
                equal(START, p.tfen(), "perft leaves the position as it was");
            }
        });

        test("R12: a perft deeper than TAV_PERFT_MAX_DEPTH throws, not 0", () -> {
            try (Position p = new Position()) {
                for (int d : new int[] {65, 5000, -1})
                    expect(TavreliException.class, () -> p.perft(d));
            }
        });

        test("R2-R7: legalMoves lists Move values with canonical text", () -> {
            try (Position p = new Position()) {
                List<Move> moves = p.legalMoves();
                equal(39, moves.size(), "39 moves at the start");
                List<String> texts = new ArrayList<>();
                for (Move m : moves)
                    texts.add(m.toString());
                check(texts.contains("e2-e4"), "e2-e4 listed: " + texts);
                check(texts.contains("a1-a2"), "a1-a2 (a rook climbs on a pawn) listed");
                Move e4 = moves.get(texts.indexOf("e2-e4"));
                equal(12, e4.from(), "from e2");
                equal(28, e4.to(), "to e4");
                equal(1, e4.count(), "one piece");
                check(e4.isDoubleStep(), "a double step (R5)");
                Move a2 = moves.get(texts.indexOf("a1-a2"));
                check(a2.isStack() && !a2.isCapture(), "a1-a2 builds a tower on an own pawn");
                expect(UnsupportedOperationException.class, () -> moves.clear());
            }
        });

        test("a null move passes and is taken back (tav_position_push_null)", () -> {
            try (Position p = new Position()) {
                p.push("e2-e4");
                Move pass = Move.nullMove();
                check(pass.isNull() && !p.legalMoves().get(0).isNull(), "isNull");
                equal("0000", pass.toString(), "its text");
                equal(pass, p.push(pass), "push returns it");
                equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2", p.tfen(), "passed");
                check(p.pop().isNull(), "pop returns it");
                equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p.tfen(), "back");
                expect(NullPointerException.class, () -> p.push((Move)null));
            }
            try (Position c = new Position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")) {
                TavreliException e = expect(TavreliException.class, () -> c.push(Move.nullMove()));
                equal(TavreliException.EILLEGAL, e.getCode(), "no null move in check (R7)");
                equal(0, c.historyLength(), "unchanged");
            }
        });

        test("push and pop play and take back moves", () -> {
            try (Position p = new Position()) {
                Move m = p.push("e2-e4");
                equal("e2-e4", m.toString(), "push returns the move");
                equal("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", p.tfen(), "after e2-e4");
                p.push("d7-d5");
                Move takes = p.push("e4xd5");
                check(takes.isCapture() && takes.isStack(), "e4xd5 lands on a black pawn: a tower (R4)");
                equal(3, p.historyLength(), "three moves");
                equal("e4-d5", p.pop().toString(), "pop returns the last move");
                equal("d7-d5", p.pop().toString(), "then the one before");
                Move again = p.push(m.equals(p.pop()) ? m : null);
                equal(m, again, "push(Move) plays a Move from the position");
                p.pop();
                equal(START, p.tfen(), "back at the start");
                equal(0, p.historyLength(), "empty history");
                TavreliException e = expect(TavreliException.class, () -> p.pop());
                equal(TavreliException.EEMPTY, e.getCode(), "pop with no history: EEMPTY");
                Position q = p.copy();
                q.push("g1-f3");
                check(!p.equals(q), "a copy is independent");
                q.close();
            }
        });

        test("every status code of C's table is a TavreliException constant", () -> {
            check(Tavreli.tav_status_count() >= 13, "the table has every code up to EBUSY");
            for (int i = 1; i < Tavreli.tav_status_count(); i++) {
                int code = Tavreli.tav_status_at(i);
                String name = Tavreli.tav_status_name(code);
                equal(code, TavreliException.class.getField(name).getInt(null), name);
            }
        });

        test("R10: a bad TFEN throws TavreliException with field and offset", () -> {
            String bad = "rnbqkbnr/ppppxppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
            TavreliException e = expect(TavreliException.class, () -> new Position(bad));
            equal(TavreliException.ETFEN, e.getCode(), "code");
            equal(1, e.getField(), "field 1 (board)");
            equal(bad.indexOf('x'), e.getOffset(), "offset of the 'x'");
            check(e.getMessage().contains("field 1") && e.getMessage().contains("'x'"),
                  "located message: " + e.getMessage());
            check(e instanceof RuntimeException, "unchecked");
            TavreliException side = expect(TavreliException.class,
                () -> new Position("8/8/8/8/8/8/8/8 x - - 0 1"));
            equal(TavreliException.ETFEN, side.getCode(), "code");
            check(side.getField() >= 1, "a field is named: " + side.getMessage());
            expect(TavreliException.class, () -> new Position(""));
            expect(TavreliException.class, () -> new Position((String)null));
        });

        test("R9, R12: an illegal or unreadable move throws, the position unchanged", () -> {
            try (Position p = new Position()) {
                TavreliException e = expect(TavreliException.class, () -> p.push("e2-e5"));
                equal(TavreliException.EILLEGAL, e.getCode(), "e2-e5: EILLEGAL");
                check(e.getMessage().contains("e2-e5") && e.getMessage().contains("e5"),
                      "the message names the move: " + e.getMessage());
                e = expect(TavreliException.class, () -> p.push("e7-e5"));
                equal(TavreliException.EILLEGAL, e.getCode(), "black's move on white's turn");
                e = expect(TavreliException.class, () -> p.push("z9-e4"));
                equal(TavreliException.ENOTATION, e.getCode(), "z9-e4: ENOTATION");
                equal(0, e.getOffset(), "at character 0");
                check(e.getMessage().contains("character"), "located: " + e.getMessage());
                equal(START, p.tfen(), "nothing was played");
            }
        });

        test("close() frees the position; twice is safe; use after close throws", () -> {
            Position p = new Position();
            p.push("e2-e4");
            p.close();
            p.close();
            expect(IllegalStateException.class, () -> p.tfen());
            expect(IllegalStateException.class, () -> p.push("e7-e5"));
            expect(IllegalStateException.class, () -> p.perft(1));
            equal("Position(closed)", p.toString(), "toString of a closed position");
            check(!p.equals(new Position()), "a closed position equals nothing else");
        });

        test("positions left to the garbage collector are freed by the Cleaner", () -> {
            // Many unreachable positions: the Cleaner frees them (a leak or a
            // double free would show under valgrind or crash here).
            for (int i = 0; i < 20000; i++) {
                Position p = new Position();
                p.push("e2-e4");
                if (i % 1000 == 0)
                    System.gc();
            }
            System.gc();
            Thread.sleep(100);
        });

        test("game 2 (Karpov - Kupreichik, 1997) replays and ends in checkmate (R8)", () -> {
            List<String> moves = gameMoves(data.resolve("games/tournament-1997-2003.txt"), 2);
            equal(39, moves.size(), "plies");
            try (Position p = new Position()) {
                for (String text : moves) {
                    p.push(text);
                    if (text.endsWith("+"))
                        check(p.inCheck(), text + " gives check (R7)");
                }
                check(p.isCheckmate(), "checkmate: " + p.tfen());
                check(!p.isStalemate(), "not stalemate");
                check(p.legalMoves().isEmpty(), "no legal move");
                check(!p.whiteToMove(), "black is mated");
                for (int i = 0; i < moves.size(); i++)
                    p.pop();
                equal(START, p.tfen(), "all taken back");
            }
        });

        test("queries of tavreli/query.h: gives check, checkers, attackers, pins, is legal (R7, R6 (b))", () -> {
            // e4: a white rook under a white knight; the split frees the rook (R2)
            try (Position p = new Position("4k3/8/8/8/4(RN)3/8/8/K7 w - - 0 1")) {
                Move split = p.parseMove("e4(1)-c3");
                equal(1, Tavreli.tav_position_gives_check(p, split), "the freed rook checks");
                equal(0, Tavreli.tav_position_gives_check(p, p.parseMove("e4-c3")), "whole: no check");
                equal(1, Tavreli.tav_position_is_legal(p, split), "legal");
                p.push(split);
                long e4 = 1L << 28;
                equal(e4, Tavreli.tav_position_checkers(p), "checkers");
                equal(e4, Tavreli.tav_position_attackers(p, tav_color.TAV_WHITE, 60), "attackers of e8");
                equal(1, Tavreli.tav_position_is_attacked(p, tav_color.TAV_WHITE, 60), "e8 attacked");
                equal(1L, Tavreli.tav_position_ply(p), "ply");
            }
            try (Position p = new Position("k3r3/8/8/8/8/8/4(pR)3/4K3 w - - 0 1")) {
                equal(1L << 12, Tavreli.tav_position_pinned(p, tav_color.TAV_WHITE), "e2 pinned");
                equal(1, Tavreli.tav_position_is_pinned(p, tav_color.TAV_WHITE, 12), "e2 pinned");
            }
            try (Position p = new Position("3(PR)4/8/8/8/7k/8/8/K7 w - - 0 1")) {
                Move m = p.parseMove("d8(1)-d2");
                check(m.isFreedPromotion() && m.isPromotion(), "R6 (b) flag");
                check(!p.parseMove("d8-d2").isPromotion(), "whole: no promotion");
            }
        });

        ApiTest.run(data);

        System.out.println("1.." + count);
        System.exit(failures);
    }
}
