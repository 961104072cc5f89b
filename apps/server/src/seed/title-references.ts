import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { countries, genres, languages, subgenres, tags } from '../db/schema';

/** What a demo movie or serial names of the reference lists. */
export type TitleReferenceNames = {
  genres?: string[];
  subgenres?: string[];
  countries?: string[];
  languages?: string[];
  tags?: string[];
};

/** Rows as a map from their key to their id. */
export const idsByKey = <T extends { id: number }>(rows: T[], key: (r: T) => string) =>
  new Map(rows.map((r) => [key(r), r.id]));

/** id by key for the reference rows the demo titles name (one query per table), for movies and serials alike. */
export async function titleReferenceMaps(db: Db, titles: TitleReferenceNames[]) {
  const wanted = (f: (t: TitleReferenceNames) => string[] | undefined) => {
    const list = [...new Set(titles.flatMap((t) => f(t) ?? []))];
    return list.length ? list : [''];
  };
  return {
    genres: idsByKey(
      await db
        .select()
        .from(genres)
        .where(
          inArray(
            genres.slug,
            wanted((t) => t.genres),
          ),
        ),
      (r) => r.slug,
    ),
    subgenres: idsByKey(
      await db
        .select()
        .from(subgenres)
        .where(
          inArray(
            subgenres.slug,
            wanted((t) => t.subgenres),
          ),
        ),
      (r) => r.slug,
    ),
    countries: idsByKey(
      await db
        .select()
        .from(countries)
        .where(
          inArray(
            countries.code,
            wanted((t) => t.countries),
          ),
        ),
      (r) => r.code,
    ),
    languages: idsByKey(
      await db
        .select()
        .from(languages)
        .where(
          inArray(
            languages.code,
            wanted((t) => t.languages),
          ),
        ),
      (r) => r.code,
    ),
    tags: idsByKey(
      await db
        .select()
        .from(tags)
        .where(
          inArray(
            tags.name,
            wanted((t) => t.tags),
          ),
        ),
      (r) => r.name,
    ),
  };
}
