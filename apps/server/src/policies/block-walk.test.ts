import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  episodeDetailedReviews,
  episodeReviews,
  journals,
  movieDetailedReviews,
  movieReviews,
  notifications,
  seasonDetailedReviews,
  seasonReviews,
  shortMessageComments,
  shortMessages,
  userLists,
  userProfiles,
} from '../db/schema';
import { buildTestApp, type TestApp } from '../test/app';
import { type SignedInMember, signedInMember } from '../test/factories/members';
import { type OwnedThings, ownOneOfEach } from '../test/owned-things-fixture';

// The block walk (issue 23 item 7): A blocks B; every write call of the OpenAPI document that names one of
// A's things (a list, each kind of review, a short message, a comment, a journal, A's profile) is refused to
// B (403 or 404), and nothing of A's moves: no like, comment, follow, notification or deletion lands. Each
// write call is either mapped to the thing it acts on or listed, with its reason, as acting on none of
// another member's things, so a new like call fails here until it is placed.

type Operation = { 'x-roles'?: string[] };

let t: TestApp;
let a: SignedInMember;
let b: SignedInMember;
let things: OwnedThings;
let writes: { method: string; path: string; op: Operation }[];

/** Everything of A's a refused call could move: the rows with their counters, and A's notifications. */
async function aSnapshot() {
  const db = t.database.db;
  const byUser = (table: PgTable & { userId: AnyPgColumn }) => db.select().from(table).where(eq(table.userId, a.id));
  return {
    lists: await byUser(userLists),
    reviews: await Promise.all(
      [
        movieReviews,
        movieDetailedReviews,
        seasonReviews,
        seasonDetailedReviews,
        episodeReviews,
        episodeDetailedReviews,
      ].map(byUser),
    ),
    messages: await byUser(shortMessages),
    comments: await byUser(shortMessageComments),
    profile: await byUser(userProfiles),
    journals: await db.select().from(journals).where(eq(journals.authorId, a.id)),
    notifications: await byUser(notifications),
  };
}

const listBody = (list: OwnedThings['movieList'], itemId: number) => ({
  listId: list.id,
  movieListName: 'Б-гийн нэр',
  movieList: [{ id: itemId }],
});

/** Each write call that names one of A's things, with the body that names it. */
const ON_A_THINGS: Record<string, () => object> = {
  '/api/user/api/v-user-follow/': () => ({ slug: a.slug }),
  '/api/user/api/v-user-movielistlike/': () => ({ list_id: things.movieList.id, list_user: a.slug }),
  '/api/user/api/v-user-seriallistlike/': () => ({ list_id: things.serialList.id, list_user: a.slug }),
  '/api/movie/api-update-movielist/': () => listBody(things.movieList, things.movie.id),
  '/api/serial/update-seriallist/': () => listBody(things.serialList, things.serial.id),
  '/api/movie/api-delete-movielist/': () => ({ list_slug: things.movieList.slug, list_user: a.slug }),
  '/api/serial/delete-seriallist/': () => ({ list_slug: things.serialList.slug, list_user: a.slug }),
  '/api/movie/api-like-movie-review/': () => ({ movie: things.movie.id, review: things.movieReview }),
  '/api/user/api/v-user-moviereviewlike/': () => ({
    user: a.slug,
    review_id: things.movieReview,
    movie_id: things.movie.id,
  }),
  '/api/movie/api-like-detailed-review/': () => ({ id: things.movieDetailed }),
  '/api/serial/api-like-season-review/': () => ({
    serial: things.serial.slug,
    season: things.season.slug,
    review: things.seasonReview,
  }),
  '/api/serial/api-like-season-detailed-review/': () => ({ id: things.seasonDetailed }),
  '/api/serial/api-like-episode-review/': () => ({ ...things.episodeSlugs, review: things.episodeReview }),
  '/api/user/api/v-user-episodereviewlike/': () => ({
    user: a.slug,
    episode_id: things.episode.id,
    review_id: things.episodeReview,
  }),
  '/api/serial/api-like-detailed-review/': () => ({ id: things.episodeDetailed }),
  '/api/user/api/v-user-submitcomment/': () => ({ message: things.message, comment: 'Б-гийн сэтгэгдэл' }),
  '/api/user/api/v-user-liketweet/': () => ({ message: things.message }),
  '/api/user/api/v-user-likecomment/': () => ({ message: things.message, comment: things.comment }),
  '/api/user/api/v-user-deleteshortmessage/': () => ({ id: things.message }),
  '/api/user/api/v-user-deletecomment/': () => ({ id: things.comment }),
  '/api/journal/api-journal-like/': () => ({ journal_id: things.journal.id }),
  '/api/user/api/v-user-journallike/': () => ({ journal_id: things.journal.id }),
};

