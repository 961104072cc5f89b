import { and, eq } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  episodeDetailedReviews,
  episodeReviews,
  movieDetailedReviews,
  movieReviews,
  movies as moviesTable,
  notifications,
  seasonDetailedReviews,
  seasonReviews,
  serials as serialsTable,
  userLists,
  userProfiles,
  users,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournal, makeJournalTypes } from '../../test/factories/journals';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeMovie } from '../../test/factories/movies';
import { makeSerialWithEpisodes } from '../../test/factories/serials';

// Notifications (issue 15 item 5; decision 016): one for each event, none of one's own doing or across a
// block, taken back with an undone like or follow, gone with their source; the badge's count, the list and
// its marking seen; the call's guard and input; nobody reads another's.

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = (path: string) => `/api/user/api/${path}/`;
const post = (url: string, token: string, payload: object) => t.call({ method: 'POST', url, payload, token });
const postTo = (path: string, token: string, payload: object) => post(api(path), token, payload);
const read = (token: string | undefined, query = '') =>
  t.call({ method: 'GET', url: `${api('v-user-notification')}${query}`, token });

const unread = async (m: SignedInMember) => {
  const res = await read(m.token);
  expect(res.statusCode).toBe(200);
  return res.json().notification.unread as number;
};
/** The member's notifications as stored (reading through the call would mark them seen). */
const stored = (m: SignedInMember) =>
  t.database.db.select().from(notifications).where(eq(notifications.userId, m.id)).orderBy(notifications.id);

async function message(m: SignedInMember, body = 'Сайн байна уу') {
  const res = await postTo('v-user-addshortmessage', m.token, { body });
  expect(res.statusCode).toBe(200);
  return res.json().message.id as number;
}
async function comment(m: SignedInMember, messageId: number, text = 'Сэтгэгдэл') {
  const res = await postTo('v-user-submitcomment', m.token, { message: messageId, comment: text });
  expect(res.statusCode).toBe(200);
  return res.json().comment.id as number;
}
const follow = (m: SignedInMember, slug: string) => postTo('v-user-follow', m.token, { slug });
const block = (m: SignedInMember, slug: string) => postTo('v-user-blockuser', m.token, { slug });
const likeMessage = (m: SignedInMember, id: number) => postTo('v-user-liketweet', m.token, { message: id });

