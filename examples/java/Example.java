/* Play a few moves, print the TFEN and a perft count, with the Java
 * binding (package tavreli). Build and run:
 *   javac -cp tavreli.jar Example.java && java -cp tavreli.jar:. Example [depth]
 * (the jar is installed in $(datadir)/java). */
import tavreli.Move;
import tavreli.Position;
import tavreli.TavreliException;

public final class Example {
    public static void main(String[] args) {
        int depth = args.length > 0 ? Integer.parseInt(args[0]) : 3;
        try (Position p = new Position()) {
            for (String text : new String[] { "e2-e4", "d7-d5", "e4xd5", "d8-d5" }) {
                Move m = p.push(text);
                System.out.println("played " + m + (m.isStack() ? " (a tower)" : ""));
            }
            System.out.println("tfen " + p.tfen());
            System.out.println("legal moves " + p.legalMoves().size());
            System.out.println("perft " + depth + " " + p.perft(depth));
            try {
                p.push("e1-e3");
            } catch (TavreliException e) {
                System.out.println("refused: " + e.getMessage());
            }
        }
    }
}
