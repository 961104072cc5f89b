import { REVIEW_LIST_PER_PAGE } from '@mfi/contract/limits';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonDetailedReviews, seasons, serials, users } from '../../db/schema';
import { searchKeyOf } from '../../lib/transliterate';
import { buildTestApp, type TestApp, unique } from '../../test/app';
import { makeSeason, makeSerial, makeSerialWithEpisodes } from '../../test/factories/serials';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
const get = (path: string, query: Record<string, string>, token?: string) =>
  t.call({ method: 'GET', url: `/api/serial/${path}/`, query, token });
const list = (query: Record<string, string>) => get('season-detailed-review-list', query);

type Item = { season__serial__serial_slug: string; season__season_slug: string; title: string };

/** A critic with a season review and a detailed review of `title` on a fresh published season. */
async function criticReview(title: string, serial: { mTitle?: string } = {}) {
  const { serial: row, season } = await makeSerialWithEpisodes(t.database.db, 1, serial);
  await t.database.db
    .update(seasons)
    .set({ searchKey: searchKeyOf(row.mTitle, row.iTitle, season.name) })
    .where(eq(seasons.id, season.id));
  const critic = await t.signedInUser(['critic']);
  const slugs = { serialSlug: row.slug, seasonSlug: season.slug };
  await post('api-submit-season-review', { ...slugs, review: 'Сайхан улирал' }, critic.token);
  const saved = await post(
    'api-submit-season-detailed-review',
    { ...slugs, title, review: '<p>Сайн<script>alert(1)</script> <strong>улирал</strong></p>' },
    critic.token,
  );
  expect(saved.statusCode).toBe(200);
  return { serial: row, season, slugs, critic };
}

describe('the season detailed review list', () => {
  it('finds a review by its title in either script and by the serial’s title, with the card’s keys', async () => {
    const { serial, season, critic } = await criticReview('Тэнгэрийн хаяа', { mTitle: 'Шөнийн галт тэрэг' });
    for (const search of ['Тэнгэрийн хаяа', 'tengeriin haya', 'shoniin galt', 'ШӨНИЙН']) {
      const body = (await list({ search })).json();
      const item = body.review_list.find((r: Item) => r.season__serial__serial_slug === serial.slug);
      expect(item, search).toEqual({
        user__user_slug: expect.any(String),
        season__serial__serial_slug: serial.slug,
        season__season_slug: season.slug,
        season__serial__serial_poster: null,
        season__season_poster: null,
        season__serial__m_title: 'Шөнийн галт тэрэг',
        season__season_name: season.name,
        season__season_num: 1,
        user__image: null,
        user__username: critic.username,
        title: 'Тэнгэрийн хаяа',
      });
      expect(body.review_total).toBeGreaterThanOrEqual(1);
    }
    expect((await list({ search: 'zzqqxx' })).json()).toEqual({ review_list: [], review_total: 0, review_page: 0 });
  });

  it(`pages ${REVIEW_LIST_PER_PAGE} at a time, newest first`, async () => {
    const serial = await makeSerial(t.database.db);
    const word = `paging${unique().username}`;
    const critic = await t.signedInUser(['critic']);
    const [author] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, critic.username));
    const rows = [];
    for (let i = 0; i <= REVIEW_LIST_PER_PAGE; i += 1) {
      const season = await makeSeason(t.database.db, serial.id, { seasonNum: i + 1 });
      const title = `${word} ${i}`;
      rows.push({
        seasonId: season.id,
        userId: author.id,
        title,
        review: '<p>Т</p>',
        searchKey: searchKeyOf(title),
        createdAt: new Date(Date.UTC(2020, 0, 1, 0, i)),
      });
    }
    await t.database.db.insert(seasonDetailedReviews).values(rows);
    const first = (await list({ search: word })).json();
    expect(first).toMatchObject({ review_total: REVIEW_LIST_PER_PAGE + 1, review_page: 2 });
    expect(first.review_list).toHaveLength(REVIEW_LIST_PER_PAGE);
    expect(first.review_list[0].title).toBe(`${word} ${REVIEW_LIST_PER_PAGE}`);
    const second = (await list({ search: word, page: '2' })).json();
    expect(second.review_list.map((r: Item) => r.title)).toEqual([`${word} 0`]);
    expect((await list({ search: word, page: '3' })).json().review_list).toEqual([]);
  });

  it.each([[{ page: '0' }], [{ page: 'abc' }], [{ page: '1.5' }], [{ search: 'я'.repeat(500) }]])(
    'refuses %o with field errors',
    async (query) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json())).toEqual(Object.keys(query));
    },
  );

  it('hides the reviews of an unpublished serial or season, in the list and the detail', async () => {
    const { serial, season, slugs, critic } = await criticReview('Нууц улирлын шүүмж');
    const author = (
      await t.database.db.select({ slug: users.slug }).from(users).where(eq(users.username, critic.username))
    )[0].slug;
    const shown = async () =>
      (await list({ search: 'nuuts bulgiin shuumj' }))
        .json()
        .review_list.some((r: Item) => r.season__serial__serial_slug === serial.slug);
    const detail = (token?: string) => get('season-detailed-review-detail', { slug: author, ...slugs }, token);
    expect(await shown()).toBe(true);
    const id = (await detail()).json().review_detail.id;
    const member = await t.signedInUser();
    const contributor = await t.signedInUser(['contributer']);

    for (const [table, rowId] of [
      [serials, serial.id],
      [seasons, season.id],
    ] as const) {
      await t.database.db.update(table).set({ publish: false }).where(eq(table.id, rowId));
      expect(await shown()).toBe(false);
      expect((await detail()).statusCode).toBe(404);
      expect((await detail(member.token)).statusCode).toBe(404);
      expect((await post('api-like-season-detailed-review', { id }, member.token)).statusCode).toBe(404);
      expect((await detail(contributor.token)).statusCode).toBe(200);
      await t.database.db.update(table).set({ publish: true }).where(eq(table.id, rowId));
    }
    expect(await shown()).toBe(true);
  });
});

