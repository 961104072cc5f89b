/**
 * Responsive copies of a stored JPEG: WebP at a few widths, kept beside the JPEG under its name with
 * `.w<width>.webp` in place of `.jpg` (`/media/movies/posters/ab12.jpg` → `…/ab12.w320.webp`). The server makes a
 * copy the first time it is asked for (lib/image-sizes.ts), never larger than the JPEG itself; the web lists
 * them in `srcset` and keeps the JPEG as `src`.
 */
export const IMAGE_WIDTHS = [160, 320, 640, 1280] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

const JPEG_END = /\.jpg$/;

/** The address of `src`'s WebP copy at `width`, or null for an image that has none (not a stored JPEG). */
export function imageSizeOf(src: string, width: ImageWidth): string | null {
  return JPEG_END.test(src) ? src.replace(JPEG_END, `.w${width}.webp`) : null;
}

/** `srcset` for a stored JPEG (every width up to `maxWidth`), or undefined when it has no copies. */
export function srcSetOf(src: string, maxWidth: number = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]): string | undefined {
  if (!JPEG_END.test(src)) return undefined;
  return IMAGE_WIDTHS.filter((w) => w <= maxWidth)
    .map((w) => `${imageSizeOf(src, w)} ${w}w`)
    .join(', ');
}

/** The stored JPEG and the width a copy's address asks for, or null when `path` is not a copy's address. */
export function parseImageSize(path: string): { jpeg: string; width: ImageWidth } | null {
  const match = /^(.+)\.w(\d+)\.webp$/.exec(path);
  if (!match) return null;
  const width = Number(match[2]) as ImageWidth;
  return IMAGE_WIDTHS.includes(width) ? { jpeg: `${match[1]}.jpg`, width } : null;
}

/**
 * The copy a page's largest image is shown at (a detail page's poster, portrait or cover): one address, so the
 * server's preload in the page's head (modules/page-heads) and the page's own image fetch the same file.
 */
export function leadImageOf(src: string): string {
  return imageSizeOf(src, 640) ?? src;
}

/** A title's background art, shown blurred behind its hero band: a small copy is all a blur needs. */
export function heroBackgroundOf(src: string): string {
  return imageSizeOf(src, 320) ?? src;
}
