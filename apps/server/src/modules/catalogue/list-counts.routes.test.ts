import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, makeArtist, makeMovie, makeReferences, type References } from '../../test/factories/movies';
import { makeSerial } from '../../test/factories/serials';
import { multipart } from '../../test/multipart';

// The catalogue's total for the filters the kept counts cover (decision 030) is a sum over
// movie_list_counts: these tests hold it equal to the movies themselves after every kind of write.

let t: TestApp;
let refs: References;
let admin: { token: string };
let artistId: number;
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
  admin = await t.signedInUser(['admin', 'contributer']);
  artistId = (await makeArtist(t.database.db)).id;
});
afterAll(() => t.close());

const rowsOf = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

/** The kept counts of a kind that differ from a count of its titles now (none, when they are kept right). */
const driftOf = (titles: 'movies' | 'serials', counts: string, category: string, year: string) =>
  rowsOf(sql`
    with live as (
      select t.publish, ${sql.raw(category)}, t.mongolian, g as genre_id, t.${sql.raw(year)}, t.format, t.rating,
        count(*)::int as titles
      from ${sql.raw(titles)} t, unnest(array[0] || t.genre_ids) g group by 1, 2, 3, 4, 5, 6, 7),
    kept as (select * from ${sql.raw(counts)} where titles <> 0)
    (select 'kept' as side, * from kept except select 'kept', * from live)
    union all (select 'live', * from live except select 'live', * from kept)`);
/** A kind's places in the catalogue that differ from its titles now (none, when they are kept right). */
const keysDrift = (titles: 'movies' | 'serials', keys: string, category: string, year: string) =>
  rowsOf(sql`
    with live as (
      select t.id, g, t.publish, ${sql.raw(category)}, t.mongolian, t.format, t.rating, t.${sql.raw(year)}, t.i_title
      from ${sql.raw(titles)} t, unnest(array[0] || t.genre_ids) g)
    (select 'kept' as side, * from ${sql.raw(keys)} except select 'kept', * from live)
    union all (select 'live', * from live except select 'live', * from ${sql.raw(keys)})`);
const drift = async () => [
  ...(await driftOf('movies', 'movie_list_counts', 't.category', 'year')),
  ...(await driftOf('serials', 'serial_list_counts', '0::smallint', 'released_year')),
  ...(await keysDrift('movies', 'movie_list_keys', 't.category', 'year')),
  ...(await keysDrift('serials', 'serial_list_keys', '0::smallint', 'released_year')),
];

const list = (query: Record<string, string | number>, token?: string) =>
  t.call({
    method: 'GET',
    url: '/api/movie/movie-list/',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    token,
  });
const totalOf = async (query: Record<string, string | number>, token?: string) => {
  const res = await list(query, token);
  expect(res.statusCode).toBe(200);
  return res.json().count as number;
};

async function sendForm(url: string, fields: Record<string, unknown>, withImages = false) {
  const pairs = Object.entries(fields).flatMap(([key, value]) =>
    value === undefined ? [] : [[key, value] as [string, string | object]],
  );
  const images = withImages
    ? { 'movie-poster': { data: await jpeg(480, 720) }, 'movie-background': { data: await jpeg(1600, 900) } }
    : {};
  const { payload, headers } = await multipart(pairs, images);
  return t.call({ method: 'POST', url: `/api/movie/${url}/`, payload, headers, token: admin.token });
}

const formFields = (over: Record<string, unknown>) => ({
  languages: [refs.language.id],
  m_title: 'Тоологдох кино',
  i_title: `Counted ${Math.random().toString(36).slice(2, 8)}`,
  o_title: 'Тоологдох кино',
  category: '1',
  format: '2',
  genres: [refs.genre.id],
  subgenres: [],
  year: '1911',
  countries: [refs.country.id],
  rating: '3',
  runtime: '95',
  trailer: '',
  tags: [refs.tag.id],
  collection: '',
  theater: 'false',
  festival: 'false',
  plot: 'Өгүүлэмж.',
  en_plot: 'The plot.',
  artists: [{ id: artistId, jobs: [1] }],
  roles: [],
  ...over,
});

