import { type SQL, and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ProfileArtistSort, ProfileReviewSort, ProfileTitleSort } from '@mfi/contract/profile-lists.schemas';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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

// Drizzle may print a column unqualified inside a select list: the like sub-selects name the review's id in
// full, or the joined title's own "id" would be taken.
const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

// ---------------------------------------------------------------------------------------------------
// Reviews (grades with their words), with the caller's likes.

const movieReviewWhere = (userId: number, viewer: Actor) =>
  and(eq(movieReviews.userId, userId), visibleTo(viewer, 'movie'));

export async function movieReviewPage(
  db: Executor,
  q: { userId: number; callerId: number | null; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const where = movieReviewWhere(q.userId, q.viewer);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: movieReviews.id,
        movieId: movieReviews.movieId,
        grade: movieReviews.grade,
        review: movieReviews.review,
        critic: movieReviews.critic,
        spoiler: movieReviews.spoiler,
        likes: movieReviews.likesCount,
        createdAt: movieReviews.createdAt,
        slug: movies.slug,
        title: movies.mTitle,
        internationalTitle: movies.iTitle,
        poster: movies.poster,
        userLike: sql<boolean>`exists (select 1 from ${movieReviewLikes} where ${movieReviewLikes.reviewId} = ${sql.raw('"movie_reviews"."id"')} and ${movieReviewLikes.userId} = ${q.callerId})`,
      })
      .from(movieReviews)
      .innerJoin(movies, eq(movies.id, movieReviews.movieId))
      .where(where)
      .orderBy(
        ...reviewOrder(q.sort, {
          id: movieReviews.id,
          created: movieReviews.createdAt,
          grade: movieReviews.grade,
          likes: movieReviews.likesCount,
        }),
      )
      .limit(q.page.limit)
      .offset(q.page.offset),
    db
      .select({ total: count() })
      .from(movieReviews)
      .innerJoin(movies, eq(movies.id, movieReviews.movieId))
      .where(where)
      .then(totalOf),
  ]);
  return { rows, total };
}
export type MovieReviewRow = Awaited<ReturnType<typeof movieReviewPage>>['rows'][number];

export async function episodeReviewPage(
  db: Executor,
  q: { userId: number; callerId: number | null; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const where = and(eq(episodeReviews.userId, q.userId), visibleTo(q.viewer, 'episode'));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: episodeReviews.id,
        episodeId: episodeReviews.episodeId,
        grade: episodeReviews.grade,
        review: episodeReviews.review,
        critic: episodeReviews.critic,
        spoiler: episodeReviews.spoiler,
        likes: episodeReviews.likesCount,
        createdAt: episodeReviews.createdAt,
        serialSlug: serials.slug,
        seasonSlug: seasons.slug,
        episodeSlug: episodes.slug,
        seasonNum: seasons.seasonNum,
        episodeNum: episodes.episodeNum,
        episodeName: episodes.name,
        title: serials.mTitle,
        internationalTitle: serials.iTitle,
        image: sql<string | null>`coalesce(${episodes.background}, ${serials.poster})`,
        userLike: sql<boolean>`exists (select 1 from ${episodeReviewLikes} where ${episodeReviewLikes.reviewId} = ${sql.raw('"episode_reviews"."id"')} and ${episodeReviewLikes.userId} = ${q.callerId})`,
      })
      .from(episodeReviews)
      .innerJoin(episodes, eq(episodes.id, episodeReviews.episodeId))
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(serials, eq(serials.id, seasons.serialId))
      .where(where)
      .orderBy(
        ...reviewOrder(q.sort, {
          id: episodeReviews.id,
          created: episodeReviews.createdAt,
          grade: episodeReviews.grade,
          likes: episodeReviews.likesCount,
        }),
      )
      .limit(q.page.limit)
      .offset(q.page.offset),
    db
      .select({ total: count() })
      .from(episodeReviews)
      .innerJoin(episodes, eq(episodes.id, episodeReviews.episodeId))
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(serials, eq(serials.id, seasons.serialId))
      .where(where)
      .then(totalOf),
  ]);
  return { rows, total };
}
export type EpisodeReviewRow = Awaited<ReturnType<typeof episodeReviewPage>>['rows'][number];

/** The slugs that address an episode, for the review like by episode id (null when there is none). */
export async function episodeSlugsById(db: Executor, episodeId: number) {
  const [row] = await db
    .select({ serial: serials.slug, season: seasons.slug, episode: episodes.slug })
    .from(episodes)
    .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
    .innerJoin(serials, eq(serials.id, seasons.serialId))
    .where(eq(episodes.id, episodeId));
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

const movieCard = {
  slug: movies.slug,
  title: movies.mTitle,
  internationalTitle: movies.iTitle,
  poster: movies.poster,
  year: movies.year,
  criticGrade: movies.criticGrade,
  audienceGrade: movies.audienceGrade,
};

export async function movieSetPage(
  db: Executor,
  q: { userId: number; set: MovieSet; viewer: Actor; sort: ProfileTitleSort; page: Page },
) {
  const where = and(
    inArray(movies.id, movieIdsOf(db, q.userId, q.set)),
    q.set === 'favorite' ? eq(movies.category, 1) : q.set === 'favorite-short' ? eq(movies.category, 2) : undefined,
    visibleTo(q.viewer, 'movie'),
  );
  const order = catalogueOrder(
    q.sort,
    {
      id: movies.id,
      year: movies.year,
      audienceGrade: movies.audienceGrade,
      watchedCount: movies.watchedCount,
      title: movies.mTitle,
      searchKey: movies.searchKey,
    },
    undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select(movieCard)
      .from(movies)
      .where(where)
      .orderBy(...order)
      .limit(q.page.limit)
      .offset(q.page.offset),
    db.select({ total: count() }).from(movies).where(where).then(totalOf),
  ]);
  return { rows, total };
}
export type TitleRow = Awaited<ReturnType<typeof movieSetPage>>['rows'][number];

