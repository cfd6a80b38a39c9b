"""tavreli.svg() from Python: the C renderer (tav_svg_write) behind the
python-chess-like options; run by tests/render/python-svg.sh."""
import unittest
import xml.dom.minidom

import tavreli
from tavreli import Position

TOWER = "4k3/8/8/8/3(p=hP=NNb)4/8/8/4K3 w - - 0 1"   # R1, R2: a tower with badges
TALL = ("7k/8/8/8/4(P=Rp=rP=Np=nP=Bp=bP=Qp=qPpP=Bp=bP=Np=nP=Rp=rQqRrRrBbBbNnNnK)3/8/8/8"
        " b - - 0 40")                                  # R2: 31 pieces, the most


def parse(text):
    return xml.dom.minidom.parseString(text).documentElement


def by_class(root, cls):
    return [e for e in root.getElementsByTagName("*") if cls in e.getAttribute("class").split()]


class SvgTest(unittest.TestCase):
    def test_same_bytes_as_the_c_renderer_everywhere(self):
        p = Position()
        s = tavreli.svg(p)
        self.assertEqual(s, p._repr_svg_())
        self.assertEqual(s, tavreli.svg(Position()))   # deterministic
        root = parse(s)
        self.assertEqual(root.getAttribute("width"), "400")
        self.assertEqual(len(by_class(root, "tower")), 32)
        self.assertEqual(root.getElementsByTagName("title")[0].firstChild.data, tavreli.START_TFEN)

    def test_every_piece_of_a_tower(self):
        root = parse(tavreli.svg(Position(TOWER)))
        d4 = [g for g in by_class(root, "tower") if "d4" in g.getAttribute("class").split()][0]
        self.assertEqual(d4.getElementsByTagName("title")[0].firstChild.data,
                         "d4, 4 pieces from the bottom: black pawn (badge H), white pawn (badge N), "
                         "white knight, black bishop")
        self.assertEqual(len(by_class(d4, "token")), 3)
        letters = [t.firstChild.data for t in d4.getElementsByTagName("text")]
        self.assertEqual(letters, ["P", "H", "P", "N", "N", "B", "4"])  # bottom first, then top, height

    def test_tall_tower_legend(self):
        root = parse(tavreli.svg(Position(TALL)))
        legend = by_class(root, "legend")
        self.assertEqual(len(legend), 1)
        self.assertEqual(len(by_class(legend[0], "token")), 31)
        self.assertNotEqual(root.getAttribute("width"), "400")
        root = parse(tavreli.svg(Position(TALL), legend=0))
        self.assertEqual(by_class(root, "legend"), [])
        self.assertEqual(root.getAttribute("width"), "400")

    def test_options(self):
        p = Position("4k3/4R3/8/8/8/8/8/4K3 b - - 0 1")
        root = parse(tavreli.svg(
            p, size=300, orientation=tavreli.BLACK, lastmove=("e2", "e7"), check=True,
            arrows=[("e7", "e8"), ("a1", "h8", "#ff000080"), ("d4", "d4", "blue")],
            fill={"h1": "red"}, squares=["c3", tavreli.F6], colors={"square light": "#123"},
            title="a <b> & c"))
        self.assertEqual(root.getAttribute("height"), "300")
        self.assertEqual(len(by_class(root, "arrow")), 3)
        self.assertEqual(len(by_class(root, "mark")), 2)
        self.assertEqual(len(by_class(root, "check")), 1)
        self.assertEqual(len(by_class(root, "fill")), 1)
        self.assertEqual(root.getElementsByTagName("title")[0].firstChild.data, "a <b> & c")
        rects = root.getElementsByTagName("rect")
        self.assertIn("#112233", [r.getAttribute("fill") for r in rects])
        # flipped=True is orientation=BLACK; a Move works as lastmove
        self.assertEqual(tavreli.svg(p, flipped=True), tavreli.svg(p, orientation=tavreli.BLACK))
        q = Position()
        m = q.push("e2-e4")
        self.assertEqual(tavreli.svg(q, lastmove=m), tavreli.svg(q, lastmove=("e2", "e4")))
        self.assertNotEqual(tavreli.svg(q, lastmove=m), tavreli.svg(q))

    def test_bad_arguments(self):
        p = Position()
        for kw, exc in [({"size": 0}, ValueError), ({"size": 63}, ValueError),
                        ({"size": 16385}, ValueError), ({"size": True}, TypeError),
                        ({"size": "400"}, TypeError), ({"orientation": 7}, ValueError),
                        ({"lastmove": ("e2", "e9")}, ValueError), ({"lastmove": 2.5}, TypeError),
                        ({"check": "z9"}, ValueError), ({"arrows": [("e2",)]}, TypeError),
                        ({"arrows": [("e2", "e4", "nope")]}, ValueError),
                        ({"fill": {"e4": 7}}, TypeError), ({"fill": {99: "red"}}, ValueError),
                        ({"squares": ["i9"]}, ValueError), ({"colors": {"sky": "#fff"}}, ValueError),
                        ({"legend": -1}, ValueError), ({"title": 5}, TypeError)]:
            with self.subTest(kw=kw):
                with self.assertRaises(exc):
                    tavreli.svg(p, **kw)
        with self.assertRaises(ValueError):
            tavreli.svg(p, arrows=[("a1", "a2")] * 257)
        with self.assertRaises(TypeError):
            tavreli.svg("not a position")
        # a title with a lone surrogate still gives a document
        parse(tavreli.svg(p, title="x\udc80y"))

    def test_parse_color(self):
        from tavreli.svg import parse_color
        self.assertEqual(parse_color("#abc"), 0xaabbccff)
        self.assertEqual(parse_color("red"), 0xff0000ff)
        with self.assertRaises(ValueError):
            parse_color("#12")
        with self.assertRaises(TypeError):
            parse_color(None)


