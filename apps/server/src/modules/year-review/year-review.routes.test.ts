import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { currentYear } from '@mfi/contract/fields';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diaryEntries, movieReviews, serialArtists, serialCountries, serialGenres } from '../../db/schema';
import { syncSerialLinkIds } from '../../db/link-ids';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeArtist, makeMovie, makeReferences } from '../../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerialWithEpisodes } from '../../test/factories/serials';

// A member's year in review (issue 29 part 4): diary entries across years, a rewatch, ratings without an entry
// dated by their Ulaanbaatar day, a season's viewing as its episodes, unpublished titles left out, the top lists
// and grades; public to guests, refused across a block; the share image; a bad year and an unknown member.

let t: TestApp;
let dist: string;
let member: SignedInMember;
let reader: SignedInMember;
let blocked: SignedInMember;

const year = (query: Record<string, string | number>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/user/api/v-user-year/?${new URLSearchParams(query as Record<string, string>)}`,
    token,
  });
const image = (query: Record<string, string | number>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/user/api/v-user-year-image/?${new URLSearchParams(query as Record<string, string>)}`,
    token,
  });

let refs: Awaited<ReturnType<typeof makeReferences>>;
let director: { id: number; slug: string };
let m1: { id: number; slug: string };

beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-year-'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html lang="mn"><head><meta charset="UTF-8" /><title>MFI</title></head><body><div id="root"></div></body></html>',
  );
  t = await buildTestApp({ env: { WEB_DIST: dist } });
  const db = t.database.db;
  member = await signedInMember(t);
  reader = await signedInMember(t);
  blocked = await signedInMember(t);
  refs = await makeReferences(db);
  const [g1, g2, c1, c2] = [refs.genre.id, refs.genre2.id, refs.country.id, refs.mongolia.id];
  director = await makeArtist(db);
  m1 = await makeMovie(
    db,
    { runtime: 100, criticGrade: 75, audienceGrade: 60 },
    { genres: [g1], countries: [c1], crew: [{ artistId: director.id, job: 1 }] },
  );
  const m2 = await makeMovie(db, { runtime: 90, audienceGrade: 70 }, { genres: [g1, g2], countries: [c2] });
  const m3 = await makeMovie(db, { runtime: 120, publish: false }, { genres: [g1] });
  const m4 = await makeMovie(db, { runtime: 80, criticGrade: 85 }, { genres: [g2] });
  const m5 = await makeMovie(db, { runtime: 70 }, { genres: [g2] });
  const { serial, episodes: eps } = await makeSerialWithEpisodes(db, 3);
  await db.insert(serialGenres).values({ serialId: serial.id, refId: g2 });
  await db.insert(serialCountries).values({ serialId: serial.id, refId: c1 });
  await syncSerialLinkIds(db, [serial.id]);
  await db.insert(serialArtists).values({ serialId: serial.id, artistId: director.id, job: 1 });
  const season2 = await makeSeason(db, serial.id, { seasonNum: 2, slug: 'season-2' });
  await makeEpisodes(db, season2.id, 3, (i) => ({ runtime: 30, publish: i < 2 }));

  const entry = (values: Partial<typeof diaryEntries.$inferInsert> & { watchedOn: string }) => ({
    userId: member.id,
    ...values,
  });
  await db
    .insert(diaryEntries)
    .values([
      entry({ movieId: m1.id, watchedOn: '2024-03-05', grade: 80 }),
      entry({ movieId: m1.id, watchedOn: '2024-07-10', grade: 90, rewatch: true }),
      entry({ movieId: m2.id, watchedOn: '2024-03-20', grade: 60 }),
      entry({ movieId: m3.id, watchedOn: '2024-04-01', grade: 100 }),
      entry({ episodeId: eps[0]!.id, watchedOn: '2024-08-01', grade: 50 }),
      entry({ seasonId: season2.id, watchedOn: '2024-09-15' }),
      entry({ movieId: m2.id, watchedOn: '2023-12-31' }),
      entry({ movieId: m5.id, watchedOn: '2023-06-01', grade: 40 }),
    ]);
  // Ratings: m4's has no entry and falls on 1 January 2024 in Ulaanbaatar (still 2023 in UTC); m5's has an
  // entry (2023), so its 2024 rating is not a viewing of 2024; an unpublished episode's rating counts nowhere.
  await db.insert(movieReviews).values([
    { movieId: m4.id, userId: member.id, grade: 70, createdAt: new Date('2023-12-31T17:00:00Z') },
    { movieId: m5.id, userId: member.id, grade: 40, createdAt: new Date('2024-02-01T05:00:00Z') },
  ]);
  const block = await t.call({
    method: 'POST',
    url: '/api/user/api/v-user-blockuser/',
    payload: { slug: blocked.slug },
    token: member.token,
  });
  expect(block.statusCode).toBe(200);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /user/api/v-user-year/', () => {
  it("sums up the member's year: viewings, hours, months, tops and grades, published titles only", async () => {
    const res = await year({ slug: member.slug, year: 2024 });
    expect(res.statusCode).toBe(200);
    const y = res.json();
    expect(y).toMatchObject({
      user: { slug: member.slug, username: member.username },
      year: 2024,
      years: [2024, 2023],
      films: 3,
      episodes: 3,
      viewings: 7,
      rewatches: 1,
      minutes: 100 + 100 + 90 + 80 + 45 + 30 + 30,
      months: [1, 0, 2, 0, 0, 0, 1, 1, 2, 0, 0, 0],
    });
    expect(y.genres.map((g: { id: number; count: number }) => [g.id, g.count])).toEqual([
      [refs.genre2.id, 3],
      [refs.genre.id, 2],
    ]);
    expect(y.countries.map((c: { id: number; count: number }) => [c.id, c.count])).toEqual([
      [refs.country.id, 2],
      [refs.mongolia.id, 1],
    ]);
    expect(y.directors).toEqual([
      { id: director.id, name: expect.any(String), name_en: expect.any(String), slug: director.slug, count: 2 },
    ]);
    // The latest graded viewing of the year is the title's grade (m1: the rewatch's 90).
    expect(y.highest_rated.map((r: { kind: string; grade: number }) => [r.kind, r.grade])).toEqual([
      ['movie', 90],
      ['movie', 70],
      ['movie', 60],
      ['episode', 50],
    ]);
    expect(y.highest_rated[0]).toMatchObject({ slug: m1.slug, critic_grade: 75, audience_grade: 60 });
    expect(y.grades).toEqual({ count: 4, member: 68, critics: 80, audience: 65 });

    const before = (await year({ slug: member.slug, year: 2023 })).json();
    expect(before).toMatchObject({ films: 2, viewings: 2, episodes: 0, months: [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1] });
    const empty = (await year({ slug: member.slug, year: 2020 })).json();
    expect(empty).toMatchObject({ films: 0, viewings: 0, minutes: 0, genres: [], highest_rated: [] });
    expect(empty.grades).toEqual({ count: 0, member: null, critics: null, audience: null });
  });

  it('is public to guests and members, refused across a block', async () => {
    expect((await year({ slug: member.slug, year: 2024 }, reader.token)).statusCode).toBe(200);
    expect((await year({ slug: member.slug, year: 2024 }, member.token)).statusCode).toBe(200);
    expect((await year({ slug: member.slug, year: 2024 }, blocked.token)).statusCode).toBe(403);
    expect((await image({ slug: member.slug, year: 2024 }, blocked.token)).statusCode).toBe(403);
  });

  it('refuses a bad year and answers 404 for an unknown member', async () => {
    for (const bad of ['abc', '1800', String(currentYear() + 1), '2024.5', ''])
      expect((await year({ slug: member.slug, year: bad })).statusCode).toBe(400);
    expect((await year({ slug: member.slug })).statusCode).toBe(400);
    expect((await year({ slug: 'no-such-member-anywhere', year: 2024 })).statusCode).toBe(404);
    expect((await image({ slug: 'no-such-member-anywhere', year: 2024 })).statusCode).toBe(404);
    expect((await image({ slug: member.slug, year: 1800 })).statusCode).toBe(400);
  });
});

describe('GET /user/api/v-user-year-image/', () => {
  it('is a 1200×630 JPEG, and the page names it as its share card', async () => {
    const res = await image({ slug: member.slug, year: 2024 });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);

    const page = await t.app.inject({ method: 'GET', url: `/user/${member.slug}/year/2024` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      `<meta property="og:image" content="http://mfi.test/api/user/api/v-user-year-image/?slug=${member.slug}&amp;year=2024"`,
    );
    expect((await t.app.inject({ method: 'GET', url: `/user/${member.slug}/year/1800` })).statusCode).toBe(404);
  });
});
