import sharp from 'sharp';
import { IMAGE_WIDTHS, imageSizeOf, parseImageSize } from '@mfi/contract/image-sizes';
import type { Storage } from './storage';

// The web asks for a stored JPEG's WebP copies by address (packages/contract/src/image-sizes.ts). A copy is made
// the first time it is asked for and kept beside its JPEG, so every image has them (uploads, imports, seeds,
// images older than this code) without a step of its own in each place that stores one.

/** The WebP copy's bytes for a copy's media key, made and stored on first ask; null when its JPEG is missing. */
export async function imageSize(storage: Storage, key: string): Promise<Buffer | null> {
  const asked = parseImageSize(key);
  // Keys are made by the server ([\w/-] names): anything else (an escape, `..`) asks for no stored image.
  if (!asked || !/^[\w/.-]+$/.test(key) || key.includes('..')) return null;
  const stored = await storage.read(key);
  if (stored) return stored;
  const jpeg = await storage.read(asked.jpeg);
  if (!jpeg) return null;
  const webp = await sharp(jpeg)
    .resize({ width: asked.width, withoutEnlargement: true })
    .webp({ quality: 75 })
    .toBuffer()
    .catch(() => null);
  if (webp) await storage.put(key, webp, 'image/webp');
  return webp;
}

/** The copies' keys of a stored JPEG's key (removed with it). */
export function imageSizeKeys(jpegKey: string): string[] {
  return IMAGE_WIDTHS.map((w) => imageSizeOf(jpegKey, w)).filter((k): k is string => k !== null);
}
