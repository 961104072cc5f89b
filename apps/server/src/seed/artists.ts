import { inArray } from 'drizzle-orm';
import { CROPS } from '@mfi/contract/limits';
import type { Db } from '../db/client';
import { syncArtistLinkIds } from '../db/link-ids';
import { artistCountries, artistProfessions, artists, countries, professions } from '../db/schema';
import { sortKeyOf } from '../lib/collation';
import { slugify } from '../lib/slug';
import type { Storage } from '../lib/storage';
import { searchKeyOf } from '../lib/transliterate';
import { DEMO_ARTISTS } from './artists-data';
import { initialsOf, placeholderJpeg } from './placeholder-image';

/**
 * Adds the demo artists that are missing (by slug) with drawn photos, and answers every demo artist's
 * id keyed by English name, so the movies seed can link crew and cast. Safe to run again.
 */
export async function seedArtists(db: Db, storage: Storage): Promise<Map<string, number>> {
  const slugOf = (en: string) => slugify(en);
  const existing = await db
    .select({ id: artists.id, slug: artists.slug })
    .from(artists)
    .where(
      inArray(
        artists.slug,
        DEMO_ARTISTS.map((a) => slugOf(a.en)),
      ),
    );
  const have = new Set(existing.map((r) => r.slug));
  const missing = DEMO_ARTISTS.filter((a) => !have.has(slugOf(a.en)));

  if (missing.length) {
    const photos = await Promise.all(
      missing.map(async (a) => {
        const key = `artists/demo-${slugOf(a.en)}.jpg`;
        const data = await placeholderJpeg({ label: initialsOf(a.en), caption: a.en, seed: a.en, ...CROPS.poster });
        await storage.put(key, data, 'image/jpeg');
        return key;
      }),
    );
    const countryRows = await db.select({ id: countries.id, code: countries.code }).from(countries);
    const professionRows = await db.select({ id: professions.id, slug: professions.slug }).from(professions);
    const countryId = new Map(countryRows.map((r) => [r.code, r.id]));
    const professionId = new Map(professionRows.map((r) => [r.slug, r.id]));

    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(artists)
        .values(
          missing.map((a, i) => ({
            slug: slugOf(a.en),
            proName: a.mn,
            proNameEn: a.en,
            firstName: a.firstName,
            lastName: a.lastName,
            photo: photos[i],
            bornYear: a.born ?? null,
            diedYear: a.died ?? null,
            biography: a.bio,
            biographyEn: a.bioEn,
            mongolian: a.countries.includes('MN'),
            publish: !a.unpublished,
            searchKey: searchKeyOf(a.mn, a.en, a.firstName, a.lastName),
            sortName: sortKeyOf(a.mn),
          })),
        )
        .returning({ id: artists.id, slug: artists.slug });
      const idOf = new Map(inserted.map((r) => [r.slug, r.id]));
      const links = missing.map((a) => ({ a, artistId: idOf.get(slugOf(a.en))! }));
      await tx
        .insert(artistCountries)
        .values(
          links.flatMap(({ a, artistId }) => [
            ...a.countries.map((code) => ({ artistId, countryId: countryId.get(code)!, former: false })),
            ...(a.oldCountries ?? []).map((code) => ({ artistId, countryId: countryId.get(code)!, former: true })),
          ]),
        );
      await tx
        .insert(artistProfessions)
        .values(
          links.flatMap(({ a, artistId }) =>
            a.professions.map((slug, position) => ({ artistId, professionId: professionId.get(slug)!, position })),
          ),
        );
      await syncArtistLinkIds(
        tx,
        inserted.map((r) => r.id),
      );
    });
  }

  const all = await db
    .select({ id: artists.id, slug: artists.slug })
    .from(artists)
    .where(
      inArray(
        artists.slug,
        DEMO_ARTISTS.map((a) => slugOf(a.en)),
      ),
    );
  const idBySlug = new Map(all.map((r) => [r.slug, r.id]));
  return new Map(DEMO_ARTISTS.map((a) => [a.en, idBySlug.get(slugOf(a.en))!]));
}
