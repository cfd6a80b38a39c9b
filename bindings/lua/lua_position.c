/* Lua only: moves as text for Position's push and pop, divide, and the
 * move pusher of the typemaps (lua_position.h). */
#include <stdlib.h>
#include <string.h>
#include "lua_position.h"

void tavl_push_move(lua_State *L, tav_move m)
{
    char buf[TAV_MOVE_TEXT_MAX + 1];
    if (m != TAV_NO_MOVE && tav_move_format(m, buf, sizeof buf) >= 0)
        lua_pushstring(L, buf);
    else
        lua_pushnil(L);
}

char *tav_position_l_push(tav_position *pos, const char *text, tav_error *err)
{
    if (text && strcmp(text, "0000") == 0) { /* UCI's and python-chess's null move */
        int64_t r = tavb_push(pos, TAV_NULL_MOVE);
        if (r < 0) {
            tavb_set_status(err, (int)r, "0000 (the null move: not in check, R7)");
            return NULL;
        }
        return strdup("0000");
    }
    tav_move m = tavb_position_push_text(pos, text, err);
    return m == TAV_NO_MOVE ? NULL : tavb_move_format(m);
}

char *tav_position_l_pop(tav_position *pos, tav_error *err)
{
    tav_move m = tavb_position_pop_checked(pos, err);
    if (err->code != TAV_OK)
        return NULL;
    return m == TAV_NULL_MOVE ? strdup("0000") : tavb_move_format(m);
}

int tav_position_l_divide(const tav_position *pos, int depth, tav_divide_entry *out)
{
    return depth < 1 ? TAV_EINVAL : tavb_divide(pos, (unsigned)depth, out);
}
