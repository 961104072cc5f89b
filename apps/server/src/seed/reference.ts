import { createRequire } from 'node:module';
import countryNames from 'i18n-iso-countries';
import type { Db } from '../db/client';
import {
  collections,
  countries,
  genres,
  journalMainTypes,
  journalSubTypes,
  languages,
  professions,
  subgenres,
  tags,
} from '../db/schema';
import { searchKeyOf } from '../lib/transliterate';
import { JOURNAL_TAXONOMY } from './journals-taxonomy-data';
import { COLLECTIONS, FORMER_COUNTRIES, GENRES, LANGUAGES, PROFESSIONS, SUBGENRES, TAGS } from './reference-data';

// The world's countries in Mongolian come from i18n-iso-countries (its `mn` locale); the other lists
// are hand-written in reference-data.ts. One bulk insert per table; rows that exist (same code, slug
// or name) are left as they are, so the seed is safe to run again and never undoes an admin's rename.
const require = createRequire(import.meta.url);
countryNames.registerLocale(require('i18n-iso-countries/langs/mn.json'));
countryNames.registerLocale(require('i18n-iso-countries/langs/en.json'));

export function worldCountries() {
  const mn = countryNames.getNames('mn', { select: 'official' });
  const en = countryNames.getNames('en', { select: 'official' });
  return [
    ...Object.keys(mn).map((code) => ({ code, nameMn: mn[code], nameEn: en[code] ?? code })),
    ...FORMER_COUNTRIES,
  ];
}

export async function seedReference(db: Db) {
  await db.insert(countries).values(worldCountries()).onConflictDoNothing();
  await db
    .insert(languages)
    .values(LANGUAGES.map(([code, nameMn, nameEn]) => ({ code, nameMn, nameEn })))
    .onConflictDoNothing();
  await db
    .insert(genres)
    .values(GENRES.map(([slug, nameMn, nameEn]) => ({ slug, nameMn, nameEn })))
    .onConflictDoNothing();
  await db
    .insert(subgenres)
    .values(SUBGENRES.map(([slug, nameMn, nameEn]) => ({ slug, nameMn, nameEn })))
    .onConflictDoNothing();
  await db
    .insert(professions)
    .values(PROFESSIONS.map(([slug, nameMn, nameEn, isActor]) => ({ slug, nameMn, nameEn, isActor })))
    .onConflictDoNothing();
  await db
    .insert(collections)
    .values(
      COLLECTIONS.map(([slug, title, titleEn]) => ({
        slug,
        title,
        nameEn: titleEn,
        searchKey: searchKeyOf(title, titleEn),
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(tags)
    .values(TAGS.map(([name, nameEn]) => ({ name, nameEn, searchKey: searchKeyOf(name, nameEn) })))
    .onConflictDoNothing();
  await seedJournalTaxonomy(db);
}

/** The journal main types and subtypes: the create form's choices and the list's tabs. */
async function seedJournalTaxonomy(db: Db) {
  await db
    .insert(journalMainTypes)
    .values(JOURNAL_TAXONOMY.map((t, position) => ({ slug: t.slug, nameMn: t.mn, nameEn: t.en, position })))
    .onConflictDoNothing();
  const mains = new Map((await db.select().from(journalMainTypes)).map((m) => [m.slug, m.id]));
  await db
    .insert(journalSubTypes)
    .values(
      JOURNAL_TAXONOMY.flatMap((t) =>
        t.subTypes.map((s, position) => ({
          mainTypeId: mains.get(t.slug)!,
          slug: s.slug,
          nameMn: s.mn,
          nameEn: s.en,
          position,
        })),
      ),
    )
    .onConflictDoNothing();
}
