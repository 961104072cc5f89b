import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeReferences, makeTag, type References } from '../../test/factories/movies';
import { makeSeason, makeSerial, makeSerials } from '../../test/factories/serials';
import { token } from '../../test/factories/artists';
import { seasonSearchKey } from './serial-form.queries';

let t: TestApp;
let refs: References;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
});
afterAll(() => t.close());

const list = (query: Record<string, string | number | boolean>, tokenOf?: string) =>
  t.call({
    method: 'GET',
    url: '/api/serial/serial-list/',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token: tokenOf,
  });
const slugsOf = (res: { json(): { serial_list: { serial_slug: string }[] } }) =>
  res.json().serial_list.map((r) => r.serial_slug);
const thisYear = new Date().getFullYear();

describe('serial catalogue filters', () => {
  let tag: number;
  const slugs: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    tag = (await makeTag(db)).id;
    const base = { tags: [tag] };
    slugs.a = (
      await makeSerial(
        db,
        { releasedYear: 1990, finishedYear: 1991, format: 1, rating: 2, runtime: 50, audienceGrade: 85 },
        { ...base, genres: [refs.genre.id], countries: [refs.country.id], languages: [refs.language.id] },
      )
    ).slug;
    slugs.b = (
      await makeSerial(
        db,
        { releasedYear: 2002, finishedYear: 2008, format: 2, rating: 3, runtime: 30, audienceGrade: 55 },
        { ...base, genres: [refs.genre2.id], subgenres: [refs.subgenre.id] },
      )
    ).slug;
    slugs.c = (
      await makeSerial(
        db,
        { releasedYear: 2015, finishedYear: null, format: 3, rating: 4, runtime: 120, mongolian: true },
        { ...base, countries: [refs.mongolia.id], genres: [refs.genre.id] },
      )
    ).slug;
    slugs.d = (
      await makeSerial(
        db,
        {
          releasedYear: 2020,
          finishedYear: 2021,
          format: 4,
          rating: 1,
          runtime: 20,
          mongolian: true,
          audienceGrade: 70,
        },
        base,
      )
    ).slug;
    slugs.hidden = (await makeSerial(db, { releasedYear: 2021, publish: false }, base)).slug;
  });
  const within = (extra: Record<string, string | number>) => list({ tag, ...extra });

  it('lists the published serials, newest first, with card fields, total and page count', async () => {
    const res = await within({});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ serial_total: 4, serial_page: 1 });
    expect(slugsOf(res)).toEqual([slugs.d, slugs.c, slugs.b, slugs.a]);
    expect(res.json().serial_list[3]).toMatchObject({
      serial_slug: slugs.a,
      re_year: 1990,
      fi_year: 1991,
      to_date: false,
      a_grade: 85,
      grade: null,
      serial_poster: null,
      publish: true,
    });
    expect(res.json().serial_list[1]).toMatchObject({ serial_slug: slugs.c, fi_year: null, to_date: true });
    for (const key of ['id', 'i_title', 'm_title', 'o_title', 'critics', 'audiences', 'format'])
      expect(res.json().serial_list[0]).toHaveProperty(key);
  });

  it.each([
    ['country', () => ({ country: refs.country.id }), ['a']],
    ['country (two ids, any of them)', () => ({ country: `${refs.country.id},${refs.mongolia.id}` }), ['c', 'a']],
    ['format', () => ({ format: '2,3' }), ['c', 'b']],
    ['rating', () => ({ rating: 4 }), ['c']],
    ['language', () => ({ language: refs.language.id }), ['a']],
    ['genre', () => ({ genre: refs.genre.id }), ['c', 'a']],
    ['subgenre', () => ({ subgenre: refs.subgenre.id }), ['b']],
    ['tag', () => ({}), ['d', 'c', 'b', 'a']],
    ['grade range with its flag', () => ({ grade: '60,90', gradeFlag: 1 }), ['d', 'a']],
    ['grade without its flag does nothing', () => ({ grade: '60,90' }), ['d', 'c', 'b', 'a']],
    ['released year range', () => ({ releasedYear: '1985,2005', releasedYearFlag: 1 }), ['b', 'a']],
    ['finished year range', () => ({ finishedYear: '1990,2010', finishedYearFlag: 1 }), ['b', 'a']],
    [
      'finished year range reaching this year includes running serials',
      () => ({ finishedYear: `2020,${thisYear}`, finishedYearFlag: 1 }),
      ['d', 'c'],
    ],
    ['finished year without its flag does nothing', () => ({ finishedYear: '1990,1991' }), ['d', 'c', 'b', 'a']],
    ['runtime range', () => ({ runtime: '25,60', runtimeFlag: 1 }), ['b', 'a']],
    ['runtime 100 means 100 and longer', () => ({ runtime: '60,100', runtimeFlag: 1 }), ['c']],
    ['countryFlag 1 international', () => ({ countryFlag: 1 }), ['b', 'a']],
    ['countryFlag 2 Mongolian', () => ({ countryFlag: 2 }), ['d', 'c']],
    [
      'genre + released year + countryFlag combined',
      () => ({ genre: refs.genre.id, releasedYear: '2000,2020', releasedYearFlag: 1, countryFlag: 2 }),
      ['c'],
    ],
    [
      'format + rating + grade combined',
      () => ({ format: '1,2,4', rating: '1,2', grade: '0,100', gradeFlag: 1 }),
      ['d', 'a'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    const res = await within(query());
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res)).toEqual(expected.map((k) => slugs[k]));
    expect(res.json().serial_total).toBe(expected.length);
  });

  it.each([
    [1, ['d', 'c', 'b', 'a']],
    [2, ['a', 'b', 'c', 'd']],
    [3, ['a', 'd', 'b', 'c']],
    [4, ['b', 'd', 'a', 'c']],
  ])('sorts with sort=%i', async (sort, expected) => {
    expect(slugsOf(await within({ sort }))).toEqual(expected.map((k) => slugs[k]));
  });

  it('hides unpublished serials from the catalogue and shows only them with published=false', async () => {
    const admin = await t.signedInUser(['admin']);
    const contributor = await t.signedInUser(['contributer']);
    expect((await within({ published: 'false' })).statusCode).toBe(403);
    for (const who of [admin, contributor]) {
      const res = await list({ tag, published: false }, who.token);
      expect(res.statusCode).toBe(200);
      expect(slugsOf(res)).toEqual([slugs.hidden]);
      expect(res.json().serial_list[0].publish).toBe(false);
    }
  });
});

