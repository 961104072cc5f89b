import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import { collections, countries, genres, languages, professions, subgenres, tags } from '../../db/schema';

/** The table of each kind (what points at each: admin-reference.queries USES, which a delete checks). */
export const KIND_TABLES = {
  genre: { table: genres, id: genres.id },
  subgenre: { table: subgenres, id: subgenres.id },
  profession: { table: professions, id: professions.id },
  tag: { table: tags, id: tags.id },
  collection: { table: collections, id: collections.id },
  language: { table: languages, id: languages.id },
  country: { table: countries, id: countries.id },
} as const satisfies Record<ReferenceKind, { id: AnyPgColumn; table: unknown }>;
