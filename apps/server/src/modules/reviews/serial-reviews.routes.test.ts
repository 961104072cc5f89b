import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { episodes, episodeUserFlags, seasons, serials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { rateAtOnce } from '../../test/concurrent-ratings';
import { makeEpisodes, makeSeason, makeSerialWithEpisodes } from '../../test/factories/serials';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
const get = (path: string, query: Record<string, string>, token?: string) =>
  t.call({ method: 'GET', url: `/api/serial/${path}/`, query, token });

describe('season reviews', () => {
  it('need a signed-in user and the text (≤ 1000); save, load, list, like and delete the caller’s own', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug };
    const user = await t.signedInUser();
    expect((await post('api-submit-season-review', { ...slugs, review: 'Сайн' })).statusCode).toBe(401);
    expect((await post('api-submit-season-review', { ...slugs, review: ' ' }, user.token)).json()).toEqual({
      review: ['Та сэтгэгдлээ бичнэ үү!'],
    });
    expect((await post('api-submit-season-review', { ...slugs, review: 'я'.repeat(1001) }, user.token)).json()).toEqual(
      { review: ['1000 тэмдэгтээс хэтэрлээ!'] },
    );
    expect((await post('api-submit-season-review', { ...slugs, load: false }, user.token)).json()).toEqual({
      review: '',
      spoiler: false,
      review_check: false,
    });
    expect(
      (
        await post('api-submit-season-review', { ...slugs, review: 'Гайхалтай улирал', spoiler: true }, user.token)
      ).json(),
    ).toEqual({ review: 'Гайхалтай улирал', spoiler: true, review_check: true });
    expect((await post('api-submit-season-review', { ...slugs, load: 'false' }, user.token)).json()).toEqual({
      review: 'Гайхалтай улирал',
      spoiler: true,
      review_check: true,
    });

    const tab = (await get('api-season-audience-reviews', slugs)).json();
    expect(tab.end_point).toBe(true);
    expect(tab.api_season_reviews[0]).toMatchObject({
      user_name: user.username,
      grade: null,
      review: 'Гайхалтай улирал',
      spoiler: true,
      critic: false,
    });
    expect((await get('api-season-critic-reviews', slugs)).json().api_season_reviews).toEqual([]);

    const reader = await t.signedInUser();
    const id = tab.api_season_reviews[0].id;
    expect(
      (
        await post('api-like-season-review', { serial: serial.slug, season: season.slug, review: id }, reader.token)
      ).json(),
    ).toEqual({ user_like: true, total_likes: 1 });
    await post('api-delete-season-review', slugs, reader.token);
    expect((await post('api-submit-season-review', { ...slugs, load: false }, user.token)).json().review_check).toBe(
      true,
    );
    await post('api-delete-season-review', slugs, user.token);
    expect((await post('api-submit-season-review', { ...slugs, load: false }, user.token)).json().review_check).toBe(
      false,
    );
  });

  it('a guest’s cached tab shows a review saved or deleted after it was read', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug };
    const user = await t.signedInUser();
    expect((await get('api-season-audience-reviews', slugs)).json().api_season_reviews).toEqual([]);
    await post('api-submit-season-review', { ...slugs, review: 'Шинэ сэтгэгдэл' }, user.token);
    expect((await get('api-season-audience-reviews', slugs)).json().api_season_reviews).toHaveLength(1);
    await post('api-delete-season-review', slugs, user.token);
    expect((await get('api-season-audience-reviews', slugs)).json().api_season_reviews).toEqual([]);
  });

  it('an unpublished season takes no review and hides its tabs', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 1);
    const hidden = await makeSeason(t.database.db, serial.id, { seasonNum: 2, publish: false });
    const user = await t.signedInUser();
    const slugs = { serialSlug: serial.slug, seasonSlug: hidden.slug };
    expect((await post('api-submit-season-review', { ...slugs, review: 'Т' }, user.token)).statusCode).toBe(404);
    expect((await get('api-season-audience-reviews', slugs)).statusCode).toBe(404);
  });
});