class SvgPieceTest(unittest.TestCase):
    """tavreli.svg.piece(), python-chess's chess.svg.piece(): one piece
    drawn as the board draws it alone on a square (tav_svg_piece_write)."""

    def test_as_on_the_board(self):
        # a black promoted queen (R6) alone on a8, white's view, no frame:
        # square a8 is the picture's top-left 50x50 pixels
        p = Position("q~7/8/5k2/8/8/2K5/8/8 w - - 0 1")
        board = parse(tavreli.svg.board(p, coordinates=False))
        a8 = [g for g in by_class(board, "tower") if "a8" in g.getAttribute("class").split()][0]
        one = parse(tavreli.svg.piece(p.piece_at("a8"), 50))
        drawn = [e.toxml() for e in a8.childNodes if e.nodeType == e.ELEMENT_NODE and e.tagName != "title"]
        self.assertEqual(drawn, [e.toxml() for e in one.childNodes
                                 if e.nodeType == e.ELEMENT_NODE and e.tagName != "title"])
        self.assertEqual(len(by_class(one, "promoted")), 2)   # ring and star

    def test_document(self):
        pawn = tavreli.Piece(tavreli.PAWN, tavreli.WHITE, badge=tavreli.QUEEN)
        root = parse(tavreli.svg.piece(pawn))
        self.assertEqual((root.getAttribute("width"), root.getAttribute("height")), ("45", "45"))
        self.assertEqual(root.getElementsByTagName("title")[0].firstChild.data, "white pawn (badge Q)")
        self.assertEqual(len(by_class(root, "badge")), 1)
        root = parse(tavreli.svg.piece(tavreli.Piece(tavreli.KNIGHT, tavreli.BLACK), size=90,
                                       colors={"black": "#123456"}, title="Horse"))
        self.assertEqual(root.getAttribute("width"), "90")
        self.assertEqual(by_class(root, "top")[0].getAttribute("fill"), "#123456")
        self.assertEqual(root.getElementsByTagName("title")[0].firstChild.data, "Horse")

    def test_chess_piece_like(self):
        class ChessPiece:   # python-chess's chess.Piece: piece_type and color
            piece_type, color = tavreli.ROOK, tavreli.BLACK
        self.assertEqual(tavreli.svg.piece(ChessPiece()),
                         tavreli.svg.piece(tavreli.Piece(tavreli.ROOK, tavreli.BLACK)))

    def test_bad_arguments(self):
        king = tavreli.Piece(tavreli.KING, tavreli.WHITE)
        for args, kw, exc in [((king,), {"size": 7}, ValueError), ((king,), {"size": 16385}, ValueError),
                              ((king,), {"size": 4.5}, TypeError), ((king,), {"size": True}, TypeError),
                              (("K",), {}, TypeError), ((king,), {"colors": {"sky": "red"}}, ValueError),
                              ((king,), {"title": 3}, TypeError)]:
            with self.subTest(args=args, kw=kw):
                with self.assertRaises(exc):
                    tavreli.svg.piece(*args, **kw)


if __name__ == "__main__":
    unittest.main()
