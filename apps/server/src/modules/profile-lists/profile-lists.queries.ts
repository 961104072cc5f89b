import { type SQL, and, asc, count, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { ProfileArtistSort, ProfileReviewSort, ProfileTitleSort } from '@mfi/contract/profile-lists.schemas';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  artistLikes,
  artists,
  episodeDetailedReviews,
  episodeReactions,
  episodeReviewLikes,
  episodeReviews,
  episodes,
  movieDetailedReviews,
  movieReactions,
  movieReviewLikes,
  movieReviews,
  movies,
  movieUserFlags,
  seasonReactions,
  seasons,
  serials,
  serialUserFlags,
} from '../../db/schema';
import { catalogueOrder } from '../../lib/catalogue-query';
import { withEpisodeOf, withSeasonAndSerial } from '../../lib/title-chain';
import type { Actor } from '../../policies/catalogue.policy';
import { copyVisibleTo, visibleTo } from '../../policies/visibility';

// A member's lists on the profile board (issue 15 item 8). Each starts from the member's own rows, an
// index range leading with `user_id` (every table has one; migration 0034 adds the season and episode
// reactions'), so a page costs the member's few hundred rows whatever the site's size. The policy's
// `visibleTo(viewer, …)` leaves out a title the viewer may not see, with its review.

export type Page = { limit: number; offset: number };

/** Ends every order on the id, so pages never overlap or skip rows with equal values. */
const reviewOrder = (sort: ProfileReviewSort, c: Record<'id' | 'created' | 'grade' | 'likes', AnyPgColumn>) => {
  const by = (column: AnyPgColumn, dir: 'asc' | 'desc') => [
    sql`${column} ${sql.raw(dir)} nulls last`,
    sql`${c.id} ${sql.raw(dir)}`,
  ];
  switch (sort) {
    case 'newest':
      return by(c.created, 'desc');
    case 'oldest':
      return by(c.created, 'asc');
    case 'grade_desc':
      return by(c.grade, 'desc');
    case 'grade_asc':
      return by(c.grade, 'asc');
    case 'most_liked':
      return by(c.likes, 'desc');
    case 'least_liked':
      return by(c.likes, 'asc');
  }
};

/** A page's rows and the count of every row it is cut from, read side by side. */
async function pageAndTotal<R>(rows: PromiseLike<R[]>, total: PromiseLike<{ total: number }[]>) {
  const [page, counted] = await Promise.all([rows, total]);
  return { rows: page, total: counted[0]?.total ?? 0 };
}

/** The page of a query in its order (each order ends on the id). */
const cut = <T extends PgSelect>(query: T, order: SQL[], page: Page) =>
  query
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);

type Rating = typeof movieReviews | typeof episodeReviews;

/**
 * A rating's own columns and whether the caller liked it. Drizzle may print a column unqualified inside a
 * select list: the like sub-select names the review's id in full, or the joined title's own "id" would be
 * taken.
 */
const ratingColumns = (
  r: Rating,
  likes: typeof movieReviewLikes | typeof episodeReviewLikes,
  callerId: number | null,
) => ({
  id: r.id,
  grade: r.grade,
  review: r.review,
  critic: r.critic,
  spoiler: r.spoiler,
  likes: r.likesCount,
  createdAt: r.createdAt,
  userLike: sql<boolean>`exists (select 1 from ${likes} where ${likes.reviewId} = ${sql.raw(`"${getTableName(r)}"."id"`)} and ${likes.userId} = ${callerId})`,
});

const ratingOrder = (sort: ProfileReviewSort, r: Rating) =>
  reviewOrder(sort, { id: r.id, created: r.createdAt, grade: r.grade, likes: r.likesCount });

// ---------------------------------------------------------------------------------------------------
// Reviews (grades with their words), with the caller's likes.

const movieReviewWhere = (userId: number, viewer: Actor) =>
  and(eq(movieReviews.userId, userId), visibleTo(viewer, 'movie'));