describe('sorting by watch count and title', () => {
  it('orders by watched_count and by international title', async () => {
    const tag = (await makeTag(t.database.db)).id;
    const rows = await makeSerials(
      t.database.db,
      3,
      (i) => ({ watchedCount: [5, 1, 9][i], iTitle: ['Beta', 'Alpha', 'Gamma'][i] }),
      { tags: [tag] },
    );
    const [beta, alpha, gamma] = rows.map((r) => r.slug);
    expect(slugsOf(await list({ tag, sort: 5 }))).toEqual([gamma, beta, alpha]);
    expect(slugsOf(await list({ tag, sort: 6 }))).toEqual([alpha, beta, gamma]);
    expect(slugsOf(await list({ tag, sort: 7 }))).toEqual([alpha, beta, gamma]);
    expect(slugsOf(await list({ tag, sort: 8 }))).toEqual([gamma, beta, alpha]);
  });
});

describe('pages', () => {
  it('gives 64 serials a page, the total and the page count', async () => {
    const tag = (await makeTag(t.database.db)).id;
    await makeSerials(t.database.db, 70, (i) => ({ releasedYear: 1950 + i }), { tags: [tag] });
    const first = await list({ tag });
    expect(first.json()).toMatchObject({ serial_total: 70, serial_page: 2 });
    expect(first.json().serial_list).toHaveLength(64);
    const second = await list({ tag, page: 2 });
    expect(second.json().serial_list).toHaveLength(6);
    expect(second.json().serial_list[5].re_year).toBe(1950);
    expect((await list({ tag, page: 3 })).json()).toMatchObject({ serial_list: [], serial_total: 70 });
  });
});