/**
 * The member-level write calls that act on none of another member's things, each with why. (A call that
 * needs a role B lacks is refused before its body is read, auth-before-body.test, and needs no entry.)
 */
const NOT_ON_OTHERS: Record<string, string> = {
  '/api/v1/token/login/': 'account: own session',
  '/api/v1/token/logout/': 'account: own session',
  '/api/user/api/v-user-session-revoke/': "account: own sessions (another's is sessions.routes.test)",
  '/api/v1/users/': 'account: sign-up',
  '/api/user-activate/': 'account: own activation',
  '/api/user-resend-code/': 'account: own activation',
  '/api/user-reactivate-code/': 'account: own activation',
  '/api/user-changephone-code/': 'account: own phone',
  '/api/v1/users/reset_password/': 'account: own password',
  '/api/v1/users/reset_password_confirm/': 'account: own password',
  '/api/user-email-undo/': 'account: own e-mail',
  '/api/user/api/v-user-profile-update/': 'own profile',
  '/api/user/api/v-user-useraddimage/': 'own pictures',
  '/api/user/api/v-user-import/': 'own import',
  '/api/user/api/v-user-import-confirm/': "own import (another's is 404: user-import.routes.test)",
  '/api/user/api/v-user-userimagedelete/': "own pictures (another's is 404: user-images.routes.test)",
  '/api/user/api/v-user-blockuser/': 'own block list: blocking back is the blocked member’s right',
  '/api/user/api/v-user-addshortmessage/': 'own message',
  '/api/user/api/v-user-notification-readall/': "own notifications (another's stay: notification-bell.routes.test)",
  '/api/award/entrant-request/': 'own request, to the admins: an administrative call, not a member’s thing',
  '/api/movie/api-create-movielist/': 'own list',
  '/api/serial/create-seriallist/': 'own list',
  '/api/artist/api-like-artist/': 'a catalogue title, no member’s',
  '/api/artist/api-create-artist/': 'a catalogue title, no member’s',
  '/api/movie/api-create-movie/': 'a catalogue title, no member’s',
  '/api/serial/api-create-serial/': 'a catalogue title, no member’s',
  '/api/serial/api-create-season/': 'a catalogue title, no member’s',
  '/api/serial/api-create-episode/': 'a catalogue title, no member’s',
  '/api/movie/api-favorite-movie/': 'own flag on a title',
  '/api/movie/api-watch-movie/': 'own flag on a title',
  '/api/movie/api-watching-movie/': 'own flag on a title',
  '/api/serial/api-favorite-serial/': 'own flag on a title',
  '/api/serial/api-watch-serial/': 'own flag on a title',
  '/api/serial/api-watched-episode/': 'own flag on a title',
  '/api/serial/api-watching-episode/': 'own flag on a title',
  '/api/movie/api-movie-react/': 'own reaction to a title',
  '/api/serial/api-season-react/': 'own reaction to a title',
  '/api/serial/api-episode-react/': 'own reaction to a title',
  '/api/movie/api-movie-review/': 'own rating and review of a title',
  '/api/movie/api-movie-delete-review/': 'own review: the caller’s, by title',
  '/api/movie/api-movie-delete-detailed-review/': 'own review: the caller’s, by title',
  '/api/serial/api-submit-season-review/': 'own rating and review of a title',
  '/api/serial/api-delete-season-review/': 'own review: the caller’s, by title',
  '/api/serial/api-submit-episode-review/': 'own rating and review of a title',
  '/api/serial/api-delete-episode-review/': 'own review: the caller’s, by title',
  '/api/serial/api-delete-episode-detailed-review/': 'own review: the caller’s, by title',
  '/api/serial/api-delete-season-detailed-review/': 'own review: the caller’s, by title',
  '/api/user/api/v-user-diary-add/': 'own diary: a viewing of a title',
  '/api/user/api/v-user-diary-update/': "own diary (another's entry is 403 to all but admins: diary.routes.test)",
  '/api/user/api/v-user-diary-delete/': "own diary (another's entry is 403 to all but admins: diary.routes.test)",
  '/api/award/register-annual-festival/': 'own festival entry',
  '/api/award/registration-email-code/': 'own festival entry: a code to the address the entrant typed',
};

