/* libtavreli: the game-record part (TGN, R11, tavreli/game.h) of the SWIG
 * interface shared by every target language. Included at the end of
 * bindings/tavreli.i; keep it free of anything language-specific (a
 * language adds its own part through #ifdef SWIG<LANG> below).
 *
 * What the target languages see:
 *  - tav_game: an object owning one C tav_game (freed by tav_game_free()
 *    when the target object is collected), with every getter and editor of
 *    game.h under its C name (tav_game_tag(), tav_game_node_child(),
 *    tav_game_set_comment()...);
 *  - tavb_reader: an object owning a tav_reader and, for a reader over a
 *    file, the FILE it reads (closed with it);
 *  - tav_problem: a copy of one problem, owned by the target language (the
 *    game's own problems are never handed out, so nothing dangles when the
 *    game is collected);
 *  - the tavb_* helpers of bindings/tier (tavb.h, %included at the end of
 *    tavreli.i), where a C signature has out-pointers, caller buffers or a
 *    FILE.
 *
 * Every string a getter returns is copied into a target-language string at
 * once. The byte input of tavb_reader_new_buffer() is the pair
 * (const char *TAVB_BYTES, size_t TAVB_LENGTH): a language maps it to its
 * byte-string type in its own file (and defines TAVB_BYTES_TYPEMAP);
 * otherwise SWIG's (char *STRING, size_t LENGTH) is used (a byte[] in
 * Java). Python's is in bindings/python/game_python.i, Lua's (a Lua string)
 * in bindings/lua/tavreli_lua.i. */


/* The language's own part: typemaps, and helpers over its streams. */
#ifdef SWIGPYTHON
%include "python/game_python.i"
#endif

#ifndef TAVB_BYTES_TYPEMAP
%apply (char *STRING, size_t LENGTH) { (const char *TAVB_BYTES, size_t TAVB_LENGTH) };
#endif

/* What of tavreli/game.h is wrapped (bindings/tavreli.i ignores every
 * tav_/TAV_ name unless opted in); before the declarations below, so that
 * struct tav_game is one of them. */
%rename("%s") tav_game;
%rename("%s") tav_game_add_nag;
%rename("%s") tav_game_claims;
%rename("%s") tav_game_complete;
%rename("%s") tav_game_end;
%rename("%s") tav_game_end_turn;
%rename("%s") tav_game_error_count;
%rename("%s") tav_game_index;
%rename("%s") tav_game_is_valid;
%rename("%s") tav_game_line;
%rename("%s") tav_game_main_line_length;
%rename("%s") tav_game_main_line_node;
%rename("%s") tav_game_node_child;
%rename("%s") tav_game_node_child_count;
%rename("%s") tav_game_node_column;
%rename("%s") tav_game_node_comment;
%rename("%s") tav_game_node_comment_before;
%rename("%s") tav_game_node_count;
%rename("%s") tav_game_node_depth;
%rename("%s") tav_game_node_line;
%rename("%s") tav_game_node_move;
%rename("%s") tav_game_node_move_number;
%rename("%s") tav_game_node_nag;
%rename("%s") tav_game_node_nag_count;
%rename("%s") tav_game_node_notes;
%rename("%s") tav_game_node_parent;
%rename("%s") tav_game_node_ply;
%rename("%s") tav_game_node_side;
%rename("%s") tav_game_problem_count;
%rename("%s") tav_game_result;
%rename("%s") tav_game_result_agrees;
%rename("%s") tav_game_set_comment;
%rename("%s") tav_game_set_draw_offer;
%rename("%s") tav_game_set_result;
%rename("%s") tav_game_set_tag;
%rename("%s") tav_game_start_tfen;
%rename("%s") tav_game_tag;
%rename("%s") tav_game_tag_count;
%rename("%s") tav_game_tag_name;
%rename("%s") tav_game_tag_value;
%rename("%s") tav_game_header;
%rename("%s") tav_game_header_count;
%rename("%s") tav_game_header_name;
%rename("%s") tav_game_header_value;
%rename("%s") tav_game_warning_count;
%rename("%s") tav_limit;
%rename("%s") tav_limit_default;
%rename("%s") tav_problem;
%rename("%s") tav_problem_kind;
%rename("%s") tav_problem_kind_name;
%rename("%s") tav_read_mode;
%rename("%s") tav_result;
%rename("%s") tav_result_text;
%rename("%s") tav_severity;
%rename("%s") tav_severity_name;
%rename("%s") TAV_GAME_CLAIM_FIFTY;
%rename("%s") TAV_GAME_CLAIM_THREEFOLD;
%rename("%s") TAV_GAME_MAX_NAGS;
%rename("%s") TAV_GAME_NOTE_CUT;
%rename("%s") TAV_GAME_ROOT;
%rename("%s") TAV_LIMIT_COMMENT;
%rename("%s") TAV_LIMIT_COUNT;
%rename("%s") TAV_LIMIT_DEPTH;
%rename("%s") TAV_LIMIT_GAME_BYTES;
%rename("%s") TAV_LIMIT_NODES;
%rename("%s") TAV_LIMIT_PLIES;
%rename("%s") TAV_LIMIT_PROBLEMS;
%rename("%s") TAV_LIMIT_TAGS;
%rename("%s") TAV_LIMIT_TAG_LENGTH;
%rename("%s") TAV_PROBLEM_AMBIGUOUS;
%rename("%s") TAV_PROBLEM_ANNOTATION;
%rename("%s") TAV_PROBLEM_CLOCK;
%rename("%s") TAV_CLOCK_MS_MAX;
%rename("%s") tav_game_set_clock;
%rename("%s") tav_game_remove_clock;
%rename("%s") TAV_PROBLEM_ILLEGAL;
%rename("%s") TAV_PROBLEM_LIMIT;
%rename("%s") TAV_PROBLEM_MESSAGE_SIZE;
%rename("%s") TAV_PROBLEM_MOVE_NUMBER;
%rename("%s") TAV_PROBLEM_MOVE_SIZE;
%rename("%s") TAV_PROBLEM_RESULT;
%rename("%s") TAV_PROBLEM_SETUP;
%rename("%s") TAV_PROBLEM_SYNTAX;
%rename("%s") TAV_PROBLEM_TAG;
%rename("%s") TAV_PROBLEM_TYPO;
%rename("%s") TAV_READ_LENIENT;
%rename("%s") TAV_READ_STRICT;
%rename("%s") TAV_RESULT_BLACK;
%rename("%s") TAV_RESULT_DRAW;
%rename("%s") TAV_RESULT_NONE;
%rename("%s") TAV_RESULT_UNKNOWN;
%rename("%s") TAV_RESULT_WHITE;
%rename("%s") TAV_SEVERITY_ERROR;
%rename("%s") TAV_SEVERITY_WARNING;

