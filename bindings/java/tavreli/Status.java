package tavreli;

/** Turns a negative tav_status into a TavreliException (package-private). */
final class Status {
    private Status() {}

    /** status when it is not negative; throws otherwise, the message naming what. */
    static int check(int status, String what) {
        if (status < 0)
            throw new TavreliException(what + ": " + Tavreli.tav_strerror(status), status, 0, -1, -1, 0);
        return status;
    }
}
