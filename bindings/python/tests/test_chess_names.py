"""python-chess's names on the Tavreli package, each mapped to
what the library does (bindings/python/README.md says how)."""
import importlib
import inspect
import pickle
import pkgutil
import unittest

import tavreli
import tavreli.engine
from tavreli import (BLACK, WHITE, Kind, Move, Piece, Position, Setup, SquareSet, TfenError)


class BoardNames(unittest.TestCase):
    def test_startpos(self):
        self.assertEqual(Position("startpos"), Position())
        p = Position("8/8/8/8/8/8/8/K6k w - - 0 1")
        p.set_fen("startpos")
        self.assertEqual(p, Position())

    def test_pieces(self):
        p = Position("4k3/8/8/8/3(pR)4/8/8/4K3 w - - 0 1")
        self.assertEqual(p.piece_at("d4"), Piece(Kind.ROOK, WHITE))
        self.assertIsNone(p.piece_at("d5"))
        self.assertEqual(p.piece_type_at(tavreli.D4), tavreli.ROOK)
        self.assertEqual(p.color_at("d4"), WHITE)
        self.assertIsNone(p.color_at("a1"))
        self.assertEqual(set(p.piece_map()), {tavreli.D4, tavreli.E1, tavreli.E8})
        self.assertEqual(p.piece_map(mask=tavreli.BB_RANK_1), {tavreli.E1: Piece(Kind.KING, WHITE)})
        self.assertEqual(len(p.tower_map()[tavreli.D4]), 2)

    def test_fen_names(self):
        p = Position()
        p.push("e2-e4")
        self.assertEqual(p.fen(), p.tfen())
        self.assertEqual(p.board_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
        self.assertEqual(p.fen().split()[3], "e3")  # R10: after every double step
        with self.assertRaises(TfenError):
            p.set_fen("junk")
        self.assertEqual(len(p.move_stack), 1)  # unchanged by a bad TFEN
        p.clear_stack()
        self.assertEqual(len(p.move_stack), 0)
        self.assertEqual(p.board_fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR")
        p.reset()
        self.assertEqual(p, Position())

    def test_result(self):
        self.assertEqual(Position().result(), "*")
        self.assertEqual(Position("k7/8/NKB5/8/8/8/8/8 b - - 0 1").result(), "1-0")
        self.assertEqual(Position("k7/8/8/8/8/8/8/6QK w - - 100 80").result(claim_draw=True), "1/2-1/2")

    def test_notation_names_are_r9(self):
        p = Position("6k1/8/6K1/8/8/8/8/R7 w - - 0 1")
        self.assertEqual(p.san("a1-a8"), "a1-a8#")
        self.assertEqual(p.lan(p.parse_san("a1-a7")), "a1-a7")
        self.assertEqual(p.uci("a1-a8"), "a1-a8")
        self.assertEqual(p.variation_san(["a1-a7", "g8-f8", "a7-a8"]), "1. a1-a7 g8-f8 2. a7-a8+")
        self.assertEqual(p.variation_san(["a1-a8"]), "1. a1-a8#")
        self.assertEqual(p.copy().san_and_push("a1-a8"), "a1-a8#")
        q = Position()
        q.push_san("e2-e4")
        self.assertEqual(q.variation_san(["e7-e5"]), "1... e7-e5")
        self.assertEqual(str(q.push_uci("e7-e5")), "e7-e5")
        self.assertEqual(q.parse_uci("g1-f3"), Move("g1", "f3"))

    def test_uci_coordinate_moves(self):
        # UCI's coordinate form for a whole-tower move (R2), castling as the
        # king's move (R7); a split keeps R9's count.
        q = Position()
        self.assertEqual(str(q.push_uci("e2e4")), "e2-e4")
        self.assertEqual(q.turn, BLACK)
        m = Move.from_uci("e7e5", q)
        self.assertEqual(m.uci(), "e7e5")
        self.assertEqual(q.push(m).uci(), "e7e5")
        t = Position("4k3/8/8/8/8/8/8/2(NRB)1K3 w - - 0 1")
        self.assertEqual(t.parse_uci("c1d2").count, 3)
        self.assertEqual(t.parse_uci("c1d2").uci(), "c1d2")
        self.assertEqual(t.parse_uci("c1(2)-d2").uci(), "c1(2)-d2")
        self.assertEqual(t.parse_uci(t.parse_uci("c1(2)-d2").uci()).count, 2)
        c = Position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1")
        self.assertTrue(c.parse_uci("e1g1").is_castling)
        self.assertEqual(c.parse_uci("0-0").uci(), "e1g1")
        self.assertEqual(Move.null().uci(), "0000")
        self.assertEqual(Move.from_uci("0000"), Move.null())
        self.assertEqual(Move.from_uci("c1(2)-d2"), Move("c1", "d2", 2))
        self.assertEqual(Move("e2", "e4").uci(), "e2(1)-e4")  # hand-made: no tower known
        with self.assertRaisesRegex(ValueError, "whole tower"):
            Move.from_uci("e2e4")

    def test_copy_stack(self):
        p = Position()
        for m in ("g1-f3", "g8-f6", "f3-g1", "f6-g8"):
            p.push(m)
        self.assertEqual(len(p.copy().move_stack), 4)
        bare = p.copy(stack=False)
        self.assertEqual(len(bare.move_stack), 0)
        self.assertEqual(bare, p)
        two = p.copy(stack=2)
        self.assertEqual(list(two.move_stack), list(p.move_stack)[2:])
        self.assertEqual(two, p)
        self.assertTrue(p.is_repetition(2))
        self.assertFalse(p.is_repetition(3))
        self.assertFalse(bare.is_repetition(2))

    def test_attacks_and_pins(self):
        p = Position("4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1")
        self.assertEqual(p.attacks("e2"), SquareSet(["e1", "e3", "e4", "e5", "e6", "e7", "a2", "b2",
                                                     "c2", "d2", "f2", "g2", "h2"]))
        self.assertEqual(p.attacks("a1"), SquareSet())
        self.assertEqual(p.pin(WHITE, "e2"), SquareSet(tavreli.BB_FILE_E))
        self.assertEqual(p.pin(BLACK, "e7"), SquareSet(tavreli.BB_FILE_E))
        self.assertEqual(int(p.pin(WHITE, "e1")), tavreli.BB_ALL)

    def test_move_predicates_and_generators(self):
        p = Position("4k3/8/8/3p4/4P3/8/8/R3K2R w KQ - 0 1")
        self.assertTrue(p.is_capture("e4-d5"))
        self.assertFalse(p.is_capture("e4-e5"))
        self.assertTrue(p.is_castling("0-0"))
        self.assertTrue(p.is_castling(Move("e1", "c1")))
        self.assertFalse(p.is_castling("e1-f1"))
        self.assertEqual(list(p.generate_legal_moves()), list(p.legal_moves))
        self.assertEqual([str(m) for m in p.generate_legal_captures()], ["e4-d5"])
        self.assertTrue(p.has_castling_rights(WHITE))
        self.assertTrue(p.has_kingside_castling_rights(WHITE))
        self.assertTrue(p.has_queenside_castling_rights(WHITE))
        self.assertFalse(p.has_castling_rights(BLACK))

    def test_mirror(self):
        p = Position("4k3/8/8/8/3(pR)4/8/4P3/4K2R w K - 0 1")
        m = p.mirror()
        self.assertEqual(m.tfen(), "4k2r/4p3/8/3(Pr)4/8/8/8/4K3 b k - 0 1")
        self.assertEqual(m.mirror(), p)
        q = Position()
        q.push("e2-e4")
        self.assertEqual(q.mirror().ep_square, tavreli.E6)

    def test_unicode(self):
        text = Position().unicode()
        self.assertEqual(text.splitlines()[0], "\u265c \u265e \u265d \u265b \u265a \u265d \u265e \u265c")
        self.assertEqual(text.splitlines()[3], " ".join(["\u2b58"] * 8))
        helgi = Position("4k3/8/8/8/8/8/8/H3K3 w - - 0 1").unicode(empty_square=".")
        self.assertEqual(helgi.splitlines()[7], "\U0001fa4e . . . \u2654 . . .")

    def test_status(self):
        self.assertEqual(Position().status(), tavreli.STATUS_VALID)
        self.assertTrue(Position().is_valid())

    def test_colour_keyword_is_a_deprecated_alias(self):
        p = Position()
        self.assertEqual(p.king(WHITE), tavreli.E1)
        self.assertEqual(p.king(color=BLACK), tavreli.E8)
        self.assertEqual(p.king(colour=BLACK), tavreli.E8)
        with self.assertRaises(TypeError):
            p.king(WHITE, colour=BLACK)
        self.assertEqual(p.can_checkmate(color=WHITE), True)

    def test_search_methods_are_the_class_own(self):
        # defined where the work is done, mixed into Position (type checkers see them)
        from tavreli._analysis import AnalysisMethods
        from tavreli._solver import SolverMethods
        for mixin, names in ((SolverMethods, ("solve", "is_dead", "can_checkmate")),
                             (AnalysisMethods, ("analyse", "best_move", "evaluate"))):
            for name in names:
                self.assertIs(getattr(Position, name), getattr(mixin, name), name)

    def test_every_public_member_has_a_docstring(self):
        # Every module of the package (the SWIG module _core aside: its
        # docstrings are the C headers'), every public class and function
        # defined there, exported or not (a MoveStack is returned even if
        # not imported), and every public method, property, classmethod and
        # staticmethod of those classes, inherited ones checked where they
        # are defined. No open-ended exemption list (that is how four were
        # missed).
        missing = []
        for info in pkgutil.walk_packages(tavreli.__path__, "tavreli."):
            if info.name == "tavreli._core":
                continue
            mod = importlib.import_module(info.name)
            for name, obj in vars(mod).items():
                if name.startswith("_") or getattr(obj, "__module__", None) != mod.__name__:
                    continue
                if inspect.isfunction(obj) and not inspect.getdoc(obj):
                    missing.append(f"{mod.__name__}.{name}")
                if not inspect.isclass(obj):
                    continue
                if not obj.__doc__:
                    missing.append(f"{mod.__name__}.{name}")
                for member_name, m in vars(obj).items():
                    if member_name.startswith("_"):
                        continue
                    if isinstance(m, (property, classmethod, staticmethod)) or inspect.isfunction(m):
                        f = m.fget if isinstance(m, property) else getattr(m, "__func__", m)
                        if not inspect.getdoc(f):
                            missing.append(f"{mod.__name__}.{name}.{member_name}")
        self.assertEqual(missing, [])

    def test_the_walk_sees_what_users_see(self):
        # The walk above reaches the members python-chess users reach for.
        from tavreli._game_problems import EndState
        for owner, name in ((EndState, "is_checkmate"), (EndState, "is_stalemate"),
                            (tavreli.Engine, "stop"), (tavreli.TimeControl, "periods")):
            self.assertIn(name, vars(owner))
            self.assertTrue(inspect.getdoc(getattr(owner, name)), name)


class BuildingPositions(unittest.TestCase):
    def test_from_an_empty_board(self):
        s = Setup.empty()
        self.assertFalse(s.is_valid())
        self.assertIn("white has no king", s.status().message)
        s.set_piece_at("e1", Piece.from_symbol("K"))
        s.set_piece_at("e8", Piece.from_symbol("k"))
        s.set_tower_at("d4", [Piece(Kind.PAWN, BLACK, badge=Kind.QUEEN), Piece.from_symbol("R")])
        self.assertEqual(s.tower("d4")[1], Piece(Kind.ROOK, WHITE))
        self.assertIsNone(s.status())
        self.assertEqual(s.position().tfen(), "4k3/8/8/8/3(pR)4/8/8/4K3 w - - 0 1")
        self.assertEqual(s.remove_piece_at("d4"), Piece(Kind.ROOK, WHITE))
        self.assertEqual(s.remove_tower_at("d4"), (Piece(Kind.PAWN, BLACK, badge=Kind.QUEEN),))
        self.assertIsNone(s.remove_piece_at("d4"))

    def test_status_says_what_is_wrong(self):
        s = Setup()
        s.put_piece("e1", Piece(Kind.KING, WHITE))
        s.put_piece("e8", Piece(Kind.KING, BLACK))
        s.put_piece("a8", Piece(Kind.PAWN, WHITE, badge=Kind.ROOK))
        problem = s.status()
        self.assertIsInstance(problem, TfenError)
        self.assertEqual(problem.square, "a8")
        s.remove_piece_at("a8")
        s.put_piece("e7", Piece(Kind.ROOK, WHITE))
        self.assertIn("not to move is in check", s.status().message)
        s.turn = BLACK
        self.assertIsNone(s.status())
        s.set_castling_rights(tavreli.CASTLE_WHITE_SHORT)
        self.assertIn("castling", s.status().message)
        with self.assertRaises(TfenError):
            s.position()

    def test_at_most_32_pieces(self):
        s = Setup.from_position(Position())
        with self.assertRaises(ValueError):
            s.put_piece("e4", Piece(Kind.QUEEN, WHITE))

    def test_editing_a_position_keeps_it_legal(self):
        p = Position("4k3/8/8/8/8/8/8/4K3 w - - 0 1")
        p.set_piece_at("c3", Piece(Kind.QUEEN, WHITE))
        self.assertEqual(p.piece_at("c3"), Piece(Kind.QUEEN, WHITE))
        before = p.tfen()
        with self.assertRaises(TfenError):
            p.set_piece_at("e1", None)  # no white king
        self.assertEqual(p.tfen(), before)
        self.assertEqual(p.remove_piece_at("c3"), Piece(Kind.QUEEN, WHITE))
        p.set_tower_at("d4", [Piece(Kind.KNIGHT, BLACK), Piece(Kind.BISHOP, WHITE)])
        self.assertEqual(p.height("d4"), 2)


class Values(unittest.TestCase):
    def test_move_names(self):
        m = Move("e2", "e4")
        self.assertEqual((m.from_square, m.to_square), (tavreli.E2, tavreli.E4))
        null = Move.null()
        self.assertFalse(null)
        self.assertEqual(str(null), "0000")
        self.assertEqual(Move.from_text("0000"), null)
        self.assertEqual(Move.from_text(str(Move("c1", "d2", 2))), Move("c1", "d2", 2))
        p = Position()
        self.assertEqual(Move.from_text("e2-e4", p), Move("e2", "e4"))
        with self.assertRaises(ValueError):
            Move.from_text("e2-e4")

    def test_push_null_move(self):
        # python-chess's board.push(Move.null()): the side to move passes
        # (tav_position_push_null): en passant square gone, halfmove clock
        # up, fullmove number up after black; pop() takes it back.
        p = Position()
        p.push("e2-e4")
        self.assertEqual(p.push(Move.null()), Move.null())
        self.assertEqual(p.tfen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2")
        self.assertEqual(list(p.move_stack), [Move("e2", "e4"), Move.null()])
        self.assertEqual(str(p.move_stack[-1]), "0000")
        self.assertEqual(p.peek(), Move.null())
        p.push("d2-d4")  # play on after it, then take both back
        self.assertEqual(p.pop(), Move("d2", "d4"))
        self.assertFalse(p.pop())
        self.assertEqual(p.tfen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
        self.assertEqual(p.pop(), Move("e2", "e4"))
        with self.assertRaises(IndexError):
            p.pop()

    def test_null_move_texts_copies_and_repetitions(self):
        p = Position()
        self.assertEqual((p.uci(Move.null()), p.san(Move.null())), ("0000", "--"))
        self.assertEqual(p.parse_uci("0000"), Move.null())
        self.assertEqual(p.parse_san("--"), Move.null())
        p.push_uci("0000")
        p.push_san("--")
        self.assertEqual(p.repetitions(), 2)  # R8's count goes on through them
        self.assertTrue(p.is_repetition(2))
        self.assertEqual(p.copy().move_stack, [Move.null(), Move.null()])
        self.assertEqual(p.copy(stack=1).move_stack, [Move.null()])
        q = pickle.loads(pickle.dumps(p))
        self.assertEqual((q.move_stack, q.repetitions()), ([Move.null(), Move.null()], 2))
        self.assertEqual(p.tfen(), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 2 2")

    def test_null_move_in_check_is_illegal(self):
        p = Position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1")
        with self.assertRaisesRegex(tavreli.IllegalMoveError, "not legal in check.*R7"):
            p.push(Move.null())
        with self.assertRaises(tavreli.IllegalMoveError):
            p.parse_uci("0000")
        self.assertEqual((p.tfen(), len(p.move_stack)), ("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1", 0))

    def test_games_hold_no_null_move(self):
        # TGN (R11) has no token for a pass (python-chess writes "--"): a
        # Game refuses it with a clear error; the position after it is a
        # start like any other.
        p = Position()
        p.push("e2-e4")
        p.push(Move.null())
        with self.assertRaisesRegex(tavreli.IllegalMoveError, "no null move.*move 2"):
            tavreli.Game.from_board(p)
        game = tavreli.Game()
        with self.assertRaisesRegex(tavreli.IllegalMoveError, "no null move"):
            game.add_variation(Move.null())
        self.assertEqual(game.moves, [])
        after = tavreli.Game(p.tfen())
        after.add_line(["d2-d4"])
        self.assertIn('[FEN "' + p.tfen() + '"]', after.write())
        self.assertIn("2. d2-d4", after.write())

    def test_piece_names(self):
        self.assertEqual(Piece.from_symbol("q"), Piece(Kind.QUEEN, BLACK))
        self.assertEqual(Piece.from_symbol("H").kind, Kind.HELGI)
        with self.assertRaises(ValueError):
            Piece.from_symbol("X")
        self.assertEqual(Piece(Kind.KING, WHITE).unicode_symbol(), "\u2654")
        self.assertEqual(Piece(Kind.PAWN, BLACK).unicode_symbol(), "\u265f")
        self.assertEqual(Piece(Kind.PAWN, BLACK).unicode_symbol(invert_color=True), "\u2659")

    def test_square_functions(self):
        self.assertEqual(tavreli.square(4, 3), tavreli.E4)
        self.assertEqual(tavreli.square_file(tavreli.E4), 4)
        self.assertEqual(tavreli.square_rank("e4"), 3)
        self.assertEqual(tavreli.square_distance("a1", "h8"), 7)
        self.assertEqual(tavreli.square_distance("e4", "f6"), 2)
        self.assertEqual(tavreli.square_manhattan_distance("e4", "f6"), 3)
        self.assertEqual(tavreli.square_mirror("e2"), tavreli.E7)
        self.assertEqual(tavreli.SQUARE_NAMES[tavreli.H8], "h8")
        self.assertEqual(tavreli.FILE_NAMES[4] + tavreli.RANK_NAMES[3], "e4")
        with self.assertRaises(ValueError):
            tavreli.square(8, 0)

    def test_squareset_api(self):
        rank2 = SquareSet(tavreli.BB_RANK_2)
        self.assertEqual(rank2 << 8, SquareSet(tavreli.BB_RANK_3))
        self.assertEqual(rank2 >> 8, SquareSet(tavreli.BB_RANK_1))
        self.assertEqual(SquareSet(tavreli.BB_RANK_8) << 8, SquareSet())
        self.assertTrue(SquareSet(["e2"]).issubset(rank2))
        self.assertTrue(rank2.issuperset(["e2", "d2"]))
        self.assertTrue(rank2.isdisjoint(tavreli.BB_RANK_3))
        self.assertTrue(SquareSet(["e2"]) <= rank2 and SquareSet(["e2"]) < rank2)
        self.assertTrue(rank2 >= ["a2"] and not rank2 > rank2)
        self.assertEqual(rank2.union(["e4"]), rank2 | SquareSet(["e4"]))
        self.assertEqual(rank2.intersection(tavreli.BB_FILE_E), SquareSet(["e2"]))
        self.assertEqual(len(rank2.difference(tavreli.BB_FILE_E)), 7)
        self.assertEqual(len(rank2.symmetric_difference(tavreli.BB_FILE_E)), 14)
        self.assertEqual(len(list(SquareSet(["a1", "b1"]).carry_rippler())), 4)
        self.assertEqual(tavreli.BB_SQUARES[tavreli.E4], tavreli.BB_E4)
        self.assertEqual(len(SquareSet(tavreli.BB_LIGHT_SQUARES)), 32)
        self.assertNotIn("a1", SquareSet(tavreli.BB_LIGHT_SQUARES))
        # immutable: hashable, and |= makes a new set
        s = SquareSet(["a1"])
        t = s
        t |= ["b1"]
        self.assertEqual(s, SquareSet(["a1"]))
        self.assertEqual(len({s, SquareSet(["a1"])}), 1)
        self.assertFalse(hasattr(s, "add"))


class Games(unittest.TestCase):
    def test_tree_names(self):
        game = tavreli.Game()
        end = game.add_line(["e2-e4", "e7-e5"], comment="end", nags=[tavreli.NAG_GOOD_MOVE])
        self.assertEqual(end.comment, "end")
        self.assertEqual(set(end.nags), {1})
        alt = game.root.add_variation("d2-d4")
        self.assertEqual(game[0].move, Move("e2", "e4"))
        self.assertEqual(game[1], alt)
        self.assertEqual(game[0][0], end)
        self.assertTrue(alt.starts_variation())
        self.assertFalse(game[0].starts_variation())
        self.assertFalse(alt.is_mainline())
        self.assertTrue(end.is_mainline())
        self.assertEqual(end.turn(), WHITE)
        self.assertEqual(game.turn(), WHITE)
        self.assertEqual(str(game.mainline_moves()), "1. e2-e4 e7-e5")
        self.assertEqual(game.mainline_moves(), [Move("e2", "e4"), Move("e7", "e5")])
        self.assertEqual(str(game[0].mainline_moves()), "1... e7-e5")

    def test_writing_without_headers(self):
        game = tavreli.Game()
        game.add_move("e2-e4")
        text = game.write(headers=False)
        self.assertEqual(text, "1. e2-e4 *\n")

    def test_eval_comments(self):
        game = tavreli.Game()
        a = game.add_move("e2-e4", comment="[%eval 0.31]")
        b = game.add_move("e7-e5", comment="good [%eval #-3] [%clk 0:01:00]")
        c = game.add_move("g1-f3")
        self.assertEqual(a.eval().white(), tavreli.Score(cp=31))
        self.assertEqual(b.eval().white(), tavreli.Score(mate=-3))
        self.assertEqual(b.eval().black(), tavreli.Score(mate=3))
        self.assertIsNone(c.eval())
        c.comment = "[%eval x]"
        with self.assertRaises(ValueError):
            c.eval()
        from tavreli.engine import PovScore
        b.set_eval(PovScore(tavreli.Score(cp=-150), BLACK))  # +1.50 for white
        self.assertEqual(b.comment, "good [%eval 1.50] [%clk 0:01:00]")  # replaced where it stands, as python-chess
        self.assertEqual(b.eval().white(), tavreli.Score(cp=150))
        self.assertEqual(b.clock(), 60)
        b.set_eval(None)
        self.assertEqual(b.comment, "good [%clk 0:01:00]")
        a.set_eval(PovScore(tavreli.Score(mate=2), WHITE))
        self.assertEqual(a.comment, "[%eval #2]")

    def test_read_headers_and_skip_game(self):
        import io
        text = '[Event "A"]\n\n1. e2-e4 *\n\n[Event "B"]\n\n1. d2-d4 *\n\n[Event "C"]\n\n*\n'
        f = io.StringIO(text)
        self.assertEqual(tavreli.read_headers(f)["Event"], "A")
        self.assertTrue(tavreli.skip_game(f))
        self.assertEqual(tavreli.read_game(f).headers["Event"], "C")
        self.assertFalse(tavreli.skip_game(f))
        self.assertIsNone(tavreli.read_headers(f))

    def test_nag_constants(self):
        self.assertEqual((tavreli.NAG_MISTAKE, tavreli.NAG_BLUNDER, tavreli.NAG_NOVELTY), (2, 4, 146))

    def test_pickle_keeps_the_start(self):
        game = tavreli.Game("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
        game.add_move("0-0")
        again = pickle.loads(pickle.dumps(game))
        self.assertEqual(again.start_tfen, game.start_tfen)
        self.assertEqual(str(again), str(game))


class Svg(unittest.TestCase):
    def test_module_with_board(self):
        import tavreli.svg
        text = tavreli.svg.board(Position(), size=200)
        self.assertTrue(text.startswith("<svg"))
        self.assertEqual(tavreli.svg(Position(), 200), text)  # the old call still works
        self.assertTrue(tavreli.svg.board().startswith("<svg"))

    def test_bad_options_raise_as_documented(self):
        with self.assertRaises(TypeError):
            tavreli.svg.board(Position(), fill=1)
        with self.assertRaises(TypeError):
            tavreli.svg.board(Position(), colors=1)
        with self.assertRaises(ValueError):
            tavreli.svg.board(Position(), fill={"z9": "red"})
        with self.assertRaises(ValueError):
            tavreli.svg.board(Position(), colors={"nothing": "red"})


class EngineClient(unittest.TestCase):
    def setUp(self):
        from helpers import fake_engine
        self.eng, self.log = fake_engine(self)

    def test_option_objects(self):
        opts = self.eng.options
        self.assertEqual((opts["Hash"].type, opts["Hash"].min, opts["Hash"].max,
                          opts["Hash"].default), ("spin", 1, 65536, 16))
        self.assertEqual(opts["Ponder"].default, False)
        self.assertEqual(opts["Style"].var, ["Solid", "Normal", "Risky"])
        self.assertEqual(opts["Clear Hash"].type, "button")

    def test_pov_score(self):
        from tavreli.engine import Limit
        pos = Position()
        pos.push("e2-e4")
        info = self.eng.analyse(pos, Limit(depth=2))
        self.assertEqual(info["score"].relative, tavreli.Score(cp=15))
        self.assertEqual(info["score"].white(), tavreli.Score(cp=-15))
        self.assertEqual(info["score"].pov(BLACK), tavreli.Score(cp=15))

    def test_analysis_iterates_and_stops(self):
        from tavreli.engine import Limit
        with self.eng.analysis(Position()) as analysis:
            seen = []
            for info in analysis:
                seen.append(info)
                if info.get("depth") == 2 and "pv" in info:
                    analysis.stop()
        self.assertEqual([i["depth"] for i in seen], [1, 2, 2])
        self.assertEqual(analysis.info["pv"], [Move("e2", "e4"), Move("e7", "e5")])
        self.assertIn("go infinite", self.log())
        self.assertIn("stop", self.log())
        result = self.eng.analysis(Position(), Limit(depth=2)).wait()
        self.assertEqual(result.move, Move("e2", "e4"))

    def test_limit_with_clocks(self):
        from tavreli.engine import Limit
        r = self.eng.play(Position(), Limit(white_clock=60, black_clock=30, white_inc=1))
        self.assertEqual(r.move, Move("e2", "e4"))
        self.assertIn("go wtime 60000 btime 30000 winc 1000", self.log())

    def test_position_line_names_root_and_every_move(self):
        # written by C (tavb_uci_position): the root's TFEN, every move of
        # the stack in R9, a null move as UCI's 0000
        from tavreli.engine import Limit
        pos = Position()
        pos.push(Move.null())
        pos.push("e7-e5")
        self.eng.play(pos, Limit(depth=1))
        self.assertIn("position fen " + Position().tfen() + " moves 0000 e7-e5", self.log())


if __name__ == "__main__":
    unittest.main()
