import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movies, tags } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import {
  jpeg,
  makeArtist,
  makeMovie,
  makeReferences,
  makeTag,
  oversizedJpeg,
  type References,
} from '../../test/factories/movies';
import { multipart } from '../../test/multipart';

let t: TestApp;
let refs: References;
let artistId: number;
let poster: Buffer;
let scene: Buffer;
let member: { token: string };
let contributor: { token: string };
beforeAll(async () => {
  t = await buildTestApp();
  refs = await makeReferences(t.database.db);
  artistId = (await makeArtist(t.database.db)).id;
  poster = await jpeg(480, 720);
  scene = await jpeg(1600, 900);
  member = await t.signedInUser([]);
  contributor = await t.signedInUser(['contributer']);
});
afterAll(() => t.close());

type Files = Record<string, Buffer | Buffer[]>;

async function send(url: string, fields: Record<string, unknown>, files: Files, token?: string) {
  const pairs: [string, string | object][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) && key === 'description' ? value : [value])
      pairs.push([key, v as string | object]);
  }
  const fileValues = Object.fromEntries(
    Object.entries(files).map(([k, v]) => [k, (Array.isArray(v) ? v : [v]).map((data) => ({ data }))]),
  );
  const { payload, headers } = await multipart(pairs, fileValues);
  return t.call({ method: 'POST', url: `/api/movie/${url}/`, payload, headers, token });
}

const validFields = (over: Record<string, unknown> = {}) => ({
  languages: [refs.language.id],
  m_title: 'Хоёр морь',
  i_title: `Two Horses ${Math.random().toString(36).slice(2, 8)}`,
  o_title: 'Хоёр морь',
  category: '1',
  format: '1',
  genres: [refs.genre.id],
  subgenres: [refs.subgenre.id],
  year: '2010',
  countries: [refs.mongolia.id, refs.country.id],
  rating: '3',
  runtime: '95',
  trailer: 'https://www.youtube.com/watch?v=abc',
  tags: [refs.tag.id, `шинэ шошго ${Math.random().toString(36).slice(2, 8)}`],
  collection: `Цуврал ${Math.random().toString(36).slice(2, 8)}`,
  theater: 'true',
  festival: 'false',
  plot: 'Монгол хэл дээрх өгүүлэмж.',
  en_plot: 'The plot in English.',
  artists: [{ id: artistId, jobs: [1, 6] }],
  roles: [{ id: artistId, role: 'Морьтон' }],
  description: ['Зураг авалтын үеэр'],
  ...over,
});
const create = (
  over: Record<string, unknown> = {},
  files: Files = { 'movie-poster': poster, 'movie-background': scene },
  token = member.token,
) => send('api-create-movie', validFields(over), files, token);

const detailOf = async (slug: string) =>
  (
    await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug }, token: contributor.token })
  ).json().movie_detail;

