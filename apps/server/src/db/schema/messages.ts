import { index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { ownerRef, userRef } from './columns';

// Members' short messages ("tweets"), their comments and the likes of both (issue 15 item 7; part 1
// section 7 "Profile area"; docs/decisions/014-short-messages.md). Text is plain text, never HTML. The
// like and comment counters live on the rows they count, moved in the transaction of the like or comment.

export const shortMessages = pgTable(
  'short_messages',
  {
    id: serial('id').primaryKey(),
    userId: userRef(),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    commentsCount: integer('comments_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A member's messages, newest first (the profile's list).
  (t) => [index('short_messages_user_idx').on(t.userId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const shortMessageComments = pgTable(
  'short_message_comments',
  {
    id: serial('id').primaryKey(),
    messageId: ownerRef('message_id', () => shortMessages.id),
    userId: userRef(),
    body: text('body').notNull(),
    likesCount: integer('likes_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A message's comments, oldest first (the comment list).
    index('short_message_comments_message_idx').on(t.messageId, t.createdAt, t.id),
    index('short_message_comments_user_idx').on(t.userId),
  ],
);

/** Who liked a message: one row per member and message. */
export const shortMessageLikes = pgTable(
  'short_message_likes',
  // `likedId`: both like tables name their key alike, so one toggle serves them (short-messages.queries).
  { likedId: ownerRef('message_id', () => shortMessages.id), userId: userRef() },
  (t) => [primaryKey({ columns: [t.likedId, t.userId] }), index('short_message_likes_user_idx').on(t.userId)],
);

/** Who liked a comment: one row per member and comment. */
export const shortMessageCommentLikes = pgTable(
  'short_message_comment_likes',
  { likedId: ownerRef('comment_id', () => shortMessageComments.id), userId: userRef() },
  (t) => [primaryKey({ columns: [t.likedId, t.userId] }), index('short_message_comment_likes_user_idx').on(t.userId)],
);
