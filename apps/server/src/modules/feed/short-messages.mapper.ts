import type { Permissions } from '@mfi/contract/permissions.schemas';
import type { ShortMessage, ShortMessageComment } from '@mfi/contract/short-messages.schemas';

// Rows → the spec's short message and "Short message comment" shapes (part 1 section 7), with the caller's
// verdicts the service read from the policy (`can_delete`). The text goes out as stored: plain text, which
// the web shows as text.

type Url = (key: string) => string;

type Written = {
  id: number;
  username: string;
  userSlug: string;
  userPhoto: string | null;
  body: string;
  createdAt: Date;
  userLike: boolean;
};

/** What a message and a comment share: the text, its author and the caller's like. */
const written = (url: Url, r: Written) => ({
  id: r.id,
  username: r.username,
  user_slug: r.userSlug,
  user_photo: r.userPhoto ? url(r.userPhoto) : null,
  body: r.body,
  created_at: r.createdAt.toISOString(),
  user_like: r.userLike,
});

export const toShortMessage = (
  url: Url,
  r: Written & { likes: number; comments: number },
  verdicts: Permissions,
): ShortMessage => ({
  ...written(url, r),
  message_likes: r.likes,
  comment_count: r.comments,
  ...verdicts,
});

export const toComment = (url: Url, r: Written & { likes: number }, verdicts: Permissions): ShortMessageComment => ({
  ...written(url, r),
  comment_likes: r.likes,
  ...verdicts,
});
