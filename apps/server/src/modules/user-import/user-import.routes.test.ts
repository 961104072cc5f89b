import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '@mfi/contract/user-import.schemas';
import {
  catalogueImports,
  diaryEntries,
  movieReviews,
  movieUserFlags,
  serialUserFlags,
  userListItems,
  userLists,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { makeMovie, makeMovies } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';
import { multipart } from '../../test/multipart';
import { fixture, letterboxdZip } from './fixtures';

// A member's import through the API (issue 29 part 2; decision 037): the preview of real-shaped files, the
// ambiguous choices, the job's writes, a re-run, titles waiting for the importer, bad files and other members.

let t: TestApp;
let member: SignedInMember;
const titles = {} as Record<string, { id: number; slug: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInMember(t);
  const db = t.database.db;
  titles.sky = await makeMovie(db, { mTitle: 'Тэнгэрийн зурвас', iTitle: 'Message of the Sky X7', year: 2019 });
  titles.harbor = await makeMovie(db, { mTitle: '', iTitle: 'Harbor Lights, Part One', year: 2001 });
  titles.twinA = await makeMovie(db, { mTitle: '', iTitle: 'Twin Valley Q', year: 2015 });
  titles.twinB = await makeMovie(db, { mTitle: '', iTitle: 'Twin Valley Q', year: 2015 });
  titles.nomad = await makeMovie(db, { mTitle: '', iTitle: 'Nomad Horizons', year: 2012 });
  titles.steppe = await makeMovie(db, { mTitle: '', iTitle: 'Quiet Steppe Morning', year: 2008 });
  titles.khovd = await makeMovie(db, { mTitle: 'Ховд хүрэх урт зам', iTitle: 'Long Road to Khovd', year: 2021 });
  titles.wind = await makeMovie(db, {
    mTitle: 'Талын салхи',
    iTitle: 'The Steppe Wind',
    year: 2017,
    imdbId: 'tt9900001',
  });
  titles.blue = await makeMovie(db, { mTitle: 'Хөх толбо', iTitle: 'Blue Spot', year: 2005 });
});
afterAll(() => t.close());

const upload = async (token: string | undefined, source: string, data: Buffer | undefined, filename: string) => {
  const form = await multipart({ source }, data ? { file: { data, filename, type: 'application/octet-stream' } } : {});
  return t.call({ method: 'POST', url: '/api/user/api/v-user-import/', token, ...form });
};
const confirm = (token: string, payload: object) =>
  t.call({ method: 'POST', url: '/api/user/api/v-user-import-confirm/', token, payload });
const state = (token: string, id: number) =>
  t.call({ method: 'GET', url: `/api/user/api/v-user-import-state/?id=${id}`, token });
const finished = (token: string, id: number, timeout = 30_000) =>
  vi.waitFor(
    async () => {
      const s = (await state(token, id)).json();
      if (s.state !== 'done') throw new Error(`import ${s.state}`);
      return s;
    },
    { timeout, interval: 50 },
  );
const ratingOf = async (userId: number, movieId: number) =>
  (
    await t.database.db
      .select({ grade: movieReviews.grade, review: movieReviews.review })
      .from(movieReviews)
      .where(and(eq(movieReviews.userId, userId), eq(movieReviews.movieId, movieId)))
  )[0];
const flagsOf = async (userId: number, movieId: number) =>
  (
    await t.database.db
      .select()
      .from(movieUserFlags)
      .where(and(eq(movieUserFlags.userId, userId), eq(movieUserFlags.movieId, movieId)))
  )[0];

