/* tavreli match: the players (UCI programs, the built-in engine, the random
 * and greedy baselines) behind one interface, for the referee in match.c. */
#ifndef TAVRELI_MATCH_H
#define TAVRELI_MATCH_H

#include <stdint.h>
#include <sys/types.h>
#include <tavreli.h>

enum player_kind { PLAYER_UCI,
                   PLAYER_BUILTIN,
                   PLAYER_RANDOM,
                   PLAYER_GREEDY };

/* Per-move limits, from the command line (a builtin spec may override). */
typedef struct move_limits {
    int depth;
    unsigned long long nodes, movetime_ms;
    unsigned long long timeout_ms; /* extra time before a UCI engine counts as hung */
    int timeout_set;               /* --timeout given: a deadline even at a fixed depth or node count */
    /* a timed match (--tc, R13): the clocks as the mover sees them */
    int timed;
    uint64_t time_ms[2], inc_ms[2]; /* [tav_color]: main time left, increment (or delay) */
    int movestogo;                  /* the mover's moves to the next period; 0 sudden death */
    uint64_t deadline_ms;           /* when the mover's flag falls, from now */
} move_limits;

#define PLAYER_OPTIONS_MAX 128 /* every option of the builtin engine (77) fits: a tuner sets them all */

typedef struct player {
    enum player_kind kind;
    char name[128];
    int named; /* --name given: keep it over the engine's id name */
    char spec[512];
    char options[PLAYER_OPTIONS_MAX][256]; /* --option NAME=VALUE, sent as setoption */
    int option_count;
    char declared[PLAYER_OPTIONS_MAX][256]; /* a UCI engine's "option name ..." lines */
    int declared_count;
    /* UCI */
    pid_t pid;
    int to_fd, from_fd;
    char buf[8192];
    size_t buf_len;
    /* builtin */
    tav_engine *engine;
    move_limits own; /* builtin:depth=...; zero fields take the match's */
    size_t hash_mb;
    /* random, greedy */
    uint64_t rng;
} player;

/* What the mover said about its move: its last score and depth (UCI info
 * lines; the built-in engine's result), for the TGN comment and the
 * adjudication by score. */
typedef struct move_info {
    int has_score; /* 0: the player gave none (random, greedy, a silent engine) */
    int cp, mate;  /* for the mover: centipawns, or mate in mate moves (> 0 it mates) */
    int depth;     /* 0: not given */
} move_info;

/* Outcome of asking for a move. */
enum { PLAY_OK = 0,
       PLAY_CRASH,
       PLAY_HANG,
       PLAY_ILLEGAL,
       PLAY_TOO_LONG, /* the game is longer than a UCI position line holds: the referee's limit, a draw */
       PLAY_NONE };

/* A read that waits for ever (a fixed depth or node count, no --timeout). */
#define MATCH_NO_DEADLINE UINT64_MAX

uint64_t match_rng_next(uint64_t *state);
/* Milliseconds of a monotonic clock (the referee's wall clock). */
uint64_t match_now_ms(void);

/* Set p up from an --engine spec; returns 0 and says why on stderr if the
 * spec is bad. Starts nothing yet. */
int player_init(player *p, const char *spec);
/* Start a game: (re)start a UCI program if it is not running. Returns
 * PLAY_OK or why it failed (reason filled). */
int player_new_game(player *p, uint64_t seed, const move_limits *lim, char *reason, size_t size);
/* The player's move in pos (a UCI program gets pos's root and its history,
 * written by the UCI codec). Returns PLAY_OK with *out a legal move and *info what
 * it said of it, or why not with reason filled; after PLAY_CRASH or PLAY_HANG the program is killed
 * and restarted at the next game. */
int player_move(player *p, const tav_position *pos, const move_limits *lim,
                tav_move *out, move_info *info, char *reason, size_t size);
void player_free(player *p);
/* ---- --option checked (cli/match_options.c) ---- */
/* Keep a UCI engine's "option name ..." line of its handshake. */
void player_declare_option(player *p, const char *line);
/* Every --option of p against what it has: set on the built-in engine,
 * checked against a UCI engine's declared options (after its handshake).
 * Returns 0 with why naming the option and its range when one is bad. */
int player_check_options(player *p, char *why, size_t size);

/* ---- the score (cli/match_stats.c) ---- */
typedef struct match_tally {
    int wins, losses, draws; /* from the first engine's side */
    int sprt;                /* --sprt given */
    double elo0, elo1, alpha, beta;
} match_tally;

int match_tally_games(const match_tally *t);
double match_tally_score(const match_tally *t);
/* The Elo difference and its 95% interval (+-inf at a 0% or 100% score). */
void match_elo(const match_tally *t, double *d, double *lo, double *hi);
/* -1 H0 accepted, 1 H1 accepted, 0 go on; the LLR and Wald's bounds. */
int match_sprt_verdict(const match_tally *t, double *llr, double *lo, double *hi);
/* "elo0=E,elo1=E,alpha=A,beta=B" into t; 0 when it does not read. */
int match_parse_sprt(match_tally *t, const char *text);
/* "W-L-D" into t's counts; 0 when it does not read. */
int match_parse_tally(match_tally *t, const char *text);
/* The table, the score, the Elo line and the SPRT's (tc_text NULL: no clocks). */
void match_report(const match_tally *t, const char *name0, const char *name1, const char *tc_text,
                  const int time_losses[2]);
/* The progress line's text after some of total games, seconds in. */
void match_progress_text(const match_tally *t, int total, double seconds, char *buf, size_t size);

/* ---- adjudication by score (cli/match_adjudicate.c) ---- */
typedef struct adjudication {
    int resign_count, resign_score, twosided;    /* --resign; count 0: off */
    int draw_movenumber, draw_count, draw_score; /* --draw; count 0: off */
    int low[2], high[2], level[2];               /* [tav_color]: the side's moves in a row at or below -score, at or
                                      above +score, within the draw's score */
} adjudication;

/* "movecount=N score=S [twosided=true]" (commas or spaces); 0 when it does not read. */
int match_parse_resign(adjudication *a, const char *text);
/* "movenumber=M movecount=N score=S"; 0 when it does not read. */
int match_parse_draw(adjudication *a, const char *text);
void match_adjudication_reset(adjudication *a);
/* After a move of side us with what it said (info), moves full moves into
 * the game: the result (reason filled) when the game is adjudicated, else -1. */
int match_adjudicate(adjudication *a, int us, const move_info *info, int moves, const char *const names[2],
                     char *reason, size_t size);
/* The move's TGN comment "+0.35/12 0.31s" into buf; 0 (nothing) without a score. */
int match_move_comment(const move_info *info, uint64_t ms, char *buf, size_t size);

/* The built-in opening suite (bench/openings.epd, compiled in by cli/engine.mk). */
extern const char match_default_openings[];

#endif
