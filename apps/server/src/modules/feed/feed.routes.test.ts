import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedCard, FeedResponse } from '@mfi/contract/feed.schemas';
import { FEED_PER_PAGE } from '@mfi/contract/limits';
import { movieReviews, movies, shortMessages, userActions, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { type JournalTypes, makeJournal, makeJournalTypes } from '../../test/factories/journals';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeMovie } from '../../test/factories/movies';
import { makeSerialWithEpisodes } from '../../test/factories/serials';
import { whileRefusing } from '../../test/refused-writes';

// A member's feed (issue 15 item 6; decision 015): each card type appears after its action and goes with
// its source, in the source's transaction; unpublished titles and a blocked member's feed stay hidden;
// paging, bad input, and guests reading.

let t: TestApp;
let types: JournalTypes;

beforeAll(async () => {
  t = await buildTestApp();
  types = await makeJournalTypes(t.database.db);
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/${path}/`, payload, token });
const feed = async (slug: string, token?: string, feedPage?: number | string) => {
  const page = feedPage === undefined ? '' : `&feedPage=${feedPage}`;
  return t.call({ method: 'GET', url: `/api/user/api/v-user-feed/?slug=${encodeURIComponent(slug)}${page}`, token });
};
const cards = async (slug: string, token?: string) => {
  const res = await feed(slug, token);
  expect(res.statusCode).toBe(200);
  return (res.json() as FeedResponse).api_user_action_list;
};
const names = (list: FeedCard[]) => list.map((c) => c.name);
const actionsOf = (userId: number) => t.database.db.select().from(userActions).where(eq(userActions.userId, userId));

async function critic(): Promise<SignedInMember> {
  const m = await signedInMember(t, ['critic']);
  await t.database.db.update(users).set({ critic: true }).where(eq(users.id, m.id));
  return m;
}

describe('GET /user/api/v-user-feed/: movie cards', () => {
  it('a rating, a detailed review and "watching" each make their card, and taking them back removes it', async () => {
    const a = await critic();
    const movie = await makeMovie(t.database.db, { mTitle: 'Тэнгэрийн охин', iTitle: 'Sky Girl' });
    const watched = await makeMovie(t.database.db);

    expect((await post('movie/api-watching-movie', { movie: watched.id }, a.token)).statusCode).toBe(200);
    let list = await cards(a.slug);
    expect(list[0]).toMatchObject({
      name: 'user-watch-status',
      values: { content: 1, movie_slug: watched.slug, action_verb: 'watching', action_user_slug: a.slug },
    });

    expect(
      (await post('movie/api-movie-review', { movie: movie.id, grade: 80, review: 'Гоё' }, a.token)).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          'movie/api-movie-detailed-review',
          { movie: movie.id, title: 'Шүүмж', review: '<p>Урт <b>шүүмж</b></p>' },
          a.token,
        )
      ).statusCode,
    ).toBe(200);
    list = await cards(a.slug);
    expect(names(list)).toEqual(['movie-detailed-review', 'movie-review', 'user-watch-status']);
    expect(list[0].values).toMatchObject({
      movie_slug: movie.slug,
      movie_title: 'Тэнгэрийн охин',
      movie_i_title: 'Sky Girl',
      movie_grade: 80,
      movie_detailed_review_title: 'Шүүмж',
      movie_detailed_review: 'Урт шүүмж',
      action_user_critic: true,
      action_verb: 'reviewed',
    });
    expect(list[1].values).toMatchObject({
      movie_grade: 80,
      movie_review: 'Гоё',
      action_verb: 'rated',
      spoiler: false,
    });

    // Rating the watched movie marks it watched, which ends "watching": its card goes. The card carries the
    // spoiler mark, so the page can cover the review.
    const spoiler = { movie: watched.id, grade: 60, review: 'Төгсгөлд нь баатар үхнэ.', spoiler: true };
    await post('movie/api-movie-review', spoiler, a.token);
    list = await cards(a.slug);
    expect(names(list)).toEqual(['movie-review', 'movie-detailed-review', 'movie-review']);
    expect(list[0].values).toMatchObject({ movie_review: 'Төгсгөлд нь баатар үхнэ.', spoiler: true });
    await post('movie/api-watching-movie', { movie: movie.id }, a.token);
    expect(names(await cards(a.slug))[0]).toBe('user-watch-status');
    await post('movie/api-watching-movie', { movie: movie.id }, a.token);
    expect(names(await cards(a.slug))).not.toContain('user-watch-status');

    expect((await post('movie/api-movie-delete-detailed-review', { movie: movie.id }, a.token)).statusCode).toBe(200);
    expect(names(await cards(a.slug))).toEqual(['movie-review', 'movie-review']);
    expect((await post('movie/api-movie-delete-review', { movie: movie.id }, a.token)).statusCode).toBe(200);
    expect((await cards(a.slug)).map((c) => c.values)).toMatchObject([{ movie_slug: watched.slug }]);
  });

  it('deleting the rating takes the detailed review card with it; deleting the movie or the account removes the rest', async () => {
    const a = await critic();
    const movie = await makeMovie(t.database.db);
    await post('movie/api-movie-review', { movie: movie.id, grade: 70 }, a.token);
    await post('movie/api-movie-detailed-review', { movie: movie.id, title: 'Т', review: '<p>Т</p>' }, a.token);
    await post('movie/api-movie-delete-review', { movie: movie.id }, a.token);
    expect(await cards(a.slug)).toEqual([]);

    await post('movie/api-movie-review', { movie: movie.id, grade: 70 }, a.token);
    await t.database.db.delete(movies).where(eq(movies.id, movie.id));
    expect(await actionsOf(a.id)).toEqual([]);

    const other = await makeMovie(t.database.db);
    await post('movie/api-movie-review', { movie: other.id, grade: 70 }, a.token);
    expect(await actionsOf(a.id)).toHaveLength(1);
    await t.database.db.delete(users).where(eq(users.id, a.id));
    expect(await actionsOf(a.id)).toEqual([]);
  });

  it('a write that fails leaves no action: the card is written in the source’s transaction', async () => {
    const a = await signedInMember(t);
    const hidden = await makeMovie(t.database.db, { publish: false });
    expect((await post('movie/api-movie-review', { movie: hidden.id, grade: 50 }, a.token)).statusCode).toBe(404);
    expect((await post('movie/api-movie-review', { movie: 999_999, grade: 50 }, a.token)).statusCode).toBe(404);
    // A message refused by its check never reaches the log either.
    expect((await post('user/api/v-user-addshortmessage', { body: '' }, a.token)).statusCode).toBe(400);
    expect(await actionsOf(a.id)).toEqual([]);
  });

  it('an action that cannot be written undoes its source: both commit or neither', async () => {
    const a = await signedInMember(t);
    const movie = await makeMovie(t.database.db);
    // The log refuses this member's rows: the rating's transaction must fail whole.
    const refuse = { name: 'feed_test_refuse', event: 'before insert on user_actions', when: `new.user_id = ${a.id}` };
    await whileRefusing(t.database.db, refuse, async () => {
      expect((await post('movie/api-movie-review', { movie: movie.id, grade: 50 }, a.token)).statusCode).toBe(500);
      expect((await post('user/api/v-user-addshortmessage', { body: 'сайн' }, a.token)).statusCode).toBe(500);
    });
    const rated = await t.database.db
      .select()
      .from(movieReviews)
      .where(and(eq(movieReviews.movieId, movie.id), eq(movieReviews.userId, a.id)));
    expect(rated).toEqual([]);
    expect(await t.database.db.select().from(shortMessages).where(eq(shortMessages.userId, a.id))).toEqual([]);
    const [after] = await t.database.db.select().from(movies).where(eq(movies.id, movie.id));
    expect(after.watchedCount).toBe(0);
  });

  it('a card on a movie unpublished since is hidden from members and guests, shown to contributors', async () => {
    const a = await signedInMember(t);
    const movie = await makeMovie(t.database.db);
    await post('movie/api-movie-review', { movie: movie.id, grade: 90 }, a.token);
    const contributor = await signedInMember(t, ['contributer']);
    // Unpublished through its call: the actions' copy of the flag follows (movie.after-write).
    expect((await post('movie/api-publish-movie', { movie: movie.id }, contributor.token)).json()).toEqual({
      publish: false,
    });
    expect(await cards(a.slug, a.token)).toEqual([]);
    expect(await cards(a.slug)).toEqual([]);
    expect((await feed(a.slug)).json().feed_page).toEqual({ page: 1, pages: 0, total: 0, per_page: FEED_PER_PAGE });
    expect(names(await cards(a.slug, contributor.token))).toEqual(['movie-review']);
    await post('movie/api-publish-movie', { movie: movie.id }, contributor.token);
    expect(names(await cards(a.slug))).toEqual(['movie-review']);
  });

  it('a card on an episode whose serial is unpublished since is hidden until it is published again', async () => {
    const a = await signedInMember(t);
    const { serial, season, episodes } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: episodes[0].slug };
    await post('serial/api-submit-episode-review', { ...slugs, grade: 80 }, a.token);
    expect(names(await cards(a.slug))).toEqual(['episode-review']);
    const contributor = await signedInMember(t, ['contributer']);
    await post('serial/api-publish-serial', { serial: serial.id }, contributor.token);
    expect(await cards(a.slug)).toEqual([]);
    expect(names(await cards(a.slug, contributor.token))).toEqual(['episode-review']);
    await post('serial/api-publish-serial', { serial: serial.id }, contributor.token);
    expect(names(await cards(a.slug))).toEqual(['episode-review']);
  });
});

describe('GET /user/api/v-user-feed/: episode cards', () => {
  it('an episode rating, detailed review and "watching" make their cards with the serial’s slugs, and go with their source', async () => {
    const a = await critic();
    const { serial, season, episodes } = await makeSerialWithEpisodes(t.database.db, 2, {}, (i) =>
      i === 0 ? { name: 'Нисгэгч', nameEn: 'The Pilot' } : {},
    );
    const [e1, e2] = episodes;
    const slugs = (e: { slug: string }) => ({ serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e.slug });

    expect((await post('serial/api-watching-episode', slugs(e2), a.token)).statusCode).toBe(200);
    expect(
      (await post('serial/api-submit-episode-review', { ...slugs(e1), grade: 66, review: 'Сайн' }, a.token)).statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          'serial/api-submit-episode-detailed-review',
          { ...slugs(e1), title: 'Анги', review: '<p>Текст</p>' },
          a.token,
        )
      ).statusCode,
    ).toBe(200);
    const list = await cards(a.slug);
    expect(names(list)).toEqual(['episode-detailed-review', 'episode-review', 'user-watch-status']);
    const ref = {
      serial_slug: serial.slug,
      season_slug: season.slug,
      episode_slug: e1.slug,
      serial_title: serial.mTitle,
      serial_i_title: serial.iTitle,
      episode_title: 'Нисгэгч',
      episode_title_en: 'The Pilot',
      season_number: season.seasonNum,
      episode_number: e1.episodeNum,
    };
    expect(list[0].values).toMatchObject({
      ...ref,
      episode_grade: 66,
      episode_detailed_review_title: 'Анги',
      episode_detailed_review: 'Текст',
    });
    expect(list[1].values).toMatchObject({ ...ref, episode_grade: 66, episode_review: 'Сайн' });
    // An episode with no English name answers '' (the card shows the Mongolian one).
    expect(list[2].values).toMatchObject({ content: 2, episode_slug: e2.slug, episode_title_en: '' });

    await post('serial/api-delete-episode-detailed-review', slugs(e1), a.token);
    expect(names(await cards(a.slug))).toEqual(['episode-review', 'user-watch-status']);
    await post('serial/api-delete-episode-review', slugs(e1), a.token);
    await post('serial/api-watching-episode', slugs(e2), a.token);
    expect(await cards(a.slug)).toEqual([]);
  });
});

describe('GET /user/api/v-user-feed/: journals and short messages', () => {
  it('a journal’s card is there while it is published', async () => {
    const author = await signedInMember(t, ['publisher']);
    const draft = await makeJournal(t.database.db, { authorId: author.id, subTypeId: types.sub.id, publishDate: null });
    const body = { slug: draft.slug, type_slug: types.main.slug, sub_type_slug: types.sub.slug };
    expect((await post('journal/api-journal-publish', body, author.token)).statusCode).toBe(200);
    expect((await cards(author.slug))[0]).toMatchObject({
      name: 'journal',
      values: {
        journal_slug: draft.slug,
        journal_main_type_slug: types.main.slug,
        journal_sub_type_slug: types.sub.slug,
        journal_title: draft.title,
        action_verb: 'published',
      },
    });
    expect((await post('journal/api-journal-publish', body, author.token)).statusCode).toBe(200);
    expect(await cards(author.slug)).toEqual([]);
  });

  it('short messages are cards with their counts and the caller’s like; deleting one removes its card', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const first = (await post('user/api/v-user-addshortmessage', { body: '<b>нэг</b>' }, a.token)).json().message.id;
    const second = (await post('user/api/v-user-addshortmessage', { body: 'хоёр' }, a.token)).json().message.id;
    await post('user/api/v-user-liketweet', { message: first }, b.token);
    await post('user/api/v-user-submitcomment', { message: first, comment: 'сайн' }, b.token);
    const list = await cards(a.slug, b.token);
    expect(list.map((c) => c.name === 'short-message' && c.values.message.id)).toEqual([second, first]);
    expect(list[1].values).toMatchObject({
      action_verb: 'posted',
      message: { body: '<b>нэг</b>', message_likes: 1, comment_count: 1, user_like: true, user_slug: a.slug },
    });
    expect((await cards(a.slug)).map((c) => c.name === 'short-message' && c.values.message.user_like)).toEqual([
      false,
      false,
    ]);
    await post('user/api/v-user-deleteshortmessage', { id: first }, a.token);
    expect(await cards(a.slug)).toHaveLength(1);
  });
});

describe('GET /user/api/v-user-feed/: who sees what', () => {
  it('the feed of a member the caller blocked is empty to the caller, and back after the unblock', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    await post('user/api/v-user-addshortmessage', { body: 'сайн уу' }, a.token);
    await post('user/api/v-user-blockuser', { slug: a.slug }, b.token);
    const res = (await feed(a.slug, b.token)).json();
    expect(res.api_user_action_list).toEqual([]);
    expect(res.feed_page.total).toBe(0);
    // The blocked member still reads the blocker's feed as anyone does, and others are not affected.
    expect(await cards(a.slug)).toHaveLength(1);
    await post('user/api/v-user-blockuser', { slug: a.slug }, b.token);
    expect(await cards(a.slug, b.token)).toHaveLength(1);
  });

  it('guests read a feed; request_user is the caller with is_owner', async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    expect((await feed(a.slug)).json()).toEqual({
      api_user_action_list: [],
      request_user: null,
      feed_page: { page: 1, pages: 0, total: 0, per_page: FEED_PER_PAGE },
    });
    expect((await feed(a.slug, a.token)).json().request_user).toEqual({
      slug: a.slug,
      username: a.username,
      photo: null,
      is_owner: true,
    });
    expect((await feed(a.slug, b.token)).json().request_user).toMatchObject({ slug: b.slug, is_owner: false });
  });

  it('pages newest first, FEED_PER_PAGE a page, with the page count; a page past the last is empty', async () => {
    const a = await signedInMember(t);
    const ids: number[] = [];
    for (let i = 0; i < FEED_PER_PAGE + 3; i++)
      ids.push((await post('user/api/v-user-addshortmessage', { body: `m${i}` }, a.token)).json().message.id);
    const one = (await feed(a.slug, undefined, 1)).json() as FeedResponse;
    const two = (await feed(a.slug, undefined, 2)).json() as FeedResponse;
    const ofPage = (r: FeedResponse) =>
      r.api_user_action_list.map((c) => c.name === 'short-message' && c.values.message.id);
    expect(ofPage(one)).toEqual(ids.slice().reverse().slice(0, FEED_PER_PAGE));
    expect(ofPage(two)).toEqual(ids.slice().reverse().slice(FEED_PER_PAGE));
    expect(one.feed_page).toEqual({ page: 1, pages: 2, total: FEED_PER_PAGE + 3, per_page: FEED_PER_PAGE });
    expect(two.feed_page).toMatchObject({ page: 2, pages: 2 });
    const past = (await feed(a.slug, undefined, 3)).json() as FeedResponse;
    expect(past).toMatchObject({
      api_user_action_list: [],
      feed_page: { page: 3, pages: 2, total: FEED_PER_PAGE + 3 },
    });
  });

  it('refuses a missing slug, a bad page (400) and an unknown or inactive member (404)', async () => {
    const a = await signedInMember(t);
    expect((await t.call({ method: 'GET', url: '/api/user/api/v-user-feed/' })).statusCode).toBe(400);
    expect((await feed('')).statusCode).toBe(400);
    for (const bad of ['0', 'abc', '-1', '1.5']) expect((await feed(a.slug, undefined, bad)).statusCode).toBe(400);
    const missing = await feed('no-such-member');
    expect([missing.statusCode, Object.keys(missing.json())]).toEqual([404, ['detail']]);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, a.id));
    expect((await feed(a.slug)).statusCode).toBe(404);
  });

  it('keeps one action a source: writing it again moves the card to the top', async () => {
    const a = await signedInMember(t);
    const [m1, m2] = [await makeMovie(t.database.db), await makeMovie(t.database.db)];
    await post('movie/api-movie-review', { movie: m1.id, grade: 50 }, a.token);
    await post('movie/api-movie-review', { movie: m2.id, grade: 50 }, a.token);
    await post('movie/api-movie-review', { movie: m1.id, grade: 90 }, a.token);
    const list = await cards(a.slug);
    expect(list.map((c) => c.name === 'movie-review' && [c.values.movie_slug, c.values.movie_grade])).toEqual([
      [m1.slug, 90],
      [m2.slug, 50],
    ]);
    const rows = await t.database.db
      .select()
      .from(userActions)
      .where(and(eq(userActions.userId, a.id), eq(userActions.movieId, m1.id)));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /user/api/v-user-feed/: the cached page is never behind what a reader can notice', () => {
  it("the member's own writes show at once to every reader; others' likes and comments and a removed message too", async () => {
    const a = await signedInMember(t);
    const b = await signedInMember(t);
    const movie = await makeMovie(t.database.db);
    const id = (await post('user/api/v-user-addshortmessage', { body: 'нэг' }, a.token)).json().message.id;
    expect(names(await cards(a.slug))).toEqual(['short-message']); // a guest's read fills the cache
    expect(names(await cards(a.slug, b.token))).toEqual(['short-message']);

    // The member's own write (a rating, a second message) drops their cached pages.
    expect((await post('movie/api-movie-review', { movie: movie.id, grade: 80 }, a.token)).statusCode).toBe(200);
    const afterRating = names(await cards(a.slug));
    expect(afterRating).toHaveLength(2);
    expect(afterRating[1]).toBe('short-message');

    // Another member's like and comment are read with each page: counts and the caller's own like at once.
    await post('user/api/v-user-liketweet', { message: id }, b.token);
    await post('user/api/v-user-submitcomment', { message: id, comment: 'сайн' }, b.token);
    const seenByB = (await cards(a.slug, b.token)).find((c) => c.name === 'short-message')!;
    expect(seenByB.values.message).toMatchObject({ message_likes: 1, comment_count: 1, user_like: true });
    const seenByGuest = (await cards(a.slug)).find((c) => c.name === 'short-message')!;
    expect(seenByGuest.values.message).toMatchObject({ message_likes: 1, comment_count: 1, user_like: false });
    expect((await feed(a.slug, b.token)).json().request_user).toMatchObject({ slug: b.slug, is_owner: false });

    // A message gone from under the cached page (deleted without its author's write) leaves it too.
    await t.database.db.delete(shortMessages).where(eq(shortMessages.id, id));
    expect(names(await cards(a.slug))).toEqual([afterRating[0]]);
  });
});
