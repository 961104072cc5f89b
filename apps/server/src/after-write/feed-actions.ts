import type { Executor } from '../db/client';
import { type ActionTarget, deleteActions, upsertAction } from '../modules/feed/feed-action-log';

// The feed's action log (issue 15 item 6; docs/decisions/015-feed.md), kept by the in-transaction phase of
// the after-writes: every rating, review, detailed review, "watching" flag, published journal and short
// message writes its action in the transaction that writes its source, and taking the source back removes
// it there too, so a card never outlives its source nor shows before it commits. Deleting a title,
// journal, message or account removes its actions by cascade (db/schema/feed.ts). Each aggregate's
// after-write exposes the part that concerns it (`movieAfterWrite.feed`, `serialAfterWrite.feed` …).
// Two exceptions, for speed: a rating's card (and the end of its "watching" card) is written by the rating's
// own SQL function (db/functions/rate_movie.sql, rate_episode.sql), and a short message's card by the post's
// (post_short_message.sql), each in its write's one statement. Deleting a message removes its card by cascade.

/** The action's kind as stored in user_actions.kind; the card type is FEED_CARD_OF. */
export const FEED_KINDS = {
  movieWatching: 1,
  episodeWatching: 2,
  movieReview: 3,
  movieDetailedReview: 4,
  episodeReview: 5,
  episodeDetailedReview: 6,
  journal: 7,
  shortMessage: 8,
} as const;
export type FeedKind = (typeof FEED_KINDS)[keyof typeof FEED_KINDS];

const K = FEED_KINDS;

/** Records the action when `on`, removes it otherwise. */
const sync = (tx: Executor, userId: number, kind: FeedKind, target: ActionTarget, on: boolean) =>
  on ? upsertAction(tx, userId, kind, target) : deleteActions(tx, userId, [kind], target);

/**
 * A member's feed cards on a title (a movie or an episode), whose rating, detailed review and "watching"
 * flag each make one.
 */
function titleFeed(
  target: (id: number) => ActionTarget,
  k: { review: FeedKind; detailed: FeedKind; watching: FeedKind },
) {
  return {
    /** The rating deleted, and with it the detailed review. */
    ratingRemoved: (tx: Executor, userId: number, id: number) =>
      deleteActions(tx, userId, [k.review, k.detailed], target(id)),
    /** A detailed review written (true) or deleted (false). */
    detailedReview: (tx: Executor, userId: number, id: number, on: boolean) =>
      sync(tx, userId, k.detailed, target(id), on),
    /** The member's flags saved: the "watching" card follows the flag. */
    watching: (tx: Executor, userId: number, id: number, on: boolean) => sync(tx, userId, k.watching, target(id), on),
  };
}

export const movieFeed = titleFeed((movieId) => ({ movieId }), {
  review: K.movieReview,
  detailed: K.movieDetailedReview,
  watching: K.movieWatching,
});

export const episodeFeed = titleFeed((episodeId) => ({ episodeId }), {
  review: K.episodeReview,
  detailed: K.episodeDetailedReview,
  watching: K.episodeWatching,
});

/** The author's card of a journal: there while it is published. */
export const journalFeed = {
  published: (tx: Executor, journal: { id: number; authorId: number }, published: boolean) =>
    sync(tx, journal.authorId, K.journal, { journalId: journal.id }, published),
};
