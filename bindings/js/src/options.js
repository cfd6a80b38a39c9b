// Options objects: every function of the package that takes one checks it
// here, so that a key it does not know (a typo, or an option of another
// library) is a TypeError naming it, never silently ignored.

/**
 * options itself (an empty object for undefined or null) once every key is
 * one of known; where names the function for the message. A value that is
 * not a plain object is a TypeError too.
 */
export function checkOptions(options, known, where, hints = {}) {
  if (options === undefined || options === null) return {};
  if (typeof options !== 'object' || Array.isArray(options)) {
    throw new TypeError(`${where}: the options are an object, not ${Array.isArray(options) ? 'an array' : typeof options}`);
  }
  for (const key of Object.keys(options)) {
    if (!known.includes(key)) {
      if (hints[key]) throw new TypeError(`${where}: option '${key}' is not supported: ${hints[key]}`);
      throw new TypeError(`${where}: unknown option '${key}' (known: ${known.join(', ') || 'none'})`);
    }
  }
  return options;
}
