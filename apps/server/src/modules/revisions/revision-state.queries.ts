import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RevisionKind } from '@mfi/contract/revisions.schemas';
import type { Executor } from '../../db/client';
import { syncArtistLinkIds, syncMovieLinkIds, syncSerialLinkIds } from '../../db/link-ids';
import {
  aboutMembers,
  aboutPage,
  artistCountries,
  artistProfessions,
  artistQuotes,
  artists,
  episodes,
  festivalAwards,
  festivalEditions,
  journalArtists,
  journalMainTypes,
  journalSubTypes,
  journalMovies,
  journals,
  journalSerials,
  journalTagLinks,
  movieArtists,
  movieImages,
  movieLinks,
  movieRoles,
  movies,
  seasonImages,
  seasons,
  serialArtists,
  serialLinks,
  serialRoles,
  serials,
  type RevisionState,
} from '../../db/schema';

// What a revision keeps of each kind (decision 024): the item's content fields, named one by one (so a
// password, token, e-mail or phone number can never be in one), the derived columns restored with them, and
// its lists (links, crew, cast, archive images, quotes, members) as rows of their own tables. One table of
// kinds, read in the write's transaction before and after it, and written back by a revert.

type Row = Record<string, unknown>;
/** A list kept with the item: the rows of a child table that name it, in their order. */
type ListSpec = { table: PgTable; key: string; columns: string[]; order?: string };
type KindSpec = {
  table: PgTable;
  /** The content fields a history shows, by their schema names. */
  fields: string[];
  /** Columns derived from the fields (search keys, sort names): kept and restored with them, never shown. */
  derived?: string[];
  lists?: Record<string, ListSpec>;
  /** What a restore of the lists must redo (the link id copies). */
  afterLists?: (tx: Executor, id: number) => Promise<void>;
};

/** Fields a revert leaves as they are: the publish state is the queue's and the toggles' decision. */
export const KEPT_ON_REVERT = new Set(['publish', 'publishDate']);

const links = (table: PgTable, key: string): ListSpec => ({ table, key, columns: ['refId'] });
/** A title's links to the reference lists (db/schema/title-parts.ts titleLinkTables), in their order. */
const titleLinks = (tables: Record<string, PgTable>, key: string): Record<string, ListSpec> =>
  Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, links(table, key)]));
const credits = (table: PgTable, key: string, what: 'job' | 'role'): ListSpec => ({
  table,
  key,
  columns: ['artistId', what, 'position'],
  order: 'position',
});
const images = (table: PgTable, key: string): ListSpec => ({
  table,
  key,
  columns: ['image', 'description', 'position'],
  order: 'position',
});
const related = (table: PgTable): ListSpec => ({
  table,
  key: 'journalId',
  columns: ['refId', 'position'],
  order: 'position',
});

const titleFields = ['mTitle', 'iTitle', 'oTitle', 'format', 'rating', 'runtime', 'trailer', 'plot', 'enPlot'];