describe('episode ratings and reviews', () => {
  it.each([
    [undefined, 'Та тоон үнэлгээ заавал оруулах шаардлагатай!'],
    [-1, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    [101, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    [50.5, 'Та тоон үнэлгээгээ зөв оруулна уу!'],
    ['abc', 'Та тоон үнэлгээгээ зөв оруулна уу!'],
  ])('refuse the grade %s', async (grade, message) => {
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 1);
    const user = await t.signedInUser();
    const res = await post(
      'api-submit-episode-review',
      { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e.slug, grade },
      user.token,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ grade: [message] });
  });

  it('keep episode, season and serial grades exact; tabs, likes and deletes touch only the caller’s own', async () => {
    const {
      serial,
      season,
      episodes: [e1, e2],
    } = await makeSerialWithEpisodes(t.database.db, 2);
    const s1 = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e1.slug };
    const s2 = { ...s1, episodeSlug: e2.slug };
    const critic = await t.signedInUser(['critic']);
    const a = await t.signedInUser();
    const b = await t.signedInUser();
    expect((await post('api-submit-episode-review', { ...s1, grade: 80 })).statusCode).toBe(401);
    expect(
      (await post('api-submit-episode-review', { ...s1, grade: 90, review: 'Шилдэг анги' }, critic.token)).json(),
    ).toEqual({ grade: 90, spoiler: false, review: 'Шилдэг анги', review_check: true });
    await post('api-submit-episode-review', { ...s1, grade: 60, review: 'я'.repeat(500) }, a.token);
    expect(
      (await post('api-submit-episode-review', { ...s1, grade: 60, review: 'я'.repeat(501) }, a.token)).json(),
    ).toEqual({ review: ['500 тэмдэгтээс хэтэрлээ!'] });
    await post('api-submit-episode-review', { ...s2, grade: 41 }, b.token);

    const [ep] = await t.database.db.select().from(episodes).where(eq(episodes.id, e1.id));
    expect(ep).toMatchObject({ criticGrade: 90, criticCount: 1, audienceGrade: 60, audienceCount: 1 });
    const [se] = await t.database.db.select().from(seasons).where(eq(seasons.id, season.id));
    expect(se.audienceCount).toBeGreaterThan(0);
    const [sr] = await t.database.db.select().from(serials).where(eq(serials.id, serial.id));
    expect(sr.criticGrade).toBe(90);

    const tab = (await get('api-episode-audience-reviews', s1)).json();
    expect(tab.api_episode_reviews).toHaveLength(1);
    expect(tab.api_episode_reviews[0]).toMatchObject({ grade: 60, user_name: a.username });
    expect((await get('api-episode-critic-reviews', s1)).json().api_episode_reviews[0]).toMatchObject({
      grade: 90,
      critic: true,
    });
    const like = await post('api-like-episode-review', { ...s1, review: tab.api_episode_reviews[0].id }, b.token);
    expect(like.json()).toEqual({ user_like: true, total_likes: 1 });
    expect(
      (await post('api-like-episode-review', { ...s2, review: tab.api_episode_reviews[0].id }, b.token)).statusCode,
    ).toBe(404);

    await post('api-delete-episode-review', s1, b.token);
    expect((await post('api-submit-episode-review', { ...s1, load: false }, a.token)).json()).toMatchObject({
      grade: 60,
      review_check: true,
    });
    await post('api-delete-episode-review', s1, a.token);
    const [after] = await t.database.db.select().from(episodes).where(eq(episodes.id, e1.id));
    expect(after).toMatchObject({ audienceGrade: null, audienceCount: 0, criticCount: 1 });
  });

  it('rating marks the episode watched (ending "watching"); deleting it clears watched and the detailed review', async () => {
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e.slug };
    const critic = await t.signedInUser(['critic']);
    const flags = async () => {
      const { user_watched, user_watching } = (await get('api-episode-detail', slugs, critic.token)).json();
      return { user_watched, user_watching };
    };
    await post('api-watching-episode', slugs, critic.token);
    expect(await flags()).toEqual({ user_watched: false, user_watching: true });
    await post('api-submit-episode-review', { ...slugs, grade: 75 }, critic.token);
    expect(await flags()).toEqual({ user_watched: true, user_watching: false });
    await post('api-submit-episode-review', { ...slugs, grade: 80 }, critic.token);
    expect(await flags()).toEqual({ user_watched: true, user_watching: false });
    await post(
      'api-submit-episode-detailed-review',
      { ...slugs, title: 'Ангийн шүүмж', review: '<p>Сайн</p>' },
      critic.token,
    );

    const other = await t.signedInUser();
    await post('api-delete-episode-review', slugs, other.token);
    expect(await flags()).toEqual({ user_watched: true, user_watching: false });

    expect((await post('api-delete-episode-review', slugs, critic.token)).json()).toEqual({
      grade: null,
      spoiler: false,
      review: '',
      review_check: false,
    });
    expect(await flags()).toEqual({ user_watched: false, user_watching: false });
    expect(
      (await post('api-submit-episode-detailed-review', { ...slugs, load: false }, critic.token)).json(),
    ).toMatchObject({ title: '', review: '' });
    const [after] = await t.database.db.select().from(episodes).where(eq(episodes.id, e.id));
    expect(after).toMatchObject({ criticGrade: null, criticCount: 0 });
  });

  it('50 concurrent ratings of one episode give exact episode, season and serial grades and counts', async () => {
    const {
      serial,
      season,
      episodes: [e],
    } = await makeSerialWithEpisodes(t.database.db, 2);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: e.slug };
    const { mean } = await rateAtOnce(t, 50, (token, grade) =>
      post('api-submit-episode-review', { ...slugs, grade }, token),
    );
    const figures = { audienceGrade: expect.closeTo(mean, 3), audienceCount: 50, criticGrade: null, criticCount: 0 };
    expect((await t.database.db.select().from(episodes).where(eq(episodes.id, e.id)))[0]).toMatchObject(figures);
    expect((await t.database.db.select().from(seasons).where(eq(seasons.id, season.id)))[0]).toMatchObject(figures);
    expect((await t.database.db.select().from(serials).where(eq(serials.id, serial.id)))[0]).toMatchObject(figures);
    const [{ watched }] = await t.database.db
      .select({ watched: count() })
      .from(episodeUserFlags)
      .where(and(eq(episodeUserFlags.episodeId, e.id), eq(episodeUserFlags.watched, true)));
    expect(watched).toBe(50);
  }, 120_000); // signing 50 members in (scrypt twice each) is most of it

  it('ratings of different episodes of one serial at once leave every season and the serial the average of their episodes', async () => {
    const { serial, season, episodes: first } = await makeSerialWithEpisodes(t.database.db, 3);
    const second = await makeSeason(t.database.db, serial.id, { seasonNum: 2 });
    const later = await makeEpisodes(t.database.db, second.id, 3);
    const addresses = [...first.map((e) => [season.slug, e.slug]), ...later.map((e) => [second.slug, e.slug])];
    // Each member rates the episode of their grade mod 6, all sent together.
    await rateAtOnce(t, 24, (token, grade) => {
      const [seasonSlug, episodeSlug] = addresses[grade % addresses.length];
      return post('api-submit-episode-review', { serialSlug: serial.slug, seasonSlug, episodeSlug, grade }, token);
    });
    const db = t.database.db;
    const episodesOf = (seasonId: number) => db.select().from(episodes).where(eq(episodes.seasonId, seasonId));
    const [e1, e2] = [await episodesOf(season.id), await episodesOf(second.id)];
    const avg = (xs: typeof e1) => xs.reduce((s, e) => s + (e.audienceGrade as number), 0) / xs.length;
    const sum = (xs: typeof e1) => xs.reduce((s, e) => s + e.audienceCount, 0);
    expect([...e1, ...e2].every((e) => e.audienceCount > 0)).toBe(true);
    expect(sum([...e1, ...e2])).toBe(24);
    const figures = async (table: typeof seasons | typeof serials, id: number) =>
      (await db.select().from(table).where(eq(table.id, id)))[0];
    expect(await figures(seasons, season.id)).toMatchObject({
      audienceGrade: expect.closeTo(avg(e1), 3),
      audienceCount: sum(e1),
    });
    expect(await figures(seasons, second.id)).toMatchObject({
      audienceGrade: expect.closeTo(avg(e2), 3),
      audienceCount: sum(e2),
    });
    expect(await figures(serials, serial.id)).toMatchObject({
      audienceGrade: expect.closeTo(avg([...e1, ...e2]), 3),
      audienceCount: 24,
    });
  }, 120_000);

  it('an unpublished episode takes no rating', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 1);
    const [hidden] = await makeEpisodes(t.database.db, season.id, 1, () => ({ episodeNum: 9, publish: false }));
    const user = await t.signedInUser();
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug, episodeSlug: hidden.slug };
    expect((await post('api-submit-episode-review', { ...slugs, grade: 50 }, user.token)).statusCode).toBe(404);
    expect((await get('api-episode-audience-reviews', slugs)).statusCode).toBe(404);
  });
});

