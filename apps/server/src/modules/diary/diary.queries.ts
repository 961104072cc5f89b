import { and, count, desc, eq, inArray, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DiaryKind } from '@mfi/contract/diary.schemas';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import { diaryEntries, episodes, movies, seasons, serials, users } from '../../db/schema';
import { withSeasonAndSerial, withSerial } from '../../lib/title-chain';
import type { Actor } from '../../policies/catalogue.policy';
import { published, visibleTo } from '../../policies/visibility';

// The diary's reads and writes (issue 29, decision 036). A title's rating, watched flag and feed card are
// not written here: the service goes through the reviews', movies' and serials' doors.

export type DiaryRow = typeof diaryEntries.$inferSelect;
export type NewDiaryRow = typeof diaryEntries.$inferInsert;

/** What a viewing is of, as its row names it. */
export type TitleKey = { kind: DiaryKind; id: number };

const titleColumn = { movie: diaryEntries.movieId, season: diaryEntries.seasonId, episode: diaryEntries.episodeId };

/** The row's title: its kind and id (exactly one column is set, the table's CHECK). */
export const titleOf = (row: Pick<DiaryRow, 'movieId' | 'seasonId' | 'episodeId'>): TitleKey =>
  row.movieId !== null
    ? { kind: 'movie', id: row.movieId }
    : row.seasonId !== null
      ? { kind: 'season', id: row.seasonId }
      : { kind: 'episode', id: row.episodeId as number };

/** The title columns of a new row. */
export const titleColumns = (t: TitleKey) => ({
  movieId: t.kind === 'movie' ? t.id : null,
  seasonId: t.kind === 'season' ? t.id : null,
  episodeId: t.kind === 'episode' ? t.id : null,
});

// ---------------------------------------------------------------------------------------------------
// The titles a viewing names, with their publish chain (the policy's `published`).

/** Movies by id with their publish flag: an import's chunk in one statement. */
export async function findMovieTitles(db: Executor, ids: number[]) {
  if (!ids.length) return [];
  return db
    .select({ id: movies.id, publish: published('movie') })
    .from(movies)
    .where(inArray(movies.id, ids));
}

export async function findSeasonTitle(db: Executor, id: number) {
  const [row] = await withSerial(
    db
      .select({ id: seasons.id, serialId: serials.id, publish: published('season') })
      .from(seasons)
      .$dynamic(),
  ).where(eq(seasons.id, id));
  return row;
}

export async function findEpisodeTitle(db: Executor, id: number) {
  const [row] = await withSeasonAndSerial(
    db
      .select({
        id: episodes.id,
        seasonId: seasons.id,
        serialId: serials.id,
        publish: published('episode'),
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        episodeSlug: episodes.slug,
      })
      .from(episodes)
      .$dynamic(),
  ).where(eq(episodes.id, id));
  return row;
}

/** The published episodes of a season (a season's viewing marks them watched). */
export async function publishedEpisodesOf(db: Executor, seasonId: number) {
  const rows = await withSeasonAndSerial(db.select({ id: episodes.id }).from(episodes).$dynamic()).where(
    and(eq(episodes.seasonId, seasonId), published('episode')),
  );
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------------
// Entries.

/**
 * Saves viewings in one statement; a row whose import key the member already used is skipped (the unique
 * index keeps a re-run from doubling). Answers the saved rows' ids and keys, in the order given (PostgreSQL
 * returns a VALUES list's rows in their order; the keyless ones are matched by it).
 */
export async function insertEntries(db: Executor, values: NewDiaryRow[]) {
  if (!values.length) return [];
  return db
    .insert(diaryEntries)
    .values(values)
    .onConflictDoNothing({ target: [diaryEntries.userId, diaryEntries.importKey] })
    .returning({ id: diaryEntries.id, importKey: diaryEntries.importKey });
}

/** The member's entries of these import keys. */
export async function findByImportKeys(db: Executor, userId: number, importKeys: string[]) {
  if (!importKeys.length) return [];
  return db
    .select({ id: diaryEntries.id, importKey: diaryEntries.importKey })
    .from(diaryEntries)
    .where(and(eq(diaryEntries.userId, userId), inArray(diaryEntries.importKey, importKeys)));
}

/** An entry with its owner's critic flag (their rating counts as they rate), locked until the transaction ends. */
export async function lockEntry(db: Executor, id: number) {
  const [row] = await db
    .select({ entry: diaryEntries, ownerCritic: users.critic })
    .from(diaryEntries)
    .innerJoin(users, eq(users.id, diaryEntries.userId))
    .where(eq(diaryEntries.id, id))
    .for('update', { of: diaryEntries });
  return row;
}

export async function updateEntry(
  db: Executor,
  id: number,
  changes: Pick<NewDiaryRow, 'watchedOn' | 'rewatch' | 'grade' | 'review' | 'tags'>,
) {
  await db
    .update(diaryEntries)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(diaryEntries.id, id));
}

