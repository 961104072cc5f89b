import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { movies, serials, userListItems, userListLikes, userLists, users } from '../db/schema';
import { slugify } from '../lib/slug';
import { searchKeyOf } from '../lib/transliterate';
import { DEMO_LISTS } from './lists-data';

// Demo user lists with their likes (issue 14), after the demo titles and members. Only published titles go
// in, as the list editor allows. Safe to run again: a list the owner already has (by slug) is left alone.

export async function seedLists(db: Db) {
  const usernames = [...new Set(DEMO_LISTS.flatMap((l) => [l.owner, ...(l.likedBy ?? [])]))];
  const people = new Map(
    (
      await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.username, usernames))
    ).map((u) => [u.username, u.id]),
  );
  const slugsOf = (kind: 'movie' | 'serial') =>
    DEMO_LISTS.filter((l) => l.kind === kind).flatMap((l) => l.items.map(([slug]) => slug));
  const published = async (table: typeof movies | typeof serials, slugs: string[]) =>
    new Map(
      (
        await db
          .select({ id: table.id, slug: table.slug, publish: table.publish })
          .from(table)
          .where(inArray(table.slug, slugs))
      )
        .filter((t) => t.publish)
        .map((t) => [t.slug, t.id]),
    );
  const titles = {
    movie: await published(movies, slugsOf('movie')),
    serial: await published(serials, slugsOf('serial')),
  };

  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const [i, list] of DEMO_LISTS.entries()) {
      const userId = people.get(list.owner);
      const items = list.items.flatMap(([slug, description]) => {
        const id = titles[list.kind].get(slug);
        return id ? [{ id, description: description ?? '' }] : [];
      });
      if (!userId || !items.length) continue;
      // A few days apart, the last one newest, so the home rail and the owners' pages have an order.
      const createdAt = new Date(now - (DEMO_LISTS.length - i) * 29 * 3_600_000);
      const [made] = await tx
        .insert(userLists)
        .values({
          kind: list.kind,
          userId,
          slug: slugify(list.name),
          title: list.name,
          searchKey: searchKeyOf(list.name),
          about: list.about,
          topList: list.top ?? false,
          showDescriptions: list.descriptions ?? false,
          totalItems: items.length,
          createdAt,
          updatedAt: createdAt,
        })
        .onConflictDoNothing()
        .returning({ id: userLists.id });
      if (!made) continue;
      await tx.insert(userListItems).values(
        items.map((item, position) => ({
          listId: made.id,
          position: position + 1,
          description: item.description,
          ...(list.kind === 'movie' ? { movieId: item.id } : { serialId: item.id }),
        })),
      );
      const likers = (list.likedBy ?? []).flatMap((name) => {
        const id = people.get(name);
        return id && id !== userId ? [{ listId: made.id, userId: id }] : [];
      });
      if (!likers.length) continue;
      await tx.insert(userListLikes).values(likers).onConflictDoNothing();
      const [{ n }] = await tx.select({ n: count() }).from(userListLikes).where(eq(userListLikes.listId, made.id));
      await tx.update(userLists).set({ likesCount: n }).where(eq(userLists.id, made.id));
    }
  });
}
