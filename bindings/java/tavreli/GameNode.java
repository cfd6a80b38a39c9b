package tavreli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.OptionalLong;

/**
 * A node of a {@link Game}'s move tree: the position after one move (the
 * root: the start position, no move). A view into its game, valid while
 * the game is open. Two nodes are equal when they are the same node of the
 * same game.
 */
public final class GameNode {
    private final Game game;
    private final int id;

    GameNode(Game game, int id) {
        this.game = game;
        this.id = id;
    }

    /** The game this node belongs to. */
    public Game game() { return game; }

    /** Whether this is the root (no move leads to it). */
    public boolean isRoot() { return id == Tavreli.TAV_GAME_ROOT; }

    /** The move that leads here, or null at the root. */
    public Move move() {
        return isRoot() ? null : Tavreli.tav_game_node_move(game.c(), id);
    }

    /** The node before this one, or null at the root. */
    public GameNode parent() {
        int p = Tavreli.tav_game_node_parent(game.c(), id);
        return p < 0 ? null : new GameNode(game, p);
    }

    /** The moves that follow, the main one first (a copy). */
    public List<GameNode> variations() {
        tav_game g = game.c();
        int n = Tavreli.tav_game_node_child_count(g, id);
        List<GameNode> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++)
            out.add(new GameNode(game, Tavreli.tav_game_node_child(g, id, i)));
        return Collections.unmodifiableList(out);
    }

    /** The main continuation, or null at the end of a line. */
    public GameNode next() {
        tav_game g = game.c();
        return Tavreli.tav_game_node_child_count(g, id) > 0
            ? new GameNode(game, Tavreli.tav_game_node_child(g, id, 0)) : null;
    }

    /** Half-moves from the start of the game to this node. */
    public int ply() { return Tavreli.tav_game_node_ply(game.c(), id); }

    /** The comment after the move ("" when none). */
    public String comment() {
        String s = Tavreli.tav_game_node_comment(game.c(), id);
        return s == null ? "" : s;
    }

    /** Replaces the comment after the move. */
    public void setComment(String text) {
        Status.check(Tavreli.tav_game_set_comment(game.c(), id, 0, text), "comment");
    }

    /** The NAGs ($n) of the move, in the order read. */
    public List<Integer> nags() {
        tav_game g = game.c();
        int n = Tavreli.tav_game_node_nag_count(g, id);
        List<Integer> out = new ArrayList<>(n);
        for (int i = 0; i < n; i++)
            out.add(Tavreli.tav_game_node_nag(g, id, i));
        return Collections.unmodifiableList(out);
    }

    /** Adds a NAG (0..255). */
    public void addNag(int nag) {
        Status.check(Tavreli.tav_game_add_nag(game.c(), id, nag), "NAG " + nag);
    }

    /** The clock after the move ("[%clk]", R11/R13) in milliseconds, if the
     *  comment has one.
     *  @throws TavreliException code EGAME when the clock is malformed */
    public OptionalLong clockMs() {
        long ms = Tavreli.tavb_game_node_clock(game.c(), id);
        if (ms == -2)
            throw new TavreliException("malformed [%clk] in the comment", TavreliException.EGAME, 0, -1, -1, 0);
        return ms < 0 ? OptionalLong.empty() : OptionalLong.of(ms);
    }

    /** Sets the "[%clk]" of the move to ms milliseconds. */
    public void setClockMs(long ms) {
        Status.check(Tavreli.tav_game_set_clock(game.c(), id, java.math.BigInteger.valueOf(ms)), "clock");
    }

    /** A new Position at this node (the caller closes it). */
    public Position position() {
        Position p = Tavreli.tavb_game_position_at(game.c(), id);
        if (p == null)
            throw new TavreliException("position of node " + id, TavreliException.ENOMEM, 0, -1, -1, 0);
        return p;
    }

    /** Adds a legal move after this node (a new variation, or the
     *  existing node when the move is already there) and returns its node.
     *  @throws TavreliException code EILLEGAL */
    public GameNode addMove(Move move) {
        int n = Tavreli.tavb_game_add_move(game.c(), id, move);
        Status.check(n, String.valueOf(move));
        return new GameNode(game, n);
    }

    /** Reads text (R9) in this node's position and adds it.
     *  @throws TavreliException code ENOTATION or EILLEGAL, with the reason */
    public GameNode addMove(String text) {
        try (Position p = position()) {
            return addMove(p.parseMove(text));
        }
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof GameNode && ((GameNode)o).game == game && ((GameNode)o).id == id;
    }

    @Override
    public int hashCode() { return System.identityHashCode(game) * 31 + id; }

    /** "GameNode(ply 3, e7-e5)". */
    @Override
    public String toString() {
        return isRoot() ? "GameNode(root)" : "GameNode(ply " + ply() + ", " + move() + ")";
    }
}
