/* The engine (tavreli/engine.h) for every target language: the engine is a
 * class owning its C object; a search fills a result object whose lines
 * are read with the helpers below (C arrays inside structs do not map well
 * to most languages). No language-specific code here: a language may
 * release its global lock around the search with TAVB_BEGIN_UNLOCKED /
 * TAVB_END_UNLOCKED (see tavreli.i). */

%rename("%s") tav_engine;
%rename("%s") tav_engine_stop;
%rename("%s") tav_engine_clear;
%rename("%s") tav_engine_hash;
%rename("%s") tav_engine_set_hash;
%rename("%s") tav_evaluate;
%rename("%s") tav_search_result;
%rename("%s") tav_search_line;
%rename("%s") tav_limits;
%rename("%s") TAV_ENGINE_HASH_MAX;
%rename("%s") TAV_DEPTH_MAX;
%rename("%s") TAV_MULTIPV_MAX;

%ignore tav_engine_new;
%ignore tav_engine_free;
%ignore tav_engine_search;
%ignore tav_limits_init;
%ignore tav_search_result::lines;
%ignore tav_search_line::pv;
%ignore tav_limits::time_ms;
%ignore tav_limits::inc_ms;
%immutable tav_search_result::best_move;

%nodefaultctor tav_engine;
struct tav_engine {};
%extend tav_engine {
    ~tav_engine();
}

%extend tav_search_result {
    tav_search_result();
    ~tav_search_result();
}

%newobject tavb_engine_new;
%newobject tavb_engine_create;
%newobject tavb_engine_analyse_json;
%typemap(newfree) char *tavb_engine_analyse_json "tav_free($1);";
%include "tavreli/engine.h"

