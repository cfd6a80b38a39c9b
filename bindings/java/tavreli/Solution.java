package tavreli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The answer of {@link Solver#solve} to a problem (R14): the keys (more
 * than one is a cook), their threats, the tries with their refutations, the
 * helpmate lines, and whether the search was complete (a missing key proves
 * nothing when it was not). A snapshot: everything is copied out of C when
 * it is made.
 */
public final class Solution {
    /** A try and the defence that refutes it. */
    public static final class Try {
        private final Move move;
        private final Move refutation;
        Try(Move move, Move refutation) { this.move = move; this.refutation = refutation; }
        /** The try. */
        public Move move() { return move; }
        /** The defence that refutes it. */
        public Move refutation() { return refutation; }
        @Override public String toString() { return move + "? " + refutation + "!"; }
    }

    private final List<Move> keys = new ArrayList<>();
    private final List<List<Move>> threats = new ArrayList<>();
    private final List<Try> tries = new ArrayList<>();
    private final List<List<Move>> lines = new ArrayList<>();
    private final boolean complete;
    private final long nodes;
    private final double seconds;

    Solution(tav_solution s) {
        for (int i = 0; i < Tavreli.tav_solution_key_count(s); i++) {
            keys.add(Tavreli.tav_solution_key(s, i));
            List<Move> t = new ArrayList<>();
            for (int j = 0; j < Tavreli.tav_solution_threat_count(s, i); j++)
                t.add(Tavreli.tav_solution_threat(s, i, j));
            threats.add(Collections.unmodifiableList(t));
        }
        for (int i = 0; i < Tavreli.tav_solution_try_count(s); i++)
            tries.add(new Try(Tavreli.tav_solution_try(s, i), Tavreli.tav_solution_refutation(s, i)));
        for (int i = 0; i < Tavreli.tav_solution_line_count(s); i++) {
            List<Move> l = new ArrayList<>();
            for (int j = 0; j < Tavreli.tav_solution_line_length(s, i); j++)
                l.add(Tavreli.tav_solution_line_move(s, i, j));
            lines.add(Collections.unmodifiableList(l));
        }
        complete = Tavreli.tav_solution_complete(s) != 0;
        nodes = Tavreli.tav_solution_nodes(s).longValue();
        seconds = Tavreli.tav_solution_seconds(s);
    }

    /** The keys (#n, s#n, =n, s=n), in legal-move order; empty for helpmates. */
    public List<Move> keys() { return Collections.unmodifiableList(keys); }
    /** Whether there is more than one key. */
    public boolean isCook() { return keys.size() > 1; }
    /** The threat after key i (empty when there is none). */
    public List<Move> threat(int key) { return threats.get(key); }
    /** The tries (only when asked for). */
    public List<Try> tries() { return Collections.unmodifiableList(tries); }
    /** The helpmate solutions (h#n, h=n): each line of plies, the first by the side to move. */
    public List<List<Move>> lines() { return Collections.unmodifiableList(lines); }
    /** Whether every search finished (the answer is a proof). */
    public boolean isComplete() { return complete; }
    /** Moves played by the search. */
    public long nodes() { return nodes; }
    /** Seconds the search took. */
    public double seconds() { return seconds; }

    @Override
    public String toString() {
        return "Solution(keys " + keys + (lines.isEmpty() ? "" : ", lines " + lines)
            + (complete ? "" : ", incomplete") + ")";
    }
}