export const KINDS: Record<RevisionKind, KindSpec> = {
  movie: {
    table: movies,
    fields: [
      ...titleFields,
      'category',
      'year',
      'collectionId',
      'theater',
      'festival',
      'poster',
      'background',
      'publish',
    ],
    derived: ['mongolian', 'searchKey'],
    lists: {
      ...titleLinks(movieLinks, 'movieId'),
      crew: credits(movieArtists, 'movieId', 'job'),
      cast: credits(movieRoles, 'movieId', 'role'),
      images: images(movieImages, 'movieId'),
    },
    afterLists: (tx, id) => syncMovieLinkIds(tx, [id]),
  },
  serial: {
    table: serials,
    fields: [...titleFields, 'releasedYear', 'finishedYear', 'theater', 'poster', 'background', 'publish'],
    derived: ['mongolian', 'searchKey'],
    lists: {
      ...titleLinks(serialLinks, 'serialId'),
      crew: credits(serialArtists, 'serialId', 'job'),
      cast: credits(serialRoles, 'serialId', 'role'),
    },
    afterLists: (tx, id) => syncSerialLinkIds(tx, [id]),
  },
  season: {
    table: seasons,
    fields: ['seasonNum', 'name', 'trailer', 'poster', 'publish'],
    derived: ['searchKey'],
    lists: { images: images(seasonImages, 'seasonId') },
  },
  episode: {
    table: episodes,
    fields: ['episodeNum', 'name', 'nameEn', 'runtime', 'plot', 'enPlot', 'background', 'publish'],
  },
  artist: {
    table: artists,
    fields: [
      'proName',
      'proNameEn',
      'firstName',
      'lastName',
      'bornYear',
      'diedYear',
      'biography',
      'biographyEn',
      'festival',
      'photo',
      'publish',
    ],
    derived: ['mongolian', 'searchKey', 'sortName'],
    lists: {
      countries: { table: artistCountries, key: 'artistId', columns: ['countryId', 'former'] },
      professions: {
        table: artistProfessions,
        key: 'artistId',
        columns: ['professionId', 'position'],
        order: 'position',
      },
      quotes: { table: artistQuotes, key: 'artistId', columns: ['quote', 'position'], order: 'position' },
    },
    afterLists: (tx, id) => syncArtistLinkIds(tx, [id]),
  },
  journal: {
    table: journals,
    fields: ['title', 'subTypeId', 'excerpt', 'content', 'cover', 'publishDate'],
    // The author: read for the policy's subject (who may read the history), never changed by a write.
    derived: ['sortTitle', 'searchKey', 'authorId'],
    lists: {
      tags: { table: journalTagLinks, key: 'journalId', columns: ['tagId'] },
      artists: related(journalArtists),
      movies: related(journalMovies),
      serials: related(journalSerials),
    },
  },
  edition: {
    table: festivalEditions,
    fields: [
      'year',
      'description',
      'descriptionEn',
      'agenda',
      'agendaEn',
      'guidance',
      'guidanceEn',
      'poster',
      'paymentDeadline',
      'resultsDate',
    ],
    lists: {
      // Its awards: an entry or a deletion is a revision of the edition, which a revert undoes.
      awards: {
        table: festivalAwards,
        key: 'editionId',
        columns: ['category', 'categoryEn', 'movieId', 'serialId', 'artistId', 'win'],
        order: 'id',
      },
    },
  },
  about: {
    table: aboutPage,
    fields: ['title', 'content'],
    lists: {
      // The one page's members: no key column names the page, every row is its.
      members: {
        table: aboutMembers,
        key: '',
        columns: ['position', 'category', 'name', 'title', 'description', 'image', 'artistId', 'userId'],
        order: 'position',
      },
    },
  },
};

const columnsOf = (table: PgTable) => getTableColumns(table) as Record<string, AnyPgColumn>;
const pick = (table: PgTable, names: string[]) => {
  const all = columnsOf(table);
  return Object.fromEntries(names.map((n) => [n, all[n]!]));
};

/** The fields a history shows of a kind, in order (the content fields, then the lists). */
export const shownFields = (kind: RevisionKind) => [...KINDS[kind].fields, ...Object.keys(KINDS[kind].lists ?? {})];

/** JSON's form of a value (a date as its ISO text), so a state read now compares with one stored. */
const plain = (v: unknown): unknown => (v instanceof Date ? v.toISOString() : v);

async function readList(tx: Executor, list: ListSpec, id: number) {
  const cols = columnsOf(list.table);
  const query = tx.select(pick(list.table, list.columns)).from(list.table).$dynamic();
  if (list.key) query.where(eq(cols[list.key]!, id));
  if (list.order) query.orderBy(asc(cols[list.order]!));
  const rows = await query;
  // A list of one column is its values (a link's ids); of several, its rows.
  return list.columns.length === 1
    ? rows.map((r) => plain(r[list.columns[0]!]))
    : rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, plain(v)])));
}

/** The item's state now, or null when it does not exist. */
export async function readState(tx: Executor, kind: RevisionKind, id: number): Promise<RevisionState | null> {
  const spec = KINDS[kind];
  const cols = columnsOf(spec.table);
  const [row] = await tx
    .select(pick(spec.table, [...spec.fields, ...(spec.derived ?? [])]))
    .from(spec.table)
    .where(eq(cols.id!, id));
  if (!row) return null;
  const state: Row = Object.fromEntries(Object.entries(row).map(([k, v]) => [k, plain(v)]));
  for (const [name, list] of Object.entries(spec.lists ?? {})) state[name] = await readList(tx, list, id);
  return state;
}

