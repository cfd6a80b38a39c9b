package tavreli;

/**
 * A move (R2, R4-R7, R12): a value, as the C library's {@code tav_move}
 * (bits 0-5 source square, 6-11 destination, 12-17 count, then flags; see
 * libtavreli/tavreli/move.h). Moves come from a {@link Position}
 * ({@code legalMoves()}, {@code push}, {@code pop}, {@code parseMove}).
 *
 * <p>Two moves are equal when their source, destination and count agree
 * (R12); the flags describe the move in the position it came from.
 * {@code toString()} is the canonical R9 text ("e2-e4", "c1(2)-d2", "0-0").
 */
public final class Move {
    private static final int IDENTITY = 0x3ffff;
    private static final int WHOLE = 1 << 18;
    private static final int CASTLE = 1 << 19;
    private static final int EN_PASSANT = 1 << 20;
    private static final int DOUBLE = 1 << 21;
    private static final int PROMOTION = 1 << 22;
    private static final int STACK = 1 << 23;
    private static final int CAPTURE = 1 << 24;
    private static final int FREED_PROMOTION = 1 << 25;

    private final int bits;

    private Move(int bits) {
        this.bits = bits;
    }

    /** The move with these tav_move bits; null for 0 (TAV_NO_MOVE). */
    static Move of(int bits) {
        return bits == 0 ? null : new Move(bits);
    }

    /** The null move (python-chess's Move.null(), the C TAV_NULL_MOVE 0):
     *  {@code Position.push} of it passes the turn (not in check),
     *  {@code pop} takes it back; its text is "0000". */
    public static Move nullMove() {
        return new Move(0);
    }

    /** Whether this is the null move. */
    public boolean isNull() {
        return bits == 0;
    }

    /** The tav_move bits of m; 0 for null. */
    static int bits(Move m) {
        return m == null ? 0 : m.bits;
    }

    /** The C library's tav_move value (flags included). */
    public int value() {
        return bits;
    }

    /** Source square, 0 (a1) .. 63 (h8). */
    public int from() {
        return bits & 63;
    }

    /** Destination square, 0 (a1) .. 63 (h8). */
    public int to() {
        return (bits >>> 6) & 63;
    }

    /** Number of pieces taken off the top of the source tower. */
    public int count() {
        return (bits >>> 12) & 63;
    }

    /** Whether the whole tower moves (no "(k)" in the notation). */
    public boolean isWhole() { return (bits & WHOLE) != 0; }
    /** Castling (R7). */
    public boolean isCastle() { return (bits & CASTLE) != 0; }
    /** En passant (R5). */
    public boolean isEnPassant() { return (bits & EN_PASSANT) != 0; }
    /** A pawn's double step (R5). */
    public boolean isDoubleStep() { return (bits & DOUBLE) != 0; }
    /** A pawn promotes (R6): the moving part's top (R6 (a)) or the pawn a
     *  split leaves on top of the source square (R6 (b)). */
    public boolean isPromotion() { return (bits & (PROMOTION | FREED_PROMOTION)) != 0; }
    /** The pawn a split leaves on top of the source square promotes (R6 (b)). */
    public boolean isFreedPromotion() { return (bits & FREED_PROMOTION) != 0; }
    /** It lands on an occupied square (a tower is built). */
    public boolean isStack() { return (bits & STACK) != 0; }
    /** It lands on an enemy-topped tower (or takes en passant). */
    public boolean isCapture() { return (bits & CAPTURE) != 0; }

    /** Source, destination and count agree (R12). */
    @Override
    public boolean equals(Object o) {
        return o instanceof Move && (((Move)o).bits & IDENTITY) == (bits & IDENTITY);
    }

    @Override
    public int hashCode() {
        return bits & IDENTITY;
    }

    /** The canonical R9 text, as tav_move_format() writes it. */
    @Override
    public String toString() {
        if (bits == 0)
            return "0000";
        String s = Tavreli.tavb_move_format(this);
        return s != null ? s : "?";
    }
}