describe('create a movie', () => {
  it('is for signed-in users: a guest gets 401', async () => {
    const res = await create({}, undefined, '' as never);
    expect(res.statusCode).toBe(401);
  });

  it('stores every field unpublished, with new tag, new collection, crew, cast, poster, scene and archive image', async () => {
    const fields = validFields();
    const res = await send(
      'api-create-movie',
      fields,
      { 'movie-poster': poster, 'movie-background': scene, 'movie-images': await jpeg(800, 600) },
      member.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: mn('movieCreated') });
    const slug = res.json().slug as string;
    expect(slug).toMatch(/^two-horses-/);

    expect((await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug } })).statusCode).toBe(
      404,
    );
    const detail = await detailOf(slug);
    expect(detail).toMatchObject({
      publish: false,
      m_title: 'Хоёр морь',
      year: 2010,
      rating: 3,
      runtime: 95,
      theater: true,
      festival: false,
      category: 1,
      format: 1,
    });
    expect(detail.tags.map((x: { tag_name: string }) => x.tag_name).sort()).toEqual(
      [refs.tag.name, fields.tags[1]].sort(),
    );
    expect(detail.collection.collection_title).toBe(fields.collection);
    expect(detail.countries).toHaveLength(2);
    expect(detail.images).toEqual([
      {
        id: expect.any(Number),
        image: expect.stringMatching(/^\/media\/movies\/images\/.+\.jpg$/),
        description: 'Зураг авалтын үеэр',
      },
    ]);

    const [row] = await t.database.db.select().from(movies).where(eq(movies.slug, slug));
    expect(row.mongolian).toBe(true);
    const stored = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', row.poster!))).metadata();
    expect([stored.width, stored.height, stored.format]).toEqual([240, 360, 'jpeg']);
    const bg = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', row.background!))).metadata();
    expect([bg.width, bg.height]).toEqual([1280, 720]);

    const artists = await t.call({
      method: 'GET',
      url: '/api/movie/api-movie-artist-list/',
      query: { slug },
      token: contributor.token,
    });
    expect(artists.json().artists[0].job).toBe('Найруулагч, Зохиолч');
    const [tag] = await t.database.db
      .select()
      .from(tags)
      .where(eq(tags.name, fields.tags[1] as string));
    expect(tag.searchKey).not.toBe('');
  });

  it('accepts crew as [{id, job}] and a collection by id', async () => {
    const res = await create({ artists: [{ id: artistId, job: 7 }], collection: '' });
    expect(res.statusCode).toBe(200);
    const detail = await detailOf(res.json().slug);
    expect(detail.collection).toBeNull();
  });

  it('lets documentary and experimental films go without genres, but not features', async () => {
    expect((await create({ format: '2', genres: [] })).statusCode).toBe(200);
    expect((await create({ format: '4', genres: undefined })).statusCode).toBe(200);
    const feature = await create({ format: '1', genres: [] });
    expect(feature.statusCode).toBe(400);
    expect(feature.json()).toEqual({ genres: [mn('choiceRequired')] });
  });

  it.each([
    ['a missing title', { m_title: undefined }, { m_title: [mn('required')] }],
    ['a blank title', { i_title: '   ' }, { i_title: [mn('required')] }],
    ['no languages', { languages: [] }, { languages: [mn('choiceRequired')] }],
    ['no countries', { countries: undefined }, { countries: [mn('choiceRequired')] }],
    ['no tags on create', { tags: [] }, { tags: [mn('choiceRequired')] }],
    ['a year before 1900', { year: '1800' }, { year: [mn('yearInvalid')] }],
    ['a year in the future', { year: String(new Date().getFullYear() + 1) }, { year: [mn('yearInvalid')] }],
    ['text for a number', { runtime: 'long' }, { runtime: [mn('digitsOnly')] }],
    ['a missing rating', { rating: undefined }, { rating: [mn('required')] }],
    ['format 5', { format: '5' }, { format: [mn('invalidValue')] }],
    ['a plot over 3000 characters', { plot: 'а'.repeat(3001) }, { plot: [mn('tooLong3000')] }],
    ['a missing English plot', { en_plot: '' }, { en_plot: [mn('required')] }],
    ['a list that is not JSON', { genres: 'drama' }, { genres: [mn('invalidValue')] }],
    ['11 genres', { genres: Array.from({ length: 11 }, (_, i) => i + 1) }, { genres: [mn('invalidValue')] }],
    ['a trailer that is not a link', { trailer: 'watch this' }, { trailer: [mn('invalidValue')] }],
    ['a job out of range', { artists: [{ id: 1, jobs: [17] }] }, { 'artists.0.jobs.0': [mn('invalidValue')] }],
  ])('refuses %s with a field error', async (_name, over, errors) => {
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
  });

  it.each([
    ['genres', { genres: [999_999_001] }],
    ['languages', { languages: [999_999_001] }],
    ['countries', { countries: [999_999_001] }],
    ['subgenres', { subgenres: [999_999_001] }],
    ['tags', { tags: [999_999_001] }],
    ['collection', { collection: '999999001' }],
    ['artists', { artists: [{ id: 999_999_001, jobs: [1] }] }],
    ['roles', { roles: [{ id: 999_999_001, role: 'X' }] }],
  ])('refuses %s that do not exist', async (field, over) => {
    const res = await create(over);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [mn('invalidValue')] });
  });

  it('needs a poster and a scene image, real JPEGs of at most 1 MB, and stores nothing when refused', async () => {
    const media = path.join(t.dataDir, 'media');
    const count = () =>
      fs.existsSync(media)
        ? fs.readdirSync(media, { recursive: true }).filter((f) => String(f).endsWith('.jpg')).length
        : 0;
    const before = count();
    const missing = await create({}, { 'movie-poster': poster });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ 'movie-background': [mn('imageRequired')] });
    const png = await create({}, { 'movie-poster': await jpeg(240, 360, 'png'), 'movie-background': scene });
    expect(png.statusCode).toBe(400);
    expect(png.json()).toEqual({ 'movie-poster': [mn('jpegOnly')] });
    const big = await create({}, { 'movie-poster': poster, 'movie-background': await oversizedJpeg() });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toEqual({ 'movie-background': [mn('imageTooLarge')] });
    const badArchive = await create(
      {},
      { 'movie-poster': poster, 'movie-background': scene, 'movie-images': Buffer.from('GIF89a not a jpeg') },
    );
    expect(badArchive.json()).toEqual({ 'movie-images': [mn('jpegOnly')] });
    expect(count()).toBe(before);
  });

  it('answers 400, not 500, to a request that is not multipart', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/movie/api-create-movie/',
      payload: { m_title: 'x' },
      token: member.token,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('update a movie', () => {
  it.each([
    ['a guest', null, 401],
    ['a member', [], 403],
    ['a main contributor without the contributor flag', ['main_contributer'], 403],
    ['a contributor', ['contributer'], 200],
    ['an admin', ['admin'], 200],
  ])('%s (roles %j) gets %i', async (_who, roles, status) => {
    const movie = await makeMovie(t.database.db);
    const token = roles ? (await t.signedInUser(roles as never)).token : undefined;
    const res = await send('api-update-movie', validFields({ slug: movie.slug, tags: [] }), {}, token);
    expect(res.statusCode).toBe(status);
  });

  it('rewrites the fields and links, keeps the slug and the images unless new ones come', async () => {
    const created = await create();
    const slug = created.json().slug;
    const before = await detailOf(slug);
    const res = await send(
      'api-update-movie',
      validFields({
        slug,
        m_title: 'Шинэ нэр',
        genres: [refs.genre2.id],
        tags: [],
        artists: [],
        roles: [],
        collection: '',
      }),
      {},
      contributor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('movieUpdated'), slug });
    const after = await detailOf(slug);
    expect(after.m_title).toBe('Шинэ нэр');
    expect(after.genres).toEqual([
      { id: refs.genre2.id, genre_mongol_name: refs.genre2.nameMn, genre_english_name: refs.genre2.nameEn },
    ]);
    expect(after.tags).toEqual([]);
    expect(after.collection).toBeNull();
    expect(after.poster).toBe(before.poster);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/movie/api-movie-artist-list/',
          query: { slug },
          token: contributor.token,
        })
      ).json().artists,
    ).toEqual([]);

    const replaced = await send(
      'api-update-movie',
      validFields({ slug }),
      { 'movie-poster': await jpeg(300, 450) },
      contributor.token,
    );
    expect(replaced.statusCode).toBe(200);
    const next = await detailOf(slug);
    expect(next.poster).not.toBe(before.poster);
    // The replaced poster stays in storage: the movie's history refers to it (decision 024).
    expect(fs.existsSync(path.join(t.dataDir, before.poster.replace(/^\//, '')))).toBe(true);
  });

  it('a detailed review of the movie is found in the review list by the movie’s new title', async () => {
    const movie = await makeMovie(t.database.db, { mTitle: 'Хуучин нэр', iTitle: 'Old name' });
    const critic = await t.signedInUser(['critic']);
    const call = (url: string, payload: object) =>
      t.call({ method: 'POST', url: `/api/movie/${url}/`, payload, token: critic.token });
    expect((await call('api-movie-review', { movie: movie.id, grade: 80 })).statusCode).toBe(200);
    expect(
      (await call('api-movie-detailed-review', { movie: movie.id, title: 'Шүүмжийн гарчиг', review: '<p>Т</p>' }))
        .statusCode,
    ).toBe(200);
    const found = async (search: string) =>
      (await t.call({ method: 'GET', url: '/api/movie/api-movie-review-list/', query: { search } }))
        .json()
        .review_list.some((r: { movie__movie_slug: string }) => r.movie__movie_slug === movie.slug);
    expect(await found('Old name')).toBe(true);
    expect(await found('Zulzaga Zereglee')).toBe(false);

    const res = await send(
      'api-update-movie',
      validFields({
        slug: movie.slug,
        m_title: 'Зулзага зэрэглээ',
        i_title: 'Zulzaga Zereglee',
        o_title: 'Зулзага зэрэглээ',
      }),
      {},
      contributor.token,
    );
    expect(res.statusCode).toBe(200);
    expect(await found('Zulzaga Zereglee')).toBe(true);
    expect(await found('Зулзага зэрэглээ')).toBe(true);
    expect(await found('Old name')).toBe(false);
    expect(await found('Шүүмжийн гарчиг')).toBe(true);
  });

  it('is 404 for an unknown slug and 400 without one', async () => {
    expect(
      (await send('api-update-movie', validFields({ slug: 'no-such-movie-x' }), {}, contributor.token)).statusCode,
    ).toBe(404);
    const res = await send('api-update-movie', validFields({ slug: undefined }), {}, contributor.token);
    expect(res.json()).toEqual({ slug: [mn('required')] });
  });
});

