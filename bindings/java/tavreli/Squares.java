package tavreli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Square names and square sets (a long, bit sq = square sq, a1 = bit 0). Package-private. */
final class Squares {
    private Squares() {}

    /** The square named name ("e4").
     *  @throws IllegalArgumentException for anything else */
    static int parse(String name) {
        int sq = name == null ? -1 : Tavreli.tav_square_parse(name);
        if (sq < 0)
            throw new IllegalArgumentException("not a square: '" + name + "'");
        return sq;
    }

    /** The names of the squares of set, a1 first. */
    static List<String> names(long set) {
        List<String> out = new ArrayList<>(Long.bitCount(set));
        for (long s = set; s != 0; s &= s - 1)
            out.add(Tavreli.tavb_square_name(Long.numberOfTrailingZeros(s)));
        return Collections.unmodifiableList(out);
    }
}
