import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  episodeDetailedReviews,
  episodeReviews,
  journals,
  movieDetailedReviews,
  movieReviews,
  seasonDetailedReviews,
  seasonReviews,
  userLists,
} from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { makeJournal, makeJournalTypes } from '../test/factories/journals';
import { type SignedInMember, signedInMember } from '../test/factories/members';
import { makeMovie } from '../test/factories/movies';
import { makeSerialWithEpisodes } from '../test/factories/serials';

// Blocks are one policy (issue 23; profile.policy.ts `canInteract`): after A blocks B, every like of A's
// things by B is refused with the block's text and moves no count, on every like route; a like is refused
// only when the owner blocked the liker, a follow either way, and a like given before the block can still
// be taken back.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api${url}`, payload, token });
const block = (by: SignedInMember, slug: string) => post('/user/api/v-user-blockuser/', { slug }, by.token);

type Liked = { url: string; payload: object; likes: () => Promise<number> };

/** One of each thing a member owns that others like, written by `owner`, with its like call and count. */
async function thingsOf(owner: SignedInMember): Promise<Record<string, Liked>> {
  const db = t.database.db;
  const movie = await makeMovie(db);
  const { serial, season, episodes } = await makeSerialWithEpisodes(db, 1);
  const episode = episodes[0];
  const userId = owner.id;
  const [movieReview] = await db.insert(movieReviews).values({ movieId: movie.id, userId, grade: 80 }).returning();
  const [movieDetailed] = await db
    .insert(movieDetailedReviews)
    .values({ movieId: movie.id, userId, title: 'Шүүмж', review: '<p>Ш</p>', moviePublished: true })
    .returning();
  const [seasonReview] = await db
    .insert(seasonReviews)
    .values({ seasonId: season.id, userId, review: 'С' })
    .returning();
  const [seasonDetailed] = await db
    .insert(seasonDetailedReviews)
    .values({ seasonId: season.id, userId, title: 'Бүлэг', review: '<p>Б</p>' })
    .returning();
  const [episodeReview] = await db
    .insert(episodeReviews)
    .values({ episodeId: episode.id, userId, grade: 70 })
    .returning();
  const [episodeDetailed] = await db
    .insert(episodeDetailedReviews)
    .values({ episodeId: episode.id, userId, title: 'Анги', review: '<p>А</p>', episodePublished: true })
    .returning();
  const [movieList, serialList] = await db
    .insert(userLists)
    .values([
      { kind: 'movie', userId, slug: `movies-${userId}`, title: 'Кино' },
      { kind: 'serial', userId, slug: `serials-${userId}`, title: 'Цуврал' },
    ])
    .returning();
  const journal = await makeJournal(db, { authorId: userId, subTypeId: (await makeJournalTypes(db)).sub.id });

  const count = (table: PgTable & { id: AnyPgColumn; likesCount: AnyPgColumn }, id: number) => async () => {
    const [row] = await db.select({ n: table.likesCount }).from(table).where(eq(table.id, id));
    return Number(row.n);
  };
  const episodeSlugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episode.slug };
  return {
    'movie review': {
      url: '/movie/api-like-movie-review/',
      payload: { movie: movie.id, review: movieReview.id },
      likes: count(movieReviews, movieReview.id),
    },
    'movie review on the profile': {
      url: '/user/api/v-user-moviereviewlike/',
      payload: { movie_id: movie.id, review_id: movieReview.id },
      likes: count(movieReviews, movieReview.id),
    },
    'movie detailed review': {
      url: '/movie/api-like-detailed-review/',
      payload: { id: movieDetailed.id },
      likes: count(movieDetailedReviews, movieDetailed.id),
    },
    'season review': {
      url: '/serial/api-like-season-review/',
      payload: { serial: serial.slug, season: season.slug, review: seasonReview.id },
      likes: count(seasonReviews, seasonReview.id),
    },
    'season detailed review': {
      url: '/serial/api-like-season-detailed-review/',
      payload: { id: seasonDetailed.id },
      likes: count(seasonDetailedReviews, seasonDetailed.id),
    },
    'episode review': {
      url: '/serial/api-like-episode-review/',
      payload: { ...episodeSlugs, review: episodeReview.id },
      likes: count(episodeReviews, episodeReview.id),
    },
    'episode review on the profile': {
      url: '/user/api/v-user-episodereviewlike/',
      payload: { episode_id: episode.id, review_id: episodeReview.id },
      likes: count(episodeReviews, episodeReview.id),
    },
    'episode detailed review': {
      url: '/serial/api-like-detailed-review/',
      payload: { id: episodeDetailed.id },
      likes: count(episodeDetailedReviews, episodeDetailed.id),
    },
    'movie list': {
      url: '/user/api/v-user-movielistlike/',
      payload: { list_id: movieList.id },
      likes: count(userLists, movieList.id),
    },
    'serial list': {
      url: '/user/api/v-user-seriallistlike/',
      payload: { list_id: serialList.id },
      likes: count(userLists, serialList.id),
    },
    journal: {
      url: '/journal/api-journal-like/',
      payload: { journal_id: journal.id },
      likes: count(journals, journal.id),
    },
    'journal on the profile': {
      url: '/user/api/v-user-journallike/',
      payload: { journal_id: journal.id },
      likes: count(journals, journal.id),
    },
  };
}

