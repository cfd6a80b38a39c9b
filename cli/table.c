/* The table of the tavreli program's commands and options (cli/table.h):
 * the single source of its usage texts, man page and shell completion. */
#include <string.h>
#include <tavreli.h>
#include "table.h"

#define FLAG(n, h)                                   \
    {                                                \
        n, NULL, CLI_FLAG, 0, 0, 0, 0, h, NULL, NULL \
    }
#define TEXT(n, a, h, ex, ch)                 \
    {                                         \
        n, a, CLI_TEXT, 0, 0, 0, 0, h, ex, ch \
    }
#define UINT(n, a, lo, hi, h)                       \
    {                                               \
        n, a, CLI_UINT, lo, hi, 0, 0, h, NULL, NULL \
    }
#define REAL(n, a, lo, hi, h)                       \
    {                                               \
        n, a, CLI_REAL, 0, 0, lo, hi, h, NULL, NULL \
    }
#define END                                         \
    {                                               \
        NULL, NULL, 0, 0, 0, 0, 0, NULL, NULL, NULL \
    }
#define PROGRESS FLAG("--progress", "show progress on standard error even when it is not a terminal")

static const cli_option perft_options[] = {
    UINT("--threads", "N", 1, 64, "share the root moves among N threads"),
    UINT("--hash", "MB", 1, 1048576, "count through a transposition table of MB MiB shared by the threads"),
    UINT("--hash-seed", "S", 0, ~0ull, "draw the table's position keys from seed S (default 1)"),
    FLAG("--divide", "print the count below each root move, then the total"),
    FLAG("--verify", "recount perft(1..DEPTH) at 200 random nodes by playing every leaf"),
    TEXT("--resume", "FILE", "keep each root move's count in FILE as it is done; run again, count only the others",
         "perft8.journal", NULL),
    PROGRESS,
    END,
};

static const cli_option no_options[] = { END };

static const cli_option validate_options[] = {
    FLAG("--strict", "stop a game at its first problem"),
    FLAG("--lenient", "repair known typos of handwritten scores and report them as warnings"),
    FLAG("--json", "print the report as JSON"),
    END,
};

static const cli_option convert_options[] = {
    FLAG("--lenient", "repair known typos of handwritten scores (as validate --lenient)"),
    FLAG("--strict", "read the records strictly (the default)"),
    END,
};

#define COLOUR_ROLES "light, dark, margin, coord, lastmove light, lastmove dark, check, arrow, mark, " \
                     "white, white ink, black, black ink, promoted, height"
static const cli_option svg_options[] = {
    UINT("--size", "N", TAV_SVG_SIZE_MIN, TAV_SVG_SIZE_MAX, "the picture's height in pixels (default 400)"),
    FLAG("--flip", "black at the bottom"),
    TEXT("--orientation", "SIDE", "the colour at the bottom: white or black", "black", "white black"),
    FLAG("--no-coordinates", "no file letters and rank digits"),
    TEXT("--lastmove", "SQ-SQ", "highlight the last move's squares (e2-e4 or e2e4)", "e2-e4", NULL),
    TEXT("--check", "SQ", "highlight a king in check on SQ; auto: the side to move's king, if in check", "auto",
         "auto"),
    TEXT("--arrow", "SQ-SQ[:COLOUR]", "draw an arrow, a circle when both squares are the same (repeatable)",
         "e2-e4:red", NULL),
    TEXT("--fill", "SQ:COLOUR", "fill a square (repeatable)", "e4:#ff000080", NULL),
    TEXT("--mark", "SQ", "mark a square with a cross (repeatable)", "d5", NULL),
    TEXT("--color", "ROLE=COLOUR", "a colour of the style; ROLE: " COLOUR_ROLES, "light=#eeeeee", NULL),
    TEXT("--colour", "ROLE=COLOUR", "the same as --color", "dark=green", NULL),
    UINT("--legend", "N", 0, 64, "list towers of N or more pieces beside the board (default 5, 0: none)"),
    TEXT("--title", "TEXT", "the picture's title (default: the TFEN)", "start", NULL),
    END,
};

