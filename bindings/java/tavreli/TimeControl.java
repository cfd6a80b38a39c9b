package tavreli;

/**
 * A time control (R13), read from its text: "40/7200:1800", "5400+30",
 * "300d5" (a delay), "300b5" (Bronstein), "-" for none. Immutable;
 * {@link #close()} frees the C object early (optional: it is also freed
 * when collected).
 */
public final class TimeControl implements AutoCloseable {
    private tav_time_control tc;

    /** Reads text.
     *  @throws TavreliException code ETIMECONTROL naming the character that is wrong */
    public TimeControl(String text) {
        tc = Tavreli.tavb_time_control_parse(text);
    }

    tav_time_control c() {
        if (tc == null)
            throw new IllegalStateException("the TimeControl is closed");
        return tc;
    }

    /** The number of periods (the last repeats). */
    public int periods() { return Tavreli.tav_time_control_periods(c()); }

    /** The canonical text. */
    @Override
    public String toString() { return tc == null ? "TimeControl(closed)" : Tavreli.tavb_time_control_format(tc); }

    @Override
    public boolean equals(Object o) {
        return o instanceof TimeControl && toString().equals(o.toString());
    }

    @Override
    public int hashCode() { return toString().hashCode(); }

    /** Frees the C object; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (tc != null) {
            tc.delete();
            tc = null;
        }
    }
}
