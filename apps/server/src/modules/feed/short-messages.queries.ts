import { and, desc, eq, notExists, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { preparedOnce } from '../../db/prepared';
import {
  shortMessageCommentLikes,
  shortMessageComments,
  shortMessageLikes,
  shortMessages,
  userBlocks,
  users,
} from '../../db/schema';

// Short messages, comments and likes (issue 15 item 7; decision 014). The like and comment counters are
// moved by the statement that inserts or deletes the row they count, in the caller's transaction; the
// counter's UPDATE locks the message (or comment) row, so concurrent likes count one at a time.

const author = { username: users.username, userSlug: users.slug, userPhoto: users.image };

/** The author is not someone the caller blocked (a blocker does not see the blocked member's writing). */
const notBlockedBy = (callerId: number | null, authorId: AnyPgColumn) =>
  callerId == null
    ? sql`true`
    : notExists(
        sql`(select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${callerId} and ${userBlocks.blockedId} = ${authorId})`,
      );

const likedMessage = (callerId: number | null) =>
  callerId == null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${shortMessageLikes} where ${shortMessageLikes.likedId} = ${shortMessages.id} and ${shortMessageLikes.userId} = ${callerId})`;

const likedComment = (callerId: number | null) =>
  callerId == null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${shortMessageCommentLikes} where ${shortMessageCommentLikes.likedId} = ${shortMessageComments.id} and ${shortMessageCommentLikes.userId} = ${callerId})`;

const messageColumns = (callerId: number | null) => ({
  id: shortMessages.id,
  authorId: shortMessages.userId,
  ...author,
  body: shortMessages.body,
  createdAt: shortMessages.createdAt,
  userLike: likedMessage(callerId),
  likes: shortMessages.likesCount,
  comments: shortMessages.commentsCount,
});
export type MessageRow = Awaited<ReturnType<typeof messageCard>>;

/** The comment's author blocked the caller: the comment shows, its heart is not the caller's to use. */
const commentAuthorBlocks = (callerId: number | null) =>
  callerId == null
    ? sql<boolean>`false`
    : sql<boolean>`exists (select 1 from ${userBlocks} where ${userBlocks.blockerId} = ${shortMessageComments.userId} and ${userBlocks.blockedId} = ${callerId})`;

const commentColumns = (callerId: number | null) => ({
  id: shortMessageComments.id,
  authorId: shortMessageComments.userId,
  ...author,
  body: shortMessageComments.body,
  createdAt: shortMessageComments.createdAt,
  userLike: likedComment(callerId),
  likes: shortMessageComments.likesCount,
  authorBlocksCaller: commentAuthorBlocks(callerId),
});
export type CommentRow = Awaited<ReturnType<typeof commentCards>>[number];

const p = (name: string) => sql.placeholder(name);

const postStatement = (db: Executor) =>
  db
    .select({ id: sql<number>`post_short_message(${p('userId')}::int, ${p('body')}::text)` })
    .from(sql`(select 1) as one`) // drizzle's select needs a FROM; the call itself needs none
    .prepare('post_short_message');
const preparedPost = preparedOnce(postStatement);

/**
 * Posts the message with its feed card in one call of db/functions/post_short_message.sql (a prepared
 * statement: the hottest social write, decision 015); answers the new id.
 */
export async function postMessage(db: Executor, userId: number, body: string) {
  const [row] = await preparedPost(db).execute({ userId, body });
  return row.id;
}

const postedCardStatement = (db: Executor) =>
  db
    .select(messageColumns(null)) // nobody has liked a message that was just posted
    .from(shortMessages)
    .innerJoin(users, eq(users.id, shortMessages.userId))
    .where(eq(shortMessages.id, p('id')))
    .prepare('posted_message_card');
const preparedPostedCard = preparedOnce(postedCardStatement);

/** The card of a message its author just posted (prepared, as the post). */
export async function postedMessageCard(db: Executor, id: number) {
  const [row] = await preparedPostedCard(db).execute({ id });
  return row;
}

/** One message as a card for the caller (null: none). */
export async function messageCard(db: Executor, id: number, callerId: number | null) {
  const [row] = await db
    .select(messageColumns(callerId))
    .from(shortMessages)
    .innerJoin(users, eq(users.id, shortMessages.userId))
    .where(eq(shortMessages.id, id));
  return row;
}

