/* The UCI codec (tavreli/uci.h) for every target language: a line read
 * into a tav_uci_line object (its kind, flags, has, texts as attributes);
 * its numbers and its list through the helpers below, since C arrays
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
    tav_uci_line() { return (tav_uci_line *)calloc(1, sizeof(tav_uci_line)); }
    ~tav_uci_line() { free($self); }
}

%include "tavreli/uci.h"

%inline %{
/** tav_uci_parse() of a NUL-terminated line. */
int tavb_uci_parse(const char *text, tav_uci_line *out, tav_error *err)
{
    return tav_uci_parse(text, text ? strlen(text) : 0, out, err);
}

/** The number which (a tav_uci_num) of line; 0 when the line did not give it. */
long long tavb_uci_num(const tav_uci_line *line, int which)
{
    if (!line || which < 0 || which >= TAV_UCI_NUM_COUNT || !(line->has & TAV_UCI_HAS(which)))
        return 0;
    return line->num[which];
}
%}
