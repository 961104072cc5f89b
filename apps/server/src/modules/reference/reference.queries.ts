import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { collections, countries, genres, languages, professions, subgenres, tags } from '../../db/schema';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import { KIND_TABLES } from './reference-tables.queries';
import { tagListed } from './visible-refs.queries';

export type ProfessionRow = typeof professions.$inferSelect;
export type CountryRow = typeof countries.$inferSelect;
export type LanguageRow = typeof languages.$inferSelect;
export type NamedRow = typeof genres.$inferSelect; // genres and subgenres share a shape
export type TagRow = typeof tags.$inferSelect;
export type CollectionRow = typeof collections.$inferSelect;

export const listProfessions = (db: Executor) => db.select().from(professions);
export const listCountries = (db: Executor) => db.select().from(countries);
export const listLanguages = (db: Executor) => db.select().from(languages);
export const listGenres = (db: Executor) => db.select().from(genres);
export const listSubgenres = (db: Executor) => db.select().from(subgenres);

const SEARCH_LIMIT = 50;
const BROWSE_LIMIT = 100;

/** Tags by name or matching a term; `listedOnly` leaves out those only unpublished items use (tagListed). */
export function listTags(db: Executor, term: SearchTerm | undefined, listedOnly: boolean) {
  const q = db.select().from(tags);
  const listed = listedOnly ? tagListed : undefined;
  return term
    ? q
        .where(and(matches(tags.searchKey, term), listed))
        .orderBy(bestMatchFirst(tags.searchKey, term), asc(tags.id))
        .limit(SEARCH_LIMIT)
    : q
        .where(listed)
        .orderBy(sql`lower(${tags.name})`)
        .limit(BROWSE_LIMIT);
}

export function listCollections(db: Executor, term: SearchTerm | undefined) {
  const q = db.select().from(collections);
  return term
    ? q
        .where(matches(collections.searchKey, term))
        .orderBy(bestMatchFirst(collections.searchKey, term), asc(collections.id))
        .limit(SEARCH_LIMIT)
    : q.orderBy(collections.title).limit(BROWSE_LIMIT);
}

/** How many of `ids` exist in the kind's table (duplicates are removed by the caller). */
export async function countExisting(db: Executor, kind: ReferenceKind, ids: number[]) {
  if (!ids.length) return 0;
  const { table, id } = KIND_TABLES[kind];
  const [row] = await db.select({ n: count() }).from(table).where(inArray(id, ids));
  return row.n;
}

export async function findRow(db: Executor, kind: ReferenceKind, id: number) {
  const { table, id: idColumn } = KIND_TABLES[kind];
  const [row] = await db.select().from(table).where(eq(idColumn, id));
  return row as Record<string, unknown> | undefined;
}

export async function slugTaken(db: Executor, kind: 'genre' | 'subgenre' | 'profession' | 'collection', slug: string) {
  const table = KIND_TABLES[kind].table;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.slug, slug));
  return Boolean(row);
}

export async function insertRow(db: Executor, kind: ReferenceKind, values: Record<string, unknown>) {
  const { table } = KIND_TABLES[kind];
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning();
  return row as Record<string, unknown>;
}

export async function updateRow(db: Executor, kind: ReferenceKind, id: number, values: Record<string, unknown>) {
  const { table, id: idColumn } = KIND_TABLES[kind];
  const [row] = await db
    .update(table)
    .set(values as never)
    .where(eq(idColumn, id))
    .returning();
  return row as Record<string, unknown> | undefined;
}

export async function deleteRow(db: Executor, kind: ReferenceKind, id: number) {
  const { table, id: idColumn } = KIND_TABLES[kind];
  await db.delete(table).where(eq(idColumn, id));
}

/** Inserts the tags that are missing (names compared without case), then answers every name's row. */
export async function upsertTags(db: Executor, values: { name: string; searchKey: string }[]) {
  if (!values.length) return [];
  await db.insert(tags).values(values).onConflictDoNothing();
  return db
    .select()
    .from(tags)
    .where(
      inArray(
        sql`lower(${tags.name})`,
        values.map((v) => v.name.toLowerCase()),
      ),
    );
}

export async function findCollectionByTitle(db: Executor, title: string) {
  const [row] = await db
    .select()
    .from(collections)
    .where(sql`lower(${collections.title}) = lower(${title})`);
  return row;
}

/** True when Mongolia (ISO MN) is among the country ids: the Mongolian catalogues' flag. */
export async function includesMongolia(db: Executor, ids: number[]) {
  if (!ids.length) return false;
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(and(inArray(countries.id, ids), eq(countries.code, 'MN')))
    .limit(1);
  return Boolean(row);
}
