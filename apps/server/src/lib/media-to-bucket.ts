import fs from 'node:fs/promises';
import path from 'node:path';
import type { S3Storage } from './s3-storage';
import { contentTypeOf, createLocalStorage } from './storage';

// npm run media:to-s3 (decision 033): a site that kept its media in $DATA_DIR/media moves them into the bucket.

export type MediaCopyReport = {
  copied: number;
  /** Already in the bucket with the same size: a second run, or the part an interrupted run had done. */
  skipped: number;
  /** Local files removed (removeLocal), each once the bucket answered its size. */
  removed: number;
  failed: { key: string; error: string }[];
};

/** Files copied at once: a few requests in flight keep the link busy without a burst of thousands. */
const AT_ONCE = 8;

/**
 * Copies every file of `folder` into the bucket under the same key, skipping a key the bucket holds with the same
 * size, so running it again (or after an interruption: an object is stored whole or not at all) copies only what
 * is missing. With `removeLocal`, each local file is deleted once the bucket answers its size, never before.
 */
export async function copyMediaToBucket(
  folder: string,
  bucket: S3Storage,
  { removeLocal = false } = {},
): Promise<MediaCopyReport> {
  const report: MediaCopyReport = { copied: 0, skipped: 0, removed: 0, failed: [] };
  const inBucket = await bucket.sizes();
  const keys = createLocalStorage(folder).keys()[Symbol.asyncIterator]();

  const copyOne = async (key: string) => {
    const file = path.join(folder, key);
    const { size } = await fs.stat(file);
    if (inBucket.get(key) === size) report.skipped += 1;
    else {
      await bucket.put(key, await fs.readFile(file), contentTypeOf(key));
      report.copied += 1;
    }
    if (!removeLocal) return;
    const stored = await bucket.sizeOf(key);
    if (stored !== size) throw new Error(`the bucket holds ${stored ?? 'nothing'} bytes, the file ${size}: kept`);
    await fs.rm(file);
    report.removed += 1;
  };
  // A few workers take the next key in turn; one file's error is counted and the others go on.
  const worker = async () => {
    for (let next = await keys.next(); !next.done; next = await keys.next()) {
      await copyOne(next.value).catch((error: unknown) =>
        report.failed.push({ key: next.value, error: error instanceof Error ? error.message : String(error) }),
      );
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return report;
}
