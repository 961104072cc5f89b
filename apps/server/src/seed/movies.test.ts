import fs from 'node:fs';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { buildTestApp, type TestApp } from '../test/app';
import { makeArtist } from '../test/factories/movies';
import { DEMO_MOVIES } from './movies-data';
import { seedMovies } from './movies';
import { seedReference } from './reference';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true }); // other seed tests in the worker add the demo films too
});
afterAll(() => t.close());

describe('demo movies', () => {
  it('adds real films with generated images, links and a few awaiting publication; runs again safely', async () => {
    const db = t.database.db;
    await seedReference(db);
    const kurosawa = await makeArtist(db, { name: 'Куросава Акира' });
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    const added = await seedMovies(db, storage, new Map([['Akira Kurosawa', kurosawa.id]]));
    expect(added).toBe(DEMO_MOVIES.length);
    expect(DEMO_MOVIES.length).toBeGreaterThanOrEqual(40);
    expect(await seedMovies(db, storage)).toBe(0);

    const rows = await db
      .select()
      .from(movies)
      .where(
        inArray(
          movies.slug,
          DEMO_MOVIES.map((m) => m.slug),
        ),
      );
    expect(rows.filter((r) => !r.publish).length).toBeGreaterThanOrEqual(3);
    expect(rows.find((r) => r.slug === 'the-story-of-the-weeping-camel')!.mongolian).toBe(true);
    const poster = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', rows[0].poster!))).metadata();
    expect([poster.width, poster.height, poster.format]).toEqual([240, 360, 'jpeg']);

    const detail = (
      await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug: 'seven-samurai' } })
    ).json().movie_detail;
    expect(detail).toMatchObject({ year: 1954, runtime: 207, m_title: 'Долоон самурай' });
    expect(detail.genres.length).toBeGreaterThan(0);
    expect(detail.languages).toEqual([expect.objectContaining({ language_mongol_name: expect.any(String) })]);
    const crew = (
      await t.call({ method: 'GET', url: '/api/movie/api-movie-artist-list/', query: { slug: 'seven-samurai' } })
    ).json();
    expect(crew.artists).toEqual([expect.objectContaining({ id: kurosawa.id, job: 'Найруулагч' })]);
    const found = (
      await t.call({ method: 'GET', url: '/api/movie/movie-list/', query: { search: 'tsogt', countryFlag: '3' } })
    ).json();
    expect(found.results[0].slug).toBe('tsogt-taij');
  });
});
