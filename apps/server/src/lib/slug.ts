import { toLatin } from './transliterate';

/** A URL slug from a title: Latin transliteration, lower case, words joined by dashes. */
export function slugify(text: string, maxLength = 80): string {
  const slug = toLatin(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength)
    .replace(/-+$/, '');
  return slug || 'item';
}

/**
 * A slug that is free: the title, then the title and year, then a counter. Slugs are stable after
 * creation (ARCHITECTURE section 4), so this runs only when a row is created.
 */
export async function uniqueSlug(
  base: string,
  isTaken: (slug: string) => Promise<boolean>,
  year?: number | null,
): Promise<string> {
  const root = slugify(base);
  const candidates = [root, ...(year ? [`${root}-${year}`] : [])];
  for (const slug of candidates) if (!(await isTaken(slug))) return slug;
  const stem = candidates.at(-1)!;
  for (let n = 2; ; n++) if (!(await isTaken(`${stem}-${n}`))) return `${stem}-${n}`;
}
