import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { PROFILE_IMAGE_FIELDS } from '@mfi/contract/profiles.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createS3Storage } from './lib/s3-storage';
import type { Storage } from './lib/storage';
import { buildTestApp, type TestApp } from './test/app';
import { signedInMember } from './test/factories/members';
import { makeJournalTag, makeJournalTypes } from './test/factories/journals';
import { makeMovie } from './test/factories/movies';
import { whileRefusing } from './test/refused-writes';
import { jpeg, multipart } from './test/multipart';
import { startS3Server, type S3Server } from './test/s3-server';

// Issue 28 part 2 (decision 033): with S3_BUCKET set, media go to the bucket, every answer's media URL comes
// from the storage (MEDIA_BASE_URL for a CDN, else the site's /media/, served from the bucket), replaced
// images leave the bucket, and /api/health reports the bucket apart.
// Nothing here depends on the database's kind: it runs once, on PGlite, not again in server-pg.
describe.skipIf(process.env.TEST_DB_KIND === 'pg')('media in S3', () => {
  const CDN = 'https://cdn.mfi.mn/media/';

  let s3: S3Server;
  let bucket: Storage;
  beforeAll(async () => {
    s3 = await startS3Server('media-routes');
    bucket = createS3Storage(s3.settings);
  });
  afterAll(() => s3?.close());

  const bucketKeys = async (prefix: string) => {
    const keys: string[] = [];
    for await (const key of bucket.keys()) if (key.startsWith(prefix)) keys.push(key);
    return keys.sort();
  };

  /** A browser's image request: no API key, no token. */
  const image = (t: TestApp, url: string, headers: Record<string, string> = {}) =>
    t.call({ method: 'GET', url, headers, noKey: true });

  async function saveProfilePhoto(t: TestApp, token: string) {
    const { payload, headers } = await multipart({}, { [PROFILE_IMAGE_FIELDS.photo]: { data: await jpeg(400, 400) } });
    return t.call({ method: 'POST', url: '/api/user/api/v-user-profile-update/', payload, headers, token });
  }

  describe('media in a bucket behind a CDN (MEDIA_BASE_URL)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: { ...s3.env, MEDIA_BASE_URL: CDN } });
    });
    afterAll(() => t?.close());

    it('a new profile photo lands in the bucket, and every answer names it at the CDN', async () => {
      const member = await t.signedInUser();
      const res = await saveProfilePhoto(t, member.token);
      expect(res.statusCode).toBe(200);
      const url: string = res.json().user.image;
      expect(url.startsWith(CDN)).toBe(true);
      const key = url.slice(CDN.length);
      expect(await sharp((await bucket.read(key))!).metadata()).toMatchObject({ format: 'jpeg', width: 240 });
      expect(fs.existsSync(path.join(t.dataDir, 'media', key))).toBe(false);

      const short = await t.call({ method: 'GET', url: '/api/user/api/v-user-profile-short/', token: member.token });
      expect(short.json().user_profile.image).toBe(url);
    });

    it('replacing the photo removes the old one and its WebP copies from the bucket', async () => {
      const member = await t.signedInUser();
      const first: string = (await saveProfilePhoto(t, member.token)).json().user.image;
      const oldKey = first.slice(CDN.length);
      // The site still answers /media/ from the bucket (the CDN's origin): a copy asked for is made there.
      expect((await image(t, `/media/${oldKey.replace(/\.jpg$/, '.w160.webp')}`)).statusCode).toBe(200);
      const folder = path.posix.dirname(oldKey);
      expect(await bucketKeys(folder)).toHaveLength(2);

      const second: string = (await saveProfilePhoto(t, member.token)).json().user.image;
      expect(second).not.toBe(first);
      expect(await bucketKeys(folder)).toEqual([second.slice(CDN.length)]);
    });

    it('a save the database refuses after its photo was stored takes the photo out of the bucket again', async () => {
      const member = await signedInMember(t);
      const refuse = { name: 'media_test_refuse', event: 'before update on users', when: `new.id = ${member.id}` };
      await whileRefusing(t.database.db, refuse, async () => {
        expect((await saveProfilePhoto(t, member.token)).statusCode).toBe(500);
      });
      expect(await bucketKeys(`users/${member.id}/`)).toEqual([]);
    });

    it("an image the editor places in a journal keeps the CDN's address; an image from elsewhere is dropped", async () => {
      const publisher = await t.signedInUser(['publisher']);
      const upload = await multipart({}, { image: { data: await jpeg(800, 600) } });
      const added = await t.call({
        method: 'POST',
        url: '/api/user/api/v-user-useraddimage/',
        ...upload,
        token: publisher.token,
      });
      const url: string = added.json().url;
      expect(url.startsWith(CDN)).toBe(true);
      const key = url.slice(CDN.length);

      const types = await makeJournalTypes(t.database.db);
      const form = await multipart(
        {
          title: 'Зурагтай нийтлэл',
          type: String(types.main.id),
          sub_type: String(types.sub.id),
          tags: [(await makeJournalTag(t.database.db)).id],
          // The site path of the same key (HTML written before the CDN) is ours too, and gets the CDN's address.
          content: `<p>Текст</p><img src="${url}"><img src="/media/${key}"><img src="https://elsewhere.mn/x.jpg">`,
        },
        { 'journal-cover': { data: await jpeg(1280, 720) } },
      );
      const created = await t.call({
        method: 'POST',
        url: '/api/journal/api-journal-create/',
        ...form,
        token: publisher.token,
      });
      expect(created.statusCode).toBe(200);
      const { slug, type_slug: typeSlug, sub_type_slug: subTypeSlug } = created.json();
      const detail = await t.call({
        method: 'GET',
        url: '/api/journal/api-journal-detail/',
        query: { slug, typeSlug, subTypeSlug },
        token: publisher.token,
      });
      const { content, cover } = detail.json().journal_detail;
      expect(content).toBe(`<p>Текст</p><img src="${url}" /><img src="${url}" />`);
      expect(cover.startsWith(CDN)).toBe(true);
    });
  });

  describe('media in a bucket served by the site (no MEDIA_BASE_URL)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ env: s3.env });
    });
    afterAll(() => t?.close());

    it('/media/<key> answers the bucket’s bytes with their type and an ETag, then 304 for that ETag', async () => {
      const member = await t.signedInUser();
      const url: string = (await saveProfilePhoto(t, member.token)).json().user.image;
      expect(url).toMatch(/^\/media\/users\/\d+\/profile\/\w+\.jpg$/);
      const res = await image(t, url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.rawPayload.equals((await bucket.read(url.slice('/media/'.length)))!)).toBe(true);
      const etag = res.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await image(t, url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
    });

    it('makes a WebP copy the first time it is asked for and keeps it in the bucket', async () => {
      const member = await t.signedInUser();
      const url: string = (await saveProfilePhoto(t, member.token)).json().user.image;
      const copy = url.replace(/\.jpg$/, '.w160.webp');
      const res = await image(t, copy);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 160 });
      expect(await bucket.read(copy.slice('/media/'.length))).not.toBeNull();
    });

    it('answers 404 for a key the bucket does not hold, and for a way out of it', async () => {
      for (const url of ['/media/users/none.jpg', '/media/users/none.w320.webp', '/media/users/..%2F..%2Fx.jpg']) {
        const res = await image(t, url);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ detail: mn('notFound') });
      }
    });

    it('health reports the bucket ok, then down while the S3 server is away; pages still read', async () => {
      const health = () => t.call({ method: 'GET', url: '/api/health', noKey: true });
      expect((await health()).json()).toMatchObject({ status: 'ok', checks: { storage: { ok: true } } });
      const movie = await makeMovie(t.database.db, { poster: 'movies/posters/away.jpg' });
      await s3.stop();
      try {
        const down = await health();
        expect(down.statusCode).toBe(200);
        expect(down.json()).toMatchObject({
          status: 'degraded',
          checks: { database: { ok: true }, storage: { ok: false } },
        });
        const page = await t.call({ method: 'GET', url: '/api/movie/api-movie-detail/', query: { slug: movie.slug } });
        expect(page.statusCode).toBe(200);
        expect(page.json().movie_detail.poster).toBe('/media/movies/posters/away.jpg');
      } finally {
        await s3.start();
      }
      expect((await health()).json()).toMatchObject({ status: 'ok' });
    });
  });

  describe('the media settings', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });

    it('keep media in the folder without S3_BUCKET, and read the bucket and CDN with it', () => {
      expect(load({})().s3).toBeUndefined();
      expect(load({ S3_BUCKET: 'media', MEDIA_BASE_URL: 'https://cdn.mfi.mn/media' })()).toMatchObject({
        s3: { bucket: 'media', region: 'us-east-1', forcePathStyle: false, credentials: undefined },
        mediaBaseUrl: 'https://cdn.mfi.mn/media/',
      });
    });

    it('refuse a half-set bucket with a message that names what to set', () => {
      expect(load({ S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'x' })).toThrow(
        'Invalid configuration: S3_ENDPOINT, S3_REGION set without S3_BUCKET',
      );
      expect(load({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'key' })).toThrow(
        'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      );
      expect(load({ S3_BUCKET: 'media', S3_FORCE_PATH_STYLE: 'yes' })).toThrow('S3_FORCE_PATH_STYLE: "yes"');
      expect(load({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT: "minio:9000"');
      expect(load({ MEDIA_BASE_URL: 'cdn.mfi.mn' })).toThrow('MEDIA_BASE_URL: "cdn.mfi.mn"');
    });
  });
});
