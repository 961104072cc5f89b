import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeDetailedReviews, episodeReviews, episodes, movieReviews, movies, seasons, serials } from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovies } from '../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerial } from '../test/factories/serials';
import { seedScaleEpisodeRatings } from './scale-episode-ratings';
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
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(movieReviews)
      .innerJoin(movies, eq(movies.id, movieReviews.movieId))
      .where(sql`${movies.slug} like 'scale-movie-%'`);
    expect(total).toBe(300);
    const [one] = await db.select().from(movies).where(eq(movies.id, rows[0].id));
    const [exact] = await db
      .select({
        avg: sql<number>`avg(grade) filter (where not critic)::real`,
        count: sql<number>`count(*) filter (where not critic)::int`,
      })
      .from(movieReviews)
      .where(eq(movieReviews.movieId, rows[0].id));
    expect(one.audienceCount).toBe(exact.count);
    if (exact.count) expect(one.audienceGrade).toBeCloseTo(exact.avg, 3);
    const res = await t.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: rows[1].id, load: false },
      token: scaleBenchToken(1),
    });
    expect(res.statusCode).toBe(200);
  });

  // After the movie ratings, which made the members.
  it('rates runs of distinct episodes per member and keeps episode, season and serial figures exact', async () => {
    const db = t.database.db;
    const serial = await makeSerial(db, { slug: `scale-serial-t-${Date.now()}` });
    const season = await makeSeason(db, serial.id);
    const eps = await makeEpisodes(db, season.id, 40, (i) => ({ publish: i !== 3 }));
    expect(await seedScaleEpisodeRatings(db, () => {}, { users: 30, perUser: 10 })).toBe(true);
    expect(await seedScaleEpisodeRatings(db, () => {}, { users: 30, perUser: 10 })).toBe(false);
    const ids = eps.map((e) => e.id);
    const [{ total, critics }] = await db
      .select({ total: sql<number>`count(*)::int`, critics: sql<number>`count(*) filter (where critic)::int` })
      .from(episodeReviews)
      .where(inArray(episodeReviews.episodeId, ids));
    expect(total).toBe(300);
    const [{ detailed }] = await db
      .select({ detailed: sql<number>`count(*)::int` })
      .from(episodeDetailedReviews)
      .where(inArray(episodeDetailedReviews.episodeId, ids));
    expect(detailed).toBe(critics);

    const exact = await db
      .select({
        id: episodeReviews.episodeId,
        ag: sql<number>`avg(grade) filter (where not critic)::real`,
        ac: sql<number>`count(*) filter (where not critic)::int`,
      })
      .from(episodeReviews)
      .where(inArray(episodeReviews.episodeId, ids))
      .groupBy(episodeReviews.episodeId);
    const stored = await db.select().from(episodes).where(inArray(episodes.id, ids));
    for (const e of stored) {
      const x = exact.find((r) => r.id === e.id);
      expect(e.audienceCount).toBe(x?.ac ?? 0);
      if (x?.ac) expect(e.audienceGrade).toBeCloseTo(x.ag, 3);
      else expect(e.audienceGrade).toBeNull();
    }
    // Season and serial: the published episodes' figures (episode 4 is unpublished).
    const shown = stored.filter((e) => e.publish);
    const audiences = shown.reduce((s, e) => s + e.audienceCount, 0);
    const graded = shown.filter((e) => e.audienceGrade !== null).map((e) => e.audienceGrade!);
    const [se] = await db.select().from(seasons).where(eq(seasons.id, season.id));
    const [sr] = await db.select().from(serials).where(eq(serials.id, serial.id));
    for (const row of [se, sr]) {
      expect(row.audienceCount).toBe(audiences);
      expect(row.audienceGrade).toBeCloseTo(graded.reduce((s, g) => s + g, 0) / graded.length, 3);
    }
  });
});
