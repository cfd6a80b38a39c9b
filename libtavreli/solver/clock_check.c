/* Clock data of a game record checked against its time control (R11, R13):
 * the "[%clk]" of each main-line move against the TimeControl tag. A clock
 * may only shrink, or grow by what the control gives (an increment, the
 * next period's time when a period's moves are made); a clock at zero is a
 * fallen flag, after which the game cannot go on with time shown, and the
 * result must be the one R13 gives for it. Findings are warnings added to
 * the game's problems. In the solver layer: the result a fallen flag gives
 * depends on whether the other side can still mate (flag_result.c). */
#include <stdio.h>
#include <string.h>
#include "base/chars.h"
#include "clock/clock_impl.h"
#include "record/commands.h"
#include "record/game_impl.h"

/* Clocks in records are usually whole seconds: what they show may be up to
 * a second above the time kept. */
#define ROUNDING_MS 999

static void warn(tav_game *g, int node, const char *message)
{
    tav__game_warn_node(g, node, node < 0 ? TAV_PROBLEM_TAG : TAV_PROBLEM_CLOCK, message);
}

typedef struct side_state {
    uint64_t bound; /* the most time the side can have before its next move */
    int period;
    uint32_t done;
    int zero_node; /* the move after which its clock showed zero, or 0 */
} side_state;

/* A flag that fell (a clock at zero that stayed there) and a result that
 * says otherwise than R13 rules for it on the final position. */
static void check_flag_result(tav_game *g, int white_zero, int black_zero)
{
    tav_result result = tav_game_result(g), ruled;
    unsigned flags = (white_zero ? TAV_FLAG_WHITE : 0u) | (black_zero ? TAV_FLAG_BLACK : 0u);
    if (!flags || result == TAV_RESULT_NONE || result == TAV_RESULT_UNKNOWN || !g->end_pos || !g->main_complete)
        return;
    if (tav_flag_result(g->end_pos, flags, 0, &ruled) != TAV_OK || ruled == TAV_RESULT_UNKNOWN || ruled == result)
        return;
    char msg[TAV_PROBLEM_MESSAGE_SIZE];
    snprintf(msg, sizeof msg, "%s (clock 0:00:00): R13 gives %s, not the result %s",
             flags == (TAV_FLAG_WHITE | TAV_FLAG_BLACK) ? "both flags fell"
             : white_zero                               ? "white's flag fell"
                                                        : "black's flag fell",
             tav_result_text(ruled), tav_result_text(result));
    warn(g, white_zero > black_zero ? white_zero : black_zero, msg);
}

static void text_of(uint64_t ms, char *buf) { tav_clock_text(ms, buf, TAV_CLOCK_TEXT_MAX + 1); }

int tav_game_check_clocks(tav_game *g)
{
    if (!g)
        return TAV_EINVAL;
    size_t before = g->nproblems;
    const char *tag = tav_game_tag(g, "TimeControl");
    tav_time_control *tc = NULL;
    tav_error err = TAV_ERROR_INIT;
    char msg[TAV_PROBLEM_MESSAGE_SIZE], tag_shown[44] = "";
    if (tag)
        tav__quote(tag, strlen(tag), tag_shown, sizeof tag_shown);
    if (tag && strcmp(tag, "?") != 0 && tav_time_control_parse(&tc, tag, &err) != TAV_OK) {
        snprintf(msg, sizeof msg, "TimeControl tag \"%s\": %s", tag_shown, err.message);
        warn(g, -1, msg);
    }
    side_state s[2];
    memset(s, 0, sizeof s);
    for (int c = 0; c < 2; c++) {
        s[c].bound = tc && tc->count ? tc->period[0].time_ms : 0; /* unused without a time control */
        /* A game from a TFEN starts at its move number: the moves made
         * before it count for the periods (R10 field 6, R13). */
        uint64_t made = g->start_fullmove > 0 ? g->start_fullmove - 1 : 0;
        if (c == TAV_WHITE && g->start_turn == TAV_BLACK)
            made++;
        if (tc && tc->count && made) {
            tav__tc_locate(tc, made, &s[c].period, &s[c].done);
            s[c].bound = TAV_CLOCK_TIME_MAX; /* unknown until a clock is shown */
        }
    }
    int n = tav_game_main_line_length(g);
    for (int i = 0; i < n; i++) {
        int node = tav_game_main_line_node(g, i), side = tav_game_node_side(g, node);
        uint64_t ms = 0;
        int has = tav_game_node_clock(g, node, &ms);
        char shown[TAV_CLOCK_TEXT_MAX + 1], most[TAV_CLOCK_TEXT_MAX + 1];
        if (has == TAV_EGAME) {
            const char *comment = tav_game_node_comment(g, node);
            char quoted[84];
            tav__quote(comment, strlen(comment), quoted, sizeof quoted);
            if (tav__command_count(comment, "clk") > 1)
                snprintf(msg, sizeof msg, "two [%%clk] commands in the comment \"%s\": one clock a move", quoted);
            else
                snprintf(msg, sizeof msg, "unreadable clock in the comment \"%s\" (wanted [%%clk H:MM:SS], "
                                          "at most three decimals)",
                         quoted);
            warn(g, node, msg);
            continue;
        }
        if (side < 0)
            continue;
        side_state *me = &s[side];
        if (has == 1 && me->zero_node && ms > 0) {
            text_of(ms, shown);
            snprintf(msg, sizeof msg, "the flag fell at move %llu (clock 0:00:00), yet the game goes on with %s shown",
                     tav_game_node_move_number(g, me->zero_node), shown);
            warn(g, node, msg);
        }
        if (has == 1 && ms == 0 && !me->zero_node)
            me->zero_node = node; /* the flag fell */
        if (!tc || !tc->count)
            continue;
        /* What this move can add: the period's increment, and the next
         * period's time when it completes this period's moves (R13). */
        const tav_tc_period *p = &tc->period[me->period];
        uint64_t most_ms = tav__clock_add(me->bound, p->bonus == TAV_TC_INCREMENT ? p->bonus_ms : 0);
        if (p->moves && ++me->done == p->moves) {
            if (me->period + 1 < tc->count)
                me->period++;
            me->done = 0;
            most_ms = tav__clock_add(most_ms, tc->period[me->period].time_ms);
        }
        if (has == 1 && ms > most_ms + ROUNDING_MS) {
            text_of(ms, shown);
            text_of(most_ms, most);
            snprintf(msg, sizeof msg, "the clock shows %s, more than the time control %s allows (at most %s)",
                     shown, tag_shown, most);
            warn(g, node, msg);
        }
        me->bound = has == 1 ? ms : most_ms;
    }
    tav_time_control_free(tc);
    check_flag_result(g, s[TAV_WHITE].zero_node, s[TAV_BLACK].zero_node);
    return (int)(g->nproblems - before);
}
