import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Executor } from '../db/client';
import { looseKey } from './transliterate';

// Trigram search over a row's `search_key` (its names folded by looseKey), served by a GIN
// gin_trgm_ops index: `q <% key` (word similarity over the threshold) or a substring match, best first.

/**
 * How alike a typed word must be to a word of the key; 0.6 is pg_trgm's default, too strict for typos.
 * Every database connection starts with it (db/client), so a search needs no transaction to set it.
 */
export const WORD_SIMILARITY = 0.45;

/**
 * How many matching rows a picker ranks. Checking a row against the query and ranking it cost about the
 * same (the GIN index is lossy, so every candidate is rechecked), so a common word matching thousands of
 * rows would cost tens of ms; the pickers rank the first SEARCH_CANDIDATES matches the index gives. The
 * catalogue's search, which counts every match, ranks them all (its count and pages are cached).
 */
export const SEARCH_CANDIDATES = 500;

export type SearchTerm = { key: string };

/** The folded query, or undefined when nothing searchable was typed. */
export function searchTerm(text: string | undefined | null): SearchTerm | undefined {
  const key = text ? looseKey(text) : '';
  return key ? { key } : undefined;
}

/** WHERE part: the key holds the query as a substring, or as a word close to it. */
export function matches(column: AnyPgColumn, term: SearchTerm): SQL {
  return sql`(${column} LIKE ${'%' + term.key.replace(/[%_\\]/g, '\\$&') + '%'} OR ${term.key} <% ${column})`;
}

/** ORDER BY part: best match first. */
export function bestMatchFirst(column: AnyPgColumn, term: SearchTerm): SQL {
  return sql`word_similarity(${term.key}, ${column}) DESC`;
}

/**
 * Runs search queries. The `<%` operator and its index forgive a typo because every connection starts
 * with pg_trgm.word_similarity_threshold = WORD_SIMILARITY (db/client): no transaction and no
 * set_config round trips per search (three of them used to cost more than a small search itself).
 */
export async function withSearch<T>(db: Db, run: (db: Executor) => Promise<T>): Promise<T> {
  return run(db);
}
