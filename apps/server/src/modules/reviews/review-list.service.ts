import type { Executor } from '../../db/client';
import { refreshDetailedReviewKeys, setDetailedReviewsPublished } from './detailed-reviews.queries';
import { refreshSerialReviewCopies } from './episode-detailed-reviews.queries';
import { lockSerial } from './serial-reviews.queries';

// The detailed review lists read derived copies of their title's publish flag and titles
// (db/schema/reviews.ts). The movie and serial writes call these inside their own transaction so the
// copies never disagree with the title.

/** After a movie is published or unpublished. */
export function movieReviewsPublished(tx: Executor, movieId: number, publish: boolean) {
  return setDetailedReviewsPublished(tx, movieId, publish);
}

/** After a movie's titles change: `movieKey` is its new movies.search_key. */
export function movieReviewsRetitled(tx: Executor, movieId: number, movieKey: string) {
  return refreshDetailedReviewKeys(tx, movieId, movieKey);
}

/**
 * After a serial, one of its seasons or episodes is published or unpublished, or the serial's titles
 * change. Under the serial's row lock, which episode detailed review writes take too.
 */
export async function serialReviewsChanged(tx: Executor, serialId: number) {
  await lockSerial(tx, serialId);
  await refreshSerialReviewCopies(tx, serialId);
}
