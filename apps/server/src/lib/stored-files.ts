import { mn } from '@mfi/contract/messages';
import { AppError } from './errors';
import { assertJpeg, type Crop, putJpeg, storeJpeg } from './images';
import type { MultipartBody } from './multipart';
import type { Storage } from './storage';

// The files of one catalogue form request (ARCHITECTURE section 7): every image is checked to be a JPEG
// before any is stored, the stored ones are removed again when the database write fails, and the files
// a committed write replaced are removed after it.

/** Archive images one request may add. */
export const ARCHIVE_IMAGES_MAX = 30;

export type ArchiveImage = { data: Buffer; description: string };

/** Files written for one request; `discard` removes them when the transaction did not commit. */
export class StoredFiles {
  readonly keys: string[] = [];
  constructor(private readonly storage: Storage) {}

  /** Stores a checked JPEG at the crop size (or bounded to 1600 px without one); undefined in, undefined out. */
  async image(data: Buffer | undefined, opts: { field: string; folder: string; crop?: Crop }) {
    if (!data) return undefined;
    const key = await storeJpeg(this.storage, { ...opts, data });
    this.keys.push(key);
    return key;
  }

  /** Stores a JPEG already encoded (lib/images encodeJpeg), whose size was wanted before storing it. */
  async encoded(data: Buffer, folder: string) {
    const key = await putJpeg(this.storage, folder, data);
    this.keys.push(key);
    return key;
  }

  /** Archive images keep their proportions, as the original's gallery did. */
  async archive(images: ArchiveImage[], opts: { field: string; folder: string }) {
    const out: { image: string; description: string }[] = [];
    for (const img of images) out.push({ image: (await this.image(img.data, opts))!, description: img.description });
    return out;
  }

  async discard() {
    await Promise.all(this.keys.map((key) => this.storage.remove(key).catch(() => undefined)));
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

/**
 * The named single images of a form (each checked to be a JPEG; `required` ones answer "image required"
 * when missing) and its archive images paired with their `description`s by position.
 */
export async function readFormImages<K extends string>(
  body: MultipartBody,
  opts: { single: readonly K[]; required?: readonly K[]; archiveField?: string },
): Promise<{ single: Partial<Record<K, Buffer>>; archive: ArchiveImage[] }> {
  const single: Partial<Record<K, Buffer>> = {};
  for (const field of opts.single) single[field] = body.files[field]?.[0];
  const missing = (opts.required ?? []).filter((field) => !single[field]);
  if (missing.length)
    throw new AppError(400, Object.fromEntries(missing.map((field) => [field, [mn('imageRequired')]])));

  const files = opts.archiveField ? (body.files[opts.archiveField] ?? []) : [];
  if (files.length > ARCHIVE_IMAGES_MAX) throw new AppError(400, { [opts.archiveField!]: [mn('invalidValue')] });
  const descriptions = body.fields.description ?? [];
  if (descriptions.some((d) => d.length > 3000)) throw new AppError(400, { description: [mn('tooLong3000')] });

  for (const field of opts.single) if (single[field]) await assertJpeg(field, single[field]);
  for (const data of files) await assertJpeg(opts.archiveField!, data);
  return { single, archive: files.map((data, i) => ({ data, description: (descriptions[i] ?? '').trim() })) };
}
