import { randomBytes } from 'node:crypto';
import sharp, { type SharpOptions } from 'sharp';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { AppError } from './errors';
import type { Storage } from './storage';

// Uploaded images (ARCHITECTURE section 7): JPEG checked by content, not by name; input pixels
// bounded; metadata (EXIF, GPS) dropped by re-encoding; stored at the spec's crop size.
const MAX_INPUT_PIXELS = 40_000_000;

// failOn 'warning' (sharp's default, named because it matters): a JPEG cut short, or whose header claims
// more pixels than its data holds, fails to decode instead of coming out grey. Over the pixel limit fails too.
const INPUT: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' };

export type Crop = { width: number; height: number };

const notJpeg = (field: string) => new AppError(400, { [field]: [mn('jpegOnly')] });

/**
 * Whether the whole image decodes. The header alone (metadata) let truncated and lying JPEGs through to
 * the resize, a 500 (issue 12). Decoded to 8x8, libjpeg scales by 1/8 as it reads, so every byte is read
 * yet the pixels never held: a few ms even for a 6000x6000 claim.
 */
async function decodesWhole(data: Buffer) {
  try {
    const image = sharp(data, INPUT);
    if ((await image.metadata()).format !== 'jpeg') return false;
    await image.resize(8, 8, { fit: 'fill' }).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** 400 `{ field: [JPEG message] }` unless `data` is a real, whole JPEG within the size and pixel limits. */
export async function assertJpeg(field: string, data: Buffer) {
  if (data.length > IMAGE_MAX_BYTES) throw new AppError(400, { [field]: [mn('imageTooLarge')] });
  const isJpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  if (!isJpeg || !(await decodesWhole(data))) throw notJpeg(field);
}

/** Re-encodes a checked JPEG to the crop size (or bounded to 1600 px without one), without its metadata. */
export async function encodeJpeg(opts: { field: string; data: Buffer; crop?: Crop }): Promise<Buffer> {
  await assertJpeg(opts.field, opts.data);
  let image = sharp(opts.data, INPUT).rotate();
  image = opts.crop
    ? image.resize(opts.crop.width, opts.crop.height, { fit: 'cover', position: 'attention' })
    : image.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  // Whatever the check let through and the full decode refuses is still the image's fault, never a 500.
  return image
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
    .catch(() => {
      throw notJpeg(opts.field);
    });
}

/** Stores an encoded JPEG under a fresh name in `folder`; returns its media key. */
export async function putJpeg(storage: Storage, folder: string, data: Buffer): Promise<string> {
  const key = `${folder}/${randomBytes(12).toString('hex')}.jpg`;
  await storage.put(key, data, 'image/jpeg');
  return key;
}

/** Re-encodes a checked JPEG to the crop size and stores it; returns its media key. */
export async function storeJpeg(
  storage: Storage,
  opts: { field: string; data: Buffer; crop?: Crop; folder: string },
): Promise<string> {
  return putJpeg(storage, opts.folder, await encodeJpeg(opts));
}
