import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { makeMovie, makeMovies, makeReferences, makeTag, type References } from '../../test/factories/movies';

let t: TestApp;
let refs: References;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
});
afterAll(() => t.close());

const list = (query: Record<string, string | number | boolean>, token?: string) =>
  t.call({
    method: 'GET',
    url: '/api/movie/movie-list/',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const slugsOf = (res: { json(): { results: { slug: string }[] } }) => res.json().results.map((r) => r.slug);

describe('movie catalogue filters', () => {
  let tag: number;
  const slugs: Record<string, string> = {};
  beforeAll(async () => {
    const db = t.database.db;
    tag = (await makeTag(db)).id;
    const base = { tags: [tag] };
    slugs.a = (
      await makeMovie(
        db,
        { year: 1960, format: 1, rating: 2, runtime: 100, audienceGrade: 85 },
        { ...base, genres: [refs.genre.id], countries: [refs.country.id], languages: [refs.language.id] },
      )
    ).slug;
    slugs.b = (
      await makeMovie(
        db,
        { year: 1990, format: 2, rating: 3, runtime: 40, category: 2, audienceGrade: 55 },
        { ...base, genres: [refs.genre2.id], subgenres: [refs.subgenre.id] },
      )
    ).slug;
    slugs.c = (
      await makeMovie(
        db,
        { year: 2015, format: 3, rating: 4, runtime: 250, mongolian: true },
        { ...base, countries: [refs.mongolia.id], genres: [refs.genre.id] },
      )
    ).slug;
    slugs.d = (
      await makeMovie(
        db,
        { year: 2020, format: 4, rating: 1, runtime: 15, category: 2, mongolian: true, audienceGrade: 70 },
        base,
      )
    ).slug;
    slugs.hidden = (await makeMovie(db, { year: 2021, publish: false }, base)).slug;
  });
  const within = (extra: Record<string, string | number>) => list({ tag, ...extra });

  it('lists the published movies, newest first, with card fields', async () => {
    const res = await within({});
    expect(res.statusCode).toBe(200);
    expect(res.json().count).toBe(4);
    expect(slugsOf(res)).toEqual([slugs.d, slugs.c, slugs.b, slugs.a]);
    expect(res.json().results[3]).toMatchObject({
      slug: slugs.a,
      year: 1960,
      a_grade: 85,
      grade: null,
      poster: null,
      publish: true,
    });
    expect(res.json().results[3]).toHaveProperty('i_title');
    expect(res.json().results[3]).toHaveProperty('m_title');
  });

  it.each([
    ['country', () => ({ country: refs.country.id }), ['a']],
    ['country (two ids, any of them)', () => ({ country: `${refs.country.id},${refs.mongolia.id}` }), ['c', 'a']],
    ['formation', () => ({ formation: '2,3' }), ['c', 'b']],
    ['rating', () => ({ rating: 4 }), ['c']],
    ['language', () => ({ language: refs.language.id }), ['a']],
    ['genre', () => ({ genre: refs.genre.id }), ['c', 'a']],
    ['subgenre', () => ({ subgenre: refs.subgenre.id }), ['b']],
    ['grade range with its flag', () => ({ grade: '60,90', gradeFlag: 1 }), ['d', 'a']],
    ['grade without its flag does nothing', () => ({ grade: '60,90' }), ['d', 'c', 'b', 'a']],
    ['year range', () => ({ year: '1950,1995', yearFlag: 1 }), ['b', 'a']],
    ['runtime range', () => ({ runtime: '30,120', runtimeFlag: 1 }), ['b', 'a']],
    ['runtime 200 means 200 and longer', () => ({ runtime: '120,200', runtimeFlag: 1 }), ['c']],
    ['countryFlag 1 full-length international', () => ({ countryFlag: 1 }), ['a']],
    ['countryFlag 2 short international', () => ({ countryFlag: 2 }), ['b']],
    ['countryFlag 3 full-length Mongolian', () => ({ countryFlag: 3 }), ['c']],
    ['countryFlag 4 short Mongolian', () => ({ countryFlag: 4 }), ['d']],
    [
      'genre + year + countryFlag combined',
      () => ({ genre: refs.genre.id, year: '2000,2020', yearFlag: 1, countryFlag: 3 }),
      ['c'],
    ],
    [
      'formation + rating + grade combined',
      () => ({ formation: '1,2,4', rating: '1,2', grade: '0,100', gradeFlag: 1 }),
      ['d', 'a'],
    ],
  ])('filters by %s', async (_name, query, expected) => {
    const res = await within(query());
    expect(res.statusCode).toBe(200);
    expect(slugsOf(res)).toEqual(expected.map((k) => slugs[k]));
    expect(res.json().count).toBe(expected.length);
  });

  it.each([
    [1, ['d', 'c', 'b', 'a']],
    [2, ['a', 'b', 'c', 'd']],
    [3, ['a', 'd', 'b', 'c']],
    [4, ['b', 'd', 'a', 'c']],
  ])('sorts with sort=%i', async (sort, expected) => {
    expect(slugsOf(await within({ sort }))).toEqual(expected.map((k) => slugs[k]));
  });

  it('hides unpublished movies from the catalogue and shows only them with published=false', async () => {
    const admin = await t.signedInUser(['admin']);
    const contributor = await t.signedInUser(['contributer']);
    expect((await within({ published: 'false' })).statusCode).toBe(403);
    for (const who of [admin, contributor]) {
      const res = await list({ tag, published: false }, who.token);
      expect(res.statusCode).toBe(200);
      expect(slugsOf(res)).toEqual([slugs.hidden]);
    }
  });
});

describe('unpublished list access', () => {
  it.each([
    ['a guest', null, 403],
    ['a member', [] as string[], 403],
    ['a main contributor without the contributor flag', ['main_contributer'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s asking for published=false gets %i', async (_who, roles, status) => {
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    expect((await list({ published: false }, token)).statusCode).toBe(status);
  });
});

describe('sorting by watch count and title', () => {
  it('orders by watched_count and by international title', async () => {
    const tag = (await makeTag(t.database.db)).id;
    const rows = await makeMovies(
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
  it('gives 64 movies a page and the full count', async () => {
    const tag = (await makeTag(t.database.db)).id;
    await makeMovies(t.database.db, 70, (i) => ({ year: 1950 + i }), { tags: [tag] });
    const first = await list({ tag });
    expect(first.json().count).toBe(70);
    expect(first.json().results).toHaveLength(64);
    const second = await list({ tag, page: 2 });
    expect(second.json().results).toHaveLength(6);
    expect(second.json().results[5].year).toBe(1950);
    const beyond = await list({ tag, page: 3 });
    expect(beyond.json()).toEqual({ results: [], count: 70 });
  });
});

describe('search', () => {
  let tag: number;
  let tsogt: string;
  beforeAll(async () => {
    tag = (await makeTag(t.database.db)).id;
    tsogt = (await makeMovie(t.database.db, { mTitle: 'Цогт тайж', iTitle: 'Tsogt Taij', year: 1945 }, { tags: [tag] }))
      .slug;
    await makeMovie(t.database.db, { mTitle: 'Тайж хүү', iTitle: 'The Boy', year: 1970 }, { tags: [tag] });
  });

  it.each(['цогт', 'tsogt', 'Tsogt Taij', 'Цогт тайж', 'tsgot taij'])(
    'finds «Цогт тайж» by "%s", best match first',
    async (search) => {
      const res = await list({ tag, search });
      expect(res.statusCode).toBe(200);
      expect(slugsOf(res)[0]).toBe(tsogt);
    },
  );

  it('keeps an explicit sort when searching', async () => {
    const res = await list({ tag, search: 'taij', sort: 1 });
    expect(slugsOf(res)).toHaveLength(2);
    expect(res.json().results[0].year).toBe(1970);
  });
});

describe('bad query values are 400 field errors', () => {
  it.each([
    [{ page: 0 }, 'page'],
    [{ page: 'abc' }, 'page'],
    [{ sort: 9 }, 'sort'],
    [{ countryFlag: 5 }, 'countryFlag'],
    [{ year: '1800,2000', yearFlag: 1 }, 'year'],
    [{ year: '2000,1990', yearFlag: 1 }, 'year'],
    [{ grade: '0,101', gradeFlag: 1 }, 'grade'],
    [{ runtime: 'long', runtimeFlag: 1 }, 'runtime'],
    [{ genre: 'drama' }, 'genre'],
    [{ country: '1,x' }, 'country'],
    [{ formation: '5' }, 'formation'],
    [{ rating: '0' }, 'rating'],
    [{ published: 'maybe' }, 'published'],
  ])('%o → 400 on %s', async (query, field) => {
    const res = await list(query as never);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toContain(field);
  });

  it('refuses more than 5 choices in a list filter', async () => {
    for (const field of ['country', 'language', 'genre', 'subgenre', 'tag']) {
      const res = await list({ [field]: '1,2,3,4,5,6' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ [field]: [mn('tooManyChoices')] });
    }
  });
});

describe('movie picker search', () => {
  it('answers at most 20 published matches with both titles, best first; contributors see unpublished ones too', async () => {
    const u = `${Date.now().toString(36)}q`;
    const hit = await makeMovie(t.database.db, { iTitle: `Zebra ${u}`, mTitle: `Тахь ${u}`, festival: true });
    const hidden = await makeMovie(t.database.db, { iTitle: `Zebra ${u} two`, publish: false });
    const search = (q: Record<string, string>, token?: string) =>
      t.call({ method: 'GET', url: '/api/movie/api-search-movie-list/', query: q, token });

    const guest = await search({ movie: `zebra ${u}` });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().movie_list).toEqual([
      {
        id: hit.id,
        movie_poster: null,
        international_title: hit.iTitle,
        mongol_title: `Тахь ${u}`,
        slug: hit.slug,
        year: 2000,
      },
    ]);
    const contributor = await t.signedInUser(['contributer']);
    const all = await search({ movie: `zebra ${u}` }, contributor.token);
    expect(
      all
        .json()
        .movie_list.map((m: { id: number }) => m.id)
        .sort(),
    ).toEqual([hit.id, hidden.id].sort());
    expect(
      (await search({ movie: `тахь ${u}`, festival: 'true' })).json().movie_list.map((m: { id: number }) => m.id),
    ).toEqual([hit.id]);
    expect((await search({ movie: '' })).json()).toEqual({ movie_list: [] });
  });

  it('caps the answer at 20', async () => {
    const u = `${Date.now().toString(36)}cap`;
    await makeMovies(t.database.db, 25, (i) => ({ iTitle: `Capybara ${u} ${i}` }));
    const res = await t.call({
      method: 'GET',
      url: '/api/movie/api-search-movie-list/',
      query: { movie: `capybara ${u}` },
    });
    expect(res.json().movie_list).toHaveLength(20);
  });
});