export async function deleteEntry(db: Executor, id: number) {
  await db.delete(diaryEntries).where(eq(diaryEntries.id, id));
}

export type Graded = { id: number; grade: number };

/**
 * The member's latest-dated graded viewing (the later written on one day) of each title that has one,
 * keyed `kind:id`: one statement a kind.
 */
export async function latestGradedOf(db: Executor, userId: number, titles: TitleKey[]) {
  const latest = new Map<string, Graded>();
  for (const kind of ['movie', 'season', 'episode'] as const) {
    const ids = [...new Set(titles.filter((t) => t.kind === kind).map((t) => t.id))];
    if (!ids.length) continue;
    const column = titleColumn[kind];
    const rows = await db
      .selectDistinctOn([column], { titleId: column, id: diaryEntries.id, grade: diaryEntries.grade })
      .from(diaryEntries)
      .where(and(eq(diaryEntries.userId, userId), inArray(column, ids), isNotNull(diaryEntries.grade)))
      .orderBy(column, desc(diaryEntries.watchedOn), desc(diaryEntries.id));
    for (const r of rows) latest.set(`${kind}:${r.titleId}`, { id: r.id, grade: r.grade! });
  }
  return latest;
}

// ---------------------------------------------------------------------------------------------------
// The diary page: entries with their titles, newest first, those of titles the reader may see.

/** The season a row shows under: its own, or its episode's. */
const shownSeason = sql`coalesce(${diaryEntries.seasonId}, ${episodes.seasonId})`;

const pageColumns = {
  entry: diaryEntries,
  movieSlug: movies.slug,
  movieTitle: movies.mTitle,
  movieTitleEn: movies.iTitle,
  movieYear: movies.year,
  moviePoster: movies.poster,
  serialSlug: serials.slug,
  serialTitle: serials.mTitle,
  serialTitleEn: serials.iTitle,
  serialYear: serials.releasedYear,
  serialPoster: serials.poster,
  seasonSlug: seasons.slug,
  seasonNum: seasons.seasonNum,
  seasonPoster: seasons.poster,
  episodeSlug: episodes.slug,
  episodeNum: episodes.episodeNum,
  episodeName: episodes.name,
  episodeNameEn: episodes.nameEn,
};
export type DiaryPageRow = { entry: DiaryRow } & {
  [K in Exclude<keyof typeof pageColumns, 'entry'>]: (typeof pageColumns)[K]['_']['data'] | null;
};

/** Joins each entry's title: its movie, or its episode, season (its own or the episode's) and serial. */
const withTitles = <T extends PgSelect>(query: T) =>
  query
    .leftJoin(movies, eq(movies.id, diaryEntries.movieId))
    .leftJoin(episodes, eq(episodes.id, diaryEntries.episodeId))
    .leftJoin(seasons, eq(seasons.id, shownSeason))
    .leftJoin(serials, eq(serials.id, seasons.serialId));

/** What of the member's diary the reader may see: entries of titles the catalogue policy shows them. */
function shownTo(viewer: Actor): SQL | undefined {
  const movie = visibleTo(viewer, 'movie');
  const season = visibleTo(viewer, 'season');
  const episode = visibleTo(viewer, 'episode');
  if (!movie && !season && !episode) return undefined; // an editor's view: everything
  return or(
    and(isNotNull(diaryEntries.movieId), movie),
    and(isNotNull(diaryEntries.seasonId), season),
    and(isNotNull(diaryEntries.episodeId), episode),
  );
}

/** A page of the member's entries the reader may see, each row with the count of them all (a window). */
const pageQuery = (db: Executor, where: SQL | undefined) =>
  withTitles(
    db
      .select({ ...pageColumns, total: sql<string>`count(*) over ()` })
      .from(diaryEntries)
      .$dynamic(),
  )
    .where(where)
    .orderBy(desc(diaryEntries.watchedOn), desc(diaryEntries.id));

const p = (name: string) => sql.placeholder(name);
/** A guest's page, prepared (db/prepared.ts): the cache's refreshes read it often and planning it cost as much. */
const preparedGuestPage = preparedOnce((db: Executor) =>
  pageQuery(db, and(eq(diaryEntries.userId, sql`${p('userId')}::int`), shownTo(null)))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('diary_page_guest'),
);

