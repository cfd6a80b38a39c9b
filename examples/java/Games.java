/* Read a game-record file, then let the engine look at a final position,
 * with the Java binding (package tavreli). Build and run:
 *   javac -cp tavreli.jar Games.java && java -cp tavreli.jar:. Games games.tgn */
import java.nio.file.Path;
import tavreli.Engine;
import tavreli.Game;
import tavreli.GameReader;
import tavreli.Limit;
import tavreli.Position;
import tavreli.SearchLine;

public final class Games {
    public static void main(String[] args) {
        String last = null;
        try (GameReader reader = GameReader.open(Path.of(args[0]))) {
            for (Game game : reader) {
                try (game; Position end = game.end().position()) {
                    System.out.println(game.header("White") + " - " + game.header("Black") + ": "
                                       + game.mainline().size() + " moves");
                    if (last == null && end.legalMoves().size() > 0)
                        last = end.tfen();
                }
            }
            System.out.println("games " + reader.gameCount());
        }
        try (Engine engine = new Engine(); Position p = new Position(last)) {
            SearchLine best = engine.analyse(p, Limit.depth(4)).get(0);
            System.out.println("position " + last);
            System.out.println("best " + best.pv().get(0) + " (" + best.score() + ", depth " + best.depth() + ")");
        }
    }
}
