import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { movies } from '../../db/schema';

/**
 * The movie row, locked for this transaction, addressed by id or slug. Every rating write takes it
 * first, so concurrent writers of one title serialize and each recomputes from committed ratings.
 */
export async function lockMovie(db: Executor, ref: number | string) {
  const [row] = await db
    .select({ id: movies.id, slug: movies.slug, publish: movies.publish })
    .from(movies)
    .where(typeof ref === 'number' ? eq(movies.id, ref) : eq(movies.slug, ref))
    .for('update');
  return row;
}

/**
 * Critic and audience grades and counts from the movie's ratings, with the write's change of
 * watched_count, in one update of the movie row (SQL function recompute_movie_grades, migration 0021:
 * the movie has 16 indexes, and each update that changes an indexed column writes into all of them).
 */
export async function recomputeMovieGrades(db: Executor, movieId: number, watchedDelta = 0) {
  await db.execute(sql`select recompute_movie_grades(${movieId}::int, ${watchedDelta}::int)`);
}

export type MovieRating = { movie: number | string; userId: number; grade: number; review: string; spoiler: boolean; critic: boolean };

/**
 * Saves a rating of a published movie, marks it watched and recomputes its figures, in one call of the
 * SQL function rate_movie (migration 0021) that locks the movie row first, so concurrent ratings of one
 * title stay exact. Answers the movie id, or null when the movie is missing or unpublished.
 */
export async function rateMovie(db: Executor, r: MovieRating) {
  const [id, slug] = typeof r.movie === 'number' ? [r.movie, null] : [null, r.movie];
  const result = await db.execute(
    sql`select rate_movie(${id}::int, ${slug}::text, ${r.userId}::int, ${r.grade}::int, ${r.review}::text, ${r.spoiler}::boolean, ${r.critic}::boolean) as id`,
  );
  return (result as unknown as { rows: { id: number | null }[] }).rows[0]?.id ?? null;
}
