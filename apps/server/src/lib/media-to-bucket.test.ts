import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';
import { copyMediaToBucket } from './media-to-bucket';
import { createS3Storage, type S3Storage } from './s3-storage';

// npm run media:to-s3 (issue 28 part 2, decision 033): the media folder into the bucket, safe to run again.
// Nothing here depends on the database's kind: it runs once, on PGlite, not again in server-pg.
describe.skipIf(process.env.TEST_DB_KIND === 'pg')('the media mover', () => {
  let s3: S3Server;
  let bucket: S3Storage;
  const folders: string[] = [];
  beforeAll(async () => {
    s3 = await startS3Server('media-mover');
    bucket = createS3Storage(s3.settings);
  });
  afterAll(async () => {
    await s3?.close();
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
  });

  /** A media folder holding `files` (key → text). */
  function mediaFolder(files: Record<string, string>) {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'mfi-media-'));
    folders.push(folder);
    for (const [key, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(folder, key)), { recursive: true });
      fs.writeFileSync(path.join(folder, key), text);
    }
    return folder;
  }

  describe('copying the media folder into the bucket', () => {
    it('copies every file under its key with its type, skips what the bucket holds, and leaves the folder', async () => {
      const folder = mediaFolder({
        'a1/poster.jpg': 'jpeg one',
        'a1/poster.w160.webp': 'webp',
        'users/2/p.jpg': 'two',
      });
      expect(await copyMediaToBucket(folder, bucket)).toEqual({ copied: 3, skipped: 0, removed: 0, failed: [] });
      expect((await bucket.read('a1/poster.jpg'))?.toString()).toBe('jpeg one');
      const copy = await bucket.open!('a1/poster.w160.webp');
      expect(copy !== 'not-modified' && copy?.contentType).toBe('image/webp');
      expect(fs.existsSync(path.join(folder, 'users/2/p.jpg'))).toBe(true);

      expect(await copyMediaToBucket(folder, bucket)).toEqual({ copied: 0, skipped: 3, removed: 0, failed: [] });
    });

    it('copies again a file the bucket holds at another size (a copy cut short)', async () => {
      await bucket.put('b2/cut.jpg', Buffer.from('cut'), 'image/jpeg');
      const folder = mediaFolder({ 'b2/cut.jpg': 'the whole file' });
      expect(await copyMediaToBucket(folder, bucket)).toMatchObject({ copied: 1, skipped: 0 });
      expect((await bucket.read('b2/cut.jpg'))?.toString()).toBe('the whole file');
    });

    it('with removeLocal deletes each local file the bucket holds, copied now or before', async () => {
      const folder = mediaFolder({ 'c3/new.jpg': 'new', 'c3/old.jpg': 'old' });
      await bucket.put('c3/old.jpg', Buffer.from('old'), 'image/jpeg');
      expect(await copyMediaToBucket(folder, bucket, { removeLocal: true })).toEqual({
        copied: 1,
        skipped: 1,
        removed: 2,
        failed: [],
      });
      expect(fs.readdirSync(path.join(folder, 'c3'))).toEqual([]);
      expect((await bucket.read('c3/new.jpg'))?.toString()).toBe('new');
    });
  });
});
