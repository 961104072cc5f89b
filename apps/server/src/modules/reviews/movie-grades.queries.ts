import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { placeholder as p, preparedOnce } from '../../db/prepared';
import type { RatingFields } from './rating-fields';

/**
 * Moves the movie's grade sums, counts and watched count by a write's differences and sets the averages
 * from them, in one update that computes from the row version it updates (SQL function
 * db/functions/move_movie_grades.sql): concurrent writers of one movie each add their own difference.
 */
export async function moveMovieGrades(
  db: Executor,
  movieId: number,
  d: { criticSum: number; criticCount: number; audienceSum: number; audienceCount: number; watched: number },
) {
  await db.execute(
    sql`select move_movie_grades(${movieId}::int, ${d.criticSum}::int, ${d.criticCount}::int, ${d.audienceSum}::int, ${d.audienceCount}::int, ${d.watched}::int)`,
  );
}

/** Critic and audience figures of one movie from all its ratings (SQL function recompute_movie_grades): seeds. */
export async function recomputeMovieGrades(db: Executor, movieId: number) {
  await db.execute(sql`select recompute_movie_grades(${movieId}::int)`);
}

export type MovieRating = RatingFields & { movie: number | string };
const rateStatement = (db: Executor) =>
  db
    .select({
      id: sql<
        number | null
      >`rate_movie(${p('id')}::int, ${p('slug')}::text, ${p('userId')}::int, ${p('grade')}::int, ${p('review')}::text, ${p('spoiler')}::boolean, ${p('critic')}::boolean)`,
    })
    .from(sql`(select 1) as one`) // drizzle's select needs a FROM; the call itself needs none
    .prepare('rate_movie');
const preparedRate = preparedOnce(rateStatement);

/**
 * Saves a rating of a published movie, marks it watched and recomputes its figures, in one call of the
 * SQL function rate_movie (db/functions/rate_movie.sql) that moves the movie's sums by the rating's own
 * difference, so concurrent ratings of one title stay exact (a prepared statement, db/prepared.ts). Answers
 * the movie id, or null when the movie is missing or unpublished.
 */
export async function rateMovie(db: Executor, r: MovieRating) {
  const [id, slug] = typeof r.movie === 'number' ? [r.movie, null] : [null, r.movie];
  const [row] = await preparedRate(db).execute({
    id,
    slug,
    userId: r.userId,
    grade: r.grade,
    review: r.review,
    spoiler: r.spoiler,
    critic: r.critic,
  });
  return row?.id ?? null;
}
