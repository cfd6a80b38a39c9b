"""The problem solver (R14) and dead positions (R8) from Python."""
import os
import unittest

import tavreli


def problems():
    path = os.path.join(os.environ.get("TESTDATA", "tests/data"), "problems", "problems.epd")
    with open(path) as f:
        for line in f:
            if " ;stip " not in line:
                continue
            tfen, rest = line.rstrip("\n").split(" ;stip ")
            stip, rest = rest.split(" ", 1)
            kind, answer = rest.lstrip(";").split(" ", 1)
            yield tfen, stip, kind, answer


class SolveTest(unittest.TestCase):
    def test_problems_epd(self):
        n = 0
        for tfen, stip, kind, answer in problems():
            with self.subTest(tfen=tfen, stip=stip):
                s = tavreli.Position(tfen).solve(stip)
                self.assertTrue(s.complete)
                if kind == "keys":
                    self.assertEqual(sorted(str(k) for k in s.keys), sorted(answer.split()))
                    self.assertFalse(s.cook)
                else:
                    got = sorted(" ".join(str(m) for m in line) for line in s.solutions)
                    self.assertEqual(got, sorted(answer.split(",")))
                n += 1
        self.assertEqual(n, 20)

    def test_tries_threat_tree(self):
        p = tavreli.Position("8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1")
        s = p.solve("#2", tries=True)
        self.assertEqual([str(k) for k in s.keys], ["g6-d3"])
        self.assertIsInstance(s.keys[0], tavreli.Move)
        self.assertEqual([(str(t.move), str(t.refutation)) for t in s.tries],
                         [("g6-b1", "b2-b1"), ("g6-c2", "b2-c2")])
        key = s.tree.children[0]
        self.assertEqual(key.kind, "key")
        self.assertEqual(key.move, s.keys[0])
        # every defence, each answered by mates that the position confirms
        q = p.copy()
        q.push(key.move)
        self.assertEqual(len(key.children), len(q.legal_moves))
        for d in key.children:
            q.push(d.move)
            for a in d.children:
                q.push(a.move)
                self.assertTrue(a.goal)
                self.assertTrue(q.is_checkmate())
                q.pop()
            q.pop()
        self.assertEqual(p.tfen(), "8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1")

    def test_threat_and_cook(self):
        s = tavreli.Position("2K5/2R5/k7/(rP)1n5/8/8/1B6/8 w - - 0 1").solve("#3")
        self.assertEqual(sorted(str(m) for m in s.threat), ["b2-d4", "c8-c7"])
        s = tavreli.Position("1q6/4K3/2(QNQ)5/8/8/8/1k6/8 w - - 0 1").solve("#2")
        self.assertTrue(s.cook)
        self.assertEqual(len(s.keys), 2)

    def test_helpmate_and_budget(self):
        p = tavreli.Position("8/3B3p/8/1p2B3/3b4/5K1R/k7/8 b - - 0 1")
        s = p.solve("h#2")
        self.assertEqual(len(s.solutions), 2)
        self.assertTrue(all(len(line) == 4 for line in s.solutions))
        s = tavreli.Position("bQ3K2/7R/3Q4/8/5p2/8/4k3/8 w - - 0 1").solve("#3", max_nodes=500)
        self.assertFalse(s.complete)
        self.assertIn("complete=False", repr(s))

    def test_budget_refused(self):
        # a negative or NaN budget is refused, never read as "no limit"
        p = tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1")
        for kw in ({"max_seconds": -1}, {"max_nodes": -1}, {"max_seconds": float("nan")},
                   {"max_seconds": float("inf")}, {"max_nodes": 2 ** 63}):
            with self.subTest(kw=kw), self.assertRaises(ValueError):
                p.solve("#1", **kw)
        for kw in ({"max_nodes": 1.5}, {"max_nodes": "1"}, {"max_seconds": "1"}, {"max_nodes": True}):
            with self.subTest(kw=kw), self.assertRaises(TypeError):
                p.solve("#1", **kw)
        self.assertEqual(p.solve("#1", max_nodes=0, max_seconds=0).keys, [])  # 0: no limit, still allowed

    def test_bad_stipulation(self):
        with self.assertRaises(tavreli.TavreliError):
            tavreli.Position().solve("x#2")
        with self.assertRaises(TypeError):
            tavreli.Position().solve(2)