static const cli_option solve_options[] = {
    TEXT("--stip", "STIP", "the stipulation: #n, h#n, s#n, =n, h=n or s=n (default #2, or the record's)", "#3",
         NULL),
    FLAG("--tries", "find the tries and their refutations"),
    FLAG("--threats", "find the threat after each key"),
    FLAG("--json", "print one JSON object"),
    FLAG("--tgn", "print the record with the solution as movetext"),
    UINT("--nodes", "N", 1, 1ull << 50, "stop after N nodes (the answer then says it is incomplete)"),
    REAL("--seconds", "S", 0.001, 1e7, "stop after S seconds (the answer then says it is incomplete)"),
    PROGRESS,
    END,
};

static const cli_option dead_options[] = {
    UINT("--nodes", "N", 1, 1ull << 40, "the search budget of each side (default 2000000)"),
    FLAG("--json", "print one JSON object"),
    PROGRESS,
    END,
};

static const cli_option play_options[] = {
    REAL("--time", "S", 0.001, 1e7, "the engine's time a move in seconds (default 1)"),
    FLAG("--black", "play black"),
    END,
};

static const cli_option match_options[] = {
    TEXT("--engine", "E", "a player (give two): a UCI command, builtin[:depth=N,nodes=N,movetime=MS,hash=MB], "
                          "random or greedy",
         "random", "builtin random greedy"),
    UINT("--games", "N", 1, 1000000, "play N games, colours paired (default 2)"),
    UINT("--depth", "N", 1, TAV_DEPTH_MAX, "search each move to depth N"),
    UINT("--nodes", "N", 1, 1ull << 50, "search N nodes a move"),
    UINT("--movetime", "MS", 1, 1ull << 40, "search MS milliseconds a move (default 100 without another limit)"),
    UINT("--timeout", "MS", 1, 1ull << 40, "an engine silent for MS milliseconds more loses (default 5000)"),
    TEXT("--openings", "FILE", "start the game pairs from the TFENs of FILE, one a line", "openings.epd", NULL),
    UINT("--random-plies", "K", 0, 40, "start each game pair after K random plies"),
    UINT("--seed", "S", 0, ~0ull, "the seed of the random plies and players (default 1)"),
    UINT("--max-moves", "N", 1, 100000, "adjudicate a draw after N moves (default 200)"),
    TEXT("--tgn", "FILE", "write every game to FILE (TGN)", "games.tgn", NULL),
    FLAG("--quiet", "print only the final table"),
    TEXT("--tc", "TIMECONTROL", "real clocks (R13), e.g. 60+1, 40/120:60d2, 300b3; wtime and btime sent to the engines",
         "60+1", NULL),
    TEXT("--name", "NAME", "after an --engine: its name in the table and the TGN (default: its id name)", "A", NULL),
    TEXT("--option", "NAME=VALUE", "after an --engine: send setoption NAME VALUE at the start (at most 128 per engine)",
         "Hash=16", NULL),
    TEXT("--sprt", "SPEC", "stop when the sequential probability ratio test decides and print its log-likelihood "
                           "ratio; SPEC is elo0=E,elo1=E,alpha=A,beta=B; without --openings or --random-plies the built-in opening "
                           "suite",
         "elo0=0,elo1=5,alpha=0.05,beta=0.05", NULL),
    TEXT("--resign", "SPEC", "adjudicate a loss when an engine's score stays at or below -CP for N of its moves; "
                             "SPEC is movecount=N,score=CP[,twosided=true] (the opponent's at least +CP as long)",
         "movecount=3,score=600", NULL),
    TEXT("--draw", "SPEC", "adjudicate a draw when from move M both scores stay within +-CP for N moves each; "
                           "SPEC is movenumber=M,movecount=N,score=CP",
         "movenumber=40,movecount=8,score=10", NULL),
    TEXT("--tally", "W-L-D", "play nothing: print the table (and the SPRT's verdict) for W wins, L losses and D "
                             "draws of the first engine, as tavreli.distributed does",
         "3-1-2", NULL),
    UINT("--first-pair", "P", 0, 100000000, "start at game pair P (from 0) of a longer match: its openings, seeds "
                                            "and round numbers (tavreli.distributed plays a match so)"),
    PROGRESS,
    END,
};

