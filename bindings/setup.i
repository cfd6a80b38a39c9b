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
    ~tav_setup();
}

%newobject tavb_setup_new;
%newobject tavb_setup_from_position;
%newobject tavb_setup_tfen;
%newobject tavb_setup_position;
%newobject tavb_setup_state;
%newobject tavb_setup_from_state;
%newobject tavb_setup_from_state_checked;

%include "tavreli/setup.h"

