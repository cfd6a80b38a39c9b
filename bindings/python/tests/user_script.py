"""A user's script in python-chess's idiom, checked by ``mypy --strict`` in
make check (python-typecheck.sh) and run by test_user_script.py: every
name it uses must be visible to a type checker, with its types."""
from __future__ import annotations

import io
import pickle
from typing import Dict, List, Optional

import tavreli
import tavreli.engine
import tavreli.svg


def board_names() -> List[str]:
    board = tavreli.Position("startpos")
    out: List[str] = [board.fen(), str(board.legal_moves.count())]
    piece: Optional[tavreli.Piece] = board.piece_at(tavreli.E1)
    assert piece is not None and piece.piece_type == tavreli.KING
    kind: Optional[tavreli.Kind] = board.piece_type_at("d8")
    color: Optional[tavreli.Color] = board.color_at(tavreli.D8)
    out += [str(kind), str(color), piece.unicode_symbol()]
    pieces: Dict[tavreli.Square, tavreli.Piece] = board.piece_map()
    out.append(str(len(pieces)))
    move = board.push_san("e2-e4")
    out += [str(move.from_square), str(move.to_square), board.san("e7-e5")]
    board.push_uci("e7-e5")
    out.append(board.variation_san(["g1-f3", "b8-c6"]))
    out.append(board.result())
    out.append(str(board.is_repetition(2)))
    attacked: tavreli.SquareSet = board.attacks(tavreli.F1)
    out.append(str(len(attacked)))
    out.append(str(len(board.pin(tavreli.WHITE, tavreli.E1))))
    out.append(str(board.is_capture(board.parse_san("d1-h5"))))
    out.append(str(board.is_castling(tavreli.Move(tavreli.E1, tavreli.G1))))
    out.append(str(sum(1 for _ in board.generate_legal_moves())))
    out.append(str(sum(1 for _ in board.generate_legal_captures())))
    out.append(str(board.has_kingside_castling_rights(tavreli.BLACK)))
    out.append(board.mirror().fen())
    out.append(board.unicode(empty_square="."))
    out.append(str(board.status() == tavreli.STATUS_VALID and board.is_valid()))
    short = board.copy(stack=False)
    out.append(str(len(short.move_stack)))
    short.clear_stack()
    short.set_fen("4k3/8/8/8/8/8/8/4K2R w K - 0 1")
    short.reset()
    out.append(str(board.king(color=tavreli.WHITE)))
    out.append(str(board.evaluate()))
    line = board.analyse(depth=2)
    out.append(str(line is not None))
    out.append(str(board.best_move(depth=1)))
    out.append(str(board.can_checkmate(tavreli.WHITE)))
    out.append(str(tavreli.Position("4k3/8/8/8/8/8/8/4K3 w - - 0 1").is_dead()))
    out.append(str(len(tavreli.Position("6k1/8/6K1/8/8/8/8/R7 w - - 0 1").solve("#1").keys)))
    return out


def building() -> List[str]:
    setup = tavreli.Setup.empty()
    setup.set_piece_at(tavreli.E1, tavreli.Piece.from_symbol("K"))
    problem: Optional[tavreli.TfenError] = setup.status()
    out = [problem.message if problem else "valid"]
    setup.set_piece_at("e8", tavreli.Piece(tavreli.KING, tavreli.BLACK))
    setup.set_tower_at("d4", [tavreli.Piece(tavreli.PAWN, tavreli.BLACK, badge=tavreli.QUEEN),
                              tavreli.Piece(tavreli.ROOK, tavreli.WHITE)])
    removed = setup.remove_piece_at("d4")
    out.append(str(removed))
    position: tavreli.Position = setup.position()
    out.append(position.tfen())
    return out


def values() -> List[str]:
    sq: tavreli.Square = tavreli.square(4, 3)
    out = [tavreli.SQUARE_NAMES[sq], str(tavreli.square_file(sq)), str(tavreli.square_rank(sq)),
           str(tavreli.square_distance(tavreli.A1, tavreli.H8))]
    s = tavreli.SquareSet(tavreli.BB_RANK_2) << 8
    out.append(str(s.issubset(tavreli.BB_RANK_3) and s <= tavreli.BB_ALL and s.isdisjoint([0])))
    null = tavreli.Move.null()
    out.append(str(null) if not null else "?")
    out.append(str(tavreli.Move.from_text("e2(1)-e4")))
    return out