describe('season detailed reviews', () => {
  it('are for critics with their own season review; sanitized; loaded and deleted by their author only', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug };
    const critic = await t.signedInUser(['critic']);
    const member = await t.signedInUser();
    const body = { ...slugs, title: 'Улирлын шүүмж', review: '<p>Гүн<script>x</script></p>' };
    expect((await post('api-submit-season-detailed-review', body)).statusCode).toBe(401);
    expect((await post('api-submit-season-detailed-review', body, member.token)).statusCode).toBe(403);
    expect(
      (await post('api-submit-season-detailed-review', { ...slugs, title: '', review: '' }, critic.token)).json(),
    ).toEqual({
      title: ['Та гарчигийн нэр заавал өгөх шаардлагатай!'],
      review: ['Та шүүмжээ бичнэ үү!'],
    });
    expect((await post('api-submit-season-detailed-review', body, critic.token)).statusCode).toBe(400);
    await post('api-submit-season-review', { ...slugs, review: 'Сайхан улирал' }, critic.token);
    expect((await post('api-submit-season-detailed-review', body, critic.token)).json()).toEqual({
      title: 'Улирлын шүүмж',
      review: '<p>Гүн</p>',
    });
    await post('api-delete-season-detailed-review', slugs, member.token);
    expect((await post('api-submit-season-detailed-review', { ...slugs, load: false }, critic.token)).json()).toEqual({
      title: 'Улирлын шүүмж',
      review: '<p>Гүн</p>',
    });
    expect((await post('api-delete-season-detailed-review', slugs, critic.token)).json()).toEqual({ success: true });
    expect((await post('api-submit-season-detailed-review', { ...slugs, load: false }, critic.token)).json()).toEqual({
      title: '',
      review: '',
    });
  });

  it('go with their season review: deleting the review deletes the detailed review, and the list drops it', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = { serialSlug: serial.slug, seasonSlug: season.slug };
    const critic = await t.signedInUser(['critic']);
    // A title of its own: the worker's database holds other files' detailed reviews too.
    const title = `Устах шүүмж ${serial.slug}`;
    await post('api-submit-season-review', { ...slugs, review: 'Сайхан улирал' }, critic.token);
    await post('api-submit-season-detailed-review', { ...slugs, title, review: '<p>Гүн</p>' }, critic.token);
    const listed = async () => (await get('season-detailed-review-list', { search: title })).json().review_total;
    expect(await listed()).toBe(1);
    await post('api-delete-season-review', slugs, critic.token);
    expect((await post('api-submit-season-detailed-review', { ...slugs, load: false }, critic.token)).json()).toEqual({
      title: '',
      review: '',
    });
    expect(await listed()).toBe(0);
  });
});
