import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { mn } from '@mfi/contract/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userImages } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/app';
import { userIdOf } from '../../test/factories/journals';
import { jpeg, largeJpeg, multipart, png } from '../../test/multipart';

// The rich-text editor's image upload (part 2 section 7 "Images"): JPEG only, stored, recorded in the
// user's image library, answered with its url.

let t: TestApp;
let user: { token: string; username: string };
beforeAll(async () => {
  t = await buildTestApp();
  user = await t.signedInUser([]);
});
afterAll(() => t.close());

async function upload(files: Record<string, Buffer | undefined>, token?: string) {
  const { payload, headers } = await multipart(
    {},
    Object.fromEntries(Object.entries(files).map(([k, v]) => [k, v && { data: v }])),
  );
  return t.call({ method: 'POST', url: '/api/user/api/v-user-useraddimage/', payload, headers, token });
}

describe('POST /user/api/v-user-useraddimage/', () => {
  it('stores a JPEG without metadata, bounded to 1600 px, records it and answers its url', async () => {
    const withExif = await sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#336699' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-owner' } } })
      .jpeg()
      .toBuffer();
    const res = await upload({ image: withExif }, user.token);
    expect(res.statusCode).toBe(200);
    const { url } = res.json();
    expect(url).toMatch(/^\/media\/users\/\d+\/images\/[0-9a-f]+\.jpg$/);

    const stored = fs.readFileSync(path.join(t.dataDir, url.replace(/^\//, '')));
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif]).toEqual(['jpeg', 1600, 800, undefined]);

    const userId = await userIdOf(t.database.db, user.username);
    const library = await t.database.db.select().from(userImages).where(eq(userImages.userId, userId));
    expect(library.map((r) => `/media/${r.image}`)).toEqual([url]);
  });

  it('refuses anything but a JPEG, an oversized file, a missing file and a guest', async () => {
    expect((await upload({ image: await png() }, user.token)).json()).toEqual({ image: [mn('jpegOnly')] });
    expect((await upload({ image: Buffer.from('<svg onload="alert(1)"/>') }, user.token)).json()).toEqual({
      image: [mn('jpegOnly')],
    });
    expect((await upload({ image: await largeJpeg() }, user.token)).json()).toEqual({ image: [mn('imageTooLarge')] });
    expect((await upload({}, user.token)).json()).toEqual({ image: [mn('imageRequired')] });
    expect((await upload({ image: await jpeg() })).statusCode).toBe(401);
  });
});

// The image library (issue 15 item 9; part 1 sections 3 "User image" and 7): own only.
describe('GET /user/api/v-user-userimages/ and POST v-user-userimagedelete/', () => {
  const library = (token?: string) => t.call({ method: 'GET', url: '/api/user/api/v-user-userimages/', token });
  const remove = (id: unknown, token?: string) =>
    t.call({ method: 'POST', url: '/api/user/api/v-user-userimagedelete/', payload: { id }, token });

  it('lists only the caller’s own images, newest first, with id, image, name and created', async () => {
    const owner = await t.signedInUser([]);
    const other = await t.signedInUser([]);
    const first = (await upload({ image: await jpeg() }, owner.token)).json().url;
    const second = (await upload({ image: await jpeg(200, 200) }, owner.token)).json().url;
    await upload({ image: await jpeg() }, other.token);

    const res = await library(owner.token);
    expect(res.statusCode).toBe(200);
    const { images } = res.json();
    expect(images.map((i: { image: string }) => i.image)).toEqual([second, first]);
    expect(images[0]).toEqual({
      id: expect.any(Number),
      image: second,
      name: second.slice(second.lastIndexOf('/') + 1),
      created: expect.any(String),
    });
    expect((await library()).statusCode).toBe(401);
  });

  it('deletes the caller’s image and its file; another’s is 404 and nothing changes', async () => {
    const owner = await t.signedInUser([]);
    const other = await t.signedInUser([]);
    const url = (await upload({ image: await jpeg() }, owner.token)).json().url;
    const [{ id }] = (await library(owner.token)).json().images;
    const file = path.join(t.dataDir, url.replace(/^\//, ''));

    const refused = await remove(id, other.token);
    expect(refused.statusCode).toBe(404);
    expect((await library(owner.token)).json().images).toHaveLength(1);
    expect(fs.existsSync(file)).toBe(true);

    expect((await remove(id)).statusCode).toBe(401);
    expect((await remove('abc', owner.token)).statusCode).toBe(400);

    const done = await remove(id, owner.token);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: mn('imageDeleted') });
    expect((await library(owner.token)).json().images).toEqual([]);
    expect(fs.existsSync(file)).toBe(false);
    expect((await remove(id, owner.token)).statusCode).toBe(404);
  });
});
