/* Internal: the UCI protocol's words, shared by its reader and writer. */
#ifndef TAV_PROTOCOL_UCI_WORDS_H
#define TAV_PROTOCOL_UCI_WORDS_H

#include "tavreli/uci.h"

/* How a number is read: its word, the line kinds it belongs to, whether it
 * may be negative. */
typedef struct tav__uci_num_word {
    const char *word;
    unsigned kinds; /* bit (1 << tav_uci_kind) */
    int is_signed;
} tav__uci_num_word;

#define TAV__UCI_IN(k) (1u << (k))

/* Indexed by tav_uci_num (the score's and option's numbers have no word of
 * their own here: "score cp", "min"/"max" are read by their commands). */
extern const tav__uci_num_word tav__uci_nums[TAV_UCI_NUM_COUNT];

/* "check", "spin"... indexed by tav_uci_option_type (0: NULL). */
extern const char *const tav__uci_option_types[TAV_UCI_STRING + 1];

/* The number word of kind (go, info) named w; -1 if none. */
int tav__uci_num_of(tav_uci_kind kind, const char *w);

#endif
