import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, movieUserFlags } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { rateAtOnce } from '../../test/concurrent-ratings';
import { makeMovie } from '../../test/factories/movies';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/movie/${path}/`, payload, token });
const tab = (kind: 'critic' | 'audience', slug: string, token?: string, loadMore?: number) =>
  t.call({
    method: 'GET',
    url: `/api/movie/api-movie-${kind}-reviews/`,
    query: { slug, ...(loadMore ? { loadMore: String(loadMore) } : {}) },
    token,
  });
const grades = async (id: number) =>
  (
    await t.database.db
      .select({
        cg: movies.criticGrade,
        cc: movies.criticCount,
        ag: movies.audienceGrade,
        ac: movies.audienceCount,
        w: movies.watchedCount,
      })
      .from(movies)
      .where(eq(movies.id, id))
  )[0];

describe('rating and reviewing a movie', () => {
  it('needs a signed-in user', async () => {
    const movie = await makeMovie(t.database.db);
    expect((await post('api-movie-review', { movie: movie.id, grade: 80 })).statusCode).toBe(401);
    expect((await post('api-movie-delete-review', { movie: movie.id })).statusCode).toBe(401);
    expect((await post('api-like-movie-review', { movie: movie.id, review: 1 })).statusCode).toBe(401);
  });

  it.each([
    [undefined, 'Та тоон үнэлгээ заавал оруулах шаардлагатай!'],
    ['', 'Та тоон үнэлгээ заавал оруулах шаардлагатай!'],
    [-1, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    [101, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    [50.5, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    ['сайн', 'Та тоон үнэлгээгээ зөв оруулна уу!'],
  ])('refuses the grade %s', async (grade, message) => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const res = await post('api-movie-review', { movie: movie.id, grade, review: 'x' }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ grade: [message] });
  });

  it('refuses a review over 500 characters', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const res = await post('api-movie-review', { movie: movie.id, grade: 70, review: 'я'.repeat(501) }, user.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ review: ['500 тэмдэгтээс хэтэрлээ!'] });
    expect(
      (await post('api-movie-review', { movie: movie.id, grade: 70, review: 'я'.repeat(500) }, user.token)).statusCode,
    ).toBe(200);
  });

  it('saves, loads, edits and deletes the caller’s review; rating marks the movie watched', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    expect((await post('api-movie-review', { movie: movie.id, load: 'false' }, user.token)).json()).toEqual({
      grade: null,
      spoiler: false,
      review: '',
      review_check: false,
    });
    // load false with nothing to save is the dialog's fetch (part 2 section 4); load true without a grade is a save, refused.
    expect((await post('api-movie-review', { movie: movie.id, load: true }, user.token)).json()).toEqual({
      grade: ['Та тоон үнэлгээ заавал оруулах шаардлагатай!'],
    });
    const saved = await post(
      'api-movie-review',
      { movie: String(movie.id), grade: '85', review: ' Гайхалтай кино ', spoiler: true, load: true },
      user.token,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ grade: 85, spoiler: true, review: 'Гайхалтай кино', review_check: true });
    expect((await post('api-movie-review', { movie: movie.slug, load: false }, user.token)).json()).toEqual({
      grade: 85,
      spoiler: true,
      review: 'Гайхалтай кино',
      review_check: true,
    });
    const detail = (
      await t.call({
        method: 'GET',
        url: '/api/movie/api-movie-detail/',
        query: { slug: movie.slug },
        token: user.token,
      })
    ).json();
    expect(detail).toMatchObject({
      user_watched: true,
      movie_detail: { a_grade: 85, audiences: 1, grade: null, critics: 0 },
    });

    await post('api-movie-review', { movie: movie.id, grade: 60 }, user.token);
    expect(await grades(movie.id)).toMatchObject({ ag: 60, ac: 1, w: 1 });

    const deleted = await post('api-movie-delete-review', { movie: movie.id }, user.token);
    expect(deleted.json()).toEqual({ grade: null, spoiler: false, review: '', review_check: false });
    expect(await grades(movie.id)).toEqual({ cg: null, cc: 0, ag: null, ac: 0, w: 0 });
    const [flags] = await t.database.db.select().from(movieUserFlags).where(eq(movieUserFlags.movieId, movie.id));
    expect(flags.watched).toBe(false);
  });

  it('keeps critic and audience grades apart and exact after create, update and delete', async () => {
    const movie = await makeMovie(t.database.db);
    const critic = await t.signedInUser(['critic']);
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    await post('api-movie-review', { movie: movie.id, grade: 90 }, critic.token);
    await post('api-movie-review', { movie: movie.id, grade: 40 }, a.token);
    await post('api-movie-review', { movie: movie.id, grade: 71 }, b.token);
    expect(await grades(movie.id)).toMatchObject({ cg: 90, cc: 1, ac: 2 });
    expect((await grades(movie.id)).ag).toBeCloseTo(55.5);
    await post('api-movie-review', { movie: movie.id, grade: 100 }, a.token);
    expect((await grades(movie.id)).ag).toBeCloseTo(85.5);
    await post('api-movie-delete-review', { movie: movie.id }, b.token);
    expect(await grades(movie.id)).toMatchObject({ cg: 90, cc: 1, ag: 100, ac: 1 });
  });

  it('nobody edits or deletes another’s review: each call touches only the caller’s own', async () => {
    const movie = await makeMovie(t.database.db);
    const owner = await t.signedInUser();
    const other = await t.signedInUser();
    await post('api-movie-review', { movie: movie.id, grade: 30, review: 'Минийх' }, owner.token);
    await post('api-movie-delete-review', { movie: movie.id }, other.token);
    expect((await post('api-movie-review', { movie: movie.id, load: false }, other.token)).json().review_check).toBe(
      false,
    );
    expect((await post('api-movie-review', { movie: movie.id, load: false }, owner.token)).json()).toMatchObject({
      grade: 30,
      review: 'Минийх',
    });
  });

  it('an unpublished movie takes no review and shows no review tab to guests', async () => {
    const movie = await makeMovie(t.database.db, { publish: false });
    const user = await t.signedInUser();
    expect((await post('api-movie-review', { movie: movie.id, grade: 50 }, user.token)).statusCode).toBe(404);
    expect((await post('api-movie-review', { movie: movie.id, load: false }, user.token)).statusCode).toBe(404);
    expect((await tab('audience', movie.slug)).statusCode).toBe(404);
    expect((await post('api-movie-review', { movie: 999_999_999, grade: 50 }, user.token)).statusCode).toBe(404);
  });

  it('50 concurrent ratings of one title give the exact average and count', async () => {
    const movie = await makeMovie(t.database.db);
    const { mean } = await rateAtOnce(t, 50, (token, grade) =>
      post('api-movie-review', { movie: movie.id, grade }, token),
    );
    const g = await grades(movie.id);
    expect(g.ac).toBe(50);
    expect(g.w).toBe(50);
    expect(g.ag).toBeCloseTo(mean, 3);
  }, 120_000); // signing 50 members in (scrypt twice each) is most of it

  it('one member saving five grades at once keeps one rating, and the figures follow it', async () => {
    const movie = await makeMovie(t.database.db);
    const user = await t.signedInUser();
    const answers = await Promise.all(
      [10, 30, 50, 70, 90].map((grade) => post('api-movie-review', { movie: movie.id, grade }, user.token)),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const saved = (await post('api-movie-review', { movie: movie.id, load: false }, user.token)).json().grade;
    expect(await grades(movie.id)).toMatchObject({ ac: 1, ag: saved, w: 1 });
  });

  it('ratings, edits and deletes of one title at once leave the figures of the ratings that remain', async () => {
    const movie = await makeMovie(t.database.db);
    const people = [];
    for (let i = 0; i < 12; i += 1) people.push(await t.signedInUser(i % 4 === 0 ? ['critic'] : []));
    for (const [i, p] of people.entries()) await post('api-movie-review', { movie: movie.id, grade: 40 + i }, p.token);
    // Members 0-3 delete, 4-7 change their grade, 8-11 save the same grade again: all at once.
    await Promise.all(
      people.map((p, i) =>
        i < 4
          ? post('api-movie-delete-review', { movie: movie.id }, p.token)
          : post('api-movie-review', { movie: movie.id, grade: i < 8 ? 90 - i : 40 + i }, p.token),
      ),
    );
    const remaining = people
      .slice(4)
      .map((p, j) => ({ critic: (j + 4) % 4 === 0, grade: j + 4 < 8 ? 90 - (j + 4) : 40 + j + 4 }));
    const mean = (rows: { grade: number }[]) =>
      rows.length ? rows.reduce((s, r) => s + r.grade, 0) / rows.length : null;
    const critics = remaining.filter((r) => r.critic);
    const audience = remaining.filter((r) => !r.critic);
    const g = await grades(movie.id);
    expect(g).toMatchObject({ cc: critics.length, ac: audience.length, w: 8 });
    expect(g.cg).toBeCloseTo(mean(critics)!, 3);
    expect(g.ag).toBeCloseTo(mean(audience)!, 3);
  }, 60_000);
});

describe('critic and audience review tabs and likes', () => {
  it('lists reviews newest first, 12 a load, with the viewer’s likes', async () => {
    const movie = await makeMovie(t.database.db);
    const people = [];
    for (let i = 0; i < 13; i += 1) {
      const p = await t.signedInUser();
      await post(
        'api-movie-review',
        { movie: movie.id, grade: 50 + i, review: `Сэтгэгдэл ${i}`, spoiler: i === 12 },
        p.token,
      );
      people.push(p);
    }
    const critic = await t.signedInUser(['critic']);
    await post('api-movie-review', { movie: movie.id, grade: 95, review: 'Шүүмжлэгчийн үг' }, critic.token);

    const first = (await tab('audience', movie.slug)).json();
    expect(first.api_movie_reviews).toHaveLength(12);
    expect(first.end_point).toBe(false);
    const newest = first.api_movie_reviews[0];
    expect(newest).toMatchObject({
      user_name: people[12].username,
      grade: 62,
      review: 'Сэтгэгдэл 12',
      spoiler: true,
      critic: false,
      user_like: false,
      total_likes: 0,
      edited: false,
    });
    expect(Object.keys(newest).sort()).toEqual([
      'critic',
      'date',
      'edited',
      'grade',
      'has_detailed_review',
      'id',
      'review',
      'spoiler',
      'total_likes',
      'user_image',
      'user_like',
      'user_name',
      'user_slug',
    ]);
    const second = (await tab('audience', movie.slug, undefined, 2)).json();
    expect(second).toMatchObject({ end_point: true });
    expect(second.api_movie_reviews).toHaveLength(1);
    const critics = (await tab('critic', movie.slug)).json();
    expect(critics.api_movie_reviews.map((r: { review: string }) => r.review)).toEqual(['Шүүмжлэгчийн үг']);
    // The critic's card links to a detailed review only once there is one (a guest's tab is cached until then).
    expect(critics.api_movie_reviews[0].has_detailed_review).toBe(false);
    await post('api-movie-detailed-review', { movie: movie.id, title: 'Гарчиг', review: '<p>Шүүмж</p>' }, critic.token);
    expect((await tab('critic', movie.slug)).json().api_movie_reviews[0].has_detailed_review).toBe(true);

    const liker = await t.signedInUser();
    const like = await post('api-like-movie-review', { movie: movie.id, review: newest.id }, liker.token);
    expect(like.json()).toEqual({ user_like: true, total_likes: 1 });
    await post('api-like-movie-review', { movie: movie.id, review: newest.id }, people[0].token);
    expect((await tab('audience', movie.slug, liker.token)).json().api_movie_reviews[0]).toMatchObject({
      user_like: true,
      total_likes: 2,
    });
    expect((await post('api-like-movie-review', { movie: movie.id, review: newest.id }, liker.token)).json()).toEqual({
      user_like: false,
      total_likes: 1,
    });
    // A review of another movie cannot be liked through this one.
    const elsewhere = await makeMovie(t.database.db);
    expect(
      (await post('api-like-movie-review', { movie: elsewhere.id, review: newest.id }, liker.token)).statusCode,
    ).toBe(404);
    expect((await post('api-like-movie-review', { movie: movie.id, review: 'abc' }, liker.token)).statusCode).toBe(400);
  });
});
