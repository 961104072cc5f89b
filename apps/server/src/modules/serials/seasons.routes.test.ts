import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasonImages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, multipart, png } from '../../test/multipart';
import { makeEpisodes, makeSeason, makeSerial } from '../../test/factories/serials';

let t: TestApp;
let member: { token: string };
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  member = await t.signedInUser([]);
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

const get = (path: string, query: Record<string, string | number | boolean>, token?: string) =>
  t.call({
    method: 'GET',
    url: `/api/serial/${path}/`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
async function send(
  path: string,
  fields: [string, string | number | object][],
  files: Record<string, Buffer[]> = {},
  token?: string,
) {
  const { payload, headers } = await multipart(
    fields,
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v.map((data) => ({ data }))])),
  );
  return t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, headers, token });
}

describe('season detail', () => {
  it('answers the season with its serial’s title, poster and slug, images in order, figures and empty reaction slots', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id, {
      seasonNum: 2,
      name: 'Хоёрдугаар улирал',
      trailer: 'https://youtu.be/x',
      criticGrade: 77.6,
      criticCount: 4,
      audienceGrade: 64.2,
      audienceCount: 9,
    });
    const [i1, i2] = await t.database.db
      .insert(seasonImages)
      .values([
        { seasonId: season.id, image: 'seasons/images/b.jpg', description: 'хоёр', position: 1 },
        { seasonId: season.id, image: 'seasons/images/a.jpg', description: 'нэг', position: 0 },
      ])
      .returning();
    const res = await get('api-season-detail', { serialSlug: serial.slug, seasonSlug: 'season-2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      season_detail: {
        id: season.id,
        serial_title: serial.mTitle,
        serial_i_title: serial.iTitle,
        serial_poster: null,
        serial_slug: serial.slug,
        season_slug: 'season-2',
        season_name: 'Хоёрдугаар улирал',
        season_num: 2,
        season_trailer: 'https://youtu.be/x',
        season_poster: null,
        publish: true,
        images: [
          { id: i2.id, image: '/media/seasons/images/a.jpg', description: 'нэг' },
          { id: i1.id, image: '/media/seasons/images/b.jpg', description: 'хоёр' },
        ],
        grade_average: 78,
        g_average_audience: 64,
        critics: 4,
        audiences: 9,
        can_edit: false,
        can_publish: false,
        can_review: false,
        can_write_detailed_review: false,
        can_see_history: false,
      },
      user_reactions: { react1: null, react2: null, react3: null },
      top_reactions: [],
    });
  });

  it('hides an unpublished season, and a published season of an unpublished serial, from everyone but contributors and admins', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { publish: false });
    const hiddenSerial = await makeSerial(t.database.db, { publish: false });
    await makeSeason(t.database.db, hiddenSerial.id);
    const admin = await t.signedInUser(['admin']);
    for (const s of [serial, hiddenSerial]) {
      const query = { serialSlug: s.slug, seasonSlug: 'season-1' };
      expect((await get('api-season-detail', query)).statusCode).toBe(404);
      expect((await get('api-season-detail', query, member.token)).statusCode).toBe(404);
      expect((await get('api-season-detail', query, contributor.token)).statusCode).toBe(200);
      expect((await get('api-season-detail', query, admin.token)).statusCode).toBe(200);
      expect((await get('api-season-episodes', { slug: s.slug, seasonSlug: 'season-1' })).statusCode).toBe(404);
    }
    expect(
      (await get('api-season-detail', { serialSlug: serial.slug, seasonSlug: 'season-9' }, contributor.token))
        .statusCode,
    ).toBe(404);
    expect((await get('api-season-detail', { serialSlug: serial.slug })).statusCode).toBe(400);
  });
});