beforeAll(async () => {
  t = await buildTestApp();
  [a, b] = [await signedInMember(t, ['critic']), await signedInMember(t)];
  things = await ownOneOfEach(t, a);
  const blocked = await t.call({
    method: 'POST',
    url: '/api/user/api/v-user-blockuser/',
    payload: { slug: b.slug },
    token: a.token,
  });
  expect(blocked.json()).toEqual({ blocked: true });
  const doc = (await t.call({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
      .map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
});
afterAll(() => t.close());

/** Calls B cannot make for want of a role (a power role, or critic): refused before the body is read. */
const needsRoleBLacks = (op: Operation) => (op['x-roles'] ?? []).length > 0;

describe('the write calls of the OpenAPI document', () => {
  it('are each mapped to the thing of another member they act on, or listed as acting on none', () => {
    const unplaced = writes
      .filter((w) => !needsRoleBLacks(w.op) && !(w.path in ON_A_THINGS) && !(w.path in NOT_ON_OTHERS))
      .map((w) => `${w.method} ${w.path}`);
    expect(unplaced, 'place each in ON_A_THINGS or NOT_ON_OTHERS').toEqual([]);
    const paths = new Set(writes.map((w) => w.path));
    const stale = [...Object.keys(ON_A_THINGS), ...Object.keys(NOT_ON_OTHERS)].filter((p) => !paths.has(p));
    expect(stale, 'entries naming no call of the document').toEqual([]);
  });
});

describe('after A blocks B', () => {
  it("refuses B every write call on A's things (403 or 404), and nothing of A's moves", async () => {
    const refusedWrongly: string[] = [];
    for (const w of writes.filter((x) => x.path in ON_A_THINGS)) {
      const before = await aSnapshot();
      const res = await t.call({
        method: w.method as 'POST',
        url: w.path,
        payload: ON_A_THINGS[w.path](),
        token: b.token,
      });
      if (![403, 404].includes(res.statusCode))
        refusedWrongly.push(`${w.method} ${w.path} → ${res.statusCode} ${res.body.slice(0, 100)}`);
      const after = await aSnapshot();
      for (const key of Object.keys(before) as (keyof typeof before)[])
        if (JSON.stringify(before[key]) !== JSON.stringify(after[key]))
          refusedWrongly.push(`${w.method} ${w.path} moved A's ${key}`);
    }
    expect(refusedWrongly).toEqual([]);
  });

  it('still lets A act on their own things, so the refusals above are the block', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/user/api/v-user-liketweet/',
      payload: { message: things.message },
      token: a.token,
    });
    expect(res.statusCode).toBe(200);
    await t.call({
      method: 'POST',
      url: '/api/user/api/v-user-liketweet/',
      payload: { message: things.message },
      token: a.token,
    });
  });
});
