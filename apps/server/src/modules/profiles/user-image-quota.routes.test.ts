import fs from 'node:fs';
import path from 'node:path';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeJpeg } from '../../lib/images';
import { buildTestApp, type TestApp } from '../../test/app';
import { jpeg, multipart, png } from '../../test/multipart';

// The image library's upload (issue 24 item 4): JPEG only, and the stored bytes bounded by the member's
// quota (QUOTA_IMAGE_LIBRARY_BYTES; staff QUOTA_STAFF_FACTOR times as much), which the library shows.

const STAFF_FACTOR = 4;
let t: TestApp;
let image: Buffer;
/** What one upload of `image` stores: the quota holds two and a half of them. */
let stored: number;
let quota: number;

beforeAll(async () => {
  image = await jpeg(400, 300, '#7a4a2f');
  stored = (await encodeJpeg({ field: 'image', data: image })).length;
  quota = Math.floor(stored * 2.5);
  t = await buildTestApp({
    env: { QUOTA_IMAGE_LIBRARY_BYTES: String(quota), QUOTA_STAFF_FACTOR: String(STAFF_FACTOR) },
  });
});
afterAll(() => t.close());

async function upload(data: Buffer, token?: string) {
  const { payload, headers } = await multipart({}, { image: { data } });
  return t.call({ method: 'POST', url: '/api/user/api/v-user-useraddimage/', payload, headers, token });
}
const library = async (token: string) =>
  (await t.call({ method: 'GET', url: '/api/user/api/v-user-userimages/', token })).json();
const filesOf = (url: string) => fs.readdirSync(path.join(t.dataDir, path.dirname(url.replace(/^\//, ''))));
const full = { image: [mn('imageLibraryFull')] };

describe('the image library quota', () => {
  it('shows what the library holds of the quota, and refuses an upload past it, storing nothing', async () => {
    const member = await t.signedInUser([]);
    expect(await library(member.token)).toEqual({ images: [], used_bytes: 0, quota_bytes: quota });

    const first = (await upload(image, member.token)).json().url;
    expect((await upload(image, member.token)).statusCode).toBe(200);
    expect((await library(member.token)).used_bytes).toBe(2 * stored);

    const refused = await upload(image, member.token);
    expect([refused.statusCode, refused.json()]).toEqual([400, full]);
    const after = await library(member.token);
    expect([after.images.length, after.used_bytes]).toEqual([2, 2 * stored]);
    expect(filesOf(first)).toHaveLength(2);
  });

  it('frees the bytes of a deleted image for the next upload', async () => {
    const member = await t.signedInUser([]);
    await upload(image, member.token);
    await upload(image, member.token);
    const [newest] = (await library(member.token)).images;
    const removed = await t.call({
      method: 'POST',
      url: '/api/user/api/v-user-userimagedelete/',
      payload: { id: newest.id },
      token: member.token,
    });
    expect(removed.statusCode).toBe(200);
    expect((await upload(image, member.token)).statusCode).toBe(200);
    expect((await library(member.token)).used_bytes).toBe(2 * stored);
  });

  it('lets only as many uploads as fit through when they arrive together', async () => {
    const member = await t.signedInUser([]);
    const answers = await Promise.all([0, 1, 2, 3].map(() => upload(image, member.token)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 400, 400]);
    expect((await library(member.token)).images).toHaveLength(2);
  });

  it('gives staff the quota times the staff factor', async () => {
    const contributor = await t.signedInUser(['contributer']);
    expect((await library(contributor.token)).quota_bytes).toBe(quota * STAFF_FACTOR);
  });

  it('answers a wrong type and a missing token in the spec’s words, and counts neither', async () => {
    const member = await t.signedInUser([]);
    const wrongType = await upload(await png(), member.token);
    expect([wrongType.statusCode, wrongType.json()]).toEqual([400, { image: [mn('jpegOnly')] }]);
    const guest = await upload(image);
    expect([guest.statusCode, guest.json()]).toEqual([401, { detail: mn('authRequired') }]);
    const noToken = await t.call({ method: 'GET', url: '/api/user/api/v-user-userimages/' });
    expect([noToken.statusCode, noToken.json()]).toEqual([401, { detail: mn('authRequired') }]);
    expect(await library(member.token)).toEqual({ images: [], used_bytes: 0, quota_bytes: quota });
  });
});
