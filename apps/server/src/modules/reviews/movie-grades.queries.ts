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

/** Critic and audience grades and counts from the movie's ratings, in one set-based statement. */
export async function recomputeMovieGrades(db: Executor, movieId: number) {
  await db.execute(sql`
    update movies m set
      critic_grade = s.critic_grade, critic_count = s.critic_count,
      audience_grade = s.audience_grade, audience_count = s.audience_count
    from (
      select avg(grade) filter (where critic)::real as critic_grade, count(*) filter (where critic)::int as critic_count,
             avg(grade) filter (where not critic)::real as audience_grade, count(*) filter (where not critic)::int as audience_count
      from movie_reviews where movie_id = ${movieId}
    ) s
    where m.id = ${movieId}`);
}
