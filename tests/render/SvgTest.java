// The SVG renderer from Java (bindings/render.i), run by java-svg.sh.
import tavreli.Position;
import tavreli.Svg;
import tavreli.Tavreli;
import tavreli.TavreliConstants;
import tavreli.TavreliException;
import tavreli.tav_color;
import tavreli.tav_svg_options;

public final class SvgTest {
    private static int failures = 0;

    private static void check(boolean ok, String what) {
        System.out.println((ok ? "ok - " : "not ok - ") + what);
        if (!ok)
            failures++;
    }

    public static void main(String[] args) {
        try (Position p = new Position()) {
            tav_svg_options o = new tav_svg_options();
            check(o.getSize() == 400 && o.getLegend_height() == 5, "defaults");
            String s = Tavreli.tavb_svg_write(p, o);
            check(s.startsWith("<svg ") && s.endsWith("</svg>\n"), "a document");
            check(s.contains("width=\"400\" height=\"400\""), "400 px");
            o.setSize(240);
            o.setOrientation(tav_color.TAV_BLACK.swigValue());
            check(Tavreli.tavb_svg_add_arrow(o, 12, 28, Tavreli.tavb_svg_parse_color("#ff000080")) == 0, "arrow");
            s = Tavreli.tavb_svg_write(p, o);
            check(s.contains("height=\"240\""), "240 px");
            check(s.contains("<rect x=\"201\" y=\"12\" width=\"27\""), "a1 at the upper right");
            check(s.contains("<g class=\"arrow\" opacity=\"0.5\">"), "the arrow");
            o.setSize(10);
            try {
                Tavreli.tavb_svg_write(p, o);
                check(false, "size 10 raises");
            } catch (TavreliException e) {
                check(e.getMessage().contains("bad SVG options"), "size 10 raises: " + e.getMessage());
            }
            o.delete();
        }
        try (Position p = new Position("4k3/8/8/8/3(p=hP=NNb)4/8/8/4K3 w - - 0 1")) {
            String s = Tavreli.tavb_svg_write(p, new tav_svg_options());
            check(s.contains("d4, 4 pieces from the bottom: black pawn (badge H), white pawn (badge N), "
                             + "white knight, black bishop"), "every piece of the tower");
        }
        try (Svg svg = new Svg()) {
            /* one piece (tav_piece 13: a black knight), drawn as on the board */
            String s = svg.color("black", "#123456").renderPiece(13, 90);
            check(s.contains("width=\"90\" height=\"90\"") && s.contains("<title>black knight</title>")
                      && s.contains("fill=\"#123456\""), "one piece: " + s);
            try {
                svg.renderPiece(0, 45);
                check(false, "piece 0 raises");
            } catch (RuntimeException e) {
                check(e.getMessage().contains("bad piece picture"), "piece 0 raises: " + e.getMessage());
            }
            try {
                svg.renderPiece(13, 7);
                check(false, "size 7 raises");
            } catch (IllegalArgumentException e) {
                check(e.getMessage().contains("8..16384"), "size 7 raises: " + e.getMessage());
            }
        }
        check(TavreliConstants.TAV_SVG_CHECK_AUTO == -2, "constants");
        System.exit(failures == 0 ? 0 : 1);
    }
}