/** A page of the member's messages, newest first (short_messages_user_idx). */
export const messagePage = (
  db: Executor,
  authorId: number,
  callerId: number | null,
  page: { limit: number; offset: number },
) =>
  db
    .select(messageColumns(callerId))
    .from(shortMessages)
    .innerJoin(users, eq(users.id, shortMessages.userId))
    .where(eq(shortMessages.userId, authorId))
    .orderBy(desc(shortMessages.createdAt), desc(shortMessages.id))
    .offset(page.offset)
    .limit(page.limit);

export async function messageCount(db: Executor, authorId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(shortMessages)
    .where(eq(shortMessages.userId, authorId));
  return row.count;
}

/** The message's author (undefined: no such message). */
export const findMessage = async (db: Executor, id: number) =>
  (
    await db
      .select({ id: shortMessages.id, authorId: shortMessages.userId })
      .from(shortMessages)
      .where(eq(shortMessages.id, id))
  )[0];

/** The comment's author and message (undefined: no such comment). */
export const findComment = async (db: Executor, id: number) =>
  (
    await db
      .select({
        id: shortMessageComments.id,
        messageId: shortMessageComments.messageId,
        authorId: shortMessageComments.userId,
      })
      .from(shortMessageComments)
      .where(eq(shortMessageComments.id, id))
  )[0];

export const deleteMessage = (tx: Executor, id: number) => tx.delete(shortMessages).where(eq(shortMessages.id, id));

/** The message's newest comments up to `limit`, oldest first, leaving out authors the caller blocked. */
export async function commentCards(db: Executor, messageId: number, callerId: number | null, limit: number) {
  const rows = await db
    .select(commentColumns(callerId))
    .from(shortMessageComments)
    .innerJoin(users, eq(users.id, shortMessageComments.userId))
    .where(and(eq(shortMessageComments.messageId, messageId), notBlockedBy(callerId, shortMessageComments.userId)))
    .orderBy(desc(shortMessageComments.createdAt), desc(shortMessageComments.id))
    .limit(limit);
  return rows.reverse();
}

export async function commentCard(db: Executor, id: number, callerId: number | null) {
  const [row] = await db
    .select(commentColumns(callerId))
    .from(shortMessageComments)
    .innerJoin(users, eq(users.id, shortMessageComments.userId))
    .where(eq(shortMessageComments.id, id));
  return row;
}

/** Moves the message's comment counter by `by`; answers the new count. */
async function countComment(tx: Executor, messageId: number, by: 1 | -1) {
  const [row] = await tx
    .update(shortMessages)
    .set({ commentsCount: sql`${shortMessages.commentsCount} + ${by}` })
    .where(eq(shortMessages.id, messageId))
    .returning({ count: shortMessages.commentsCount });
  return row?.count ?? 0;
}

/** Adds the comment and counts it; answers its id and the message's comment count. */
export async function insertComment(tx: Executor, messageId: number, userId: number, body: string) {
  const [row] = await tx
    .insert(shortMessageComments)
    .values({ messageId, userId, body })
    .returning({ id: shortMessageComments.id });
  return { id: row.id, count: await countComment(tx, messageId, 1) };
}

/** Deletes the comment and uncounts it (nothing when it is already gone). */
export async function deleteComment(tx: Executor, id: number) {
  const [gone] = await tx
    .delete(shortMessageComments)
    .where(eq(shortMessageComments.id, id))
    .returning({ messageId: shortMessageComments.messageId });
  if (gone) await countComment(tx, gone.messageId, -1);
}

// A message and a comment keep their likes alike: one row per member, and likes_count on the liked row.
const LIKED = {
  message: { likes: shortMessageLikes, rows: shortMessages },
  comment: { likes: shortMessageCommentLikes, rows: shortMessageComments },
} as const;

/**
 * Adds the member's like, or takes it back when it was there; likes_count moves by one with it. A new
 * like is first checked by `mayLike` (the block rules), which throws to roll the transaction back.
 */
export async function toggleLike(
  tx: Executor,
  kind: keyof typeof LIKED,
  likedId: number,
  userId: number,
  mayLike: () => void,
) {
  const { likes, rows }: (typeof LIKED)[keyof typeof LIKED] = LIKED[kind];
  const added = await tx
    .insert(likes)
    .values({ likedId, userId })
    .onConflictDoNothing()
    .returning({ id: likes.likedId });
  const liked = added.length > 0;
  if (liked) mayLike();
  else await tx.delete(likes).where(and(eq(likes.likedId, likedId), eq(likes.userId, userId)));
  const [row] = await tx
    .update(rows)
    .set({ likesCount: sql`greatest(${rows.likesCount} + ${liked ? 1 : -1}, 0)` })
    .where(eq(rows.id, likedId))
    .returning({ count: rows.likesCount });
  return { liked, count: row?.count ?? 0 };
}
