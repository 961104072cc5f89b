import {
  addShortMessageBody,
  addShortMessageResponse,
  commentListQuery,
  commentListResponse,
  deleteByIdBody,
  deletedResponse,
  likeCommentBody,
  likeCommentResponse,
  likeMessageBody,
  likeMessageResponse,
  shortMessagesQuery,
  shortMessagesResponse,
  submitCommentBody,
  submitCommentResponse,
} from '@mfi/contract/short-messages.schemas';
import { requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { callerPosts, routeKit } from '../../lib/route-kit';
import {
  addShortMessage,
  commentList,
  deleteComment,
  deleteShortMessage,
  likeComment,
  likeMessage,
  shortMessageList,
  submitComment,
} from './short-messages.service';

// Short messages, comments and likes (issue 15 item 7; part 1 section 7 "Profile area"): the spec's five
// calls at its paths, and the member's message list and the two deletes designed in its style (decision
// 014). Reading is open to guests (they see the prompt to sign in instead of the comment box); every
// write needs a signed-in member.

const tags = ['profiles'];
const route = routeKit(tags);

export function registerShortMessageRoutes(app: ZodApp, ctx: AppContext) {
  const post = callerPosts(app, ctx, tags, requireUser, 'shortMessage');

  post(
    '/user/api/v-user-addshortmessage/',
    "Post a short message {body} on the caller's profile: plain text, 1 to 1,000 characters, 20 a minute",
    addShortMessageBody,
    addShortMessageResponse,
    (c, user, body) => addShortMessage(c, user, body.body),
  );
  post(
    '/user/api/v-user-submitcomment/',
    'Comment {comment} on a short message {message}: 1 to 1,000 characters, 60 a minute; not when its author blocked the caller (403)',
    submitCommentBody,
    submitCommentResponse,
    (c, user, body) => submitComment(c, user, body.message, body.comment),
  );
  post(
    '/user/api/v-user-liketweet/',
    'Like or unlike a short message {message}; not when its author blocked the caller (403)',
    likeMessageBody,
    likeMessageResponse,
    (c, user, body) => likeMessage(c, user, body.message),
  );
  post(
    '/user/api/v-user-likecomment/',
    "Like or unlike a comment {comment} of a short message {message}; not when the message's or comment's author blocked the caller (403)",
    likeCommentBody,
    likeCommentResponse,
    (c, user, body) => likeComment(c, user, body.message, body.comment),
  );
  post(
    '/user/api/v-user-deleteshortmessage/',
    'Delete a short message {id} with its comments and likes: its author or an admin, else 403',
    deleteByIdBody,
    deletedResponse,
    (c, user, body) => deleteShortMessage(c, user, body.id),
  );
  post(
    '/user/api/v-user-deletecomment/',
    'Delete a comment {id}: its author or an admin, else 403',
    deleteByIdBody,
    deletedResponse,
    (c, user, body) => deleteComment(c, user, body.id),
  );

  app.get(
    '/user/api/v-user-shortmessages/',
    route.read(
      "A member's short messages {slug, page}, newest first, with counts and the caller's likes",
      shortMessagesQuery,
      shortMessagesResponse,
    ),
    (req) => shortMessageList(ctx, req.user ?? null, req.query.slug, req.query.page),
  );
  app.get(
    '/user/api/v-user-commentlist/',
    route.read(
      "A short message's comments {message}, oldest first, with its comment and like counts",
      commentListQuery,
      commentListResponse,
    ),
    (req) => commentList(ctx, req.user ?? null, req.query.message),
  );
}
