"""Game analysis from Python (doc/analysis.md): Game.annotate() asks C's
analysis and returns the annotated game, whose [%eval] comments
python-chess's node.eval() reads, and each player's summary."""
import os
import unittest

import tavreli
from tavreli.engine import Limit

GAMES = os.path.join(os.environ.get("TESTDATA", "tests/data"), "games", "tournament-1997-2003.tgn")
# A level self-play position (doc/analysis/selfplay-120.tgn) where h3-g1
# lets black mate at once with h4-h2.
LEVEL = "4(p=qk)2r/5pp1/2p5/(Pr)3p3/1p2P2q/1P(Bn)4N/4(NP=B!np=rQbp=rB)(PP=Q!b)P(PR)/3R3K w - - 2 42"


class GameAnalysisTest(unittest.TestCase):
    def test_allowed_mate_is_a_blunder_read_back_by_eval(self):
        game = tavreli.Game(LEVEL)
        game.add_move("h3-g1").add_variation("h4-h2")
        ann = game.annotate(Limit(nodes=20000))
        first = ann.moves[0]
        self.assertEqual(first.judgement, "blunder")
        self.assertTrue(first.allowed_mate)
        self.assertEqual(first.after, tavreli.Score(mate=-1))
        self.assertNotEqual(first.best, first.move)
        self.assertEqual(ann.moves[1].pv, (ann.moves[1].move,))  # the mating line
        self.assertEqual(ann.white.blunders, 1)
        node = ann.game.next()
        self.assertEqual(node.eval().white(), tavreli.Score(mate=-1))
        self.assertIn(4, node.nags)
        self.assertEqual(len(ann.game.variations), 2)  # the better line
        self.assertEqual(ann.game.headers["WhiteBlunders"], "1")
        self.assertIsNone(game.next().eval())  # the game annotated is a copy

    def test_tournament_game_has_an_eval_on_every_move(self):
        game = next(iter(tavreli.read_games(GAMES)))
        ann = game.annotate(Limit(nodes=3000))
        nodes = list(ann.game.mainline())
        self.assertEqual(len(nodes), len(ann.moves))
        for node, move in zip(nodes[:-1], ann.moves):
            self.assertIsNotNone(node.eval(), node)
            sign = 1 if move.turn == tavreli.WHITE else -1
            after = node.eval().white()
            if after.mate is None:
                self.assertEqual(after.cp, sign * move.after.cp)
        self.assertIsNone(nodes[-1].eval())  # the mate on the board
        for p in (ann.white, ann.black):
            self.assertTrue(0 <= p.accuracy <= 100)
        self.assertEqual(ann.player(tavreli.BLACK), ann.black)
        again = game.annotate(Limit(nodes=3000))
        self.assertEqual(str(again.game), str(ann.game))  # deterministic at fixed nodes

    def test_bad_limits(self):
        game = tavreli.Game()
        game.add_move("e2-e4")
        with self.assertRaises(ValueError):
            game.annotate(Limit(nodes=-1))
        with self.assertRaises(ValueError):
            game.annotate(Limit(depth=3), threads=0)
        with self.assertRaises(tavreli.TavreliError):
            game.annotate(Limit(depth=65))

    def test_set_eval_with_depth(self):
        game = tavreli.Game()
        node = game.add_move("e2-e4")
        from tavreli.engine import PovScore
        node.set_eval(PovScore(tavreli.Score(cp=35), tavreli.WHITE), depth=12)
        self.assertEqual(node.comment, "[%eval 0.35,12]")
        self.assertEqual(node.eval_depth(), 12)
        with self.assertRaises(ValueError):
            node.set_eval(PovScore(tavreli.Score(mate=0), tavreli.WHITE))

    def test_the_root_has_no_eval(self):
        # python-chess: the root has no move, so no [%eval]; its comment (the
        # game's first) is not a move's, even when it holds one
        game = tavreli.Game()
        game.root.comment = "[%eval 0.50]"
        self.assertIsNone(game.root.eval())
        self.assertIsNone(game.eval())
        self.assertIsNone(game.root.eval_depth())


if __name__ == "__main__":
    unittest.main()
