import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seasons, serials } from '../../db/schema';
import { looseKey } from '../../lib/transliterate';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, makeArtist, makeReferences, type References } from '../../test/factories/movies';
import { makeSeason, makeSerial } from '../../test/factories/serials';
import { multipart, png } from '../../test/multipart';

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

type Files = Record<string, Buffer | undefined>;

async function send(url: string, fields: Record<string, unknown>, files: Files, token: string | null) {
  const fileValues = Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v ? { data: v } : undefined]));
  const { payload, headers } = await multipart(fields as Record<string, string>, fileValues);
  return t.call({ method: 'POST', url: `/api/serial/${url}/`, payload, headers, token: token ?? undefined });
}

const rand = () => Math.random().toString(36).slice(2, 8);
const validFields = (over: Record<string, unknown> = {}) => ({
  languages: [refs.language.id],
  m_title: 'Муу муухай',
  i_title: `Breaking Bad ${rand()}`,
  o_title: 'Breaking Bad',
  format: '1',
  genres: [refs.genre.id],
  subgenres: [refs.subgenre.id],
  plot: 'Химийн багш хар тамхины ертөнцөд орно.',
  en_plot: 'A chemistry teacher turns to making drugs.',
  re_year: '2008',
  fi_year: '2013',
  countries: [refs.mongolia.id, refs.country.id],
  rating: '4',
  runtime: '47',
  trailer: 'https://www.youtube.com/watch?v=abc',
  tags: [refs.tag.id, `шинэ шошго ${rand()}`],
  artists: [{ id: artistId, jobs: [1, 17] }],
  roles: [{ id: artistId, role: 'Уолтер Уайт' }],
  ...over,
});
const create = (
  over: Record<string, unknown> = {},
  files: Files = { 'serial-poster': poster, 'serial-background': scene },
  token: string | null = member.token,
) => send('api-create-serial', validFields(over), files, token);
const detailOf = async (slug: string) =>
  (
    await t.call({ method: 'GET', url: '/api/serial/api-serial-detail/', query: { slug }, token: contributor.token })
  ).json().serial_detail;
const imageSize = async (url: string) => sharp(fs.readFileSync(path.join(t.dataDir, url))).metadata();

describe('create a serial', () => {
  it('is for signed-in users: a guest gets 401', async () => {
    expect((await create({}, undefined, null)).statusCode).toBe(401);
  });

  it('stores every field unpublished, with a new tag, crew (initiator included), cast, poster and background', async () => {
    const res = await create();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, message: mn('serialCreated') });
    const slug = res.json().slug as string;
    expect(slug).toMatch(/^breaking-bad-/);
    const d = await detailOf(slug);
    expect(d).toMatchObject({
      publish: false,
      m_title: 'Муу муухай',
      re_year: 2008,
      fi_year: 2013,
      to_date: false,
      rating: 4,
      runtime: 47,
      format: 1,
      theater: false,
    });
    expect(d.countries).toHaveLength(2);
    expect(d.tags).toHaveLength(2);
    expect(await imageSize(d.poster)).toMatchObject({ width: 240, height: 360, format: 'jpeg' });
    expect(await imageSize(d.background)).toMatchObject({ width: 1280, height: 720, format: 'jpeg' });
    const crew = await t.call({
      method: 'GET',
      url: '/api/serial/api-serial-artist-list/',
      query: { slug },
      token: contributor.token,
    });
    expect(crew.json().artists[0].job).toBe('Найруулагч, Санаачлагч');
    const [row] = await t.database.db.select().from(serials).where(eq(serials.slug, slug));
    expect(row.mongolian).toBe(true);
    expect(row.countryIds.sort()).toEqual([refs.mongolia.id, refs.country.id].sort());
    // Hidden from guests until an admin publishes it.
    expect((await t.call({ method: 'GET', url: '/api/serial/api-serial-detail/', query: { slug } })).statusCode).toBe(
      404,
    );
  });

  it('accepts a running serial: an empty finish year means "to date"', async () => {
    const res = await create({ fi_year: '' });
    expect(res.statusCode).toBe(200);
    expect(await detailOf(res.json().slug)).toMatchObject({ fi_year: null, to_date: true });
  });

  it.each([
    ['no languages', { languages: [] }, 'languages', 'choiceRequired'],
    ['no Mongolian title', { m_title: '  ' }, 'm_title', 'required'],
    ['no international title', { i_title: undefined }, 'i_title', 'required'],
    ['no original title', { o_title: '' }, 'o_title', 'required'],
    ['no format', { format: '' }, 'format', 'required'],
    ['format 5', { format: '5' }, 'format', 'invalidValue'],
    ['no genres', { genres: [] }, 'genres', 'choiceRequired'],
    ['no plot', { plot: '' }, 'plot', 'required'],
    ['a plot over 3000', { plot: 'а'.repeat(3001) }, 'plot', 'tooLong3000'],
    ['an English plot over 3000', { en_plot: 'a'.repeat(3001) }, 'en_plot', 'tooLong3000'],
    ['no start year', { re_year: '' }, 're_year', 'required'],
    ['a start year before 1900', { re_year: '1899' }, 're_year', 'yearInvalid'],
    [
      'a start year in the future',
      { re_year: String(new Date().getFullYear() + 1), fi_year: '' },
      're_year',
      'yearInvalid',
    ],
    ['a finish year in the future', { fi_year: String(new Date().getFullYear() + 1) }, 'fi_year', 'yearInvalid'],
    ['a finish year before the start', { re_year: '2010', fi_year: '2009' }, 'fi_year', 'finishedBeforeReleased'],
    ['no countries', { countries: [] }, 'countries', 'choiceRequired'],
    ['no rating', { rating: '' }, 'rating', 'required'],
    ['no runtime', { runtime: '' }, 'runtime', 'required'],
    ['runtime text', { runtime: 'abc' }, 'runtime', 'digitsOnly'],
    ['no tags', { tags: [] }, 'tags', 'choiceRequired'],
    ['job 18', { artists: [{ id: 1, jobs: [18] }] }, 'artists.0.jobs.0', 'invalidValue'],
    ['a trailer that is not a link', { trailer: 'youtube' }, 'trailer', 'invalidValue'],
  ])('answers 400 for %s', async (_name, over, field, key) => {
    const res = await create(over as Record<string, unknown>);
    expect(res.statusCode).toBe(400);
    expect(res.json()[field]).toEqual([mn(key as never)]);
  });

  it('answers 400 for ids that do not exist', async () => {
    const res = await create({ genres: [999_999_999], artists: [{ id: 999_999_999, jobs: [1] }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ genres: [mn('invalidValue')], artists: [mn('invalidValue')] });
  });

  it('needs both images, JPEG only', async () => {
    const missing = await create({}, { 'serial-poster': poster });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ 'serial-background': [mn('imageRequired')] });
    const notJpeg = await create({}, { 'serial-poster': await png(), 'serial-background': scene });
    expect(notJpeg.statusCode).toBe(400);
    expect(notJpeg.json()).toEqual({ 'serial-poster': [mn('jpegOnly')] });
  });
});

