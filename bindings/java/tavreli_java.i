/* Java-only part of the SWIG interface: the package tavreli.
 * Included by bindings/tavreli.i under #ifdef SWIGJAVA, before the
 * declarations, so that the renames, typemaps and %extend below apply to
 * them. Generated with -package tavreli -module Tavreli:
 *
 *   Tavreli, TavreliJNI     the C functions under their C names (low level)
 *   Position                tav_position, with Java-style methods (below)
 *   Move                    tav_move as a value (bindings/java/tavreli/Move.java)
 *   TavreliException        every tav_error, located (TavreliException.java)
 *
 * Ownership: a Position owns its tav_position. close() frees it at once
 * (AutoCloseable, for try-with-resources); a Position nobody closed is freed
 * by a java.lang.ref.Cleaner once unreachable. The Cleaner's action holds the
 * C pointer, not the Position, and a Cleanable runs at most once, so the C
 * position is freed exactly once whichever comes first. Every native call
 * passes the Position object itself to the JNI method (SWIG's "proxy this"),
 * which keeps it reachable while C works on it. A closed Position throws
 * IllegalStateException. A Position is not safe for concurrent use from
 * several threads (nor is the C position). */

%{
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
/* Java strings as standard UTF-8 and TavreliException: C of its own
 * (bindings/java/jni_text.c, compiled into the JNI library). */
#include "jni_text.h"
#include "jni_position.h"
%}

/* ---- loading the JNI library -------------------------------------------------
 * TavreliJNI loads libtavreli_jni.so: the file named by the system property
 * tavreli.jni if set (the build tree's tests use it), else the one installed
 * beside the jar's libtavreli ($(libdir), BuildConfig.java is written by
 * make), else System.loadLibrary("tavreli_jni") (java.library.path). */
%pragma(java) jniclasscode=%{
  static {
    String path = System.getProperty("tavreli.jni");
    if (path == null) {
      java.io.File installed = new java.io.File(BuildConfig.LIBDIR,
                                                System.mapLibraryName("tavreli_jni"));
      if (installed.isFile())
        path = installed.getPath();
    }
    if (path != null)
      System.load(path);
    else
      System.loadLibrary("tavreli_jni");
  }
%}

/* ---- errors ----------------------------------------------------------------
 * A (tav_error *err) parameter disappears from the Java signature: the
 * wrapper passes its own, and throws TavreliException when the function set
 * it. This covers the helpers of the shared interface and the C functions
 * that take an err. */
%typemap(in, numinputs=0) tav_error *err (tav_error temp) {
    tav_error_init(&temp);
    $1 = &temp;
}
%typemap(argout) tav_error *err {
    /* No early return: the wrapper goes on to release its arguments (the
     * UTF-8 copy of a String); Java sees the pending exception, not the
     * value returned. */
    if ($1->code != TAV_OK)
        tavj_throw(jenv, $1);
}

/* Every string crosses as standard UTF-8 (tavj_utf8, tavj_string above),
 * so a character above U+FFFF reaches C, and C's messages reach Java, whole. */
%typemap(in) const char *, char * {
    $1 = NULL;
    if ($input && !($1 = tavj_utf8(jenv, $input)))
        return $null;
}
%typemap(freearg) const char *, char * "free($1);"
%typemap(out) const char *, char *, char [ANY] "$result = tavj_string(jenv, $1);"

/* A null or closed Position is refused before C sees it. Done when the
 * argument is converted (positions come first in every signature), so that
 * nothing is held yet when the wrapper returns early. */
%typemap(in) tav_position *, const tav_position *,
             struct tav_position *, const struct tav_position * {
    $1 = *($&1_ltype)&$input;
    if (!$1) {
        SWIG_JavaThrowException(jenv, SWIG_JavaIllegalStateException,
                                "the Position is closed (or null)");
        return $null;
    }
}

/* The JNI environment, for the methods below that build Java arrays. */
%typemap(in, numinputs=0) JNIEnv *jenv "$1 = jenv;"

/* ---- moves: tav_move is the Java value class Move ------------------------ */
%typemap(jni) tav_move "jint"
%typemap(jtype) tav_move "int"
%typemap(jstype) tav_move "Move"
%typemap(in) tav_move "$1 = (tav_move)(uint32_t)$input;"
%typemap(out) tav_move "$result = (jint)$1;"
%typemap(javain) tav_move "Move.bits($javainput)"
%typemap(javaout) tav_move {
    return Move.of($jnicall);
  }
%typemap(javadirectorin) tav_move "Move.of($jniinput)"
%typemap(javadirectorout) tav_move "Move.bits($javacall)"
/* (the constant 0 is Java's null Move, not a Move) */
%ignore TAV_NO_MOVE;
/* The Java layer has its own lists (Position.legalMoves()); the shared
 * array helpers are not wrapped. */