static const cli_option analyse_options[] = {
    UINT("--depth", "N", 1, TAV_DEPTH_MAX, "search to depth N (default 6 without another limit)"),
    REAL("--time", "S", 0.001, 1e7, "search S seconds"),
    UINT("--nodes", "N", 1, 1ull << 50, "search N nodes"),
    UINT("--multipv", "K", 1, TAV_MULTIPV_MAX, "print the K best lines"),
    UINT("--threads", "N", 1, 64, "search with N threads (default 1)"),
    UINT("--hash", "MB", 1, TAV_ENGINE_HASH_MAX, "a transposition table of MB MiB (default 16)"),
    FLAG("--json", "print one JSON object"),
    END,
};

static const cli_option annotate_options[] = {
    UINT("--depth", "N", 1, TAV_DEPTH_MAX, "search each position to depth N"),
    UINT("--nodes", "N", 1, 1ull << 50, "search N nodes a position (default 100000 without another limit)"),
    REAL("--time", "S", 0.001, 1e7, "search S seconds a position"),
    UINT("--threads", "N", 1, 64, "search with N threads (default 1; more threads are not deterministic)"),
    UINT("--hash", "MB", 1, TAV_ENGINE_HASH_MAX, "a transposition table of MB MiB (default 16)"),
    FLAG("--json", "print each game's analysis as one JSON object instead of the record"),
    TEXT("--graph", "FILE.svg", "draw each game's evaluation graph (FILE.svg, then FILE-2.svg...)", "graph.svg", NULL),
    PROGRESS,
    END,
};

const cli_command cli_commands[] = {
    { "perft", "TFEN DEPTH", 2, 2, "count the leaves of the move tree (R12)",
      "Print the number of leaves of the legal-move tree of depth DEPTH (0 to 64) from TFEN; the last ply is "
      "counted in bulk. With a table (--hash) the counts of subtrees already seen are looked up, and the "
      "table's look-ups and hits go to standard error (doc/perft.md gives the odds of a wrong count: below "
      "4 in 2^64 per look-up).",
      perft_options, "startpos 1" },
    { "divide", "TFEN DEPTH", 2, 2, "perft, one line per root move",
      "Print one line \"move count\" per legal move, sorted by the move text, then \"total n\": the same as "
      "perft --divide.",
      perft_options, "startpos 1" },
    { "fen", "TFEN [MOVE...]", 1, -1, "play moves, print the TFEN",
      "Play the moves (R9 notation) in order from TFEN and print the TFEN of the result.", no_options,
      "startpos e2-e4" },
    { "moves", "TFEN", 1, 1, "list the legal moves", "Print the legal moves of TFEN, one a line, sorted.",
      no_options, "startpos" },
    { "validate", "FILE...", 1, -1, "check game records (R11)",
      "Read game records (TGN: PGN's syntax with this notation; - for standard input), replay every move, "
      "check clock data against the time control (R13) and print one line per game with its end state and "
      "any located problems, then a summary. The exit status is 0 when every game is valid. Strict unless "
      "--lenient, the default of Python's tavreli.read_games().",
      validate_options, "-" },
    { "convert", "FILE...", 1, -1, "rewrite game records as canonical TGN",
      "Read game records (- for standard input) and write the valid ones to standard output as canonical TGN; "
      "problems go to standard error.",
      convert_options, "-" },
    { "svg", "TFEN [MOVE...]", 1, -1, "draw a position as SVG",
      "Write an SVG picture of TFEN after the moves (R9 notation) to standard output, the last move "
      "highlighted (--lastmove draws another). COLOUR is #rgb, #rrggbb, #rrggbbaa or a name (red, "
      "green, blue, ...); SQ is a square such as e4.",
      svg_options, "startpos e2-e4" },
    { "solve", "TFEN|FILE.tgn", 1, 1, "solve a problem (R14)",
      "Solve a problem (R14) given as a TFEN, or as TGN records with a Stipulation tag. Prints each key with "
      "!, its threat (--threats), each defence with the moves that answer it down to the mate, the tries "
      "with ? and their refutation (--tries), or every helpmate solution; then the nodes, the time and "
      "whether the search was complete. An incomplete answer (--nodes, --seconds) says so and proves "
      "nothing missing.",
      solve_options, "startpos" },
    { "dead", "TFEN [MOVE...]", 1, -1, "can each side still checkmate? (R8)",
      "Can each side still checkmate by some series of legal moves after the moves (R8, dead position; R13, "
      "flag fall)? For each colour: yes with a line of moves that ends in its mate, no (proved by its "
      "material or by searching every reachable position), or unknown within the budget; then whether the "
      "position is dead (drawn).",
      dead_options, "startpos" },
    { "uci", "", 0, 0, "the engine over UCI",
      "Run the engine over the UCI protocol on standard input and output: options Hash, MultiPV, "
      "UCI_Variant (tavreli); moves in R9 notation. See doc/engine.md.",
      no_options, "" },
    { "play", "[TFEN]", 0, 1, "play the engine in the terminal",
      "Play the engine in the terminal from TFEN (default startpos): the board with its towers (bottom to "
      "top) after every move; type moves, or undo, tfen, moves, claim, help, quit.",
      play_options, "startpos" },
    { "match", "", 0, 0, "two engines play each other",
      "Two engines play each other with colours paired, from --openings or after --random-plies; the "
      "library referees (R8). A crash, a hang or an illegal move loses the game; --resign and --draw "
      "adjudicate by the engines' scores. Each engine move's score, depth and time go into the TGN as a "
      "comment ({+0.35/12 0.31s}). Prints the score and the Elo difference with its 95% interval.",
      match_options, "" },
    { "analyse", "TFEN [MOVE...]", 1, -1, "search a position, print the best lines",
      "Search the position after the moves and print the best lines (score, depth, principal variation), "
      "or one JSON object.",
      analyse_options, "startpos" },
    { "annotate", "FILE", 1, 1, "analyse every move of games, write them annotated",
      "Search every position of each game's main line (- for standard input) and write the games as TGN with "
      "the evaluation after every move ([%eval]), $6 ?! inaccuracies, $2 ? mistakes and $4 ?? blunders, the "
      "engine's better line as a variation at each mistake and blunder, and each player's accuracy, average "
      "loss and counts in tags (doc/analysis.md). Deterministic at a fixed depth or node count with one thread.",
      annotate_options, "-" },
};
const size_t cli_command_count = sizeof cli_commands / sizeof cli_commands[0];

