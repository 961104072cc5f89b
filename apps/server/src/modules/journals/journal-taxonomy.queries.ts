import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { journalMainTypes, journalSubTypes, journalTags } from '../../db/schema';
import { idOrSlugIs } from '../../lib/catalogue-query';
import { bestMatchFirst, matches, type SearchTerm } from '../../lib/search';
import { searchKeyOf } from '../../lib/transliterate';

// Journal types, subtypes and tags (part 2 section 3 "Journal taxonomy").

export const listMainTypes = (db: Executor) =>
  db.select().from(journalMainTypes).orderBy(asc(journalMainTypes.position), asc(journalMainTypes.id));

/** Subtypes with their main type's slug, in tab order; one main type's when `mainTypeId` is given. */
export const listSubTypes = (db: Executor, mainTypeId?: number) =>
  db
    .select({
      id: journalSubTypes.id,
      slug: journalSubTypes.slug,
      nameMn: journalSubTypes.nameMn,
      nameEn: journalSubTypes.nameEn,
      mainTypeId: journalSubTypes.mainTypeId,
      mainSlug: journalMainTypes.slug,
    })
    .from(journalSubTypes)
    .innerJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId))
    .where(mainTypeId ? eq(journalSubTypes.mainTypeId, mainTypeId) : undefined)
    .orderBy(asc(journalMainTypes.position), asc(journalSubTypes.position), asc(journalSubTypes.id));

/** A main type by id or slug. */
export async function findMainType(db: Executor, ref: number | string) {
  const [row] = await db.select().from(journalMainTypes).where(idOrSlugIs(journalMainTypes, ref));
  return row;
}

/** The subtype ids a `sub_type` reference names (a slug may exist under several main types). */
export async function findSubTypeIds(db: Executor, ref: number | string, mainTypeId?: number) {
  const rows = await db
    .select({ id: journalSubTypes.id })
    .from(journalSubTypes)
    .where(and(idOrSlugIs(journalSubTypes, ref), mainTypeId ? eq(journalSubTypes.mainTypeId, mainTypeId) : undefined));
  return rows.map((r) => r.id);
}

export async function findSubType(db: Executor, id: number) {
  const [row] = await db.select().from(journalSubTypes).where(eq(journalSubTypes.id, id));
  return row;
}

/** Tags whose name matches the search in either script, best first; all (by name) without one. */
export function searchJournalTags(db: Executor, term: SearchTerm | undefined, limit: number) {
  const base = db.select({ id: journalTags.id, name: journalTags.name }).from(journalTags);
  return term
    ? base
        .where(matches(journalTags.searchKey, term))
        .orderBy(bestMatchFirst(journalTags.searchKey, term), asc(journalTags.id))
        .limit(limit)
    : base.orderBy(asc(journalTags.name)).limit(limit);
}

export const findJournalTags = (db: Executor, ids: number[]) =>
  db
    .select({ id: journalTags.id, name: journalTags.name })
    .from(journalTags)
    .where(inArray(journalTags.id, ids))
    .orderBy(asc(journalTags.name));

export async function existingTagIds(db: Executor, ids: number[]) {
  if (!ids.length) return new Set<number>();
  const rows = await db.select({ id: journalTags.id }).from(journalTags).where(inArray(journalTags.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** The ids of the named tags, creating the missing ones (names compared case-insensitively). */
export async function ensureJournalTags(db: Executor, names: string[]) {
  const unique = [...new Map(names.map((n) => [n.toLowerCase(), n])).values()];
  if (!unique.length) return [];
  await db
    .insert(journalTags)
    .values(unique.map((name) => ({ name, searchKey: searchKeyOf(name) })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: journalTags.id })
    .from(journalTags)
    .where(
      inArray(
        sql`lower(${journalTags.name})`,
        unique.map((n) => n.toLowerCase()),
      ),
    );
  return rows.map((r) => r.id);
}

export async function tagNames(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  const rows = await db.select({ name: journalTags.name }).from(journalTags).where(inArray(journalTags.id, ids));
  return rows.map((r) => r.name);
}
