import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  artistLikes,
  episodeDetailedReviews,
  episodeReactions,
  episodeReviews,
  movieDetailedReviews,
  movieReactions,
  movieReviews,
  artists,
  movieUserFlags,
  serialUserFlags,
} from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeJournal, makeJournalTypes } from '../../test/factories/journals';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeArtist, makeMovie } from '../../test/factories/movies';
import { makeSerial, makeSerialWithEpisodes } from '../../test/factories/serials';

// Every list of a member on the profile board (issue 15 item 8; part 1 sections 2, 3, 7 and 9): the params,
// the sort modes, paging, unpublished titles and drafts kept from those who may not see them, the likes.

let t: TestApp;
let member: SignedInMember;
let reader: SignedInMember;
let contributor: SignedInMember;

const get = (path: string, query: Record<string, string | number>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/user/api/${path}/?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    token,
  });
const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/user/api/${path}/`, payload, token });

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

// Three published movies and one unpublished, each with the member's review, a favourite flag, a reaction
// and a to-watch flag; grades, likes, years, watched counts and titles in differing orders.
let published: { id: number; slug: string }[];
let hidden: { id: number; slug: string };

beforeAll(async () => {
  t = await buildTestApp();
  member = await signedInMember(t, ['publisher']);
  reader = await signedInMember(t);
  contributor = await signedInMember(t, ['contributer']);
  const db = t.database.db;
  published = [
    await makeMovie(db, { mTitle: 'Б кино', year: 2001, audienceGrade: 50, watchedCount: 3 }),
    await makeMovie(db, { mTitle: 'А кино', year: 2003, audienceGrade: 90, watchedCount: 1 }),
    await makeMovie(db, { mTitle: 'В кино', iTitle: 'V movie', year: 2002, audienceGrade: 70, watchedCount: 2 }),
  ];
  hidden = await makeMovie(db, { mTitle: 'Нууц кино', publish: false });
  const all = [...published, hidden];
  await db.insert(movieReviews).values(
    all.map((m, i) => ({
      movieId: m.id,
      userId: member.id,
      grade: [60, 80, 40, 100][i],
      review: `Шүүмж ${i}`,
      likesCount: [2, 0, 5, 1][i],
      createdAt: day(i + 1),
    })),
  );
  await db
    .insert(movieUserFlags)
    .values(all.map((m) => ({ movieId: m.id, userId: member.id, favorite: true, watch: true })));
  await db
    .insert(movieReactions)
    .values(all.map((m) => ({ movieId: m.id, userId: member.id, slot: 1, reaction: 'bravo' })));
  await db.insert(movieDetailedReviews).values(
    all.map((m, i) => ({
      movieId: m.id,
      userId: member.id,
      title: `Дэлгэрэнгүй ${i}`,
      review: '<p>Текст</p>',
      moviePublished: m !== hidden,
      likesCount: [1, 3, 2, 0][i],
      createdAt: day(i + 1),
    })),
  );
});
afterAll(() => t.close());

const slugsOf = (items: { slug: string }[]) => items.map((i) => i.slug);

describe('GET /user/api/v-user-moviereviewlist/', () => {
  it('is open to guests, answers 404 for no such member and 400 for a bad page or sort', async () => {
    const guest = await get('v-user-moviereviewlist', { slug: member.slug });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().movie_list.every((r: { user_like: boolean }) => !r.user_like)).toBe(true);
    expect((await get('v-user-unpublishedjournallist', { slug: member.slug })).statusCode).toBe(401);
    expect((await get('v-user-moviereviewlist', { slug: 'no-such-member' }, reader.token)).statusCode).toBe(404);
    for (const bad of [{ page: 0 }, { page: 'x' }, { sort: 7 }, { sort: 0 }] as Record<string, string | number>[]) {
      const res = await get('v-user-moviereviewlist', { slug: member.slug, ...bad }, reader.token);
      expect(res.statusCode).toBe(400);
    }
  });

  it('answers the spec’s review entries, an unpublished movie’s review hidden from a member', async () => {
    const res = await get('v-user-moviereviewlist', { slug: member.slug }, reader.token);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, page: 1 });
    expect(body.movie_list[0]).toMatchObject({
      movie_id: published[2].id,
      slug: published[2].slug,
      grade_review: 40,
      title: 'В кино',
      international_title: 'V movie',
      word_review: 'Шүүмж 2',
      movie_review_likes: 5,
      user_like: false,
      critic: false,
    });
    expect(slugsOf(body.movie_list)).not.toContain(hidden.slug);
  });

  it('shows a contributor the unpublished movie’s review', async () => {
    const body = (await get('v-user-moviereviewlist', { slug: member.slug }, contributor.token)).json();
    expect(body.count).toBe(4);
    expect(slugsOf(body.movie_list)).toContain(hidden.slug);
  });

  it('sorts by each of the 6 modes', async () => {
    const order = async (sort: number) =>
      slugsOf((await get('v-user-moviereviewlist', { slug: member.slug, sort }, reader.token)).json().movie_list);
    const [b, a, v] = published.map((m) => m.slug);
    expect(await order(1)).toEqual([v, a, b]); // newest
    expect(await order(2)).toEqual([b, a, v]); // oldest
    expect(await order(3)).toEqual([a, b, v]); // grade 80, 60, 40
    expect(await order(4)).toEqual([v, b, a]);
    expect(await order(5)).toEqual([v, b, a]); // likes 5, 2, 0
    expect(await order(6)).toEqual([a, b, v]);
  });

  it('shows the caller’s like after liking through v-user-moviereviewlike/', async () => {
    const list = (await get('v-user-moviereviewlist', { slug: member.slug, sort: 2 }, reader.token)).json().movie_list;
    const liked = await post(
      'v-user-moviereviewlike',
      { user: member.slug, review_id: list[0].id, movie_id: list[0].movie_id },
      reader.token,
    );
    expect(liked.statusCode).toBe(200);
    expect(liked.json()).toEqual({ user_like: true, total_likes: 3 });
    const after = (await get('v-user-moviereviewlist', { slug: member.slug, sort: 2 }, reader.token)).json();
    expect(after.movie_list[0]).toMatchObject({ user_like: true, movie_review_likes: 3 });
    // Taken back, and a review of an unpublished movie is not there to like.
    expect(
      (
        await post('v-user-moviereviewlike', { review_id: list[0].id, movie_id: list[0].movie_id }, reader.token)
      ).json(),
    ).toEqual({ user_like: false, total_likes: 2 });
    const hiddenReview = (await get('v-user-moviereviewlist', { slug: member.slug, sort: 4 }, contributor.token))
      .json()
      .movie_list.find((r: { slug: string }) => r.slug === hidden.slug);
    const refused = await post(
      'v-user-moviereviewlike',
      { review_id: hiddenReview.id, movie_id: hidden.id },
      reader.token,
    );
    expect(refused.statusCode).toBe(404);
    expect(
      (await post('v-user-moviereviewlike', { review_id: 'x', movie_id: hidden.id }, reader.token)).statusCode,
    ).toBe(400);
  });

  it('pages by 24', async () => {
    const other = await signedInMember(t);
    const db = t.database.db;
    const many = await Promise.all(Array.from({ length: 25 }, () => makeMovie(db)));
    await db.insert(movieReviews).values(many.map((m) => ({ movieId: m.id, userId: other.id, grade: 50 })));
    const first = (await get('v-user-moviereviewlist', { slug: other.slug }, reader.token)).json();
    const second = (await get('v-user-moviereviewlist', { slug: other.slug, page: 2 }, reader.token)).json();
    expect([first.movie_list.length, first.count, first.page]).toEqual([24, 25, 2]);
    expect(second.movie_list).toHaveLength(1);
  });
});

describe('the title lists', () => {
  it('list favourite, reacted and to-watch movies, sorted by each of the 8 catalogue modes', async () => {
    const [b, a, v] = published.map((m) => m.slug);
    const expected: Record<number, string[]> = {
      1: [a, v, b], // year 2003, 2002, 2001
      2: [b, v, a],
      3: [a, v, b], // audience grade 90, 70, 50
      4: [b, v, a],
      5: [b, v, a], // watched 3, 2, 1
      6: [a, v, b],
      7: [a, b, v], // А, Б, В
      8: [v, b, a],
    };
    for (const path of ['v-user-favoritemovies', 'reactedmovies', 'watchmovies']) {
      for (const [sort, slugs] of Object.entries(expected)) {
        const res = await get(path, { slug: member.slug, sort }, reader.token);
        expect(res.statusCode, `${path} sort ${sort}`).toBe(200);
        expect(slugsOf(res.json().results), `${path} sort ${sort}`).toEqual(slugs);
      }
      expect((await get(path, { slug: member.slug, sort: 9 }, reader.token)).statusCode).toBe(400);
      const all = (await get(path, { slug: member.slug }, contributor.token)).json();
      expect(all.count).toBe(4);
    }
    const card = (await get('v-user-favoritemovies', { slug: member.slug, sort: 7 }, reader.token)).json().results[0];
    expect(card).toMatchObject({ slug: a, title: 'А кино', year: 2003, a_grade: 90 });
  });

  it('keep short movies apart from full-length favourites', async () => {
    const db = t.database.db;
    const short = await makeMovie(db, { category: 2 });
    const other = await signedInMember(t);
    await db.insert(movieUserFlags).values([
      { movieId: short.id, userId: other.id, favorite: true },
      { movieId: published[0].id, userId: other.id, favorite: true },
    ]);
    expect(slugsOf((await get('favoriteshortmovies', { slug: other.slug }, reader.token)).json().results)).toEqual([
      short.slug,
    ]);
    // The spec lists the call without its v-user- prefix; both spellings answer.
    expect(
      slugsOf((await get('v-user-favoriteshortmovies', { slug: other.slug }, reader.token)).json().results),
    ).toEqual([short.slug]);
    expect(slugsOf((await get('v-user-favoritemovies', { slug: other.slug }, reader.token)).json().results)).toEqual([
      published[0].slug,
    ]);
  });

  it('list favourite, to-watch and reacted serials, an unpublished serial hidden', async () => {
    const db = t.database.db;
    const other = await signedInMember(t);
    const shown = await makeSerial(db);
    const secret = await makeSerial(db, { publish: false });
    await db.insert(serialUserFlags).values([
      { serialId: shown.id, userId: other.id, favorite: true, watch: true },
      { serialId: secret.id, userId: other.id, favorite: true, watch: true },
    ]);
    const reacted = await makeSerialWithEpisodes(db, 1);
    await db
      .insert(episodeReactions)
      .values({ episodeId: reacted.episodes[0].id, userId: other.id, slot: 1, reaction: 'bravo' });
    for (const path of ['favoriteserials', 'watchserials']) {
      expect(slugsOf((await get(path, { slug: other.slug }, reader.token)).json().results)).toEqual([shown.slug]);
      expect((await get(path, { slug: other.slug }, contributor.token)).json().count).toBe(2);
    }
    const res = await get('reactedserials', { slug: other.slug, sort: 7 }, reader.token);
    expect(slugsOf(res.json().results)).toEqual([reacted.serial.slug]);
  });
});

describe('detailed reviews', () => {
  it('list the member’s detailed movie reviews by the 6 review modes, the unpublished one hidden', async () => {
    const order = async (sort: number, token = reader.token) =>
      (await get('moviedetailedreviewlist', { slug: member.slug, sort }, token)).json();
    const [b, a, v] = published.map((m) => m.slug);
    expect(slugsOf((await order(1)).results)).toEqual([v, a, b]);
    expect(slugsOf((await order(2)).results)).toEqual([b, a, v]);
    expect(slugsOf((await order(3)).results)).toEqual([a, b, v]); // the author's grades 80, 60, 40
    expect(slugsOf((await order(4)).results)).toEqual([v, b, a]);
    expect(slugsOf((await order(5)).results)).toEqual([a, v, b]); // likes 3, 2, 1
    expect(slugsOf((await order(6)).results)).toEqual([b, v, a]);
    expect((await order(1)).results[0]).toMatchObject({
      title: 'Дэлгэрэнгүй 2',
      title_of: 'В кино',
      international_title_of: 'V movie',
      grade_review: 40,
    });
    expect((await order(1, contributor.token)).count).toBe(4);
  });

  it('list detailed episode reviews and episode reviews with their slugs', async () => {
    const db = t.database.db;
    const other = await signedInMember(t);
    const s = await makeSerialWithEpisodes(db, 2, {}, (i) => (i === 0 ? { name: 'Нисгэгч', nameEn: 'The Pilot' } : {}));
    const [e1, e2] = s.episodes;
    await db.insert(episodeReviews).values([
      { episodeId: e1.id, userId: other.id, grade: 70, createdAt: day(1) },
      { episodeId: e2.id, userId: other.id, grade: 90, createdAt: day(2) },
    ]);
    await db.insert(episodeDetailedReviews).values({
      episodeId: e2.id,
      userId: other.id,
      title: 'Ангийн шүүмж',
      review: '<p>Текст</p>',
      episodePublished: true,
    });
    const reviews = (await get('v-user-episodereviewlist', { slug: other.slug, sort: 4 }, reader.token)).json();
    expect(reviews.episode_list.map((r: { episode_id: number }) => r.episode_id)).toEqual([e1.id, e2.id]);
    expect(reviews.episode_list[0]).toMatchObject({
      serial_slug: s.serial.slug,
      season_slug: s.season.slug,
      episode_slug: e1.slug,
      episode_name: 'Нисгэгч',
      episode_name_en: 'The Pilot',
      grade_review: 70,
    });
    expect(reviews.episode_list[1]).toMatchObject({ episode_name: '2-р анги', episode_name_en: '' });
    const detailed = (await get('episodedetailedreviewlist', { slug: other.slug }, reader.token)).json();
    expect(detailed.results).toEqual([
      expect.objectContaining({
        title: 'Ангийн шүүмж',
        episode_slug: e2.slug,
        serial_slug: s.serial.slug,
        grade_review: 90,
      }),
    ]);
    // The like by episode id, and an episode that is not there.
    const like = await post(
      'v-user-episodereviewlike',
      { user: other.slug, episode_id: e1.id, review_id: reviews.episode_list[0].id },
      reader.token,
    );
    expect(like.json()).toEqual({ user_like: true, total_likes: 1 });
    expect(
      (
        await post(
          'v-user-episodereviewlike',
          { episode_id: 999_999, review_id: reviews.episode_list[0].id },
          reader.token,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('GET /user/api/idollist/', () => {
  it('lists the liked artists by the 4 artist modes, an unpublished artist hidden', async () => {
    const db = t.database.db;
    const other = await signedInMember(t);
    const born = async (name: string, year: number) => {
      const a = await makeArtist(db, { name });
      await db.update(artists).set({ bornYear: year, sortName: name.toLowerCase() }).where(eq(artists.id, a.id));
      return a;
    };
    const x = await born('Bat', 1980);
    const y = await born('Anu', 1990);
    const secret = await makeArtist(db, { publish: false });
    await db.insert(artistLikes).values([x, y, secret].map((a) => ({ artistId: a.id, userId: other.id })));
    const order = async (sort: number) =>
      slugsOf((await get('idollist', { slug: other.slug, sort }, reader.token)).json().results);
    expect(await order(1)).toEqual([y.slug, x.slug]);
    expect(await order(2)).toEqual([x.slug, y.slug]);
    expect(await order(3)).toEqual([x.slug, y.slug]);
    expect(await order(4)).toEqual([y.slug, x.slug]);
    expect((await get('idollist', { slug: other.slug, sort: 5 }, reader.token)).statusCode).toBe(400);
    expect((await get('idollist', { slug: other.slug }, contributor.token)).json().count).toBe(3);
  });
});

describe('articles', () => {
  it('list the published ones to anyone, the drafts to their publisher and contributors only', async () => {
    const db = t.database.db;
    const types = await makeJournalTypes(db);
    const shown = await makeJournal(db, { authorId: member.id, subTypeId: types.sub.id, likes: 2 });
    const draft = await makeJournal(db, { authorId: member.id, subTypeId: types.sub.id, publishDate: null });
    const list = await get('v-user-journallist', { slug: member.slug }, reader.token);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ count: 1, page: 1 });
    expect(list.json().api_user_journal_list[0]).toMatchObject({
      id: shown.id,
      journal_slug: shown.slug,
      total_likes: 2,
      user_like: false,
    });

    expect((await get('v-user-unpublishedjournallist', { slug: member.slug }, reader.token)).statusCode).toBe(403);
    // Another publisher may not list this member's drafts either.
    const publisher = await signedInMember(t, ['publisher']);
    expect((await get('v-user-unpublishedjournallist', { slug: member.slug }, publisher.token)).statusCode).toBe(403);
    for (const token of [member.token, contributor.token]) {
      const drafts = (await get('v-user-unpublishedjournallist', { slug: member.slug }, token)).json();
      expect(drafts.api_user_journal_list.map((j: { journal_slug: string }) => j.journal_slug)).toEqual([draft.slug]);
    }

    const liked = await post('v-user-journallike', { journal_id: shown.id }, reader.token);
    expect(liked.json()).toEqual({ user_like: true, total_likes: 3 });
    expect((await post('v-user-journallike', { journal_id: draft.id }, reader.token)).statusCode).toBe(404);
    const after = (await get('v-user-journallist', { slug: member.slug, sort: 3 }, reader.token)).json();
    expect(after.api_user_journal_list[0]).toMatchObject({ user_like: true });
    expect((await get('v-user-journallist', { slug: member.slug, sort: 7 }, reader.token)).statusCode).toBe(400);
  });
});