describe('update a serial', () => {
  const update = (
    slug: string,
    over: Record<string, unknown> = {},
    files: Files = {},
    token: string | null = contributor.token,
  ) => send('api-update-serial', { ...validFields(over), slug, theater: 'true', ...over }, files, token);

  it.each([
    ['a guest', undefined, 401],
    ['a member', 'member', 403],
    ['a contributor', 'contributor', 200],
    ['an admin', 'admin', 200],
  ])('%s gets %i', async (_who, who, status) => {
    const serial = await makeSerial(t.database.db);
    const token =
      who === 'member'
        ? member.token
        : who === 'contributor'
          ? contributor.token
          : who === 'admin'
            ? (await t.signedInUser(['admin'])).token
            : null;
    expect((await update(serial.slug, {}, {}, token)).statusCode).toBe(status);
  });

  it('rewrites the fields, keeps the slug and images unless new ones come, sets the theater flag and refreshes season search keys', async () => {
    const created = await create();
    const slug = created.json().slug as string;
    const before = await detailOf(slug);
    const [row] = await t.database.db.select().from(serials).where(eq(serials.slug, slug));
    await makeSeason(t.database.db, row.id, { seasonNum: 1, searchKey: 'old' });
    const res = await update(slug, { m_title: 'Шинэ нэр', i_title: 'New Name', fi_year: '', tags: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: mn('serialUpdated'), slug });
    const after = await detailOf(slug);
    expect(after).toMatchObject({
      m_title: 'Шинэ нэр',
      i_title: 'New Name',
      fi_year: null,
      to_date: true,
      theater: true,
      tags: [],
      poster: before.poster,
      background: before.background,
    });
    const [season] = await t.database.db.select().from(seasons).where(eq(seasons.serialId, row.id));
    expect(season.searchKey).toContain(looseKey('New Name'));

    const withPoster = await update(slug, {}, { 'serial-poster': poster });
    expect(withPoster.statusCode).toBe(200);
    const replaced = await detailOf(slug);
    expect(replaced.poster).not.toBe(before.poster);
    // The replaced poster stays in storage: the serial's history refers to it (decision 024).
    expect(fs.existsSync(path.join(t.dataDir, before.poster))).toBe(true);
  });

  it('answers 404 for an unknown slug and 400 for bad fields', async () => {
    expect((await update('no-such-serial')).statusCode).toBe(404);
    const serial = await makeSerial(t.database.db);
    const long = await update(serial.slug, { plot: 'а'.repeat(3001) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ plot: [mn('tooLong3000')] });
    const years = await update(serial.slug, { re_year: '2010', fi_year: '2000' });
    expect(years.json()).toEqual({ fi_year: [mn('finishedBeforeReleased')] });
  });
});

describe('unpublished artists in the crew (issue 12)', () => {
  it('a member gets the missing-id answer for an unpublished artist; a contributor may name them', async () => {
    const hidden = (await makeArtist(t.database.db, { publish: false })).id;
    const images = { 'serial-poster': poster, 'serial-background': scene };
    for (const id of [hidden, hidden + 100_000]) {
      const res = await send(
        'api-create-serial',
        validFields({ artists: [{ id, jobs: [1] }], roles: [] }),
        images,
        member.token,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ artists: [mn('invalidValue')] });
    }
    const ok = await send(
      'api-create-serial',
      validFields({ artists: [{ id: hidden, jobs: [1] }], roles: [] }),
      images,
      contributor.token,
    );
    expect(ok.statusCode).toBe(200);
  });
});
