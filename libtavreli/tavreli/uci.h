/* libtavreli: the UCI protocol's lines, read and written (doc/engine.md).
 *
 * One line of the protocol, in either direction, is a tav_uci_line: its
 * kind and plain fields. tav_uci_parse() reads a line into one, and
 * tav_uci_write() writes one back as text; no I/O, no thread, no position:
 * moves stay text (R9 or UCI's coordinate form, read with tav_move_parse()
 * by whoever knows the position).
 *
 * Host to engine: uci, debug on|off, isready, setoption name N [value V],
 * register ..., ucinewgame, position startpos|fen TFEN [moves M...],
 * go [searchmoves M...] [ponder] [wtime|btime|winc|binc|movestogo|depth|
 * nodes|mate|movetime N] [infinite], stop, ponderhit, quit (a searchmoves
 * list ends at the next go word; a second searchmoves adds to the list).
 * Engine to host: id name|author TEXT, uciok, readyok, bestmove M [ponder M],
 * option name N type check|spin|combo|button|string [default D] [min A]
 * [max B] [var V]..., info [depth|seldepth|multipv|nodes|nps|time|hashfull|
 * tbhits|sbhits|cpuload|currmovenumber N] [score cp|mate N [lowerbound|
 * upperbound]] [currmove M] [pv M...] [refutation M...] [currline M...]
 * [string TEXT]. */
#ifndef TAVRELI_UCI_H
#define TAVRELI_UCI_H

#include <stddef.h>
#include "common.h"
#include "error.h"

TAV_BEGIN_DECLS

/** The kind of a line. */
typedef enum tav_uci_kind {
    TAV_UCI_NONE = 0, /**< an empty line (only white space) */
    /* host to engine */
    TAV_UCI_UCI,        /**< uci */
    TAV_UCI_DEBUG,      /**< debug on|off (flag) */
    TAV_UCI_ISREADY,    /**< isready */
    TAV_UCI_SETOPTION,  /**< setoption name NAME [value VALUE] */
    TAV_UCI_REGISTER,   /**< register ... (text: the rest of the line) */
    TAV_UCI_UCINEWGAME, /**< ucinewgame */
    TAV_UCI_POSITION,   /**< position startpos|fen TFEN [moves M...] */
    TAV_UCI_GO,         /**< go ... */
    TAV_UCI_STOP,       /**< stop */
    TAV_UCI_PONDERHIT,  /**< ponderhit */
    TAV_UCI_QUIT,       /**< quit */
    /* engine to host */
    TAV_UCI_ID,       /**< id name|author TEXT */
    TAV_UCI_UCIOK,    /**< uciok */
    TAV_UCI_READYOK,  /**< readyok */
    TAV_UCI_BESTMOVE, /**< bestmove M [ponder M] */
    TAV_UCI_OPTION,   /**< option name N type T ... */
    TAV_UCI_INFO      /**< info ... */
} tav_uci_kind;

/** The numbers a line may carry: an index into tav_uci_line.num, and the
 *  bit (1 << index) in tav_uci_line.has when the line gave it. */
typedef enum tav_uci_num {
    /* go */
    TAV_UCI_WTIME,
    TAV_UCI_BTIME,
    TAV_UCI_WINC,
    TAV_UCI_BINC,
    TAV_UCI_MOVESTOGO,
    TAV_UCI_DEPTH,
    TAV_UCI_NODES,
    TAV_UCI_MATE,
    TAV_UCI_MOVETIME,
    /* info (TAV_UCI_DEPTH and TAV_UCI_NODES too) */
    TAV_UCI_SELDEPTH,
    TAV_UCI_MULTIPV,
    TAV_UCI_NPS,
    TAV_UCI_TIME,
    TAV_UCI_HASHFULL,
    TAV_UCI_TBHITS,
    TAV_UCI_SBHITS,
    TAV_UCI_CPULOAD,
    TAV_UCI_CURRMOVENUMBER,
    TAV_UCI_SCORE_CP,
    TAV_UCI_SCORE_MATE,
    /* option */
    TAV_UCI_MIN,
    TAV_UCI_MAX,
    TAV_UCI_NUM_COUNT
} tav_uci_num;

#define TAV_UCI_HAS(n) (1ull << (n))

/** Flags of tav_uci_line.flags. */
#define TAV_UCI_INFINITE 1u   /**< go infinite */
#define TAV_UCI_PONDER 2u     /**< go ponder */
#define TAV_UCI_LOWERBOUND 4u /**< info score ... lowerbound */
#define TAV_UCI_UPPERBOUND 8u /**< info score ... upperbound */
#define TAV_UCI_DEBUG_ON 16u  /**< debug on */

/** An option's type (option ... type T). */
typedef enum tav_uci_option_type {
    TAV_UCI_CHECK = 1,
    TAV_UCI_SPIN,
    TAV_UCI_COMBO,
    TAV_UCI_BUTTON,
    TAV_UCI_STRING
} tav_uci_option_type;