/** A stored value back in its column's type (a timestamp's text as a date). */
const typed = (column: AnyPgColumn, v: unknown) =>
  column.dataType === 'date' && typeof v === 'string' ? new Date(v) : v;

/**
 * Writes a stored state back over the item (a revert): its fields but the publish state, its derived columns
 * and its lists. The item must exist.
 */
export async function writeState(tx: Executor, kind: RevisionKind, id: number, state: RevisionState) {
  const spec = KINDS[kind];
  const cols = columnsOf(spec.table);
  const values: Row = {};
  for (const name of [...spec.fields, ...(spec.derived ?? [])]) {
    if (KEPT_ON_REVERT.has(name) || !(name in state)) continue;
    values[name] = typed(cols[name]!, state[name]);
  }
  if (cols.updatedAt) values.updatedAt = new Date();
  if (Object.keys(values).length) await tx.update(spec.table).set(values).where(eq(cols.id!, id));
  for (const [name, list] of Object.entries(spec.lists ?? {})) {
    if (!Array.isArray(state[name])) continue;
    const listCols = columnsOf(list.table);
    if (list.key) await tx.delete(list.table).where(eq(listCols[list.key]!, id));
    else await tx.delete(list.table);
    const rows = (state[name] as unknown[]).map((item) => {
      const row: Row = list.columns.length === 1 ? { [list.columns[0]!]: item } : { ...(item as Row) };
      for (const [k, v] of Object.entries(row)) row[k] = typed(listCols[k]!, v);
      return list.key ? { ...row, [list.key]: id } : row;
    });
    if (rows.length) await tx.insert(list.table).values(rows as never);
  }
  await spec.afterLists?.(tx, id);
}

/** The serial a season or episode belongs to (a revert refreshes the serial's review copies). */
export async function serialIdOf(tx: Executor, kind: 'season' | 'episode', id: number) {
  const result = await tx.execute(
    kind === 'season'
      ? sql`select serial_id as "serialId" from ${seasons} where id = ${id}`
      : sql`select s.serial_id as "serialId" from ${episodes} e join ${seasons} s on s.id = e.season_id where e.id = ${id}`,
  );
  return (result as unknown as { rows: { serialId: number }[] }).rows[0]?.serialId;
}

/** The slugs of an item's page (the history's link back), by kind; null for a festival edition and the about-us page. */
export async function addressOf(db: Executor, kind: RevisionKind, id: number) {
  const queries: Partial<Record<RevisionKind, SQL>> = {
    artist: sql`select slug from ${artists} where id = ${id}`,
    movie: sql`select slug from ${movies} where id = ${id}`,
    serial: sql`select slug from ${serials} where id = ${id}`,
    season: sql`select x.slug, s.slug as serial_slug from ${seasons} x join ${serials} s on s.id = x.serial_id where x.id = ${id}`,
    episode: sql`select e.slug, s.slug as serial_slug, x.slug as season_slug from ${episodes} e
      join ${seasons} x on x.id = e.season_id join ${serials} s on s.id = x.serial_id where e.id = ${id}`,
    journal: sql`select j.slug, mt.slug as type_slug, st.slug as sub_type_slug from ${journals} j
      join ${journalSubTypes} st on st.id = j.sub_type_id join ${journalMainTypes} mt on mt.id = st.main_type_id
      where j.id = ${id}`,
  };
  const query = queries[kind];
  if (!query) return null;
  const result = await db.execute(query);
  const row = (result as unknown as { rows: Record<string, string | undefined>[] }).rows[0];
  if (!row) return null;
  return {
    slug: row.slug ?? null,
    serial_slug: row.serial_slug ?? null,
    season_slug: row.season_slug ?? null,
    type_slug: row.type_slug ?? null,
    sub_type_slug: row.sub_type_slug ?? null,
  };
}
