/* Java only: the C the JNI typemaps of bindings/java/tavreli_java.i call
 * (bindings/java/jni_text.c). */
#ifndef TAVJ_JNI_TEXT_H
#define TAVJ_JNI_TEXT_H

#include <jni.h>
#include "tavb.h"

/* A new Java String from the UTF-8 text s (a byte that starts no character
 * becomes U+FFFD); NULL for NULL (or with OutOfMemoryError pending). */
jstring tavj_string(JNIEnv *jenv, const char *s);

/* The UTF-8 text of the Java String j, to free(); NULL for null (or with
 * OutOfMemoryError pending). A lone surrogate becomes U+FFFD. */
char *tavj_utf8(JNIEnv *jenv, jstring j);

/* Throw tavreli.TavreliException for err (code, field, offset, square,
 * move_number and the located message, or tav_strerror's text when the
 * message is empty). */
void tavj_throw(JNIEnv *jenv, const tav_error *err);

#endif
