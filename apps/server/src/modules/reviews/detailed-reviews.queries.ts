import { and, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movieDetailedReviews, movies, users } from '../../db/schema';
import { copyPublished, published } from '../../policies/visibility';
import { matches, type SearchTerm } from '../../lib/search';
import { movieDetailedReview } from './movie-reviews.queries';

export async function upsertDetailedReview(
  db: Executor,
  values: { movieId: number; userId: number; title: string; review: string; searchKey: string },
) {
  const { movieId, title, review, searchKey } = values;
  // The list's derived copies, read from the movie row the caller has locked (db/schema/reviews.ts).
  const moviePublished = sql<boolean>`(select ${published('movie')} from ${movies} where ${movies.id} = ${movieId})`;
  const listKey = sql<string>`concat_ws(' ', (select nullif(${movies.searchKey}, '') from ${movies} where ${movies.id} = ${movieId}), nullif(${searchKey}, ''))`;
  await movieDetailedReview.save(
    db,
    { ...values, moviePublished, listKey },
    { title, review, searchKey, moviePublished, listKey },
  );
}

/** Keeps movie_published in step with movies.publish; in the transaction that flips it. */
export async function setDetailedReviewsPublished(db: Executor, movieId: number, publish: boolean) {
  await db
    .update(movieDetailedReviews)
    .set({ moviePublished: publish })
    .where(eq(movieDetailedReviews.movieId, movieId));
}

/** Keeps list_key in step with the movie's titles; in the transaction that changes them. */
export async function refreshDetailedReviewKeys(db: Executor, movieId: number, movieKey: string) {
  await db
    .update(movieDetailedReviews)
    .set({ listKey: sql`concat_ws(' ', nullif(${movieKey}, ''), nullif(${movieDetailedReviews.searchKey}, ''))` })
    .where(eq(movieDetailedReviews.movieId, movieId));
}

/**
 * Detailed reviews of published movies only (part 2 section 6: unpublished rows are invisible), read
 * from this table's derived copies: the (movie_published, created_at, id) index gives the page, the
 * list_key trigram index the search; movies and users are joined by primary key for the rows shown.
 */
function listFilter(term: SearchTerm | undefined) {
  const shown = copyPublished(movieDetailedReviews);
  return term ? and(shown, matches(movieDetailedReviews.listKey, term)) : shown;
}

export async function listDetailedReviews(
  db: Executor,
  term: SearchTerm | undefined,
  page: { limit: number; offset: number },
) {
  // The page's ids first, from the list index alone (index-only, however deep the page), then the 24
  // rows with their movie and author by primary key.
  const ids = db
    .select({ id: movieDetailedReviews.id })
    .from(movieDetailedReviews)
    .where(listFilter(term))
    .orderBy(desc(movieDetailedReviews.createdAt), desc(movieDetailedReviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return db
    .select({
      userSlug: users.slug,
      movieSlug: movies.slug,
      moviePoster: movies.poster,
      userImage: users.image,
      username: users.username,
      title: movieDetailedReviews.title,
    })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .innerJoin(users, eq(users.id, movieDetailedReviews.userId))
    .where(inArray(movieDetailedReviews.id, ids))
    .orderBy(desc(movieDetailedReviews.createdAt), desc(movieDetailedReviews.id));
}

export async function countDetailedReviews(db: Executor, term: SearchTerm | undefined) {
  const [row] = await db.select({ total: count() }).from(movieDetailedReviews).where(listFilter(term));
  return row.total;
}

/** A detailed review by its author's slug and the movie's slug, with the viewer's like. */
export async function findDetailedReviewPage(
  db: Executor,
  userSlug: string,
  movieSlug: string,
  viewerId: number | null,
) {
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
    .select({
      movieSlug: movies.slug,
      poster: movies.poster,
      title: movieDetailedReviews.title,
      createdAt: movieDetailedReviews.createdAt,
    })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(and(eq(movieDetailedReviews.userId, userId), ne(movieDetailedReviews.id, exceptId), published('movie')))
    .orderBy(desc(movieDetailedReviews.createdAt), desc(movieDetailedReviews.id))
    .limit(limit);
}

export async function findDetailedReviewMovie(db: Executor, reviewId: number) {
  const [row] = await db
    .select({ id: movieDetailedReviews.id, publish: published('movie') })
    .from(movieDetailedReviews)
    .innerJoin(movies, eq(movies.id, movieDetailedReviews.movieId))
    .where(eq(movieDetailedReviews.id, reviewId));
  return row;
}
