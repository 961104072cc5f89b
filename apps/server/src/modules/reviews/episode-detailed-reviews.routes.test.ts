import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeSerialWithEpisodes } from '../../test/factories/serials';
import { jpeg, multipart } from '../../test/multipart';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import { searchKeyOf } from '../../lib/transliterate';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
const get = (path: string, query: Record<string, string>, token?: string) =>
  t.call({ method: 'GET', url: `/api/serial/${path}/`, query, token });

describe('episode detailed reviews', () => {
  it('are for critics with their own rating; sanitized, with a cover; listed, shown, liked and deleted', async () => {
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 1, {}, () => ({ name: 'Нисгэгч', nameEn: 'The Pilot' }));
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e.slug };
    const critic = await t.signedInUser(['critic']);
    const member = await t.signedInUser();
    expect(
      (await post('api-submit-episode-detailed-review', { ...slugs, title: 'Г', review: '<p>Т</p>' })).statusCode,
    ).toBe(401);
    expect(
      (await post('api-submit-episode-detailed-review', { ...slugs, title: 'Г', review: '<p>Т</p>' }, member.token))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('api-submit-episode-detailed-review', { ...slugs, title: '', review: '' }, critic.token)).json(),
    ).toEqual({
      title: ['Та гарчигийн нэр заавал өгөх шаардлагатай!'],
      review: ['Та шүүмжээ бичнэ үү!'],
    });
    const first = await post(
      'api-submit-episode-detailed-review',
      { ...slugs, title: 'Г', review: '<p>Т</p>' },
      critic.token,
    );
    expect(first.statusCode).toBe(400);
    expect(first.json().non_field_errors).toHaveLength(1);

    await post('api-submit-episode-review', { ...slugs, grade: 77 }, critic.token);
    const form = await multipart(
      { ...slugs, title: 'Тэнгэрийн анги', review: '<p>Сайн<script>x</script></p>' },
      { cover: { data: await jpeg(1400, 800) } },
    );
    const saved = await t.call({
      method: 'POST',
      url: '/api/serial/api-submit-episode-detailed-review/',
      token: critic.token,
      ...form,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      title: 'Тэнгэрийн анги',
      review: '<p>Сайн</p>',
      cover: expect.stringMatching(/^\/media\/episode-reviews\/.+\.jpg$/),
    });
    expect(
      (await post('api-submit-episode-detailed-review', { ...slugs, load: false }, critic.token)).json(),
    ).toMatchObject({ title: 'Тэнгэрийн анги', review: '<p>Сайн</p>' });

    const list = (await get('episode-detailed-review-list', { search: 'Тэнгэрийн анги' })).json();
    const item = list.review_list.find(
      (r: { episode__episode_slug: string; episode__season__serial__serial_slug: string }) =>
        r.episode__season__serial__serial_slug === serial.slug,
    );
    expect(item).toMatchObject({
      episode__season__season_slug: season.slug,
      episode__episode_slug: e.slug,
      // Both names of the episode: the list shows the English one in English.
      episode__episode_name: 'Нисгэгч',
      episode__episode_name_en: 'The Pilot',
      user__username: critic.username,
      title: 'Тэнгэрийн анги',
    });
    const detail = (await get('episode-detailed-review-detail', { slug: item.user__user_slug, ...slugs })).json()
      .review_detail;
    expect(detail).toMatchObject({
      title: 'Тэнгэрийн анги',
      content: '<p>Сайн</p>',
      total_likes: 0,
      review_episode: { serial_slug: serial.slug, season_slug: season.slug, episode_slug: e.slug },
    });
    expect((await post('api-like-detailed-review', { id: detail.id }, member.token)).json()).toEqual({
      user_like: true,
      total_likes: 1,
    });

    // Unpublishing the serial, the season or the episode hides the review from the list (its copies of
    // the flags follow every toggle) and from the detail; publishing it again brings it back.
    const listed = async () =>
      (await get('episode-detailed-review-list', { search: 'Тэнгэрийн анги' }))
        .json()
        .review_list.some(
          (r: { episode__season__serial__serial_slug: string }) =>
            r.episode__season__serial__serial_slug === serial.slug,
        );
    const contributor = await t.signedInUser(['contributer']);
    const toggles = [
      () => post('api-publish-serial', { serial: serial.slug }, contributor.token),
      () => post('api-publish-season', { serialSlug: serial.slug, seasonSlug: season.slug }, contributor.token),
      () => post('api-publish-episode', slugs, contributor.token),
    ];
    for (const toggle of toggles) {
      expect((await toggle()).json()).toEqual({ publish: false });
      expect(await listed()).toBe(false);
      expect((await get('episode-detailed-review-detail', { slug: item.user__user_slug, ...slugs })).statusCode).toBe(
        404,
      );
      // A like needs the review visible: a member's is refused, a contributor's counts and is taken back.
      expect((await post('api-like-detailed-review', { id: detail.id }, member.token)).statusCode).toBe(404);
      expect((await post('api-like-detailed-review', { id: detail.id }, contributor.token)).json()).toEqual({
        user_like: true,
        total_likes: 2,
      });
      expect((await post('api-like-detailed-review', { id: detail.id }, contributor.token)).json()).toEqual({
        user_like: false,
        total_likes: 1,
      });
      expect((await toggle()).json()).toEqual({ publish: true });
      expect(await listed()).toBe(true);
    }
    // The list searches the serial's titles too (its key folded as the serial form writes it).
    await t.database.db
      .update(serials)
      .set({ searchKey: searchKeyOf('Зүүдний оргил', 'Zuudnii Orgil') })
      .where(eq(serials.id, serial.id));
    await t.database.db.transaction((tx) => serialAfterWrite.reviewCopies(tx, serial.id));
    expect((await get('episode-detailed-review-list', { search: 'orgil' })).json().review_total).toBeGreaterThan(0);

    await post('api-delete-episode-detailed-review', slugs, member.token);
    expect((await get('episode-detailed-review-detail', { slug: item.user__user_slug, ...slugs })).statusCode).toBe(
      200,
    );
    expect((await post('api-delete-episode-detailed-review', slugs, critic.token)).json()).toEqual({ success: true });
    expect((await get('episode-detailed-review-detail', { slug: item.user__user_slug, ...slugs })).statusCode).toBe(
      404,
    );
  });
});
