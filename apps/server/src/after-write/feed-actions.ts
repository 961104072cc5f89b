import type { Executor } from '../db/client';
import { type ActionTarget, deleteActions, upsertAction } from '../modules/feed/feed-actions.queries';

// The feed's action log (issue 15 item 6; docs/decisions/015-feed.md), kept by the in-transaction phase of
// the after-writes: every rating, review, detailed review, "watching" flag, published journal and short
// message writes its action in the transaction that writes its source, and taking the source back removes
// it there too, so a card never outlives its source nor shows before it commits. Deleting a title,
// journal, message or account removes its actions by cascade (db/schema/feed.ts). Each aggregate's
// after-write exposes the part that concerns it (`movieAfterWrite.feed`, `serialAfterWrite.feed` …).

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

/** A member's feed cards on a movie. */
export const movieFeed = {
  /** Rated (with or without a short review): the card; rating marks the movie watched, which ends "watching". */
  async rated(tx: Executor, userId: number, movieId: number) {
    await upsertAction(tx, userId, K.movieReview, { movieId });
    await deleteActions(tx, userId, [K.movieWatching], { movieId });
  },
  /** The rating deleted, and with it the detailed review. */
  ratingRemoved: (tx: Executor, userId: number, movieId: number) =>
    deleteActions(tx, userId, [K.movieReview, K.movieDetailedReview], { movieId }),
  /** A detailed review written (true) or deleted (false). */
  detailedReview: (tx: Executor, userId: number, movieId: number, on: boolean) =>
    sync(tx, userId, K.movieDetailedReview, { movieId }, on),
  /** The member's flags saved: the "watching" card follows the flag. */
  watching: (tx: Executor, userId: number, movieId: number, on: boolean) =>
    sync(tx, userId, K.movieWatching, { movieId }, on),
};

/** A member's feed cards on an episode. */
export const episodeFeed = {
  /** Rated: the card; rating marks the episode watched, which ends "watching". */
  async rated(tx: Executor, userId: number, episodeId: number) {
    await upsertAction(tx, userId, K.episodeReview, { episodeId });
    await deleteActions(tx, userId, [K.episodeWatching], { episodeId });
  },
  ratingRemoved: (tx: Executor, userId: number, episodeId: number) =>
    deleteActions(tx, userId, [K.episodeReview, K.episodeDetailedReview], { episodeId }),
  detailedReview: (tx: Executor, userId: number, episodeId: number, on: boolean) =>
    sync(tx, userId, K.episodeDetailedReview, { episodeId }, on),
  watching: (tx: Executor, userId: number, episodeId: number, on: boolean) =>
    sync(tx, userId, K.episodeWatching, { episodeId }, on),
};

/** The author's card of a journal: there while it is published. */
export const journalFeed = {
  published: (tx: Executor, journal: { id: number; authorId: number }, published: boolean) =>
    sync(tx, journal.authorId, K.journal, { journalId: journal.id }, published),
};

/** A short message's card (deleting the message removes it by cascade). */
export const shortMessageFeed = {
  posted: (tx: Executor, userId: number, messageId: number) => upsertAction(tx, userId, K.shortMessage, { messageId }),
};