describe('season episodes', () => {
  it('pages 12 episodes in episode order with page count and total, published ones only', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id);
    await makeEpisodes(t.database.db, season.id, 14, (i) => ({
      episodeNum: 14 - i,
      publish: i !== 0,
      audienceGrade: i === 13 ? 81.5 : null,
      audienceCount: i === 13 ? 3 : 0,
    }));
    const first = await get('api-season-episodes', { slug: serial.slug, seasonSlug: season.slug });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ episode_page: 2, episode_total: 13 });
    expect(first.json().episode_list.map((e: { episode_num: number }) => e.episode_num)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(first.json().episode_list[0]).toEqual({
      episode_slug: 'episode-1',
      episode_img: null,
      episode_num: 1,
      episode_name: '1-р анги',
      name_en: '',
      plot: 'Өгүүлэмж.',
      english_plot: 'Plot.',
      runtime: 45,
      publish: true,
      grade_average: null,
      g_average_audience: 82,
      critics: 0,
      audiences: 3,
    });
    const second = await get('api-season-episodes', { slug: serial.slug, seasonSlug: season.slug, page: 2 });
    expect(second.json().episode_list.map((e: { episode_num: number }) => e.episode_num)).toEqual([13]);
  });

  it('lists the unpublished episodes with published=false, for contributors only', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id);
    await makeEpisodes(t.database.db, season.id, 3, (i) => ({ publish: i !== 1 }));
    const query = { slug: serial.slug, seasonSlug: season.slug, published: false };
    expect((await get('api-season-episodes', query)).statusCode).toBe(403);
    expect((await get('api-season-episodes', query, member.token)).statusCode).toBe(403);
    const res = await get('api-season-episodes', query, contributor.token);
    expect(res.json()).toMatchObject({
      episode_total: 1,
      episode_page: 1,
      episode_list: [{ episode_num: 2, publish: false }],
    });
  });
});

describe('publish a season', () => {
  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { publish: false });
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    const res = await post('api-publish-season', { serialSlug: serial.slug, seasonSlug: 'season-1' }, token);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ publish: true });
  });

  it('shows the season to guests once published, and counts it in the serial', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { publish: false });
    const query = { serialSlug: serial.slug, seasonSlug: 'season-1' };
    expect((await get('api-season-detail', query)).statusCode).toBe(404);
    expect((await get('api-serial-detail', { slug: serial.slug })).json().serial_detail.seasons_count).toBe(0);
    expect((await post('api-publish-season', query, contributor.token)).json()).toEqual({ publish: true });
    expect((await get('api-season-detail', query)).statusCode).toBe(200);
    expect((await get('api-serial-detail', { slug: serial.slug })).json().serial_detail.seasons_count).toBe(1);
    expect((await post('api-publish-season', { ...query, seasonSlug: 'nope' }, contributor.token)).statusCode).toBe(
      404,
    );
  });
});