export async function diaryPage(
  db: Executor,
  a: { userId: number; viewer: Actor; page: { limit: number; offset: number } },
) {
  const where = and(eq(diaryEntries.userId, a.userId), shownTo(a.viewer));
  const rows =
    a.viewer === null
      ? await preparedGuestPage(db).execute({ userId: a.userId, ...a.page })
      : await pageQuery(db, where).limit(a.page.limit).offset(a.page.offset);
  // A page past the last has no row to carry the count: counted apart, only then.
  const total =
    rows.length > 0
      ? Number(rows[0].total)
      : a.page.offset > 0
        ? Number((await withTitles(db.select({ total: count() }).from(diaryEntries).$dynamic()).where(where))[0].total)
        : 0;
  return { rows: rows as unknown as DiaryPageRow[], total };
}

/** One entry with its title, as the page shows it (the answer of an add or an edit). */
export async function entryWithTitle(db: Executor, id: number) {
  const [row] = await withTitles(db.select(pageColumns).from(diaryEntries).$dynamic()).where(eq(diaryEntries.id, id));
  return row as unknown as DiaryPageRow | undefined;
}

// ---------------------------------------------------------------------------------------------------
// Every entry of a member with what the export and the year in review count (one statement).

export type DiaryEntryFacts = {
  id: number;
  date: string;
  rewatch: boolean;
  grade: number | null;
  review: string;
  tags: string[];
  kind: DiaryKind;
  titleId: number;
  slug: string;
  serialSlug: string | null;
  seasonSlug: string | null;
  seasonNum: number | null;
  episodeNum: number | null;
  title: string;
  titleEn: string;
  year: number | null;
  runtime: number | null;
  genres: { mn: string; en: string }[];
  countries: { mn: string; en: string; code: string }[];
  directors: { mn: string; en: string }[];
  poster: string | null;
};

/**
 * Every entry of the member, oldest first, with its title's kind, slugs, names, year, runtime (a season's:
 * its episodes' sum), genres, countries, directors (the movie's, or the serial's) and poster key.
 */
export async function allEntriesOf(db: Executor, userId: number): Promise<DiaryEntryFacts[]> {
  const result = await db.execute(sql`
    select d.id, d.watched_on as date, d.rewatch, d.grade, d.review, d.tags,
      case when d.movie_id is not null then 'movie' when d.season_id is not null then 'season' else 'episode' end as kind,
      coalesce(d.movie_id, d.season_id, d.episode_id) as "titleId",
      coalesce(m.slug, e.slug, s.slug) as slug,
      sr.slug as "serialSlug", s.slug as "seasonSlug", s.season_num as "seasonNum", e.episode_num as "episodeNum",
      coalesce(m.m_title, sr.m_title) as title, coalesce(m.i_title, sr.i_title) as "titleEn",
      coalesce(m.year, sr.released_year) as year,
      coalesce(m.runtime, e.runtime, (select sum(x.runtime) from episodes x where x.season_id = d.season_id)::int) as runtime,
      coalesce(m.poster, s.poster, sr.poster) as poster,
      coalesce((select json_agg(json_build_object('mn', g.name_mn, 'en', g.name_en))
        from genres g where g.id in (select genre_id from movie_genres where movie_id = m.id
          union select genre_id from serial_genres where serial_id = sr.id)), '[]') as genres,
      coalesce((select json_agg(json_build_object('mn', c.name_mn, 'en', c.name_en, 'code', c.code))
        from countries c where c.id in (select country_id from movie_countries where movie_id = m.id
          union select country_id from serial_countries where serial_id = sr.id)), '[]') as countries,
      coalesce((select json_agg(json_build_object('mn', a.pro_name, 'en', a.pro_name_en))
        from artists a where a.id in (select artist_id from movie_artists where movie_id = m.id and job = 1
          union select artist_id from serial_artists where serial_id = sr.id and job = 1)), '[]') as directors
    from diary_entries d
    left join movies m on m.id = d.movie_id
    left join episodes e on e.id = d.episode_id
    left join seasons s on s.id = coalesce(d.season_id, e.season_id)
    left join serials sr on sr.id = s.serial_id
    where d.user_id = ${userId}
    order by d.watched_on, d.id`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  return rows.map((r) => ({
    ...(r as unknown as DiaryEntryFacts),
    date: String(r.date).slice(0, 10),
    genres: parsed(r.genres),
    countries: parsed(r.countries),
    directors: parsed(r.directors),
  }));
}

/** A json column: PGlite and node-postgres hand it parsed; text is parsed here. */
const parsed = <T>(v: unknown): T[] => (typeof v === 'string' ? (JSON.parse(v) as T[]) : ((v as T[]) ?? []));
