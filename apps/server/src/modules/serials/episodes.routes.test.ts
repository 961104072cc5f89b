import { eq } from 'drizzle-orm';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasons, serials } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, multipart } from '../../test/multipart';
import { makeEpisodes, makeSeason, makeSerial, makeSerialWithEpisodes } from '../../test/factories/serials';
import { recomputeSeasonGrades, recomputeSerialGrades } from './serials.service';

let t: TestApp;
let member: { token: string };
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  member = await t.signedInUser([]);
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

type Slugs = { serialSlug: string; seasonSlug: string; episodeSlug: string };
const detail = (slugs: Slugs, token?: string) =>
  t.call({ method: 'GET', url: '/api/serial/api-episode-detail/', query: slugs, token });
const post = (path: string, payload: object, token?: string) =>
  t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, token });
async function send(
  path: string,
  fields: Record<string, string | number | object>,
  files: Record<string, Buffer> = {},
  token?: string,
) {
  const { payload, headers } = await multipart(
    fields,
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, { data: v }])),
  );
  return t.call({ method: 'POST', url: `/api/serial/${path}/`, payload, headers, token });
}
const slugsOf = (serialSlug: string, n: number, seasonSlug = 'season-1') => ({
  serialSlug,
  seasonSlug,
  episodeSlug: `episode-${n}`,
});
const neighbours = async (slugs: Slugs, token?: string) => {
  const d = (await detail(slugs, token)).json().episode_detail;
  return [d.previous_episode, d.next_episode];
};