def games() -> List[str]:
    game = tavreli.Game()
    end = game.add_line(["e2-e4", "e7-e5", "g1-f3"], comment="[%eval 0.25]")
    out = [str(game.mainline_moves()), str(end.turn()), str(end.starts_variation()),
           str(end.is_mainline())]
    score = end.eval()
    out.append(str(score.white() if score else None))
    out.append(str(game[0].move))
    out.append(game.write(headers=False))
    out.append(str(end.root() is game))
    end.nags.add(tavreli.NAG_GOOD_MOVE)
    again = pickle.loads(pickle.dumps(game))
    out.append(str(len(again)))
    f = io.StringIO(str(game) + "\n" + str(game))
    headers = tavreli.read_headers(f)
    out.append(headers["Result"] if headers is not None else "")
    out.append(str(tavreli.skip_game(f)))
    out.append(tavreli.svg.board(game.board(), size=200)[:4])
    return out


def engine_names() -> List[str]:
    score = tavreli.engine.PovScore(tavreli.Score(cp=20), tavreli.BLACK)
    limit = tavreli.engine.Limit(white_clock=60.0, black_clock=60.0)
    return [str(score.white()), str(score.relative), limit.go()]


def python_chess_defects() -> List[str]:
    """Each defect a python-chess user met first, as that user meets it, checked
    (assert) rather than printed: a failure names the item."""
    out: List[str] = []
    # Defects
    assert tavreli.Position().legal_moves.count() == 39, "legal_moves.count()"
    mated = tavreli.Position("k7/8/NKB5/8/8/8/8/8 b - - 105 176")
    assert mated.is_checkmate() and not mated.can_claim_fifty_moves() \
        and not mated.can_claim_draw(), "nothing is claimable once the game is over"
    tfen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1"
    assert tavreli.Game(tfen).headers["FEN"] == tfen, "Game(tfen) has FEN"
    assert tavreli.Game.from_board(tavreli.Position(tfen)).headers["SetUp"] == "1", "SetUp"
    assert tavreli.Game(), "an empty game is true"
    game = tavreli.Game()
    node = game.add_variation("e2-e4")
    assert node.root() == game and node.game() is game and game.root() is game, "root()"
    two = io.StringIO('[Event "A"]\n\n\n[Event "B"]\n')
    events: List[str] = []
    while True:
        read = tavreli.read_game(two)
        if read is None:
            break
        events.append(read.headers["Event"])
    assert events == ["A", "B"], f"two games without results: {events}"
    texts = io.StringIO("1. e2-e4 e7-e5\n\n1. d2-d4\n")
    assert len(list(tavreli.read_games(texts))) == 2, "movetext, blank line, movetext: two games"
    assert 0xFF - tavreli.SquareSet(tavreli.BB_A1) == tavreli.SquareSet(0xFE), "int - SquareSet"
    # Missing names: Board
    board = tavreli.Position()
    board.set_fen(tavreli.START_TFEN)
    board.reset()
    board.clear_stack()
    assert board.copy(stack=False).fen() == board.fen()
    assert board.result() == "*" and board.mirror().mirror() == board
    # Building positions, status()
    setup = tavreli.Setup.empty()
    assert setup.status() is not None and not setup.is_valid(), "an empty board is not valid"
    setup.set_piece_at("e1", tavreli.Piece.from_symbol("K"))
    setup.set_piece_at("e8", tavreli.Piece.from_symbol("k"))
    setup.set_piece_at("a8", tavreli.Piece.from_symbol("P"))
    why = setup.status()
    assert why is not None and why.square == "a8", "a pawn on its last rank"
    setup.remove_piece_at("a8")
    setup.set_piece_at("e7", tavreli.Piece.from_symbol("R"))
    why = setup.status()
    assert why is not None and "not to move is in check" in why.message, "side not to move in check"
    setup.turn = tavreli.BLACK
    assert setup.is_valid() and setup.position().is_check()
    # Move: null moves pushed and popped (tav_position_push_null)
    board.push_san("e2-e4")
    null = tavreli.Move.null()
    assert board.push(null) == null and not null and str(null) == "0000", "push(Move.null())"
    assert board.fen().split()[1:4] == ["w", "KQkq", "-"], "a null move clears en passant"
    assert list(board.move_stack) == [tavreli.Move("e2", "e4"), null], "move_stack shows it"
    assert board.pop() == null and board.fen().split()[3] == "e3", "pop() takes it back"
    assert board.san(null) == "--" and board.uci(null) == "0000"
    assert tavreli.Move.from_text("0000") == null
    try:
        tavreli.Position("4k3/8/8/8/8/8/4r3/4K3 w - - 0 1").push(null)
        raise AssertionError("a null move in check was pushed")
    except tavreli.IllegalMoveError:
        out.append("no null move in check")
    # Squares, SquareSet
    squares = tavreli.SquareSet([tavreli.E4])
    assert squares >> 8 == tavreli.SquareSet([tavreli.E3]) and squares <= tavreli.BB_ALL
    assert tavreli.SquareSet(tavreli.BB_ALL) >= squares and squares.issuperset([tavreli.E4])
    assert {squares: 1}[tavreli.SquareSet([tavreli.E4])] == 1, "immutable, so hashable"
    assert tavreli.square_distance(tavreli.E4, tavreli.E1) == 3
    # Games: NAGs, eval, pickling, headers-free writing
    end = game.end()
    end.nags.add(tavreli.NAG_BLUNDER)
    assert pickle.loads(pickle.dumps(game)).write(headers=False).startswith("1. e2-e4")
    # SVG module
    svg: str = tavreli.svg.board(tavreli.Position(), size=120)
    assert svg.startswith("<svg")
    out.append("python-chess defects: all items")
    return out


