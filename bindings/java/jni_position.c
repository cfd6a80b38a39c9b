/* Java only: Position.legalMoves() asks C for the moves as an int[]
 * (jni_position.h). */
#include "jni_position.h"

jintArray tav_position_legalMoveBits(const tav_position *pos, JNIEnv *jenv, tav_error *err)
{
    tav_move moves[TAV_MAX_MOVES];
    int n = tav_position_legal_moves(pos, moves, TAV_MAX_MOVES);
    if (n < 0) {
        tavb_set_status(err, n, "tav_position_legal_moves");
        return NULL;
    }
    jintArray a = (*jenv)->NewIntArray(jenv, n);
    if (a && n > 0)
        (*jenv)->SetIntArrayRegion(jenv, a, 0, n, (const jint *)moves);
    return a;
}
