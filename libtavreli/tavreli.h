/* libtavreli: the rules of Tavreli ("Russian chess") as a C library.
 * Include this one header; each module has its own under tavreli/. */
#ifndef TAVRELI_H
#define TAVRELI_H

#include "tavreli/common.h"
#include "tavreli/version.h"
#include "tavreli/error.h"
#include "tavreli/random.h"
#include "tavreli/now.h"
#include "tavreli/square.h"
#include "tavreli/piece.h"
#include "tavreli/move.h"
#include "tavreli/position.h"
#include "tavreli/query.h"
#include "tavreli/setup.h"
#include "tavreli/notation.h"
#include "tavreli/perft.h"
#include "tavreli/game.h"
#include "tavreli/game_eval.h"
#include "tavreli/clock.h"
#include "tavreli/svg.h"
#include "tavreli/svg_graph.h"
#include "tavreli/solver.h"
#include "tavreli/outcome.h"
#include "tavreli/engine.h"
#include "tavreli/analysis.h"
#include "tavreli/uci.h"

#endif
