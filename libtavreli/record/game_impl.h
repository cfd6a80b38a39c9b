/* Internal: the layout of tav_game shared by the files of record/ (the game
 * object, its tree, its end, the reader, the writer). Not installed. */
#ifndef TAV_RECORD_GAME_IMPL_H
#define TAV_RECORD_GAME_IMPL_H

#include <stdint.h>
#include "tavreli/game.h"

#define TAV__GAME_MAX_DEPTH 255
#define TAV__GAME_MAX_NODES 1000000
#define TAV__TAG_NAME_MAX 255
#define TAV__TAG_VALUE_MAX 65535
/* Positions kept for tav_game_position_at(): the position after every node
 * whose ply is a multiple of TAV__GAME_CHECKPOINT, while their cost stays
 * under TAV__GAME_CHECKPOINT_BUDGET. A kept position costs its plies of
 * history (32 bytes each) and TAV__GAME_CHECKPOINT_BOARD for its board
 * (about 2.3 kB): a game keeps at most ~8 MB, however hostile its tree. */
#define TAV__GAME_CHECKPOINT 16
#define TAV__GAME_CHECKPOINT_BOARD 72
#define TAV__GAME_CHECKPOINT_BUDGET (1u << 18)

typedef struct tav__node {
    tav_move move;
    int parent, first_child, last_child, next_sibling;
    int child_count;
    int ply;
    int depth; /* variation nesting */
    unsigned notes;
    unsigned char nags[TAV_GAME_MAX_NAGS];
    unsigned char nag_count;
    unsigned char removed; /* tav_game_remove_node(): the number is not reused */
    char *comment_before, *comment_after;
    unsigned long line, column;
    tav_position *pos; /* checkpoint: the position after the move, or NULL */
} tav__node;

struct tav_game {
    size_t index;
    unsigned long line;
    char **tag_names, **tag_values;
    size_t ntags, tags_cap;
    char start_tfen[TAV_TFEN_MAX + 1];
    tav_color start_turn;
    unsigned start_fullmove;
    tav__node *nodes;
    size_t nnodes, nodes_cap;
    int main_end;           /* last node of the main line */
    tav_position *end_pos;  /* position after main_end */
    size_t checkpoint_cost; /* of the nodes' pos, in plies of history */
    tav_result result;
    int result_agrees;
    int complete;
    int main_complete; /* the main line was replayed to its end */
    tav_problem *problems;
    size_t nproblems, problems_cap, nerrors, nwarnings;
};

/* game.c */
int tav__game_create(tav_game **out, tav_position *start); /* takes start on success */
int tav__game_append_tag(tav_game *g, const char *name, size_t nlen, const char *value, size_t vlen);

/* game_nodes.c */
const tav__node *tav__node_at(const tav_game *g, int node); /* NULL for a bad or removed node */
int tav__game_new_node(tav_game *g, int parent, tav_move m, int *out);
/* fullmove number of the move played at ply (1-based), and its side */
unsigned long long tav__game_fullmove_of(const tav_game *g, int ply);
tav_color tav__game_side_of(const tav_game *g, int ply);
/* Keep a copy of after (the position after node's move) when node is a
 * checkpoint and the budget allows; a cache: failing to copy changes nothing. */
void tav__game_keep(tav_game *g, int node, const tav_position *after);
/* Forget node's kept position (the node is removed). */
void tav__game_forget(tav_game *g, int node);

/* game_notes.c: normalise white space of a comment into a new string; NULL
 * text gives NULL with rc TAV_OK; an empty result is returned as NULL */
int tav__normalize_comment(const char *text, size_t len, char **out);
int tav__append_comment(char **slot, const char *text, size_t len, size_t limit, int *too_long);

/* game_end.c: the one judgement of a result (R8, R11): which of the
 * TAV__RESULT_* disagreements result has with the Result tag (NULL: none)
 * and the position at the end of the main line (NULL: not replayed to its
 * end). 0 when it agrees. */
#define TAV__RESULT_TAG_DIFFERS 1
#define TAV__RESULT_BOARD_DIFFERS 2
int tav__result_disagreement(tav_result result, const char *tag, const tav_position *end);
void tav__game_update_end(tav_game *g);
int tav__game_add_problem(tav_game *g, const tav_problem *p);
/* A warning of kind about node's move (node <= 0: about the game, at its
 * first line), message trimmed to a problem's size. TAV_OK or TAV_ENOMEM. */
int tav__game_warn_node(tav_game *g, int node, tav_problem_kind kind, const char *message);

#endif
