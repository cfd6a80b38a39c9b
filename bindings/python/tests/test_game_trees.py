"""Game records as python-chess users know them and the game
parts of the game records seen from Python: read_game() reading exactly one game
from a file, game trees (next, variations, board, end, ply, nags, add /
promote / demote / remove), Game.from_board, writer options and marks, the
problem text made by C, tag removal, I/O errors and a re-entered reader."""
import io
import os
import tempfile
import unittest

import tavreli
from tavreli import _core
from helpers import data_path

TOURNAMENT = data_path("games", "tournament-1997-2003.tgn")


def tournament_bytes():
    with open(TOURNAMENT, "rb") as f:
        return f.read()


class ReadGameLoopTest(unittest.TestCase):
    """python-chess's loop: while (g := read_game(f)) is not None."""

    def setUp(self):
        self.one = tournament_bytes()
        self.reference = list(tavreli.read_games(self.one))
        self.assertEqual(len(self.reference), 20)
        self.many = b"\n".join([self.one] * 3)

    def loop(self, f):
        games = []
        while (g := tavreli.read_game(f)) is not None:
            games.append(g)
        return games

    def check(self, games, copies=3):
        self.assertEqual(len(games), 20 * copies)
        for i, g in enumerate(games):
            ref = self.reference[i % 20]
            self.assertEqual(dict(g.headers), dict(ref.headers), i)
            self.assertEqual(g.moves, ref.moves, i)
            self.assertEqual(len(g.errors), len(ref.errors), i)

    def test_binary_and_text_files(self):
        with tempfile.TemporaryDirectory() as d:
            path = os.path.join(d, "many.tgn")
            with open(path, "wb") as f:
                f.write(self.many)
            with open(path, "rb") as f:
                self.check(self.loop(f))
                self.assertEqual(f.read(), b"")
            with open(path, "r", encoding="utf-8") as f:
                self.check(self.loop(f))
            with open(path, "rb", buffering=0) as f:   # raw
                self.check(self.loop(f))

    def test_file_left_right_after_the_game(self):
        f = io.BytesIO(self.many)
        first = tavreli.read_game(f)
        self.assertEqual(first.headers["White"], self.reference[0].headers["White"])
        rest = f.read()
        self.assertTrue(rest.startswith(b"[Event"), rest[:40])
        self.assertEqual(self.many.index(rest), len(self.many) - len(rest))
        s = io.StringIO(self.many.decode("utf-8"))
        tavreli.read_game(s)
        self.assertTrue(s.read().startswith("[Event"))

    def test_in_memory_streams(self):
        self.check(self.loop(io.BytesIO(self.many)))
        self.check(self.loop(io.StringIO(self.many.decode("utf-8"))))

    def test_a_stream_that_cannot_seek(self):
        class Pipe(io.RawIOBase):
            def __init__(self, data):
                self.data, self.at = data, 0

            def readable(self):
                return True

            def seekable(self):
                return False

            def readinto(self, b):
                n = min(len(b), 7, len(self.data) - self.at)
                b[:n] = self.data[self.at:self.at + n]
                self.at += n
                return n

        pipe = io.BufferedReader(Pipe(self.many))
        self.check(self.loop(pipe))

    def test_end_and_empty(self):
        self.assertIsNone(tavreli.read_game(io.BytesIO(b"")))
        self.assertIsNone(tavreli.read_game(io.StringIO("  \n\n")))
        f = io.BytesIO(b"1. e2-e4 *\n")
        self.assertEqual(len(tavreli.read_game(f).moves), 1)
        self.assertIsNone(tavreli.read_game(f))