export async function movieReviewPage(
  db: Executor,
  q: { userId: number; callerId: number | null; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const where = movieReviewWhere(q.userId, q.viewer);
  const reviewed = <T extends PgSelect>(query: T) =>
    query.innerJoin(movies, eq(movies.id, movieReviews.movieId)).where(where);
  const movie = { movieId: movieReviews.movieId, slug: movies.slug, title: movies.mTitle, poster: movies.poster };
  const columns = {
    ...ratingColumns(movieReviews, movieReviewLikes, q.callerId),
    ...movie,
    internationalTitle: movies.iTitle,
  };
  return pageAndTotal(
    cut(reviewed(db.select(columns).from(movieReviews).$dynamic()), ratingOrder(q.sort, movieReviews), q.page),
    reviewed(db.select({ total: count() }).from(movieReviews).$dynamic()),
  );
}
export type MovieReviewRow = Awaited<ReturnType<typeof movieReviewPage>>['rows'][number];

export async function episodeReviewPage(
  db: Executor,
  q: { userId: number; callerId: number | null; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const where = and(eq(episodeReviews.userId, q.userId), visibleTo(q.viewer, 'episode'));
  const reviewed = <T extends PgSelect>(query: T) => withEpisodeOf(query, episodeReviews.episodeId).where(where);
  return pageAndTotal(
    cut(
      reviewed(
        db
          .select({
            ...ratingColumns(episodeReviews, episodeReviewLikes, q.callerId),
            episodeId: episodeReviews.episodeId,
            serialSlug: serials.slug,
            seasonSlug: seasons.slug,
            episodeSlug: episodes.slug,
            seasonNum: seasons.seasonNum,
            episodeNum: episodes.episodeNum,
            episodeName: episodes.name,
            episodeNameEn: episodes.nameEn,
            title: serials.mTitle,
            internationalTitle: serials.iTitle,
            image: sql<string | null>`coalesce(${episodes.background}, ${serials.poster})`,
          })
          .from(episodeReviews)
          .$dynamic(),
      ),
      ratingOrder(q.sort, episodeReviews),
      q.page,
    ),
    reviewed(db.select({ total: count() }).from(episodeReviews).$dynamic()),
  );
}
export type EpisodeReviewRow = Awaited<ReturnType<typeof episodeReviewPage>>['rows'][number];

/** The slugs that address an episode, for the review like by episode id (null when there is none). */
export async function episodeSlugsById(db: Executor, episodeId: number) {
  const slugs = { serial: serials.slug, season: seasons.slug, episode: episodes.slug };
  const [row] = await withSeasonAndSerial(db.select(slugs).from(episodes).$dynamic()).where(eq(episodes.id, episodeId));
  return row ?? null;
}

// ---------------------------------------------------------------------------------------------------
// Titles: favourites, reactions, to watch. The member's set is a subquery on their own rows.

/** Which of a member's movies a list shows. */
export type MovieSet = 'favorite' | 'favorite-short' | 'reacted' | 'watch';
/** Which of a member's serials a list shows. */
export type SerialSet = 'favorite' | 'reacted' | 'watch';

function movieIdsOf(db: Executor, userId: number, set: MovieSet) {
  if (set === 'reacted')
    return db
      .selectDistinct({ id: movieReactions.movieId })
      .from(movieReactions)
      .where(eq(movieReactions.userId, userId));
  const flag = set === 'watch' ? movieUserFlags.watch : movieUserFlags.favorite;
  return db
    .select({ id: movieUserFlags.movieId })
    .from(movieUserFlags)
    .where(and(eq(movieUserFlags.userId, userId), eq(flag, true)));
}

/** A serial is reacted to through a reaction on one of its seasons or episodes (serials take none themselves). */
function serialIdsOf(db: Executor, userId: number, set: SerialSet) {
  if (set === 'reacted')
    return db
      .select({ id: seasons.serialId })
      .from(seasons)
      .where(
        sql`${seasons.id} in (select ${seasonReactions.seasonId} from ${seasonReactions} where ${seasonReactions.userId} = ${userId}
          union select ${episodes.seasonId} from ${episodeReactions} join ${episodes} on ${episodes.id} = ${episodeReactions.episodeId}
          where ${episodeReactions.userId} = ${userId})`,
      );
  const flag = set === 'watch' ? serialUserFlags.watch : serialUserFlags.favorite;
  return db
    .select({ id: serialUserFlags.serialId })
    .from(serialUserFlags)
    .where(and(eq(serialUserFlags.userId, userId), eq(flag, true)));
}

type TitleSetQuery = { userId: number; viewer: Actor; sort: ProfileTitleSort; page: Page };

/** A page of movie or serial cards in the catalogue's order; `year` is the kind's year column. */
function titleSetPage(
  db: Executor,
  t: typeof movies | typeof serials,
  year: typeof movies.year | typeof serials.releasedYear,
  where: SQL | undefined,
  q: TitleSetQuery,
) {
  const order = catalogueOrder(
    q.sort,
    {
      id: t.id,
      year,
      audienceGrade: t.audienceGrade,
      watchedCount: t.watchedCount,
      title: t.mTitle,
      searchKey: t.searchKey,
    },
    undefined,
  );
  const card = { slug: t.slug, title: t.mTitle, internationalTitle: t.iTitle, poster: t.poster, year };
  const grades = { criticGrade: t.criticGrade, audienceGrade: t.audienceGrade };
  return pageAndTotal(
    cut(
      db
        .select({ ...card, ...grades })
        .from(t)
        .where(where)
        .$dynamic(),
      order,
      q.page,
    ),
    db.select({ total: count() }).from(t).where(where),
  );
}

export function movieSetPage(db: Executor, q: TitleSetQuery & { set: MovieSet }) {
  const where = and(
    inArray(movies.id, movieIdsOf(db, q.userId, q.set)),
    q.set === 'favorite' ? eq(movies.category, 1) : q.set === 'favorite-short' ? eq(movies.category, 2) : undefined,
    visibleTo(q.viewer, 'movie'),
  );
  return titleSetPage(db, movies, movies.year, where, q);
}
export type TitleRow = Awaited<ReturnType<typeof movieSetPage>>['rows'][number];

export function serialSetPage(db: Executor, q: TitleSetQuery & { set: SerialSet }) {
  const where = and(inArray(serials.id, serialIdsOf(db, q.userId, q.set)), visibleTo(q.viewer, 'serial'));
  return titleSetPage(db, serials, serials.releasedYear, where, q);
}

// ---------------------------------------------------------------------------------------------------
// Detailed reviews: each reads its derived copy of its title's publish flag (db/schema/reviews.ts), and
// the author's grade of the title from their rating.

type Detailed = typeof movieDetailedReviews | typeof episodeDetailedReviews;

/** A detailed review's own columns on its card, and the author's grade of its title. */
const detailedColumns = (d: Detailed, grade: AnyPgColumn) => ({
  id: d.id,
  title: d.title,
  grade: sql<number | null>`${grade}`,
  likes: d.likesCount,
  createdAt: d.createdAt,
});

const detailedOrder = (sort: ProfileReviewSort, d: Detailed, grade: AnyPgColumn) =>
  reviewOrder(sort, { id: d.id, created: d.createdAt, grade, likes: d.likesCount });

export async function movieDetailedReviewPage(
  db: Executor,
  q: { userId: number; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const d = movieDetailedReviews;
  const where = and(eq(d.userId, q.userId), copyVisibleTo(q.viewer, 'movie', d));
  const none = sql<string | null>`null`;
  const movie = { titleOf: movies.mTitle, internationalTitleOf: movies.iTitle, slug: movies.slug };
  const columns = {
    ...detailedColumns(d, movieReviews.grade),
    ...movie,
    serialSlug: none,
    seasonSlug: none,
    episodeSlug: none,
    poster: movies.poster,
  };
  const rated = and(eq(movieReviews.movieId, d.movieId), eq(movieReviews.userId, d.userId));
  const rows = db.select(columns).from(d).innerJoin(movies, eq(movies.id, d.movieId)).leftJoin(movieReviews, rated);
  return pageAndTotal(
    cut(rows.where(where).$dynamic(), detailedOrder(q.sort, d, movieReviews.grade), q.page),
    db.select({ total: count() }).from(d).where(where),
  );
}
export type DetailedReviewRow = Awaited<ReturnType<typeof movieDetailedReviewPage>>['rows'][number];

export async function episodeDetailedReviewPage(
  db: Executor,
  q: { userId: number; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const d = episodeDetailedReviews;
  const where = and(eq(d.userId, q.userId), copyVisibleTo(q.viewer, 'episode', d));
  const address = {
    serialSlug: sql<string | null>`${serials.slug}`,
    seasonSlug: sql<string | null>`${seasons.slug}`,
    episodeSlug: sql<string | null>`${episodes.slug}`,
  };
  const serial = { titleOf: serials.mTitle, internationalTitleOf: serials.iTitle, slug: episodes.slug };
  const poster = sql<string | null>`coalesce(${d.cover}, ${episodes.background}, ${serials.poster})`;
  const columns = { ...detailedColumns(d, episodeReviews.grade), ...serial, ...address, poster };
  const rated = and(eq(episodeReviews.episodeId, d.episodeId), eq(episodeReviews.userId, d.userId));
  const rows = withEpisodeOf(db.select(columns).from(d).$dynamic(), d.episodeId).leftJoin(episodeReviews, rated);
  return pageAndTotal(
    cut(rows.where(where), detailedOrder(q.sort, d, episodeReviews.grade), q.page),
    db.select({ total: count() }).from(d).where(where),
  ) as Promise<{ rows: DetailedReviewRow[]; total: number }>;
}

// ---------------------------------------------------------------------------------------------------
// Liked artists ("idols").

const ARTIST_ORDERS: Record<ProfileArtistSort, SQL[]> = {
  alphabetical: [sql`${artists.sortName} collate "C" asc`, asc(artists.id)],
  reverse: [sql`${artists.sortName} collate "C" desc`, desc(artists.id)],
  oldest_first: [sql`${artists.bornYear} asc nulls last`, asc(artists.id)],
  oldest_last: [sql`${artists.bornYear} desc nulls last`, desc(artists.id)],
};

export async function likedArtistPage(
  db: Executor,
  q: { userId: number; viewer: Actor; sort: ProfileArtistSort; page: Page },
) {
  const where = and(
    inArray(
      artists.id,
      db.select({ id: artistLikes.artistId }).from(artistLikes).where(eq(artistLikes.userId, q.userId)),
    ),
    visibleTo(q.viewer, 'artist'),
  );
  const card = { slug: artists.slug, name: artists.proName, photo: artists.photo, bornYear: artists.bornYear };
  return pageAndTotal(
    cut(db.select(card).from(artists).where(where).$dynamic(), ARTIST_ORDERS[q.sort], q.page),
    db.select({ total: count() }).from(artists).where(where),
  );
}
export type ArtistRow = Awaited<ReturnType<typeof likedArtistPage>>['rows'][number];
