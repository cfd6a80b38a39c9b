// The WebAssembly module and the helpers every class shares: loading
// (init), C strings, the scratch memory for out-parameters, and the
// located-error struct. Everything the package knows about Tavreli comes
// from the C library through these calls; nothing here is a rule.
import createTavreliModule from '../dist/tavreli-core.js';

/** The module's exports once init() has resolved; null before. */
export let C = null;
let ready = null;

// Scratch memory, allocated once per module: the located error
// (tav_error), an out-cell, a text buffer, the legal-move array and
// divide's counts.
export const MAX_MOVES = 1120;   // TAV_MAX_MOVES (tavreli/move.h; errors.test.js checks it against C)
export const PERFT_MAX_DEPTH = 64; // TAV_PERFT_MAX_DEPTH (tavreli/perft.h; errors.test.js checks it against C)
export const TEXT_SIZE = 512;    // > TAV_TFEN_MAX + 1 and TAV_MOVE_TEXT_MAX + 1
export const scratch = { err: 0, cell: 0, text: 0, moves: 0, counts: 0 };

// Byte offsets of tav_error's fields (checked by _Static_assert in glue.c).
const ERR = { code: 4, field: 8, offset: 12, square: 16, moveNumber: 20, message: 24 };

// The status codes of tavreli/common.h, by C's names (tav_status_name);
// errors.test.js checks every code of C's table is here with its value.
export const Status = Object.freeze({
  OK: 0, ENOMEM: -1, EINVAL: -2, ETFEN: -3, ENOTATION: -4, EILLEGAL: -5,
  EBUFSIZE: -6, EEMPTY: -7, EGAME: -8, ELIMIT: -9, EIO: -10, ETIMECONTROL: -11,
  EBUSY: -12,
});

/**
 * Load and instantiate the WebAssembly module. Resolves once it is ready;
 * calling it again returns the same promise (harmless). The module is
 * embedded in the package's JavaScript (SINGLE_FILE), so nothing is fetched.
 */
export function init() {
  if (!ready) {
    ready = createTavreliModule().then((m) => {
      scratch.err = m._malloc(m._tavjs_error_size());
      scratch.cell = m._malloc(8);
      scratch.text = m._malloc(TEXT_SIZE);
      scratch.moves = m._malloc(MAX_MOVES * 4);
      scratch.counts = m._malloc(MAX_MOVES * 8);
      if (!scratch.err || !scratch.cell || !scratch.text || !scratch.moves || !scratch.counts) {
        throw new Error('tavreli: out of WebAssembly memory at init');
      }
      C = m;
    }, (e) => {
      ready = null;
      throw e;
    });
  }
  return ready;
}

/** The module, or an Error telling the caller to await init() first. */
export function lib() {
  if (C === null) throw new Error('tavreli: the WebAssembly module is not loaded: await init() first');
  return C;
}

/** The size in bytes of the module's linear memory (memory.buffer). */
export function memoryBytes() {
  return lib().HEAPU8.buffer.byteLength;
}

/** A JavaScript string as a NUL-terminated UTF-8 C string in malloc'd
 *  memory; the caller frees it with C._free. */
export function cString(text) {
  const m = lib();
  const n = m.lengthBytesUTF8(text) + 1;
  const p = m._malloc(n);
  if (!p) throw new RangeError('tavreli: out of WebAssembly memory');
  m.stringToUTF8(text, p, n);
  return p;
}

/** Call fn(pointer) with text as a temporary C string. */
export function withCString(text, fn) {
  const p = cString(text);
  try {
    return fn(p);
  } finally {
    C._free(p);
  }
}

/** The C string at p ('' for NULL). */
export function jsString(p) {
  return p ? C.UTF8ToString(p) : '';
}

/** Reset the scratch tav_error (tav_error_init). */
export function clearError() {
  C._tav_error_init(scratch.err);
  return scratch.err;
}

/** The fields of the scratch tav_error as a plain object. */
export function readError() {
  const base = scratch.err >> 2;
  const h = C.HEAP32;
  return {
    code: h[base + ERR.code / 4],
    field: h[base + ERR.field / 4],
    offset: h[base + ERR.offset / 4],
    square: h[base + ERR.square / 4],
    moveNumber: h[base + ERR.moveNumber / 4],
    message: C.UTF8ToString(scratch.err + ERR.message),
  };
}

/** The text of a C *_alloc writer (tav_game_write_alloc, ...): call(out)
 *  runs it with out, the scratch cell, as its char **text and returns its
 *  status; gives { status, text } with the string ('' on failure), the C
 *  copy freed with tav_free. */
export function allocText(call) {
  C.HEAPU32[scratch.cell >> 2] = 0;
  const status = call(scratch.cell);
  const p = C.HEAPU32[scratch.cell >> 2];
  try {
    return { status, text: status === Status.OK && p ? C.UTF8ToString(p) : '' };
  } finally {
    C._tav_free(p);
  }
}

/** The 32-bit value of the scratch out-cell. */
export function cellU32() {
  return C.HEAPU32[scratch.cell >> 2];
}
