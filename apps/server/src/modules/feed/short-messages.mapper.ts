import type { Permissions } from '@mfi/contract/permissions.schemas';
import type { ShortMessage, ShortMessageComment } from '@mfi/contract/short-messages.schemas';
import type { MediaUrls } from '../../lib/storage';

// Rows → the spec's short message and "Short message comment" shapes (part 1 section 7), with the caller's
// verdicts the service read from the policy (`can_delete`). The text goes out as stored: plain text, which
// the web shows as text.

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
const written = (media: MediaUrls, r: Written) => ({
  id: r.id,
  username: r.username,
  user_slug: r.userSlug,
  user_photo: media.urlOf(r.userPhoto),
  body: r.body,
  created_at: r.createdAt.toISOString(),
  user_like: r.userLike,
});

export const toShortMessage = (
  media: MediaUrls,
  r: Written & { likes: number; comments: number },
  verdicts: Permissions,
): ShortMessage => ({
  ...written(media, r),
  message_likes: r.likes,
  comment_count: r.comments,
  ...verdicts,
});

export const toComment = (
  media: MediaUrls,
  r: Written & { likes: number },
  verdicts: Permissions,
): ShortMessageComment => ({
  ...written(media, r),
  comment_likes: r.likes,
  ...verdicts,
});
