package tavreli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** One line of an {@link Engine} search: its score and principal variation. Immutable. */
public final class SearchLine {
    private final int depth;
    private final int scoreCp;
    private final int mate;
    private final long nodes;
    private final long timeMs;
    private final List<Move> pv;

    private SearchLine(int depth, int scoreCp, int mate, long nodes, long timeMs, List<Move> pv) {
        this.depth = depth;
        this.scoreCp = scoreCp;
        this.mate = mate;
        this.nodes = nodes;
        this.timeMs = timeMs;
        this.pv = pv;
    }

    static SearchLine of(tav_search_line l) {
        List<Move> pv = new ArrayList<>(l.getPv_length());
        for (int i = 0; i < l.getPv_length(); i++)
            pv.add(Tavreli.tavb_line_pv(l, i));
        return new SearchLine(l.getDepth(), l.getScore_cp(), l.getMate(), l.getNodes().longValue(),
                              l.getTime_ms().longValue(), Collections.unmodifiableList(pv));
    }

    /** The depth completed. */
    public int depth() { return depth; }
    /** Centipawns for the side to move (0 when {@link #mate()} is not 0). */
    public int scoreCp() { return scoreCp; }
    /** Mate in this many moves (positive: the side to move mates), or 0. */
    public int mate() { return mate; }
    /** Nodes searched. */
    public long nodes() { return nodes; }
    /** Milliseconds taken. */
    public long timeMs() { return timeMs; }
    /** The principal variation, legal from the searched position. */
    public List<Move> pv() { return pv; }

    /** The score as UCI writes it: "cp 35" or "mate -3". */
    public String score() { return mate != 0 ? "mate " + mate : "cp " + scoreCp; }

    @Override
    public String toString() { return "SearchLine(depth " + depth + ", " + score() + ", pv " + pv + ")"; }
}
