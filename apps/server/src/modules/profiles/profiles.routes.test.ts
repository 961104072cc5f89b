import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { birthdayMax } from '@mfi/contract/profiles.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artistLikes, countries, movieUserFlags } from '../../db/schema';
import { buildTestApp, STRONG_PASSWORD, type TestApp } from '../../test/app';
import { type SignedInMember, signedInMember } from '../../test/factories/members';
import { makeJournal, makeJournalTypes } from '../../test/factories/journals';
import { makeArtist, makeMovie } from '../../test/factories/movies';
import { jpeg, multipart, png } from '../../test/multipart';

// The profile page's detail and the editor's save (issue 15 items 1 and 2; part 1 sections 2, 3, 7, 8).

let t: TestApp;
let owner: SignedInMember;
let other: SignedInMember;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await signedInMember(t, ['publisher']);
  other = await signedInMember(t);
});
afterAll(() => t.close());

const detail = (slug: string, token?: string) =>
  t.call({ method: 'GET', url: `/api/user/api/${slug}/v-user-detail/`, token });

async function save(token: string | undefined, fields: Record<string, string>, files: Record<string, Buffer> = {}) {
  const { payload, headers } = await multipart(
    fields,
    Object.fromEntries(Object.entries(files).map(([k, data]) => [k, { data, filename: `${k}.jpg` }])),
  );
  return t.call({ method: 'POST', url: '/api/user/api/v-user-profile-update/', payload, headers, token });
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe('GET /user/api/{slug}/v-user-detail/', () => {
  it('is open to guests (no private field, no relation) and answers 404 for no such member', async () => {
    const guest = await detail(owner.slug);
    expect(guest.statusCode).toBe(200);
    expect(guest.json().user_object).toMatchObject({
      slug: owner.slug,
      email: null,
      is_owner: false,
      following: false,
      blocked: false,
      beingblocked: false,
      unpublishedarticles: null,
    });
    expect((await detail('no-such-member-slug', other.token)).statusCode).toBe(404);
  });

  it('answers every field and count of the board, and what the member watches now', async () => {
    // The rows are written straight into the database, past the writes that drop a cached profile: a member
    // nobody has read yet.
    const owner = await signedInMember(t, ['publisher']);
    const db = t.database.db;
    const movie = await makeMovie(db);
    const short = await makeMovie(db, { category: 2 });
    const artist = await makeArtist(db);
    await db.insert(movieUserFlags).values([
      { movieId: movie.id, userId: owner.id, favorite: true, watch: true, watching: true },
      { movieId: short.id, userId: owner.id, favorite: true },
    ]);
    await db.insert(artistLikes).values({ artistId: artist.id, userId: owner.id });
    const types = await makeJournalTypes(db);
    await makeJournal(db, { authorId: owner.id, subTypeId: types.sub.id });
    await makeJournal(db, { authorId: owner.id, subTypeId: types.sub.id, publishDate: null });

    const res = await detail(owner.slug, other.token);
    expect(res.statusCode).toBe(200);
    const { user_object: o, user_status } = res.json();
    expect(o).toMatchObject({
      username: owner.username,
      slug: owner.slug,
      title: 'publisher',
      followers: 0,
      followings: 0,
      favoritemovies: 1,
      favoriteshortmovies: 1,
      watchmovies: 1,
      idols: 1,
      moviereview: 0,
      usermovielist: 0,
      publishedarticles: 1,
      // Drafts are counted for their publisher only.
      unpublishedarticles: null,
      is_owner: false,
      following: false,
      blocked: false,
      beingblocked: false,
      email: null,
    });
    expect(user_status).toEqual({
      content: 1,
      slug: movie.slug,
      serial_slug: null,
      season_slug: null,
      episode_slug: null,
      title: movie.mTitle,
      i_title: movie.iTitle,
    });

    const own = (await detail(owner.slug, owner.token)).json().user_object;
    expect([own.is_owner, own.unpublishedarticles, own.email]).toEqual([true, 1, owner.email]);
  });

  it('carries can_see_drafts to the publisher on their own page and to contributors, no one else', async () => {
    const member = await signedInMember(t);
    const contributor = await signedInMember(t, ['contributer']);
    const drafts = async (slug: string, token?: string) =>
      (await detail(slug, token)).json().user_object.can_see_drafts as boolean;
    expect(await drafts(owner.slug)).toBe(false);
    expect(await drafts(owner.slug, owner.token)).toBe(true);
    expect(await drafts(owner.slug, other.token)).toBe(false);
    expect(await drafts(owner.slug, contributor.token)).toBe(true);
    // A member who does not publish has no drafts section on their own page; a publisher none on another's.
    expect(await drafts(member.slug, member.token)).toBe(false);
    expect(await drafts(member.slug, owner.token)).toBe(false);
    expect(await drafts(owner.slug)).toBe(false); // the guest's cached profile never took a verdict
  });

  it('a hidden birthday never leaves the server but to its owner', async () => {
    expect((await save(owner.token, { birthday: '1990-05-17', birthdayhide: 'true' })).statusCode).toBe(200);
    const seen = await detail(owner.slug, other.token);
    expect(seen.json().user_object).toMatchObject({ birthday: null, birthdaycheck: true });
    expect(seen.body).not.toContain('1990-05-17');
    expect((await detail(owner.slug, owner.token)).json().user_object.birthday).toBe('1990-05-17');

    await save(owner.token, { birthdayhide: 'false' });
    expect((await detail(owner.slug, other.token)).json().user_object.birthday).toBe('1990-05-17');
  });
});

describe('POST /user/api/v-user-profile-update/', () => {
  it("saves the caller's fields and both crops as JPEGs, answering their urls", async () => {
    const [country] = await t.database.db.select({ id: countries.id, name: countries.nameMn }).from(countries).limit(1);
    const res = await save(
      owner.token,
      {
        lastname: 'Бат',
        firstname: 'Дорж',
        bio: 'Кино сонирхогч',
        country: country ? String(country.id) : '',
        facebook: 'https://facebook.com/dorj',
        youtubename: 'Dorj TV',
      },
      { 'user-photo': await jpeg(600, 600), 'user-background': await jpeg(2560, 1440) },
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: mn('profileSaved') });
    for (const [url, size] of [
      [body.user.image, [240, 240]],
      [body.user.background, [1280, 720]],
    ] as const) {
      const meta = await sharp(fs.readFileSync(path.join(t.dataDir, url.replace(/^\//, '')))).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', ...size]);
    }
    const o = (await detail(owner.slug, other.token)).json().user_object;
    expect(o).toMatchObject({
      lastname: 'Бат',
      firstname: 'Дорж',
      bio: 'Кино сонирхогч',
      facebook: 'https://facebook.com/dorj',
      youtubename: 'Dorj TV',
      image: body.user.image,
      backgroundimage: body.user.background,
      country: country?.id ?? null,
    });

    // A new photo replaces the old file; fields not sent stay.
    const again = (await save(owner.token, {}, { 'user-photo': await jpeg(300, 300) })).json();
    expect((await save(owner.token, {})).json()).toEqual({ detail: mn('invalidValue') });
    expect(again.user.image).not.toBe(body.user.image);
    expect(again.user.background).toBe(body.user.background);
    expect(fs.existsSync(path.join(t.dataDir, body.user.image.replace(/^\//, '')))).toBe(false);
    expect((await detail(owner.slug, owner.token)).json().user_object.bio).toBe('Кино сонирхогч');
  });

  it('refuses a bio of 1,501, a birthday in 1899 or tomorrow, a PNG named .jpg and a taken e-mail', async () => {
    expect((await save(owner.token, { bio: 'а'.repeat(1501) })).json()).toEqual({ bio: [mn('tooLong1500')] });
    expect((await save(owner.token, { bio: 'а'.repeat(1500) })).statusCode).toBe(200);
    for (const birthday of ['1899-12-31', nextDay(birthdayMax()), '2001-02-30', 'yesterday'])
      expect((await save(owner.token, { birthday })).json()).toEqual({ birthday: [mn('birthdayInvalid')] });
    for (const birthday of ['1900-01-01', birthdayMax()])
      expect((await save(owner.token, { birthday })).statusCode).toBe(200);
    expect((await save(owner.token, {}, { 'user-photo': await png() })).json()).toEqual({
      'user-photo': [mn('jpegOnly')],
    });
    expect((await save(owner.token, {}, { 'user-background': await png() })).json()).toEqual({
      'user-background': [mn('jpegOnly')],
    });
    // A taken address is told only with the right password (an e-mail change asks for it).
    expect((await save(owner.token, { email: other.email.toUpperCase(), password: STRONG_PASSWORD })).json()).toEqual({
      email: [mn('emailTaken')],
    });
    expect((await save(owner.token, { email: 'not-an-email' })).json()).toEqual({ email: [mn('emailInvalid')] });
    expect((await save(owner.token, { country: '999999' })).json()).toEqual({ country: [mn('countryUnknown')] });
    // One's own e-mail, in another case, is not "taken".
    expect((await save(owner.token, { email: owner.email.toUpperCase() })).statusCode).toBe(200);
  });

  it("needs a login and changes only the caller's profile", async () => {
    expect((await save(undefined, { bio: 'x' })).statusCode).toBe(401);
    const before = (await detail(other.slug, other.token)).json().user_object;
    const res = await save(owner.token, { slug: other.slug, username: other.username, bio: 'Миний тухай' });
    expect(res.statusCode).toBe(200);
    expect((await detail(other.slug, other.token)).json().user_object).toEqual(before);
    expect((await detail(owner.slug, owner.token)).json().user_object.bio).toBe('Миний тухай');
  });
});

describe('GET /user/api/{slug}/v-user-detail/: the cached profile is never behind what a reader can notice', () => {
  it("the member's own writes and a follow by another show at once; the caller's relation is the caller's", async () => {
    const member = await signedInMember(t);
    const fan = await signedInMember(t);
    const artist = await makeArtist(t.database.db);
    const counts = async (token?: string) => (await detail(member.slug, token)).json().user_object;
    expect(await counts()).toMatchObject({ idols: 0, followers: 0 }); // a guest's read fills the cache

    const like = await t.call({
      method: 'POST',
      url: '/api/artist/api-like-artist/',
      payload: { slug: artist.slug },
      token: member.token,
    });
    expect(like.statusCode).toBe(200);
    expect(await counts()).toMatchObject({ idols: 1 });

    const follow = { method: 'POST' as const, url: '/api/user/api/v-user-follow/', payload: { slug: member.slug } };
    expect((await t.call({ ...follow, token: fan.token })).statusCode).toBe(200);
    expect(await counts()).toMatchObject({ followers: 1, following: false });
    expect(await counts(fan.token)).toMatchObject({ followers: 1, following: true, is_owner: false });
    expect(await counts(member.token)).toMatchObject({ is_owner: true, following: false });
  });
});
