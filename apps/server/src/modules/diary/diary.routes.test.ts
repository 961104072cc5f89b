import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ubToday } from '@mfi/contract/fields';
import { mn } from '@mfi/contract/messages';
import {
  episodeReviews,
  episodes,
  episodeUserFlags,
  movieReviews,
  movies,
  movieUserFlags,
  userActions,
} from '../../db/schema';
import { CatalogueCache } from '../../lib/cache';
import { buildTestApp, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeMovie } from '../../test/factories/movies';
import { makeEpisodes, makeSeason, makeSerial, makeSerialWithEpisodes } from '../../test/factories/serials';
import { diaryEntriesOf, logViewings } from './diary.service';

// The diary (issue 29, decision 036): dated viewings, rewatches kept apart, the title's rating following the
// latest-dated graded viewing, the watched flag, counts and feed card through the owners' doors, the owner's
// and an admin's edits, and the list, public as the member's profile.

let t: TestApp;
let member: SignedInMember;

const post = (name: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/user/api/v-user-diary${name}/`, payload, token });
const add = (payload: object, token = member.token) => post('-add', payload, token);
const diary = (slug: string, token?: string, page = 1) =>
  t.call({ method: 'GET', url: `/api/user/api/v-user-diary/?slug=${slug}&page=${page}`, token });

const db = () => t.database.db;
const ratingOf = async (movieId: number, userId: number) =>
  (
    await db()
      .select()
      .from(movieReviews)
      .where(and(eq(movieReviews.movieId, movieId), eq(movieReviews.userId, userId)))
  )[0];
const movieRow = async (id: number) => (await db().select().from(movies).where(eq(movies.id, id)))[0];
const watchedMovie = async (movieId: number, userId: number) =>
  (
    await db()
      .select({ watched: movieUserFlags.watched })
      .from(movieUserFlags)
      .where(and(eq(movieUserFlags.movieId, movieId), eq(movieUserFlags.userId, userId)))
  )[0]?.watched ?? false;

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInMember(t);
});
afterAll(() => t.close());

describe('POST /user/api/v-user-diary-add/', () => {
  it('dates a viewing today in Ulaanbaatar by default, and refuses a future day and a bad one', async () => {
    const movie = await makeMovie(db());
    // 17:00 UTC is 01:00 the next day in Ulaanbaatar: "today" is UB's day, not the server's.
    const now = t.clock.now();
    const toFive =
      (Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 17) - now.getTime() + 86_400_000) %
      86_400_000;
    t.clock.advance(toFive);
    try {
      const ubDay = ubToday(t.clock.now());
      expect(ubDay).not.toBe(t.clock.now().toISOString().slice(0, 10));
      const res = await add({ kind: 'movie', id: movie.id });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        date: ubDay,
        rewatch: false,
        grade: null,
        kind: 'movie',
        slug: movie.slug,
        title: movie.mTitle,
        title_en: movie.iTitle,
        can_edit: true,
      });
      expect((await add({ kind: 'movie', id: movie.id, date: ubDay })).statusCode).toBe(200);
    } finally {
      t.clock.advance(-toFive);
    }

    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const future = await add({ kind: 'movie', id: movie.id, date: tomorrow });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ date: [mn('diaryFutureDate')] });
    for (const date of ['2024-13-01', 'yesterday', '']) {
      const bad = await add({ kind: 'movie', id: movie.id, date });
      expect(bad.statusCode, date).toBe(400);
      expect(Object.keys(bad.json())).toEqual(['date']);
    }
  });

  it('keeps rewatches apart; the latest-dated graded viewing sets the rating, also after deletes', async () => {
    const m = await signedInMember(t);
    const movie = await makeMovie(db());
    const log = async (date: string, grade: number | null, rewatch = false) => {
      const res = await add(
        { kind: 'movie', id: movie.id, date, grade, rewatch, review: `${date} үзэв`, tags: ['кино'] },
        m.token,
      );
      expect(res.statusCode).toBe(200);
      return res.json() as { id: number; grade: number | null };
    };

    const first = await log('2025-01-10', 60);
    expect(first.grade).toBe(60);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(60);
    expect(await watchedMovie(movie.id, m.id)).toBe(true);
    expect(await movieRow(movie.id)).toMatchObject({ watchedCount: 1, audienceCount: 1, audienceGrade: 60 });
    const cards = await db()
      .select()
      .from(userActions)
      .where(and(eq(userActions.userId, m.id), eq(userActions.movieId, movie.id)));
    expect(cards.map((c) => c.kind)).toEqual([3]); // the rating's feed card (FEED_KINDS.movieReview)

    const rewatch = await log('2025-03-01', 80, true);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(80);
    expect(await movieRow(movie.id)).toMatchObject({ watchedCount: 1, audienceCount: 1, audienceGrade: 80 });

    // An older day logged after a newer one: the newer one's grade stays.
    const older = await log('2024-12-01', 40);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(80);
    // A viewing with no grade leaves the rating.
    const ungraded = await log('2025-05-01', null, true);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(80);

    const list = (await diary(m.slug)).json();
    expect(list.count).toBe(4);
    expect(list.results.map((e: { id: number }) => e.id)).toEqual([ungraded.id, rewatch.id, first.id, older.id]);
    expect(list.results.map((e: { rewatch: boolean }) => e.rewatch)).toEqual([true, true, false, false]);
    expect(list.results[1]).toMatchObject({ grade: 80, review: '2025-03-01 үзэв', tags: ['кино'], kind: 'movie' });

    // Deleting the latest graded viewing: the next latest graded one's grade.
    expect((await post('-delete', { id: rewatch.id }, m.token)).json()).toEqual({ success: true });
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(60);
    // Deleting an older one leaves it; deleting the last graded one leaves the rating as it is.
    await post('-delete', { id: older.id }, m.token);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(60);
    await post('-delete', { id: first.id }, m.token);
    expect((await ratingOf(movie.id, m.id))?.grade).toBe(60);
    expect(await watchedMovie(movie.id, m.id)).toBe(true);
    expect((await diary(m.slug)).json().count).toBe(1);
  });

  it('refuses unpublished titles; a season takes no grade and marks its published episodes watched', async () => {
    const hidden = await makeMovie(db(), { publish: false });
    expect((await add({ kind: 'movie', id: hidden.id })).statusCode).toBe(404);
    expect((await add({ kind: 'movie', id: 2_000_000_000 })).statusCode).toBe(404);
    const hiddenSerial = await makeSerialWithEpisodes(db(), 1, { publish: false });
    expect((await add({ kind: 'episode', id: hiddenSerial.episodes[0].id })).statusCode).toBe(404);
    expect((await add({ kind: 'season', id: hiddenSerial.season.id })).statusCode).toBe(404);

    const serial = await makeSerial(db());
    const season = await makeSeason(db(), serial.id);
    const [e1, e2, draft] = await makeEpisodes(db(), season.id, 3, (i) => ({ publish: i < 2 }));
    const graded = await add({ kind: 'season', id: season.id, grade: 70 });
    expect(graded.statusCode).toBe(400);
    expect(graded.json()).toEqual({ grade: [mn('diarySeasonGrade')] });
    const s = await add({ kind: 'season', id: season.id, date: '2025-06-01', review: 'Гайхалтай улирал' });
    expect(s.statusCode).toBe(200);
    expect(s.json()).toMatchObject({
      kind: 'season',
      slug: season.slug,
      serial_slug: serial.slug,
      season_num: 1,
      grade: null,
    });
    const flags = await db().select().from(episodeUserFlags).where(eq(episodeUserFlags.userId, member.id));
    const watched = flags.filter((f) => f.watched).map((f) => f.episodeId);
    expect(watched).toEqual(expect.arrayContaining([e1.id, e2.id]));
    expect(watched).not.toContain(draft.id);

    // An episode's graded viewing rates the episode (rate_episode: its figures and its season's and serial's).
    const e = await add({ kind: 'episode', id: e2.id, date: '2025-06-02', grade: 90 });
    expect(e.json()).toMatchObject({
      kind: 'episode',
      slug: e2.slug,
      episode_num: 2,
      season_slug: season.slug,
      grade: 90,
    });
    const [rating] = await db()
      .select()
      .from(episodeReviews)
      .where(and(eq(episodeReviews.episodeId, e2.id), eq(episodeReviews.userId, member.id)));
    expect(rating.grade).toBe(90);
    expect((await db().select().from(episodes).where(eq(episodes.id, e2.id)))[0]).toMatchObject({
      audienceCount: 1,
      audienceGrade: 90,
    });
  });

  it('refuses a call without a token and bad input', async () => {
    const movie = await makeMovie(db());
    expect((await add({ kind: 'movie', id: movie.id }, '')).statusCode).toBe(401);
    const bad = [
      { kind: 'serial', id: movie.id },
      { kind: 'movie', id: 'x' },
      { kind: 'movie' },
      { kind: 'movie', id: movie.id, grade: 101 },
      { kind: 'movie', id: movie.id, grade: 'high' },
      { kind: 'movie', id: movie.id, tags: Array.from({ length: 11 }, (_, i) => `t${i}`) },
      { kind: 'movie', id: movie.id, tags: ['x'.repeat(31)] },
      { kind: 'movie', id: movie.id, review: 'x'.repeat(1001) },
      { kind: 'movie', id: movie.id, rewatch: 'maybe' },
    ];
    for (const payload of bad) expect((await add(payload)).statusCode, JSON.stringify(payload)).toBe(400);
    expect((await add({ kind: 'movie', id: movie.id, grade: 101 })).json()).toEqual({ grade: [mn('gradeInvalid')] });
  });
});

describe('POST /user/api/v-user-diary-update/ and -delete/', () => {
  it('lets the owner and an admin edit and delete, and refuses another member, no token and bad input', async () => {
    const owner = await signedInMember(t);
    const other = await signedInMember(t);
    const admin = await signedInMember(t, ['admin']);
    const movie = await makeMovie(db());
    const a = (await add({ kind: 'movie', id: movie.id, date: '2025-01-01', grade: 50 }, owner.token)).json();
    const b = (await add({ kind: 'movie', id: movie.id, date: '2025-02-01', grade: 70 }, owner.token)).json();
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(70);

    // The owner moves the older viewing past the newer one: its grade becomes the rating.
    const edited = await post(
      '-update',
      { id: a.id, date: '2025-03-01', rewatch: true, grade: 55, review: 'Дахин', tags: ['a'] },
      owner.token,
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      id: a.id,
      date: '2025-03-01',
      rewatch: true,
      grade: 55,
      review: 'Дахин',
      tags: ['a'],
    });
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(55);

    const change = { id: b.id, date: '2025-02-01', grade: 10 };
    expect((await post('-update', change, other.token)).statusCode).toBe(403);
    expect((await post('-update', change)).statusCode).toBe(401);
    expect((await post('-delete', { id: b.id }, other.token)).statusCode).toBe(403);
    expect((await post('-delete', { id: b.id })).statusCode).toBe(401);
    expect((await post('-update', { ...change, date: '2999-01-01' }, owner.token)).json()).toEqual({
      date: [mn('diaryFutureDate')],
    });
    expect((await post('-update', { id: b.id, grade: 10 }, owner.token)).statusCode).toBe(400); // no date
    expect((await post('-update', { ...change, id: 2_000_000_000 }, owner.token)).statusCode).toBe(404);
    expect((await post('-delete', { id: 'x' }, owner.token)).statusCode).toBe(400);
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(55);

    // An admin edits the owner's entry (the owner's rating follows) and deletes one.
    const byAdmin = await post('-update', { id: a.id, date: '2025-03-01', grade: 65 }, admin.token);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ rewatch: false, review: '', tags: [], grade: 65 });
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(65);
    expect(await ratingOf(movie.id, admin.id)).toBeUndefined();
    expect((await post('-delete', { id: a.id }, admin.token)).statusCode).toBe(200);
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(70);

    // The list tells who may edit; the page, who imports into it (the owner alone: an import is their own).
    expect((await diary(owner.slug, owner.token)).json()).toMatchObject({
      can_import: true,
      results: [{ can_edit: true }],
    });
    expect((await diary(owner.slug, other.token)).json()).toMatchObject({
      can_import: false,
      results: [{ can_edit: false }],
    });
    expect((await diary(owner.slug, admin.token)).json()).toMatchObject({
      can_import: false,
      results: [{ can_edit: true }],
    });
    expect((await diary(owner.slug)).json()).toMatchObject({ can_import: false });
  });
});

describe('GET /user/api/v-user-diary/', () => {
  it('is public as the profile: guests read it, a member who blocked the owner reads it empty', async () => {
    const owner = await signedInMember(t);
    const blocker = await signedInMember(t);
    const movie = await makeMovie(db());
    const later = await makeMovie(db());
    await add({ kind: 'movie', id: movie.id, date: '2025-01-01', grade: 80 }, owner.token);
    await add({ kind: 'movie', id: later.id, date: '2025-02-01' }, owner.token);

    const guest = await diary(owner.slug);
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ count: 2, page: 1 });
    expect(guest.json().results[0]).toMatchObject({ slug: later.slug, can_edit: false });
    expect((await diary(owner.slug, undefined, 2)).json().results).toEqual([]);
    expect((await diary('no-such-member')).statusCode).toBe(404);
    expect((await diary(owner.slug, undefined, 0)).statusCode).toBe(400);

    await t.call({
      method: 'POST',
      url: '/api/user/api/v-user-blockuser/',
      payload: { slug: owner.slug },
      token: blocker.token,
    });
    expect((await diary(owner.slug, blocker.token)).json()).toEqual({
      count: 0,
      page: 0,
      results: [],
      can_import: false,
    });

    // A title unpublished since (by its toggle, whose after-write drops the cache) is left out for those who
    // may not see it.
    const admin = await signedInMember(t, ['admin']);
    const unpublished = await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      token: admin.token,
      payload: { movie: later.id },
    });
    expect(unpublished.json()).toEqual({ publish: false });
    expect((await diary(owner.slug)).json().count).toBe(1);
    const contributor = await signedInMember(t, ['contributer']);
    expect((await diary(owner.slug, contributor.token)).json().count).toBe(2);
  });
});

describe('logViewings (the importer’s door)', () => {
  it('writes an import key once, and diaryEntriesOf answers every entry with its title', async () => {
    const owner = await signedInMember(t);
    const user = {
      ...owner,
      username: owner.username,
      contributer: false,
      main_contributer: false,
      publisher: false,
      critic: false,
      admin: false,
      ustga: false,
    };
    const ctx = { db: db(), clock: t.clock, cache: new CatalogueCache({ ttlMs: 0, maxEntries: 0 }) };
    const movie = await makeMovie(db(), { year: 1999, runtime: 100 });
    const viewing = { kind: 'movie' as const, id: movie.id, date: '2020-05-01', grade: 90, importKey: 'lb:1' };
    const [first] = await logViewings(ctx, user, [
      viewing,
      { ...viewing, importKey: 'lb:2', date: '2019-01-01', grade: 30 },
    ]);
    expect(first.created).toBe(true);
    const again = await logViewings(ctx, user, [{ ...viewing, grade: 10 }]);
    expect(again).toEqual([{ id: first.id, created: false }]);
    expect((await ratingOf(movie.id, owner.id))?.grade).toBe(90);

    const all = await diaryEntriesOf(db(), owner.id);
    expect(all.map((e) => e.date)).toEqual(['2019-01-01', '2020-05-01']);
    expect(all[1]).toMatchObject({
      kind: 'movie',
      titleId: movie.id,
      slug: movie.slug,
      year: 1999,
      runtime: 100,
      grade: 90,
    });
  });
});