describe('episode detail', () => {
  it('answers every field with empty user state for a guest', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id, { name: 'Эхний улирал' });
    const [e] = await makeEpisodes(t.database.db, season.id, 1, () => ({
      name: 'Нисгэгч',
      runtime: 58,
      plot: 'Монгол',
      enPlot: 'English',
      criticGrade: 90.4,
      criticCount: 2,
      audienceGrade: 70.5,
      audienceCount: 5,
    }));
    const res = await detail(slugsOf(serial.slug, 1));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      episode_detail: {
        id: e.id,
        serial_slug: serial.slug,
        season_slug: 'season-1',
        episode_slug: 'episode-1',
        serial_poster: null,
        ser_title: serial.mTitle,
        ser_i_title: serial.iTitle,
        sea_title: 'Эхний улирал',
        season_num: 1,
        season_poster: null,
        e_num: 1,
        e_title: 'Нисгэгч',
        name_en: '',
        runtime: 58,
        plot: 'Монгол',
        eng_plot: 'English',
        background: null,
        grade: 90,
        a_grade: 71,
        critics: 2,
        audiences: 5,
        publish: true,
        previous_episode: null,
        next_episode: null,
        can_edit: false,
        can_publish: false,
        can_review: false,
        can_write_detailed_review: false,
        can_see_history: false,
      },
      user_watched: false,
      user_watching: false,
      user_reactions: { react1: null, react2: null, react3: null },
      top_reactions: [],
    });
  });

  it('gives previous and next in episode order, null at the edges and for a single episode', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 3);
    expect(await neighbours(slugsOf(serial.slug, 1))).toEqual([null, 'episode-2']);
    expect(await neighbours(slugsOf(serial.slug, 2))).toEqual(['episode-1', 'episode-3']);
    expect(await neighbours(slugsOf(serial.slug, 3))).toEqual(['episode-2', null]);
    const single = await makeSerialWithEpisodes(t.database.db, 1);
    expect(await neighbours(slugsOf(single.serial.slug, 1))).toEqual([null, null]);
  });

  it('orders by episode number, not by insertion, and stays within the season', async () => {
    const serial = await makeSerial(t.database.db);
    const s1 = await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    const s2 = await makeSeason(t.database.db, serial.id, { seasonNum: 2 });
    await makeEpisodes(t.database.db, s1.id, 3, (i) => ({ episodeNum: [3, 1, 2][i] }));
    await makeEpisodes(t.database.db, s2.id, 2);
    expect(await neighbours(slugsOf(serial.slug, 3))).toEqual(['episode-2', null]);
    expect(await neighbours(slugsOf(serial.slug, 1, 'season-2'))).toEqual([null, 'episode-2']);
  });

  it('skips unpublished neighbours for guests and members, shows them to contributors', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id);
    await makeEpisodes(t.database.db, season.id, 5, (i) => ({ publish: i !== 1 && i !== 3 }));
    expect(await neighbours(slugsOf(serial.slug, 3))).toEqual(['episode-1', 'episode-5']);
    expect(await neighbours(slugsOf(serial.slug, 1), member.token)).toEqual([null, 'episode-3']);
    expect(await neighbours(slugsOf(serial.slug, 5))).toEqual(['episode-3', null]);
    expect(await neighbours(slugsOf(serial.slug, 3), contributor.token)).toEqual(['episode-2', 'episode-4']);
  });

  it('is 404 for an unpublished episode, season or serial unless the caller is a contributor or admin', async () => {
    const a = await makeSerialWithEpisodes(t.database.db, 1);
    await t.database.db.update(serials).set({ publish: false }).where(eq(serials.id, a.serial.id));
    const b = await makeSerialWithEpisodes(t.database.db, 1);
    await t.database.db.update(seasons).set({ publish: false }).where(eq(seasons.id, b.season.id));
    const c = await makeSerial(t.database.db);
    const cSeason = await makeSeason(t.database.db, c.id);
    await makeEpisodes(t.database.db, cSeason.id, 1, () => ({ publish: false }));
    const admin = await t.signedInUser(['admin']);
    for (const serialSlug of [a.serial.slug, b.serial.slug, c.slug]) {
      expect((await detail(slugsOf(serialSlug, 1))).statusCode).toBe(404);
      expect((await detail(slugsOf(serialSlug, 1), member.token)).statusCode).toBe(404);
      expect((await detail(slugsOf(serialSlug, 1), contributor.token)).json().episode_detail.publish).toBeTypeOf(
        'boolean',
      );
      expect((await detail(slugsOf(serialSlug, 1), admin.token)).statusCode).toBe(200);
    }
    expect((await detail(slugsOf(c.slug, 2), contributor.token)).statusCode).toBe(404);
    expect(
      (await t.call({ method: 'GET', url: '/api/serial/api-episode-detail/', query: { serialSlug: c.slug } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('watched and watching flags', () => {
  it('toggles, the two exclude each other, and the detail shows them to their user only', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = slugsOf(serial.slug, 1);
    expect((await post('api-watching-episode', slugs, member.token)).json()).toEqual({
      user_watched: false,
      user_watching: true,
    });
    expect((await post('api-watched-episode', slugs, member.token)).json()).toEqual({
      user_watched: true,
      user_watching: false,
    });
    expect((await detail(slugs, member.token)).json()).toMatchObject({ user_watched: true, user_watching: false });
    expect((await post('api-watching-episode', slugs, member.token)).json()).toEqual({
      user_watched: false,
      user_watching: true,
    });
    expect((await post('api-watching-episode', slugs, member.token)).json()).toEqual({
      user_watched: false,
      user_watching: false,
    });
    const other = await t.signedInUser([]);
    expect((await detail(slugs, other.token)).json()).toMatchObject({ user_watched: false, user_watching: false });
  });

  it('needs a signed-in user, a visible episode and the three slugs', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 1);
    expect((await post('api-watched-episode', slugsOf(serial.slug, 1))).statusCode).toBe(401);
    expect((await post('api-watched-episode', slugsOf(serial.slug, 9), member.token)).statusCode).toBe(404);
    expect((await post('api-watched-episode', { serialSlug: serial.slug }, member.token)).statusCode).toBe(400);
  });
});

describe('publish an episode', () => {
  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id);
    await makeEpisodes(t.database.db, season.id, 1, () => ({ publish: false }));
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    const res = await post('api-publish-episode', slugsOf(serial.slug, 1), token);
    expect(res.statusCode).toBe(status);
    if (status === 200) expect(res.json()).toEqual({ publish: true });
  });

  it('brings the episode into lists, counts and neighbours, and its figures into the season and serial', async () => {
    const serial = await makeSerial(t.database.db);
    const season = await makeSeason(t.database.db, serial.id);
    await makeEpisodes(t.database.db, season.id, 3, (i) => ({
      publish: i !== 1,
      audienceGrade: [60, 90, 80][i],
      audienceCount: [1, 2, 3][i],
    }));
    const episodes = () =>
      t.call({
        method: 'GET',
        url: '/api/serial/api-season-episodes/',
        query: { slug: serial.slug, seasonSlug: 'season-1' },
      });
    expect((await episodes()).json().episode_total).toBe(2);
    expect(await neighbours(slugsOf(serial.slug, 1))).toEqual([null, 'episode-3']);
    expect((await post('api-publish-episode', slugsOf(serial.slug, 2), contributor.token)).json()).toEqual({
      publish: true,
    });
    expect((await episodes()).json().episode_total).toBe(3);
    expect(await neighbours(slugsOf(serial.slug, 1))).toEqual([null, 'episode-2']);
    const s = (
      await t.call({
        method: 'GET',
        url: '/api/serial/api-season-detail/',
        query: { serialSlug: serial.slug, seasonSlug: 'season-1' },
      })
    ).json().season_detail;
    expect(s).toMatchObject({ g_average_audience: 77, audiences: 6, grade_average: null, critics: 0 });
    expect(
      (await t.call({ method: 'GET', url: '/api/serial/api-serial-detail/', query: { slug: serial.slug } })).json()
        .serial_detail,
    ).toMatchObject({ a_grade: 77, audiences: 6 });
    expect((await post('api-publish-episode', slugsOf(serial.slug, 7), contributor.token)).statusCode).toBe(404);
  });
});

