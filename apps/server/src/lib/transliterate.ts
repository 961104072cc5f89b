// Search in both scripts (issues 3 and 11, docs/decisions/009-search.md): Mongolians type titles in
// Cyrillic or in Latin letters, in several informal ways (ө/ү as o, u, v or y; ц as ts or c; х as h or
// kh; й as i or y; я as ya or a). The stored key and the query are folded into one loose Latin form in
// which those spellings are the same string, so «Хөвгүүн», "huvguun", "khovgoon" and "хувгуун" meet.

// prettier-ignore
const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'yo', ж: 'j', з: 'z', и: 'i', й: 'i', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', ө: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ү: 'u', ф: 'f',
  х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'sh', ъ: '', ы: 'i', ь: 'i', э: 'e', ю: 'yu', я: 'ya',
};

/** Cyrillic → Latin, the readable way (for slugs): «Цогт тайж» → "tsogt taij". */
export function toLatin(text: string): string {
  let out = '';
  for (const ch of text.toLowerCase()) out += CYRILLIC[ch] ?? ch;
  return out.normalize('NFD').replace(/\p{M}/gu, '');
}

/** Between the names of one row in its key: a substring of the query never spans two names. */
export const NAME_SEPARATOR = ' | ';

/** The typed text's words in Latin letters, before any folding (lib/search tries their typos). */
export const latinWords = (text: string) =>
  toLatin(text)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);

/**
 * The Latin spelling before the ambiguous y is read: digraphs made one letter (kh, x → h; ts → c;
 * zh → j), the y or i of ya/yu/ye/yo dropped (я, ю, е, ё typed as ya, ia or a), and the back and
 * front rounded vowels made one (о, у, ө, ү, and v and w typed for ү, all → u).
 */
function unified(text: string): string {
  return latinWords(text)
    .join(' ')
    .replace(/kh|x/g, 'h')
    .replace(/zh/g, 'j')
    .replace(/ts/g, 'c')
    .replace(/y(?=[aeiou])/g, '')
    .replace(/i(?=[aeou])/g, '')
    .replace(/[ovw]/g, 'u');
}

/**
 * Doubled letters (long vowels, "chinggis") are one; three or more of a letter stay three, so
 * nonsense like "zzzz" does not shrink to a letter that every key holds.
 */
const collapsed = (text: string) =>
  text.replace(/([a-z])\1+/g, (run, letter: string) => (run.length === 2 ? letter : letter.repeat(3)));

/** A y left after a vowel is й ("tayj", "ardiyn"); after a consonant it is ы or ү. */
const Y_AFTER_VOWEL = /(?<=[aeiu])y/g;

/**
 * The loose form a stored name is folded into: Latin, lower case, accents and punctuation dropped,
 * the informal variants made equal. A remaining y (only Latin titles have one) reads as i.
 */
export function looseKey(text: string): string {
  return collapsed(unified(text).replace(/y/g, 'i')).trim().replace(/ +/g, ' ');
}

/** At most this many readings of a typed query (each ambiguous y doubles them). */
const MAX_SPELLINGS = 4;

/**
 * Every way a typed query can be read, first the one looseKey gives: a y after a consonant or at the
 * start of a word is ы/й (i) or ү (u) ("ardyn" is «Ардын», "yyl" is «Үүл»), so each run of such y
 * is read both ways.
 */
export function looseSpellings(text: string): string[] {
  let readings = [unified(text).replace(Y_AFTER_VOWEL, 'i')];
  while (readings[0].includes('y') && readings.length < MAX_SPELLINGS) {
    readings = readings.flatMap((r) => [
      r.replace(/y+/, (run) => 'i'.repeat(run.length)),
      r.replace(/y+/, (run) => 'u'.repeat(run.length)),
    ]);
  }
  const keys = readings.map((r) => collapsed(r.replace(/y/g, 'i')).trim().replace(/ +/g, ' '));
  return [...new Set(keys)].filter(Boolean);
}

/** One searchable key for a row: the loose form of each of its names, the same name once. */
export const searchKeyOf = (...names: (string | null | undefined)[]) =>
  [...new Set(names.map((n) => (n ? looseKey(n) : '')).filter(Boolean))].join(NAME_SEPARATOR);