describe('the cached guest catalogue follows every write at once', () => {
  const guestList = async (query: Record<string, string | number>) => {
    const res = await t.call({
      method: 'GET',
      url: '/api/movie/movie-list/',
      query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    });
    return {
      count: res.json().count as number,
      slugs: res.json().results.map((r: { slug: string }) => r.slug) as string[],
    };
  };
  const guestDetail = (slug: string) => t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug } });

  it('a contributor’s movie appears in the guest’s catalogue as soon as it is published, and follows its new genres', async () => {
    const tag = (await makeTag(t.database.db)).id;
    expect(await guestList({ tag })).toEqual({ count: 0, slugs: [] }); // now cached for guests

    const slug = (await create({ tags: [tag], genres: [refs.genre.id] })).json().slug as string;
    expect((await guestList({ tag })).count).toBe(0);
    expect((await guestDetail(slug)).statusCode).toBe(404);

    const publish = await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: slug },
      token: contributor.token,
    });
    expect(publish.json()).toEqual({ publish: true });
    expect(await guestList({ tag })).toEqual({ count: 1, slugs: [slug] });
    expect(await guestList({ tag, genre: refs.genre.id, countryFlag: 3 })).toEqual({ count: 1, slugs: [slug] });
    expect((await guestDetail(slug)).json().movie_detail.genres.map((g: { id: number }) => g.id)).toEqual([
      refs.genre.id,
    ]);

    await send('api-update-movie', validFields({ slug, tags: [tag], genres: [refs.genre2.id] }), {}, contributor.token);
    expect((await guestList({ tag, genre: refs.genre.id })).count).toBe(0);
    expect(await guestList({ tag, genre: refs.genre2.id })).toEqual({ count: 1, slugs: [slug] });
    expect((await guestDetail(slug)).json().movie_detail.genres.map((g: { id: number }) => g.id)).toEqual([
      refs.genre2.id,
    ]);

    await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: slug },
      token: contributor.token,
    });
    expect(await guestList({ tag })).toEqual({ count: 0, slugs: [] });
    expect((await guestDetail(slug)).statusCode).toBe(404);
  });
});