class GameTreeTest(unittest.TestCase):
    def test_python_chess_tree(self):
        game = tavreli.Game()
        self.assertIsNone(game.next())
        self.assertEqual(game.variations, [])
        self.assertEqual(game.ply(), 0)
        e4 = game.add_variation("e2-e4")
        d4 = game.add_variation("d2-d4")
        self.assertEqual(game.next(), e4)
        self.assertEqual(game.variations, [e4, d4])
        self.assertEqual(e4.parent, game.root)
        self.assertEqual(e4.move, tavreli.Move("e2", "e4"))
        self.assertEqual(e4.ply(), 1)
        self.assertTrue(e4.is_main_variation())
        self.assertFalse(d4.is_main_variation())
        e5 = e4.add_variation("e7-e5")
        c5 = e4.add_main_variation("c7-c5")
        self.assertEqual(e4.variations, [c5, e5])
        self.assertEqual(game.end(), c5)
        self.assertEqual(game.mainline_moves(), [e4.move, c5.move])
        self.assertEqual(e4.mainline_moves(), [c5.move])
        self.assertEqual(e4.end(), c5)
        self.assertEqual(e5.end(), e5)
        e4.promote_to_main(tavreli.Move("e7", "e5"))
        self.assertEqual(e4.variations, [e5, c5])
        e4.demote(e5)
        self.assertEqual(e4.variations, [c5, e5])
        e4.promote("e7-e5")
        self.assertEqual(e4.variations, [e5, c5])
        self.assertTrue(e4.has_variation("c7-c5"))
        self.assertEqual(e4.variation(1), c5)
        self.assertEqual(e4.variation(tavreli.Move("c7", "c5")), c5)
        with self.assertRaises(KeyError):
            e4.variation(5)
        with self.assertRaises(KeyError):
            e4.promote("g8-f6")
        e4.remove_variation(c5)
        self.assertEqual(e4.variations, [e5])
        with self.assertRaises(ValueError):
            c5.move
        self.assertIn("removed", repr(c5))
        copy = game.copy()
        self.assertEqual([n.index for n in copy.root.variations], [e4.index, d4.index])
        self.assertEqual(str(copy), str(game))
        game.promote_to_main(d4)
        self.assertEqual(game.next(), d4)
        self.assertEqual(game.end(), d4)
        self.assertIn("1. d2-d4 (1. e2-e4 e7-e5) *", str(game))

    def test_board_is_the_position_there_and_a_copy(self):
        game = next(tavreli.read_games(tournament_bytes()))
        positions = list(game.positions())
        for i, node in enumerate(game.mainline(), 1):
            self.assertEqual(node.board().tfen(), positions[i].tfen())
        node = list(game.mainline())[20]
        b = node.board()
        self.assertEqual(len(b.move_stack), 21)
        b.push(b.legal_moves[0])   # the user's copy: the game's is untouched
        self.assertEqual(node.board().tfen(), positions[21].tfen())
        self.assertEqual(node.position().tfen(), positions[21].tfen())
        self.assertEqual(game.board().tfen(), tavreli.START_TFEN)

    def test_variations_by_sibling(self):
        game = tavreli.Game()
        for _ in range(3000):
            game.root.add_variation("e2-e4")
        v = game.variations
        self.assertEqual(len(v), 3000)
        self.assertEqual(len(set(n.index for n in v)), 3000)

    def test_nags_are_a_set(self):
        game = tavreli.Game()
        node = game.add_variation("e2-e4", nags=[1, 14])
        self.assertEqual(node.nags, {1, 14})
        self.assertEqual(node.nags, (1, 14))
        node.nags.add(3)
        node.nags.add(1)
        self.assertEqual(node.nags, (1, 14, 3))
        node.nags.discard(14)
        self.assertEqual(node.nags, (1, 3))
        self.assertIn(3, node.nags)
        node.nags = {7}
        self.assertEqual(node.nags, {7})
        self.assertIn("e2-e4 $7", str(game))

    def test_from_board_and_svg(self):
        pos = tavreli.Position()
        for m in ("f2-f3", "e7-e5", "g2-g4", "d8-h4"):
            pos.push(m)
        game = tavreli.Game.from_board(pos)
        self.assertEqual(game.moves, pos.move_stack)
        self.assertEqual(game.end().board().tfen(), pos.tfen())
        self.assertEqual(game.result, pos.outcome().result() if pos.outcome() else "*")
        svg = game._repr_svg_()
        self.assertTrue(svg.lstrip().startswith("<"), svg[:40])
        self.assertEqual(svg, pos._repr_svg_())
        start = tavreli.Position("4k3/8/8/8/8/8/8/4K3 w - - 0 30")
        start.push("e1-e2")
        game = tavreli.Game.from_board(start)
        self.assertEqual(game.start_tfen, "4k3/8/8/8/8/8/8/4K3 w - - 0 30")
        self.assertIn('[FEN "4k3/8/8/8/8/8/8/4K3 w - - 0 30"]', str(game))
        # bare kings: a dead position (R8), so from_board gives it its draw
        self.assertIn("30. e1-e2 1/2-1/2", str(game))

    def test_end_state_termination(self):
        game = tavreli.read_game(b'[SetUp "1"]\n[FEN "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"]\n1. g1-g7 1-0\n')
        self.assertIs(game.end_state.termination, tavreli.Termination.CHECKMATE)


