import { JOBS } from '@mfi/contract/catalogue.enums';
import type { FieldChange } from '@mfi/contract/revisions.schemas';
import type { Executor } from '../../db/client';
import { type NameTable, namesOf } from './revisions.queries';

// A history's lists in words (issue 25 item 2): a list row keeps ids (a genre, an artist and their job), which
// the diff shows as the names they stand for, in both languages; its order column is left out.

type Named = { label: string; label_en: string };

/** The table an id column names; `refId` names the table of its list (a title's genres, a journal's movies). */
function tableOf(field: string, column: string): NameTable | undefined {
  const byColumn: Record<string, NameTable> = {
    artistId: 'artists',
    countryId: 'countries',
    professionId: 'professions',
    tagId: 'tags',
    movieId: 'movies',
    serialId: 'serials',
    userId: 'users',
  };
  if (column === 'refId') {
    const lists: Record<string, NameTable> = {
      genres: 'genres',
      subgenres: 'subgenres',
      countries: 'countries',
      languages: 'languages',
      tags: 'tags',
      artists: 'artists',
      movies: 'movies',
      serials: 'serials',
    };
    return lists[field];
  }
  return byColumn[column];
}

/** A list's rows; a list of one column (a title's genres) is kept as its bare ids, read here as `refId` rows. */
const rowsOf = (v: unknown): Record<string, unknown>[] =>
  Array.isArray(v)
    ? v
        .map((r) => (typeof r === 'number' ? { refId: r } : r))
        .filter((r): r is Record<string, unknown> => Boolean(r) && typeof r === 'object')
    : [];

/** The changes with each list row that holds ids as its words ({label, label_en}); other values as they were. */
export async function namedChanges(db: Executor, changes: FieldChange[]): Promise<FieldChange[]> {
  const wanted = new Map<NameTable, Set<number>>();
  for (const c of changes)
    for (const row of [...rowsOf(c.before), ...rowsOf(c.after)])
      for (const [column, value] of Object.entries(row)) {
        const table = tableOf(c.field, column);
        if (table && typeof value === 'number') wanted.set(table, (wanted.get(table) ?? new Set()).add(value));
      }
  if (!wanted.size) return changes;
  const names = new Map(
    await Promise.all([...wanted].map(async ([table, ids]) => [table, await namesOf(db, table, [...ids])] as const)),
  );
  const name = (field: string, row: Record<string, unknown>): Named | Record<string, unknown> => {
    if (!Object.keys(row).some((column) => tableOf(field, column))) return row;
    const mn: string[] = [];
    const en: string[] = [];
    for (const [column, value] of Object.entries(row)) {
      if (column === 'position' || column === 'image' || value === null || value === '' || value === false) continue;
      const table = tableOf(field, column);
      const named = table && typeof value === 'number' ? names.get(table)?.get(value) : undefined;
      const job = column === 'job' ? JOBS.find((j) => j.value === value) : undefined;
      const both = named ?? job ?? (value === true ? { mn: '✓', en: '✓' } : undefined);
      const text = String(value);
      // A text kept in both languages (an award's category and categoryEn) goes to each label once.
      const translated = typeof row[`${column}En`] === 'string' && row[`${column}En`] !== '';
      if (both) {
        mn.push(both.mn);
        en.push(both.en);
      } else if (column.endsWith('En')) en.push(text);
      else if (translated) mn.push(text);
      else {
        mn.push(text);
        en.push(text);
      }
    }
    return { label: mn.join(' · '), label_en: [...new Set(en)].join(' · ') };
  };
  const named = (field: string, v: unknown) => (Array.isArray(v) ? rowsOf(v).map((row) => name(field, row)) : v);
  return changes.map((c) => ({ ...c, before: named(c.field, c.before), after: named(c.field, c.after) }));
}

/** Several revisions' changes named at once (one query a table for a whole page), handed back in their groups. */
export async function namedChangeGroups(db: Executor, groups: FieldChange[][]): Promise<FieldChange[][]> {
  const named = await namedChanges(db, groups.flat());
  let start = 0;
  return groups.map((group) => named.slice(start, (start += group.length)));
}
