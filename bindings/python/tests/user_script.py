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


if __name__ == "__main__":
    for part in (board_names, building, values, games, engine_names):
        for text in part():
            print(text)