describe('a catalogue total from the kept counts', () => {
  it('counts the movies a filter of catalogue, genre, format, rating and years holds', async () => {
    const db = t.database.db;
    await makeMovie(db, { year: 1905, format: 1, rating: 2 }, { genres: [refs.genre.id] });
    await makeMovie(db, { year: 1906, format: 1, rating: 3 }, { genres: [refs.genre.id, refs.genre2.id] });
    await makeMovie(db, { year: 1907, format: 2, rating: 3 }, { genres: [refs.genre2.id] });
    await makeMovie(db, { year: 1906, format: 1, publish: false }, { genres: [refs.genre.id] });
    await makeMovie(db, { year: 1906, format: 1, category: 2 }, { genres: [refs.genre.id] });
    const years = { year: '1900,1909', yearFlag: 1 };

    expect(await totalOf({ ...years, genre: refs.genre.id })).toBe(3);
    expect(await totalOf({ ...years, genre: refs.genre.id, countryFlag: 1 })).toBe(2);
    expect(await totalOf({ ...years, genre: refs.genre2.id, formation: 1 })).toBe(1);
    expect(await totalOf({ ...years, genre: refs.genre2.id, rating: 3 })).toBe(2);
    expect(await totalOf({ year: '1906,1906', yearFlag: 1, genre: refs.genre.id })).toBe(2);
    // Two genres are counted from the movies (a movie of both is one movie), and agree.
    expect(await totalOf({ ...years, genre: [refs.genre.id, refs.genre2.id].join(',') })).toBe(4);
    expect(await drift()).toEqual([]);
  });

  it('give the same pages, in every sort, as the movies themselves', async () => {
    const db = t.database.db;
    const { genre3 } = { genre3: (await makeReferences(db)).genre };
    for (let i = 0; i < 9; i++)
      await makeMovie(
        db,
        { year: 1940 + (i % 3), format: 1 + (i % 2), audienceGrade: i % 4 ? 30 + i * 7 : null, watchedCount: i % 5 },
        { genres: [genre3.id] },
      );
    const slugs = async (query: Record<string, string | number>) =>
      ((await list(query)).json().results as { slug: string }[]).map((r) => r.slug);
    for (const sort of [1, 2, 3, 4, 5, 6, 7, 8])
      for (const formation of ['', '1']) {
        const query = { genre: genre3.id, sort, ...(formation ? { formation } : {}) };
        // A runtime range of every runtime is not held by the kept tables: the page is read from the movies.
        const fromMovies = await slugs({ ...query, runtime: '0,200', runtimeFlag: 1 });
        expect(fromMovies.length).toBe(formation ? 5 : 9);
        expect(await slugs(query)).toEqual(fromMovies);
      }
  });

  it('follow a movie created, edited, published, unpublished and deleted', async () => {
    const filter = { year: '1910,1913', yearFlag: 1, genre: refs.genre.id, countryFlag: 1 };
    const before = await totalOf(filter);

    const created = await sendForm('api-create-movie', formFields({}), true);
    expect(created.statusCode).toBe(200);
    const { slug } = created.json();
    const [{ id }] = await rowsOf<{ id: number }>(sql`select id from movies where slug = ${slug}`);
    expect(await drift()).toEqual([]);
    expect(await totalOf(filter)).toBe(before);
    expect(await totalOf({ ...filter, published: 'false' }, admin.token)).toBeGreaterThan(0);

    const publish = (on: boolean) =>
      t.call({
        method: 'POST',
        url: '/api/movie/api-publish-movie/',
        payload: { movie: id, publish: on },
        token: admin.token,
      });
    expect((await publish(true)).statusCode).toBe(200);
    expect(await totalOf(filter)).toBe(before + 1);
    expect(await drift()).toEqual([]);

    // Out of the filter by its year, then by its genre, then back by both.
    expect((await sendForm('api-update-movie', formFields({ slug, year: '1930' }))).statusCode).toBe(200);
    expect(await totalOf(filter)).toBe(before);
    expect((await sendForm('api-update-movie', formFields({ slug, genres: [refs.genre2.id] }))).statusCode).toBe(200);
    expect(await totalOf(filter)).toBe(before);
    expect(await totalOf({ ...filter, genre: refs.genre2.id })).toBeGreaterThan(0);
    expect((await sendForm('api-update-movie', formFields({ slug }))).statusCode).toBe(200);
    expect(await totalOf(filter)).toBe(before + 1);
    expect(await drift()).toEqual([]);

    expect((await publish(false)).statusCode).toBe(200);
    expect(await totalOf(filter)).toBe(before);
    expect(await drift()).toEqual([]);

    await t.database.db.execute(sql`delete from movies where id = ${id}`);
    expect(await drift()).toEqual([]);
  });

  it('are not touched by a rating, which changes no list key', async () => {
    const movie = await makeMovie(t.database.db, { year: 1920 }, { genres: [refs.genre.id] });
    const member = await t.signedInUser([]);
    const rated = await t.call({
      method: 'POST',
      url: '/api/movie/api-movie-review/',
      payload: { movie: movie.id, grade: 80, review: 'Сайхан кино.' },
      token: member.token,
    });
    expect(rated.statusCode).toBeLessThan(300);
    expect(await drift()).toEqual([]);
  });

  it('give a serial catalogue its total by first year, and count a finished-year filter', async () => {
    const db = t.database.db;
    const genre = { genre: refs.genre.id };
    const first = { releasedYear: '1901,1903', releasedYearFlag: 1 };
    const serialTotal = async (query: Record<string, string | number>) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/serial/serial-list/',
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      expect(res.statusCode).toBe(200);
      return res.json().serial_total as number;
    };
    const a = await makeSerial(db, { releasedYear: 1901, finishedYear: 1902 }, { genres: [refs.genre.id] });
    await makeSerial(db, { releasedYear: 1902, mongolian: true }, { genres: [refs.genre.id] });
    await makeSerial(db, { releasedYear: 1903, publish: false }, { genres: [refs.genre.id] });
    expect(await serialTotal({ ...first, ...genre })).toBe(2);
    expect(await serialTotal({ ...first, ...genre, countryFlag: 2 })).toBe(1);
    expect(await serialTotal({ ...first, ...genre, finishedYear: '1902,1902', finishedYearFlag: 1 })).toBe(1);

    const publish = (on: boolean) =>
      t.call({
        method: 'POST',
        url: '/api/serial/api-publish-serial/',
        payload: { serial: a.id, publish: on },
        token: admin.token,
      });
    expect((await publish(false)).statusCode).toBe(200);
    expect(await serialTotal({ ...first, ...genre })).toBe(1);
    expect(await drift()).toEqual([]);
    expect((await publish(true)).statusCode).toBe(200);
    expect(await serialTotal({ ...first, ...genre })).toBe(2);
    expect(await drift()).toEqual([]);

    // Every sort's page from the serials' places equals the page read from the serials themselves.
    const own = (await makeReferences(db)).genre;
    for (let i = 0; i < 7; i++)
      await makeSerial(db, { releasedYear: 1930 + (i % 3), format: 1 + (i % 2) }, { genres: [own.id] });
    const slugs = async (query: Record<string, string | number>) => {
      const res = await t.call({
        method: 'GET',
        url: '/api/serial/serial-list/',
        query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
      });
      return (res.json().serial_list as { serial_slug: string }[]).map((r) => r.serial_slug);
    };
    for (const sort of [1, 2, 7, 8]) {
      const query = { genre: own.id, sort };
      const fromSerials = await slugs({ ...query, runtime: '0,100', runtimeFlag: 1 });
      expect(fromSerials.length).toBe(7);
      expect(await slugs(query)).toEqual(fromSerials);
    }
  });
});
