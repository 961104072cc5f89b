import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../db/client';

// What a title's page lists beside it (part 2 section 7), for movies and serials alike: its crew and
// cast, the titles sharing the most with it, and the best-liked of its genres. A kind gives its tables
// (and, for the scoring SQL, its tables' names: `movie` → movies, movie_genres, movie_id …).

type Page = { limit: number; offset: number };

/**
 * What the reader may see of a kind, given how the query names its table (the schema table or an alias
 * name): the caller hands in the policy's `visibleTo` (lib knows no policy); `undefined` is no condition.
 */
export type VisibleIn = (table: { publish: AnyPgColumn } | string) => SQL | undefined;

/** The people side: the artists table and a title's crew (jobs) and cast (roles) link tables. */
export type PeopleTables = {
  artists: PgTable & Record<'id' | 'slug' | 'proName' | 'proNameEn' | 'photo' | 'publish', AnyPgColumn>;
  /** The crew link table and its columns (`titleId`: its movie_id or serial_id). */
  crew: { table: PgTable } & Record<'titleId' | 'artistId' | 'job' | 'position', AnyPgColumn>;
  cast: { table: PgTable } & Record<'titleId' | 'artistId' | 'role' | 'position' | 'id', AnyPgColumn>;
};

/** The artists a link table ties to the title, those the reader may see (`artistSeen`). */
const onTitle = (t: PeopleTables, link: { titleId: AnyPgColumn }, titleId: number, artistSeen: VisibleIn) =>
  and(eq(link.titleId, titleId), artistSeen(t.artists));

type Person = { id: number; slug: string; proName: string; proNameEn: string; photo: string | null };
const personOf = (a: PeopleTables['artists']) => ({
  id: a.id,
  slug: a.slug,
  proName: a.proName,
  proNameEn: a.proNameEn,
  photo: a.photo,
});

/** Crew, one row per artist with every job of theirs on the title, in the contributor's order. */
export async function listTitleCrew(db: Executor, t: PeopleTables, titleId: number, artistSeen: VisibleIn, page: Page) {
  const { artists, crew } = t;
  const jobs = sql<number[]>`array_agg(${crew.job}::int order by ${crew.position}, ${crew.job})`;
  const rows = await db
    .select({ ...personOf(artists), jobs })
    .from(crew.table)
    .innerJoin(artists, eq(artists.id, crew.artistId))
    .where(onTitle(t, crew, titleId, artistSeen))
    .groupBy(artists.id)
    .orderBy(sql`min(${crew.position})`, asc(artists.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows as (Person & { jobs: number[] })[];
}

/** Cast with their characters, in the contributor's order. */
export async function listTitleCast(db: Executor, t: PeopleTables, titleId: number, artistSeen: VisibleIn, page: Page) {
  const { artists, cast } = t;
  const rows = await db
    .select({ role: cast.role, ...personOf(artists) })
    .from(cast.table)
    .innerJoin(artists, eq(artists.id, cast.artistId))
    .where(onTitle(t, cast, titleId, artistSeen))
    .orderBy(asc(cast.position), asc(cast.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows as (Person & { role: string })[];
}

/** A title kind for the scoring queries: its table, its cards' columns and its SQL name. */
export type ScoredTitles<C extends SelectedFields> = {
  table: PgTable & Record<'id' | 'publish' | 'audienceGrade' | 'watchedCount', AnyPgColumn>;
  cardColumns: C;
  /** `movie` or `serial`: the prefix of its link tables and their title column. */
  name: 'movie' | 'serial';
};

/** How many titles one shared link may bring in (see listSimilarTitles). */
const CANDIDATES_PER_LINK = 100;
/** How many candidates a suggestion ranks (the best-rated of the same genres, the most shared fans' titles). */
export const SUGGESTION_CANDIDATES = 100;

/**
 * Titles sharing the most with this one: a shared genre counts 1, a subgenre or tag 2, an artist 3.
 * Each of this title's links brings in at most CANDIDATES_PER_LINK other titles (the newest, by the
 * link index's order), so a common genre linked to 40,000 movies costs no more than a rare tag: the
 * scores are exact for every candidate, and a title that shares a rare tag, subgenre or artist is
 * always a candidate (decision 003).
 */
export async function listSimilarTitles<C extends SelectedFields>(
  db: Executor,
  t: ScoredTitles<C>,
  titleId: number,
  visible: VisibleIn,
  limit: number,
) {
  const key = `${t.name}_id`;
  const via = (table: string, column: string, weight: number) =>
    sql.raw(`select b.${key}, ${weight} as w from ${t.name}_${table} a cross join lateral (
        select l.${key} from ${t.name}_${table} l where l.${column} = a.${column} and l.${key} <> a.${key}
        order by l.${key} desc limit ${CANDIDATES_PER_LINK}) b
      where a.${key} = `);
  const id = sql.raw(key);
  const artistLinks = sql.raw(`${t.name}_artists`);
  const scores = sql`(select ${id}, sum(w) as score from (
      ${via('genres', 'genre_id', 1)}${titleId}
      union all ${via('subgenres', 'subgenre_id', 2)}${titleId}
      union all ${via('tags', 'tag_id', 2)}${titleId}
      union all select x.${id}, 3 from (select distinct b.${id}, a.artist_id from (select distinct artist_id from ${artistLinks} where ${id} = ${titleId}) a
        cross join lateral (select l.${id} from ${artistLinks} l where l.artist_id = a.artist_id and l.${id} <> ${titleId}
          order by l.${id} desc limit ${CANDIDATES_PER_LINK}) b) x
    ) s group by ${id}) as related`;
  const rows = await db
    .select(t.cardColumns as SelectedFields)
    .from(t.table)
    .innerJoin(scores, sql`related.${id} = ${t.table.id}`)
    .where(visible(t.table))
    .orderBy(sql`related.score desc`, sql`${t.table.audienceGrade} desc nulls last`, sql`${t.table.id} desc`)
    .limit(limit);
  return rows as SelectResultFields<C>[];
}

/**
 * Suggestions from genres: the best-liked titles of the same genres. The best-rated
 * SUGGESTION_CANDIDATES titles sharing a genre come from the suggest index in grade order (an index-only
 * scan that stops early), then the ones sharing the most genres go first.
 */
export async function listSuggestedByGenre<C extends SelectedFields>(
  db: Executor,
  t: ScoredTitles<C>,
  titleId: number,
  visible: VisibleIn,
  limit: number,
) {
  const titles = sql.raw(`${t.name}s`);
  const seen = visible('c');
  const candidateSeen = seen ? sql`and ${seen}` : sql``;
  const candidates = sql`(select c.id, (select count(*) from unnest(c.genre_ids) g where g = any(t.mine)) as shared
      from ${titles} c cross join (select genre_ids as mine from ${titles} where id = ${titleId}) t
      where c.genre_ids && t.mine and c.id <> ${titleId} ${candidateSeen}
      order by c.audience_grade desc nulls last, c.id desc
      limit ${SUGGESTION_CANDIDATES}) as suggested`;
  const rows = await db
    .select(t.cardColumns as SelectedFields)
    .from(t.table)
    .innerJoin(candidates, sql`suggested.id = ${t.table.id}`)
    .orderBy(
      sql`suggested.shared desc`,
      sql`${t.table.audienceGrade} desc nulls last`,
      sql`${t.table.watchedCount} desc`,
      sql`${t.table.id} desc`,
    )
    .limit(limit);
  return rows as SelectResultFields<C>[];
}