describe('grade recomputation for the reviews issue', () => {
  it('averages the published episodes of a season, and of the published seasons of a serial', async () => {
    const serial = await makeSerial(t.database.db);
    const s1 = await makeSeason(t.database.db, serial.id, { seasonNum: 1 });
    const s2 = await makeSeason(t.database.db, serial.id, { seasonNum: 2, publish: false });
    await makeEpisodes(t.database.db, s1.id, 3, (i) => ({
      criticGrade: [80, 60, 10][i],
      criticCount: [1, 3, 5][i],
      publish: i !== 2,
    }));
    await makeEpisodes(t.database.db, s2.id, 1, () => ({ criticGrade: 0, criticCount: 9 }));
    await t.database.db.transaction(async (tx) => {
      await recomputeSeasonGrades(tx, s1.id);
      await recomputeSeasonGrades(tx, s2.id);
      await recomputeSerialGrades(tx, serial.id);
    });
    const [season1] = await t.database.db.select().from(seasons).where(eq(seasons.id, s1.id));
    expect(season1).toMatchObject({ criticGrade: 70, criticCount: 4, audienceGrade: null, audienceCount: 0 });
    const [season2] = await t.database.db.select().from(seasons).where(eq(seasons.id, s2.id));
    expect(season2).toMatchObject({ criticGrade: 0, criticCount: 9 });
    const [row] = await t.database.db.select().from(serials).where(eq(serials.id, serial.id));
    expect(row).toMatchObject({ criticGrade: 70, criticCount: 4 });
  });
});

describe('create an episode', () => {
  const fields = (seasonId: number | string | object, over: Record<string, string | number> = {}) => ({
    season: seasonId,
    epi_number: 1,
    epi_name: 'Нисгэгч',
    epi_runtime: 58,
    plot: 'Монгол өгүүлэмж',
    en_plot: 'English plot',
    ...over,
  });

  it('is for signed-in users: a guest gets 401', async () => {
    const { season } = await makeSerialWithEpisodes(t.database.db, 0);
    expect((await send('api-create-episode', fields(season.id))).statusCode).toBe(401);
  });

  it('adds an unpublished episode with its scene image; the season may come as {id}', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 0);
    const res = await send(
      'api-create-episode',
      fields({ id: season.id, season_num: 1 }),
      { 'episode-background': await jpeg(1600, 900) },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      message: mn('episodeCreated'),
      serial_slug: serial.slug,
      season_slug: 'season-1',
      episode_slug: 'episode-1',
    });
    const d = (await detail(slugsOf(serial.slug, 1), contributor.token)).json().episode_detail;
    expect(d).toMatchObject({
      publish: false,
      e_num: 1,
      e_title: 'Нисгэгч',
      runtime: 58,
      plot: 'Монгол өгүүлэмж',
      eng_plot: 'English plot',
    });
    expect(d.background).toMatch(/^\/media\/episodes\/backgrounds\//);
    expect((await detail(slugsOf(serial.slug, 1))).statusCode).toBe(404);
  });

  it.each([
    ['no season', { season: '' }, 'season', 'seasonRequired'],
    ['an unknown season', { season: 999_999_999 }, 'season', 'seasonRequired'],
    ['no number', { epi_number: '' }, 'epi_number', 'required'],
    ['no name', { epi_name: '' }, 'epi_name', 'required'],
    ['no runtime', { epi_runtime: '' }, 'epi_runtime', 'required'],
    ['no plot', { plot: '' }, 'plot', 'required'],
    ['no English plot', { en_plot: '' }, 'en_plot', 'required'],
    ['a plot over 1000', { plot: 'а'.repeat(1001) }, 'plot', 'tooLong1000'],
    ['an English plot over 1000', { en_plot: 'a'.repeat(1001) }, 'en_plot', 'tooLong1000'],
    ['an English name over 200', { name_en: 'a'.repeat(201) }, 'name_en', 'invalidValue'],
  ])('answers 400 for %s', async (_name, over, field, key) => {
    const { season } = await makeSerialWithEpisodes(t.database.db, 0);
    const res = await send('api-create-episode', { ...fields(season.id), ...over }, {}, member.token);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([mn(key as never)]);
  });

  it('keeps the English name beside the Mongolian one, in the detail and the season’s list', async () => {
    const { serial, season } = await makeSerialWithEpisodes(t.database.db, 0);
    const res = await send('api-create-episode', fields(season.id, { name_en: '  The Pilot  ' }), {}, member.token);
    expect(res.statusCode).toBe(200);
    const d = (await detail(slugsOf(serial.slug, 1), contributor.token)).json().episode_detail;
    expect(d).toMatchObject({ e_title: 'Нисгэгч', name_en: 'The Pilot' });
    const list = await t.call({
      method: 'GET',
      url: '/api/serial/api-season-episodes/',
      query: { slug: serial.slug, seasonSlug: 'season-1', published: 'false' },
      token: contributor.token,
    });
    expect(list.json().episode_list).toEqual([
      expect.objectContaining({ episode_name: 'Нисгэгч', name_en: 'The Pilot' }),
    ]);
  });

  it('refuses a number the season already has and a season hidden from the caller', async () => {
    const { season } = await makeSerialWithEpisodes(t.database.db, 1);
    expect((await send('api-create-episode', fields(season.id), {}, member.token)).json()).toEqual({
      epi_number: [mn('episodeNumberTaken')],
    });
    const serial = await makeSerial(t.database.db);
    const hidden = await makeSeason(t.database.db, serial.id, { publish: false });
    expect((await send('api-create-episode', fields(hidden.id), {}, member.token)).json()).toEqual({
      season: [mn('seasonRequired')],
    });
    expect((await send('api-create-episode', fields(hidden.id), {}, contributor.token)).statusCode).toBe(200);
  });
});

