/* Internal: kept so that render/svg_out.c, which another change rewrites,
 * still builds; base/chars.h holds the UTF-8 helpers now. Remove this file
 * once svg_out.c includes base/chars.h. */
#ifndef TAV_TEXT_CHARS_H
#define TAV_TEXT_CHARS_H

#include "base/chars.h"

#endif
