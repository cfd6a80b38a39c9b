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
 *  - the tavb_* helpers below, where a C signature has out-pointers, caller
 *    buffers or a FILE.
 *
 * Every string a getter returns is copied into a target-language string at
 * once. The byte input of tavb_reader_new_buffer() is the pair
 * (const char *TAVB_BYTES, size_t TAVB_LENGTH): a language maps it to its
 * byte-string type in its own file (and defines TAVB_BYTES_TYPEMAP);
 * otherwise SWIG's (char *STRING, size_t LENGTH) is used (a byte[] in
 * Java). Python's is in bindings/python/game_python.i, Lua's (a Lua string)
 * in bindings/lua/tavreli_lua.i. */

%{
#include <errno.h>
#include <stdio.h>

/* A reader, and the FILE it reads when it owns one (closed with it), or
 * the payload of its read callback (released with free_payload). */
typedef struct tavb_reader {
    tav_reader *reader;
    FILE *fp;
    void *payload;
    void (*free_payload)(void *payload);
} tavb_reader;

/* Wrap r (and fp, which the new reader owns); on failure frees both. */
static tavb_reader *tavb_reader_wrap(tav_reader *r, FILE *fp, tav_error *err)
{
    tavb_reader *w = (tavb_reader *)malloc(sizeof *w);
    if (!w) {
        tav_reader_free(r);
        if (fp)
            fclose(fp);
        tavb_set_error(err, TAV_ENOMEM, NULL);
        return NULL;
    }
    w->reader = r;
    w->fp = fp;
    w->payload = NULL;
    w->free_payload = NULL;
    return w;
}

/** A reader over a copy of the bytes given; mode is TAV_READ_STRICT or
 *  TAV_READ_LENIENT. NULL on failure (err says why: TAV_ENOMEM, TAV_EINVAL). */
tavb_reader *tavb_reader_new_buffer(const char *TAVB_BYTES, size_t TAVB_LENGTH, int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_buffer(&r, TAVB_LENGTH ? TAVB_BYTES : "", TAVB_LENGTH, (tav_read_mode)mode);
    if (rc != TAV_OK) {
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return tavb_reader_wrap(r, NULL, err);
}

/** Not wrapped (for the language files): a reader streaming from fp, which
 *  it owns from now on, even on failure (fp is then closed). */
static tavb_reader *tavb_reader_new_stream(FILE *fp, int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_file(&r, fp, (tav_read_mode)mode);
    if (rc != TAV_OK) {
        if (fp)
            fclose(fp);
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return tavb_reader_wrap(r, fp, err);
}

/** Not wrapped (for the language files): a reader over the callback read
 *  with payload, which it owns from now on, even on failure (free_payload
 *  is then called). */
static tavb_reader *tavb_reader_new_callback(tav_read_fn read, void *payload, void (*free_payload)(void *),
                                             int mode, tav_error *err)
{
    tav_reader *r = NULL;
    int rc = tav_reader_new_callback(&r, read, payload, (tav_read_mode)mode);
    tavb_reader *w = rc == TAV_OK ? tavb_reader_wrap(r, NULL, err) : NULL;
    if (!w) {
        if (free_payload)
            free_payload(payload);
        if (rc != TAV_OK)
            tavb_set_error(err, rc, NULL);
        return NULL;
    }
    w->payload = payload;
    w->free_payload = free_payload;
    return w;
}

/** A reader streaming from the file at path (opened with fopen "rb",
 *  closed with the reader). NULL on failure: err->code is TAV_EIO with
 *  the system's reason in the message when the file cannot be opened. */
tavb_reader *tavb_reader_open(const char *path, int mode, tav_error *err)
{
    if (!path) {
        tavb_set_error(err, TAV_EINVAL, NULL);
        return NULL;
    }
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        char message[TAV_ERROR_MESSAGE_SIZE];
        snprintf(message, sizeof message, "cannot open %s: %s", path, strerror(errno));
        tavb_set_error(err, TAV_EIO, message);
        return NULL;
    }
    return tavb_reader_new_stream(fp, mode, err);
}

static void tavb_reader_free(tavb_reader *w)
{
    if (!w)
        return;
    tav_reader_free(w->reader);
    if (w->fp)
        fclose(w->fp);
    if (w->free_payload)
        w->free_payload(w->payload);
    free(w);
}

/** tav_reader_set_limit(). */
int tavb_reader_set_limit(tavb_reader *w, int which, unsigned long value)
{
    return w ? tav_reader_set_limit(w->reader, (tav_limit)which, value) : TAV_EINVAL;
}

/** tav_reader_limit(). */
unsigned long tavb_reader_limit(const tavb_reader *w, int which)
{
    return w ? tav_reader_limit(w->reader, (tav_limit)which) : 0;
}

/** tav_reader_game_count(). */
size_t tavb_reader_game_count(const tavb_reader *w)
{
    return w ? tav_reader_game_count(w->reader) : 0;
}

/** tav_reader_offset(): bytes consumed so far. */
unsigned long long tavb_reader_offset(const tavb_reader *w)
{
    return w ? tav_reader_offset(w->reader) : 0;
}

/** The next game, owned by the caller; NULL at the end of the input
 *  (err->code TAV_OK) or on failure (err->code TAV_ENOMEM, TAV_EINVAL -- also
 *  for a call from inside the reader's own read --, or TAV_EIO for a read
 *  error; the reader can then only be freed). Problems in the game text are
 *  in the game, never a failure. */
tav_game *tavb_reader_next(tavb_reader *w, tav_error *err)
{
    tav_game *g = NULL;
    if (err)
        tav_error_init(err);
    if (!w) {
        tavb_set_error(err, TAV_EINVAL, NULL);
        return NULL;
    }
    int rc = tav_reader_next(w->reader, &g);
    if (rc < 0) {
        tavb_set_error(err, rc, rc == TAV_EIO ? "read error in the game input"
                                : rc == TAV_EINVAL ? "the reader was called from inside its own read" : NULL);
        return NULL;
    }
    return rc == 1 ? g : NULL;
}

/** A new empty game from the TFEN tfen (the start position when NULL);
 *  NULL on failure (err: TAV_ETFEN located, TAV_ENOMEM). */
tav_game *tavb_game_new(const char *tfen, tav_error *err)
{
    tav_game *g = NULL;
    if (err)
        tav_error_init(err);
    int rc = tav_game_new(&g, tfen, err);
    if (rc != TAV_OK) {
        if (err && err->code == TAV_OK)
            tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return g;
}

/** The position after node's move (the start for the root), history from
 *  the start included; NULL for a bad node or when out of memory. */
tav_position *tavb_game_position_at(const tav_game *g, int node)
{
    tav_position *p = NULL;
    if (tav_game_position_at(g, node, &p) != TAV_OK)
        return NULL;
    return p;
}

/** tav_game_add_move(): the new node (>= 1), or a negative TAV_E* code
 *  (TAV_EILLEGAL, TAV_ELIMIT, TAV_ENOMEM, TAV_EINVAL). */
int tavb_game_add_move(tav_game *g, int parent, tav_move m)
{
    int node = -1;
    int rc = tav_game_add_move(g, parent, m, &node);
    return rc != TAV_OK ? rc : node;
}

/** A copy of problem i of g, owned by the caller; NULL when i is out of
 *  range or out of memory. */
tav_problem *tavb_game_problem(const tav_game *g, size_t i)
{
    const tav_problem *p = tav_game_problem(g, i);
    if (!p)
        return NULL;
    tav_problem *copy = (tav_problem *)malloc(sizeof *copy);
    if (copy)
        *copy = *p;
    return copy;
}

/** The canonical TGN of g with options (TAV_WRITE_* bits of
 *  tav_game_write_with()) as a new string; NULL on failure, err says why
 *  (TAV_ELIMIT: the reader's default limits would refuse it; TAV_ENOMEM;
 *  TAV_EINVAL). */
char *tavb_game_write_with(const tav_game *g, unsigned options, tav_error *err)
{
    char *text;
    int rc = tav_game_write_alloc(g, options, &text, NULL);
    return tavb_text(rc, text, err, rc == TAV_ELIMIT ? "the game exceeds a default limit of the reader: it would "
                                                       "not read back (write it with TAV_WRITE_ANY_SIZE)" : NULL);
}

/** A deep copy of g (tav_game_copy()) without the tag drop_tag (NULL:
 *  none); NULL on failure, err says why (TAV_ENOMEM, TAV_EINVAL). */
tav_game *tavb_game_copy(const tav_game *g, const char *drop_tag, tav_error *err)
{
    tav_game *c = NULL;
    if (err)
        tav_error_init(err);
    int rc = tav_game_copy(&c, g);
    if (rc == TAV_OK && drop_tag && tav_game_tag(c, drop_tag))
        rc = tav_game_remove_tag(c, drop_tag);
    if (rc != TAV_OK) {
        tav_game_free(c);
        tavb_set_error(err, rc, NULL);
        return NULL;
    }
    return c;
}

/** Problem i of g as tav_problem_format() writes it (file NULL), as a new
 *  string; NULL when i is out of range or out of memory. */
char *tavb_game_problem_text(const tav_game *g, size_t i)
{
    char *text;
    int rc = tav_problem_format_alloc(tav_game_problem(g, i), NULL, &text, NULL);
    return tavb_text(rc, text, NULL, NULL);
}
%}

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

/* tav_game is opaque in C; to SWIG it is a class without a constructor
 * (games come from tavb_reader_next, tavb_game_new and tavb_game_copy)
 * whose destructor is tav_game_free(). */
%nodefaultctor tav_game;
struct tav_game {};
%extend tav_game {
    ~tav_game() { tav_game_free($self); }
}

%nodefaultctor tavb_reader;
struct tavb_reader {};
typedef struct tavb_reader tavb_reader;
%extend tavb_reader {
    ~tavb_reader() { tavb_reader_free($self); }
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
%newobject tavb_game_copy;
%newobject tavb_game_problem_text;
%typemap(newfree) char *tavb_game_problem_text "tav_free($1);";

%include "tavreli/game.h"

tavb_reader *tavb_reader_new_buffer(const char *TAVB_BYTES, size_t TAVB_LENGTH, int mode, tav_error *err);
tavb_reader *tavb_reader_open(const char *path, int mode, tav_error *err);
int tavb_reader_set_limit(tavb_reader *w, int which, unsigned long value);
unsigned long tavb_reader_limit(const tavb_reader *w, int which);
size_t tavb_reader_game_count(const tavb_reader *w);
unsigned long long tavb_reader_offset(const tavb_reader *w);
tav_game *tavb_reader_next(tavb_reader *w, tav_error *err);
tav_game *tavb_game_new(const char *tfen, tav_error *err);
tav_position *tavb_game_position_at(const tav_game *g, int node);
int tavb_game_add_move(tav_game *g, int parent, tav_move m);
tav_problem *tavb_game_problem(const tav_game *g, size_t i);
char *tavb_game_write_with(const tav_game *g, unsigned options, tav_error *err);
tav_game *tavb_game_copy(const tav_game *g, const char *drop_tag, tav_error *err);
char *tavb_game_problem_text(const tav_game *g, size_t i);
