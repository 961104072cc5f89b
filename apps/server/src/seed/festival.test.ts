import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../lib/storage';
import { buildTestApp, type TestApp } from '../test/app';
import { makeMovie } from '../test/factories/movies';
import { makeSerial } from '../test/factories/serials';
import { artists } from '../db/schema';
import { slugify } from '../lib/slug';
import { DEMO_ARTISTS } from './artists-data';
import { DEMO_FESTIVAL, LAST_YEAR, seedFestival, THIS_YEAR } from './festival';
import { DEMO_MOVIES } from './movies-data';
import { DEMO_SERIALS } from './serials-data';

let t: TestApp;
beforeAll(async () => {
  // A database of its own: the demo slugs (movies, serials, artists) are made here.
  t = await buildTestApp({ ownDatabase: true });
});
afterAll(() => t.close());

const get = (url: string) => t.call({ method: 'GET', url: `/api/${url}` });

describe('demo festival', () => {
  it('names only demo films, serials and artists, each award a movie or a serial', () => {
    const movies = new Set(DEMO_MOVIES.map((m) => m.slug));
    const serials = new Set(DEMO_SERIALS.map((m) => m.slug));
    const artists = new Set(DEMO_ARTISTS.map((a) => slugify(a.en)));
    for (const a of [...LAST_YEAR, ...THIS_YEAR]) {
      expect(Boolean(a.movie) !== Boolean(a.serial), a.award).toBe(true);
      if (a.movie) expect(movies.has(a.movie), a.movie).toBe(true);
      if (a.serial) expect(serials.has(a.serial), a.serial).toBe(true);
      if (a.artist) expect(artists.has(a.artist), a.artist).toBe(true);
    }
  });

  it('writes one festival with last year’s and this year’s editions, texts in both languages and awards, once', async () => {
    const db = t.database.db;
    // The films and artists the awards name (the catalogue seeds make them on the demo site).
    const [davaa] = await db
      .insert(artists)
      .values({
        slug: 'byambasuren-davaa',
        proName: 'Бямбасүрэнгийн Даваа',
        proNameEn: 'Byambasuren Davaa',
        firstName: 'Даваа',
        lastName: 'Бямбасүрэн',
        publish: true,
      })
      .returning();
    const cave = await makeMovie(
      db,
      { slug: 'the-cave-of-the-yellow-dog' },
      { crew: [{ artistId: davaa.id, job: 1 }] },
    );
    const camel = await makeMovie(db, { slug: 'the-story-of-the-weeping-camel' });
    await makeMovie(db, { slug: 'mongol' });
    await makeMovie(db, { slug: 'the-two-horses-of-genghis-khan', publish: false });
    await makeSerial(db, { slug: 'ger-bul' });

    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    const now = new Date();
    expect(await seedFestival(db, storage, now)).toBe(true);
    expect(await seedFestival(db, storage, now)).toBe(false);

    const list = (await get('award/festival-list/')).json().festival_list;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ ...DEMO_FESTIVAL, slug: 'mongolian-film-festival' });
    const detail = (await get('award/festival-detail/?slug=mongolian-film-festival')).json();
    const year = now.getFullYear();
    expect(detail.editions.map((e: { year: number }) => e.year)).toEqual([year, year - 1]);

    const current = (await get(`award/annual-detail/?slug=mongolian-film-festival&year=${year}`)).json();
    // Open on a fresh start: the fee due a month on, the results two weeks after.
    const day = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
    expect(current.payment_deadline).toBe(`${day(30)}T23:59`);
    expect(current.results_date).toBe(day(45));
    for (const field of ['agenda', 'description', 'guidance']) {
      expect(current[field], field).toMatch(/[А-Яа-яӨөҮү]/);
      expect(current[field], field).toContain('<');
      expect(current[`${field}_en`], field).toMatch(/^<(p|h2)>[A-Z]/);
    }
    const last = (await get(`award/annual-detail/?slug=mongolian-film-festival&year=${year - 1}`)).json();
    expect([last.payment_deadline, last.results_date]).toEqual([null, null]);
    expect(last.winners.map((w: { slug: string }) => w.slug)).toEqual([cave.slug, camel.slug, cave.slug, 'ger-bul']);
    expect(last.winners[2]).toMatchObject({ award: 'Шилдэг найруулагч', artist: { slug: 'byambasuren-davaa' } });
    // Nominees among the films that exist; the unpublished documentary only for contributors.
    expect(last.nominees.map((n: { nominee_name: string }) => n.nominee_name)).toEqual(['Шилдэг уран сайхны кино']);

    const awards = (await get('artist/api-artist-awards/?slug=byambasuren-davaa')).json().awards;
    expect(awards.map((a: { award: string; date: string }) => `${a.date} ${a.award}`)).toEqual([
      `${year} Шилдэг найруулагч`,
      `${year - 1} Шилдэг уран сайхны кино`,
      `${year - 1} Шилдэг найруулагч`,
    ]);
    const image = await t.call({ method: 'GET', url: current.image });
    expect([image.statusCode, image.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });
});
