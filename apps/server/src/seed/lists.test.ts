import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, serials, userListItems, userListLikes, userLists, users } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { buildTestApp, type TestApp } from '../test/app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DEMO_LISTS } from './lists-data';
import { seedLists } from './lists';
import { seedMovies } from './movies';
import { seedReference } from './reference';
import { seedDemoReviewers } from './reviews';
import { seedSerials } from './serials';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the demo titles' slugs are fixed, and other files make titles of their own.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

describe('demo lists', () => {
  it('adds a dozen lists of published titles by the demo members, some liked; runs again safely', async () => {
    const db = t.database.db;
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    await seedReference(db);
    await seedMovies(db, storage);
    await seedSerials(db, storage);
    await seedDemoReviewers(db);
    for (const [i, account] of DEMO_ACCOUNTS.entries())
      await createAccount(db, {
        ...account,
        email: `${account.username}@demo.mfi.mn`,
        phone: String(99_000_000 + i + 1),
        ifMissing: true,
      });

    await seedLists(db);
    await seedLists(db);
    const lists = await db.select().from(userLists);
    expect(lists).toHaveLength(DEMO_LISTS.length);
    expect(DEMO_LISTS.length).toBeGreaterThanOrEqual(12);
    expect(new Set(lists.map((l) => l.kind))).toEqual(new Set(['movie', 'serial']));

    // Counters agree with the rows; every item is a published title; some lists are liked.
    for (const list of lists) {
      const [{ n: items }] = await db
        .select({ n: count() })
        .from(userListItems)
        .where(eq(userListItems.listId, list.id));
      const [{ n: likes }] = await db
        .select({ n: count() })
        .from(userListLikes)
        .where(eq(userListLikes.listId, list.id));
      expect([list.totalItems, list.likesCount]).toEqual([items, likes]);
    }
    expect(lists.filter((l) => l.likesCount > 0).length).toBeGreaterThanOrEqual(6);
    const items = await db.select().from(userListItems);
    const movieIds = items.flatMap((i) => (i.movieId ? [i.movieId] : []));
    const serialIds = items.flatMap((i) => (i.serialId ? [i.serialId] : []));
    const hidden = [
      ...(await db.select().from(movies).where(inArray(movies.id, movieIds))),
      ...(await db.select().from(serials).where(inArray(serials.id, serialIds))),
    ].filter((title) => !title.publish);
    expect(hidden).toEqual([]);

    // The critic's top ten reads through the API, in its order, with its descriptions.
    const [critic] = await db.select().from(users).where(eq(users.username, 'critic'));
    const res = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-movielistdetail/',
      query: { slug: critic.slug, list: 'shuumjlegchiin-shildeg-arav' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total_movies: 10, top_list: true, movie_desc: true });
    expect(res.json().movie_list[0]).toMatchObject({ slug: 'tokyo-story' });
  }, 120_000);
});
