import { SHORT_MESSAGE_COMMENTS_MAX, SHORT_MESSAGES_PER_PAGE } from '@mfi/contract/limits';
import type {
  CommentListResponse,
  LikeCommentResponse,
  LikeMessageResponse,
  ShortMessage,
  ShortMessageComment,
  ShortMessagesResponse,
} from '@mfi/contract/short-messages.schemas';
import { shortMessageAfterWrite } from '../../after-write/short-message.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { pageCount, pageOffset } from '../../lib/pagination';
import { authorizeInteract } from '../../policies/profile.policy';
import { authorize as authorizeOnMessage } from '../../policies/short-message.policy';
import { commentInteractionsWith, interactionsWith, permissionsOf } from '../../policies/permissions';
import type { ProfileSubject } from '../../policies/profile.policy';
import { findMember, NO_BLOCKS, ownerSubject, profileSubject } from '../profiles/profiles.service';
import * as q from './short-messages.queries';
import { toComment, toShortMessage } from './short-messages.mapper';

// Short messages, comments and likes on a member's profile (issue 15 item 7; decision 014). Block rules
// come from the profile policy's `canInteract` (a member the author blocked may not comment on or like
// their writing); deletes from the short-message policy (the author or an admin). What the caller blocked is left out of
// what they read. Counters move in the write's transaction (short-messages.queries).

// At most 20 messages and 60 comments a minute per member: ctx.quotas (lib/quotas), one count per app.
type Deps = ServiceDeps<'db' | 'storage' | 'quotas'>;

/**
 * The message with its author as the profile policy takes them, the blocks between the two read once: 404
 * when missing or written by someone the caller blocked (out of their view).
 */
async function visibleMessage(db: Executor, user: AuthUser | null, id: number) {
  const message = await q.findMessage(db, id);
  if (!message) throw notFound();
  const author = await visibleAuthor(db, user, message.authorId);
  return { ...message, author };
}

/** A writer as the profile policy takes them; 404 when the caller blocked them (their writing is out of view). */
async function visibleAuthor(db: Executor, user: AuthUser | null, authorId: number) {
  const author = await ownerSubject(db, user, authorId);
  if (author.blockedByCaller) throw notFound();
  return author;
}

/** The caller's verdicts on a message or comment by `authorId` (the short-message policy). */
export const writingVerdicts = (user: AuthUser | null, authorId: number) =>
  permissionsOf(user, { kind: 'shortMessage', authorId });

/** The caller's verdicts on a message: its delete, and its like and comments across its author's blocks. */
export const messageVerdicts = (user: AuthUser | null, author: ProfileSubject) => ({
  ...writingVerdicts(user, author.ownerId),
  ...interactionsWith(user, author),
});

/** The caller's verdicts on a comment: its delete, and its like across the blocks of both authors. */
const commentVerdicts = (user: AuthUser | null, messageAuthor: ProfileSubject, commentAuthor: ProfileSubject) => ({
  ...writingVerdicts(user, commentAuthor.ownerId),
  ...commentInteractionsWith(user, messageAuthor, commentAuthor),
});

/** A listed comment's author: the caller blocked none of them (the list leaves those out), some blocked the caller. */
const listedAuthor = (c: q.CommentRow) =>
  profileSubject(c.authorId, { blocked: false, beingblocked: c.authorBlocksCaller });

/** POST /user/api/v-user-addshortmessage/ {body}: posts the caller's message, answered as its card. */
export async function addShortMessage(ctx: Deps, user: AuthUser, body: string): Promise<{ message: ShortMessage }> {
  // The message and the author's feed card in one statement (the feed's exception for speed, beside the
  // ratings: after-write/feed-actions.ts).
  const id = await ctx.quotas.post(ctx.quotas.messages, user, () => q.postMessage(ctx.db, user.id, body));
  shortMessageAfterWrite.changed();
  const row = await q.postedMessageCard(ctx.db, id);
  if (!row) throw notFound(); // deleted between the post and its read
  const self = profileSubject(user.id, NO_BLOCKS);
  return { message: toShortMessage(ctx.storage, row, messageVerdicts(user, self)) };
}

/** GET /user/api/v-user-shortmessages/ {slug, page}: the member's messages, newest first, with the caller's likes. */
export async function shortMessageList(
  ctx: Deps,
  user: AuthUser | null,
  slug: string,
  page = 1,
): Promise<ShortMessagesResponse> {
  const member = await findMember(ctx.db, slug);
  if (!member) throw notFound();
  const author = await ownerSubject(ctx.db, user, member.id);
  if (author.blockedByCaller) return { results: [], count: 0, page: 0 };
  const [count, rows] = await Promise.all([
    q.messageCount(ctx.db, member.id),
    q.messagePage(ctx.db, member.id, user?.id ?? null, pageOffset(page, SHORT_MESSAGES_PER_PAGE)),
  ]);
  return {
    results: rows.map((r) => toShortMessage(ctx.storage, r, messageVerdicts(user, author))),
    count,
    page: pageCount(count, SHORT_MESSAGES_PER_PAGE),
  };
}

