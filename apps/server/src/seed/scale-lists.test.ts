import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { makeSerials } from '../test/factories/serials';
import { scaleListKind, scaleListOwner, seedScaleLists } from './scale-lists';
import { seedScaleRatings } from './scale-ratings';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('scale lists', () => {
  it('gives each member ten lists of distinct titles, with likes, counters that agree, and readable pages', async () => {
    const db = t.database.db;
    await makeMovies(db, 120, (i) => ({ slug: `scale-movie-${i}` }));
    await makeSerials(db, 30, (i) => ({ slug: `scale-serial-${i}` }));
    await seedScaleRatings(db, () => {}, { users: 30, perUser: 2 });
    const size = { lists: 300, likesPerUser: 3 };
    expect(await seedScaleLists(db, () => {}, size)).toBe(true);
    expect(await seedScaleLists(db, () => {}, size)).toBe(false);

    const counts = await one<{ lists: number; items: number; total: number; likes: number; liked: number }>(sql`
      select (select count(*)::int from user_lists) lists, (select count(*)::int from user_list_items) items,
             (select sum(total_items)::int from user_lists) total, (select count(*)::int from user_list_likes) likes,
             (select sum(likes_count)::int from user_lists) liked`);
    expect(counts.lists).toBe(300);
    expect(counts.items).toBe(counts.total);
    expect(counts.items).toBeGreaterThan(2500);
    expect(counts.likes).toBe(90);
    expect(counts.liked).toBe(90);

    // Member 5's lists are 5, 35, 65 …; the 5th and 10th of them (125 and 275) serial lists.
    const owner = scaleListOwner(125, 30);
    expect([scaleListKind(125, 30), scaleListKind(35, 30)]).toEqual(['serial', 'movie']);
    const detail = await t.call({
      method: 'GET',
      url: '/api/user/api/v-user-seriallistdetail/',
      query: { slug: owner, list: 'scale-list-125' },
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().serial_list.length).toBe(detail.json().total_serials);
    const page = await t.call({ method: 'GET', url: '/api/user/api/v-user-movielist/', query: { slug: owner } });
    expect(page.json().count).toBe(8);
  });
});
