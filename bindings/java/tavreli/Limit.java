package tavreli;

/**
 * How long {@link Engine} searches: a depth, a node count, a time, a mate
 * to find, and how many lines (MultiPV). Immutable; 0 means no limit.
 * <pre>Limit.depth(8).withMultipv(3)</pre>
 */
public final class Limit {
    final int depth;
    final long nodes;
    final long movetimeMs;
    final int mate;
    final int multipv;

    private Limit(int depth, long nodes, long movetimeMs, int mate, int multipv) {
        if (depth < 0 || nodes < 0 || movetimeMs < 0 || mate < 0 || multipv < 1)
            throw new IllegalArgumentException("limits must be 0 or more (multipv 1 or more)");
        this.depth = depth;
        this.nodes = nodes;
        this.movetimeMs = movetimeMs;
        this.mate = mate;
        this.multipv = multipv;
    }

    /** Search to depth plies. */
    public static Limit depth(int depth) { return new Limit(depth, 0, 0, 0, 1); }
    /** Search about nodes nodes. */
    public static Limit nodes(long nodes) { return new Limit(0, nodes, 0, 0, 1); }
    /** Search for ms milliseconds. */
    public static Limit movetime(long ms) { return new Limit(0, 0, ms, 0, 1); }
    /** Search for a mate in moves moves. */
    public static Limit mate(int moves) { return new Limit(0, 0, 0, moves, 1); }

    /** The same limit with n lines. */
    public Limit withMultipv(int n) { return new Limit(depth, nodes, movetimeMs, mate, n); }
    /** The same limit, also stopping at depth plies. */
    public Limit withDepth(int d) { return new Limit(d, nodes, movetimeMs, mate, multipv); }
    /** The same limit, also stopping after ms milliseconds. */
    public Limit withMovetime(long ms) { return new Limit(depth, nodes, ms, mate, multipv); }

    @Override
    public String toString() {
        return "Limit(depth=" + depth + ", nodes=" + nodes + ", movetime=" + movetimeMs + "ms, mate=" + mate
            + ", multipv=" + multipv + ")";
    }
}
