import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { imageSizeKeys } from './image-sizes';

/**
 * Where media lives. `local` keeps files under $DATA_DIR/media, served at /media/; a multi-instance
 * deployment swaps in an S3-compatible driver behind the same calls.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key` and, for a JPEG, its WebP copies (lib/image-sizes.ts). */
  remove(key: string): Promise<void>;
  url(key: string): string;
  /** The bytes under `key`, or null when there are none (the share cards read posters back). */
  read(key: string): Promise<Buffer | null>;
  /** The key behind one of this storage's URLs, or null for any other address. */
  keyOf(url: string): string | null;
  /** Every stored key, the WebP copies included (backups, npm run media:to-s3). */
  keys(): AsyncIterable<string>;
  /** Throws when the storage cannot take a file now (the health check): a local folder writes and removes one. */
  check(): Promise<void>;
};

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad media key: ${key}`);
    return file;
  };
  return {
    async put(key, data) {
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Written aside, then renamed: a reader (a backup, a visitor) sees the whole file or none.
      const partial = path.join(path.dirname(file), `.${path.basename(file)}.${randomUUID()}`);
      try {
        await fs.writeFile(partial, data);
        await fs.rename(partial, file);
      } finally {
        await fs.rm(partial, { force: true });
      }
    },
    async remove(key) {
      await Promise.all([key, ...imageSizeKeys(key)].map((k) => fs.rm(fileOf(k), { force: true })));
    },
    url: (key) => `/media/${key}`,
    async read(key) {
      return fs.readFile(fileOf(key)).catch(() => null);
    },
    keyOf: (url) => (url.startsWith('/media/') && !url.includes('..') ? url.slice('/media/'.length) : null),
    async *keys() {
      const entries = await fs.readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      // Dot files are the health check's probes and files being written, never media.
      for (const entry of entries)
        if (entry.isFile() && !entry.name.startsWith('.'))
          yield path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    },
    async check() {
      // A real write, not access(W_OK): a full disk or a read-only remount fails it as an upload would.
      const probe = path.join(root, `.health-${randomUUID()}`);
      await fs.mkdir(root, { recursive: true });
      try {
        await fs.writeFile(probe, 'ok');
      } finally {
        await fs.rm(probe, { force: true });
      }
    },
  };
}
