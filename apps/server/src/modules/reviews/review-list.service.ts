import type { Executor } from '../../db/client';
import { refreshDetailedReviewKeys, setDetailedReviewsPublished } from './detailed-reviews.queries';

// The detailed review list reads derived copies of its movie's publish flag and titles
// (db/schema/reviews.ts). The movie writes call these inside their own transaction so the copies never
// disagree with the movie.

/** After a movie is published or unpublished. */
export function movieReviewsPublished(tx: Executor, movieId: number, publish: boolean) {
  return setDetailedReviewsPublished(tx, movieId, publish);
}

/** After a movie's titles change: `movieKey` is its new movies.search_key. */
export function movieReviewsRetitled(tx: Executor, movieId: number, movieKey: string) {
  return refreshDetailedReviewKeys(tx, movieId, movieKey);
}