class WriterTest(unittest.TestCase):
    def test_check_marks_round_trip(self):
        games = list(tavreli.read_games(tournament_bytes()))
        text = "\n".join(str(g) for g in games)
        self.assertIn("b5(6)-e5+", text)
        again = list(tavreli.read_games(text.encode()))
        self.assertEqual([g.moves for g in again], [g.moves for g in games])
        self.assertEqual("\n".join(str(g) for g in again), text)
        self.assertFalse(any(g.warnings for g in again))

    def test_options(self):
        game = tavreli.read_game(b"{start} 1. e2-e4 $1 {good} (1. d2-d4 {also}) 1... f7-f6 2. d1-h5 *")
        self.assertIn("2. d1-h5+ *", game.write())
        plain = game.write(marks=False, comments=False, variations=False, nags=False)
        self.assertIn("\n\n1. e2-e4 f7-f6 2. d1-h5 *\n", plain)
        buf = io.StringIO()
        game.write(buf, variations=False)
        self.assertIn("{start} 1. e2-e4 $1 {good} 1... f7-f6 2. d1-h5+ *", buf.getvalue())

    def test_limits_of_the_reader(self):
        game = tavreli.Game()
        game.headers["Long"] = "x" * 2000
        with self.assertRaises(ValueError):
            game.write()
        text = game.write(check_limits=False)
        back = tavreli.read_game(text.encode(), limits={"tag_length": 4096})
        self.assertEqual(back.headers["Long"], "x" * 2000)


class ProblemsAndErrorsTest(unittest.TestCase):
    def test_problem_text_is_the_validators(self):
        data = b"[Event \"x\"]\n\n1. e2-e4 e7-e6 2. e4-e6 *\n"
        problem = tavreli.read_game(data, strict=True).errors[0]
        self.assertEqual(str(problem), "3:19: error [illegal]: game 1, move 2 (white) 'e4-e6': illegal here: "
                                       "move 'e4-e6': no legal move from e4 to e6")

    def test_delete_tag_keeps_the_game(self):
        game = tavreli.read_game(b'[White "A"]\n[Black "B"]\n[Opening "x"]\n\n1. e2-e4 {c} *\n')
        node = game.next()
        c_game = game._g
        del game.headers["Black"]
        self.assertIs(game._g, c_game)          # removed in C, not rebuilt
        self.assertEqual(node.comment, "c")
        self.assertEqual(list(game.headers), ["White", "Opening"])

    def test_open_failure_is_an_io_error(self):
        err = _core.tav_error()
        self.assertIsNone(_core.tavb_reader_open("/nonexistent/dir/games.tgn", _core.TAV_READ_STRICT, err))
        self.assertEqual(err.code, _core.TAV_EIO)
        self.assertIn("cannot open", err.message)
        with self.assertRaises(OSError):
            tavreli.read_games("/nonexistent/dir/games.tgn")

    def test_read_error_is_an_os_error(self):
        class Broken(io.RawIOBase):
            def readable(self):
                return True

            def readinto(self, b):
                raise OSError("disk on fire")

        with self.assertRaises(OSError):
            list(tavreli.read_games(io.BufferedReader(Broken())))

    def test_reader_reentered_from_its_own_stream(self):
        holder = {}
        data = b"[Event \"1\"]\n\n1. e2-e4 *\n" * 50

        class Sneaky(io.RawIOBase):
            def __init__(self):
                self.at = 0

            def readable(self):
                return True

            def readinto(self, b):
                if "reader" in holder:
                    next(holder["reader"])       # re-enter: refused by C
                n = min(len(b), len(data) - self.at)
                b[:n] = data[self.at:self.at + n]
                self.at += n
                return n

        games = tavreli.read_games(Sneaky())
        holder["reader"] = games
        with self.assertRaises(Exception) as caught:
            list(games)
        self.assertNotIsInstance(caught.exception, SystemError)


if __name__ == "__main__":
    unittest.main()
