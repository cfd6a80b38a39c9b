/* Tests of the Java binding's idiomatic classes (games, the reader, game
 * nodes, the engine, the solver, clocks, SVG), run from TavreliTest.main
 * with its helpers (test, check, equal, expect). */
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import tavreli.Clock;
import tavreli.Color;
import tavreli.Engine;
import tavreli.Game;
import tavreli.GameNode;
import tavreli.GameReader;
import tavreli.Limit;
import tavreli.Move;
import tavreli.Position;
import tavreli.SearchLine;
import tavreli.Solution;
import tavreli.Solver;
import tavreli.Svg;
import tavreli.TavreliException;
import tavreli.TimeControl;

final class ApiTest {
    private ApiTest() {}

    static void run(Path data) {
        Path tgn = data.resolve("games/tournament-1997-2003.tgn");

        TavreliTest.test("GameReader: Iterable<Game> over the twenty tournament games (R11, lenient)", () -> {
            List<String> whites = new ArrayList<>();
            try (GameReader r = GameReader.open(tgn)) {
                for (Game g : r)
                    try (g) {
                        whites.add(g.header("White"));
                        TavreliTest.check(!g.mainline().isEmpty(), "moves in game " + whites.size());
                    }
                TavreliTest.equal(20L, r.gameCount(), "games read");
            }
            TavreliTest.equal(20, whites.size(), "games iterated");
            TavreliTest.equal("У.Андерсон", whites.get(0), "game 1's White (UTF-8)");
        });

        TavreliTest.test("GameReader: a bad record is a game with located problems, not an exception", () -> {
            try (GameReader r = GameReader.fromString("[Event \"x\"]\n\n1. e2-e5 *\n", true);
                 Game g = r.next()) {
                TavreliTest.check(!g.isValid(), "invalid");
                TavreliTest.check(g.problems().get(0).contains("e2-e5"), "names the move: " + g.problems());
                TavreliTest.equal(null, r.next(), "then the end");
            }
            TavreliTest.expect(TavreliException.class, () -> GameReader.open(Path.of("/nonexistent/x.tgn")));
        });

        TavreliTest.test("Game.parse(null), GameReader.fromString(null): an NPE naming the argument, as push(null)", () -> {
            NullPointerException e = TavreliTest.expect(NullPointerException.class, () -> Game.parse(null));
            TavreliTest.equal("tgn", e.getMessage(), "the argument is named");
            e = TavreliTest.expect(NullPointerException.class, () -> GameReader.fromString(null, true));
            TavreliTest.equal("tgn", e.getMessage(), "the argument is named");
        });

        TavreliTest.test("Game: headers, push, nodes, comment, NAG, clock, result, TGN round trip", () -> {
            try (Game g = new Game()) {
                g.setHeader("Event", "Test");
                GameNode n = g.push("e2-e4");
                g.push("e7-e5").setComment("symmetry");
                n.addNag(1);
                n.setClockMs(61000);
                GameNode alt = n.addMove("d7-d5");
                TavreliTest.equal(2, n.variations().size(), "a variation");
                TavreliTest.equal(alt, n.variations().get(1), "the new one second");
                TavreliTest.equal(n, alt.parent(), "parent");
                TavreliTest.equal("e2-e4", g.root().next().move().toString(), "root's next");
                TavreliTest.equal(2, g.mainline().size(), "main line");
                TavreliTest.equal(61000L, n.clockMs().getAsLong(), "clock");
                TavreliTest.equal(List.of(1), n.nags(), "nags");
                g.setResult("1/2-1/2");
                String text = g.toTgn();
                try (Game back = Game.parse(text)) {
                    TavreliTest.equal("Test", back.header("Event"), "tag");
                    TavreliTest.equal("1/2-1/2", back.result(), "result");
                    TavreliTest.equal("symmetry", back.end().comment(), "comment");
                    TavreliTest.equal(text, back.toTgn(), "round trip");
                    try (Position p = back.end().position()) {
                        TavreliTest.equal(2, p.historyLength(), "position at the end");
                    }
                }
                TavreliTest.expect(TavreliException.class, () -> g.push("e1-e5"));
                TavreliTest.expect(IllegalArgumentException.class, () -> g.setResult("2-0"));
            }
            Game closed = new Game();
            closed.close();
            closed.close();
            TavreliTest.expect(IllegalStateException.class, closed::mainline);
        });

        TavreliTest.test("Engine: analyse with MultiPV, bestMove, evaluate, close twice", () -> {
            try (Engine e = new Engine(16); Position p = new Position()) {
                List<SearchLine> lines = e.analyse(p, Limit.depth(3).withMultipv(2));
                TavreliTest.equal(2, lines.size(), "two lines");
                TavreliTest.check(lines.get(0).depth() >= 3, "depth reached");
                TavreliTest.check(!lines.get(0).pv().isEmpty(), "a PV");
                Move best = e.bestMove(p, Limit.depth(2));
                TavreliTest.check(p.legalMoves().contains(best), "a legal best move: " + best);
                TavreliTest.equal(16L, e.hashMb(), "hash");
                Engine.evaluate(p);
            }
            Engine closed = new Engine();
            closed.close();
            closed.close();
            try (Position p = new Position()) {
                TavreliTest.expect(IllegalStateException.class, () -> closed.analyse(p, Limit.depth(1)));
            }
            try (Engine e = new Engine(); Position mated = new Position("k7/8/NKB5/8/8/8/8/8 b - - 0 1")) {
                TavreliTest.check(e.analyse(mated, Limit.depth(2)).isEmpty(), "no line when mated");
                TavreliTest.equal(null, e.bestMove(mated, Limit.depth(2)), "no best move");
            }
            TavreliTest.expect(IllegalArgumentException.class, () -> Limit.depth(-1));
            TavreliTest.expect(IllegalArgumentException.class, () -> new Engine(-5));
        });

        TavreliTest.test("Solver: #2 key and threat, h#2 lines, dead positions (R14, R8)", () -> {
            try (Position p = new Position("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1")) {
                Solution s = Solver.solve(p, "#2");
                TavreliTest.equal("[g6-d3]", s.keys().toString(), "key");
                TavreliTest.check(s.isComplete() && !s.isCook(), "complete, no cook");
                TavreliTest.expect(TavreliException.class, () -> Solver.solve(p, "#x"));
                TavreliTest.expect(IllegalArgumentException.class, () -> Solver.solve(p, "#2", false, -1, 0));
            }
            try (Position p = new Position("1r6/1k6/6rb/2K5/5R2/8/2Np4/8 b - - 0 1")) {
                Solution s = Solver.solve(p, "h#2");
                TavreliTest.check(!s.lines().isEmpty(), "helpmate lines");
                TavreliTest.equal(4, s.lines().get(0).size(), "2n plies");
            }
            try (Position p = new Position("8/8/8/3k4/8/8/8/3K4 w - - 0 1")) {
                TavreliTest.equal(Boolean.TRUE, Solver.isDead(p, 0), "two kings: dead");
                TavreliTest.equal(Solver.Answer.NO, Solver.canCheckmate(p, Color.WHITE, 0), "white cannot mate");
                TavreliTest.check(Solver.hasInsufficientMaterial(p, Color.BLACK), "insufficient");
            }
            try (Position p = new Position()) {
                TavreliTest.equal(Boolean.FALSE, Solver.isDead(p, 0), "the start is not dead");
            }
        });

        TavreliTest.test("Clock and TimeControl (R13): increment, periods, flag", () -> {
            try (TimeControl tc = new TimeControl("300+2"); Clock c = new Clock(tc)) {
                TavreliTest.equal("300+2", tc.toString(), "canonical text");
                TavreliTest.equal(Color.WHITE, c.turn(), "white first");
                c.press(1500);
                TavreliTest.equal(300000L - 1500 + 2000, c.remaining(Color.WHITE), "increment");
                TavreliTest.equal(Color.BLACK, c.turn(), "then black");
                TavreliTest.equal(1, c.moves(Color.WHITE), "moves");
                TavreliTest.check(c.check(400000), "black's flag falls");
                TavreliTest.check(c.flagged(Color.BLACK) && !c.flagged(Color.WHITE), "flagged");
                TavreliTest.expect(TavreliException.class, () -> c.press(1));
                TavreliTest.expect(IllegalArgumentException.class, () -> c.remaining(Color.WHITE, -1));
            }
            try (TimeControl tc = new TimeControl("40/7200:1800"); Clock c = new Clock(tc)) {
                TavreliTest.equal(40, c.movesToGo(Color.WHITE), "40 to go");
                TavreliTest.equal(2, tc.periods(), "two periods");
            }
            TavreliException e = TavreliTest.expect(TavreliException.class, () -> new TimeControl("40/x"));
            TavreliTest.equal(tavreli.tav_status.TAV_ETIMECONTROL.swigValue(), e.getCode(), "code");
        });

        TavreliTest.test("Svg: a diagram with options; bad options refused", () -> {
            try (Position p = new Position(); Svg svg = new Svg()) {
                String doc = svg.size(300).orientation(Color.BLACK).lastMove("e2", "e4")
                    .arrow("g1", "f3", "#0000ff80").fill("d4", "yellow").mark("e5").title("Start").render(p);
                TavreliTest.check(doc.startsWith("<svg") || doc.startsWith("<?xml"), "an SVG document");
                TavreliTest.check(doc.contains("<title>Start</title>"), "title");
                TavreliTest.expect(IllegalArgumentException.class, () -> svg.size(10));
                TavreliTest.expect(IllegalArgumentException.class, () -> svg.fill("z9", "red"));
                TavreliTest.expect(IllegalArgumentException.class, () -> svg.fill("a1", "notacolour"));
            }
        });
    }
}