describe('the season detailed review detail', () => {
  it('shows the sanitized review, the season’s poster link and the author’s other published season reviews', async () => {
    const { serial, season, slugs, critic } = await criticReview('Эхний улирлын дүгнэлт');
    const author = (
      await t.database.db
        .select({ id: users.id, slug: users.slug })
        .from(users)
        .where(eq(users.username, critic.username))
    )[0];
    const other = await makeSerial(t.database.db);
    const otherSeason = await makeSeason(t.database.db, other.id);
    const hidden = await makeSeason(t.database.db, other.id, { seasonNum: 2, publish: false });
    await t.database.db.insert(seasonDetailedReviews).values([
      { seasonId: otherSeason.id, userId: author.id, title: 'Өөр улирал', review: '<p>Т</p>' },
      { seasonId: hidden.id, userId: author.id, title: 'Нийтлэгдээгүй', review: '<p>Т</p>' },
    ]);

    const res = await get('season-detailed-review-detail', { slug: author.slug, ...slugs });
    expect(res.statusCode).toBe(200);
    const detail = res.json().review_detail;
    expect(detail).toMatchObject({
      title: 'Эхний улирлын дүгнэлт',
      user: critic.username,
      user_slug: author.slug,
      content: '<p>Сайн <strong>улирал</strong></p>',
      total_likes: 0,
      user_like: false,
      review_season: { serial_slug: serial.slug, season_slug: season.slug, poster: null },
    });
    expect(Number.isNaN(Date.parse(detail.published))).toBe(false);
    expect(detail.recent_critics).toEqual([
      {
        slug: otherSeason.slug,
        serial_slug: other.slug,
        season_slug: otherSeason.slug,
        episode_slug: null,
        poster: null,
        title: 'Өөр улирал',
        published: expect.any(String),
      },
    ]);
  });

  it('answers 404 for an unknown review and 400 for a missing address', async () => {
    const { slugs } = await criticReview('Алга болсон');
    expect((await get('season-detailed-review-detail', { slug: 'nobody-here', ...slugs })).statusCode).toBe(404);
    const res = await get('season-detailed-review-detail', { slug: 'nobody-here', serialSlug: slugs.serialSlug });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['seasonSlug']);
  });
});

describe('liking a season detailed review', () => {
  it('needs a signed-in user; toggles the like and its count, shown on the detail', async () => {
    const { slugs, critic } = await criticReview('Таалагдах шүүмж');
    const author = (
      await t.database.db.select({ slug: users.slug }).from(users).where(eq(users.username, critic.username))
    )[0].slug;
    const detail = (token?: string) =>
      get('season-detailed-review-detail', { slug: author, ...slugs }, token).then((r) => r.json().review_detail);
    const { id } = await detail();
    const reader = await t.signedInUser();
    const second = await t.signedInUser();

    expect((await post('api-like-season-detailed-review', { id })).statusCode).toBe(401);
    expect((await post('api-like-season-detailed-review', { id: 'abc' }, reader.token)).json()).toEqual({
      id: ['Утга буруу байна!'],
    });
    expect((await post('api-like-season-detailed-review', { id: 999_999_999 }, reader.token)).statusCode).toBe(404);

    expect((await post('api-like-season-detailed-review', { id }, reader.token)).json()).toEqual({
      user_like: true,
      total_likes: 1,
    });
    expect((await post('api-like-season-detailed-review', { id }, second.token)).json()).toEqual({
      user_like: true,
      total_likes: 2,
    });
    expect(await detail(reader.token)).toMatchObject({ user_like: true, total_likes: 2 });
    expect(await detail()).toMatchObject({ user_like: false, total_likes: 2 });
    expect((await post('api-like-season-detailed-review', { id }, reader.token)).json()).toEqual({
      user_like: false,
      total_likes: 1,
    });
    expect(await detail(reader.token)).toMatchObject({ user_like: false, total_likes: 1 });
  });
});
