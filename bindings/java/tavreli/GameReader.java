package tavreli;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * Reads the games of a TGN text or file one after another (R11):
 * <pre>
 * try (GameReader r = GameReader.open(Path.of("games.tgn"))) {
 *     for (Game g : r)
 *         try (g) { System.out.println(g.header("White")); }
 * }
 * </pre>
 * As python-chess's reader, nothing is thrown for a bad record: each
 * problem is recorded, located, in its game ({@link Game#problems()},
 * {@link Game#isValid()}). Lenient reading (the default, for archives)
 * reads on past an error where it can; strict reading ends the game at its
 * first error. A TavreliException means the input itself failed (EIO).
 * Each Game it yields is the caller's to close. Iterable once.
 */
public final class GameReader implements Iterable<Game>, AutoCloseable {
    private tavb_reader r;
    private boolean iterated;

    private GameReader(tavb_reader r) {
        if (r == null)
            throw new TavreliException("no reader", TavreliException.ENOMEM, 0, -1, -1, 0);
        this.r = r;
    }

    private static int mode(boolean strict) {
        return strict ? tav_read_mode.TAV_READ_STRICT.swigValue() : tav_read_mode.TAV_READ_LENIENT.swigValue();
    }

    /** Reads a file, leniently.
     *  @throws TavreliException code EIO when it cannot be opened */
    public static GameReader open(Path path) {
        return open(path, false);
    }

    /** Reads a file; strict: end each game at its first error.
     *  @throws TavreliException code EIO when it cannot be opened */
    public static GameReader open(Path path, boolean strict) {
        return new GameReader(Tavreli.tavb_reader_open(path.toString(), mode(strict)));
    }

    /** Reads a text held in memory, leniently. */
    public static GameReader fromString(String tgn) {
        return fromString(tgn, false);
    }

    /** Reads a text held in memory; strict: end each game at its first error.
     *  @throws NullPointerException for a null text */
    public static GameReader fromString(String tgn, boolean strict) {
        java.util.Objects.requireNonNull(tgn, "tgn");
        return new GameReader(Tavreli.tavb_reader_new_buffer(tgn.getBytes(StandardCharsets.UTF_8), mode(strict)));
    }

    /** The next game, or null at the end of the text.
     *  @throws TavreliException code EIO when reading fails */
    public Game next() {
        if (r == null)
            throw new IllegalStateException("the GameReader is closed");
        tav_game g = Tavreli.tavb_reader_next(r);
        return g == null ? null : new Game(g);
    }

    /** The number of games read so far. */
    public long gameCount() {
        return r == null ? 0 : Tavreli.tavb_reader_game_count(r);
    }

    /** The games not read yet, in order. */
    @Override
    public Iterator<Game> iterator() {
        if (iterated)
            throw new IllegalStateException("a GameReader can be iterated once");
        iterated = true;
        return new Iterator<Game>() {
            private Game ahead;
            private boolean done;

            @Override
            public boolean hasNext() {
                if (ahead == null && !done) {
                    ahead = GameReader.this.next();
                    done = ahead == null;
                }
                return ahead != null;
            }

            @Override
            public Game next() {
                if (!hasNext())
                    throw new NoSuchElementException();
                Game g = ahead;
                ahead = null;
                return g;
            }
        };
    }

    /** Closes the file; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (r != null) {
            r.delete();
            r = null;
        }
    }
}
