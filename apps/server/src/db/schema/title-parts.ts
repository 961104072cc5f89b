import { type PgColumnBuilderBase, index, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { artists } from './artists';
import { kindOf, linkTable, type Owner, ownerColumn, ownerIn, ownerRef, position } from './columns';
import { countries, genres, languages, subgenres, tags } from './reference';

// The parts movies, serials and seasons share: crew, cast and archive images, in the order their
// editor gave, each listed by its title and found from its artist; and a title's links to the reference lists.

/** The reference lists a movie or a serial links to (part 2 section 3), by the title form's field names. */
export const titleLinkTables = <P extends string, K extends string>(prefix: P, owner: Owner<K>) => ({
  languages: linkTable(`${prefix}_languages`, owner, 'language_id', () => languages.id),
  genres: linkTable(`${prefix}_genres`, owner, 'genre_id', () => genres.id),
  subgenres: linkTable(`${prefix}_subgenres`, owner, 'subgenre_id', () => subgenres.id),
  countries: linkTable(`${prefix}_countries`, owner, 'country_id', () => countries.id),
  tags: linkTable(`${prefix}_tags`, owner, 'tag_id', () => tags.id),
});

/** An artist's credit on a title, with its own `columns` (a crew job, a cast role). */
const creditTable = <T extends string, K extends string, C extends Record<string, PgColumnBuilderBase>>(
  name: T,
  owner: Owner<K>,
  columns: C,
) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...ownerColumn(owner),
      artistId: ownerRef('artist_id', () => artists.id),
      ...columns,
      position: position(),
    },
    (t) => [
      index(`${name}_${kindOf(owner)}_idx`).on(ownerIn(t, owner), t.position),
      index(`${name}_artist_idx`).on(t.artistId),
    ],
  );

/** Crew: an artist with a job (part 2 section 3 "Artist jobs") on a title. */
export const crewTable = <T extends string, K extends string>(name: T, owner: Owner<K>) =>
  creditTable(name, owner, { job: smallint('job').notNull() });

/** Cast: an artist playing a character. */
export const castTable = <T extends string, K extends string>(name: T, owner: Owner<K>) =>
  creditTable(name, owner, { role: text('role').notNull() });

/** Archive images with descriptions, in the order the contributor dragged them. */
export const imagesTable = <T extends string, K extends string>(name: T, owner: Owner<K>) =>
  pgTable(
    name,
    {
      id: serial('id').primaryKey(),
      ...ownerColumn(owner),
      image: text('image').notNull(),
      description: text('description').notNull().default(''),
      position: position(),
    },
    (t) => [index(`${name}_${kindOf(owner)}_idx`).on(ownerIn(t, owner), t.position)],
  );