export async function serialSetPage(
  db: Executor,
  q: { userId: number; set: SerialSet; viewer: Actor; sort: ProfileTitleSort; page: Page },
) {
  const where = and(inArray(serials.id, serialIdsOf(db, q.userId, q.set)), visibleTo(q.viewer, 'serial'));
  const order = catalogueOrder(
    q.sort,
    {
      id: serials.id,
      year: serials.releasedYear,
      audienceGrade: serials.audienceGrade,
      watchedCount: serials.watchedCount,
      title: serials.mTitle,
      searchKey: serials.searchKey,
    },
    undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        slug: serials.slug,
        title: serials.mTitle,
        internationalTitle: serials.iTitle,
        poster: serials.poster,
        year: serials.releasedYear,
        criticGrade: serials.criticGrade,
        audienceGrade: serials.audienceGrade,
      })
      .from(serials)
      .where(where)
      .orderBy(...order)
      .limit(q.page.limit)
      .offset(q.page.offset),
    db.select({ total: count() }).from(serials).where(where).then(totalOf),
  ]);
  return { rows: rows as TitleRow[], total };
}

// ---------------------------------------------------------------------------------------------------
// Detailed reviews: each reads its derived copy of its title's publish flag (db/schema/reviews.ts), and
// the author's grade of the title from their rating.

export async function movieDetailedReviewPage(
  db: Executor,
  q: { userId: number; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const d = movieDetailedReviews;
  const where = and(eq(d.userId, q.userId), copyVisibleTo(q.viewer, 'movie', d));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: d.id,
        title: d.title,
        titleOf: movies.mTitle,
        internationalTitleOf: movies.iTitle,
        slug: movies.slug,
        serialSlug: sql<string | null>`null`,
        seasonSlug: sql<string | null>`null`,
        episodeSlug: sql<string | null>`null`,
        poster: movies.poster,
        grade: movieReviews.grade,
        likes: d.likesCount,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(movies, eq(movies.id, d.movieId))
      .leftJoin(movieReviews, and(eq(movieReviews.movieId, d.movieId), eq(movieReviews.userId, d.userId)))
      .where(where)
      .orderBy(
        ...reviewOrder(q.sort, { id: d.id, created: d.createdAt, grade: movieReviews.grade, likes: d.likesCount }),
      )
      .limit(q.page.limit)
      .offset(q.page.offset),
    db.select({ total: count() }).from(d).where(where).then(totalOf),
  ]);
  return { rows, total };
}
export type DetailedReviewRow = Awaited<ReturnType<typeof movieDetailedReviewPage>>['rows'][number];

export async function episodeDetailedReviewPage(
  db: Executor,
  q: { userId: number; viewer: Actor; sort: ProfileReviewSort; page: Page },
) {
  const d = episodeDetailedReviews;
  const where = and(eq(d.userId, q.userId), copyVisibleTo(q.viewer, 'episode', d));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: d.id,
        title: d.title,
        titleOf: serials.mTitle,
        internationalTitleOf: serials.iTitle,
        slug: episodes.slug,
        serialSlug: sql<string | null>`${serials.slug}`,
        seasonSlug: sql<string | null>`${seasons.slug}`,
        episodeSlug: sql<string | null>`${episodes.slug}`,
        poster: sql<string | null>`coalesce(${d.cover}, ${episodes.background}, ${serials.poster})`,
        grade: episodeReviews.grade,
        likes: d.likesCount,
        createdAt: d.createdAt,
      })
      .from(d)
      .innerJoin(episodes, eq(episodes.id, d.episodeId))
      .innerJoin(seasons, eq(seasons.id, episodes.seasonId))
      .innerJoin(serials, eq(serials.id, seasons.serialId))
      .leftJoin(episodeReviews, and(eq(episodeReviews.episodeId, d.episodeId), eq(episodeReviews.userId, d.userId)))
      .where(where)
      .orderBy(
        ...reviewOrder(q.sort, { id: d.id, created: d.createdAt, grade: episodeReviews.grade, likes: d.likesCount }),
      )
      .limit(q.page.limit)
      .offset(q.page.offset),
    db.select({ total: count() }).from(d).where(where).then(totalOf),
  ]);
  return { rows: rows as DetailedReviewRow[], total };
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
  const [rows, total] = await Promise.all([
    db
      .select({ slug: artists.slug, name: artists.proName, photo: artists.photo, bornYear: artists.bornYear })
      .from(artists)
      .where(where)
      .orderBy(...ARTIST_ORDERS[q.sort])
      .limit(q.page.limit)
      .offset(q.page.offset),
    db.select({ total: count() }).from(artists).where(where).then(totalOf),
  ]);
  return { rows, total };
}
export type ArtistRow = Awaited<ReturnType<typeof likedArtistPage>>['rows'][number];
