import { and, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { festivalEditions, festivalFormerSlugs, festivals } from '../../db/schema';

// Festivals (issue 17 item 1): the few festivals the institute lists, each with its annual editions.

const festivalColumns = {
  id: festivals.id,
  slug: festivals.slug,
  mongolName: festivals.mongolName,
  internationalName: festivals.internationalName,
  background: festivals.background,
};
export type FestivalRow = {
  id: number;
  slug: string;
  mongolName: string;
  internationalName: string;
  background: string;
};

/** Every festival: a handful, filtered and sorted by the service. */
export const listFestivals = (db: Executor): Promise<FestivalRow[]> => db.select(festivalColumns).from(festivals);

export async function findFestival(db: Executor, by: { slug: string } | { id: number }) {
  const [row] = await db
    .select(festivalColumns)
    .from(festivals)
    .where('slug' in by ? eq(festivals.slug, by.slug) : eq(festivals.id, by.id));
  return row as FestivalRow | undefined;
}

/** Whether another festival than `exceptId` holds the slug. */
export async function festivalSlugTaken(db: Executor, slug: string, exceptId?: number) {
  const [row] = await db
    .select({ id: festivals.id })
    .from(festivals)
    .where(and(eq(festivals.slug, slug), exceptId === undefined ? undefined : ne(festivals.id, exceptId)))
    .limit(1);
  return Boolean(row);
}

export async function insertFestival(tx: Executor, values: typeof festivals.$inferInsert) {
  const [row] = await tx.insert(festivals).values(values).returning({ id: festivals.id });
  return row;
}

export async function updateFestival(tx: Executor, id: number, values: Partial<typeof festivals.$inferInsert>) {
  await tx.update(festivals).set(values).where(eq(festivals.id, id));
}

/** A rename keeps the old address (it then redirects); the new one is no longer anyone's former address. */
export async function moveFestivalAddress(tx: Executor, festivalId: number, from: string | null, to: string) {
  await tx.delete(festivalFormerSlugs).where(eq(festivalFormerSlugs.slug, to));
  if (from && from !== to)
    await tx
      .insert(festivalFormerSlugs)
      .values({ slug: from, festivalId })
      .onConflictDoUpdate({ target: festivalFormerSlugs.slug, set: { festivalId } });
}

/** The current slug of the festival that once had `slug`, if one did. */
export async function currentSlugOf(db: Executor, formerSlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: festivals.slug })
    .from(festivalFormerSlugs)
    .innerJoin(festivals, eq(festivals.id, festivalFormerSlugs.festivalId))
    .where(eq(festivalFormerSlugs.slug, formerSlug));
  return row?.slug;
}

/** The festival's editions, newest first. */
export const listFestivalEditions = (db: Executor, festivalId: number) =>
  db
    .select({ year: festivalEditions.year, poster: festivalEditions.poster })
    .from(festivalEditions)
    .where(eq(festivalEditions.festivalId, festivalId))
    .orderBy(desc(festivalEditions.year));
