import fs from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, seasons, serials } from '../db/schema';
import { createLocalStorage } from '../lib/storage';
import { buildTestApp, type TestApp } from '../test/app';
import { makeArtist } from '../test/factories/artists';
import { seedReference } from './reference';
import { DEMO_SERIALS } from './serials-data';
import { MONGOLIAN_SERIALS } from './serials-mongolian-data';
import { seedSerials } from './serials';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo serials', () => {
  it('adds real serials with seasons, episodes, drawn posters, linked people and a few awaiting publication; runs again safely', async () => {
    const db = t.database.db;
    await seedReference(db);
    await makeArtist(db, {
      proName: 'Киллиан Мёрфи',
      proNameEn: 'Cillian Murphy',
      countries: ['IE'],
      professions: ['actor'],
    });
    const storage = createLocalStorage(path.join(t.dataDir, 'media'));
    expect(await seedSerials(db, storage)).toBe(DEMO_SERIALS.length);
    expect(await seedSerials(db, storage)).toBe(0);

    const rows = await db
      .select()
      .from(serials)
      .where(
        inArray(
          serials.slug,
          DEMO_SERIALS.map((s) => s.slug),
        ),
      );
    expect(rows).toHaveLength(DEMO_SERIALS.length);
    expect(rows.filter((r) => !r.publish).map((r) => r.slug)).toEqual(['the-last-of-us']);
    const poster = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', rows[0].poster!))).metadata();
    expect([poster.width, poster.height, poster.format]).toEqual([240, 360, 'jpeg']);
    const seasonRows = await db
      .select()
      .from(seasons)
      .where(
        inArray(
          seasons.serialId,
          rows.map((r) => r.id),
        ),
      );
    expect(seasonRows.filter((s) => !s.publish)).toHaveLength(1);
    const episodeRows = await db
      .select()
      .from(episodes)
      .where(
        inArray(
          episodes.seasonId,
          seasonRows.map((s) => s.id),
        ),
      );
    expect(episodeRows.length).toBeGreaterThan(250);
    expect(episodeRows.filter((e) => !e.publish).length).toBe(3);

    const detail = (
      await t.call({ method: 'GET', url: '/api/serial/api-serial-detail/', query: { slug: 'breaking-bad' } })
    ).json().serial_detail;
    expect(detail).toMatchObject({
      re_year: 2008,
      fi_year: 2013,
      to_date: false,
      seasons_count: 5,
      m_title: 'Брэйкинг Бэд',
    });
    expect(detail.genres.length).toBeGreaterThan(0);
    const pilot = (
      await t.call({
        method: 'GET',
        url: '/api/serial/api-episode-detail/',
        query: { serialSlug: 'breaking-bad', seasonSlug: 'season-1', episodeSlug: 'episode-1' },
      })
    ).json();
    expect(pilot.episode_detail).toMatchObject({ e_title: 'Pilot', previous_episode: null, next_episode: 'episode-2' });
    const roles = (
      await t.call({ method: 'GET', url: '/api/serial/api-serial-role-list/', query: { slug: 'peaky-blinders' } })
    ).json();
    expect(roles.roles).toEqual([expect.objectContaining({ role: 'Thomas Shelby' })]);
    const got = (
      await t.call({ method: 'GET', url: '/api/serial/api-serial-seasons/', query: { slug: 'game-of-thrones' } })
    ).json();
    expect(got.seasons).toHaveLength(7);
    const found = (
      await t.call({ method: 'GET', url: '/api/serial/serial-list/', query: { search: 'чернобыль' } })
    ).json();
    expect(found.serial_list[0].serial_slug).toBe('chernobyl');
  });

  it('fills /mongol-serial with Mongolian serials whose seasons and episodes have Mongolian names and plots, also on an existing database', async () => {
    // A database of its own: /mongol-serial on the worker's shared one also lists other files' serials.
    const own = await buildTestApp({ ownDatabase: true });
    try {
      await mongolSerialsOn(own);
    } finally {
      await own.close();
    }
  });
});

/** The Mongolian demo serials, seeded again after their removal, as /mongol-serial and their pages show them. */
async function mongolSerialsOn(t: TestApp) {
  const db = t.database.db;
  const storage = createLocalStorage(path.join(t.dataDir, 'media'));
  await seedReference(db);
  await seedSerials(db, storage);
  // A database seeded before these serials existed gets them on the next run, and only them.
  await db.delete(serials).where(
    inArray(
      serials.slug,
      MONGOLIAN_SERIALS.map((s) => s.slug),
    ),
  );
  expect(await seedSerials(db, storage)).toBe(MONGOLIAN_SERIALS.length);
  expect(await seedSerials(db, storage)).toBe(0);

  const cyrillic = /[а-яөүё]/i;
  const latin = /[a-z]/i;
  const list = (await t.call({ method: 'GET', url: '/api/serial/serial-list/', query: { countryFlag: '2' } })).json();
  const slugs: string[] = list.serial_list.map((s: { serial_slug: string }) => s.serial_slug);
  expect(slugs.length).toBeGreaterThanOrEqual(4);
  expect(slugs).toEqual(expect.arrayContaining(MONGOLIAN_SERIALS.map((s) => s.slug)));

  for (const slug of slugs) {
    const [serial] = await db.select().from(serials).where(eq(serials.slug, slug));
    expect(serial.mongolian).toBe(true);
    const seasonList = (await t.call({ method: 'GET', url: '/api/serial/api-serial-seasons/', query: { slug } })).json()
      .seasons;
    expect(seasonList.length).toBeGreaterThan(0);
    for (const season of seasonList) {
      const page = (
        await t.call({
          method: 'GET',
          url: '/api/serial/api-season-episodes/',
          query: { slug, seasonSlug: season.season_slug, page: '1' },
        })
      ).json();
      expect(page.episode_list.length).toBeGreaterThan(1);
      for (const episode of page.episode_list) {
        // Names of their own (not «N-р анги»), in Mongolian, and a Mongolian plot.
        expect(episode.episode_name).toMatch(cyrillic);
        expect(episode.episode_name).not.toMatch(latin);
        expect(episode.episode_name).not.toMatch(/^\d+-р анги$/);
        expect(episode.plot).toMatch(cyrillic);
        expect(episode.plot).not.toMatch(latin);
      }
    }
  }
  const episode = (
    await t.call({
      method: 'GET',
      url: '/api/serial/api-episode-detail/',
      query: { serialSlug: 'odor-odriin-ongo', seasonSlug: 'season-1', episodeSlug: 'episode-1' },
    })
  ).json();
  expect(episode.episode_detail).toMatchObject({
    ser_title: 'Өдөр өдрийн өнгө',
    e_title: 'Анхны жижүүр',
    next_episode: 'episode-2',
  });
  expect(episode.episode_detail.plot).toMatch(/^Анагаахын сургуулиа/);
}
