import type { NotificationItem, NotificationType } from '@mfi/contract/notifications.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { NotificationRow } from './notifications.queries';

// A notification row → the spec-style item (@mfi/contract/notifications.schemas): the actor, a short title
// of what it is about, and the slugs the web's link needs; each type fills its own link parts.

/** How much of a message's or comment's text an item carries. */
const EXCERPT = 100;
const excerpt = (text: string | null) =>
  text == null ? null : text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;

const LINKS = {
  follow: 'profile',
  message_comment: 'message',
  thread_reply: 'message',
  message_like: 'message',
  comment_like: 'message',
  movie_review_like: 'movie',
  movie_detailed_review_like: 'movie',
  season_review_like: 'serial',
  season_detailed_review_like: 'serial',
  episode_review_like: 'serial',
  episode_detailed_review_like: 'serial',
  movie_list_like: 'list',
  serial_list_like: 'list',
  journal_like: 'journal',
  entrant_request: 'profile',
  entrant_granted: 'profile',
  draft_rejected: 'draft',
} as const satisfies Record<NotificationType, string>;

const NONE = {
  object_title: null,
  object_title_en: null,
  user_slug: null,
  message_id: null,
  comment_id: null,
  slug: null,
  serial_slug: null,
  season_slug: null,
  episode_slug: null,
  type_slug: null,
  sub_type_slug: null,
};

/** The item's link parts and title; `ownSlug` is the reader's (their review's or list's profile). */
function objectOf(type: NotificationType, r: NotificationRow, ownSlug: string) {
  switch (LINKS[type]) {
    case 'profile':
      return NONE;
    case 'message':
      return {
        ...NONE,
        // A like of the message shows the message; a comment or a liked comment shows the comment.
        object_title: excerpt(type === 'message_like' ? r.messageBody : r.commentBody),
        user_slug: r.messageAuthorSlug,
        message_id: r.messageId,
        comment_id: r.commentId,
      };
    case 'movie':
      return {
        ...NONE,
        object_title: r.movieTitle,
        object_title_en: r.movieTitleEn,
        user_slug: ownSlug,
        slug: r.movieSlug,
      };
    case 'serial': {
      // An episode's review names the episode (its season is joined too), a season's review the season; in
      // English the episode's English name where it has one (a season has a name in one language only).
      const part = r.episodeName ?? r.seasonName;
      const partEn = r.episodeNameEn || part;
      const named = (serial: string | null, name: string | null) => (serial && name ? `${serial}: ${name}` : serial);
      return {
        ...NONE,
        object_title: named(r.serialTitle, part),
        object_title_en: named(r.serialTitleEn, partEn),
        user_slug: ownSlug,
        serial_slug: r.serialSlug,
        season_slug: r.seasonSlug,
        episode_slug: r.episodeSlug,
      };
    }
    case 'list':
      return { ...NONE, object_title: r.listTitle, user_slug: ownSlug, slug: r.listSlug };
    case 'journal':
      return {
        ...NONE,
        object_title: r.journalTitle,
        slug: r.journalSlug,
        type_slug: r.journalMainTypeSlug,
        sub_type_slug: r.journalSubTypeSlug,
      };
    case 'draft':
      // The draft's title as it was sent back; the web links to its history (the reason is the item's `reason`).
      return { ...NONE, object_title: r.itemTitle, item_kind: r.itemKind, item_id: r.itemId };
  }
}

export function toNotificationItem(media: MediaUrls, r: NotificationRow, ownSlug: string): NotificationItem {
  const type = r.type as NotificationType;
  return {
    id: r.id,
    type,
    actor_slug: r.actorSlug,
    actor_name: [r.actorLastname, r.actorFirstname].filter(Boolean).join(' ') || r.actorUsername,
    actor_photo: media.urlOf(r.actorImage),
    ...objectOf(type, r, ownSlug),
    created_at: r.createdAt.toISOString(),
    seen: r.seen,
    ...(type === 'draft_rejected' ? { reason: r.reason } : {}),
  };
}
