import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeArtist, makeMovies } from '../test/factories/movies';
import { SCALE_FESTIVAL, seedScaleFestival } from './scale-festival';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the scale seeds read every scale-* row of the database.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

describe('scale festival', () => {
  it('gives the festival its editions of winners and nominees among the scale movies, once', async () => {
    const db = t.database.db;
    const director = await makeArtist(db);
    await makeMovies(db, 30, (i) => ({ slug: `scale-movie-${i}` }), { crew: [{ artistId: director.id, job: 1 }] });
    const size = { ...SCALE_FESTIVAL, editions: 3 };
    expect(await seedScaleFestival(db, () => {}, size)).toBe(true);
    expect(await seedScaleFestival(db, () => {}, size)).toBe(false);

    const year = new Date().getFullYear();
    const detail = await t.call({
      method: 'GET',
      url: `/api/award/annual-detail/?slug=scale-festival&year=${year - 2}`,
    });
    expect(detail.statusCode, detail.body).toBe(200);
    const body = detail.json();
    expect(body.winners).toHaveLength(SCALE_FESTIVAL.categories);
    expect(body.nominees).toHaveLength(SCALE_FESTIVAL.categories);
    expect(body.winners[1].artist.slug).toBe(director.slug);
    expect(body.winners[0].directors).toEqual([director.proName]);
  });
});
