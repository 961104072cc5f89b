import { IMPORT_CHOICES_MAX, IMPORT_QUEUED_MAX } from '@mfi/contract/limits';
import type { ImportRowStatus } from '@mfi/contract/user-import.schemas';
import type { Executor } from '../../db/client';
import { searchTerm, withTypos } from '../../lib/search';
import { looseKey, NAME_SEPARATOR } from '../../lib/transliterate';
import type { FileTitle } from './import-files';
import * as q from './user-import.queries';

// Each title of the file found in the catalogue (decision 037): by IMDb id, by TMDB id, then by its name and
// year folded as the site search folds them (decision 022): exactly (every row in one statement), then, for
// the rows still unfound, as the search finds a typed name, typos and both scripts allowed.

export type TitleMatch = {
  status: ImportRowStatus;
  match: q.CatalogueTitle | null;
  choices: q.CatalogueTitle[];
  /** Missing with a TMDB code the importer can fetch. */
  queued: boolean;
};

/** How many unfound names are looked up one by one (each a search of its own); the rest stay not found. */
const LOOSE_LOOKUPS = 300;

const kindsOf = (t: FileTitle): q.TitleKind[] => (t.kind === 'episode' ? [] : [t.kind]);

export async function matchTitles(db: Executor, titles: FileTitle[]): Promise<TitleMatch[]> {
  const found: (TitleMatch | undefined)[] = titles.map(() => undefined);
  const settle = (i: number, candidates: q.CatalogueTitle[]) => {
    const unique = [...new Map(candidates.map((c) => [`${c.kind}:${c.id}`, c])).values()];
    if (!unique.length) return;
    found[i] =
      unique.length === 1
        ? { status: 'matched', match: unique[0], choices: [], queued: false }
        : { status: 'ambiguous', match: null, choices: unique.slice(0, IMPORT_CHOICES_MAX), queued: false };
  };

  // 1. IMDb ids, 2. TMDB ids.
  for (const kind of ['movie', 'serial'] as const) {
    const withKind = titles.map((t, i) => ({ t, i })).filter(({ t }) => kindsOf(t).includes(kind));
    const byImdb = await q.titlesByImdbId(db, kind, [
      ...new Set(withKind.flatMap(({ t }) => (t.imdbId ? [t.imdbId] : []))),
    ]);
    const byTmdb = await q.titlesByTmdbId(db, kind, [
      ...new Set(withKind.flatMap(({ t }) => (t.tmdbId ? [t.tmdbId] : []))),
    ]);
    for (const { t, i } of withKind) {
      if (found[i]) continue;
      settle(i, [
        ...byImdb.filter((m) => t.imdbId && m.imdbId === t.imdbId),
        ...byTmdb.filter((m) => t.tmdbId && m.tmdbId === t.tmdbId),
      ]);
    }
  }

  // 3. The exact name (any of the title's names, either script) within a year, the file's year first.
  for (const kind of ['movie', 'serial'] as const) {
    const rows = titles.flatMap((t, i) => {
      const key = looseKey(t.name);
      return !found[i] && t.year !== null && key && kindsOf(t).includes(kind) ? [{ row: i, key, year: t.year }] : [];
    });
    const exact = await q.titlesByExactName(db, kind, rows);
    const byRow = new Map<number, q.CatalogueTitle[]>();
    for (const m of exact) byRow.set(m.row, [...(byRow.get(m.row) ?? []), m]);
    for (const [i, candidates] of byRow) settle(i, closestYear(candidates, titles[i].year));
  }

  // 4. The name as the search reads it (typos, word order), one search a name, for the first LOOSE_LOOKUPS.
  let lookups = 0;
  for (const [i, t] of titles.entries()) {
    if (found[i] || lookups >= LOOSE_LOOKUPS) continue;
    const term = searchTerm(t.name);
    if (!term) continue;
    lookups++;
    const typed = await withTypos(db, term);
    const key = looseKey(t.name);
    const candidates: q.CatalogueTitle[] = [];
    for (const kind of kindsOf(t))
      candidates.push(...(await q.titlesByLooseName(db, kind, typed, t.year, IMPORT_CHOICES_MAX)));
    // One candidate whose name is the file's but for a typo is the title; others are choices, never a guess.
    const close = candidates.filter((c) => c.searchKey.split(NAME_SEPARATOR).some((name) => nearlyEqual(name, key)));
    if (close.length === 1 && (t.year === null || close[0].year === t.year)) settle(i, close);
    else if (candidates.length) {
      found[i] = { status: 'ambiguous', match: null, choices: candidates.slice(0, IMPORT_CHOICES_MAX), queued: false };
    }
  }

  let queued = 0;
  return titles.map((t, i) => {
    if (found[i]) return found[i];
    const canQueue = t.tmdbId !== null && t.kind !== 'episode' && queued < IMPORT_QUEUED_MAX;
    if (canQueue) queued++;
    return { status: 'missing', match: null, choices: [], queued: canQueue };
  });
}

/** The candidates of the file's own year when there are any, else all (a year off, as release dates differ). */
function closestYear(candidates: q.CatalogueTitle[], year: number | null) {
  const same = candidates.filter((c) => c.year === year);
  return same.length ? same : candidates;
}

/** Equal, or one or two letters apart in a longer name (a typo or two): Damerau-Levenshtein within a bound. */
export function nearlyEqual(a: string, b: string) {
  if (a === b) return true;
  const allowed = Math.max(a.length, b.length) >= 8 ? 2 : 1;
  if (Math.abs(a.length - b.length) > allowed) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  let before: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cur[j] = Math.min(cur[j], before[j - 2] + 1);
    }
    [before, prev] = [prev, cur];
  }
  return prev[b.length] <= allowed;
}