const char cli_tagline[] = "rules engine for Tavreli (Russian chess): perft, positions, moves, game records, "
                           "problems, the engine";

const char cli_intro[] = "tavreli is the command-line front end of libtavreli. In Tavreli no piece leaves the board: a piece "
                         "moving onto an occupied square climbs on top and forms a tower, towers move by their top piece and may "
                         "split. TFEN is a position in TFEN (FEN with towers: a tower is written bottom first in parentheses, as "
                         "in (pQ)); the word startpos stands for the start position wherever a TFEN is asked for. Moves are "
                         "written in the federation's notation: e2-e4, c1(2)-d2 (a split: the top two pieces of the tower on "
                         "c1), 0-0, 0-0-0.";

const char cli_exit_status[] = "0 on success (for validate: every game valid), 1 for a bad TFEN, move or game record (the located "
                               "error is printed on standard error), 2 for a usage error (a one-line message and a hint to tavreli "
                               "COMMAND --help).";

const char cli_progress_text[] = "perft (at depth 6 or more, and with --divide), solve, dead and match show their progress on standard error, "
                                 "on one line rewritten in place, when standard error is a terminal, or with --progress; never with "
                                 "--json.";

const char *const cli_examples[] = {
    "tavreli perft startpos 5",
    "tavreli divide '7k/8/8/8/3(pNR)4/8/8/7K w - - 0 1' 2",
    "tavreli fen startpos e2-e4 d7-d5 e4-d5 d8-d5",
    "tavreli validate --lenient games.tgn",
    "tavreli solve --stip '#2' --tries '8/8/5RH1/(Bb)3K3/8/8/1k6/8 w - - 0 1'",
    "tavreli svg startpos --lastmove e2-e4 > start.svg",
    "tavreli match --engine builtin:depth=3 --engine random --games 4",
    NULL,
};

const cli_command *cli_command_find(const char *name)
{
    for (size_t i = 0; name && i < cli_command_count; i++)
        if (strcmp(cli_commands[i].name, name) == 0)
            return &cli_commands[i];
    return NULL;
}

const cli_option *cli_option_find(const cli_command *cmd, const char *name)
{
    for (const cli_option *o = cmd ? cmd->options : NULL; o && o->name; o++)
        if (strcmp(o->name, name) == 0)
            return o;
    return NULL;
}
