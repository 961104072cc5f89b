import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movieReviews, movies } from '../schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovies } from '../../test/factories/movies';
import { scaleBenchToken, seedScaleRatings } from './scale-ratings';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('scale ratings', () => {
  it('rates distinct movies per member, recomputes exact grades, and gives the bench members tokens', async () => {
    const db = t.database.db;
    const rows = await makeMovies(db, 120, (i) => ({ slug: `scale-movie-t${i}-${Date.now()}` }));
    expect(await seedScaleRatings(db, () => {}, { users: 30, perUser: 10 })).toBe(true);
    expect(await seedScaleRatings(db, () => {}, { users: 30, perUser: 10 })).toBe(false);
    const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(movieReviews).innerJoin(movies, eq(movies.id, movieReviews.movieId)).where(sql`${movies.slug} like 'scale-movie-%'`);
    expect(total).toBe(300);
    const [one] = await db.select().from(movies).where(eq(movies.id, rows[0].id));
    const [exact] = await db
      .select({ avg: sql<number>`avg(grade) filter (where not critic)::real`, count: sql<number>`count(*) filter (where not critic)::int` })
      .from(movieReviews)
      .where(eq(movieReviews.movieId, rows[0].id));
    expect(one.audienceCount).toBe(exact.count);
    if (exact.count) expect(one.audienceGrade).toBeCloseTo(exact.avg, 3);
    const res = await t.call({ method: 'POST', url: '/api/movie/api-movie-review/', payload: { movie: rows[1].id, load: true }, token: scaleBenchToken(1) });
    expect(res.statusCode).toBe(200);
  });
});
