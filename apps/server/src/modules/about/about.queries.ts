import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aboutMembers, aboutPage, artists, users } from '../../db/schema';

// The about-us page (issue 16 items 3 and 4): one page row, its members in order with their links' slugs.

export async function findAboutPage(db: Executor) {
  const [page] = await db.select().from(aboutPage).limit(1);
  return page;
}

/** The members in the editor's order, with the linked artist's slug and publish flag and the user's slug. */
export function listAboutMembers(db: Executor) {
  return db
    .select({
      category: aboutMembers.category,
      name: aboutMembers.name,
      title: aboutMembers.title,
      description: aboutMembers.description,
      image: aboutMembers.image,
      artistSlug: artists.slug,
      artistPublish: artists.publish,
      userSlug: users.slug,
    })
    .from(aboutMembers)
    .leftJoin(artists, eq(artists.id, aboutMembers.artistId))
    .leftJoin(users, eq(users.id, aboutMembers.userId))
    .orderBy(asc(aboutMembers.position), asc(aboutMembers.id));
}

/** The media keys the page's members hold now. */
export async function memberImageKeys(db: Executor) {
  const rows = await db.select({ image: aboutMembers.image }).from(aboutMembers);
  return rows.map((r) => r.image);
}

/** Artist ids by slug, for the slugs that exist. */
export async function artistIdsBySlug(db: Executor, slugs: string[]) {
  if (!slugs.length) return new Map<string, number>();
  const rows = await db
    .select({ id: artists.id, slug: artists.slug })
    .from(artists)
    .where(inArray(artists.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

/** User ids by slug, for the slugs that exist. */
export async function userIdsBySlug(db: Executor, slugs: string[]) {
  if (!slugs.length) return new Map<string, number>();
  const rows = await db.select({ id: users.id, slug: users.slug }).from(users).where(inArray(users.slug, slugs));
  return new Map(rows.map((r) => [r.slug, r.id]));
}

export type AboutMemberRow = Omit<typeof aboutMembers.$inferInsert, 'id' | 'position'>;

/** The whole page replaced: the page row written (or made), every member deleted and written again in order. */
export async function replaceAboutPage(
  tx: Executor,
  page: { title: string; content: string; updatedAt: Date },
  members: AboutMemberRow[],
) {
  await tx
    .insert(aboutPage)
    .values({ id: 1, ...page })
    .onConflictDoUpdate({ target: aboutPage.id, set: page });
  await tx.delete(aboutMembers);
  if (members.length) await tx.insert(aboutMembers).values(members.map((m, position) => ({ ...m, position })));
}
