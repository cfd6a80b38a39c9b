/* Raw board edits used by the TFEN reader and the tests: they keep the
 * bitboards in step with the towers (R2: a tower belongs to its top). */
#include <string.h>
#include "core/position_impl.h"
#include "core/board.h"

void tav__clear_board(struct tav_position *p)
{
    p->occ = p->virgin = p->tall = p->key = 0;
    memset(p->color_bb, 0, sizeof p->color_bb);
    memset(p->kind_bb, 0, sizeof p->kind_bb);
    memset(p->height, 0, sizeof p->height);
    memset(p->stack, 0, sizeof p->stack);
    p->king[0] = p->king[1] = 0;
    p->turn = TAV_WHITE;
    p->castling = 0;
    p->ep = NO_SQ;
    p->halfmove = 0;
    p->fullmove = 1;
}

void tav__put_piece(struct tav_position *p, int sq, uint8_t piece)
{
    untop(p, sq);
    p->stack[sq][p->height[sq]++] = piece;
    retop(p, sq);
}
