"""Games from Python: replaying the twenty tournament games of
tests/data/games move by move, and the game-record API (TGN, R11):
tavreli.read_games(), Game, GameNode, Problem, EndState, writing.

In the plain replays the source's typos are repaired here
(tests/data/games/README.md): a Cyrillic 'с' for 'c', upper-case squares,
'b1 e1' without its hyphen, and a trailing '*' where the publisher cut the
score. The game-record tests leave that to the library's lenient reader and
check it against these independent repairs."""
import gc
import io
import os
import pathlib
import re
import tempfile
import unittest
import weakref

import tavreli
from helpers import data_path, read_games


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


# ---- game records (TGN, R11) ---------------------------------------------------

TGN = data_path("games", "tournament-1997-2003.tgn")
CANONICAL = data_path("games", "tournament-1997-2003.canonical.tgn")

# tests/data/games/README.md: the typos of the source, in games 1, 11, 13,
# 15 and 17; five games end in checkmate on the board.
TYPO_GAMES = [1, 11, 13, 15, 17]
MATED = {1: tavreli.WHITE, 2: tavreli.BLACK, 3: tavreli.WHITE, 11: tavreli.WHITE,
         18: tavreli.WHITE}


def game_blocks(path):
    """[(first line number, [lines])] of each game of a TGN file, split at
    its tag sections (enough for these files, which have no comments)."""
    blocks = []
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    for number, line in enumerate(lines, 1):
        if line.startswith("[") and (number == 1 or not lines[number - 2].startswith("[")):
            blocks.append((number, []))
        if blocks:
            blocks[-1][1].append(line)
    return blocks


def first_typo(path, game):
    """(line, column) of the first typo of README.md in game `game` of the
    file: an upper-case square, a Cyrillic letter, or two squares without
    the hyphen (the first square). Columns count characters, 1-based."""
    start, lines = game_blocks(path)[game - 1]
    glued = re.compile("[A-H][1-8]|[\u0400-\u04ff]")           # inside a token
    split = re.compile("(?:^|(?<= ))[a-h][1-8] [a-h][1-8](?= |$)")  # a token of its own
    for offset, line in enumerate(lines):
        if line.startswith("[") or not line.strip():
            continue
        m, s = glued.search(line), split.search(line)
        if m and not (s and s.start() < m.start()):
            return start + offset, m.start() + 1
        if s:
            return start + offset, s.start() + 1
    return None


