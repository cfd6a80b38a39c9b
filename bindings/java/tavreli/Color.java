package tavreli;

/** The two sides (R1). White moves first. */
public enum Color {
    WHITE(tav_color.TAV_WHITE),
    BLACK(tav_color.TAV_BLACK);

    private final tav_color c;

    Color(tav_color c) { this.c = c; }

    /** The other side. */
    public Color other() { return this == WHITE ? BLACK : WHITE; }

    /** The C value (tav_color), for the low-level functions of {@link Tavreli}. */
    public tav_color c() { return c; }

    /** The side of a C value; null for TAV_NO_COLOR. */
    public static Color of(tav_color c) {
        if (c == null)
            return null;
        if (c.swigValue() == tav_color.TAV_WHITE.swigValue())
            return WHITE;
        if (c.swigValue() == tav_color.TAV_BLACK.swigValue())
            return BLACK;
        return null;
    }

    /** The side of a C colour number (0 white, 1 black); null otherwise. */
    static Color ofInt(int c) {
        if (c == tav_color.TAV_WHITE.swigValue())
            return WHITE;
        if (c == tav_color.TAV_BLACK.swigValue())
            return BLACK;
        return null;
    }
}
