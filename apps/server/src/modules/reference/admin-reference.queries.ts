import { asc, eq, getTableName, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReferencePlace, ReferenceUsage } from '@mfi/contract/admin-reference.schemas';
import type { ReferenceKind } from '@mfi/contract/reference.schemas';
import type { Executor } from '../../db/client';
import {
  artistCountries,
  artistProfessions,
  movieCountries,
  movieGenres,
  movieLanguages,
  movies,
  movieSubgenres,
  movieTags,
  serialCountries,
  serialGenres,
  serialLanguages,
  serialSubgenres,
  serialTags,
  userProfiles,
} from '../../db/schema';
import { matchesExactly, type SearchTerm } from '../../lib/search';
import { KIND_TABLES } from './reference-tables.queries';

// The admin console's reference reads and merges (issue 25 part 4, decision 025). `USES` lists every column
// that points at each kind, with the place it stands for; admin-reference.routes.test walks the database's
// foreign keys, so a new link table cannot be forgotten here.

type Use = { place: ReferencePlace; ref: AnyPgColumn; owner?: AnyPgColumn };

type LinkTable<K extends string> = { refId: AnyPgColumn } & Record<K, AnyPgColumn>;

/** A kind movies and serials link to through their own link tables (db/schema/columns.ts linkTable). */
const titleLinks = (movieLink: LinkTable<'movieId'>, serialLink: LinkTable<'serialId'>): Use[] => [
  { place: 'movies', ref: movieLink.refId, owner: movieLink.movieId },
  { place: 'serials', ref: serialLink.refId, owner: serialLink.serialId },
];

export const USES: Record<ReferenceKind, Use[]> = {
  genre: titleLinks(movieGenres, serialGenres),
  subgenre: titleLinks(movieSubgenres, serialSubgenres),
  language: titleLinks(movieLanguages, serialLanguages),
  country: [
    ...titleLinks(movieCountries, serialCountries),
    { place: 'artists', ref: artistCountries.countryId },
    { place: 'profiles', ref: userProfiles.countryId },
  ],
  profession: [{ place: 'artists', ref: artistProfessions.professionId, owner: artistProfessions.artistId }],
  tag: titleLinks(movieTags, serialTags),
  collection: [{ place: 'movies', ref: movies.collectionId }],
};

/** Per place, how many distinct owners use the item (an artist's current and former country count once). */
function usageColumns(kind: ReferenceKind, id: SQL | AnyPgColumn) {
  return Object.fromEntries(
    USES[kind].map(({ place, ref, owner }) => [
      place,
      sql<number>`(select ${owner ? sql`count(distinct ${owner})` : sql`count(*)`}::int from ${ref.table} where ${ref} = ${id})`,
    ]),
  );
}

const nonZero = (counts: Record<string, number>): ReferenceUsage =>
  Object.fromEntries(Object.entries(counts).filter(([, n]) => n > 0));

/** Where one item is used, by place (only the places that use it). */
export async function usageOf(db: Executor, kind: ReferenceKind, id: number): Promise<ReferenceUsage> {
  const [row] = await db.select(usageColumns(kind, sql`${id}::int`)).from(sql`(select 1) as one`);
  return nonZero(row as Record<string, number>);
}

/** A page of a kind's items by name (or matching `term`), each with where it is used. */
export async function listWithUsage(
  db: Executor,
  kind: ReferenceKind,
  search: { text: string; term: SearchTerm | undefined } | undefined,
  page: { limit: number; offset: number },
  onlyId?: number,
) {
  const { table, id } = KIND_TABLES[kind];
  const columns = table as unknown as Record<string, AnyPgColumn>;
  const named = 'nameMn' in columns ? [columns.nameMn, columns.nameEn] : [columns.name ?? columns.title];
  const where = search
    ? 'searchKey' in columns && search.term
      ? or(
          matchesExactly(columns.searchKey, search.term),
          sql`lower(${named[0]}) like ${`%${search.text.toLowerCase()}%`}`,
        )
      : or(...named.map((c) => sql`lower(${c}) like ${`%${search.text.toLowerCase()}%`}`))
    : undefined;
  const rows = await db
    // The outer id by its table's name: a bare "id" inside a count would be the counted table's own.
    .select({
      row: sql<Record<string, unknown>>`to_jsonb(${table})`,
      ...usageColumns(kind, sql`${sql.identifier(getTableName(table))}.${sql.identifier(id.name)}`),
    })
    .from(table)
    .where(onlyId === undefined ? where : eq(id, onlyId))
    .orderBy(sql`lower(${named[0]})`, asc(id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ row, ...counts }) => ({ row, usedIn: nonZero(counts as Record<string, number>) }));
}

/** Both items' rows, locked for the merge (in id order, so two merges cannot deadlock). */
export async function lockPair(tx: Executor, kind: 'tag' | 'collection', a: number, b: number) {
  const { table, id } = KIND_TABLES[kind];
  const rows = await tx
    .select()
    .from(table)
    .where(inArray(id, [a, b]))
    .orderBy(asc(id))
    .for('update');
  return rows as Record<string, unknown>[];
}

/**
 * Moves every link of `from` to `into`: a title that had both keeps one link (the duplicate collapses), every
 * other link moves. Answers how many titles now point at `into` instead of `from`.
 */
export async function moveLinks(tx: Executor, kind: 'tag' | 'collection', from: number, into: number) {
  let moved = 0;
  for (const { ref, owner } of USES[kind]) {
    const table = ref.table;
    if (owner) {
      await tx.execute(
        sql`delete from ${table} where ${ref} = ${from} and ${owner} in (select ${owner} from ${table} where ${ref} = ${into})`,
      );
    }
    const updated = await tx.execute(
      sql`update ${table} set ${sql.identifier(ref.name)} = ${into} where ${ref} = ${from} returning 1`,
    );
    moved += (updated as unknown as { rows: unknown[] }).rows.length;
  }
  return moved;
}

export const deleteById = (tx: Executor, kind: 'tag' | 'collection', id: number) => {
  const { table, id: idColumn } = KIND_TABLES[kind];
  return tx.delete(table).where(eq(idColumn, id));
};