%ignore tavb_legal_moves;
%ignore tavb_divide;

/* ---- square sets (tavreli/query.h): a Java long, bit sq = square sq
 * (a1 = bit 0; h8 is the sign bit: use Long.bitCount, Long.numberOfTrailingZeros).
 * tav_position_ply is a long too (at most 2^33). ----------------------------- */
%typemap(jni) tav_squareset "jlong"
%typemap(jtype) tav_squareset "long"
%typemap(jstype) tav_squareset "long"
%typemap(out) tav_squareset "$result = (jlong)$1;"
%typemap(javaout) tav_squareset { return $jnicall; }
%apply long long { uint64_t tav_position_ply };

/* The flag bits of tavreli/clock.h (Clock.flagged). */
%rename("%s") TAV_FLAG_WHITE;
%rename("%s") TAV_FLAG_BLACK;

/* ---- the position ----------------------------------------------------------- */
%rename(Position) tav_position;

/* Cleaner instead of finalize(): see the comment at the top. */
%typemap(javafinalize) struct tav_position ""
%typemap(javainterfaces) struct tav_position "AutoCloseable"
%typemap(javabody) struct tav_position %{
  private static final java.lang.ref.Cleaner CLEANER = java.lang.ref.Cleaner.create();

  /** Frees one C position; holds the pointer, never the Position. */
  private static final class Free implements Runnable {
    private final long cPtr;
    Free(long cPtr) { this.cPtr = cPtr; }
    public void run() { TavreliJNI.delete_Position(cPtr); }
  }

  private transient long swigCPtr;
  private final java.lang.ref.Cleaner.Cleanable cleanable;

  protected $javaclassname(long cPtr, boolean cMemoryOwn) {
    swigCPtr = cPtr;
    cleanable = (cMemoryOwn && cPtr != 0) ? CLEANER.register(this, new Free(cPtr)) : null;
  }

  protected static long getCPtr($javaclassname obj) {
    return (obj == null) ? 0 : obj.swigCPtr;
  }
%}
%typemap(javadestruct, methodname="close", methodmodifiers="public synchronized") struct tav_position {
    /* Free the C position now; later calls (and the Cleaner) do nothing. */
    swigCPtr = 0;
    if (cleanable != null)
      cleanable.clean();
  }

%typemap(javacode) struct tav_position %{
  /** The canonical TFEN of the start position (R1, R10). */
  public static final String START_TFEN = Tavreli.TAV_START_TFEN;

  /** A deep copy, history included. */
  public Position copy() {
    return j_copy();
  }

  /** The canonical TFEN (R10). */
  public String tfen() {
    return j_tfen();
  }

  /** The ASCII board (tav_position_write_board: every tower bottom to top,
   *  the towers, the side to move), as Python's str() prints it. */
  public String board() {
    String s = Tavreli.tavb_position_board(this);
    if (s == null)
      throw new TavreliException("the board: out of memory", TavreliException.ENOMEM, 0, -1, -1, 0);
    return s;
  }

  /** Reads one move in R9 notation ("e2-e4", "c1(2)-d2", "0-0", "e2xe4",
   *  with "+", "#", "!" ... accepted) against this position and plays it;
   *  returns it as played, with its flags.
   *  @throws TavreliException code ENOTATION (unreadable; the message says
   *  at which character) or EILLEGAL (no such legal move here; the message
   *  says why) */
  public Move push(String text) {
    return j_push_text(text);
  }

  /** Plays a legal move, matched by source, destination and count (R12);
   *  returns it as played. {@link Move#nullMove()} passes
   *  (tav_position_push_null: the en passant square goes, the halfmove
   *  clock goes up), not in check (R7).
   *  @throws TavreliException code EILLEGAL
   *  @throws NullPointerException for a null reference (not a null move) */
  public Move push(Move move) {
    java.util.Objects.requireNonNull(move, "move");
    Move played = j_push_move(move);
    return played != null ? played : move; // 0 without an exception: the null move
  }

  /** Takes back the last move pushed (or null move) and returns it.
   *  @throws TavreliException code EEMPTY when there is none */
  public Move pop() {
    Move m = j_pop();
    return m != null ? m : Move.nullMove(); // 0 without an exception: a null move
  }

  /** The legal moves (R2-R7) in the library's order, as an unmodifiable
   *  list: a snapshot, not changed by later pushes. */
  public java.util.List<Move> legalMoves() {
    int[] bits = legalMoveBits();
    Move[] moves = new Move[bits.length];
    for (int i = 0; i < bits.length; i++)
      moves[i] = Move.of(bits[i]);
    return java.util.List.of(moves);
  }

  /** The squares of by's pieces that attack square (the tops of towers, R7). */
  public java.util.List<String> attackers(Color by, String square) {
    return Squares.names(Tavreli.tav_position_attackers(this, by.c(), Squares.parse(square)));
  }

  /** The squares of the pieces that give check to the side to move. */
  public java.util.List<String> checkers() {
    return Squares.names(Tavreli.tav_position_checkers(this));
  }

  /** The squares of color's pieces pinned to its king (R7). */
  public java.util.List<String> pinned(Color color) {
    return Squares.names(Tavreli.tav_position_pinned(this, color.c()));
  }

  /** Whether the legal move gives check (a split may free a checking piece, R2). */
  public boolean givesCheck(Move move) {
    return Tavreli.tav_position_gives_check(this, move) == 1;
  }

  /** Whether the move read from text (R9) gives check.
   *  @throws TavreliException code ENOTATION or EILLEGAL */
  public boolean givesCheck(String move) {
    return givesCheck(parseMove(move));
  }

  /** Whether move is legal here. */
  public boolean isLegal(Move move) {
    return Tavreli.tav_position_is_legal(this, move) == 1;
  }

  /** Whether the open position o has the same TFEN (histories are not
   *  compared). */
  @Override
  public boolean equals(Object o) {
    if (this == o)
      return true;
    if (!(o instanceof Position))
      return false;
    Position other = (Position)o;
    if (swigCPtr == 0 || other.swigCPtr == 0)
      return false;
    return sameTfen(other);
  }

  /** A hash of the TFEN (consistent with equals): it changes when moves
   *  are pushed. 0 once closed. */
  @Override
  public int hashCode() {
    return swigCPtr == 0 ? 0 : tfen().hashCode();
  }

  /** The TFEN, or "Position(closed)". */
  @Override
  public synchronized String toString() {
    return swigCPtr == 0 ? "Position(closed)" : tfen();
  }
%}
%javamethodmodifiers tav_position::legalMoveBits "private";
%javamethodmodifiers tav_position::sameTfen "private";

