package tavreli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A game record (R11): tags, a start position, a tree of moves with
 * comments, NAGs and clocks, and a result. Read games with
 * {@link GameReader}; write one with {@link #toTgn()}.
 *
 * <p>A Game owns its C game: {@link #close()} frees it at once (use
 * try-with-resources); one nobody closed is freed when it is collected.
 * Its {@link GameNode}s are views and must not outlive it. Not safe for
 * concurrent use from several threads.
 */
public final class Game implements AutoCloseable {
    private tav_game g;

    Game(tav_game g) {
        if (g == null)
            throw new TavreliException("no game", TavreliException.ENOMEM, 0, -1, -1, 0);
        this.g = g;
    }

    /** A new game from the start position (R1), without tags or moves. */
    public Game() {
        this(Tavreli.tavb_game_new(null));
    }

    /** A new game from a position given as TFEN (R10); the record written
     *  by {@link #toTgn()} carries it in its FEN tag.
     *  @throws TavreliException code ETFEN naming the field that is wrong */
    public Game(String tfen) {
        this(Tavreli.tavb_game_new(tfen));
    }

    /** The first game of a TGN text, read leniently (its problems, if any,
     *  are in {@link #problems()}).
     *  @throws TavreliException code EGAME when the text holds no game
     *  @throws NullPointerException for a null text */
    public static Game parse(String tgn) {
        java.util.Objects.requireNonNull(tgn, "tgn");
        try (GameReader r = GameReader.fromString(tgn)) {
            Game game = r.next();
            if (game == null)
                throw new TavreliException("no game in the text", TavreliException.EGAME, 0, -1, -1, 0);
            return game;
        }
    }

    tav_game c() {
        if (g == null)
            throw new IllegalStateException("the Game is closed");
        return g;
    }

    /** Frees the C game; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (g != null) {
            g.delete();
            g = null;
        }
    }

    /** The tags in the order of the record (a copy). */
    public Map<String, String> headers() {
        Map<String, String> m = new LinkedHashMap<>();
        long n = Tavreli.tav_game_tag_count(c());
        for (long i = 0; i < n; i++)
            m.put(Tavreli.tav_game_tag_name(g, i), Tavreli.tav_game_tag_value(g, i));
        return Collections.unmodifiableMap(m);
    }

    /** The value of tag name, or null. */
    public String header(String name) {
        return Tavreli.tav_game_tag(c(), name);
    }

    /** Sets (or adds) tag name.
     *  @throws TavreliException code EINVAL for a name that is not a tag name */
    public void setHeader(String name, String value) {
        Status.check(Tavreli.tav_game_set_tag(c(), name, value), "tag " + name);
    }

    /** The TFEN the game starts from. */
    public String startTfen() {
        return Tavreli.tav_game_start_tfen(c());
    }

    /** The start of the move tree (no move leads to it). */
    public GameNode root() {
        return new GameNode(this, Tavreli.TAV_GAME_ROOT);
    }

    /** The last node of the main line (the root when there is no move). */
    public GameNode end() {
        int n = Tavreli.tav_game_main_line_length(c());
        return n == 0 ? root() : new GameNode(this, Tavreli.tav_game_main_line_node(g, n - 1));
    }

    /** The moves of the main line, in order (a copy). */
    public List<Move> mainline() {
        int n = Tavreli.tav_game_main_line_length(c());
        List<Move> moves = new ArrayList<>(n);
        for (int i = 0; i < n; i++)
            moves.add(Tavreli.tav_game_node_move(g, Tavreli.tav_game_main_line_node(g, i)));
        return Collections.unmodifiableList(moves);
    }

    /** Plays text (R9) at the end of the main line and returns its node.
     *  @throws TavreliException code ENOTATION or EILLEGAL */
    public GameNode push(String text) {
        return end().addMove(text);
    }

    /** The result token: "1-0", "0-1", "1/2-1/2", "*", or "" when the
     *  record has none. */
    public String result() {
        tav_result r = Tavreli.tav_game_result(c());
        return r.swigValue() == tav_result.TAV_RESULT_NONE.swigValue() ? "" : Tavreli.tav_result_text(r);
    }

    /** Sets the result from its token ("1-0", "0-1", "1/2-1/2", "*").
     *  @throws IllegalArgumentException for any other text */
    public void setResult(String token) {
        int code = token == null ? -1 : Tavreli.tavb_result_parse(token); /* C reads the text (tav_result_parse) */
        if (code < 0)
            throw new IllegalArgumentException("not a result token: '" + token + "'");
        tav_result r = tav_result.swigToEnum(code);
        Status.check(Tavreli.tav_game_set_result(c(), r), "result");
    }

    /** Whether the record was read without errors (warnings allowed). */
    public boolean isValid() {
        return Tavreli.tav_game_is_valid(c()) != 0;
    }

    /** The reader's errors and warnings, one located line each. */
    public List<String> problems() {
        long n = Tavreli.tav_game_problem_count(c());
        List<String> out = new ArrayList<>();
        for (long i = 0; i < n; i++)
            out.add(Tavreli.tavb_game_problem_text(g, i));
        return Collections.unmodifiableList(out);
    }

    /** Checks each "[%clk]" of the record against its TimeControl tag
     *  (R13): the number of clock problems found (each is added to
     *  {@link #problems()}), 0 when all agree or there is nothing to check. */
    public int checkClocks() {
        return Status.check(Tavreli.tav_game_check_clocks(c()), "check clocks");
    }

    /** The record as canonical TGN text (R11). */
    public String toTgn() {
        return Tavreli.tavb_game_write_with(c(), 0); /* a failure throws (the tav_error typemap) */
    }

    /** The TGN text, or "Game(closed)". */
    @Override
    public synchronized String toString() {
        return g == null ? "Game(closed)" : toTgn();
    }
}