describe('importing from Letterboxd', () => {
  it('previews the ZIP, writes nothing, then confirms with a choice; a re-run doubles nothing', async () => {
    const res = await upload(member.token, 'letterboxd', letterboxdZip(), 'letterboxd-export.zip');
    expect(res.statusCode).toBe(200);
    const preview = res.json<ImportPreview>();
    const row = (name: string) => preview.rows.find((r) => r.name === name)!;
    expect(row('Тэнгэрийн зурвас')).toMatchObject({
      status: 'matched',
      match: { id: titles.sky.id, title: 'Тэнгэрийн зурвас', title_en: 'Message of the Sky X7' },
      uses: { diary: 2, ratings: 1, watched: 1, lists: 1 },
    });
    expect(row('Harbor Lights, Part One')).toMatchObject({ status: 'matched', match: { id: titles.harbor.id } });
    expect(row('Nomad Horizonz')).toMatchObject({ status: 'matched', match: { id: titles.nomad.id } }); // a typo
    const twin = row('Twin Valley Q');
    expect(twin.status).toBe('ambiguous');
    expect(twin.choices.map((c) => c.id).sort()).toEqual([titles.twinA.id, titles.twinB.id].sort());
    expect(row('Entirely Unknown Film Zq')).toMatchObject({ status: 'missing', queued: false });
    expect({ matched: preview.matched, ambiguous: preview.ambiguous, missing: preview.missing }).toEqual({
      matched: 5,
      ambiguous: 1,
      missing: 1,
    });
    expect(await ratingOf(member.id, titles.sky.id)).toBeUndefined(); // nothing written yet

    const confirmed = await confirm(member.token, {
      id: preview.id,
      choices: [{ row: twin.row, kind: 'movie', id: titles.twinB.id }],
    });
    expect(confirmed.json()).toEqual({ id: preview.id, state: 'queued' });
    expect(await finished(member.token, preview.id)).toEqual({ state: 'done', done: 15, total: 15 });

    // The diary: four viewings (the unknown film's is left out), the review joined from reviews.csv.
    const diary = async () =>
      (await t.database.db.select().from(diaryEntries).where(eq(diaryEntries.userId, member.id))).sort((a, b) =>
        a.watchedOn.localeCompare(b.watchedOn),
      );
    expect((await diary()).map((d) => [d.movieId, d.watchedOn, d.grade, d.rewatch])).toEqual([
      [titles.sky.id, '2024-01-04', 90, false],
      [titles.harbor.id, '2024-02-09', 60, false],
      [titles.sky.id, '2024-02-28', 100, true],
      [titles.twinB.id, '2024-03-15', 50, false],
    ]);
    expect((await diary())[1].review).toBe('A harbour, a light and a "storm".\r\nSecond paragraph, with commas.');
    expect((await diary())[0].tags).toEqual(['гэр бүл', 'winter']);
    // ratings.csv is the member's rating now; reviews.csv's text rides on its rating; flags and the list.
    expect(await ratingOf(member.id, titles.sky.id)).toMatchObject({ grade: 100 });
    expect(await ratingOf(member.id, titles.harbor.id)).toMatchObject({ grade: 70 });
    expect(await ratingOf(member.id, titles.nomad.id)).toMatchObject({ grade: 80 });
    expect(await flagsOf(member.id, titles.steppe.id)).toMatchObject({ watched: true });
    expect(await flagsOf(member.id, titles.khovd.id)).toMatchObject({ watch: true, watched: false });
    const lists = await t.database.db.select().from(userLists).where(eq(userLists.userId, member.id));
    expect(lists.map((l) => [l.title, l.about, l.totalItems])).toEqual([
      ['Монгол дуртай кинонууд', 'Миний дуртай, шилдэг', 2],
    ]);
    const items = await t.database.db.select().from(userListItems).where(eq(userListItems.listId, lists[0].id));
    expect(items.map((i) => [i.position, i.movieId, i.description])).toEqual([
      [1, titles.sky.id, 'Хамгийн сайн, заавал үз'],
      [2, titles.steppe.id, ''],
    ]);

    // The same export again: the list is updated in place, ratings and flags set to what they are.
    const again = (
      await upload(member.token, 'letterboxd', letterboxdZip(), 'letterboxd-export.zip')
    ).json<ImportPreview>();
    await confirm(member.token, { id: again.id });
    await finished(member.token, again.id);
    expect(await t.database.db.select().from(userLists).where(eq(userLists.userId, member.id))).toHaveLength(1);
    expect(await diary()).toHaveLength(4);
    expect(await ratingOf(member.id, titles.sky.id)).toMatchObject({ grade: 100 });
    // A confirmed import confirms no more: the state as it is.
    expect((await confirm(member.token, { id: again.id })).json()).toEqual({ id: again.id, state: 'done' });
  });

  it('matches IMDb rows by id, by original title in Cyrillic, and keeps a series it cannot rate out', async () => {
    const other = await signedInMember(t);
    const serial = await makeSerial(t.database.db, {
      iTitle: 'Unknown Series Zq',
      releasedYear: 2010,
      imdbId: 'tt9900002',
    });
    const preview = (
      await upload(other.token, 'imdb', fixture('imdb/ratings.csv'), 'ratings.csv')
    ).json<ImportPreview>();
    expect(preview.rows.map((r) => [r.name, r.status, r.match?.kind, r.match?.id])).toEqual([
      ['Steppe Wind, The', 'matched', 'movie', titles.wind.id],
      ['Unknown Series Zq', 'matched', 'serial', serial.id],
      ['Хөх толбо', 'matched', 'movie', titles.blue.id],
    ]);
    await confirm(other.token, { id: preview.id });
    await finished(other.token, preview.id);
    expect(await ratingOf(other.id, titles.wind.id)).toMatchObject({ grade: 80 });
    expect(await ratingOf(other.id, titles.blue.id)).toMatchObject({ grade: 100 });
    const serialFlags = await t.database.db.select().from(serialUserFlags).where(eq(serialUserFlags.userId, other.id));
    expect(serialFlags).toEqual([]); // a serial takes no rating of its own
  });

  it('queues a missing title with a TMDB id and applies its rows when its draft is published', async () => {
    const fan = await signedInMember(t);
    const admin = await signedInMember(t, ['admin']);
    const tmdbId = 990_000_000 + (process.pid % 100_000);
    const csv = Buffer.from(`\uFEFFTitle,Year,tmdbID,Rating\r\n"Draft, Not Yet",2024,${tmdbId},4.5\r\n`);
    const preview = (await upload(fan.token, 'letterboxd', csv, 'letterboxd-import.csv')).json<ImportPreview>();
    expect(preview.rows).toMatchObject([{ status: 'missing', queued: true }]);
    await confirm(fan.token, { id: preview.id });
    await finished(fan.token, preview.id);
    const [queued] = await t.database.db.select().from(catalogueImports).where(eq(catalogueImports.code, tmdbId));
    expect(queued).toMatchObject({ kind: 'movie', status: 'queued', forMember: true, requestedBy: fan.id });

    // The importer's draft (made here as it would be), then an editor publishes it.
    const draft = await makeMovie(t.database.db, { iTitle: 'Draft, Not Yet', year: 2024, publish: false, tmdbId });
    const published = await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      token: admin.token,
      payload: { movie: draft.id },
    });
    expect(published.json()).toEqual({ publish: true });
    await vi.waitFor(async () => expect(await ratingOf(fan.id, draft.id)).toMatchObject({ grade: 90 }), {
      timeout: 30_000,
      interval: 50,
    });
  });

  // The figure (10,000 films under a minute) is the bench's: npm run bench, BENCH_ONLY="member import".
  it('writes an import of more lines than one step takes, each film once, and a re-run adds nothing', async () => {
    const bulk = await signedInMember(t);
    const films = 1_200; // the diary writes 500 viewings a transaction, the job hands it 1,000 a call
    const made = await makeMovies(t.database.db, films, (i) => ({
      mTitle: '',
      iTitle: `Bulk Film ${i} Zx`,
      year: 1990,
    }));
    const rows = Array.from({ length: films }, (_, i) => {
      const day = `2020-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`;
      return `${day},Bulk Film ${i} Zx,1990,https://boxd.it/bulk${i},${(i % 10) / 2 + 0.5},,,${day}`;
    });
    const csv = Buffer.from(`Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n${rows.join('\n')}\n`);
    for (const run of [1, 2]) {
      const preview = (await upload(bulk.token, 'letterboxd', csv, 'diary.csv')).json<ImportPreview>();
      expect(preview.matched).toBe(films);
      await confirm(bulk.token, { id: preview.id });
      expect(await finished(bulk.token, preview.id, 60_000)).toEqual({ state: 'done', done: films, total: films });
      const logged = await t.database.db
        .select({ id: diaryEntries.id })
        .from(diaryEntries)
        .where(eq(diaryEntries.userId, bulk.id));
      expect(logged, `run ${run}`).toHaveLength(films);
    }
    expect(await ratingOf(bulk.id, made[1_199]!.id)).toMatchObject({ grade: 100 });
    expect(await ratingOf(bulk.id, made[0]!.id)).toMatchObject({ grade: 10 });
    expect(await flagsOf(bulk.id, made[600]!.id)).toMatchObject({ watched: true });
  }, 120_000);
});

