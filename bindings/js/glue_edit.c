/* The JavaScript package's glue for editing and identifying positions
 * (bindings/js/src/edit.js): what the exported C API gives in a form
 * emscripten can pass (no 64-bit return values without WASM_BIGINT). */
#include <stdint.h>
#include "tavreli/position.h"

/* The position's hash (tav_position_hash) as two 32-bit halves, low first,
 * into out[0..1]. */
void tavjs_position_hash(const tav_position *pos, uint32_t *out)
{
    uint64_t h = tav_position_hash(pos);
    out[0] = (uint32_t)h;
    out[1] = (uint32_t)(h >> 32);
}