describe('GET /user/api/v-user-notification/', () => {
  it('needs a signed-in member (401), and refuses a bad notified or page (400)', async () => {
    expect((await read(undefined)).statusCode).toBe(401);
    expect((await read(undefined, '?notified=1')).statusCode).toBe(401);
    const a = await signedInMember(t);
    for (const q of ['?notified=2', '?notified=yes', '?notified=1&page=0', '?notified=1&page=x']) {
      const res = await read(a.token, q);
      expect(res.statusCode, q).toBe(400);
    }
    expect((await read(a.token, '?notified=2')).json()).toEqual({ notified: [mn('invalidValue')] });
    expect((await read(a.token, '?notified=0')).json()).toEqual({ notification: { unread: 0 } });
    expect((await read(a.token, '?notified=1')).json()).toEqual({
      notification: { unread: 0, results: [], count: 0, page: 0 },
    });
  });

  it('answers the count, then the list newest first with seen as it was, marking them seen', async () => {
    const [a, b, c] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    expect((await follow(b, a.slug)).statusCode).toBe(200);
    const m = await message(a, 'Өнөөдөр кино үзлээ');
    await likeMessage(c, m);
    expect(await unread(a)).toBe(2);

    const res = await read(a.token, '?notified=1');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const list = res.json().notification;
    expect(list).toMatchObject({ unread: 0, count: 2, page: 1 });
    expect(list.results.map((n: NotificationItem) => [n.type, n.actor_slug, n.seen])).toEqual([
      ['message_like', c.slug, false],
      ['follow', b.slug, false],
    ]);
    expect(list.results[0]).toMatchObject({
      object_title: 'Өнөөдөр кино үзлээ',
      user_slug: a.slug,
      message_id: m,
      comment_id: null,
      actor_name: c.username,
      actor_photo: null,
    });
    expect(await unread(a)).toBe(0);
    const again = (await read(a.token, '?notified=1')).json().notification;
    expect(again.results.map((n: NotificationItem) => n.seen)).toEqual([true, true]);
  });

  it('is in the OpenAPI document as a signed-in read with its one param', async () => {
    const doc = (await t.call({ method: 'GET', url: '/api/docs/json', noKey: true })).json();
    const get = doc.paths['/api/user/api/v-user-notification/'].get;
    expect(get['x-auth']).toBe('token');
    expect(get.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['notified', 'page']);
  });

  it("never shows another member's notifications", async () => {
    const [a, b, c] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await follow(b, a.slug);
    expect(await unread(a)).toBe(1);
    expect(await unread(c)).toBe(0);
    expect((await read(c.token, '?notified=1')).json().notification.results).toEqual([]);
    expect(await unread(a)).toBe(1); // c's read marked nothing of a's
  });

  it('pages 20 at a time', async () => {
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const m = await message(a);
    // 21 likes and unlikes would leave nothing unread; 21 rows as the writer stores them.
    await t.database.db.insert(notifications).values(
      Array.from({ length: 21 }, (_, i) => ({
        userId: a.id,
        actorId: b.id,
        type: 'message_like',
        messageId: m,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    );
    const first = (await read(a.token, '?notified=1')).json().notification;
    expect([first.results.length, first.count, first.page]).toEqual([20, 21, 2]);
    const second = (await read(a.token, '?notified=1&page=2')).json().notification;
    expect(second.results.map((n: NotificationItem) => n.created_at)).toEqual(['2026-01-01T00:00:00.000Z']);
  });
});

describe('follows and blocks', () => {
  it('a follow notifies, an unfollow takes the unread notification back, a seen one stays', async () => {
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    await follow(b, a.slug);
    expect((await stored(a)).map((n) => [n.type, n.actorId])).toEqual([['follow', b.id]]);
    await follow(b, a.slug); // unfollow
    expect(await stored(a)).toEqual([]);
    await follow(b, a.slug);
    await read(a.token, '?notified=1');
    await follow(b, a.slug); // unfollow after it was seen
    expect((await stored(a)).map((n) => [n.type, n.seen])).toEqual([['follow', true]]);
  });

  it('a block removes what the two were notified of about each other, and nothing crosses it after', async () => {
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const m = await message(a);
    const mb = await message(b);
    await likeMessage(b, m);
    await likeMessage(a, mb);
    expect((await stored(a)).length).toBe(1);
    expect((await block(a, b.slug)).json()).toEqual({ blocked: true });
    expect(await stored(a)).toEqual([]);
    expect(await stored(b)).toEqual([]);
    // b's message is out of a's view now (404), so a's like of it goes nowhere.
    expect((await likeMessage(a, mb)).statusCode).toBe(404);
    expect(await stored(b)).toEqual([]);
    // b may not like or comment on a's message (403) nor follow a: nothing written.
    expect((await likeMessage(b, m)).json().user_like).toBe(false); // taking a like back is allowed
    expect((await likeMessage(b, m)).statusCode).toBe(403);
    expect((await follow(b, a.slug)).statusCode).toBe(403);
    expect(await stored(a)).toEqual([]);
  });
});

describe('short messages and comments', () => {
  it('a comment notifies the author, a later comment the thread, each once, never oneself', async () => {
    const [a, b, c, d] = await Promise.all([
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
      signedInMember(t),
    ]);
    const m = await message(a);
    const own = await comment(a, m, 'Өөрийн сэтгэгдэл');
    expect(await stored(a)).toEqual([]); // a's own comment on their own message
    const cb = await comment(b, m, 'Б-гийн сэтгэгдэл');
    expect((await stored(a)).map((n) => [n.type, n.actorId, n.messageId, n.commentId])).toEqual([
      ['message_comment', b.id, m, cb],
    ]);
    await comment(b, m, 'Дахиад');
    const cc = await comment(c, m, 'В-гийн сэтгэгдэл');
    // b commented before: told of c's reply once (b's two comments make no two notifications); a is the
    // author, told as such, not as a thread member; c not of their own.
    expect((await stored(b)).map((n) => [n.type, n.actorId, n.commentId])).toEqual([['thread_reply', c.id, cc]]);
    expect((await stored(a)).filter((n) => n.actorId === c.id).map((n) => n.type)).toEqual(['message_comment']);
    expect(await stored(c)).toEqual([]);
    expect(await stored(d)).toEqual([]); // took no part
    const item = (await read(b.token, '?notified=1')).json().notification.results[0];
    expect(item).toMatchObject({
      type: 'thread_reply',
      user_slug: a.slug,
      message_id: m,
      comment_id: cc,
      object_title: 'В-гийн сэтгэгдэл',
    });
    expect(own).toBeGreaterThan(0);
  });

  it('a thread reply skips a member blocked either way', async () => {
    const [a, b, c] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    const m = await message(a);
    await comment(b, m);
    await block(b, c.slug);
    await comment(c, m);
    expect(await stored(b)).toEqual([]);
  });

  it('a like of a message or comment notifies its author; undone, the unread one goes; deleting the source removes it', async () => {
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const m = await message(b);
    const ca = await comment(a, m, 'Миний сэтгэгдэл');
    await postTo('v-user-likecomment', b.token, { message: m, comment: ca });
    expect((await stored(a)).map((n) => [n.type, n.actorId, n.commentId, n.messageId])).toEqual([
      ['comment_like', b.id, ca, m],
    ]);
    expect((await read(a.token, '?notified=1')).json().notification.results[0]).toMatchObject({
      type: 'comment_like',
      object_title: 'Миний сэтгэгдэл',
      user_slug: b.slug,
      message_id: m,
      comment_id: ca,
    });
    const mine = await message(a);
    await likeMessage(b, mine);
    await likeMessage(b, mine); // undone
    expect((await stored(a)).map((n) => n.type)).toEqual(['comment_like']);
    // Self-likes notify no one.
    await likeMessage(a, mine);
    expect((await stored(a)).length).toBe(1);
    // The comment deleted: its notifications go; the message deleted: the comment's thread's go.
    await postTo('v-user-deletecomment', a.token, { id: ca });
    expect(await stored(a)).toEqual([]);
    await likeMessage(b, mine);
    expect((await stored(a)).length).toBe(1);
    await postTo('v-user-deleteshortmessage', a.token, { id: mine });
    expect(await stored(a)).toEqual([]);
  });
});

describe('likes of reviews, lists and journals', () => {
  it('notify the author once per like, with the link parts, and never the liker of their own', async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const movie = await makeMovie(db, { mTitle: 'Тэнгэрийн охин', iTitle: 'Sky Girl' });
    const [review] = await db
      .insert(movieReviews)
      .values({ movieId: movie.id, userId: a.id, grade: 80, review: 'Сайхан' })
      .returning();
    const [detailed] = await db
      .insert(movieDetailedReviews)
      .values({ movieId: movie.id, userId: a.id, title: 'Шүүмж', review: '<p>Урт</p>', moviePublished: true })
      .returning();
    const { serial, season, episodes } = await makeSerialWithEpisodes(
      db,
      1,
      { mTitle: 'Цуврал', iTitle: 'Serial' },
      () => ({ name: 'Нисгэгч', nameEn: 'The Pilot' }),
    );
    const ep = episodes[0];
    const [epReview] = await db
      .insert(episodeReviews)
      .values({ episodeId: ep.id, userId: a.id, grade: 60, review: 'Дунд' })
      .returning();
    const [epDetailed] = await db
      .insert(episodeDetailedReviews)
      .values({ episodeId: ep.id, userId: a.id, title: 'Ангийн шүүмж', review: '<p>Урт</p>', episodePublished: true })
      .returning();
    const [seasonReview] = await db
      .insert(seasonReviews)
      .values({ seasonId: season.id, userId: a.id, review: 'Улирал сайхан' })
      .returning();
    const [seasonDetailed] = await db
      .insert(seasonDetailedReviews)
      .values({ seasonId: season.id, userId: a.id, title: 'Улирлын шүүмж', review: '<p>Урт</p>' })
      .returning();
    const [list] = await db
      .insert(userLists)
      .values({ kind: 'serial', userId: a.id, slug: 'miniy-jagsaalt', title: 'Миний жагсаалт' })
      .returning();
    const types = await makeJournalTypes(db);
    const journal = await makeJournal(db, { authorId: a.id, subTypeId: types.sub.id, title: 'Нийтлэл' });
    const episodeSlugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: ep.slug };
    const seasonSlugs = { serial: serial.slug, season: season.slug };

    const likes = [
      () => postTo('v-user-moviereviewlike', b.token, { user: a.slug, review_id: review.id, movie_id: movie.id }),
      () => post('/api/movie/api-like-detailed-review/', b.token, { id: detailed.id }),
      () => post('/api/serial/api-like-episode-review/', b.token, { ...episodeSlugs, review: epReview.id }),
      () => post('/api/serial/api-like-detailed-review/', b.token, { id: epDetailed.id }),
      () => post('/api/serial/api-like-season-review/', b.token, { ...seasonSlugs, review: seasonReview.id }),
      () => post('/api/serial/api-like-season-detailed-review/', b.token, { id: seasonDetailed.id }),
      () => postTo('v-user-seriallistlike', b.token, { list_id: list.id, list_user: a.slug }),
      () => postTo('v-user-journallike', b.token, { journal_id: journal.id }),
    ];
    for (const like of likes) {
      const res = await like();
      expect([res.statusCode, res.json().user_like]).toEqual([200, true]);
    }
    const items: NotificationItem[] = (await read(a.token, '?notified=1')).json().notification.results;
    const byType = Object.fromEntries(items.map((n) => [n.type, n]));
    expect(items.map((n) => n.type).sort()).toEqual(
      [
        'episode_detailed_review_like',
        'episode_review_like',
        'journal_like',
        'movie_detailed_review_like',
        'movie_review_like',
        'season_detailed_review_like',
        'season_review_like',
        'serial_list_like',
      ].sort(),
    );
    expect(byType.movie_review_like).toMatchObject({
      object_title: 'Тэнгэрийн охин',
      object_title_en: 'Sky Girl',
      user_slug: a.slug,
      slug: movie.slug,
    });
    expect(byType.movie_detailed_review_like).toMatchObject({ slug: movie.slug });
    expect(byType.episode_review_like).toMatchObject({
      object_title: 'Цуврал: Нисгэгч',
      // The episode's English name in English (a season has a name in one language only).
      object_title_en: 'Serial: The Pilot',
      user_slug: a.slug,
      serial_slug: serial.slug,
      season_slug: season.slug,
      episode_slug: ep.slug,
    });
    expect(byType.episode_detailed_review_like).toMatchObject({
      object_title_en: 'Serial: The Pilot',
      episode_slug: ep.slug,
    });
    expect(byType.season_review_like).toMatchObject({
      object_title: `Цуврал: ${season.name}`,
      object_title_en: `Serial: ${season.name}`,
      user_slug: a.slug,
      serial_slug: serial.slug,
      season_slug: season.slug,
      episode_slug: null,
    });
    expect(byType.season_detailed_review_like).toMatchObject({ season_slug: season.slug });
    expect(byType.serial_list_like).toMatchObject({
      object_title: 'Миний жагсаалт',
      object_title_en: null,
      user_slug: a.slug,
      slug: list.slug,
    });
    expect(byType.journal_like).toMatchObject({
      object_title: 'Нийтлэл',
      slug: journal.slug,
      type_slug: types.main.slug,
      sub_type_slug: types.sub.slug,
    });

    // Each like undone: the seen notifications stay (they were read); like again and undo: the unread goes.
    for (const like of likes) await like();
    expect((await stored(a)).length).toBe(likes.length);
    for (const like of likes) await like();
    expect((await stored(a)).filter((n) => !n.seen).length).toBe(likes.length);
    for (const like of likes) await like();
    expect((await stored(a)).filter((n) => !n.seen).length).toBe(0);

    // The author liking their own review notifies no one.
    await postTo('v-user-moviereviewlike', a.token, { user: a.slug, review_id: review.id, movie_id: movie.id });
    expect((await stored(a)).filter((n) => n.actorId === a.id)).toEqual([]);

    // The source deleted takes its notifications with it.
    await db.delete(movieReviews).where(eq(movieReviews.id, review.id));
    expect((await stored(a)).filter((n) => n.type === 'movie_review_like')).toEqual([]);
    await db.delete(seasonDetailedReviews).where(eq(seasonDetailedReviews.id, seasonDetailed.id));
    expect((await stored(a)).filter((n) => n.type === 'season_detailed_review_like')).toEqual([]);
  });
});

describe('an account deleted', () => {
  it('uncounts the follows it had, both ways, and takes its notifications with it', async () => {
    const db = t.database.db;
    const [a, b, gone] = await Promise.all([signedInMember(t), signedInMember(t), signedInMember(t)]);
    await follow(gone, a.slug);
    await follow(gone, b.slug);
    await follow(a, gone.slug);
    const counts = async (m: SignedInMember) =>
      (
        await db
          .select({ followers: userProfiles.followersCount, following: userProfiles.followingCount })
          .from(userProfiles)
          .where(eq(userProfiles.userId, m.id))
      )[0];
    expect(await counts(a)).toEqual({ followers: 1, following: 1 });
    expect(await counts(b)).toEqual({ followers: 1, following: 0 });
    await db.delete(users).where(eq(users.id, gone.id));
    expect(await counts(a)).toEqual({ followers: 0, following: 0 });
    expect(await counts(b)).toEqual({ followers: 0, following: 0 });
    expect(
      await db
        .select()
        .from(notifications)
        .where(and(eq(notifications.actorId, gone.id))),
    ).toEqual([]);
  });
});

describe('a notice about a title the member may not see', () => {
  it('is left out while the title, or a parent of its episode, is unpublished, as every other read does', async () => {
    const db = t.database.db;
    const [a, b] = await Promise.all([signedInMember(t), signedInMember(t)]);
    const movie = await makeMovie(db, { mTitle: 'Нууц кино' });
    const [review] = await db
      .insert(movieReviews)
      .values({ movieId: movie.id, userId: a.id, grade: 70, review: 'Сайхан' })
      .returning();
    const { serial, season, episodes: eps } = await makeSerialWithEpisodes(db, 1, { mTitle: 'Нууц цуврал' });
    const [epReview] = await db
      .insert(episodeReviews)
      .values({ episodeId: eps[0].id, userId: a.id, grade: 60, review: 'Дунд' })
      .returning();
    const episodeSlugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: eps[0].slug };
    for (const res of [
      await postTo('v-user-moviereviewlike', b.token, { user: a.slug, review_id: review.id, movie_id: movie.id }),
      await post('/api/serial/api-like-episode-review/', b.token, { ...episodeSlugs, review: epReview.id }),
    ])
      expect(res.statusCode).toBe(200);

    await db.update(moviesTable).set({ publish: false }).where(eq(moviesTable.id, movie.id));
    await db.update(serialsTable).set({ publish: false }).where(eq(serialsTable.id, serial.id));
    const hidden = (await read(a.token, '?notified=1')).json().notification;
    expect(JSON.stringify(hidden)).not.toMatch(new RegExp(`Нууц|${movie.slug}|${serial.slug}`));
    expect([hidden.results, hidden.count]).toEqual([[], 0]);

    await db.update(moviesTable).set({ publish: true }).where(eq(moviesTable.id, movie.id));
    await db.update(serialsTable).set({ publish: true }).where(eq(serialsTable.id, serial.id));
    const shown = (await read(a.token, '?notified=1')).json().notification;
    expect(shown.results.map((n: NotificationItem) => n.type).sort()).toEqual([
      'episode_review_like',
      'movie_review_like',
    ]);
    expect(shown.count).toBe(2);
  });
});
