// The life cycle of a JavaScript object that owns a C object, and the one
// check that an argument handed to C is a live object of this package.
// The C pointers live in a WeakMap, never on the objects: a look-alike
// ({ _p: 8 }) or a copied symbol cannot pass a raw address to C.
import { C } from './wasm.js';
import { TavreliError } from './errors.js';

/** A sentinel the classes' constructors take for "wrap a pointer"
 *  (internal; not exported from the package). */
export const PTR = Symbol('tavreli.pointer');

/**
 * The ownership of one C type: adopt() records the pointer and registers
 * the object with a FinalizationRegistry (which calls the C free function
 * when the object is collected), get() gives the pointer (TypeError for an
 * object that is not one of this type, TavreliError once it was freed),
 * free() releases it now (harmless twice).
 */
export function ownership(freeName, what) {
  const pointers = new WeakMap();
  const registry = new FinalizationRegistry((p) => C[freeName](p));
  return {
    adopt(obj, p) {
      pointers.set(obj, p);
      registry.register(obj, p, obj);
      return obj;
    },
    get(obj) {
      const p = (typeof obj === 'object' || typeof obj === 'function') && obj !== null ? pointers.get(obj) : undefined;
      if (p === undefined) {
        const got = obj === null ? 'null' : typeof obj === 'object' ? `an object (${obj.constructor?.name || 'no class'})` : typeof obj;
        throw new TypeError(`tavreli: expected a ${what} of this package, not ${got}`);
      }
      if (!p) throw new TavreliError(`this ${what} was freed: it cannot be used any more`);
      return p;
    },
    free(obj) {
      const p = pointers.get(obj);
      if (p) {
        registry.unregister(obj);
        pointers.set(obj, 0);
        C[freeName](p);
      }
    },
  };
}

/** The positions' ownership, shared by every module that hands a Position
 *  to C (position.js, engine.js, solver.js, clock.js). */
export const positions = ownership('_tav_position_free', 'Position');
