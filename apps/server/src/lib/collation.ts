// Alphabetical order for Mongolian names. Unicode puts ё, ө and ү after я, so a plain sort would list
// «Өлзий» after «Ян». A sort key maps each Cyrillic letter to a code point in the Mongolian alphabet's
// order (Latin letters keep theirs and so come first); compared byte-wise (COLLATE "C") it orders
// names the way a Mongolian reader expects, on PGlite and on any PostgreSQL locale alike.
const MONGOLIAN_ALPHABET = 'абвгдеёжзийклмноөпрстуүфхцчшщъыьэюя';
const RANK = new Map([...MONGOLIAN_ALPHABET].map((ch, i) => [ch, String.fromCharCode(0x430 + i)]));

export function sortKeyOf(text: string): string {
  let out = '';
  for (const ch of text.trim().toLowerCase()) out += RANK.get(ch) ?? ch.normalize('NFD').replace(/\p{M}/gu, '');
  return out;
}

/** In-memory comparison by the same order, for short lists sorted in the service. */
export const compareMongolian = (a: string, b: string) => {
  const ka = sortKeyOf(a);
  const kb = sortKeyOf(b);
  return ka < kb ? -1 : ka > kb ? 1 : 0;
};
