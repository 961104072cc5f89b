import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  episodeDetailedReviews,
  episodeReviews,
  episodes,
  movieDetailedReviews,
  movieReviews,
  movies,
  seasons,
  serials,
  userBlocks,
  users,
} from '../../db/schema';
import type { Actor } from '../../policies/catalogue.policy';
import { copyVisibleTo, visibleTo } from '../../policies/visibility';
import { withEpisodeOf } from '../../lib/title-chain';

// The home page's rails (part 1 section 2 "Home page", issue 16). Each is one statement that walks an index
// newest first and stops after the rail: the short reviews `movie_reviews_latest_idx` /
// `episode_reviews_latest_idx` (critic, created_at, id) over the rows with text (migration 0038), the
// detailed reviews their list index over the derived publish copy, the titles `movies_latest_idx` /
// `serials_latest_idx`. Titles, authors and the author's rating are joined by key for the rows shown.

/** What every review card reads: the author and the review's own columns. */
export type ReviewRow = {
  userId: number;
  userSlug: string;
  userImage: string | null;
  userName: string;
  userGrade: number | null;
  /** The title's critic and audience grades; the card shows the one of its own readers. */
  criticGrade: number | null;
  audienceGrade: number | null;
  slug: string;
  poster: string | null;
  titleName: string;
  titleNameEn: string;
  text: string;
  spoiler: boolean;
};
export type EpisodeReviewRow = ReviewRow & {
  seasonSlug: string;
  episodeSlug: string;
  seasonNum: number;
  episodeNum: number;
};

const author = { userId: users.id, userSlug: users.slug, userImage: users.image, userName: users.username };
/** The partial indexes' predicate, written as they are so the planner can use them. */
const hasText = (review: typeof movieReviews.review | typeof episodeReviews.review) => sql`${review} <> ''`;

/**
 * The latest movie reviews: the short ones with text, or (`detailed`) the critics' long ones beside their
 * author's rating, which gives the author's grade and whether they wrote as a critic.
 */
type Latest = { critic: boolean; detailed: boolean; viewer: Actor };

/**
 * The reviews a home rail lists, on a query that reads them: critics' or the audience's, short ones with
 * text or (`detailed`) the long ones, each on a title the viewer may see (the long ones by their derived
 * copy), with their author, newest first.
 */
function latest<T extends PgSelect>(
  query: T,
  kind: 'movie' | 'episode',
  reviews: {
    short: typeof movieReviews | typeof episodeReviews;
    long: typeof movieDetailedReviews | typeof episodeDetailedReviews;
  },
  where: Latest,
  limit: number,
) {
  const { short, long } = reviews;
  const [createdAt, id] = where.detailed ? [long.createdAt, long.id] : [short.createdAt, short.id];
  const shown = where.detailed
    ? copyVisibleTo(where.viewer, kind, long)
    : and(hasText(short.review), visibleTo(where.viewer, kind));
  return query
    .innerJoin(users, eq(users.id, short.userId))
    .where(and(eq(short.critic, where.critic), shown))
    .orderBy(desc(createdAt), desc(id))
    .limit(limit);
}

/** A card's text: the short review's, or the detailed review's title, which carries no spoiler mark. */
const reviewText = (
  detailed: boolean,
  short: typeof movieReviews | typeof episodeReviews,
  long: typeof movieDetailedReviews | typeof episodeDetailedReviews,
) => ({
  text: detailed ? long.title : short.review,
  spoiler: detailed ? sql<boolean>`false` : short.spoiler,
});

export async function latestMovieReviews(db: Executor, where: Latest, limit: number): Promise<ReviewRow[]> {
  const long = movieDetailedReviews;
  const rated = and(eq(movieReviews.movieId, long.movieId), eq(movieReviews.userId, long.userId));
  const select = db.select({
    ...author,
    userGrade: movieReviews.grade,
    criticGrade: movies.criticGrade,
    audienceGrade: movies.audienceGrade,
    slug: movies.slug,
    poster: movies.poster,
    titleName: movies.mTitle,
    titleNameEn: movies.iTitle,
    ...reviewText(where.detailed, movieReviews, long),
  });
  const from = where.detailed
    ? select.from(long).innerJoin(movieReviews, rated).$dynamic()
    : select.from(movieReviews).$dynamic();
  const titled = from.innerJoin(movies, eq(movies.id, movieReviews.movieId));
  return latest(titled, 'movie', { short: movieReviews, long }, where, limit);
}

/** The episode's columns on a card: the serial's slug, poster (the season's when it has one) and name. */
const episodeTitle = {
  criticGrade: episodes.criticGrade,
  audienceGrade: episodes.audienceGrade,
  slug: serials.slug,
  poster: sql<string | null>`coalesce(${seasons.poster}, ${serials.poster})`,
  titleName: serials.mTitle,
  titleNameEn: serials.iTitle,
  seasonSlug: seasons.slug,
  episodeSlug: episodes.slug,
  seasonNum: seasons.seasonNum,
  episodeNum: episodes.episodeNum,
};

/** The latest episode reviews, short with text or (`detailed`) the critics' long ones, as the movies'. */
export async function latestEpisodeReviews(db: Executor, where: Latest, limit: number): Promise<EpisodeReviewRow[]> {
  const long = episodeDetailedReviews;
  const rated = and(eq(episodeReviews.episodeId, long.episodeId), eq(episodeReviews.userId, long.userId));
  const select = db.select({
    ...author,
    ...episodeTitle,
    userGrade: episodeReviews.grade,
    ...reviewText(where.detailed, episodeReviews, long),
  });
  const from = where.detailed
    ? select.from(long).innerJoin(episodeReviews, rated).$dynamic()
    : select.from(episodeReviews).$dynamic();
  return latest(
    withEpisodeOf(from, episodeReviews.episodeId),
    'episode',
    { short: episodeReviews, long },
    where,
    limit,
  );
}

/** The newest published movies or serials (`movies_latest_idx`, `serials_latest_idx`). */
export async function latestTitles(db: Executor, kind: 'movie' | 'serial', viewer: Actor, limit: number) {
  const t = kind === 'movie' ? movies : serials;
  return db
    .select({ slug: t.slug, poster: t.poster, title: t.mTitle, iTitle: t.iTitle })
    .from(t)
    .where(visibleTo(viewer, kind, t))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(limit);
}

/** The members `userId` blocked: a blocker does not see the blocked member's writing. */
export async function blockedBy(db: Executor, userId: number): Promise<number[]> {
  const rows = await db.select({ id: userBlocks.blockedId }).from(userBlocks).where(eq(userBlocks.blockerId, userId));
  return rows.map((r) => r.id);
}
