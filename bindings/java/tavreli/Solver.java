package tavreli;

/**
 * The problem solver (R14) and dead positions (R8).
 * <pre>
 * try (Position p = new Position("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1")) {
 *     Solution s = Solver.solve(p, "#2");
 *     System.out.println(s.keys());   // [g6-d3]
 * }
 * </pre>
 */
public final class Solver {
    private Solver() {}

    /** What {@link #canCheckmate} found. */
    public enum Answer { YES, NO, UNKNOWN }

    /** Solves stip ("#2", "h#3", "s#2", "=2", "h=2", "s=2") from pos with
     *  threats, the tree, and no budget. */
    public static Solution solve(Position pos, String stip) {
        return solve(pos, stip, false, 0, 0);
    }

    /** Solves stip from pos; tries: find tries and their refutations;
     *  maxNodes / maxSeconds bound the search (0 = none; then
     *  {@link Solution#isComplete()} says whether the answer is a proof).
     *  @throws TavreliException code EINVAL for a bad stipulation */
    public static Solution solve(Position pos, String stip, boolean tries, long maxNodes, double maxSeconds) {
        if (maxNodes < 0 || maxSeconds < 0 || Double.isNaN(maxSeconds))
            throw new IllegalArgumentException("budgets must be 0 (none) or more");
        long flags = Tavreli.TAVB_SOLVE_THREATS | Tavreli.TAVB_SOLVE_TREE | (tries ? Tavreli.TAVB_SOLVE_TRIES : 0);
        tav_solution s = Tavreli.tavb_solve(pos, stip, flags, maxNodes, maxSeconds);
        try {
            return new Solution(s);
        } finally {
            s.delete();
        }
    }

    /** Can color checkmate by any series of legal moves (R8)? maxNodes 0: the default budget. */
    public static Answer canCheckmate(Position pos, Color color, long maxNodes) {
        String s = Tavreli.tavb_can_checkmate(pos, color.c().swigValue(), maxNodes);
        if (s.startsWith("yes"))
            return Answer.YES;
        return s.equals("no") ? Answer.NO : Answer.UNKNOWN;
    }

    /** Whether the position is dead (R8: neither side can mate): TRUE,
     *  FALSE, or null when the search could not decide within maxNodes. */
    public static Boolean isDead(Position pos, long maxNodes) {
        int r = Status.check(Tavreli.tavb_position_dead(pos, maxNodes), "dead position");
        return r == Tavreli.TAVB_DEAD ? Boolean.TRUE : r == Tavreli.TAVB_ALIVE ? Boolean.FALSE : null;
    }

    /** Whether color has too little material to mate whatever happens (R8). */
    public static boolean hasInsufficientMaterial(Position pos, Color color) {
        return Tavreli.tavb_insufficient_material(pos, color.c().swigValue()) != 0;
    }
}