describe('refusals', () => {
  it('answers a bad file with its message in a 400, never a 5xx', async () => {
    const bad = async (source: string, data: Buffer | undefined, name: string) => {
      const res = await upload(member.token, source, data, name);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await bad('letterboxd', Buffer.from('\0\0\0binary'), 'x.csv')).toEqual({
      file: ['CSV эсвэл ZIP файл оруулна уу!'],
    });
    expect(await bad('imdb', fixture('letterboxd/diary.csv'), 'diary.csv')).toEqual({
      file: ['Файлын баганууд IMDb-ийн үнэлгээний экспорттой таарахгүй байна!'],
    });
    expect(await bad('letterboxd', Buffer.from('Film;Year\nX;1\n'), 'diary.csv')).toEqual({
      file: ['Файлын баганууд Letterboxd-ын экспорттой таарахгүй байна!'],
    });
    expect(await bad('letterboxd', Buffer.alloc(10_000_001, 97), 'big.csv')).toEqual({
      file: ['Файлын хэмжээ 10 MB -с хэтрэхгүй байх шаардлагатай!'],
    });
    expect(await bad('letterboxd', undefined, '')).toEqual({ file: ['Импортлох файлаа сонгоно уу!'] });
    expect(await bad('netflix', fixture('letterboxd/diary.csv'), 'diary.csv')).toEqual({
      source: ['Утга буруу байна!'],
    });
  });

  it('refuses a guest, and another member’s import id, before anything is read or written', async () => {
    expect((await upload(undefined, 'letterboxd', fixture('letterboxd/diary.csv'), 'diary.csv')).statusCode).toBe(401);
    const preview = (
      await upload(member.token, 'letterboxd', fixture('letterboxd/diary.csv'), 'diary.csv')
    ).json<ImportPreview>();
    const stranger = await signedInMember(t);
    expect((await confirm(stranger.token, { id: preview.id })).statusCode).toBe(404);
    expect((await state(stranger.token, preview.id)).statusCode).toBe(404);
    expect((await state(member.token, preview.id)).json()).toEqual({ state: 'preview', done: 0, total: 5 });
    expect(
      (await t.call({ method: 'POST', url: '/api/user/api/v-user-import-confirm/', payload: { id: preview.id } }))
        .statusCode,
    ).toBe(401);
    // A choice that is not one of the row's: refused, and the import stays a preview.
    const twin = preview.rows.find((r) => r.name === 'Twin Valley Q')!;
    const wrong = await confirm(member.token, {
      id: preview.id,
      choices: [{ row: twin.row, kind: 'movie', id: titles.sky.id }],
    });
    expect(wrong.statusCode).toBe(400);
    expect((await confirm(member.token, { id: 'x' })).statusCode).toBe(400);
    expect((await state(member.token, preview.id)).json().state).toBe('preview');
  });
});
