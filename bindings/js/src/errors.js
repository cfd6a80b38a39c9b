// The exceptions of the package. libtavreli reports each failure as a
// status code and, for text it reads (TFEN, move notation), a located
// tav_error: the TFEN field, the byte offset in the text, the square
// concerned, the move number and a one-line message. Each becomes an
// exception carrying those details as properties.
import { C, Status, readError } from './wasm.js';
import { squareName } from './types.js';
import { checkOptions } from './options.js';

/**
 * Base class of the errors reported by libtavreli. Properties, as in the C
 * tav_error: code (the C status, e.g. -3 for TAV_ETFEN), field (TFEN field
 * 1..6 of R10, or 0), offset (0-based byte offset into the UTF-8 text, -1 if
 * unknown), square ('e4' or null), moveNumber (1-based index of the move in
 * a sequence, 0 if none), text (the text being read, or null).
 */
export class TavreliError extends Error {
  constructor(message, options = undefined) {
    const { code = Status.EINVAL, field = 0, offset = -1, square = null, moveNumber = 0, text = null } = checkOptions(
      options, ['code', 'field', 'offset', 'square', 'moveNumber', 'text'], `new ${new.target.name}`);
    const details = [];
    if (field) details.push(`field ${field}`);
    if (offset >= 0) details.push(`offset ${offset}`);
    if (square !== null) details.push(`square ${square}`);
    if (moveNumber) details.push(`move ${moveNumber}`);
    let full = message;
    if (details.length) full += ` [${details.join(', ')}]`;
    if (text !== null && !message.includes(text)) full += ` in ${JSON.stringify(text)}`;
    super(full);
    this.name = new.target.name;
    this.code = code;
    this.field = field;
    this.offset = offset;
    this.square = square;
    this.moveNumber = moveNumber;
    this.text = text;
    this.reason = message;
  }
}

/** A TFEN text is malformed or describes an impossible position (R10). */
export class TfenError extends TavreliError {}

/** A move text cannot be read as R9 notation. */
export class NotationError extends TavreliError {}

/** A move is readable but not legal in the position. */
export class IllegalMoveError extends TavreliError {}

const BY_CODE = new Map([
  [Status.ETFEN, TfenError],
  [Status.ENOTATION, NotationError],
  [Status.EILLEGAL, IllegalMoveError],
]);

/** The exception for a C status code without a located error. */
export function fromStatus(code, extra = {}) {
  const message = C.UTF8ToString(C._tav_strerror(code));
  if (code === Status.ENOMEM) return new RangeError(`tavreli: ${message}`);
  const Cls = BY_CODE.get(code) || TavreliError;
  return new Cls(message, { code, ...extra });
}

/** The exception for the scratch tav_error the last C call filled. */
export function fromError(text = null, fallbackCode = Status.EINVAL) {
  const e = readError();
  const code = e.code || fallbackCode;
  if (code === Status.ENOMEM) return new RangeError(`tavreli: ${e.message || 'out of memory'}`);
  const Cls = BY_CODE.get(code) || TavreliError;
  return new Cls(e.message || C.UTF8ToString(C._tav_strerror(code)), {
    code, field: e.field, offset: e.offset,
    square: e.square >= 0 && e.square < 64 ? squareName(e.square) : null,
    moveNumber: e.moveNumber, text,
  });
}

/** A NUL in a text to be read: C would stop there, so it is refused with
 *  the byte offset of the NUL. */
export function refuseNul(text, Cls, code) {
  const i = text.indexOf('\0');
  if (i < 0) return;
  const offset = new TextEncoder().encode(text.slice(0, i)).length;
  throw new Cls('the text contains a NUL character', { code, offset, text });
}