/** GET /user/api/v-user-commentlist/ {message}: its comments (oldest first, blocked authors left out) and counts. */
export async function commentList(ctx: Deps, user: AuthUser | null, messageId: number): Promise<CommentListResponse> {
  const { author } = await visibleMessage(ctx.db, user, messageId);
  const callerId = user?.id ?? null;
  const [message, comments] = await Promise.all([
    q.messageCard(ctx.db, messageId, callerId),
    q.commentCards(ctx.db, messageId, callerId, SHORT_MESSAGE_COMMENTS_MAX),
  ]);
  if (!message) throw notFound();
  return {
    comments: comments.map((c) => toComment(ctx.storage, c, commentVerdicts(user, author, listedAuthor(c)))),
    comment_count: message.comments,
    message_likes: message.likes,
    user_like: message.userLike,
    ...interactionsWith(user, author),
  };
}

/** POST /user/api/v-user-submitcomment/ {message, comment}: not on the writing of a member who blocked the caller. */
export async function submitComment(
  ctx: Deps,
  user: AuthUser,
  messageId: number,
  text: string,
): Promise<{ comment: ShortMessageComment; comment_count: number }> {
  const message = await visibleMessage(ctx.db, user, messageId);
  authorizeInteract(user, message.author, 'comment');
  const added = await ctx.quotas.post(ctx.quotas.comments, user, () =>
    ctx.db.transaction(async (tx) => {
      const comment = await q.insertComment(tx, messageId, user.id, text);
      await shortMessageAfterWrite.notify.commented(tx, messageId, comment.id, user.id);
      return comment;
    }),
  );
  shortMessageAfterWrite.changed();
  const row = await q.commentCard(ctx.db, added.id, user.id);
  if (!row) throw notFound(); // deleted between the post and its read
  const self = profileSubject(user.id, NO_BLOCKS);
  return {
    comment: toComment(ctx.storage, row, commentVerdicts(user, message.author, self)),
    comment_count: added.count,
  };
}

/** POST /user/api/v-user-liketweet/ {message}: toggles the caller's like. */
export async function likeMessage(ctx: Deps, user: AuthUser, messageId: number): Promise<LikeMessageResponse> {
  const message = await visibleMessage(ctx.db, user, messageId);
  const result = await ctx.db.transaction(async (tx) => {
    const like = await q.toggleLike(tx, 'message', messageId, user.id, () => authorizeInteract(user, message.author));
    await shortMessageAfterWrite.notify.messageLiked(tx, messageId, user.id, like.liked);
    return like;
  });
  shortMessageAfterWrite.changed();
  return { user_like: result.liked, message_likes: result.count };
}

/**
 * POST /user/api/v-user-likecomment/ {message, comment}: toggles the caller's like of a comment of that
 * message; refused when the message's or the comment's author blocked the caller.
 */
export async function likeComment(
  ctx: Deps,
  user: AuthUser,
  messageId: number,
  commentId: number,
): Promise<LikeCommentResponse> {
  const message = await visibleMessage(ctx.db, user, messageId);
  const comment = await q.findComment(ctx.db, commentId);
  if (!comment || comment.messageId !== message.id) throw notFound();
  // A comment by someone the caller blocked is out of the caller's view: as missing as a hidden message.
  const commentAuthor = await visibleAuthor(ctx.db, user, comment.authorId);
  const result = await ctx.db.transaction(async (tx) => {
    const like = await q.toggleLike(tx, 'comment', commentId, user.id, () => {
      for (const subject of [message.author, commentAuthor]) authorizeInteract(user, subject);
    });
    await shortMessageAfterWrite.notify.commentLiked(tx, commentId, user.id, like.liked);
    return like;
  });
  shortMessageAfterWrite.changed();
  return { user_like: result.liked, comment_likes: result.count };
}

/** POST /user/api/v-user-deleteshortmessage/ {id}: the author or an admin; its comments and likes go with it. */
export async function deleteShortMessage(ctx: Deps, user: AuthUser, id: number): Promise<{ success: true }> {
  const message = await q.findMessage(ctx.db, id);
  if (!message) throw notFound();
  authorizeOnMessage(user, 'delete', { kind: 'shortMessage', authorId: message.authorId });
  await q.deleteMessage(ctx.db, id);
  shortMessageAfterWrite.changed();
  return { success: true };
}

/** POST /user/api/v-user-deletecomment/ {id}: the author or an admin; the message's count drops with it. */
export async function deleteComment(ctx: Deps, user: AuthUser, id: number): Promise<{ success: true }> {
  const comment = await q.findComment(ctx.db, id);
  if (!comment) throw notFound();
  authorizeOnMessage(user, 'delete', { kind: 'shortMessage', authorId: comment.authorId });
  await ctx.db.transaction((tx) => q.deleteComment(tx, id));
  shortMessageAfterWrite.changed();
  return { success: true };
}
