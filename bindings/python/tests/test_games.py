"""Replaying the twenty tournament games of tests/data/games from Python.

The source's typos are repaired here (tests/data/games/README.md): a
Cyrillic 'с' for 'c', upper-case squares, 'b1 e1' without its hyphen, and
a trailing '*' where the publisher cut the score."""
import unittest

import tavreli
from helpers import read_games


class TournamentGamesTest(unittest.TestCase):
    def test_twenty_games_replay(self):
        games = read_games()
        self.assertEqual(len(games), 20)
        mates = []
        for number, (heading, moves) in enumerate(games, 1):
            with self.subTest(game=number, heading=heading):
                p = tavreli.Position()
                for ply, text in enumerate(moves, 1):
                    try:
                        m = p.push(text)
                    except ValueError as e:
                        self.fail(f"game {number}, ply {ply} {text!r}: {e}")
                    self.assertEqual(p.peek(), m)
                    if text.endswith("+"):
                        # The source's check marks agree with R7.
                        self.assertTrue(p.is_check(), f"game {number}, ply {ply} {text}")
                self.assertEqual(len(p.move_stack), len(moves))
                if p.is_checkmate():
                    mates.append(number)
                    self.assertEqual(p.outcome().winner, ~p.turn)
                    self.assertTrue(moves[-1].endswith("x"), moves[-1])
                # Take everything back: the start position again.
                for _ in moves:
                    p.pop()
                self.assertEqual(p, tavreli.Position())
        # README: five of the twenty end in checkmate on the board.
        self.assertEqual(len(mates), 5, mates)

    def test_replay_through_move_objects(self):
        # The same game, pushing the Move objects of legal_moves.
        heading, moves = read_games()[1]
        p = tavreli.Position()
        for text in moves:
            want = p.parse_move(text)
            m = next(m for m in p.legal_moves if m == want)
            self.assertEqual(str(p.push(m)), p.move_stack[-1].__str__())
        self.assertTrue(p.is_checkmate())


if __name__ == "__main__":
    unittest.main()
