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

/** Sets the member's grade of a published movie; false when the movie is missing or unpublished. */
export async function gradeMovie(db: Executor, rater: Rater, movieId: number, grade: number) {
  const own = await movieReview.find(db, movieId, rater.userId);
  const rated = await rateMovie(db, {
    movie: movieId,
    userId: rater.userId,
    grade,
    review: own?.review ?? '',
    spoiler: own?.spoiler ?? false,
    critic: rater.critic,
  });
  return rated !== null;
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
