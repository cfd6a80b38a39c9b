/* Internal: the layout of tav_game shared by game_tree.c, game_read.c and
 * game_write.c. Not installed. */
#ifndef TAV_GAME_IMPL_H
#define TAV_GAME_IMPL_H

#include <stdarg.h>
#include <stdint.h>
#include "tavreli/game.h"

#define TAV__GAME_MAX_DEPTH 255
#define TAV__GAME_MAX_NODES 1000000
#define TAV__TAG_NAME_MAX 255
#define TAV__TAG_VALUE_MAX 65535

typedef struct tav__node {
    tav_move move;
    int parent, first_child, last_child, next_sibling;
    int ply;
    int depth;               /* variation nesting */
    unsigned notes;
    unsigned char nags[TAV_GAME_MAX_NAGS];
    unsigned char nag_count;
    char *comment_before, *comment_after;
    unsigned long line, column;
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
    int nnodes, nodes_cap;
    int main_end;            /* last node of the main line */
    tav_position *end_pos;   /* position after main_end */
    int result;
    int result_agrees;
    int complete;
    int main_complete;       /* the main line was replayed to its end */
    tav_problem *problems;
    size_t nproblems, problems_cap, nerrors, nwarnings;
};

/* game_tree.c */
int tav__game_create(tav_game **out, tav_position *start); /* takes start on success */
int tav__game_new_node(tav_game *g, int parent, tav_move m, int *out);
int tav__game_append_tag(tav_game *g, const char *name, size_t nlen, const char *value, size_t vlen);
int tav__game_add_problem(tav_game *g, const tav_problem *p);
int tav__game_fullmove_of(const tav_game *g, int ply); /* number of the move played at ply (1-based) */
int tav__game_side_of(const tav_game *g, int ply);
/* normalise white space of a comment into a new string; NULL text gives
 * NULL with rc TAV_OK; an empty result is returned as NULL */
int tav__normalize_comment(const char *text, size_t len, char **out);
int tav__append_comment(char **slot, const char *text, size_t len, size_t limit, int *too_long);
void tav__game_update_end(tav_game *g);

#endif
