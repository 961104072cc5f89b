import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieDetailedReviews, movies, users } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { createAccount } from '../modules/accounts/operator.service';
import { buildTestApp, type TestApp } from '../test/app';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedMovies } from './movies';
import { seedReference } from './reference';
import { seedReviews } from './reviews';
import { DEMO_REVIEWS } from './reviews-data';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo reviews', () => {
  it('rates and reviews the demo movies, recomputes their grades, and runs again safely', async () => {
    const db = t.database.db;
    await seedReference(db);
    await seedMovies(db, createLocalStorage(path.join(t.dataDir, 'media')));
    for (const account of DEMO_ACCOUNTS.filter((a) => a.username === 'critic' || a.username === 'member')) {
      await createAccount(db, {
        ...account,
        email: `${account.username}@demo.mfi.mn`,
        phone: String(99_000_000 + DEMO_ACCOUNTS.indexOf(account) + 1),
        ifMissing: true,
      });
    }
    expect(await seedReviews(db)).toBeGreaterThanOrEqual(30);
    expect(await seedReviews(db)).toBe(0);

    const [godfather] = await db.select().from(movies).where(eq(movies.slug, 'the-godfather'));
    const audience = DEMO_REVIEWS.filter((r) => r[0] === 'the-godfather' && r[1] !== 'critic').map((r) => r[2]);
    expect(godfather).toMatchObject({ criticGrade: 99, criticCount: 1, audienceCount: audience.length });
    expect(godfather.audienceGrade).toBeCloseTo(audience.reduce((s, g) => s + g, 0) / audience.length, 3);

    const [critic] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'critic'));
    const detailed = await db
      .select()
      .from(movieDetailedReviews)
      .where(inArray(movieDetailedReviews.userId, [critic.id]));
    expect(detailed.length).toBeGreaterThanOrEqual(3);
    const list = (
      await t.call({ method: 'GET', url: '/api/movie/api-movie-review-list/', query: { search: 'Загалмайлсан' } })
    ).json();
    expect(list.review_list.some((r: { movie__movie_slug: string }) => r.movie__movie_slug === 'the-godfather')).toBe(
      true,
    );
  });
});