def engine_client(fake_uci: str, log: str) -> List[str]:
    """python-chess's engine client against a UCI engine (here the tests'
    fake engine, which answers with fixed lines)."""
    import sys
    engine = tavreli.engine.SimpleEngine.popen_uci([sys.executable, fake_uci, log])
    try:
        hash_option: tavreli.engine.Option = engine.options["Hash"]
        out = [str(hash_option.max)]
        engine.configure({"Ponder": True})
        for _ in range(2):  # each invalid call raises, not one call late
            try:
                engine.configure({"Hash": 0})
                raise AssertionError("an invalid option was accepted")
            except tavreli.engine.EngineError:
                pass
        out.append("configure raised")
        engine.configure({"Hash": 32})  # no stale error left for this call
        info = engine.analyse(tavreli.Position(), tavreli.engine.Limit(depth=2))
        assert isinstance(info, dict)
        score: tavreli.engine.PovScore = info["score"]
        out.append(str(score.white()))
        with engine.analysis(tavreli.Position(), tavreli.engine.Limit(depth=2)) as analysis:
            pvs = [len(i.get("pv", [])) for i in analysis]
        out.append(str(max(pvs)))
        mated = engine.analyse(tavreli.Position("R6k/8/6K1/8/8/8/8/8 b - - 0 1"),
                               tavreli.engine.Limit(depth=1))
        assert isinstance(mated, dict) and "score" in mated, "info without a pv is kept"
        result = engine.play(tavreli.Position(), tavreli.engine.Limit(white_clock=1.0))
        out.append(str(result.move))
    finally:
        engine.quit()
    with open(log, encoding="utf-8") as sent:
        assert "setoption name Ponder value true" in sent.read().splitlines(), "UCI's true"
    return out


if __name__ == "__main__":
    import os
    import sys
    import tempfile
    parts = [board_names, building, values, games, engine_names, python_chess_defects]
    for part in parts:
        for text in part():
            print(text)
    here = os.path.dirname(os.path.abspath(__file__))
    with tempfile.TemporaryDirectory() as tmp:
        for text in engine_client(os.path.join(here, "fake_uci.py"), os.path.join(tmp, "log")):
            print(text)
