/* Java only: strings as standard UTF-8 and TavreliException for a
 * tav_error (jni_text.h). Compiled with the library's warning flags
 * (bindings/java/libtavj.la) and linked into the JNI library. */
#include <stdlib.h>
#include <string.h>
#include "jni_text.h"

/* Java strings as standard UTF-8, the library's encoding. JNI's
 * GetStringUTFChars and NewStringUTF speak "modified UTF-8", which writes a
 * character above U+FFFF as two 3-byte halves: C would read those as bytes
 * that start no character, and a message quoting such a character whole
 * would reach Java garbled. */

jstring tavj_string(JNIEnv *jenv, const char *s)
{
    if (!s)
        return NULL;
    size_t len = strlen(s), n = 0;
    jchar *u = calloc(len + 1, sizeof *u), small[1] = { 0 }; /* (an empty string when out of memory) */
    if (!u)
        u = small, len = 0;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)s[i];
        size_t k = c < 0x80 ? 1 : c >= 0xC2 && c <= 0xDF ? 2
                              : c >= 0xE0 && c <= 0xEF   ? 3
                              : c >= 0xF0 && c <= 0xF4   ? 4
                                                         : 0;
        unsigned long cp = k == 1 ? c : c & (k == 2 ? 0x1F : k == 3 ? 0x0F
                                                                    : 0x07);
        for (size_t j = 1; k && j < k; j++) {
            if (i + j >= len || ((unsigned char)s[i + j] & 0xC0) != 0x80)
                k = 0;
            else
                cp = (cp << 6) | ((unsigned char)s[i + j] & 0x3F);
        }
        if (!k || (k == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF))) || (k == 4 && (cp < 0x10000 || cp > 0x10FFFF))) {
            cp = 0xFFFD;
            k = 1;
        }
        if (cp >= 0x10000) {
            u[n++] = (jchar)(0xD800 + ((cp - 0x10000) >> 10));
            u[n++] = (jchar)(0xDC00 + ((cp - 0x10000) & 0x3FF));
        } else {
            u[n++] = (jchar)cp;
        }
        i += k;
    }
    jstring r = (*jenv)->NewString(jenv, u, (jsize)n);
    if (u != small)
        free(u);
    return r;
}

char *tavj_utf8(JNIEnv *jenv, jstring j)
{
    if (!j)
        return NULL;
    jsize len = (*jenv)->GetStringLength(jenv, j);
    const jchar *u = (*jenv)->GetStringChars(jenv, j, NULL);
    char *s = u ? malloc((size_t)len * 3 + 1) : NULL;
    size_t n = 0;
    for (jsize i = 0; s && i < len; i++) {
        unsigned long cp = u[i];
        if (cp >= 0xD800 && cp <= 0xDBFF && i + 1 < len && u[i + 1] >= 0xDC00 && u[i + 1] <= 0xDFFF)
            cp = 0x10000 + ((cp - 0xD800) << 10) + (u[++i] - 0xDC00);
        else if (cp >= 0xD800 && cp <= 0xDFFF)
            cp = 0xFFFD;
        if (cp < 0x80) {
            s[n++] = (char)cp;
        } else if (cp < 0x800) {
            s[n++] = (char)(0xC0 | (cp >> 6));
            s[n++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            s[n++] = (char)(0xE0 | (cp >> 12));
            s[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            s[n++] = (char)(0x80 | (cp & 0x3F));
        } else {
            s[n++] = (char)(0xF0 | (cp >> 18));
            s[n++] = (char)(0x80 | ((cp >> 12) & 0x3F));
            s[n++] = (char)(0x80 | ((cp >> 6) & 0x3F));
            s[n++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    if (u)
        (*jenv)->ReleaseStringChars(jenv, j, u);
    if (!s) {
        jclass oom;
        (*jenv)->ExceptionClear(jenv);
        oom = (*jenv)->FindClass(jenv, "java/lang/OutOfMemoryError");
        if (oom)
            (*jenv)->ThrowNew(jenv, oom, "a String's UTF-8 text: out of memory");
        return NULL;
    }
    s[n] = '\0';
    return s;
}

void tavj_throw(JNIEnv *jenv, const tav_error *err)
{
    jclass cls;
    jmethodID ctor;
    jstring msg;
    jthrowable ex;
    const char *text = err->message[0] ? err->message : tav_strerror(err->code);

    if ((*jenv)->ExceptionCheck(jenv))
        return;
    cls = (*jenv)->FindClass(jenv, "tavreli/TavreliException");
    if (!cls)
        return; /* NoClassDefFoundError is pending */
    ctor = (*jenv)->GetMethodID(jenv, cls, "<init>", "(Ljava/lang/String;IIIII)V");
    if (!ctor)
        return;
    msg = tavj_string(jenv, text);
    if (!msg)
        return;
    ex = (jthrowable)(*jenv)->NewObject(jenv, cls, ctor, msg, (jint)err->code,
                                        (jint)err->field, (jint)err->offset,
                                        (jint)err->square, (jint)err->move_number);
    if (ex)
        (*jenv)->Throw(jenv, ex);
}
