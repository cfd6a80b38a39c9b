/* Piece letters (R1). */
#include "tavreli/piece.h"

char tav_kind_letter(tav_kind kind)
{
    return kind >= TAV_KING && kind <= TAV_HELGI ? "KQRBNPH"[kind - 1] : '?';
}
