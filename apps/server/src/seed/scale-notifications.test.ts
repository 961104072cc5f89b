import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { seedScaleNotifications } from './scale-notifications';
import { scaleBenchToken, seedScaleRatings } from './scale-ratings';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const one = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows[0];

describe('scale notifications', () => {
  it('notifies two likes of every scale review and each follow, never oneself, once, some unread', async () => {
    const db = t.database.db;
    await makeMovies(db, 120, (i) => ({ slug: `scale-movie-${i}` }));
    await seedScaleRatings(db, () => {}, { users: 30, perUser: 4 });
    // A few follows between scale members (the social scale data makes a million).
    await db.execute(sql`
      insert into user_follows (follower_id, followee_id)
      select a.id, b.id from users a join users b on b.slug = 'scale-user-' || (1 + a.id % 30)
      where a.slug like 'scale-user-%' and a.id <> b.id`);
    const size = { likesPerReview: 2, slice: 25 };
    expect(await seedScaleNotifications(db, () => {}, size)).toBe(true);
    expect(await seedScaleNotifications(db, () => {}, size)).toBe(false);

    const c = await one<{
      reviews: number;
      likes: number;
      follows: number;
      followed: number;
      own: number;
      unread: number;
      doubled: number;
    }>(sql`
      select (select count(*)::int from movie_reviews) reviews,
             (select count(*)::int from notifications where type = 'movie_review_like') likes,
             (select count(*)::int from user_follows) follows,
             (select count(*)::int from notifications where type = 'follow') followed,
             (select count(*)::int from notifications where user_id = actor_id) own,
             (select count(*)::int from notifications where not seen) unread,
             (select count(*)::int from (select 1 from notifications group by user_id, actor_id, type, movie_review_id having count(*) > 1) d) doubled`);
    expect(c.likes).toBe(2 * c.reviews);
    expect(c.followed).toBe(c.follows);
    expect(c.follows).toBeGreaterThan(20);
    expect([c.own, c.doubled]).toEqual([0, 0]);
    expect(c.unread).toBeGreaterThan(0);
    expect(c.unread).toBeLessThan((c.likes + c.followed) / 4);

    // The first bench member's badge is their unread rows.
    const res = await t.call({ method: 'GET', url: '/api/user/api/v-user-notification/', token: scaleBenchToken(1) });
    const mine = await one<{ n: number }>(sql`
      select count(*)::int n from notifications n join users u on u.id = n.user_id
      where u.slug = 'scale-user-1' and not n.seen`);
    expect(res.json()).toEqual({ notification: { unread: mine.n } });
  });
});
