import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { type SignedInMember, signedInMember } from '../test/factories/members';
import { type OwnedThings, ownOneOfEach } from '../test/owned-things-fixture';

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

/** Each like call on one of the owner's things, with its body and the thing's stored count. */
const likeCallsOn = (x: OwnedThings): Record<string, Liked> => ({
  'movie review': {
    url: '/movie/api-like-movie-review/',
    payload: { movie: x.movie.id, review: x.movieReview },
    likes: x.likes.movieReview,
  },
  'movie review on the profile': {
    url: '/user/api/v-user-moviereviewlike/',
    payload: { movie_id: x.movie.id, review_id: x.movieReview },
    likes: x.likes.movieReview,
  },
  'movie detailed review': {
    url: '/movie/api-like-detailed-review/',
    payload: { id: x.movieDetailed },
    likes: x.likes.movieDetailed,
  },
  'season review': {
    url: '/serial/api-like-season-review/',
    payload: { serial: x.serial.slug, season: x.season.slug, review: x.seasonReview },
    likes: x.likes.seasonReview,
  },
  'season detailed review': {
    url: '/serial/api-like-season-detailed-review/',
    payload: { id: x.seasonDetailed },
    likes: x.likes.seasonDetailed,
  },
  'episode review': {
    url: '/serial/api-like-episode-review/',
    payload: { ...x.episodeSlugs, review: x.episodeReview },
    likes: x.likes.episodeReview,
  },
  'episode review on the profile': {
    url: '/user/api/v-user-episodereviewlike/',
    payload: { episode_id: x.episode.id, review_id: x.episodeReview },
    likes: x.likes.episodeReview,
  },
  'episode detailed review': {
    url: '/serial/api-like-detailed-review/',
    payload: { id: x.episodeDetailed },
    likes: x.likes.episodeDetailed,
  },
  'movie list': {
    url: '/user/api/v-user-movielistlike/',
    payload: { list_id: x.movieList.id },
    likes: x.likes.movieList,
  },
  'serial list': {
    url: '/user/api/v-user-seriallistlike/',
    payload: { list_id: x.serialList.id },
    likes: x.likes.serialList,
  },
  journal: { url: '/journal/api-journal-like/', payload: { journal_id: x.journal.id }, likes: x.likes.journal },
  'journal on the profile': {
    url: '/user/api/v-user-journallike/',
    payload: { journal_id: x.journal.id },
    likes: x.likes.journal,
  },
});

describe('likes across a block (the profile policy canInteract)', () => {
  let a: SignedInMember;
  let b: SignedInMember;
  let things: Record<string, Liked>;
  beforeAll(async () => {
    [a, b] = [await signedInMember(t, ['critic']), await signedInMember(t)];
    things = likeCallsOn(await ownOneOfEach(t, a));
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
