import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, userRef } from './columns';
import { journals } from './journals';
import { userLists } from './lists';
import { shortMessageComments, shortMessages } from './messages';
import {
  episodeDetailedReviews,
  episodeReviews,
  movieDetailedReviews,
  movieReviews,
  seasonDetailedReviews,
  seasonReviews,
} from './reviews';
import { users } from './users';

// A member's notifications (issue 15 item 5; docs/decisions/016-notifications.md): someone followed them,
// commented on or liked their writing, or replied in a thread they took part in. Written and removed in the
// transaction of the follow, comment or like (after-write/notify.ts). Each source is a foreign key that
// cascades, so a deleted message, comment, review, list, journal or account takes its notifications with it.

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** Who is notified. */
    userId: userRef(),
    /** Who did it. */
    actorId: ownerRef('actor_id', () => users.id),
    /** NOTIFICATION_TYPES (@mfi/contract/notifications.schemas). */
    type: text('type').notNull(),
    seen: boolean('seen').notNull().default(false),
    messageId: integer('message_id').references(() => shortMessages.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => shortMessageComments.id, { onDelete: 'cascade' }),
    movieReviewId: integer('movie_review_id').references(() => movieReviews.id, { onDelete: 'cascade' }),
    movieDetailedReviewId: integer('movie_detailed_review_id').references(() => movieDetailedReviews.id, {
      onDelete: 'cascade',
    }),
    episodeReviewId: integer('episode_review_id').references(() => episodeReviews.id, { onDelete: 'cascade' }),
    episodeDetailedReviewId: integer('episode_detailed_review_id').references(() => episodeDetailedReviews.id, {
      onDelete: 'cascade',
    }),
    seasonReviewId: integer('season_review_id').references(() => seasonReviews.id, { onDelete: 'cascade' }),
    seasonDetailedReviewId: integer('season_detailed_review_id').references(() => seasonDetailedReviews.id, {
      onDelete: 'cascade',
    }),
    listId: integer('list_id').references(() => userLists.id, { onDelete: 'cascade' }),
    journalId: integer('journal_id').references(() => journals.id, { onDelete: 'cascade' }),
    /** A draft sent back (`draft_rejected`): the moderator's reason, and the item (kind and id, its title then). */
    reason: text('reason'),
    itemKind: text('item_kind'),
    itemId: integer('item_id'),
    itemTitle: text('item_title'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The list: a member's notifications, newest first.
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The badge: a member's unread ones, counted from this small index alone.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`NOT ${t.seen}`),
    // An account's deletion and a block find the actor's rows.
    index('notifications_actor_idx').on(t.actorId, t.userId),
    // The cascades' and the take-backs' lookups (a source deleted, a like undone).
    index('notifications_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} IS NOT NULL`),
    index('notifications_comment_idx')
      .on(t.commentId)
      .where(sql`${t.commentId} IS NOT NULL`),
    index('notifications_movie_review_idx')
      .on(t.movieReviewId)
      .where(sql`${t.movieReviewId} IS NOT NULL`),
    index('notifications_movie_detailed_review_idx')
      .on(t.movieDetailedReviewId)
      .where(sql`${t.movieDetailedReviewId} IS NOT NULL`),
    index('notifications_episode_review_idx')
      .on(t.episodeReviewId)
      .where(sql`${t.episodeReviewId} IS NOT NULL`),
    index('notifications_episode_detailed_review_idx')
      .on(t.episodeDetailedReviewId)
      .where(sql`${t.episodeDetailedReviewId} IS NOT NULL`),
    index('notifications_season_review_idx')
      .on(t.seasonReviewId)
      .where(sql`${t.seasonReviewId} IS NOT NULL`),
    index('notifications_season_detailed_review_idx')
      .on(t.seasonDetailedReviewId)
      .where(sql`${t.seasonDetailedReviewId} IS NOT NULL`),
    index('notifications_list_idx')
      .on(t.listId)
      .where(sql`${t.listId} IS NOT NULL`),
    index('notifications_journal_idx')
      .on(t.journalId)
      .where(sql`${t.journalId} IS NOT NULL`),
  ],
);
