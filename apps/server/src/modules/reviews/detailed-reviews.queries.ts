import { and, count, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieDetailedReviewLikes, movieDetailedReviews, movies, users } from '../../db/schema';
import { matches, type SearchTerm } from '../../lib/search';

export async function findDetailedReview(db: Executor, movieId: number, userId: number) {
  const [row] = await db
    .select({ id: movieDetailedReviews.id, title: movieDetailedReviews.title, review: movieDetailedReviews.review })
    .from(movieDetailedReviews)
    .where(and(eq(movieDetailedReviews.movieId, movieId), eq(movieDetailedReviews.userId, userId)));
  return row;
}

export async function upsertDetailedReview(db: Executor, values: { movieId: number; userId: number; title: string; review: string; searchKey: string }) {
  const { title, review, searchKey } = values;
  await db
    .insert(movieDetailedReviews)
    .values(values)
    .onConflictDoUpdate({ target: [movieDetailedReviews.movieId, movieDetailedReviews.userId], set: { title, review, searchKey, updatedAt: sql`now()` } });
}

/** Detailed reviews of published movies only (part 2 section 6: unpublished rows are invisible). */
function listFilter(term: SearchTerm | undefined) {
  const published = eq(movies.publish, true);
  return term ? and(published, or(matches(movies.searchKey, term), matches(movieDetailedReviews.searchKey, term))) : published;
}

export async function listDetailedReviews(db: Executor, term: SearchTerm | undefined, page: { limit: number; offset: number }) {
  return db
    .select({ userSlug: users.slug, movieSlug: movies.slug, moviePoster: movies.poster, userImage: users.image, username: users.username, title: movieDetailedReviews.title })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .innerJoin(users, eq(users.id, movieDetailedReviews.userId))
    .where(listFilter(term))
    .orderBy(desc(movieDetailedReviews.createdAt), desc(movieDetailedReviews.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countDetailedReviews(db: Executor, term: SearchTerm | undefined) {
  const [row] = await db
    .select({ total: count() })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(listFilter(term));
  return row.total;
}

/** A detailed review by its author's slug and the movie's slug, with the viewer's like. */
export async function findDetailedReviewPage(db: Executor, userSlug: string, movieSlug: string, viewerId: number | null) {
  const [row] = await db
    .select({
      id: movieDetailedReviews.id,
      userId: movieDetailedReviews.userId,
      title: movieDetailedReviews.title,
      review: movieDetailedReviews.review,
      createdAt: movieDetailedReviews.createdAt,
      likesCount: movieDetailedReviews.likesCount,
      username: users.username,
      userSlug: users.slug,
      movieId: movies.id,
      movieSlug: movies.slug,
      moviePoster: movies.poster,
      moviePublish: movies.publish,
      userLike:
        viewerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from movie_detailed_review_likes l where l.review_id = ${movieDetailedReviews.id} and l.user_id = ${viewerId})`,
    })
    .from(movieDetailedReviews)
    .innerJoin(users, eq(users.id, movieDetailedReviews.userId))
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(and(eq(users.slug, userSlug), eq(movies.slug, movieSlug)));
  return row;
}

/** The author's most recent other detailed reviews of published movies. */
export async function listRecentByAuthor(db: Executor, userId: number, exceptId: number, limit: number) {
  return db
    .select({ movieSlug: movies.slug, poster: movies.poster, title: movieDetailedReviews.title, createdAt: movieDetailedReviews.createdAt })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(and(eq(movieDetailedReviews.userId, userId), ne(movieDetailedReviews.id, exceptId), eq(movies.publish, true)))
    .orderBy(desc(movieDetailedReviews.createdAt), desc(movieDetailedReviews.id))
    .limit(limit);
}

export async function findDetailedReviewMovie(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ id: movieDetailedReviews.id, publish: movies.publish })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(eq(movieDetailedReviews.id, reviewId));
  return row;
}

export async function toggleDetailedReviewLike(db: Executor, reviewId: number, userId: number) {
  const added = await db
    .insert(movieDetailedReviewLikes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ id: movieDetailedReviewLikes.reviewId });
  const liked = added.length > 0;
  if (!liked) {
    await db.delete(movieDetailedReviewLikes).where(and(eq(movieDetailedReviewLikes.reviewId, reviewId), eq(movieDetailedReviewLikes.userId, userId)));
  }
  const [row] = await db
    .update(movieDetailedReviews)
    .set({ likesCount: sql`greatest(${movieDetailedReviews.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(movieDetailedReviews.id, reviewId))
    .returning({ likes: movieDetailedReviews.likesCount });
  return { liked, likes: row.likes };
}