describe('update an episode', () => {
  const fields = (slugs: Slugs, over: Record<string, string | number> = {}) => ({
    ...slugs,
    episode_number: 1,
    episode_name: 'Шинэ нэр',
    episode_runtime: 50,
    plot: 'Шинэ өгүүлэмж',
    en_plot: '',
    ...over,
  });

  it.each([
    ['a guest', null, 401],
    ['a member', [] as string[], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s gets %i', async (_who, roles, status) => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 1);
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    expect((await send('api-update-episode', fields(slugsOf(serial.slug, 1)), {}, token)).statusCode).toBe(status);
  });

  it('rewrites the fields (the English plot may be empty), keeps the slug, replaces the scene image', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 2);
    const slugs = slugsOf(serial.slug, 1);
    const res = await send(
      'api-update-episode',
      fields(slugs, { episode_number: 3 }),
      { 'episode-background': await jpeg(1280, 720) },
      contributor.token,
    );
    expect(res.json()).toEqual({
      success: true,
      message: mn('episodeUpdated'),
      serial_slug: serial.slug,
      season_slug: 'season-1',
      episode_slug: 'episode-1',
    });
    const d = (await detail(slugs)).json().episode_detail;
    expect(d).toMatchObject({
      e_num: 3,
      e_title: 'Шинэ нэр',
      runtime: 50,
      plot: 'Шинэ өгүүлэмж',
      eng_plot: '',
      name_en: '',
      previous_episode: 'episode-2',
      next_episode: null,
    });
    expect(d.background).toMatch(/^\/media\/episodes\/backgrounds\//);
  });

  it('sets, then clears the English name; a long one is refused with the contract’s message', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 1);
    const slugs = slugsOf(serial.slug, 1);
    const named = await send('api-update-episode', fields(slugs, { name_en: 'New Name' }), {}, contributor.token);
    expect(named.statusCode).toBe(200);
    expect((await detail(slugs)).json().episode_detail).toMatchObject({ e_title: 'Шинэ нэр', name_en: 'New Name' });
    const long = await send('api-update-episode', fields(slugs, { name_en: 'a'.repeat(201) }), {}, contributor.token);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ name_en: [mn('invalidValue')] });
    expect((await detail(slugs)).json().episode_detail.name_en).toBe('New Name');
    await send('api-update-episode', fields(slugs, { name_en: '' }), {}, contributor.token);
    expect((await detail(slugs)).json().episode_detail.name_en).toBe('');
  });

  it('refuses another episode’s number, an empty or long plot and an unknown episode', async () => {
    const { serial } = await makeSerialWithEpisodes(t.database.db, 2);
    const slugs = slugsOf(serial.slug, 1);
    expect(
      (await send('api-update-episode', fields(slugs, { episode_number: 2 }), {}, contributor.token)).json(),
    ).toEqual({ episode_number: [mn('episodeNumberTaken')] });
    expect((await send('api-update-episode', fields(slugs, { plot: '' }), {}, contributor.token)).json()).toEqual({
      plot: [mn('required')],
    });
    expect(
      (await send('api-update-episode', fields(slugs, { en_plot: 'a'.repeat(1001) }), {}, contributor.token)).json(),
    ).toEqual({ en_plot: [mn('tooLong1000')] });
    expect((await send('api-update-episode', fields(slugsOf(serial.slug, 8)), {}, contributor.token)).statusCode).toBe(
      404,
    );
  });
});