class ReadTournamentTest(unittest.TestCase):
    """The twenty real games read as a game record (R11)."""

    @classmethod
    def setUpClass(cls):
        cls.games = list(tavreli.read_games(TGN))
        cls.strict = list(tavreli.read_games(TGN, strict=True))

    def test_lenient_all_valid(self):
        self.assertEqual(len(self.games), 20)
        for number, game in enumerate(self.games, 1):
            with self.subTest(game=number):
                self.assertIsInstance(game, tavreli.Game)
                self.assertEqual(game.index, number)
                self.assertTrue(game.is_valid, game.errors)
                self.assertEqual(game.errors, [])
                self.assertTrue(game.complete)
                self.assertEqual(game.result, "*")
                self.assertTrue(game.end_state.result_agrees)

    def test_lenient_typos_are_warnings(self):
        typos = [(p.game, p) for g in self.games for p in g.warnings
                 if p.kind is tavreli.ProblemKind.TYPO]
        self.assertEqual(len(typos), 7, [str(p) for _, p in typos])
        self.assertEqual(sorted({n for n, _ in typos}), TYPO_GAMES)
        for number, problem in typos:
            self.assertIs(problem.severity, tavreli.Severity.WARNING)
            self.assertFalse(problem.is_error)
            self.assertEqual(problem.code, tavreli._core.TAV_ENOTATION)
            self.assertGreater(problem.ply, 0)
            self.assertIn(problem.move, str(problem))
            self.assertTrue(str(problem).startswith(f"{problem.line}:{problem.column}: warning [typo]: game {number}"),
                            str(problem))
        # The first typo of each game, where the file has it.
        for number in TYPO_GAMES:
            first = next(p for n, p in typos if n == number)
            self.assertEqual((first.line, first.column), first_typo(TGN, number))

    def test_moves_are_the_repaired_scores(self):
        # The lenient reader's repairs agree with helpers.read_games(),
        # which repairs the .txt copy of the same games by hand.
        texts = read_games()
        for number, (game, (heading, moves)) in enumerate(zip(self.games, texts), 1):
            with self.subTest(game=number):
                p = tavreli.Position()
                want = [p.push(text) for text in moves]
                self.assertEqual(game.moves, want)
                self.assertEqual(game.plies, len(want))

    def test_checkmates(self):
        mated = {}
        for number, game in enumerate(self.games, 1):
            end = game.end_state
            if end.is_checkmate:
                mated[number] = end.loser
                self.assertEqual(end.winner, ~end.loser)
                self.assertEqual(end.turn, end.loser)
                self.assertEqual(end.outcome().winner, end.winner)
                self.assertEqual(str(end), f"{end.loser.name.lower()} checkmated")
                self.assertTrue(game.end_position().is_checkmate())
            else:
                self.assertTrue(end.in_play)
                self.assertIsNone(end.loser)
                self.assertIsNone(end.outcome())
                self.assertEqual(str(end), "in play")
        self.assertEqual(mated, MATED)

    def test_strict_rejects_the_typos(self):
        self.assertEqual(len(self.strict), 20)
        invalid = [n for n, g in enumerate(self.strict, 1) if not g.is_valid]
        self.assertEqual(invalid, TYPO_GAMES)
        for number in TYPO_GAMES:
            with self.subTest(game=number):
                game = self.strict[number - 1]
                self.assertEqual(len(game.errors), 1)
                error = game.errors[0]
                self.assertIs(error.severity, tavreli.Severity.ERROR)
                self.assertIs(error.kind, tavreli.ProblemKind.TYPO)
                self.assertEqual(error.game, number)
                self.assertEqual((error.line, error.column), first_typo(TGN, number))
                self.assertIn("error [typo]", str(error))
                # The game stops before the typo: its main line is the moves before.
                self.assertEqual(game.plies, error.ply - 1)
                self.assertEqual(game.moves, self.games[number - 1].moves[:error.ply - 1])
                self.assertFalse(game.complete)
        for number, game in enumerate(self.strict, 1):
            if number not in TYPO_GAMES:
                self.assertEqual(game.moves, self.games[number - 1].moves)

    def test_round_trip(self):
        for number, game in enumerate(self.games, 1):
            with self.subTest(game=number):
                text = str(game)
                self.assertEqual(text, game.write())
                again = tavreli.read_game(text.encode(), strict=True)
                self.assertTrue(again.is_valid, again.errors)
                self.assertEqual(again.warnings, [])
                self.assertEqual(again.moves, game.moves)
                self.assertEqual(dict(again.headers), dict(game.headers))
                self.assertEqual(list(again.headers), list(game.headers))
                self.assertEqual(str(again), text)

    def test_canonical_file(self):
        # The writer's text of the twenty games is the canonical file, and
        # that file reads back (strictly) to the same games.
        with open(CANONICAL, encoding="utf-8") as f:
            canonical = f.read()
        self.assertEqual("\n".join(g.write() for g in self.games), canonical)
        games = list(tavreli.read_games(CANONICAL, strict=True))
        self.assertEqual(len(games), 20)
        for game, original in zip(games, self.games):
            self.assertTrue(game.is_valid)
            self.assertEqual(game.problems, [])
            self.assertEqual(game.moves, original.moves)
            self.assertEqual(dict(game.headers), dict(original.headers))
        buf = io.StringIO()
        self.assertEqual(tavreli.write_games(games, buf), 20)
        self.assertEqual(buf.getvalue(), canonical)

    def test_positions(self):
        for number, game in enumerate(self.games, 1):
            with self.subTest(game=number):
                positions = list(game.positions())
                self.assertEqual(len(positions), game.plies + 1)
                self.assertEqual(positions[0], tavreli.Position())
                replay = tavreli.Position()
                for move, pos in zip(game.moves, positions[1:]):
                    replay.push(move)
                    self.assertEqual(pos.tfen(), replay.tfen())
                self.assertEqual(positions[-1].tfen(), replay.tfen())
                self.assertEqual(game.end_position().tfen(), replay.tfen())
                self.assertEqual(game.end_position().move_stack, game.moves)
                self.assertEqual(game.start_position().tfen(), tavreli.START_TFEN)
                # each position is a position of its own
                self.assertEqual(len(positions[1].move_stack), 1)

    def test_nodes(self):
        game = self.games[0]
        nodes = list(game.mainline())
        self.assertEqual([n.move for n in nodes], game.moves)
        self.assertEqual([n.ply() for n in nodes], list(range(1, game.plies + 1)))
        self.assertEqual(nodes[0].parent, game.root)
        self.assertIsNone(game.root.move)
        self.assertTrue(game.root.is_root)
        self.assertEqual(nodes[-1], game.end())
        self.assertEqual(nodes[1].side, tavreli.BLACK)
        self.assertEqual(nodes[1].move_number, 1)
        # "d2-d4?" and "b1-a3?" of the source: NAG $2 (R11)
        self.assertEqual(nodes[4].text, "d2-d4")
        self.assertEqual(nodes[4].nags, (2,))
        self.assertEqual(nodes[5].nags, ())
        self.assertEqual(nodes[10].position().tfen(), list(game.positions())[11].tfen())


