/* SVG renderer: the locale-independent format language (render.h) over
 * the library's string builder (base/strbuf.h). */
#include <string.h>
#include "render/render.h"
#include "base/chars.h"

static void put_bytes(tav__strbuf *o, const char *s, size_t n) { tav__strbuf_put(o, s, n); }

static void put_unsigned(tav__strbuf *o, unsigned long long v)
{
    char d[24];
    size_t n = 0;
    do {
        d[sizeof d - 1 - n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v);
    put_bytes(o, d + sizeof d - n, n);
}

static void put_int(tav__strbuf *o, long long v)
{
    if (v < 0) {
        put_bytes(o, "-", 1);
        put_unsigned(o, (unsigned long long)(-(v + 1)) + 1);
    } else {
        put_unsigned(o, (unsigned long long)v);
    }
}

/* v rounded to hundredths (halves away from zero), trailing zeros dropped:
 * 12, 12.5, 12.25, -0.5; never "-0". */
static void put_number(tav__strbuf *o, double v)
{
    if (!(v == v) || v > 1e12 || v < -1e12) /* NaN or absurd: cannot happen with valid options */
        v = 0;
    double a = v < 0 ? -v : v;
    unsigned long long h = (unsigned long long)(a * 100.0 + 0.5); /* truncation = floor here */
    if (h && v < 0)
        put_bytes(o, "-", 1);
    put_unsigned(o, h / 100);
    unsigned f = (unsigned)(h % 100);
    if (f) {
        char d[3] = { '.', (char)('0' + f / 10), (char)('0' + f % 10) };
        put_bytes(o, d, f % 10 ? 3 : 2);
    }
}

/* Text as XML character data: the five special characters as entities,
 * and nothing that would make the document ill-formed: a control character
 * other than tab, LF and CR is written '?'; a byte that does not start a
 * well-formed UTF-8 character, and U+FFFE, U+FFFF, are each written U+FFFD
 * (the replacement character), so that any title makes a well-formed
 * document. */
static void put_escaped(tav__strbuf *o, const char *s)
{
    static const char replacement[] = "\xEF\xBF\xBD";
    size_t len = s ? strlen(s) : 0;
    for (size_t i = 0; i < len;) {
        unsigned char c = (unsigned char)s[i];
        size_t n = 1;
        switch (c) {
        case '<': put_bytes(o, "&lt;", 4); break;
        case '>': put_bytes(o, "&gt;", 4); break;
        case '&': put_bytes(o, "&amp;", 5); break;
        case '"': put_bytes(o, "&quot;", 6); break;
        case '\'': put_bytes(o, "&apos;", 6); break;
        default:
            if (c < 0x80) {
                /* XML 1.0 allows no control character but tab, LF, CR. */
                if (c < 0x20 && c != '\t' && c != '\n' && c != '\r')
                    put_bytes(o, "?", 1);
                else
                    put_bytes(o, s + i, 1);
            } else {
                long cp = tav__utf8_decode(s, len, i, &n);
                if (cp < 0 || cp == 0xFFFE || cp == 0xFFFF)
                    put_bytes(o, replacement, 3);
                else
                    put_bytes(o, s + i, n);
            }
        }
        i += n;
    }
}

static void put_color(tav__strbuf *o, const char *attr, tav_svg_color c)
{
    static const char hex[] = "0123456789abcdef";
    char rgb[7];
    for (int i = 0; i < 6; i++)
        rgb[i] = hex[(c >> (28 - 4 * i)) & 15];
    rgb[6] = '\0';
    tav__svg_put(o, " %s=\"#%s\"", attr, rgb);
    unsigned a = c & 0xff;
    if (a != 0xff) /* fill-opacity, stroke-opacity; stop-color's is stop-opacity */
        tav__svg_put(o, " %s-opacity=\"%f\"", strcmp(attr, "stop-color") == 0 ? "stop" : attr, a / 255.0);
}

void tav__svg_vput(tav__strbuf *o, const char *fmt, va_list ap)
{
    const char *p = fmt;
    while (*p) {
        const char *q = strchr(p, '%');
        if (!q) {
            put_bytes(o, p, strlen(p));
            return;
        }
        put_bytes(o, p, (size_t)(q - p));
        switch (q[1]) {
        case 'd': put_int(o, va_arg(ap, int)); break;
        case 'u': put_unsigned(o, va_arg(ap, unsigned)); break;
        case 'f': put_number(o, va_arg(ap, double)); break;
        case 's': {
            const char *s = va_arg(ap, const char *);
            put_bytes(o, s, strlen(s));
            break;
        }
        case 'e': put_escaped(o, va_arg(ap, const char *)); break;
        case 'c': {
            const char *attr = va_arg(ap, const char *);
            put_color(o, attr, va_arg(ap, tav_svg_color));
            break;
        }
        case '%': put_bytes(o, "%", 1); break;
        default: /* not used by the renderer */
            put_bytes(o, q, q[1] ? 2 : 1);
            if (!q[1])
                return;
        }
        p = q + 2;
    }
}

void tav__svg_put(tav__strbuf *o, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    tav__svg_vput(o, fmt, ap);
    va_end(ap);
}
