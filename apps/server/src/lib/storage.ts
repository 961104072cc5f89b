import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { imageSizeKeys } from './image-sizes';

/** The site path media is served under (plugins/web-files), whichever driver keeps the files. */
export const MEDIA_PATH = '/media/';

/** One stored file, as the app streams it to a client (a bucket's objects: plugins/web-files). */
export type MediaObject = {
  body: Readable;
  contentType: string;
  length?: number;
  etag?: string;
  cacheControl?: string;
};

/**
 * Where media lives: `local` keeps files under $DATA_DIR/media, `s3` in a bucket (lib/s3-storage.ts,
 * decision 033). Every media URL an answer carries comes from `url` or `urlOf`, so MEDIA_BASE_URL (a CDN)
 * changes them all at once.
 */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** Removes `key` and, for a JPEG, its WebP copies (lib/image-sizes.ts). */
  remove(key: string): Promise<void>;
  url(key: string): string;
  /** `url` for a column that may be empty: null stays null. */
  urlOf(key: string | null | undefined): string | null;
  /** The bytes under `key`, or null when there are none (the share cards read posters back). */
  read(key: string): Promise<Buffer | null>;
  /** The key behind one of this storage's URLs (or the site's /media/ path), or null for any other address. */
  keyOf(url: string): string | null;
  /** Every stored key, the WebP copies included (backups, npm run media:to-s3). */
  keys(): AsyncIterable<string>;
  /** Throws when the storage cannot take a file now (the health check): a local folder writes and removes one. */
  check(): Promise<void>;
  /**
   * A storage the app serves /media/ for through its own route (a bucket) opens a key for streaming:
   * 'not-modified' when `etag` still matches, null when the key holds nothing. The local folder has none:
   * @fastify/static serves it.
   */
  open?(key: string, etag?: string): Promise<MediaObject | 'not-modified' | null>;
};

/** What a mapper needs of the storage: the URLs of keys. */
export type MediaUrls = Pick<Storage, 'url' | 'urlOf'>;

/**
 * The addresses of keys, alike for every driver: MEDIA_BASE_URL + key when a CDN serves them, else the
 * site's /media/<key>. The site path stays a key's address with a CDN too (web-files serves it from the
 * storage, and stored rich text written before the CDN holds it).
 */
export function mediaAddresses(baseUrl?: string): Pick<Storage, 'url' | 'urlOf' | 'keyOf'> {
  const base = baseUrl ?? MEDIA_PATH;
  const url = (key: string) => base + key;
  return {
    url,
    urlOf: (key) => (key ? url(key) : null),
    keyOf: (address) => {
      const prefix = [base, MEDIA_PATH].find((p) => address.startsWith(p));
      const key = prefix ? address.slice(prefix.length) : '';
      return key && !key.includes('..') ? key : null;
    },
  };
}

export function createLocalStorage(root: string, baseUrl?: string): Storage {
  const fileOf = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Bad media key: ${key}`);
    return file;
  };
  return {
    ...mediaAddresses(baseUrl),
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
    async read(key) {
      return fs.readFile(fileOf(key)).catch(() => null);
    },
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

const CONTENT_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.png': 'image/png',
};

/** A stored key's type by its extension, for copies that have only the key (backups, npm run media:to-s3). */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