class ReadSourcesTest(unittest.TestCase):
    """Where games are read from: paths, file objects, bytes."""

    def setUp(self):
        with open(TGN, "rb") as f:
            self.data = f.read()
        self.want = [g.moves for g in tavreli.read_games(self.data)]
        self.assertEqual(len(self.want), 20)

    def check(self, source, **kw):
        games = list(tavreli.read_games(source, **kw))
        self.assertEqual([g.moves for g in games], self.want)
        return games

    def test_bytes_like(self):
        self.check(bytearray(self.data))
        self.check(memoryview(self.data))

    def test_paths(self):
        self.check(TGN)
        self.check(pathlib.Path(TGN))
        self.check(os.fsencode(TGN).decode())

    def test_binary_and_text_files(self):
        with open(TGN, "rb") as f:
            self.check(f)
            self.assertFalse(f.closed)   # not ours to close
        with open(TGN, "rb", buffering=0) as f:
            self.check(f)
        with open(TGN, encoding="utf-8") as f:
            games = self.check(f)
        # a text file gives the same columns (characters) as the bytes
        self.assertEqual([p for g in games for p in g.problems],
                         [p for g in tavreli.read_games(self.data) for p in g.problems])
        self.check(io.BytesIO(self.data))
        self.check(io.StringIO(self.data.decode("utf-8")))

    def test_streaming(self):
        # A large archive is read as games are asked for, not all at once.
        one = self.data.split(b"\n\n[Event")[0] + b"\n\n"
        data = one * 2000

        class Counting(io.RawIOBase):
            def __init__(self, data):
                self.f = io.BytesIO(data)
                self.read_so_far = 0

            def readable(self):
                return True

            def readinto(self, b):
                n = self.f.readinto(b)
                self.read_so_far += n
                return n

        source = Counting(data)
        games = tavreli.read_games(source)
        first = next(games)
        self.assertEqual(first.index, 1)
        self.assertLess(source.read_so_far, len(data) // 10)
        self.assertEqual(sum(1 for _ in games), 1999)
        self.assertEqual(source.read_so_far, len(data))
        self.assertEqual(games.games_read, 2000)

    def test_empty_inputs(self):
        self.assertEqual(list(tavreli.read_games(b"")), [])
        self.assertEqual(list(tavreli.read_games(io.BytesIO())), [])
        self.assertIsNone(tavreli.read_game(b"   \n"))

    def test_close(self):
        games = tavreli.read_games(TGN)
        next(games)
        games.close()
        self.assertEqual(list(games), [])
        self.assertEqual(games.games_read, 1)
        with tavreli.read_games(TGN) as games:
            self.assertEqual(next(games).index, 1)

    def test_misuse_raises(self):
        with self.assertRaises(TypeError):
            tavreli.read_games(42)
        with self.assertRaises(TypeError):
            tavreli.read_games(None)
        with self.assertRaises(FileNotFoundError):
            tavreli.read_games(os.path.join(tempfile.gettempdir(), "no-such-dir-tav", "x.tgn"))
        with self.assertRaises(IsADirectoryError):
            tavreli.read_games(tempfile.gettempdir())
        with self.assertRaises(ValueError):
            tavreli.read_games(b"", limits={"no_such_limit": 3})
        with self.assertRaises(ValueError):
            tavreli.read_games(b"", limits={"plies": 0})
        with self.assertRaises(ValueError):
            tavreli.read_games(b"", limits={"depth": 256})

    def test_read_errors_propagate(self):
        class Broken(io.RawIOBase):
            def readable(self):
                return True

            def readinto(self, b):
                raise OSError("the disk is on fire")

        games = tavreli.read_games(Broken())
        with self.assertRaisesRegex(OSError, "on fire"):
            next(games)
        self.assertEqual(list(games), [])

        class Half(io.RawIOBase):
            # gives the first game, then fails
            def __init__(self, data):
                self.f = io.BytesIO(data)

            def readable(self):
                return True

            def readinto(self, b):
                if self.f.tell() >= 600:
                    raise RuntimeError("cut")
                return self.f.readinto(b[:100])

        games = tavreli.read_games(Half(self.data))
        with self.assertRaisesRegex(RuntimeError, "cut"):
            list(games)

    def test_limits(self):
        games = list(tavreli.read_games(self.data, limits={"plies": 10}))
        self.assertEqual(len(games), 20)
        limited = [g for g in games if not g.is_valid]
        self.assertTrue(limited)
        for g in limited:
            self.assertIn(tavreli.ProblemKind.LIMIT, {p.kind for p in g.errors})
            self.assertLessEqual(g.plies, 10)
        self.assertEqual(tavreli.LIMITS["plies"], 2000)


class InvalidRecordTest(unittest.TestCase):
    """Problems in the text are data, located, never exceptions."""

    TEXT = ('[Event "Broken"]\n'
            '[Result "*"]\n'
            '\n'
            '1. e2-e4 e7-e5 2. a1-a8 d7-d6 *\n'
            '\n'
            '[Event "Fine"]\n'
            '\n'
            '1. d2-d4 *\n')

    def test_illegal_move_located(self):
        for strict in (False, True):
            with self.subTest(strict=strict):
                games = list(tavreli.read_games(self.TEXT.encode(), strict=strict))
                self.assertEqual(len(games), 2)
                bad, fine = games
                self.assertFalse(bad.is_valid)
                self.assertTrue(fine.is_valid)
                self.assertEqual(fine.index, 2)
                self.assertEqual(fine.line, 6)
                error = bad.errors[0]
                self.assertIs(error.kind, tavreli.ProblemKind.ILLEGAL)
                self.assertEqual(error.code, tavreli._core.TAV_EILLEGAL)
                # line 4, column of "a1-a8": R2, the rook is blocked by the a2 pawn
                self.assertEqual((error.line, error.column), (4, 19))
                self.assertEqual(error.offset, self.TEXT.index("a1-a8"))
                self.assertEqual((error.ply, error.move_number, error.side), (3, 2, tavreli.WHITE))
                self.assertEqual(error.move, "a1-a8")
                self.assertEqual(error.game, 1)
                self.assertIn("4:19: error [illegal]: game 1, move 2 (white) 'a1-a8'", str(error))
                # The main line stops before the illegal move (R11 replay).
                self.assertEqual([str(m) for m in bad.moves], ["e2-e4", "e7-e5"])
                self.assertFalse(bad.complete)

    def test_syntax_and_result_problems(self):
        game = tavreli.read_game(b'[Result "1-0"]\n\n1. e2-e4 {never closed\n')
        self.assertFalse(game.is_valid)
        kinds = {p.kind for p in game.errors}
        self.assertIn(tavreli.ProblemKind.SYNTAX, kinds)
        for p in game.errors:
            self.assertGreaterEqual(p.line, 3)
        # R8: a mated side cannot win.
        game = tavreli.read_game(b'[Result "0-1"]\n[SetUp "1"]\n[FEN "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"]\n'
                                 b'\n1. g1-g7 0-1\n')
        self.assertFalse(game.is_valid)
        self.assertIs(game.errors[0].kind, tavreli.ProblemKind.RESULT)
        self.assertEqual((game.errors[0].line, game.errors[0].column), (5, 10))
        self.assertTrue(game.end_state.is_checkmate)
        self.assertEqual(game.end_state.loser, tavreli.BLACK)
        self.assertFalse(game.end_state.result_agrees)
        self.assertIn("[SetUp \"1\"]", str(game))

    def test_binary_junk_never_crashes(self):
        junk = bytes(range(256)) * 8 + b"[[[{{((" + b"\xff\xfe" * 100
        games = list(tavreli.read_games(junk))
        for g in games:
            str(g)
            [str(p) for p in g.problems]
            list(g.positions())


class EndStateTest(unittest.TestCase):

    def test_stalemate(self):
        game = tavreli.read_game(b'[Result "1/2-1/2"]\n[SetUp "1"]\n'
                                 b'[FEN "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1"]\n\n1. g5-g6 1/2-1/2\n')
        self.assertTrue(game.is_valid)
        end = game.end_state
        self.assertTrue(end.is_stalemate)
        self.assertEqual(end.turn, tavreli.BLACK)
        self.assertIsNone(end.winner)
        self.assertEqual(str(end), "black stalemated")
        self.assertEqual(end.outcome().reason, tavreli.Termination.STALEMATE)
        self.assertTrue(end.result_agrees)
        self.assertEqual(game.start_tfen, "7k/5K2/8/6Q1/8/8/8/8 w - - 0 1")

    def test_threefold(self):
        # R8: the start position for the third time.
        game = tavreli.Game()
        for text in ["g1-f3", "g8-f6", "f3-g1", "f6-g8"] * 2:
            game.add_move(text)
        end = game.end_state
        self.assertTrue(end.in_play)
        self.assertTrue(end.threefold_claimable)
        self.assertFalse(end.fifty_claimable)
        self.assertIsNone(end.outcome())
        self.assertEqual(end.outcome(claim_draw=True).reason,
                         tavreli.Termination.THREEFOLD_REPETITION)
        self.assertEqual(str(end), "in play, threefold repetition claimable")

    def test_result_agreement(self):
        game = next(iter(tavreli.read_games(TGN)))  # white is mated (R8)
        self.assertTrue(game.end_state.result_agrees)
        game.result = "1-0"
        self.assertFalse(game.end_state.result_agrees)
        game.result = "0-1"
        self.assertTrue(game.end_state.result_agrees)
        self.assertEqual(game.headers["Result"], "0-1")
        self.assertTrue(str(game).endswith(" 22. g2-g1 e1(3)-d2# 0-1\n"), str(game))


class BuildGameTest(unittest.TestCase):

    def test_build_and_write(self):
        game = tavreli.Game(headers={"Event": "Test", "White": "A", "Black": "B"})
        self.assertEqual(game.index, 0)
        self.assertEqual(game.plies, 0)
        self.assertEqual(game.end(), game.root)
        e4 = game.add_move("e2-e4")
        self.assertEqual(e4.move, tavreli.Move("e2", "e4"))
        game.add_move(tavreli.Position("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")
                      .parse_move("e7-e5"), comment="the usual", nags=[1])
        pos = game.end_position()
        m = pos.find_move("d1", "h5")
        node = game.add_move(m, draw_offer=True)
        self.assertTrue(node.draw_offer)
        alt = game.root.add_variation("d2-d4")
        alt.comment = "or  the\nqueen's pawn"
        alt.add_variation("d7-d5")
        game.comment = "A test game"
        game.result = "*"
        self.assertEqual(game.moves, [e4.move, tavreli.Move("e7", "e5"), m])
        self.assertEqual(len(game.root.variations), 2)
        self.assertEqual(alt.depth, 1)
        self.assertFalse(alt.is_mainline())
        self.assertEqual(alt.comment, "or the queen's pawn")
        text = str(game)
        self.assertEqual(text,
                         '[Event "Test"]\n[Site "?"]\n[Date "????.??.??"]\n[Round "?"]\n'
                         '[White "A"]\n[Black "B"]\n[Result "*"]\n\n'
                         "{A test game} 1. e2-e4 (1. d2-d4 {or the queen's pawn} 1... d7-d5) "
                         "1... e7-e5 $1\n{the usual} 2. d1-h5= *\n")
        again = tavreli.read_game(text.encode(), strict=True)
        self.assertEqual(again.problems, [])
        self.assertEqual(str(again), text)
        self.assertEqual(again.root.variations[1].comment, "or the queen's pawn")
        self.assertEqual([n.nags for n in again.mainline()], [(), (1,), ()])
        self.assertTrue(again.end().draw_offer)
        # writing to files
        buf = io.BytesIO()
        self.assertEqual(game.write(buf), text)
        self.assertEqual(buf.getvalue(), text.encode())
        sbuf = io.StringIO()
        game.write(sbuf)
        self.assertEqual(sbuf.getvalue(), text)

    def test_from_tfen(self):
        game = tavreli.Game("7k/8/5K2/8/8/8/8/6Q1 w - - 0 1")
        game.add_move("g1-g7")
        game.result = "1-0"
        self.assertTrue(game.end_state.is_checkmate)
        self.assertTrue(game.end_state.result_agrees)
        self.assertIn('[SetUp "1"]\n[FEN "7k/8/5K2/8/8/8/8/6Q1 w - - 0 1"]', str(game))
        with self.assertRaises(tavreli.TfenError):
            tavreli.Game("junk")
        with self.assertRaises(TypeError):
            tavreli.Game(42)

    def test_illegal_moves_raise(self):
        game = tavreli.Game()
        with self.assertRaises(tavreli.IllegalMoveError):
            game.add_move("e2-e5")
        with self.assertRaises(tavreli.NotationError):
            game.add_move("zz")
        with self.assertRaises(tavreli.IllegalMoveError):
            game.add_move(tavreli.Move("e7", "e5"))
        with self.assertRaises(TypeError):
            game.add_move(3.5)
        self.assertEqual(game.plies, 0)
        with self.assertRaises(ValueError):
            game.root.add_nag(3)
        node = game.add_move("e2-e4")
        with self.assertRaises(ValueError):
            node.add_nag(256)
        for _ in range(8):
            node.add_nag(1)
        with self.assertRaises(ValueError):
            node.add_nag(1)

    def test_headers(self):
        game = tavreli.Game()
        h = game.headers
        # the seven-tag roster the writer writes, as python-chess's Game()
        roster = ["Event", "Site", "Date", "Round", "White", "Black", "Result"]
        self.assertEqual(list(h), roster)
        self.assertEqual(dict(h), {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?",
                                   "White": "?", "Black": "?", "Result": "*"})
        h["White"] = "Anderson"
        h["Black"] = "Zhmurov"
        h["Annotator"] = "me"
        self.assertEqual(list(h), roster + ["Annotator"])
        h["White"] = "U. Anderson"
        self.assertEqual(h["White"], "U. Anderson")
        self.assertNotIn("white", h)   # case-sensitive
        self.assertEqual(h.get("Opening"), None)
        game.add_move("e2-e4").comment = "kept"
        h["Result"] = "1/2-1/2"
        self.assertEqual(game.result, "1/2-1/2")
        del h["Black"]
        self.assertEqual(list(h), ["Event", "Site", "Date", "Round", "White", "Result", "Annotator"])
        self.assertEqual(game.result, "1/2-1/2")
        self.assertEqual(game.root.next().comment, "kept")
        self.assertEqual(h.pop("Annotator"), "me")
        # a tag's name and value are str: None is a TypeError naming which, the tags unchanged
        for name, value in (("White", None), (None, "x"), ("White", 3)):
            with self.assertRaisesRegex(TypeError, "tag_value|tag_name"):
                h[name] = value  # type: ignore[index,assignment]
        self.assertEqual(h["White"], "U. Anderson")
        with self.assertRaises(KeyError):
            del h["Black"]
        with self.assertRaises(KeyError):
            h["Nope"]
        for bad in ("SetUp", "FEN"):
            with self.assertRaises(ValueError):
                h[bad] = "1"
        with self.assertRaises(ValueError):
            del h["Result"]
        with self.assertRaises(ValueError):
            h["bad name"] = "x"
        with self.assertRaises(ValueError):
            h["Ok"] = "new\nline"
        with self.assertRaises(ValueError):
            h["Ok"] = "nul\0"
        with self.assertRaises(TypeError):
            h["Ok"] = 3
        with self.assertRaises(ValueError):
            game.result = "2-0"
        self.assertEqual(dict(h), {"Event": "?", "Site": "?", "Date": "????.??.??", "Round": "?",
                                   "White": "U. Anderson", "Result": "1/2-1/2"})
        self.assertIn('[White "U. Anderson"]', str(game))
        # a round trip keeps the headers (python-chess users expect it)
        fresh = tavreli.Game()
        again = tavreli.read_game(str(fresh).encode())
        self.assertEqual(dict(again.headers), dict(fresh.headers))
        self.assertEqual(list(again.headers), list(fresh.headers))


class GameMemoryTest(unittest.TestCase):
    """Python objects own their C objects; nothing returned dangles."""

    def test_values_outlive_the_game(self):
        game = tavreli.read_games(TGN).__next__()
        moves, headers, problems = game.moves, dict(game.headers), game.warnings
        node = game.end()
        ref = weakref.ref(game)
        positions = list(game.positions())
        del game
        gc.collect()
        self.assertIsNotNone(ref())      # the node keeps its game
        self.assertEqual(node.text, "e1(3)-d2")
        del node
        gc.collect()
        self.assertIsNone(ref())         # freed (tav_game_free) with the last reference
        self.assertEqual(len(moves), 44)
        self.assertEqual(headers["White"], "У.Андерсон")
        self.assertEqual(problems[0].move, "b1 e1")
        self.assertTrue(positions[-1].is_checkmate())

    def test_many_games(self):
        # Reading and dropping games repeatedly: every C object is freed
        # (a leak shows as growth of the resident set in leak.py; here we
        # check that nothing breaks and the objects go).
        refs = []
        for _ in range(20):
            for game in tavreli.read_games(TGN):
                refs.append(weakref.ref(game))
        del game
        gc.collect()
        self.assertTrue(all(r() is None for r in refs))


if __name__ == "__main__":
    unittest.main()