/* Out-pointers, caller buffers, FILE and the game's own problems: replaced
 * by the tavb_* helpers. */
%ignore tav_reader_new_buffer;
%ignore tav_reader_new_file;
%ignore tav_reader_free;
%ignore tav_reader_set_limit;
%ignore tav_reader_limit;
%ignore tav_reader_next;
%ignore tav_reader_game_count;
%ignore tav_game_new;
%ignore tav_game_free;
%ignore tav_game_position_at;
%ignore tav_game_add_move;
%ignore tav_game_problem;
%ignore tav_game_write;
%ignore tav_game_write_file;
%ignore tav_game_write_with;
%ignore tav_game_write_file_with;
%ignore tav_game_copy;
%ignore tav_reader_new_callback;
%ignore tav_reader_offset;
%ignore tav_problem_format;
%ignore tav_problem_format_alloc;
%ignore tav_game_write_alloc;
%ignore tav_read_fn;

/* Opted in under the ignore-by-default scheme (the calls the languages use
 * directly, by their C names). */
%rename("%s") tav_game_remove_tag;
%rename("%s") tav_game_node_next_sibling;
%rename("%s") tav_game_node_exists;
%rename("%s") tav_game_promote;
%rename("%s") tav_game_demote;
%rename("%s") tav_game_promote_to_main;
%rename("%s") tav_game_remove_node;
%rename("%s") tav_game_remove_nag;
%rename("%s") TAV_WRITE_NO_MARKS;
%rename("%s") TAV_WRITE_NO_COMMENTS;
%rename("%s") TAV_WRITE_NO_VARIATIONS;
%rename("%s") TAV_WRITE_NO_NAGS;
%rename("%s") TAV_WRITE_ANY_SIZE;
%rename("%s") TAV_WRITE_NO_TAGS;
%rename("%s") TAV_WRITE_NO_RESULT;

/* tav_game is opaque in C; to SWIG it is a class without a constructor
 * (games come from tavb_reader_next, tavb_game_new and tavb_game_copy)
 * whose destructor is tav_game_free(). */
%nodefaultctor tav_game;
struct tav_game {};
%extend tav_game {
    ~tav_game();
}

%nodefaultctor tavb_reader;
struct tavb_reader {};
typedef struct tavb_reader tavb_reader;
%extend tavb_reader {
    ~tavb_reader();
}

/* A problem handed out is the caller's copy (tavb_game_problem), freed
 * with free() by SWIG's default destructor; it is read-only. */
%nodefaultctor tav_problem;
%immutable tav_problem::severity;
%immutable tav_problem::kind;
%immutable tav_problem::code;
%immutable tav_problem::game;
%immutable tav_problem::line;
%immutable tav_problem::column;
%immutable tav_problem::offset;
%immutable tav_problem::ply;
%immutable tav_problem::move_number;
%immutable tav_problem::side;
%immutable tav_problem::move;
%immutable tav_problem::message;

%newobject tavb_reader_new_buffer;
%newobject tavb_reader_open;
%newobject tavb_reader_next;
%newobject tavb_game_new;
%newobject tavb_game_position_at;
%newobject tavb_game_problem;
%newobject tavb_game_write_with;
%typemap(newfree) char *tavb_game_write_with "tav_free($1);";
%newobject tavb_game_write_parts;
%typemap(newfree) char *tavb_game_write_parts "tav_free($1);";
%newobject tavb_game_copy;
%newobject tavb_game_new_with_roster;
%newobject tavb_game_from_position;
%newobject tavb_game_from_text;
%newobject tavb_game_annotated;
%newobject tavb_game_problem_text;
%typemap(newfree) char *tavb_game_problem_text "tav_free($1);";
%newobject tavb_position_movetext;
%newobject tavb_game_repr;
%newobject tavb_game_node_repr;
%newobject tavb_game_node_san;
%typemap(newfree) char *tavb_position_movetext "tav_free($1);";

%include "tavreli/game.h"