/* The C functions behind %extend methods are tav_position_<method>, so
 * copy, tfen, push and pop would clash with the library's own functions:
 * they are the private j_* methods, called by the public ones above. */
%javamethodmodifiers tav_position::j_copy "private";
%javamethodmodifiers tav_position::j_tfen "private";
%javamethodmodifiers tav_position::j_push_text "private";
%javamethodmodifiers tav_position::j_push_move "private";
%javamethodmodifiers tav_position::j_pop "private";

/* Declarations only: the C behind them is bindings/java/jni_position.h
 * (the shared helpers of bindings/tier/extend.h under these names). */
%extend tav_position {
    /** The start position (R1). */
    tav_position(tav_error *err);
    /** A position read from a TFEN (R10); throws TavreliException (code
     *  TAV_ETFEN) naming the field and the character that is wrong. */
    tav_position(const char *tfen, tav_error *err);
    /** A deep copy, history included. */
    %newobject j_copy;
    tav_position *j_copy(tav_error *err);
    /** The canonical TFEN (R10). */
    %newobject j_tfen;
    char *j_tfen(tav_error *err);
    /** Read one move in R9 notation against this position and play it;
     *  returns it as played (with its flags). Throws TavreliException:
     *  TAV_ENOTATION (unreadable; the message says at which character) or
     *  TAV_EILLEGAL (no such legal move here; the message says why). */
    tav_move j_push_text(const char *text, tav_error *err);
    /** Play a legal move (matched by source, destination and count, R12);
     *  returns it as played. Throws TavreliException (TAV_EILLEGAL). */
    tav_move j_push_move(tav_move m, tav_error *err);
    /** Read one move (R9) against this position without playing it. */
    tav_move parseMove(const char *text, tav_error *err);
    /** Take back the last move and return it. Throws TavreliException
     *  (TAV_EEMPTY) when no move was pushed. */
    tav_move j_pop(tav_error *err);
    /** The number of leaf nodes of the legal move tree to depth plies. */
    long long perft(int depth, tav_error *err);
    /** The number of moves pushed since the position was set up. */
    int historyLength();
    /** Whether the side to move is in check (R7). */
    bool inCheck();
    /** Whether the side to move is checkmated (R8). */
    bool isCheckmate();
    /** Whether the side to move has no legal move and is not in check (R8). */
    bool isStalemate();
    /** Whether White is to move. */
    bool whiteToMove();
    jintArray legalMoveBits(JNIEnv *jenv, tav_error *err);
    bool sameTfen(const tav_position *other);
}
