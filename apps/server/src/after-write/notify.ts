import type { ListKind } from '@mfi/contract/lists.schemas';
import type { Executor } from '../db/client';
import * as notices from '../modules/notifications/notices';

// Notifications (issue 15 item 5; docs/decisions/016-notifications.md), written by the in-transaction phase
// of the after-writes: a follow, a comment or a like writes its notification in the transaction that writes
// it, and taking the follow or like back removes the notification while still unread. Nobody is notified
// of their own doing, nor across a block (either way): the queries resolve who is told from the source row
// and skip both in the same statement. Deleting a message, comment, review, list, journal or account
// removes its notifications by cascade (db/schema/notifications.ts). Each aggregate's after-write exposes
// the part that concerns it (`profileAfterWrite.notify`, `shortMessageAfterWrite.notify` …).

/** A like's notification follows the like: written when it is added, taken back (while unread) with it. */
const liked = (type: notices.LikeType) => (tx: Executor, likedId: number, actorId: number, on: boolean) =>
  on ? notices.insertLike(tx, type, likedId, actorId) : notices.deleteUnreadLike(tx, type, likedId, actorId);

/** Follows and blocks. */
export const profileNotify = {
  /** The follow added (the followee is told) or taken back (its unread notification goes). */
  followed: (tx: Executor, followerId: number, followeeId: number, on: boolean) =>
    on ? notices.insertFollow(tx, followerId, followeeId) : notices.deleteUnreadFollow(tx, followerId, followeeId),
  /** A block: whatever the two were notified of about each other goes. */
  blocked: (tx: Executor, a: number, b: number) => notices.deleteBetween(tx, a, b),
};

/** Short messages and comments. */
export const shortMessageNotify = {
  /** A comment: the message's author, and the others who commented on it before. */
  commented: (tx: Executor, messageId: number, commentId: number, actorId: number) =>
    notices.insertComment(tx, messageId, commentId, actorId),
  messageLiked: liked('message_like'),
  commentLiked: liked('comment_like'),
};

/** Reviews of a movie (short and detailed). */
export const movieNotify = {
  reviewLiked: liked('movie_review_like'),
  detailedReviewLiked: liked('movie_detailed_review_like'),
};

/** Reviews of a serial's episodes and seasons (short and detailed). */
export const serialNotify = {
  episodeReviewLiked: liked('episode_review_like'),
  episodeDetailedReviewLiked: liked('episode_detailed_review_like'),
  seasonReviewLiked: liked('season_review_like'),
  seasonDetailedReviewLiked: liked('season_detailed_review_like'),
};

/** A member's movie or serial list. */
export const listNotify = {
  liked: (tx: Executor, kind: ListKind, listId: number, actorId: number, on: boolean) =>
    liked(kind === 'movie' ? 'movie_list_like' : 'serial_list_like')(tx, listId, actorId, on),
};

/** A journal (article). */
export const journalNotify = {
  liked: liked('journal_like'),
};

/** The festival's entrant flag (issue 24 item 5): a member's request to the admins, and its answer. */
export const festivalNotify = {
  /** Tells every festival manager, unless the member's request still waits (answers whether it was sent). */
  entrantRequested: (tx: Executor, memberId: number) => notices.insertEntrantRequest(tx, memberId),
  /** An admin set the member's flag: the request is answered (its notices go), a grant tells the member. */
  entrantAnswered: (tx: Executor, memberId: number, adminId: number, granted: boolean) =>
    notices.answerEntrantRequest(tx, memberId, adminId, granted),
};

/** The moderation queue (issue 25): a draft sent back tells its creator why (not when they sent it back themselves). */
export const revisionNotify = {
  rejected: (tx: Executor, rejection: notices.Rejection) => notices.insertRejection(tx, rejection),
};