class DeadTest(unittest.TestCase):
    def test_answers(self):
        W, B = tavreli.WHITE, tavreli.BLACK
        self.assertIs(tavreli.Position("8/8/8/4k3/8/8/8/3NK3 w - - 0 1").can_checkmate(W), False)
        self.assertIs(tavreli.Position("8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1").can_checkmate(W), False)
        self.assertIs(tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").can_checkmate(W), True)
        self.assertIs(tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").can_checkmate(B), False)
        self.assertIn(tavreli.Position().can_checkmate(W, max_nodes=20000), (True, None))
        # the start position, and K+R against K+N for the rook's side (the
        # guided search finds a line; the knight's side cannot mate)
        self.assertIs(tavreli.Position().can_checkmate(W), True)
        self.assertIs(tavreli.Position().can_checkmate(B), True)
        self.assertIs(tavreli.Position("n3k3/8/8/8/8/8/8/R3K3 w - - 0 1").can_checkmate(W), True)
        self.assertIs(tavreli.Position("n3k3/8/8/8/8/8/8/R3K3 w - - 0 1").can_checkmate(B), False)

    def test_dead(self):
        # R8: neither side can mate. K+N against K+N is dead in Tavreli: the
        # lone king may climb onto its own knight, so it never blocks a flight.
        self.assertIs(tavreli.Position("n7/8/8/4k3/8/8/8/3NK3 w - - 0 1").is_dead(), True)
        self.assertIs(tavreli.Position("8/8/8/4(Nk)3/8/8/8/4K3 w - - 0 1").is_dead(), True)
        self.assertIs(tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").is_dead(), False)
        self.assertIs(tavreli.Position().is_dead(), False)
        # a budget too small decides nothing, and never says dead
        self.assertIsNone(tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1").is_dead(max_nodes=10))

    def test_is_dead_agrees_with_can_checkmate(self):
        # both answers "no" (and tavreli dead says dead), yet
        # is_dead() said None: it halved the budget between the colours
        p = tavreli.Position("8/2(hK)5/3P=B4/5k2/8/8/8/8 b - - 0 1")
        self.assertIs(p.can_checkmate(tavreli.WHITE), False)
        self.assertIs(p.can_checkmate(tavreli.BLACK), False)
        self.assertIs(p.is_dead(), True)

    def test_game_over_answers(self):
        # R8: a stalemate and a mate of the tournament
        # games: the side without a move cannot mate; the mater has mated
        stale = tavreli.Position("k7/8/1QK5/8/8/8/8/8 b - - 0 1")
        self.assertIs(stale.can_checkmate(tavreli.WHITE), False)
        self.assertIs(stale.can_checkmate(tavreli.BLACK), False)
        self.assertIs(stale.is_dead(), True)
        mated = tavreli.Position("r5k1/1(pQ)p2ppp/2npbn2/8/3P4/4P(Np=hB)PP/(PNp)2(RBb)1(Pr)2/"
                                 "4(RP=BP=Nq)1K1 w - - 2 23")
        self.assertIs(mated.can_checkmate(tavreli.WHITE), False)
        self.assertIs(mated.can_checkmate(tavreli.BLACK), True)
        self.assertIs(mated.is_dead(), False)

    def test_insufficient_material(self):
        W, B = tavreli.WHITE, tavreli.BLACK
        p = tavreli.Position("8/8/1P6/4k3/8/8/8/n3K3 w - - 0 1")   # b-pawn: badge N
        self.assertTrue(p.has_insufficient_material(W))
        self.assertTrue(p.has_insufficient_material(B))
        self.assertTrue(p.is_insufficient_material())
        o = p.outcome()
        self.assertEqual((o.termination, o.winner, o.result()),
                         (tavreli.Termination.INSUFFICIENT_MATERIAL, None, "1/2-1/2"))
        self.assertTrue(p.is_game_over())
        p = tavreli.Position("8/8/3P4/4k3/8/8/8/n3K3 w - - 0 1")   # d-pawn: badge Q
        self.assertFalse(p.has_insufficient_material(W))
        self.assertIsNone(p.outcome())

    def test_game_end_state(self):
        game = tavreli.Game("8/8/8/4k3/8/8/8/3NK3 w - - 0 1")
        game.add_move("d1-c3")
        end = game.end_state
        self.assertTrue(end.insufficient_material)
        self.assertEqual(end.outcome().termination, tavreli.Termination.INSUFFICIENT_MATERIAL)
        self.assertEqual(str(end), "in play, dead position (drawn, R8)")
        self.assertFalse(tavreli.Game().end_state.insufficient_material)

    def test_line(self):
        from tavreli._solver import can_checkmate_line
        p = tavreli.Position("8/8/8/4k3/8/8/8/R3K3 w - - 0 1")
        answer, line = can_checkmate_line(p, tavreli.WHITE)
        self.assertTrue(answer)
        for m in line:
            p.push(m)
        self.assertTrue(p.is_checkmate())
        self.assertEqual(p.turn, tavreli.BLACK)


if __name__ == "__main__":
    unittest.main()
