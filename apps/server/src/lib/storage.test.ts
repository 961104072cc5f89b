import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

// Issue 28 part 2: both media drivers keep the same promises (decision 033), so a site moves from its
// folder to a bucket without a module noticing.
// Nothing here depends on the database's kind: it runs once, on PGlite, not again in server-pg.
describe.skipIf(process.env.TEST_DB_KIND === 'pg')('media drivers', () => {
  let s3: S3Server;
  let folder: string;
  beforeAll(async () => {
    s3 = await startS3Server('storage-contract');
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-storage-'));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const drivers: [string, () => Storage][] = [
    ['the local folder', () => createLocalStorage(folder)],
    ['an S3 bucket', () => createS3Storage(s3.settings)],
  ];

  const allKeys = async (storage: Storage) => {
    const keys: string[] = [];
    for await (const key of storage.keys()) keys.push(key);
    return keys.sort();
  };

  describe.each(drivers)('media in %s', (_name, make) => {
    let storage: Storage;
    beforeAll(() => {
      storage = make();
    });

    it('gives back the bytes it was given, and null for a key it does not hold', async () => {
      await storage.put('posters/a1.jpg', Buffer.from('jpeg bytes'), 'image/jpeg');
      expect((await storage.read('posters/a1.jpg'))?.toString()).toBe('jpeg bytes');
      expect(await storage.read('posters/none.jpg')).toBeNull();
    });

    it('lists every key it holds, in folders too', async () => {
      await storage.put('users/b2.jpg', Buffer.from('b'), 'image/jpeg');
      expect(await allKeys(storage)).toEqual(expect.arrayContaining(['posters/a1.jpg', 'users/b2.jpg']));
    });

    it('removes a JPEG with its WebP copies, and a key it does not hold without a fuss', async () => {
      await storage.put('posters/c3.jpg', Buffer.from('c'), 'image/jpeg');
      await storage.put('posters/c3.w320.webp', Buffer.from('c small'), 'image/webp');
      await storage.remove('posters/c3.jpg');
      expect((await allKeys(storage)).filter((k) => k.startsWith('posters/c3'))).toEqual([]);
      await expect(storage.remove('posters/never.jpg')).resolves.toBeUndefined();
    });

    it("answers the site's /media/ address of a key, null for none, and the key behind its addresses", () => {
      expect(storage.url('posters/a1.jpg')).toBe('/media/posters/a1.jpg');
      expect(storage.urlOf('posters/a1.jpg')).toBe('/media/posters/a1.jpg');
      expect(storage.urlOf(null)).toBeNull();
      expect(storage.keyOf('/media/posters/a1.jpg')).toBe('posters/a1.jpg');
      expect(storage.keyOf('/media/../db/x')).toBeNull();
      expect(storage.keyOf('https://elsewhere.mn/posters/a1.jpg')).toBeNull();
    });

    it('reports itself ready to take a file', async () => {
      await expect(storage.check()).resolves.toBeUndefined();
    });
  });

  describe.each([
    ['the local folder', (base: string) => createLocalStorage(folder, base)],
    ['an S3 bucket', (base: string) => createS3Storage(s3.settings, base)],
  ])('media in %s behind a CDN (MEDIA_BASE_URL)', (_name, make) => {
    const storage = () => make('https://cdn.mfi.mn/media/');

    it("answers the CDN's address, and takes back both it and the site's /media/ one", () => {
      expect(storage().url('posters/a1.jpg')).toBe('https://cdn.mfi.mn/media/posters/a1.jpg');
      expect(storage().urlOf(null)).toBeNull();
      expect(storage().keyOf('https://cdn.mfi.mn/media/posters/a1.jpg')).toBe('posters/a1.jpg');
      expect(storage().keyOf('/media/posters/a1.jpg')).toBe('posters/a1.jpg');
      expect(storage().keyOf('https://cdn.mfi.mn/media/../x')).toBeNull();
    });
  });
});
