import { eq } from 'drizzle-orm';
import { serials } from '../../db/schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodeDetailedReviews, users } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie } from '../../test/factories/movies';
import { makeSeason, makeEpisodes, makeSerial, makeSerialWithEpisodes } from '../../test/factories/serials';

// The home calls (issue 16 item 2): shapes, order, published titles only, the critic and detailed
// filters, bad parameters, and a blocked member's writing. A database of its own, so the rails hold only
// this file's rows; the cache off but in the last suite, which checks what the after-writes do to it.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ownDatabase: true, env: { CATALOGUE_CACHE_TTL_MS: '0' } });
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string> = {}, token?: string) =>
  t.call({ method: 'GET', url: `/api${path}`, query, token });
const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api${path}`, payload, token });
const movieReviews = async (query: Record<string, string>, token?: string) => {
  const res = await get('/movie/api-home-latest-movie-reviews/', query, token);
  expect(res.statusCode).toBe(200);
  return res.json().latest_review_list as Record<string, unknown>[];
};
const episodeReviews = async (query: Record<string, string>, token?: string) => {
  const res = await get('/serial/api-home-latest-episode-reviews/', query, token);
  expect(res.statusCode).toBe(200);
  return res.json().latest_review_list as Record<string, unknown>[];
};
const slugOf = async (username: string) =>
  (await t.database.db.select({ slug: users.slug }).from(users).where(eq(users.username, username)))[0].slug;

describe('the latest movie reviews', () => {
  it('are the short reviews with text, newest first, critics’ or the audience’s, with the author’s grade', async () => {
    const [first, second] = [
      await makeMovie(t.database.db, { mTitle: 'Цогт тайж', criticGrade: 86, audienceGrade: 70 }),
      await makeMovie(t.database.db, {
        mTitle: 'Мандухай сэцэн хатан',
        iTitle: 'Mandukhai the Wise Queen',
        criticGrade: 90,
        audienceGrade: 75,
      }),
    ];
    const critic = await t.signedInUser(['critic']);
    const member = await t.signedInUser();
    const rate = (token: string, movie: number, grade: number, review: string, spoiler = false) =>
      post('/movie/api-movie-review/', { movie, grade, review, spoiler }, token);
    await rate(critic.token, first.id, 86, 'Сонгодог бүтээл.');
    await rate(critic.token, second.id, 90, 'Түүхэн баатрын хүчтэй дүр.');
    await rate(member.token, first.id, 70, ''); // a grade without text is a rating, not a review
    await rate(member.token, second.id, 75, 'Төгсгөл нь гэнэтийн.', true);

    const critics = await movieReviews({ critic: 'true', detailed: 'false' });
    expect(critics.map((c) => c.movie_title)).toEqual(['Мандухай сэцэн хатан', 'Цогт тайж']);
    const criticSlug = await slugOf(critic.username);
    expect(critics[0]).toEqual({
      slug: second.slug,
      poster: null,
      user_slug: criticSlug,
      user_image: null,
      user_name: critic.username,
      user_grade: 90,
      grade: 90, // the movie's critic grade (the rating moved it)
      movie_title: 'Мандухай сэцэн хатан',
      movie_i_title: 'Mandukhai the Wise Queen', // the English interface's name of it
      title: 'Түүхэн баатрын хүчтэй дүр.',
      spoiler: false,
    });

    // The audience: the member's one review with text, a spoiler whose text stays on the movie's page.
    const audience = await movieReviews({ critic: '0' });
    expect(audience).toEqual([
      expect.objectContaining({ slug: second.slug, user_grade: 75, grade: 75, title: '', spoiler: true }),
    ]);
    // Absent flags are false: the audience's short reviews.
    expect(await movieReviews({})).toEqual(audience);
  });

  it('leave out the reviews of a movie unpublished since', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Нууц түүх' });
    const critic = await t.signedInUser(['critic']);
    await post('/movie/api-movie-review/', { movie: movie.id, grade: 60, review: 'Дунд зэрэг.' }, critic.token);
    expect((await movieReviews({ critic: 'true' })).map((c) => c.slug)).toContain(movie.slug);
    const editor = await t.signedInUser(['contributer']);
    expect((await post('/movie/api-publish-movie/', { movie: movie.id }, editor.token)).json()).toMatchObject({
      publish: false,
    });
    // Also for a contributor: the home shows everyone a guest's view.
    expect((await movieReviews({ critic: 'true' }, editor.token)).map((c) => c.slug)).not.toContain(movie.slug);
    expect((await movieReviews({ critic: 'true' })).map((c) => c.slug)).not.toContain(movie.slug);
  });

  it('detailed: the critics’ long reviews by title, with the grade of the rating beside them', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Тэмээний нулимс' });
    const critic = await t.signedInUser(['critic']);
    await post('/movie/api-movie-review/', { movie: movie.id, grade: 94 }, critic.token);
    const saved = await post(
      '/movie/api-movie-detailed-review/',
      { movie: movie.id, title: 'Хөөсөөр эдгэрэх сэтгэл', review: '<p>Урт шүүмж.</p>' },
      critic.token,
    );
    expect(saved.statusCode).toBe(200);
    const wall = await movieReviews({ critic: 'true', detailed: 'true' });
    expect(wall[0]).toMatchObject({
      slug: movie.slug,
      movie_title: 'Тэмээний нулимс',
      title: 'Хөөсөөр эдгэрэх сэтгэл',
      user_grade: 94,
      user_name: critic.username,
      spoiler: false,
    });
    // Only critics write them: the audience's detailed list is empty.
    expect(await movieReviews({ critic: 'false', detailed: 'true' })).toEqual([]);
  });

  it('refuse flags that are not true/false/1/0', async () => {
    const bad: Record<string, string>[] = [{ critic: 'maybe' }, { detailed: '2' }, { critic: 'yes', detailed: 'no' }];
    for (const query of bad) {
      for (const path of ['/movie/api-home-latest-movie-reviews/', '/serial/api-home-latest-episode-reviews/']) {
        const res = await get(path, query);
        expect(res.statusCode).toBe(400);
        expect(Object.values(res.json()).flat()).toContain('Утга буруу байна!');
      }
    }
  });
});

describe('the latest episode reviews', () => {
  it('carry the serial’s, season’s and episode’s slugs and numbers, newest first, published only', async () => {
    const { serial, season, episodes } = await makeSerialWithEpisodes(t.database.db, 2, {
      mTitle: 'Хар сарнай',
      iTitle: 'Black Rose',
    });
    const hiddenSerial = await makeSerial(t.database.db, { mTitle: 'Нууц цуврал' });
    const hiddenSeason = await makeSeason(t.database.db, hiddenSerial.id);
    const [hiddenEpisode] = await makeEpisodes(t.database.db, hiddenSeason.id, 1);
    const critic = await t.signedInUser(['critic']);
    const member = await t.signedInUser();
    const rate = (token: string, s: { serial: string; season: string; episode: string }, grade: number, text: string) =>
      post(
        '/serial/api-submit-episode-review/',
        { serialSlug: s.serial, seasonSlug: s.season, episodeSlug: s.episode, grade, review: text },
        token,
      );
    const at = (episode: { slug: string }) => ({ serial: serial.slug, season: season.slug, episode: episode.slug });
    await rate(critic.token, at(episodes[0]), 80, 'Хүчтэй эхлэл.');
    await rate(critic.token, at(episodes[1]), 88, 'Оргил анги.');
    await rate(member.token, at(episodes[1]), 60, 'Удаан.');
    await rate(
      critic.token,
      { serial: hiddenSerial.slug, season: hiddenSeason.slug, episode: hiddenEpisode.slug },
      50,
      'Нууц.',
    );
    // Unpublished after the review was written: the serial's flag hides its episodes' reviews.
    await t.database.db.update(serials).set({ publish: false }).where(eq(serials.id, hiddenSerial.id));

    const critics = await episodeReviews({ critic: 'true' });
    expect(critics).toEqual([
      {
        slug: serial.slug,
        poster: null,
        user_slug: await slugOf(critic.username),
        user_image: null,
        user_name: critic.username,
        user_grade: 88,
        grade: 88,
        movie_title: 'Хар сарнай',
        movie_i_title: 'Black Rose',
        title: 'Оргил анги.',
        spoiler: false,
        serial_slug: serial.slug,
        season_slug: season.slug,
        episode_slug: episodes[1].slug,
        season_num: 1,
        episode_num: 2,
      },
      expect.objectContaining({ episode_slug: episodes[0].slug, user_grade: 80 }),
    ]);
    expect((await episodeReviews({ critic: 'false' })).map((c) => [c.title, c.grade])).toEqual([['Удаан.', 60]]);

    // Detailed: the critics' long reviews of published episodes.
    const [criticRow] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, critic.username));
    await t.database.db.insert(episodeDetailedReviews).values({
      episodeId: episodes[1].id,
      userId: criticRow.id,
      title: 'Анги бүрийн ач холбогдол',
      review: '<p>Урт.</p>',
      episodePublished: true,
    });
    expect(await episodeReviews({ critic: 'true', detailed: 'true' })).toEqual([
      expect.objectContaining({ title: 'Анги бүрийн ач холбогдол', user_grade: 88, episode_slug: episodes[1].slug }),
    ]);
    expect(await episodeReviews({ critic: 'false', detailed: 'true' })).toEqual([]);
  });
});

describe('the latest movies and serials', () => {
  it('are the newest published titles with their slug and poster', async () => {
    const older = await makeMovie(t.database.db, { mTitle: 'Хуучин', poster: 'posters/old.jpg' });
    const hidden = await makeMovie(t.database.db, { mTitle: 'Ноорог', publish: false });
    const newer = await makeMovie(t.database.db, { mTitle: 'Шинэ', iTitle: 'New' });
    const movies = (await get('/movie/api-home-latest-movie-list/')).json().latest_movie_list;
    expect(movies.slice(0, 2)).toEqual([
      { slug: newer.slug, poster: null, title: 'Шинэ', i_title: 'New' },
      { slug: older.slug, poster: expect.stringContaining('posters/old.jpg'), title: 'Хуучин', i_title: older.iTitle },
    ]);
    expect(movies.map((m: { slug: string }) => m.slug)).not.toContain(hidden.slug);
    expect(movies.length).toBeLessThanOrEqual(12);

    const serial = await makeSerial(t.database.db, { mTitle: 'Шинэ цуврал' });
    const draft = await makeSerial(t.database.db, { mTitle: 'Ноорог цуврал', publish: false });
    const serials = (await get('/serial/api-home-latest-serial-list/')).json().latest_serial_list;
    expect(serials[0]).toEqual({ slug: serial.slug, poster: null, title: 'Шинэ цуврал', i_title: serial.iTitle });
    expect(serials.map((s: { slug: string }) => s.slug)).not.toContain(draft.slug);
  });
});

describe('a blocked member’s writing', () => {
  it('leaves the blocker’s rails, and no one else’s', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Хориг' });
    const critic = await t.signedInUser(['critic']);
    const reader = await t.signedInUser();
    await post('/movie/api-movie-review/', { movie: movie.id, grade: 40, review: 'Сул.' }, critic.token);
    const criticSlug = await slugOf(critic.username);
    expect((await movieReviews({ critic: 'true' }, reader.token))[0].user_slug).toBe(criticSlug);
    expect((await post('/user/api/v-user-blockuser/', { slug: criticSlug }, reader.token)).json()).toEqual({
      blocked: true,
    });
    expect((await movieReviews({ critic: 'true' }, reader.token)).map((c) => c.user_slug)).not.toContain(criticSlug);
    expect((await movieReviews({ critic: 'true' }))[0].user_slug).toBe(criticSlug);
  });
});

describe('the cached rails', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await buildTestApp({ ownDatabase: true });
  });
  afterAll(() => c.close());

  it('drop an unpublished movie at once (the movie’s after-write clears them)', async () => {
    const movie = await makeMovie(c.database.db, { mTitle: 'Кэшийн кино' });
    const critic = await c.signedInUser(['critic']);
    await c.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: movie.id, grade: 77, review: 'Сайн.' },
      token: critic.token,
    });
    const read = async (path: string, key: string, query: Record<string, string> = {}) =>
      (await c.call({ method: 'GET', url: `/api${path}`, query })).json()[key] as { slug: string }[];
    expect((await read('/movie/api-home-latest-movie-reviews/', 'latest_review_list', { critic: '1' }))[0].slug).toBe(
      movie.slug,
    );
    expect((await read('/movie/api-home-latest-movie-list/', 'latest_movie_list'))[0].slug).toBe(movie.slug);
    const editor = await c.signedInUser(['contributer']);
    await c.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: movie.id },
      token: editor.token,
    });
    expect(await read('/movie/api-home-latest-movie-reviews/', 'latest_review_list', { critic: '1' })).toEqual([]);
    expect(await read('/movie/api-home-latest-movie-list/', 'latest_movie_list')).toEqual([]);
  });
});
