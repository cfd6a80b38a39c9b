package tavreli;

/**
 * An error reported by libtavreli: its {@code tav_error}, with the status
 * code and where the problem is. {@link #getMessage()} is the library's
 * located one-line message, such as
 * {@code TFEN field 1 (board), character 17 'x': unknown piece letter}.
 * Unchecked: a bad TFEN or an illegal move is a programming or input error
 * the caller decides where to handle.
 */
public class TavreliException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    /** Status codes (tav_status in libtavreli/tavreli/common.h, named by
     *  tav_status_name(); TavreliTest checks every code of C's table is
     *  here with its value). */
    public static final int ENOMEM = -1, EINVAL = -2, ETFEN = -3, ENOTATION = -4,
        EILLEGAL = -5, EBUFSIZE = -6, EEMPTY = -7, EGAME = -8, ELIMIT = -9, EIO = -10,
        ETIMECONTROL = -11, EBUSY = -12;

    private final int code;
    private final int field;
    private final int offset;
    private final int square;
    private final int moveNumber;

    /** Called by the JNI code with the fields of a tav_error. */
    public TavreliException(String message, int code, int field, int offset,
                            int square, int moveNumber) {
        super(message);
        this.code = code;
        this.field = field;
        this.offset = offset;
        this.square = square;
        this.moveNumber = moveNumber;
    }

    /** The tav_status code (one of the constants above). */
    public int getCode() { return code; }
    /** The TFEN field 1..6 (R10), or 0 when not a TFEN error. */
    public int getField() { return field; }
    /** The 0-based byte offset into the text, or -1 if unknown. */
    public int getOffset() { return offset; }
    /** The square 0..63 concerned, or -1. */
    public int getSquare() { return square; }
    /** The 1-based index of the move in a sequence, or 0. */
    public int getMoveNumber() { return moveNumber; }
}
