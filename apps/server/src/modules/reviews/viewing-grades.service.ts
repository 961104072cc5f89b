import type { Executor } from '../../db/client';
import type { EpisodeAddress } from '../../lib/title-chain';
import { rateMovie } from './movie-grades.queries';
import { movieReview } from './movie-reviews.queries';
import { episodeReview, findEpisodeBySlugs, rateEpisode } from './serial-reviews.queries';

// The door the diary (modules/diary, issue 29) sets a member's grade of a title through: the same rating
// functions as the rating panel (rate_movie, rate_episode: the rating, "watched", the title's figures and
// the member's feed card in one statement), keeping the words and spoiler flag of the member's short
// review, which a dated viewing does not write. Run in the caller's transaction; the caller's after-write
// refreshes the cache.

/** Whose grade: the member, and whether their ratings count as a critic's (their flag when they rate). */
export type Rater = { userId: number; critic: boolean };

/**
 * Sets the member's grades of published movies (one read of their short reviews, then rate_movie each);
 * answers the movies rated (a missing or unpublished one is not).
 */
export async function gradeMovies(db: Executor, rater: Rater, grades: { movieId: number; grade: number }[]) {
  const own = await movieReview.findMany(
    db,
    grades.map((g) => g.movieId),
    rater.userId,
  );
  const rated = new Set<number>();
  for (const { movieId, grade } of grades) {
    const kept = own.get(movieId);
    const id = await rateMovie(db, {
      movie: movieId,
      userId: rater.userId,
      grade,
      review: kept?.review ?? '',
      spoiler: kept?.spoiler ?? false,
      critic: rater.critic,
    });
    if (id !== null) rated.add(movieId);
  }
  return rated;
}

/** Sets the member's grade of a published episode; false when it (or its season or serial) is unpublished. */
export async function gradeEpisode(db: Executor, rater: Rater, address: EpisodeAddress, grade: number) {
  const episode = await findEpisodeBySlugs(db, address);
  if (!episode) return false;
  const own = await episodeReview.find(db, episode.id, rater.userId);
  const rated = await rateEpisode(db, {
    ...address,
    userId: rater.userId,
    grade,
    review: own?.review ?? '',
    spoiler: own?.spoiler ?? false,
    critic: rater.critic,
  });
  return rated !== undefined;
}
