package tavreli;

import java.math.BigInteger;

/**
 * A chess clock for a time control (R13): White's clock runs first; each
 * {@link #press} completes the running side's move after the milliseconds
 * it used and starts the other clock.
 * <pre>
 * try (TimeControl tc = new TimeControl("300+2"); Clock c = new Clock(tc)) {
 *     c.press(1500);                       // white moved after 1.5 s
 *     long left = c.remaining(Color.WHITE); // 300000 - 1500 + 2000
 * }
 * </pre>
 */
public final class Clock implements AutoCloseable {
    private tav_clock clock;

    /** A clock at the start of a game under tc (copied). */
    public Clock(TimeControl tc) {
        clock = Tavreli.tavb_clock_new(tc.c());
        if (clock == null)
            throw new TavreliException("a clock: out of memory", TavreliException.ENOMEM, 0, -1, -1, 0);
    }

    private tav_clock c() {
        if (clock == null)
            throw new IllegalStateException("the Clock is closed");
        return clock;
    }

    private static BigInteger ms(long ms, String what) {
        if (ms < 0)
            throw new IllegalArgumentException(what + " must be 0 or more milliseconds, not " + ms);
        return BigInteger.valueOf(ms);
    }

    /** The side whose clock runs. */
    public Color turn() { return Color.ofInt(Status.check(Tavreli.tav_clock_turn(c()), "clock turn")); }

    /** The running side completes its move after elapsedMs.
     *  @throws TavreliException code EINVAL when a flag has already fallen */
    public void press(long elapsedMs) {
        Status.check(Tavreli.tav_clock_press(c(), ms(elapsedMs, "elapsed time")), "press");
    }

    /** The running side's clock has run elapsedMs without a press: whether its flag fell. */
    public boolean check(long elapsedMs) {
        return Status.check(Tavreli.tav_clock_check(c(), ms(elapsedMs, "elapsed time")), "check") == 1;
    }

    /** The main time color has left, as of the last press (Long.MAX_VALUE when unlimited). */
    public long remaining(Color color) { return remaining(color, 0); }

    /** The main time color has left when the running side has used runningMs of its move. */
    public long remaining(Color color, long runningMs) {
        BigInteger r = Tavreli.tav_clock_remaining(c(), color.c(), ms(runningMs, "running time"));
        return r.bitLength() >= 64 ? Long.MAX_VALUE : r.longValue();
    }

    /** The 0-based period color is in. */
    public int period(Color color) { return Status.check(Tavreli.tav_clock_period(c(), color.c()), "period"); }

    /** Moves color must still make in its period (0 in sudden death). */
    public int movesToGo(Color color) {
        return Status.check(Tavreli.tav_clock_moves_to_go(c(), color.c()), "moves to go");
    }

    /** Moves color has completed on this clock. */
    public int moves(Color color) { return Status.check(Tavreli.tav_clock_moves(c(), color.c()), "moves"); }

    /** Whether color's flag has fallen. */
    public boolean flagged(Color color) {
        long bits = Tavreli.tav_clock_flagged(c());
        return (bits & (color == Color.WHITE ? Tavreli.TAV_FLAG_WHITE : Tavreli.TAV_FLAG_BLACK)) != 0;
    }

    /** Frees the clock; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (clock != null) {
            clock.delete();
            clock = null;
        }
    }
}
