/* The UCI codec (tavreli/uci.h) for every target language: a line read
 * into a tav_uci_line object (its kind, flags, has, texts as attributes);
 * its numbers and its list through the tier's helpers (tavb.h), since C arrays
 * inside structs do not map well to most languages. */

%rename("%s", regextarget=1, fullname=1) "^TAV_UCI_[^:]*$";
%rename("%s") tav_uci_line;
%rename("%s") tav_uci_kind;
%rename("%s") tav_uci_num;
%rename("%s") tav_uci_option_type;
%rename("%s") tav_uci_list_kind;
%rename("%s") tav_uci_list_at;
%rename("%s") tav_uci_kind_name;
%ignore tav_uci_line::num;
%ignore tav_uci_line::list;
%ignore tav_uci_line::store;
%immutable tav_uci_line::name;
%immutable tav_uci_line::value;
%immutable tav_uci_line::fen;
%immutable tav_uci_line::move;
%immutable tav_uci_line::ponder;
%immutable tav_uci_line::string;
%immutable tav_uci_line::refutation;
%immutable tav_uci_line::currline;

%extend tav_uci_line {
    tav_uci_line();
    ~tav_uci_line();
}

%newobject tavb_uci_write;
%newobject tavb_uci_position;
%newobject tavb_uci_setoption;
%newobject tavb_uci_go;
%newobject tavb_uci_option_json;
%newobject tavb_uci_handshake_json;
%newobject tavb_uci_search_json;
%include "tavreli/uci.h"
