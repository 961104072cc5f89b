import type { Executor } from '../db/client';
import { refreshSerialActionsHidden } from '../modules/feed/feed-action-log';
import { lockSerial, refreshSerialReviewCopies } from '../modules/reviews/review-copies';
import { afterWriteOf, type CacheHolder } from './after-write';
import { serialNotify } from './notify';
import { episodeFeed } from './feed-actions';
import { titlePublished, type AwaitingDeps } from '../modules/user-import/awaiting-titles';

declare module './after-write' {
  interface Aggregates {
    serial: true;
  }
}

const effects = afterWriteOf('serial');

/** The parts of a serial whose cached entries a community write drops: `{ season }`, `{ episode }`, or all three. */
export type SerialParts = { serial?: number; season?: number; episode?: number };
const tagsOf = (parts: SerialParts) =>
  (['serial', 'season', 'episode'] as const).flatMap((kind) => (parts[kind] ? [`${kind}#${parts[kind]}`] : []));

/** An episode's grades show on its own page, its season's and its serial's. */
export const gradedParts = (e: { id: number; seasonId: number; serialId: number }): SerialParts => ({
  episode: e.id,
  season: e.seasonId,
  serial: e.serialId,
});

/**
 * A serial with its seasons and episodes, and what hangs on them: images, ratings, reviews, detailed
 * reviews, reactions and flags.
 */
export const serialAfterWrite = {
  // In the write's transaction.

  /**
   * The serial, one of its seasons or episodes was published or unpublished, or the serial's titles changed:
   * the episode detailed review list's and the feed actions' copies of the publish flags (and the list's of
   * the titles; db/schema/reviews.ts, db/schema/feed.ts), under
   * the serial's row lock, which the episode detailed review writes take too.
   */
  async reviewCopies(tx: Executor, serialId: number) {
    await lockSerial(tx, serialId);
    await refreshSerialReviewCopies(tx, serialId);
    await refreshSerialActionsHidden(tx, serialId);
  },
  /** The member's feed cards on an episode (after-write/feed-actions.ts). */
  feed: episodeFeed,
  /** In an episode's or season's review like transaction: the author's notification (after-write/notify.ts). */
  notify: serialNotify,

  // After the commit.

  /**
   * Created, updated, published, images changed, for the serial, a season or an episode; or a season or
   * episode detailed review written or removed (the review lists' pages and counts are cached untagged).
   */
  catalogue: effects.catalogue,
  /** A rating, review or reaction: the parts' own entries drop, every other page refreshes in the background. */
  community: (ctx: CacheHolder, parts: SerialParts) => effects.community(ctx, ...tagsOf(parts)),
  /** The caller's season or episode review deleted: with a detailed review, a catalogue write. */
  reviewRemoved(ctx: CacheHolder, parts: SerialParts, detailedGone: boolean) {
    if (detailedGone) effects.catalogue(ctx);
    else effects.community(ctx, ...tagsOf(parts));
  },
  /**
   * The caller's own flags, a like (its count on a cached tab shows within the TTL, decision 003), or a
   * fetch of one's own review through the write call.
   */
  nothingCached: effects.nothingCached,
  /** The serial published: the rows of members' imports that waited for it apply now (decision 037). */
  awaitedByImports: (ctx: AwaitingDeps, serialId: number) => titlePublished(ctx, 'serial', serialId),
};
