/* libtavreli: export macro, C++ guards and status codes shared by every module.
 *
 * Conventions of the whole API:
 *  - Functions that can fail return an int status: TAV_OK (0) or one of the
 *    negative TAV_E* codes below. Functions that return a count return it as
 *    a non-negative int, or a negative TAV_E* code.
 *  - Getters (functions that read a value and cannot otherwise fail) given
 *    a NULL object or an out-of-range argument return the one "none" value
 *    of their result type, and say so in their comment:
 *      int number or status (height, count, repetitions)    TAV_EINVAL
 *      square                                                TAV_NO_SQUARE
 *      tav_piece / tav_move / tav_color / tav_kind           TAV_NO_PIECE /
 *                                   TAV_NO_MOVE / TAV_NO_COLOR / TAV_NO_KIND
 *      unsigned number, size, hash, perft count              0
 *      predicate ("non-zero when ...")                       0 (no)
 *      pointer                                               NULL
 *    (tav_position_end() gives TAV_END_NONE, as its predicates give 0; a
 *    predicate documented "1 when ..., 0 when not" that can also fail, as
 *    in query.h, gives TAV_EINVAL like any int result.)
 *  - Output parameters come after the inputs and before the optional
 *    `tav_error *err`, which is always last: tav_move_parse(pos, text, &m,
 *    &err), tav_position_pop(pos, &m). A caller's buffer is followed by its
 *    size. Constructors are the exception: the new object comes first,
 *    tav_position_from_tfen(&pos, tfen, &err). README.md lists the rule.
 *  - Nothing in the library prints, exits or keeps global mutable state.
 *  - Whatever the library allocates, only the library frees: objects with
 *    their tav_*_free() function, strings from the *_alloc writers with
 *    tav_free(). */
#ifndef TAVRELI_COMMON_H
#define TAVRELI_COMMON_H

#if defined(_WIN32) && defined(TAV_BUILDING_DLL)
#define TAV_EXTERN __declspec(dllexport)
#elif defined(__GNUC__) && __GNUC__ >= 4
#define TAV_EXTERN __attribute__((visibility("default")))
#else
#define TAV_EXTERN
#endif

#ifdef __cplusplus
#define TAV_BEGIN_DECLS extern "C" {
#define TAV_END_DECLS }
#else
#define TAV_BEGIN_DECLS
#define TAV_END_DECLS
#endif

TAV_BEGIN_DECLS

/** Status codes. 0 is success; every failure is negative. */
typedef enum tav_status {
    TAV_OK = 0,
    TAV_ENOMEM = -1,        /**< an allocation failed; nothing was changed */
    TAV_EINVAL = -2,        /**< a NULL pointer or an out-of-range argument */
    TAV_ETFEN = -3,         /**< a TFEN text is malformed or describes an impossible position (R10) */
    TAV_ENOTATION = -4,     /**< a move text cannot be read as R9 notation */
    TAV_EILLEGAL = -5,      /**< the move is readable but not legal in this position */
    TAV_EBUFSIZE = -6,      /**< the caller's buffer is too small; nothing useful was written */
    TAV_EEMPTY = -7,        /**< nothing to undo: the move history is empty */
    TAV_EGAME = -8,         /**< a game record is malformed or inconsistent (R11) */
    TAV_ELIMIT = -9,        /**< input exceeds a documented limit (length, depth, count) */
    TAV_EIO = -10,          /**< reading or writing failed (a file, a stream, a read callback) */
    TAV_ETIMECONTROL = -11, /**< a time control text is malformed (R13) */
    TAV_EBUSY = -12         /**< the object is in use by another call (an engine searching in two threads at once) */
} tav_status;

/** Static English text for a status code; never NULL (unknown codes give
 *  "unknown error"). The string must not be freed. */
TAV_EXTERN const char *tav_strerror(int status);

/** The name of a status code, as in this header without the prefix:
 *  "OK", "ENOMEM", "EINVAL", ... "EBUSY"; NULL for a value that is not a
 *  status code. Static; must not be freed. Bindings name their error
 *  constants and classes from it. */
TAV_EXTERN const char *tav_status_name(int status);

/** The number of status codes, TAV_OK included. The codes are
 *  tav_status_at(0) .. tav_status_at(tav_status_count() - 1). */
TAV_EXTERN int tav_status_count(void);

/** The i-th status code: TAV_OK for 0, then TAV_ENOMEM, TAV_EINVAL, ...
 *  in the order of tav_status (0, -1, -2, ...). 1 (never a status code)
 *  when i is not in 0 .. tav_status_count() - 1. */
TAV_EXTERN int tav_status_at(int i);

/** Free a string the library allocated and handed over: the text of the
 *  *_alloc writers (tav_game_write_alloc(), tav_svg_write_alloc(),
 *  tav_solution_write_text_alloc(), ...). Use it rather than free(): the
 *  library's allocator may not be the caller's (a Windows DLL, a binding).
 *  NULL is a no-op. Objects with a free function of their own
 *  (tav_position_free(), ...) are freed with that. */
TAV_EXTERN void tav_free(void *p);

TAV_END_DECLS

#endif
