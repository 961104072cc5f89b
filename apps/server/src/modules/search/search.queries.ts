import { eq, inArray, SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { SITE_SEARCH_COUNT_CAP } from '@mfi/contract/limits';
import type { SearchKind } from '@mfi/contract/search.schemas';
import type { Executor } from '../../db/client';
import {
  artists,
  journalMainTypes,
  journals,
  journalSubTypes,
  movies,
  serials,
  userLists,
  users,
} from '../../db/schema';
import { searchPage } from '../../lib/catalogue-query';
import type { SearchTerm, WordList } from '../../lib/search';
import type { Actor, CatalogueKind } from '../../policies/catalogue.policy';
import { visibleTo } from '../../policies/visibility';

// The site search's reads (decision 022): each kind's table searched by its own search key with the
// catalogues' rule (lib/search), filtered by the policy's visibility, best match first among a bounded set
// of candidates, counted in the same pass up to SITE_SEARCH_COUNT_CAP (searchPage). Every kind answers one
// row shape, so the mapper and the web treat them alike.

/** An expression named by its key (a subquery's column), a table column as it is. */
const named = (key: string, value: AnyPgColumn | SQL) => (value instanceof SQL ? value.as(key) : value);

/** One found row, whatever its kind: `ref` is a journal's sub-type or a list's owner, resolved after the page. */
const rowColumns = (c: {
  id: AnyPgColumn;
  slug: AnyPgColumn;
  name: AnyPgColumn | SQL<string>;
  nameEn: AnyPgColumn | SQL<string | null>;
  image: AnyPgColumn | SQL<string | null>;
  year: AnyPgColumn | SQL<number | null>;
  ref?: AnyPgColumn;
  listKind?: AnyPgColumn;
}) => ({
  id: c.id,
  slug: c.slug,
  name: named('name', c.name),
  nameEn: named('nameEn', c.nameEn),
  image: named('image', c.image),
  year: named('year', c.year),
  ref: named('ref', c.ref ?? sql<number | null>`null::int`),
  listKind: named('listKind', c.listKind ?? sql<string | null>`null::text`),
});

/** An order after the best match: an expression of the kind's table and its direction. */
type Then = { by: AnyPgColumn | SQL; desc: boolean };
const descending = (by: AnyPgColumn | SQL): Then => ({ by, desc: true });

export type FoundRow = {
  id: number;
  slug: string;
  name: string;
  nameEn: string | null;
  image: string | null;
  year: number | null;
  ref: number | null;
  listKind: string | null;
};

type KindSource = {
  table: PgTable & { id: AnyPgColumn; searchKey: AnyPgColumn };
  /** The catalogue policy's kind whose visibility filters the rows; null: no publish state (lists, members). */
  policyKind: CatalogueKind | null;
  /** Where the typo neighbours of its words are (lib/search withTypos). */
  words: WordList;
  columns: ReturnType<typeof rowColumns>;
  /** Who sees which rows (the policy's SQL), and the kind's own condition. */
  where: (reader: Actor) => (SQL | undefined)[];
  /** The order after the best match. */
  thenBy: Then[];
};

/** Each title table and the year its cards show and its ties sort by. */
const TITLE_TABLES = {
  movie: { table: movies, year: movies.year },
  serial: { table: serials, year: serials.releasedYear },
} as const;

/**
 * A movie or serial catalogue's rows: the Mongolian ones or the others, as the catalogues split them
 * (/movie and /mongol-movie, /serial and /mongol-serial).
 */
const titleSource = (kind: keyof typeof TITLE_TABLES, mongolian: boolean): KindSource => {
  const { table, year } = TITLE_TABLES[kind];
  return {
    table,
    policyKind: kind,
    words: 'catalogue',
    columns: rowColumns({
      id: table.id,
      slug: table.slug,
      // A title without a Mongolian one shows its international title.
      name: sql<string>`coalesce(nullif(${table.mTitle}, ''), ${table.iTitle})`,
      nameEn: table.iTitle,
      image: table.poster,
      year,
    }),
    where: (reader) => [visibleTo(reader, kind), eq(table.mongolian, mongolian)],
    thenBy: [descending(year), descending(table.id)],
  };
};

const SOURCES: Record<SearchKind, KindSource> = {
  movie: titleSource('movie', false),
  mongolian_movie: titleSource('movie', true),
  serial: titleSource('serial', false),
  mongolian_serial: titleSource('serial', true),
  artist: {
    table: artists,
    policyKind: 'artist',
    words: 'catalogue',
    columns: rowColumns({
      id: artists.id,
      slug: artists.slug,
      name: artists.proName,
      nameEn: sql<string | null>`nullif(${artists.proNameEn}, '')`,
      image: artists.photo,
      year: artists.bornYear,
    }),
    where: (reader) => [visibleTo(reader, 'artist')],
    thenBy: [descending(artists.likesCount), descending(artists.id)],
  },
  journal: {
    table: journals,
    policyKind: 'journal',
    words: 'catalogue',
    columns: rowColumns({
      id: journals.id,
      slug: journals.slug,
      name: journals.title,
      nameEn: sql<string | null>`null::text`,
      image: journals.cover,
      // The year it was published, or written (a contributor's drafts).
      year: sql<number | null>`extract(year from coalesce(${journals.publishDate}, ${journals.createdAt}))::int`,
      ref: journals.subTypeId,
    }),
    where: (reader) => [visibleTo(reader, 'journal')],
    thenBy: [descending(journals.publishDate), descending(journals.id)],
  },
  list: {
    table: userLists,
    policyKind: null,
    words: 'community',
    columns: rowColumns({
      id: userLists.id,
      slug: userLists.slug,
      name: userLists.title,
      nameEn: sql<string | null>`null::text`,
      image: sql<string | null>`null::text`,
      year: sql<number | null>`extract(year from ${userLists.createdAt})::int`,
      ref: userLists.userId,
      listKind: userLists.kind,
    }),
    where: () => [],
    thenBy: [descending(userLists.likesCount), descending(userLists.id)],
  },
  member: {
    table: users,
    policyKind: null,
    words: 'community',
    columns: rowColumns({
      id: users.id,
      slug: users.slug,
      // The name as the header shows it (auth.mapper): family name first, the username when none was given.
      name: sql<string>`coalesce(nullif(trim(${users.lastname} || ' ' || ${users.firstname}), ''), ${users.username})`,
      nameEn: users.username,
      image: users.image,
      year: sql<number | null>`null::int`,
    }),
    where: () => [eq(users.isActive, true)],
    thenBy: [{ by: users.id, desc: false }],
  },
};

/** What the service needs to know of a kind: whose visibility filters it, where its typo neighbours are. */
export const kindOf = (kind: SearchKind) => ({ policyKind: SOURCES[kind].policyKind, words: SOURCES[kind].words });

/**
 * A page of one kind's best SITE_SEARCH_COUNT_CAP matches and their count up to it (undefined past the
 * last page: no row carries it; `capped`: there are more).
 */
export async function searchKind(
  db: Executor,
  kind: SearchKind,
  term: SearchTerm,
  reader: Actor,
  page: { limit: number; offset: number },
  ranked?: number,
) {
  const source = SOURCES[kind];
  // The order's expressions are the candidates' columns `then0`, `then1` … (their table is out of reach outside).
  const thenColumns = Object.fromEntries(source.thenBy.map((then, i) => [`then${i}`, sql`${then.by}`.as(`then${i}`)]));
  const found = await searchPage(db, source.table, { ...source.columns, ...thenColumns }, term, {
    where: source.where(reader),
    cap: SITE_SEARCH_COUNT_CAP,
    ranked,
    page,
    thenBy: (c) =>
      source.thenBy.map(
        (then, i) => sql`${(c as Record<string, AnyPgColumn>)[`then${i}`]} ${sql.raw(then.desc ? 'desc' : 'asc')}`,
      ),
  });
  const rows = found.rows.map((row) => {
    const { id, slug, name, nameEn, image, year, ref, listKind } = row as unknown as FoundRow;
    return { id, slug, name, nameEn, image, year, ref, listKind };
  });
  return { rows, count: found.count, capped: found.capped };
}

/** The type and sub-type slugs of journal sub-types (a journal's address). */
export function journalTypeSlugs(db: Executor, subTypeIds: number[]) {
  return db
    .select({ id: journalSubTypes.id, typeSlug: journalMainTypes.slug, subTypeSlug: journalSubTypes.slug })
    .from(journalSubTypes)
    .innerJoin(journalMainTypes, eq(journalMainTypes.id, journalSubTypes.mainTypeId))
    .where(inArray(journalSubTypes.id, subTypeIds));
}

/** The members' slugs (a list's address holds its owner's). */
export function memberSlugs(db: Executor, ids: number[]) {
  return db.select({ id: users.id, slug: users.slug }).from(users).where(inArray(users.id, ids));
}