describe('unpublished artists in the crew (issue 12)', () => {
  it('a member gets the missing-id answer for an unpublished artist; a contributor may name them', async () => {
    const hidden = (await makeArtist(t.database.db, { publish: false })).id;
    const missing = hidden + 100_000;
    const invalid = { artists: [mn('invalidValue')] };
    for (const id of [hidden, missing]) {
      const res = await create({ artists: [{ id, jobs: [1] }], roles: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(invalid);
    }
    const cast = await create({ roles: [{ id: hidden, role: 'Морьтон' }] });
    expect(cast.json()).toEqual({ roles: [mn('invalidValue')] });
    const ok = await create({ artists: [{ id: hidden, jobs: [1] }], roles: [] }, undefined, contributor.token);
    expect(ok.statusCode).toBe(200);
  });
});

describe('tags of unpublished movies (issue 12)', () => {
  it('a member’s new tag stays out of the guest’s tag list and search until an admin publishes the movie', async () => {
    const name = `нууц шошго ${Math.random().toString(36).slice(2, 8)}`;
    const res = await create({ tags: [name] });
    expect(res.statusCode).toBe(200);
    const names = async (token?: string, query: Record<string, string> = {}) =>
      (
        (await t.call({ method: 'GET', url: '/api/tag/api-tag-list/', query, token })).json().tag_list as {
          tag_name: string;
        }[]
      ).map((x) => x.tag_name);
    const browse = async (token?: string) => [...(await names(token)), ...(await names(token, { tag: name }))];
    expect(await browse()).not.toContain(name);
    expect(await browse(member.token)).not.toContain(name);
    expect(await names(contributor.token, { tag: name })).toContain(name);

    const admin = await t.signedInUser(['admin']);
    const [movie] = await t.database.db.select({ id: movies.id }).from(movies).where(eq(movies.slug, res.json().slug));
    const published = await t.call({
      method: 'POST',
      url: '/api/movie/api-publish-movie/',
      payload: { movie: movie.id },
      token: admin.token,
    });
    expect(published.json()).toEqual({ publish: true });
    expect(await names(undefined, { tag: name })).toContain(name);
  });
});