describe('search in both scripts', () => {
  it('finds a serial by Cyrillic and by Latin spelling, hiding unpublished ones from guests', async () => {
    const word = token();
    const serial = await makeSerial(t.database.db, { mTitle: `Хаан ${word}`, iTitle: `The Khan ${word}` });
    const hidden = await makeSerial(t.database.db, { iTitle: `Hidden ${word}`, publish: false });
    for (const search of [`хаан ${word}`, `khan ${word}`, word]) {
      const res = await list({ search });
      expect(slugsOf(res)).toContain(serial.slug);
      expect(slugsOf(res)).not.toContain(hidden.slug);
    }
  });

  it('the serial picker answers id, poster, both titles and slug; unpublished only for contributors', async () => {
    const word = token();
    const serial = await makeSerial(t.database.db, { iTitle: `Picker ${word}`, mTitle: `Сонгогч ${word}` });
    const hidden = await makeSerial(t.database.db, { iTitle: `Picker hidden ${word}`, publish: false });
    const res = await t.call({ method: 'GET', url: '/api/serial/api-search-serial-list/', query: { serial: word } });
    expect(res.statusCode).toBe(200);
    expect(res.json().serial_list).toEqual([
      {
        id: serial.id,
        serial_poster: null,
        international_title: serial.iTitle,
        mongol_title: `Сонгогч ${word}`,
        slug: serial.slug,
        re_year: 2010,
      },
    ]);
    const contributor = await t.signedInUser(['contributer']);
    const all = await t.call({
      method: 'GET',
      url: '/api/serial/api-search-serial-list/',
      query: { serial: word },
      token: contributor.token,
    });
    expect(
      all
        .json()
        .serial_list.map((s: { id: number }) => s.id)
        .sort(),
    ).toEqual([serial.id, hidden.id].sort());
    expect(
      (await t.call({ method: 'GET', url: '/api/serial/api-search-serial-list/', query: { serial: '' } })).json(),
    ).toEqual({ serial_list: [] });
  });

  it('the season picker finds seasons by serial title and number, hiding unpublished seasons and serials', async () => {
    const word = token();
    const serial = await makeSerial(t.database.db, { iTitle: `Seasoned ${word}`, mTitle: `Улирал ${word}` });
    const key = (seasonNum: number, name: string) => seasonSearchKey(serial, { seasonNum, name });
    const s1 = await makeSeason(t.database.db, serial.id, {
      seasonNum: 1,
      name: 'Эхний улирал',
      searchKey: key(1, 'Эхний улирал'),
    });
    await makeSeason(t.database.db, serial.id, {
      seasonNum: 2,
      name: 'Хоёр',
      publish: false,
      searchKey: key(2, 'Хоёр'),
    });
    const hiddenSerial = await makeSerial(t.database.db, { iTitle: `Seasoned hidden ${word}`, publish: false });
    await makeSeason(t.database.db, hiddenSerial.id, {
      searchKey: seasonSearchKey(hiddenSerial, { seasonNum: 1, name: 'Нэг' }),
    });
    const res = await t.call({
      method: 'GET',
      url: '/api/serial/api-search-season-list/',
      query: { season: `seasoned ${word}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().season_list).toEqual([
      {
        id: s1.id,
        season_poster: null,
        international_title: serial.iTitle,
        mongol_title: `Улирал ${word}`,
        season_num: 1,
        season_name: 'Эхний улирал',
        serial_slug: serial.slug,
        season_slug: 'season-1',
      },
    ]);
    const contributor = await t.signedInUser(['contributer']);
    const all = await t.call({
      method: 'GET',
      url: '/api/serial/api-search-season-list/',
      query: { season: `seasoned ${word}` },
      token: contributor.token,
    });
    expect(all.json().season_list).toHaveLength(3);
  });
});

describe('bad input', () => {
  it.each([
    ['sort out of range', { sort: 9 }],
    ['countryFlag 3', { countryFlag: 3 }],
    ['six genres', { genre: '1,2,3,4,5,6' }],
    ['text in an id list', { tag: 'abc' }],
    ['grade above 100', { grade: '10,101', gradeFlag: 1 }],
    ['reversed year range', { releasedYear: '2010,2000', releasedYearFlag: 1 }],
    ['finished year in the future', { finishedYear: `2000,${thisYear + 1}`, finishedYearFlag: 1 }],
    ['runtime above 100', { runtime: '0,150', runtimeFlag: 1 }],
    ['page 0', { page: 0 }],
    ['published not a boolean', { published: 'maybe' }],
  ])('answers 400 for %s', async (_name, query) => {
    const res = await list(query);
    expect(res.statusCode).toBe(400);
  });
});

describe('unpublished list access', () => {
  it.each([
    ['a guest', null, 403],
    ['a member', [] as string[], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s asking for published=false gets %i', async (_who, roles, status) => {
    const tokenOf = roles ? (await t.signedInUser(roles as never)).token : undefined;
    expect((await list({ published: false }, tokenOf)).statusCode).toBe(status);
  });
});
