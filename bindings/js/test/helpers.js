// Shared helpers of the package's tests: where the test data is, and the
// readers of its EPD and plain-text game files.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const TESTDATA = process.env.TESTDATA || join(here, '..', '..', '..', 'tests', 'data');

export function dataPath(...parts) {
  return join(TESTDATA, ...parts);
}

export function readText(...parts) {
  return readFileSync(dataPath(...parts), 'utf8');
}

/** [{ tfen, counts: { depth: n }, comment }] of an EPD file of tests/data/perft. */
export function readEpd(name) {
  const out = [];
  let comment = '';
  for (const raw of readText('perft', name).split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('#')) {
      comment = line.slice(1).trim();
      continue;
    }
    const [tfen, ...fields] = line.split(';');
    const counts = {};
    for (const f of fields) {
      const [key, value] = f.trim().split(/\s+/);
      counts[Number(key.slice(1))] = Number(value);
    }
    out.push({ tfen: tfen.trim(), counts, comment });
  }
  return out;
}

/** [{ heading, moves }] of tests/data/games/tournament-1997-2003.txt with
 *  the source's typos repaired as tests/data/games/README.md says (a
 *  Cyrillic 'с' for 'c', upper-case squares, 'b1 e1' without its hyphen, a
 *  trailing '*' where the publisher cut the score). */
export function readTxtGames() {
  const games = [];
  let heading = null;
  for (const raw of readText('games', 'tournament-1997-2003.txt').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    if (line.startsWith('[Game')) {
      heading = line;
      continue;
    }
    const text = line.replaceAll('\u0441', 'c').toLowerCase().replaceAll('b1 e1', 'b1-e1');
    const moves = text.split(/\s+/);
    if (moves.length && moves[moves.length - 1].endsWith('*')) {
      moves[moves.length - 1] = moves[moves.length - 1].slice(0, -1);
      if (!moves[moves.length - 1]) moves.pop();
    }
    games.push({ heading, moves });
    heading = null;
  }
  return games;
}
