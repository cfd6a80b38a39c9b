"""The end of a game comes from C (tav_position_outcome, tav_game_outcome,
tavreli/outcome.h): Position.outcome(), Game.end_state and its text agree
with ``tavreli validate`` (R8)."""
import unittest

import tavreli
from tavreli import Colour, Position, Termination

MATE_105 = "k7/8/NKB5/8/8/8/8/8 b - - 105 176"   # R8 mate, fifty-move count past 100


class OutcomeTest(unittest.TestCase):
    def test_mate_claims_nothing(self):
        p = Position(MATE_105)
        self.assertFalse(p.can_claim_fifty_moves())  # the game is over: nothing to claim (R8)
        o = p.outcome(claim_draw=True)
        self.assertEqual((o.termination, o.winner), (Termination.CHECKMATE, Colour.WHITE))

    def test_game_end_state_as_validate(self):
        game = tavreli.read_game(b'[SetUp "1"]\n[FEN "k7/3B4/NK6/8/8/8/8/8 w - - 104 176"]\n'
                                 b'[Result "1-0"]\n\n176. d7-c6 1-0\n')
        end = game.end_state
        self.assertTrue(end.is_checkmate)
        self.assertFalse(end.fifty_claimable)
        self.assertEqual(str(end), "black checkmated")
        self.assertEqual(end.outcome(claim_draw=True).termination, Termination.CHECKMATE)

    def test_dead_win_disagrees(self):
        game = tavreli.read_game(b'[SetUp "1"]\n[FEN "8/8/8/4k3/8/8/8/3NK3 w - - 0 1"]\n'
                                 b'[Result "1-0"]\n\n1. d1-c3 1-0\n')
        end = game.end_state
        self.assertTrue(end.insufficient_material)
        self.assertTrue(end.dead)
        self.assertFalse(end.result_agrees)
        self.assertEqual(str(end), "in play, dead position (drawn, R8)")
        self.assertEqual(end.outcome().termination, Termination.INSUFFICIENT_MATERIAL)


if __name__ == "__main__":
    unittest.main()