/** What a list of words holds (tav_uci_line.list): moves or option values. */
typedef enum tav_uci_list_kind {
    TAV_UCI_LIST_NONE = 0,
    TAV_UCI_LIST_MOVES, /**< position ... moves, go searchmoves, info pv */
    TAV_UCI_LIST_VARS   /**< option ... var V (each V one word) */
} tav_uci_list_kind;

/** Longest line read or written, in bytes (without the newline). */
#define TAV_UCI_LINE_MAX 8192
/** Most words in the list of one line (moves of a position, pv, vars). */
#define TAV_UCI_LIST_MAX 1024

/** One line. Text fields are NULL when absent; a parsed line's texts
 *  point into its own store, so copy a parsed line with
 *  tav_uci_line_copy(), not by assignment. To write a line, set kind and
 *  the fields it needs (any text the caller owns), the rest zero. */
typedef struct tav_uci_line {
    tav_uci_kind kind;
    unsigned long long has;           /**< TAV_UCI_HAS(n) for each number given */
    long long num[TAV_UCI_NUM_COUNT]; /**< the numbers, by tav_uci_num */
    unsigned flags;                   /**< TAV_UCI_INFINITE ... TAV_UCI_DEBUG_ON */
    const char *name;                 /**< id: "name" or "author"; option, setoption: the option's name */
    const char *value;                /**< id: the text; setoption: the value; option: the default;
                             register: the rest of the line */
    const char *fen;                  /**< position: the TFEN (NULL: startpos) */
    const char *move;                 /**< bestmove: the move ("(none)", "0000" too); info: currmove */
    const char *ponder;               /**< bestmove: the ponder move */
    const char *string;               /**< info string: the rest of the line ("" when empty) */
    tav_uci_option_type option_type;
    tav_uci_list_kind list_kind;
    int list_count;
    const char *list[TAV_UCI_LIST_MAX]; /**< moves (position, searchmoves, pv) or vars */
    const char *refutation;             /**< info refutation: its moves as one text */
    const char *currline;               /**< info currline: its words (cpu number, moves) as one text */
    char store[TAV_UCI_LINE_MAX + 2];   /**< a parsed line's words */
} tav_uci_line;

/** Read one line (len bytes at text; a trailing "\n" or "\r\n" is
 *  allowed) into *out, which is cleared first.
 *
 *  Returns TAV_OK; TAV_EINVAL for NULL text or out, or when the line does
 *  not follow the protocol: an unknown command, a field without its value,
 *  a number that is not a whole number in range (`time 12.5`, `depth abc`,
 *  `score mate` with nothing after), a NUL byte or a line break inside
 *  the line; err's message names the
 *  command and field, err->offset is the byte offset of the culprit.
 *  TAV_ELIMIT for a line longer than TAV_UCI_LINE_MAX or a list longer than
 *  TAV_UCI_LIST_MAX. On an error out->kind still says which command the line
 *  is (TAV_UCI_NONE when not even that is known) and the fields read before
 *  the culprit are kept. err may be NULL. */
TAV_EXTERN int tav_uci_parse(const char *text, size_t len, tav_uci_line *out, tav_error *err);

/** Write line as protocol text with a "\n" and a NUL into buf (size bytes).
 *  Returns the length written without the NUL; TAV_EBUFSIZE when buf is too
 *  small (buf then holds "" if size > 0); TAV_EINVAL for NULL line, NULL buf
 *  with size > 0, an unknown kind, a kind without a field it needs (id
 *  without name or value, setoption or option without name, bestmove
  without move), or a text field holding a newline; TAV_ELIMIT when the
 *  line is longer than TAV_UCI_LINE_MAX. */
TAV_EXTERN int tav_uci_write(const tav_uci_line *line, char *buf, size_t size);

/** Copy src to *dst, with dst's texts pointing into dst's own store when
 *  src's pointed into src's. TAV_EINVAL for NULL. */
TAV_EXTERN int tav_uci_line_copy(tav_uci_line *dst, const tav_uci_line *src);

/** The i-th word of line's list (0-based); NULL when out of range. */
TAV_EXTERN const char *tav_uci_list_at(const tav_uci_line *line, int i);

/** Write a search score as UCI does: "cp X" when mate is 0, else "mate N"
 *  (N > 0: the side to move mates in N moves; N < 0: it is mated). Returns
 *  the length without the NUL, or TAV_EBUFSIZE / TAV_EINVAL (NULL buf). */
TAV_EXTERN int tav_uci_score_format(int cp, int mate, char *buf, size_t size);

/** The command word of a kind ("go", "info"...); "" for TAV_UCI_NONE and
 *  NULL for a value that is not a kind. */
TAV_EXTERN const char *tav_uci_kind_name(tav_uci_kind kind);

TAV_END_DECLS

#endif
