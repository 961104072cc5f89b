import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { movieReviews, userListItems, userLists } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { signedInMember, type SignedInMember } from '../../test/factories/members';
import { makeMovie } from '../../test/factories/movies';
import { multipart } from '../../test/multipart';

// Issue 29's round trip: what one member exports (decision 038), imported into a fresh account (decision 037),
// gives the same ratings, diary and lists. Grades are whole stars' worth (multiples of ten) or half stars, which
// Letterboxd's Rating column carries exactly.

let t: TestApp;
let from: SignedInMember;
let to: SignedInMember;
const movies: { id: number; slug: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  [from, to] = [await signedInMember(t), await signedInMember(t)];
  for (const [iTitle, year] of [
    ['Round Trip Ferry K4', 2011],
    ['Шөнийн галт тэрэг', 1999],
    ['Round Trip, "Quoted"', 2020],
  ] as const) {
    movies.push(await makeMovie(t.database.db, { mTitle: `Монгол ${iTitle}`, iTitle, year }));
  }
});
afterAll(() => t.close());

const post = (url: string, payload: object, token: string) => t.call({ method: 'POST', url, payload, token });
const diaryOf = async (member: SignedInMember) =>
  (await t.call({ method: 'GET', url: `/api/user/api/v-user-diary/?slug=${member.slug}` }))
    .json()
    .results.map((e: { date: string; rewatch: boolean; grade: number | null; slug: string; kind: string }) => ({
      date: e.date,
      rewatch: e.rewatch,
      grade: e.grade,
      slug: e.slug,
      kind: e.kind,
    }));
const ratingsOf = (member: SignedInMember) =>
  t.database.db
    .select({ movieId: movieReviews.movieId, grade: movieReviews.grade })
    .from(movieReviews)
    .where(eq(movieReviews.userId, member.id))
    .orderBy(asc(movieReviews.movieId));
const listsOf = async (member: SignedInMember) => {
  const lists = await t.database.db
    .select({ id: userLists.id, name: userLists.title })
    .from(userLists)
    .where(eq(userLists.userId, member.id));
  return Promise.all(
    lists.map(async (list) => ({
      name: list.name,
      movies: (
        await t.database.db
          .select({ movieId: userListItems.movieId })
          .from(userListItems)
          .where(and(eq(userListItems.listId, list.id)))
          .orderBy(asc(userListItems.position))
      ).map((item) => item.movieId),
    })),
  );
};

describe('export, then import into a fresh account', () => {
  it('reproduces the same ratings, diary and lists', { timeout: 60_000 }, async () => {
    const [ferry, train, quoted] = movies;
    const logged = [
      { kind: 'movie', id: ferry.id, date: '2026-03-01', grade: 70 },
      { kind: 'movie', id: ferry.id, date: '2026-05-02', rewatch: true, grade: 90, tags: ['дахин', 'cinema'] },
      { kind: 'movie', id: train.id, date: '2026-04-10' },
    ];
    for (const viewing of logged)
      expect((await post('/api/user/api/v-user-diary-add/', viewing, from.token)).statusCode).toBe(200);
    const rated = await post(
      '/api/movie/api-movie-review/',
      { movie: quoted.id, grade: 60, review: 'сайн' },
      from.token,
    );
    expect(rated.statusCode).toBe(200);
    const list = {
      movieListName: 'Аялал, "round trip"',
      movieList: [quoted, ferry].map((m) => ({ id: m.id, description: '' })),
    };
    expect((await post('/api/movie/api-create-movielist/', list, from.token)).statusCode).toBe(200);

    const exported = await t.call({ method: 'GET', url: '/api/user/api/v-user-export/', token: from.token });
    expect(exported.statusCode).toBe(200);

    const form = await multipart(
      { source: 'letterboxd' },
      { file: { data: exported.rawPayload, filename: 'mfi-export.zip', type: 'application/zip' } },
    );
    const preview = await t.call({ method: 'POST', url: '/api/user/api/v-user-import/', token: to.token, ...form });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toMatchObject({ matched: 3, ambiguous: 0, missing: 0 });
    const { id } = preview.json();
    expect((await post('/api/user/api/v-user-import-confirm/', { id }, to.token)).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const state = (
          await t.call({ method: 'GET', url: `/api/user/api/v-user-import-state/?id=${id}`, token: to.token })
        ).json();
        if (state.state !== 'done') throw new Error(`import ${state.state}`);
      },
      { timeout: 30_000, interval: 50 },
    );

    expect(await diaryOf(to)).toEqual(await diaryOf(from));
    expect(await ratingsOf(to)).toEqual(await ratingsOf(from));
    expect(await listsOf(to)).toEqual(await listsOf(from));
    expect(await ratingsOf(to)).toEqual(
      [
        { movieId: ferry.id, grade: 90 },
        { movieId: quoted.id, grade: 60 },
      ].sort((a, b) => a.movieId - b.movieId),
    );
  });
});
