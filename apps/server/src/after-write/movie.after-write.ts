import type { Executor } from '../db/client';
import { refreshDetailedReviewKeys, setDetailedReviewsPublished } from '../modules/reviews/review-copies';
import { afterWriteOf, type CacheHolder } from './after-write';
import { movieNotify } from './notify';
import { setMovieActionsHidden } from '../modules/feed/feed-action-log';
import { movieFeed } from './feed-actions';
import { titlePublished, type AwaitingDeps } from '../modules/user-import/awaiting-titles';

declare module './after-write' {
  interface Aggregates {
    movie: true;
  }
}

const effects = afterWriteOf('movie');
/** The cached entries of one movie: its detail and its guests' review tabs. */
const tagOf = (movieId: number) => `movie#${movieId}`;

/** A movie and what hangs on it: its images, ratings, reviews, detailed reviews, reactions and flags. */
export const movieAfterWrite = {
  // In the write's transaction: the detailed review list reads its own copies (db/schema/reviews.ts).

  /** The movie was published or unpublished. */
  async published(tx: Executor, movieId: number, publish: boolean) {
    await setDetailedReviewsPublished(tx, movieId, publish);
    await setMovieActionsHidden(tx, movieId, publish);
  },
  /** The movie's titles changed: `searchKey` is its new movies.search_key. */
  retitled: (tx: Executor, movieId: number, searchKey: string) => refreshDetailedReviewKeys(tx, movieId, searchKey),
  /** The member's feed cards on the movie (after-write/feed-actions.ts). */
  feed: movieFeed,
  /** In a review like's transaction: the author's notification (after-write/notify.ts). */
  notify: movieNotify,

  // After the commit.

  /**
   * Created, updated, published, images changed; or a detailed review written or removed (the review list's
   * pages and counts are cached for everyone, untagged, so they must drop it at once).
   */
  catalogue: effects.catalogue,
  /** A rating or a reaction: grades show on every catalogue page (refreshed in the background) and on the detail. */
  community: (ctx: CacheHolder, movieId: number) => effects.community(ctx, tagOf(movieId)),
  /** The caller's rating deleted: with a detailed review, a catalogue write; with nothing taken back, none. */
  reviewRemoved(ctx: CacheHolder, movieId: number, gone: { detailed: boolean; changed: boolean }) {
    if (gone.detailed) effects.catalogue(ctx);
    else if (gone.changed) effects.community(ctx, tagOf(movieId));
    else effects.nothingCached();
  },
  /**
   * The caller's own flags, a like (its count on a cached tab shows within the TTL, decision 003), or a
   * fetch of one's own review through the write call.
   */
  nothingCached: effects.nothingCached,
  /** Published: the rows of members' imports that waited for this title apply now (decision 037). */
  awaitedByImports: (ctx: AwaitingDeps, movieId: number) => titlePublished(ctx, 'movie', movieId),
};
