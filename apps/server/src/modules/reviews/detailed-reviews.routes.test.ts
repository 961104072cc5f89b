import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie } from '../../test/factories/movies';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/movie/${path}/`, payload, token });
const get = (path: string, query: Record<string, string>, token?: string) =>
  t.call({ method: 'GET', url: `/api/movie/${path}/`, query, token });

describe('detailed reviews', () => {
  it('are for critics only (401 signed out, 403 for members)', async () => {
    const movie = await makeMovie(t.database.db);
    const member = await t.signedInUser();
    await post('api-movie-review', { movie: movie.id, grade: 70 }, member.token);
    expect(
      (await post('api-movie-detailed-review', { movie: movie.id, title: 'Гарчиг', review: '<p>Текст</p>' }))
        .statusCode,
    ).toBe(401);
    expect(
      (
        await post(
          'api-movie-detailed-review',
          { movie: movie.id, title: 'Гарчиг', review: '<p>Текст</p>' },
          member.token,
        )
      ).statusCode,
    ).toBe(403);
    expect((await post('api-movie-delete-detailed-review', { movie: movie.id })).statusCode).toBe(401);
    expect((await post('api-like-detailed-review', { id: 1 })).statusCode).toBe(401);
  });

  it('take the critic flag, which an admin holds only when given (review.policy.ts)', async () => {
    const movie = await makeMovie(t.database.db);
    const write = (token: string) =>
      post('api-movie-detailed-review', { movie: movie.id, title: 'Гарчиг', review: '<p>Текст</p>' }, token);
    const admin = await t.signedInUser(['admin']);
    await post('api-movie-review', { movie: movie.id, grade: 70 }, admin.token);
    expect((await write(admin.token)).statusCode).toBe(403);
    const criticAdmin = await t.signedInUser(['admin', 'critic']);
    await post('api-movie-review', { movie: movie.id, grade: 80 }, criticAdmin.token);
    expect((await write(criticAdmin.token)).json()).toEqual({ title: 'Гарчиг', review: '<p>Текст</p>' });
  });

  it('need the title, the text and the critic’s own rating first', async () => {
    const movie = await makeMovie(t.database.db);
    const critic = await t.signedInUser(['critic']);
    const missing = await post('api-movie-detailed-review', { movie: movie.id, title: ' ', review: '' }, critic.token);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      title: ['Та гарчигийн нэр заавал өгөх шаардлагатай!'],
      review: ['Та шүүмжээ бичнэ үү!'],
    });
    expect(
      (
        await post(
          'api-movie-detailed-review',
          { movie: movie.id, title: 'Г', review: '<p><script>x</script></p>' },
          critic.token,
        )
      ).json(),
    ).toEqual({ review: ['Та шүүмжээ бичнэ үү!'] });
    const first = await post(
      'api-movie-detailed-review',
      { movie: movie.id, title: 'Гарчиг', review: '<p>Текст</p>' },
      critic.token,
    );
    expect(first.statusCode).toBe(400);
    expect(first.json().non_field_errors[0]).toMatch(/тоон үнэлгээ/);
  });

  it('saves sanitized HTML, loads it, lists it, shows its page with likes, and deletes it', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Тэмүүжин', iTitle: 'Temuujin' });
    const critic = await t.signedInUser(['critic']);
    await post('api-movie-review', { movie: movie.id, grade: 88 }, critic.token);
    const html =
      '<p onclick="x()">Сайн <strong>кино</strong><script>alert(1)</script> <a href="javascript:alert(1)">муу</a> <a href="https://mfi.mn">холбоос</a></p><img src="/media/a.jpg"><img src="https://evil.example/x.jpg"><iframe src="https://x"></iframe>';
    const saved = await post(
      'api-movie-detailed-review',
      { movie: movie.id, title: 'Тал нутгийн дуу', review: html },
      critic.token,
    );
    expect(saved.statusCode).toBe(200);
    const clean = saved.json().review as string;
    expect(clean).not.toMatch(/script|onclick|javascript|evil|iframe/);
    expect(clean).toContain('<a href="https://mfi.mn" rel="nofollow noopener">холбоос</a>');
    expect(clean).toContain('<img src="/media/a.jpg" />');
    expect((await post('api-movie-detailed-review', { movie: movie.id, load: false }, critic.token)).json()).toEqual({
      title: 'Тал нутгийн дуу',
      review: clean,
    });

    for (const search of ['Тэмүүжин', 'temuujin', 'tal nutgiin', 'Тал нутгийн']) {
      const list = (await get('api-movie-review-list', { search })).json();
      expect(
        list.review_list.some((r: { movie__movie_slug: string }) => r.movie__movie_slug === movie.slug),
        search,
      ).toBe(true);
    }
    const list = (await get('api-movie-review-list', { search: 'Тэмүүжин' })).json();
    expect(list.review_list[0]).toEqual({
      user__user_slug: expect.any(String),
      movie__movie_slug: movie.slug,
      movie__movie_poster: null,
      user__image: null,
      user__username: critic.username,
      title: 'Тал нутгийн дуу',
    });
    expect(list).toMatchObject({ review_total: expect.any(Number), review_page: expect.any(Number) });

    const userSlug = list.review_list[0].user__user_slug;
    const other = await makeMovie(t.database.db);
    await post('api-movie-review', { movie: other.id, grade: 60 }, critic.token);
    await post('api-movie-detailed-review', { movie: other.id, title: 'Өөр шүүмж', review: '<p>Ө</p>' }, critic.token);
    const page = (await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug })).json().review_detail;
    expect(page).toMatchObject({
      title: 'Тал нутгийн дуу',
      user: critic.username,
      user_slug: userSlug,
      content: clean,
      total_likes: 0,
      user_like: false,
      review_movie: { slug: movie.slug, poster: null },
    });
    expect(page.recent_critics).toEqual([
      {
        slug: other.slug,
        serial_slug: null,
        season_slug: null,
        episode_slug: null,
        poster: null,
        title: 'Өөр шүүмж',
        published: expect.any(String),
      },
    ]);

    const reader = await t.signedInUser();
    expect((await post('api-like-detailed-review', { id: page.id }, reader.token)).json()).toEqual({
      user_like: true,
      total_likes: 1,
    });
    expect(
      (await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug }, reader.token)).json().review_detail,
    ).toMatchObject({ user_like: true, total_likes: 1 });
    expect((await post('api-like-detailed-review', { id: page.id }, reader.token)).json()).toEqual({
      user_like: false,
      total_likes: 0,
    });
    expect((await post('api-like-detailed-review', { id: 999_999_999 }, reader.token)).statusCode).toBe(404);

    // Another critic's delete leaves it alone; the author's removes it.
    const rival = await t.signedInUser(['critic']);
    await post('api-movie-delete-detailed-review', { movie: movie.id }, rival.token);
    expect((await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug })).statusCode).toBe(200);
    expect((await post('api-movie-delete-detailed-review', { movie: movie.id }, critic.token)).json()).toEqual({
      success: true,
    });
    expect((await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug })).statusCode).toBe(404);
  });

  it('deleting the rating deletes the detailed review too, from the (cached) review list at once', async () => {
    const movie = await makeMovie(t.database.db, { iTitle: 'Tur Shuumj' });
    const critic = await t.signedInUser(['critic']);
    await post('api-movie-review', { movie: movie.id, grade: 75 }, critic.token);
    await post('api-movie-detailed-review', { movie: movie.id, title: 'Түр', review: '<p>Т</p>' }, critic.token);
    const listed = async () =>
      (await get('api-movie-review-list', { search: 'Tur Shuumj' }))
        .json()
        .review_list.some((r: { movie__movie_slug: string }) => r.movie__movie_slug === movie.slug);
    expect(await listed()).toBe(true);
    await post('api-movie-delete-review', { movie: movie.id }, critic.token);
    expect((await post('api-movie-detailed-review', { movie: movie.id, load: false }, critic.token)).json()).toEqual({
      title: '',
      review: '',
    });
    expect(await listed()).toBe(false);
  });

  it('reviews of unpublished movies hide from the list and their pages, and come back when republished', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Нууц кино', iTitle: 'Hidden film' });
    const critic = await t.signedInUser(['critic']);
    const admin = await t.signedInUser(['admin']);
    await post('api-movie-review', { movie: movie.id, grade: 75 }, critic.token);
    await post('api-movie-detailed-review', { movie: movie.id, title: 'Нууц шүүмж', review: '<p>Т</p>' }, critic.token);
    const listed = async (search?: string) => {
      const list = (await get('api-movie-review-list', search ? { search } : {})).json();
      return list.review_list.some((r: { movie__movie_slug: string }) => r.movie__movie_slug === movie.slug);
    };
    const { review_list } = (await get('api-movie-review-list', { search: 'Нууц шүүмж' })).json();
    const userSlug = review_list[0].user__user_slug;
    expect(await listed()).toBe(true);

    expect((await post('api-publish-movie', { movie: movie.id }, admin.token)).json()).toEqual({ publish: false });
    expect(await listed('Нууц шүүмж')).toBe(false);
    expect(await listed('Hidden film')).toBe(false);
    expect(await listed()).toBe(false);
    expect((await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug })).statusCode).toBe(404);
    expect(
      (await post('api-movie-detailed-review', { movie: movie.id, title: 'Шинэ', review: '<p>Ш</p>' }, critic.token))
        .statusCode,
    ).toBe(404);

    expect((await post('api-publish-movie', { movie: movie.id }, admin.token)).json()).toEqual({ publish: true });
    expect(await listed('Нууц шүүмж')).toBe(true);
    expect(await listed('Hidden film')).toBe(true);
    expect(await listed()).toBe(true);
    expect((await get('api-review-detail', { slug: userSlug, movieSlug: movie.slug })).statusCode).toBe(200);
  });
});
