import type { z } from 'zod';
import { CROPS } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { AppError } from '../../lib/errors';
import { assertJpeg, storeJpeg } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { fieldErrorsOf } from '../../plugins/error-handler';

// Multipart parts of the movie forms: fields parsed by the contract's schema, images checked before any
// is stored, and stored files removed again when the database write fails.

export const POSTER_FIELD = 'movie-poster';
export const BACKGROUND_FIELD = 'movie-background';
export const IMAGES_FIELD = 'movie-images';
/** Archive images one request may add. */
export const ARCHIVE_IMAGES_MAX = 30;

/** Parses with a contract schema; failures are the usual 400 field errors. */
export function parseOr400<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new AppError(400, fieldErrorsOf(result.error.issues));
  return result.data;
}

export type FormImages = { poster?: Buffer; background?: Buffer; archive: { data: Buffer; description: string }[] };

/** The form's files, paired with their descriptions by position, all checked to be JPEGs. */
export async function readFormImages(body: MultipartBody, opts: { required: boolean }): Promise<FormImages> {
  const poster = body.files[POSTER_FIELD]?.[0];
  const background = body.files[BACKGROUND_FIELD]?.[0];
  if (opts.required) {
    const missing: Record<string, string[]> = {};
    if (!poster) missing[POSTER_FIELD] = [mn('imageRequired')];
    if (!background) missing[BACKGROUND_FIELD] = [mn('imageRequired')];
    if (Object.keys(missing).length) throw new AppError(400, missing);
  }
  const files = body.files[IMAGES_FIELD] ?? [];
  if (files.length > ARCHIVE_IMAGES_MAX) throw new AppError(400, { [IMAGES_FIELD]: [mn('invalidValue')] });
  const descriptions = body.fields.description ?? [];
  if (descriptions.some((d) => d.length > 3000)) throw new AppError(400, { description: [mn('tooLong3000')] });
  if (poster) await assertJpeg(POSTER_FIELD, poster);
  if (background) await assertJpeg(BACKGROUND_FIELD, background);
  for (const data of files) await assertJpeg(IMAGES_FIELD, data);
  return { poster, background, archive: files.map((data, i) => ({ data, description: (descriptions[i] ?? '').trim() })) };
}

/** Files written for one request; `discard` removes them when the transaction did not commit. */
export class StoredFiles {
  readonly keys: string[] = [];
  constructor(private readonly storage: Storage) {}

  async poster(data: Buffer | undefined) {
    return data ? this.keep(await storeJpeg(this.storage, { field: POSTER_FIELD, data, crop: CROPS.poster, folder: 'movies/posters' })) : undefined;
  }

  async background(data: Buffer | undefined) {
    return data ? this.keep(await storeJpeg(this.storage, { field: BACKGROUND_FIELD, data, crop: CROPS.scene, folder: 'movies/backgrounds' })) : undefined;
  }

  /** Archive images keep their proportions (bounded to 1600 px), as the original's gallery did. */
  async archive(images: { data: Buffer; description: string }[]) {
    const out: { image: string; description: string }[] = [];
    for (const img of images) {
      out.push({ image: this.keep(await storeJpeg(this.storage, { field: IMAGES_FIELD, data: img.data, folder: 'movies/images' })), description: img.description });
    }
    return out;
  }

  async discard() {
    await Promise.all(this.keys.map((key) => this.storage.remove(key).catch(() => undefined)));
  }

  private keep(key: string) {
    this.keys.push(key);
    return key;
  }
}

/** Runs the write; on failure the files stored for it are removed and the error goes on. */
export async function withFiles<T>(files: StoredFiles, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await files.discard();
    throw error;
  }
}

/** Old files replaced by a committed write; a failed removal only leaves an orphan file. */
export async function removeReplaced(storage: Storage, keys: (string | null | undefined)[]) {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map((k) => storage.remove(k).catch(() => undefined)));
}
