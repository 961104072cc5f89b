import { gte, lte, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { bestMatchFirst, type SearchTerm } from './search';

// The pieces the movie and serial catalogues build their list queries from (part 2 section 9: the same
// eight sorts, ranges and multi-selects), so both lists filter and order by one rule.

export type Range = { min: number; max?: number };

export type CatalogueOrder =
  | 'newest'
  | 'oldest'
  | 'highest_rated'
  | 'lowest_rated'
  | 'most_watched'
  | 'least_watched'
  | 'alphabetical'
  | 'reverse_alphabetical'
  | 'best_match';

/**
 * A row linked to any of the ids: `&&` on the row's copy of its link ids (db/link-ids), which the
 * covering list indexes include, so the test runs on the index tuple (ARCHITECTURE section 10).
 */
export function linkedToAny(column: AnyPgColumn, ids: number[]): SQL {
  return sql`${column} && array[${sql.join(ids.map((id) => sql`${id}`), sql`, `)}]::int[]`;
}

export function inRange(column: AnyPgColumn, range: Range): SQL[] {
  return [gte(column, range.min), ...(range.max === undefined ? [] : [lte(column, range.max)])];
}

type OrderColumns = { id: AnyPgColumn; year: AnyPgColumn; audienceGrade: AnyPgColumn; watchedCount: AnyPgColumn; title: AnyPgColumn; searchKey: AnyPgColumn };

/** Every order ends on the id, so pages never overlap or skip rows with equal values. */
export function catalogueOrder(order: CatalogueOrder, c: OrderColumns, search: SearchTerm | undefined): SQL[] {
  switch (order) {
    case 'newest':
      return [sql`${c.year} desc`, sql`${c.id} desc`];
    case 'oldest':
      return [sql`${c.year} asc`, sql`${c.id} asc`];
    case 'highest_rated':
      return [sql`${c.audienceGrade} desc nulls last`, sql`${c.id} desc`];
    case 'lowest_rated':
      return [sql`${c.audienceGrade} asc nulls last`, sql`${c.id} asc`];
    case 'most_watched':
      return [sql`${c.watchedCount} desc`, sql`${c.id} desc`];
    case 'least_watched':
      return [sql`${c.watchedCount} asc`, sql`${c.id} asc`];
    case 'alphabetical':
      return [sql`${c.title} asc`, sql`${c.id} asc`];
    case 'reverse_alphabetical':
      return [sql`${c.title} desc`, sql`${c.id} desc`];
    case 'best_match':
      return [...(search ? [bestMatchFirst(c.searchKey, search)] : []), sql`${c.year} desc`, sql`${c.id} desc`];
  }
}
