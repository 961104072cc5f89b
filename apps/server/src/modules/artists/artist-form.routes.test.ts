import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mn } from '@mfi/contract/messages';
import type { Role } from '@mfi/contract/roles';
import { buildTestApp, type TestApp } from '../../test/app';
import { countryIds, ensureReference, makeArtist, professionIds, token } from '../../test/factories/artists';
import { type FileValue, jpeg, largeJpeg, multipart, png } from '../../test/multipart';

let t: TestApp;
type Who = 'guest' | 'user' | 'contributor' | 'main' | 'admin';
const tokens: Record<Who, string | undefined> = { guest: undefined, user: '', contributor: '', main: '', admin: '' };
let ids: { mn: number; jp: number; su: number; director: number; actor: number; all: number[] };
beforeAll(async () => {
  t = await buildTestApp();
  await ensureReference(t.database.db);
  const roles: [Who, Role[]][] = [
    ['user', []],
    ['contributor', ['contributer']],
    ['main', ['contributer', 'main_contributer']],
    ['admin', ['admin']],
  ];
  for (const [who, r] of roles) tokens[who] = (await t.signedInUser(r)).token;
  const [mnId, jp, su] = await countryIds(t.database.db, ['MN', 'JP', 'SUHH']);
  const all = await professionIds(t.database.db, ['director', 'actor', 'writer', 'producer', 'editor', 'composer']);
  ids = { mn: mnId, jp, su, director: all[0], actor: all[1], all };
});
afterAll(() => t.close());

const validFields = () => {
  const word = token();
  return {
    pro_name: `Бямбасүрэн ${word}`,
    pro_name_en: `Byambasuren ${word}`,
    last_name: 'Бямбасүрэн',
    first_name: 'Даваа',
    countries: [ids.mn],
    old_countries: [],
    born: 1971,
    died: '',
    bio: 'Монголын кино найруулагч.',
    bio_en: 'Mongolian film director.',
    professions: [ids.director],
    quotes: [{ quote: 'Кино бол амьдрал.' }, { quote: '   ' }],
    festival: false,
  };
};

async function send(url: string, fields: Record<string, unknown>, photo: FileValue | undefined, who: Who) {
  const body = await multipart(fields as Record<string, string>, { 'artist-photo': photo });
  return t.call({
    method: 'POST',
    url: `/api/artist/${url}/`,
    payload: body.payload,
    headers: body.headers,
    token: tokens[who],
  });
}
const create = async (fields: Record<string, unknown>, who: Who = 'user', photo?: FileValue) =>
  send('api-create-artist', fields, photo ?? { data: await jpeg() }, who);
const detail = (slug: string, who: Who = 'admin') =>
  t
    .call({ method: 'GET', url: '/api/artist/api-artist-detail/', query: { slug }, token: tokens[who] })
    .then((r) => r.json().artist_detail);

