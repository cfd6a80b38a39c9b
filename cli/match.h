/* tavreli match: the players (UCI programs, the built-in engine, the random
 * and greedy baselines) behind one interface, for the referee in match.c. */
#ifndef TAVRELI_MATCH_H
#define TAVRELI_MATCH_H

#include <stdint.h>
#include <sys/types.h>
#include <tavreli.h>

enum player_kind { PLAYER_UCI, PLAYER_BUILTIN, PLAYER_RANDOM, PLAYER_GREEDY };

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

#define PLAYER_OPTIONS_MAX 16

typedef struct player {
    enum player_kind kind;
    char name[128];
    int named;        /* --name given: keep it over the engine's id name */
    char spec[512];
    char options[PLAYER_OPTIONS_MAX][256]; /* --option NAME=VALUE, sent as setoption */
    int option_count;
    /* UCI */
    pid_t pid;
    int to_fd, from_fd;
    char buf[8192];
    size_t buf_len;
    /* builtin */
    tav_engine *engine;
    move_limits own;  /* builtin:depth=...; zero fields take the match's */
    size_t hash_mb;
    /* random, greedy */
    uint64_t rng;
} player;

/* Outcome of asking for a move. */
enum { PLAY_OK = 0, PLAY_CRASH, PLAY_HANG, PLAY_ILLEGAL, PLAY_NONE };

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
/* The player's move in pos (which started from start_tfen, its history
 * holding the moves). Returns PLAY_OK with *out a legal move, or why not
 * with reason filled; after PLAY_CRASH or PLAY_HANG the program is killed
 * and restarted at the next game. */
int player_move(player *p, const tav_position *pos, const char *start_tfen, const move_limits *lim,
                tav_move *out, char *reason, size_t size);
void player_free(player *p);

#endif
