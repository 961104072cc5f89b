import { z } from 'zod';
import { idParam, numberedPage, pageParam, requiredText, slugParam } from './fields';
import { SHORT_MESSAGE_MAX } from './limits';
import { commentPermissions, messageInteractions, messagePermissions } from './permissions.schemas';

// Short messages ("tweets"), their comments and likes on a member's profile (issue 15 item 7; part 1
// section 7 "Profile area" and its entity "Short message comment"). The spec's calls keep its keys
// (`body`, `message`, `comment`); the member's message list and the two deletes are designed in its style
// (docs/decisions/014-short-messages.md). Text is plain text: the web shows it as text, never as HTML.

/** A message's or comment's text: trimmed, non-empty, at most 1,000 characters. */
const shortText = requiredText(SHORT_MESSAGE_MAX, 'tooLong1000');

/** What a message and a comment share: the text, its author, and whether the caller liked it. */
const written = {
  id: z.number(),
  username: z.string(),
  user_slug: z.string(),
  user_photo: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
  user_like: z.boolean(),
};

/** A short message card: its text, author, counts and whether the caller liked it. */
export const shortMessage = z.object({
  ...written,
  message_likes: z.number(),
  comment_count: z.number(),
  ...messagePermissions,
});
export type ShortMessage = z.infer<typeof shortMessage>;

/** The spec's "Short message comment": id, username, user_slug, user_photo, body, created_at, user_like, comment_likes. */
export const shortMessageComment = z.object({ ...written, comment_likes: z.number(), ...commentPermissions });
export type ShortMessageComment = z.infer<typeof shortMessageComment>;

// POST /user/api/v-user-addshortmessage/ {body}
export const addShortMessageBody = z.object({ body: shortText });
export const addShortMessageResponse = z.object({ message: shortMessage });

// GET /user/api/v-user-shortmessages/ {slug, page} (designed): the member's messages, newest first.
export const shortMessagesQuery = z.object({ slug: slugParam, page: pageParam });
export const shortMessagesResponse = numberedPage('results', shortMessage);
export type ShortMessagesResponse = z.infer<typeof shortMessagesResponse>;

// GET /user/api/v-user-commentlist/ {message}
export const commentListQuery = z.object({ message: idParam });
export const commentListResponse = z.object({
  comments: z.array(shortMessageComment),
  comment_count: z.number(),
  message_likes: z.number(),
  user_like: z.boolean(),
  /** The caller's verdicts on the message: whether its heart and the comment box are theirs to use. */
  ...messageInteractions,
});
export type CommentListResponse = z.infer<typeof commentListResponse>;

// POST /user/api/v-user-submitcomment/ {message, comment}
export const submitCommentBody = z.object({ message: idParam, comment: shortText });
export const submitCommentResponse = z.object({ comment: shortMessageComment, comment_count: z.number() });

// POST /user/api/v-user-liketweet/ {message}: toggles.
export const likeMessageBody = z.object({ message: idParam });
export const likeMessageResponse = z.object({ user_like: z.boolean(), message_likes: z.number() });
export type LikeMessageResponse = z.infer<typeof likeMessageResponse>;

// POST /user/api/v-user-likecomment/ {message, comment}: toggles.
export const likeCommentBody = z.object({ message: idParam, comment: idParam });
export const likeCommentResponse = z.object({ user_like: z.boolean(), comment_likes: z.number() });
export type LikeCommentResponse = z.infer<typeof likeCommentResponse>;

// POST /user/api/v-user-deleteshortmessage/ and v-user-deletecomment/ {id} (designed): the author or an admin.
export const deleteByIdBody = z.object({ id: idParam });
export const deletedResponse = z.object({ success: z.literal(true) });
