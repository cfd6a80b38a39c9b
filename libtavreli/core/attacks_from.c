/* The squares a tower's top attacks (tavreli/query.h, R7). */
#include "core/position_impl.h"
#include "core/attacks.h"
#include "tavreli/query.h"

tav_squareset tav_position_attacks_from(const tav_position *p, int sq)
{
    if (!p || sq < 0 || sq > 63 || !p->height[sq])
        return 0;
    uint8_t top = top_of(p, sq);
    return tav__piece_attacks(PC_KIND(top), PC_COLOR(top), sq, p->occ);
}
