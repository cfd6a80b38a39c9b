package tavreli;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The library's engine (tavreli/engine.h): iterative deepening alpha-beta
 * with a transposition table of {@code hashMb} MiB.
 * <pre>
 * try (Engine e = new Engine(); Position p = new Position()) {
 *     SearchLine best = e.analyse(p, Limit.depth(6)).get(0);
 *     System.out.println(best.score() + " " + best.pv());
 * }
 * </pre>
 * One search at a time: {@link #stop()} may be called from another thread
 * to end the running search early. The search works on a copy of the
 * position.
 */
public final class Engine implements AutoCloseable {
    private tav_engine e;

    /** An engine with the default table size. */
    public Engine() { this(0); }

    /** An engine with a hashMb MiB table (0: the default).
     *  @throws TavreliException code EINVAL or ENOMEM when that size cannot be had */
    public Engine(int hashMb) {
        if (hashMb < 0)
            throw new IllegalArgumentException("hashMb must be 0 or more, not " + hashMb);
        e = Tavreli.tavb_engine_new(hashMb);
        if (e == null)
            throw new TavreliException("an engine with a " + hashMb + " MiB table: out of memory or out of range",
                                       TavreliException.ENOMEM, 0, -1, -1, 0);
    }

    private tav_engine c() {
        if (e == null)
            throw new IllegalStateException("the Engine is closed");
        return e;
    }

    /** The table size in MiB. */
    public long hashMb() { return Tavreli.tav_engine_hash(c()); }

    /** Resizes (and clears) the table. */
    public void setHashMb(int mb) {
        Status.check(Tavreli.tav_engine_set_hash(c(), mb), "hash " + mb + " MiB");
    }

    /** Forgets everything learnt (a new game). */
    public void clear() { Tavreli.tav_engine_clear(c()); }

    /** Ends the running search soon (from another thread); it returns what it has. */
    public void stop() {
        tav_engine engine = e;
        if (engine != null)
            Tavreli.tav_engine_stop(engine);
    }

    /** Searches pos within limit; the lines, best first (empty when the
     *  side to move has no legal move). */
    public List<SearchLine> analyse(Position pos, Limit limit) {
        tav_search_result r = search(pos, limit);
        try {
            List<SearchLine> lines = new ArrayList<>(r.getLine_count());
            for (int i = 0; i < r.getLine_count(); i++)
                lines.add(SearchLine.of(Tavreli.tavb_result_line(r, i)));
            return Collections.unmodifiableList(lines);
        } finally {
            r.delete();
        }
    }

    /** The move to play in pos within limit; null when there is none. */
    public Move bestMove(Position pos, Limit limit) {
        tav_search_result r = search(pos, limit);
        try {
            return r.getBest_move();
        } finally {
            r.delete();
        }
    }

    private tav_search_result search(Position pos, Limit limit) {
        tav_search_result r = new tav_search_result();
        int rc = Tavreli.tavb_engine_search(c(), pos, limit.depth, BigInteger.valueOf(limit.nodes),
                                            BigInteger.valueOf(limit.movetimeMs), limit.mate, limit.multipv, 0, r);
        if (rc < 0) {
            r.delete();
            Status.check(rc, "search");
        }
        return r;
    }

    /** The static evaluation of pos in centipawns for the side to move. */
    public static int evaluate(Position pos) {
        return Tavreli.tav_evaluate(pos);
    }

    /** Frees the engine; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (e != null) {
            e.delete();
            e = null;
        }
    }
}