describe('likes across a block (the profile policy canInteract)', () => {
  let a: SignedInMember;
  let b: SignedInMember;
  let things: Record<string, Liked>;
  beforeAll(async () => {
    [a, b] = [await signedInMember(t), await signedInMember(t)];
    things = await thingsOf(a);
  });

  it('every like route answers a like of the owner’s thing before any block', async () => {
    const c = await signedInMember(t);
    for (const [name, thing] of Object.entries(things)) {
      const before = await thing.likes();
      const res = await post(thing.url, thing.payload, c.token);
      expect([name, res.statusCode]).toEqual([name, 200]);
      expect([name, await thing.likes()]).toEqual([name, before + 1]);
      await post(thing.url, thing.payload, c.token); // taken back
    }
  });

  it('after A blocks B, each of B’s likes of A’s things is 403 and moves no count', async () => {
    const liker = await signedInMember(t);
    expect((await block(a, liker.slug)).json()).toEqual({ blocked: true });
    for (const [name, thing] of Object.entries(things)) {
      const before = await thing.likes();
      const res = await post(thing.url, thing.payload, liker.token);
      expect([name, res.statusCode, res.json()]).toEqual([name, 403, { detail: mn('blockedByMember') }]);
      expect([name, await thing.likes()]).toEqual([name, before]);
    }
    expect((await block(a, liker.slug)).json()).toEqual({ blocked: false });
  });

  it('a like given before the block may be taken back after it; a new one may not', async () => {
    const { url, payload, likes } = things['movie list'];
    const liker = await signedInMember(t);
    await post(url, payload, liker.token);
    const liked = await likes();
    await block(a, liker.slug);
    expect((await post(url, payload, liker.token)).json()).toMatchObject({ user_like: false });
    expect(await likes()).toBe(liked - 1);
    expect((await post(url, payload, liker.token)).statusCode).toBe(403);
    expect(await likes()).toBe(liked - 1);
  });

  it('a like is refused only when the owner blocked the liker; a follow either way', async () => {
    expect((await block(b, a.slug)).json()).toEqual({ blocked: true }); // B blocks A: B may still like A’s things
    for (const [name, thing] of Object.entries(things)) {
      const res = await post(thing.url, thing.payload, b.token);
      expect([name, res.statusCode]).toEqual([name, 200]);
      await post(thing.url, thing.payload, b.token);
    }
    const follow = (from: SignedInMember, to: SignedInMember) =>
      post('/user/api/v-user-follow/', { slug: to.slug }, from.token);
    expect((await follow(b, a)).json()).toEqual({ detail: mn('blockStandsBetween') });
    expect((await follow(a, b)).json()).toEqual({ detail: mn('blockedByMember') });
  });

  it('an admin is held by a block like any member', async () => {
    const admin = await signedInMember(t, ['admin']);
    await block(a, admin.slug);
    const { url, payload } = things.journal;
    expect((await post(url, payload, admin.token)).statusCode).toBe(403);
  });

  it('needs a token', async () => {
    for (const thing of Object.values(things)) expect((await post(thing.url, thing.payload)).statusCode).toBe(401);
  });
});