describe('create a season', () => {
  it('is for signed-in users: a guest gets 401', async () => {
    const serial = await makeSerial(t.database.db);
    expect(
      (
        await send('api-create-season', [
          ['serial', serial.id],
          ['season_number', 1],
          ['season_title', 'Нэг'],
        ])
      ).statusCode,
    ).toBe(401);
  });

  it('adds an unpublished season with poster and described archive images; the serial may come as {id}', async () => {
    const serial = await makeSerial(t.database.db);
    const res = await send(
      'api-create-season',
      [
        ['serial', { id: serial.id, international_title: serial.iTitle }],
        ['season_number', '1'],
        ['season_title', 'Эхний улирал'],
        ['trailer', 'https://www.youtube.com/watch?v=s1'],
        ['description', 'нэг'],
        ['description', 'хоёр'],
      ],
      { 'season-poster': [await jpeg(480, 720)], 'season-images': [await jpeg(800, 500), await jpeg(500, 800)] },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: mn('seasonCreated'),
      serial_slug: serial.slug,
      season_slug: 'season-1',
    });
    const d = (
      await get('api-season-detail', { serialSlug: serial.slug, seasonSlug: 'season-1' }, contributor.token)
    ).json().season_detail;
    expect(d).toMatchObject({
      publish: false,
      season_num: 1,
      season_name: 'Эхний улирал',
      season_trailer: 'https://www.youtube.com/watch?v=s1',
    });
    expect(d.season_poster).toMatch(/^\/media\/seasons\/posters\//);
    expect(d.images.map((i: { description: string }) => i.description)).toEqual(['нэг', 'хоёр']);
    // The picker finds it by the serial's title and the number.
    const found = await get('api-search-season-list', { season: `${serial.iTitle} 1` }, contributor.token);
    expect(found.json().season_list.map((s: { id: number }) => s.id)).toContain(d.id);
  });

  it.each([
    [
      'no serial',
      [
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      'serial',
      'serialRequired',
    ],
    [
      'an empty serial',
      [
        ['serial', ''],
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      'serial',
      'serialRequired',
    ],
    [
      'an unknown serial',
      [
        ['serial', 999_999_999],
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      'serial',
      'serialRequired',
    ],
    [
      'no number',
      [
        ['serial', 'SERIAL'],
        ['season_title', 'Нэг'],
      ],
      'season_number',
      'required',
    ],
    [
      'a text number',
      [
        ['serial', 'SERIAL'],
        ['season_number', 'x'],
        ['season_title', 'Нэг'],
      ],
      'season_number',
      'digitsOnly',
    ],
    [
      'no name',
      [
        ['serial', 'SERIAL'],
        ['season_number', 1],
        ['season_title', ' '],
      ],
      'season_title',
      'required',
    ],
  ])('answers 400 for %s', async (_name, fields, field, key) => {
    const serial = await makeSerial(t.database.db);
    const withSerial = (fields as [string, string | number][]).map(
      ([k, v]) => [k, v === 'SERIAL' ? serial.id : v] as [string, string | number],
    );
    const res = await send('api-create-season', withSerial, {}, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([mn(key as never)]);
  });

  it('refuses a number the serial already has, an unpublished serial for a member, and a non-JPEG poster', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    const taken = await send(
      'api-create-season',
      [
        ['serial', serial.id],
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      {},
      member.token,
    );
    expect(taken.json()).toEqual({ season_number: [mn('seasonNumberTaken')] });
    const hidden = await makeSerial(t.database.db, { publish: false });
    const forMember = await send(
      'api-create-season',
      [
        ['serial', hidden.id],
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      {},
      member.token,
    );
    expect(forMember.json()).toEqual({ serial: [mn('serialRequired')] });
    const forContributor = await send(
      'api-create-season',
      [
        ['serial', hidden.id],
        ['season_number', 1],
        ['season_title', 'Нэг'],
      ],
      {},
      contributor.token,
    );
    expect(forContributor.statusCode).toBe(200);
    const notJpeg = await send(
      'api-create-season',
      [
        ['serial', serial.id],
        ['season_number', 2],
        ['season_title', 'Хоёр'],
      ],
      { 'season-poster': [await png()] },
      member.token,
    );
    expect(notJpeg.json()).toEqual({ 'season-poster': [mn('jpegOnly')] });
  });
});

describe('update a season', () => {
  const fields = (serialSlug: string, over: Record<string, string | number> = {}): [string, string | number][] =>
    Object.entries({
      serial_slug: serialSlug,
      season_slug: 'season-1',
      season_number: 1,
      season_title: 'Шинэ нэр',
      season_trailer: '',
      ...over,
    });

  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id);
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    expect((await send('api-update-season', fields(serial.slug), {}, token)).statusCode).toBe(status);
  });

  it('changes number, name, trailer and poster; the slug stays', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id);
    const res = await send(
      'api-update-season',
      fields(serial.slug, { season_number: 3, season_trailer: 'https://youtu.be/t' }),
      { 'season-poster': [await jpeg()] },
      contributor.token,
    );
    expect(res.json()).toEqual({
      success: true,
      message: mn('seasonUpdated'),
      serial_slug: serial.slug,
      season_slug: 'season-1',
    });
    const d = (await get('api-season-detail', { serialSlug: serial.slug, seasonSlug: 'season-1' })).json()
      .season_detail;
    expect(d).toMatchObject({ season_num: 3, season_name: 'Шинэ нэр', season_trailer: 'https://youtu.be/t' });
    expect(d.season_poster).toMatch(/^\/media\/seasons\/posters\//);
  });

  it('refuses another season’s number, missing fields and an unknown season', async () => {
    const serial = await makeSerial(t.database.db);
    await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    await makeSeason(t.database.db, serial.id, { seasonNum: 2 });
    expect(
      (await send('api-update-season', fields(serial.slug, { season_number: 2 }), {}, contributor.token)).json(),
    ).toEqual({ season_number: [mn('seasonNumberTaken')] });
    expect(
      (await send('api-update-season', fields(serial.slug, { season_number: 1 }), {}, contributor.token)).statusCode,
    ).toBe(200);
    expect(
      (await send('api-update-season', fields(serial.slug, { season_title: '' }), {}, contributor.token)).json(),
    ).toEqual({ season_title: [mn('required')] });
    expect(
      (await send('api-update-season', fields(serial.slug, { season_slug: 'season-7' }), {}, contributor.token))
        .statusCode,
    ).toBe(404);
  });
});
