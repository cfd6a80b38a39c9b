package tavreli;

/**
 * An SVG picture of a position that shows every piece of every tower
 * (tavreli/svg.h). Set what to draw, then {@link #render}:
 * <pre>
 * try (Position p = new Position(); Svg svg = new Svg()) {
 *     String doc = svg.size(360).lastMove("e2", "e4").arrow("g1", "f3", "#0000ff80").render(p);
 * }
 * </pre>
 * Colours are text as CSS writes them ("#rrggbb", "#rrggbbaa", "red").
 * The setters return this for chaining; not safe for concurrent use.
 */
public final class Svg implements AutoCloseable {
    private tav_svg_options o = new tav_svg_options();

    private tav_svg_options c() {
        if (o == null)
            throw new IllegalStateException("the Svg is closed");
        return o;
    }

    private static int square(String name) {
        int sq = Tavreli.tav_square_parse(name);
        if (sq < 0)
            throw new IllegalArgumentException("not a square: '" + name + "'");
        return sq;
    }

    private static long color(String text) {
        long c = Tavreli.tavb_svg_parse_color(text);
        if (c < 0)
            throw new IllegalArgumentException("not a colour: '" + text + "'");
        return c;
    }

    /** The picture's height in pixels (64..16384). */
    public Svg size(int px) {
        if (px < 64 || px > 16384)
            throw new IllegalArgumentException("size must be 64..16384 pixels, not " + px);
        c().setSize(px);
        return this;
    }

    /** The side at the bottom. */
    public Svg orientation(Color bottom) { c().setOrientation(bottom.c().swigValue()); return this; }

    /** Whether to write file letters and rank digits in the frame. */
    public Svg coordinates(boolean on) { c().setCoordinates(on ? 1 : 0); return this; }

    /** Highlights the squares of the last move. */
    public Svg lastMove(String from, String to) {
        c().setLastmove_from(square(from));
        o.setLastmove_to(square(to));
        return this;
    }

    /** Highlights the king in check, if the side to move is in check. */
    public Svg checkAuto() { c().setCheck(Tavreli.TAV_SVG_CHECK_AUTO); return this; }

    /** An arrow (from == to: a circle); color null: the arrow colour. */
    public Svg arrow(String from, String to, String color) {
        Status.check(Tavreli.tavb_svg_add_arrow(c(), square(from), square(to), color == null ? 0 : color(color)),
                     "arrow " + from + "-" + to);
        return this;
    }

    /** Fills a square with a colour drawn over it. */
    public Svg fill(String square, String color) {
        Status.check(Tavreli.tavb_svg_set_fill(c(), square(square), color(color)), "fill " + square);
        return this;
    }

    /** Marks a square with a cross. */
    public Svg mark(String square) {
        Status.check(Tavreli.tavb_svg_mark(c(), square(square), 1), "mark " + square);
        return this;
    }

    /** The colour of a role: "light", "dark", "margin", "coord", "check", "arrow"... (svg.h). */
    public Svg color(String role, String color) {
        int r = Tavreli.tav_svg_color_role_parse(role);
        if (r < 0)
            throw new IllegalArgumentException("not a colour role: '" + role + "'");
        Status.check(Tavreli.tavb_svg_set_color(c(), r, color(color)), "colour " + role);
        return this;
    }

    /** The picture's title (default: the TFEN). */
    public Svg title(String title) {
        Status.check(Tavreli.tavb_svg_set_title(c(), title), "title");
        return this;
    }

    /** Lists towers of at least this height beside the board (0: no legend). */
    public Svg legend(int minHeight) {
        if (minHeight < 0)
            throw new IllegalArgumentException("legend height must be 0 or more");
        c().setLegend_height(minHeight);
        return this;
    }

    /** The SVG document of pos. */
    public String render(Position pos) {
        return Tavreli.tavb_svg_write(pos, c());
    }

    /** The SVG document of one piece (a tav_piece value, tavreli/piece.h),
     *  size pixels square (8..16384), drawn as the board draws a lone piece,
     *  in this Svg's colours and title. */
    public String renderPiece(int piece, int size) {
        if (size < 8 || size > 16384)
            throw new IllegalArgumentException("size must be 8..16384 pixels, not " + size);
        return Tavreli.tavb_svg_piece_write(piece, size, c());
    }

    /** Frees the options; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (o != null) {
            o.delete();
            o = null;
        }
    }
}
