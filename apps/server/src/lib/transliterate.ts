// Search in both scripts (issue 3): Mongolians type titles in Cyrillic or in Latin letters, with
// informal spellings (ө/ү as o/u, х as h or kh, й as i). Both the stored key and the query are folded
// into the same loose Latin form, so «Цогт тайж», "tsogt taij" and "Tsogt Taij" meet; trigram
// similarity on that form then forgives a typo.

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

/**
 * The loose form both sides of a search are folded into: Latin, lower case, accents dropped, and the
 * informal variants made equal (kh/x → h, y → i, doubled letters and non-letters collapsed).
 */
export function looseKey(text: string): string {
  return toLatin(text)
    .replace(/kh/g, 'h')
    .replace(/x/g, 'h')
    .replace(/y/g, 'i')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/([a-z])\1+/g, '$1')
    .trim();
}

/** One searchable key for a row: the loose form of all its names, joined. */
export const searchKeyOf = (...names: (string | null | undefined)[]) =>
  names.filter(Boolean).map((n) => looseKey(n!)).join(' ');
