import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { makeSerialWithEpisodes } from '../test/factories/serials';
import { jpeg, multipart } from '../test/multipart';

// Per-member quotas on creations and uploads, and the bound on one form's files (issue 12: one member
// stored 20 MB in 15 s; a 29-image request took 70 s). Small limits here; config.ts holds the real ones.

let t: TestApp;
let seasonId: number;
let image: Buffer;
let episodeNumber = 100;
beforeAll(async () => {
  t = await buildTestApp({
    env: {
      QUOTA_CREATIONS_PER_MINUTE: '2',
      QUOTA_UPLOADS_PER_MINUTE: '3',
      QUOTA_STAFF_FACTOR: '10',
      UPLOAD_REQUEST_MAX_BYTES: '300000',
      UPLOAD_REQUEST_MAX_FILES: '3',
    },
  });
  seasonId = (await makeSerialWithEpisodes(t.database.db, 1)).season.id;
  image = await jpeg(480, 720);
});
afterAll(() => t.close());

async function createEpisode(token: string, number = ++episodeNumber) {
  const { payload, headers } = await multipart({
    season: seasonId,
    epi_number: number,
    epi_name: 'Анги',
    epi_runtime: 45,
    plot: 'Өгүүлэмж.',
    en_plot: 'Plot.',
  });
  return t.call({ method: 'POST', url: '/api/serial/api-create-episode/', payload, headers, token });
}

async function uploadImages(token: string, files: Buffer[]) {
  const { payload, headers } = await multipart({}, { image: files.map((data) => ({ data })) });
  return t.call({ method: 'POST', url: '/api/user/api/v-user-useraddimage/', payload, headers, token });
}

/** A JPEG of random pixels (they do not compress): about 3 bytes a pixel. */
function noiseJpeg(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 100 })
    .toBuffer();
}

function expectQuotaRefusal(res: Awaited<ReturnType<typeof createEpisode>>) {
  expect(res.statusCode).toBe(429);
  const wait = Number(res.headers['retry-after']);
  expect(wait).toBeGreaterThan(0);
  expect(wait).toBeLessThanOrEqual(60);
  expect(res.json()).toEqual({ detail: mn('quotaReached', { seconds: wait }), wait });
}

describe('creation quota', () => {
  it('refuses a member’s creations past the minute’s quota with 429 and Retry-After; a failed create does not count', async () => {
    const member = await t.signedInUser([]);
    const first = await createEpisode(member.token);
    expect(first.statusCode).toBe(200);
    // The same episode number again: a 400 that stores nothing and costs nothing.
    expect((await createEpisode(member.token, episodeNumber)).statusCode).toBe(400);
    expect((await createEpisode(member.token)).statusCode).toBe(200);
    expectQuotaRefusal(await createEpisode(member.token));
  });

  it('gives contributors ten times the quota', async () => {
    const contributor = await t.signedInUser(['contributer']);
    for (let i = 0; i < 3; i++) expect((await createEpisode(contributor.token)).statusCode).toBe(200);
  });
});

describe('upload quota', () => {
  it('counts each form with files, per member', async () => {
    const member = await t.signedInUser([]);
    for (let i = 0; i < 3; i++) expect((await uploadImages(member.token, [image])).statusCode).toBe(200);
    expectQuotaRefusal(await uploadImages(member.token, [image]));
    const other = await t.signedInUser([]);
    expect((await uploadImages(other.token, [image])).statusCode).toBe(200);
  });
});

describe('one form’s files', () => {
  it('answers 413 with the Mongolian message past the total size', async () => {
    const member = await t.signedInUser([]);
    const big = await noiseJpeg(400, 400);
    expect(big.length).toBeGreaterThan(160_000);
    expect(big.length).toBeLessThan(1_000_000);
    const res = await uploadImages(member.token, [big, big]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: mn('uploadTooLarge', { mb: 0.3 }) });
  });

  it('answers 413 with the Mongolian message past the file count', async () => {
    const member = await t.signedInUser([]);
    const res = await uploadImages(member.token, [image, image, image, image]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: mn('uploadTooManyFiles', { count: 3 }) });
  });
});
