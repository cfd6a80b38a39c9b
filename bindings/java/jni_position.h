/* Java only: the C behind the Position methods declared in the %extend of
 * bindings/java/tavreli_java.i. SWIG calls tav_position_<method>; most are
 * the shared helpers of bindings/tier/extend.h under their Java names, the
 * array of legal moves is built here (jni_position.c). */
#ifndef TAVJ_JNI_POSITION_H
#define TAVJ_JNI_POSITION_H

#include <jni.h>
#include <stdbool.h>
#include "extend.h"

#define tav_position_j_copy tavb_position_copy_checked
#define tav_position_j_tfen tavb_position_tfen_checked
#define tav_position_j_push_text tavb_position_push_text
#define tav_position_j_push_move tavb_position_push_checked
#define tav_position_j_pop tavb_position_pop_checked
#define tav_position_parseMove tavb_position_parse_checked
#define tav_position_perft tavb_position_perft_checked
#define tav_position_historyLength(p) ((int)tav_position_history_length(p))
#define tav_position_inCheck(p) (tav_position_in_check(p) != 0)
#define tav_position_isCheckmate(p) (tav_position_is_checkmate(p) != 0)
#define tav_position_isStalemate(p) (tav_position_is_stalemate(p) != 0)
#define tav_position_whiteToMove(p) (tav_position_turn(p) == TAV_WHITE)
#define tav_position_sameTfen(p, other) (tav_position_equal((p), (other)) != 0)

/* The legal moves of pos as a Java int[] of their tav_move bits; NULL with
 * err set (or an exception pending) on failure. */
jintArray tav_position_legalMoveBits(const tav_position *pos, JNIEnv *jenv, tav_error *err);

#endif
