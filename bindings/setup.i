/* Building positions square by square (tavreli/setup.h) for every target
 * language: an editable board (tav_setup) that may be illegal, and the
 * position it makes once the TFEN reader accepts it (R10). Included by
 * bindings/tavreli.i; no language-specific code here. */
%rename("%s") tav_setup;
%rename("%s") tav_setup_push_piece;
%rename("%s") tav_setup_pop_piece;
%rename("%s") tav_setup_clear_square;
%rename("%s") tav_setup_height;
%rename("%s") tav_setup_piece;
%rename("%s") tav_setup_set_turn;
%rename("%s") tav_setup_set_castling;
%rename("%s") tav_setup_set_ep_square;
%rename("%s") tav_setup_set_clocks;
%rename("%s") tav_setup_copy;
%rename("%s") tav_setup_turn;
%rename("%s") tav_setup_castling;
%rename("%s") tav_setup_ep_square;
%rename("%s") tav_setup_halfmove;
%rename("%s") tav_setup_fullmove;
%newobject tav_setup_copy;

/* Opaque in C: a class with no constructor (the tavb_setup_* factories
 * make them) and a destructor that calls tav_setup_free(). */
%nodefaultctor tav_setup;
struct tav_setup {};
%extend tav_setup {
    ~tav_setup() { tav_setup_free($self); }
}

%newobject tavb_setup_new;
%newobject tavb_setup_from_position;
%newobject tavb_setup_tfen;
%newobject tavb_setup_position;

%include "tavreli/setup.h"

%inline %{
/** A new empty board; NULL if out of memory. */
tav_setup *tavb_setup_new(void)
{
    return tav_setup_new();
}

/** The board of pos as a new setup; NULL if out of memory. */
tav_setup *tavb_setup_from_position(const tav_position *pos)
{
    return tav_setup_from_position(pos);
}

/** The TFEN of s, legal or not, as a new string; NULL on failure. */
char *tavb_setup_tfen(const tav_setup *s)
{
    char buf[TAV_TFEN_MAX + 1];
    if (tav_setup_tfen(s, buf, sizeof buf) < 0)
        return NULL;
    return strdup(buf);
}

/** The position of s, or NULL with err saying what makes it illegal. */
tav_position *tavb_setup_position(const tav_setup *s, tav_error *err)
{
    tav_position *p = NULL;
    int rc = tav_setup_position(s, &p, err);
    if (rc != TAV_OK && err && err->code == TAV_OK)
        err->code = rc;
    return rc == TAV_OK ? p : NULL;
}
%}
