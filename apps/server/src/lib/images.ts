import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { IMAGE_MAX_BYTES } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { AppError } from './errors';
import type { Storage } from './storage';

// Uploaded images (ARCHITECTURE section 7): JPEG checked by content, not by name; input pixels
// bounded; metadata (EXIF, GPS) dropped by re-encoding; stored at the spec's crop size.
const MAX_INPUT_PIXELS = 40_000_000;

export type Crop = { width: number; height: number };

/** 400 `{ field: [JPEG message] }` unless `data` is a real JPEG within the size limit. */
export async function assertJpeg(field: string, data: Buffer) {
  if (data.length > IMAGE_MAX_BYTES) throw new AppError(400, { [field]: [mn('imageTooLarge')] });
  const isJpeg = data.length > 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff;
  const meta = isJpeg ? await sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).metadata().catch(() => null) : null;
  if (!meta || meta.format !== 'jpeg') throw new AppError(400, { [field]: [mn('jpegOnly')] });
}

/** Re-encodes a checked JPEG to the crop size and stores it; returns its media key. */
export async function storeJpeg(
  storage: Storage,
  opts: { field: string; data: Buffer; crop?: Crop; folder: string },
): Promise<string> {
  await assertJpeg(opts.field, opts.data);
  let image = sharp(opts.data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
  image = opts.crop
    ? image.resize(opts.crop.width, opts.crop.height, { fit: 'cover', position: 'attention' })
    : image.resize(1600, 1600, { fit: 'inside', withoutEnlargement: true });
  const output = await image.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
  const key = `${opts.folder}/${randomBytes(12).toString('hex')}.jpg`;
  await storage.put(key, output, 'image/jpeg');
  return key;
}
