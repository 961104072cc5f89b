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

const p = (name: string) => sql.placeholder(name);
const rateStatement = (db: Executor) =>
  db
    .select({ id: sql<number | null>`rate_movie(${p('id')}::int, ${p('slug')}::text, ${p('userId')}::int, ${p('grade')}::int, ${p('review')}::text, ${p('spoiler')}::boolean, ${p('critic')}::boolean)` })
    .from(sql`(select 1) as one`)
    .prepare('rate_movie');
const preparedRate = new WeakMap<Executor, ReturnType<typeof rateStatement>>();

/**
 * Saves a rating of a published movie, marks it watched and recomputes its figures, in one call of the
 * SQL function rate_movie (migrations 0021, 0024) that locks the movie row first, so concurrent ratings
 * of one title stay exact. A prepared statement, as the token lookup: built once per database, planned
 * once per connection. Answers the movie id, or null when the movie is missing or unpublished.
 */
export async function rateMovie(db: Executor, r: MovieRating) {
  let statement = preparedRate.get(db);
  if (!statement) preparedRate.set(db, (statement = rateStatement(db)));
  const [id, slug] = typeof r.movie === 'number' ? [r.movie, null] : [null, r.movie];
  const [row] = await statement.execute({ id, slug, userId: r.userId, grade: r.grade, review: r.review, spoiler: r.spoiler, critic: r.critic });
  return row?.id ?? null;
}