describe('create', () => {
  it('a signed-in user adds an artist that waits unpublished, with a 240x360 photo', async () => {
    const fields = validFields();
    const res = await create(fields);
    expect(res.statusCode, res.body).toBe(200);
    const { slug } = res.json();
    expect(res.json()).toEqual({
      success: true,
      message: mn('artistCreated'),
      slug: expect.stringMatching(/^byambasuren-/),
      id: expect.any(Number),
    });
    const a = await detail(slug);
    expect(a).toMatchObject({
      pro_name: fields.pro_name,
      pro_name_en: fields.pro_name_en,
      first_name: 'Даваа',
      last_name: 'Бямбасүрэн',
      born: 1971,
      died: null,
      biography: fields.bio,
      biography_en: fields.bio_en,
      publish: false,
      countries: [{ id: ids.mn, country_mongol_name: 'Монгол', country_english_name: 'Mongolia' }],
      professions: [{ id: ids.director, profession_mongol_title: 'Найруулагч' }],
      quotes: [{ quote: 'Кино бол амьдрал.' }],
    });
    const file = path.join(t.dataDir, a.photo.replace(/^\//, ''));
    expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'jpeg', width: 240, height: 360 });
    expect((await t.call({ method: 'GET', url: '/api/artist/api-artist-detail/', query: { slug } })).statusCode).toBe(
      404,
    );
    // Mongolian (countryFlag 2) and findable by Latin search once published.
    await t.call({ method: 'POST', url: '/api/artist/api-publish-artist/', payload: { slug }, token: tokens.admin });
    const found = await t.call({
      method: 'GET',
      url: '/api/artist/artist-list/',
      query: { search: fields.pro_name_en.toLowerCase(), countryFlag: '2' },
    });
    expect(found.json().artist_list[0].person_slug).toBe(slug);
  });

  it('is for signed-in users only', async () => {
    expect((await create(validFields(), 'guest')).statusCode).toBe(401);
    for (const who of ['user', 'contributor', 'main', 'admin'] as const)
      expect((await create(validFields(), who)).statusCode, who).toBe(200);
  });

  it('says which field is wrong, in Mongolian', async () => {
    const year = new Date().getFullYear();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ pro_name: undefined }, 'pro_name', mn('required')],
      [{ pro_name_en: '  ' }, 'pro_name_en', mn('required')],
      [{ first_name: '' }, 'first_name', mn('required')],
      [{ last_name: undefined }, 'last_name', mn('required')],
      [{ bio: '' }, 'bio', mn('required')],
      [{ bio_en: 'x'.repeat(4501) }, 'bio_en', mn('tooLong4500')],
      [{ countries: [] }, 'countries', mn('choiceRequired')],
      [{ countries: undefined }, 'countries', mn('choiceRequired')],
      [{ professions: [] }, 'professions', mn('choiceRequired')],
      [{ professions: [1, 2, 3, 4, 5, 6] }, 'professions', mn('tooManyChoices')],
      [{ professions: 'not json' }, 'professions', mn('invalidValue')],
      [{ countries: ['x'] }, 'countries.0', mn('invalidValue')],
      [{ born: year + 1 }, 'born', mn('yearInvalid')],
      [{ born: 1199 }, 'born', mn('yearInvalid')],
      [{ born: 'abc' }, 'born', mn('yearInvalid')],
      [{ died: year + 1 }, 'died', mn('yearInvalid')],
      [{ born: 1980, died: 1970 }, 'died', mn('yearInvalid')],
      [{ quotes: [{ quote: 'x'.repeat(1001) }] }, 'quotes.0', mn('tooLong1000')],
      [{ countries: [99_999_999] }, 'countries', mn('invalidValue')],
      [{ old_countries: [99_999_999] }, 'old_countries', mn('invalidValue')],
      [{ professions: [99_999_999] }, 'professions', mn('invalidValue')],
    ];
    for (const [change, field, text] of cases) {
      const res = await create({ ...validFields(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()[field], `${JSON.stringify(change)} → ${res.body}`).toEqual([text]);
    }
  });

  it('takes the biography at exactly 4500 characters and five professions', async () => {
    const res = await create({
      ...validFields(),
      bio: 'а'.repeat(4500),
      professions: ids.all.slice(0, 5),
      old_countries: [ids.su],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await detail(res.json().slug)).professions).toHaveLength(5);
  });

  it('requires a real JPEG photo of at most 1 MB', async () => {
    const field = 'artist-photo';
    const missing = await send('api-create-artist', validFields(), undefined, 'user');
    expect(missing.json()).toEqual({ [field]: [mn('imageRequired')] });
    const renamed = await create(validFields(), 'user', {
      data: await png(),
      filename: 'photo.jpg',
      type: 'image/jpeg',
    });
    expect(renamed.json()).toEqual({ [field]: [mn('jpegOnly')] });
    const text = await create(validFields(), 'user', {
      data: Buffer.from('not an image at all'),
      filename: 'photo.jpg',
    });
    expect(text.json()).toEqual({ [field]: [mn('jpegOnly')] });
    const big = await largeJpeg();
    expect(big.length).toBeGreaterThan(1_000_000);
    const large = await create(validFields(), 'user', { data: big });
    expect(large.statusCode).toBe(400);
    expect(large.json()).toEqual({ [field]: [mn('imageTooLarge')] });
  });

  it('answers 400 to a body that is not multipart', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/artist/api-create-artist/',
      payload: validFields(),
      token: tokens.user,
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('update', () => {
  it('contributors, main contributors and admins edit; guests 401, users 403', async () => {
    const a = await makeArtist(t.database.db, { proName: `Засах ${token()}` });
    const fields = { ...validFields(), slug: a.slug };
    expect((await send('api-update-artist', fields, undefined, 'guest')).statusCode).toBe(401);
    expect((await send('api-update-artist', fields, undefined, 'user')).statusCode).toBe(403);
    for (const who of ['contributor', 'main', 'admin'] as const) {
      const res = await send('api-update-artist', { ...fields, bio: `Засвар ${who}` }, undefined, who);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ success: true, message: mn('artistUpdated'), slug: a.slug });
      expect((await detail(a.slug)).biography).toBe(`Засвар ${who}`);
    }
  });

  it('replaces names, lists and quotes, keeps the slug, and changes the photo only when sent', async () => {
    const created = await create(validFields());
    const slug = created.json().slug;
    const before = await detail(slug);
    const res = await send(
      'api-update-artist',
      {
        ...validFields(),
        slug,
        pro_name: 'Акира Куросава',
        pro_name_en: 'Akira Kurosawa',
        countries: [ids.jp],
        old_countries: [ids.su],
        professions: [ids.actor, ids.director],
        quotes: [{ quote: 'Шинэ' }],
        born: 1910,
        died: 1998,
      },
      undefined,
      'contributor',
    );
    expect(res.statusCode, res.body).toBe(200);
    const after = await detail(slug);
    expect(after).toMatchObject({
      person_slug: slug,
      pro_name: 'Акира Куросава',
      born: 1910,
      died: 1998,
      photo: before.photo,
      countries: [{ id: ids.jp }],
      old_countries: [{ id: ids.su }],
      professions: [{ id: ids.actor }, { id: ids.director }],
      quotes: [{ quote: 'Шинэ' }],
    });
    // No longer Mongolian: it leaves countryFlag 2 and joins countryFlag 1.
    await t.call({ method: 'POST', url: '/api/artist/api-publish-artist/', payload: { slug }, token: tokens.admin });
    const intl = await t.call({
      method: 'GET',
      url: '/api/artist/artist-list/',
      query: { search: 'kurosawa', countryFlag: '1' },
    });
    expect(intl.json().artist_list.map((x: { person_slug: string }) => x.person_slug)).toContain(slug);

    const withPhoto = await send(
      'api-update-artist',
      { ...validFields(), slug },
      { data: await jpeg(500, 500, '#222222') },
      'admin',
    );
    expect(withPhoto.statusCode).toBe(200);
    const changed = await detail(slug);
    expect(changed.photo).not.toBe(before.photo);
    // The replaced photo stays in storage: the artist's history refers to it (decision 024).
    expect(fs.existsSync(path.join(t.dataDir, before.photo.replace(/^\//, '')))).toBe(true);
  });

  it('is 404 for an unknown slug and 400 for a bad photo or field', async () => {
    expect(
      (await send('api-update-artist', { ...validFields(), slug: 'no-such-artist' }, undefined, 'admin')).statusCode,
    ).toBe(404);
    const a = await makeArtist(t.database.db, { proName: `Буруу ${token()}` });
    const bad = await send(
      'api-update-artist',
      { ...validFields(), slug: a.slug },
      { data: await png(), filename: 'x.jpg' },
      'admin',
    );
    expect(bad.json()).toEqual({ 'artist-photo': [mn('jpegOnly')] });
    const noSlug = await send('api-update-artist', validFields(), undefined, 'admin');
    expect(noSlug.json()).toEqual({ slug: [mn('required')] });
  });
});

describe('the cached guest catalogue follows every write at once', () => {
  const guestList = (query: Record<string, string>) =>
    t
      .call({ method: 'GET', url: '/api/artist/artist-list/', query })
      .then((r) => r.json().artist_list.map((x: { person_slug: string }) => x.person_slug));
  const guestDetail = (slug: string) =>
    t.call({ method: 'GET', url: '/api/artist/api-artist-detail/', query: { slug } });

  it('an artist appears for guests when published and follows new countries and professions; a like shows at once', async () => {
    const fields = validFields();
    const search = fields.pro_name_en.split(' ')[1];
    const filtered = { search, country: String(ids.jp), profession: String(ids.actor) };
    expect(await guestList({ search })).toEqual([]); // now cached for guests
    const { slug } = (await create(fields)).json();
    await t.call({ method: 'POST', url: '/api/artist/api-publish-artist/', payload: { slug }, token: tokens.admin });
    expect(await guestList({ search })).toEqual([slug]);
    expect(await guestList(filtered)).toEqual([]);

    await send(
      'api-update-artist',
      { ...fields, slug, countries: [ids.jp], professions: [ids.actor] },
      undefined,
      'contributor',
    );
    expect(await guestList(filtered)).toEqual([slug]);
    expect(await guestList({ ...filtered, country: String(ids.mn) })).toEqual([]);
    expect((await guestDetail(slug)).json().artist_detail.countries.map((c: { id: number }) => c.id)).toEqual([ids.jp]);

    expect((await guestDetail(slug)).json().artist_detail.likes).toBe(0);
    await t.call({ method: 'POST', url: '/api/artist/api-like-artist/', payload: { slug }, token: tokens.user });
    expect((await guestDetail(slug)).json().artist_detail).toMatchObject({ likes: 1, user_like: false });
    expect(await detail(slug, 'user')).toMatchObject({ likes: 1, user_like: true });
  });
});
