import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { href } from '../../../lib/routes';

/** The search parameter that opens the notifications on one's profile (the bell's "all notifications"). */
export const ALL_NOTIFICATIONS_PARAM = 'notifications';

/** All of a member's notifications: their profile, with its notifications open. */
export const allNotificationsHref = (slug: string) => `${href('user-profile', { slug })}?${ALL_NOTIFICATIONS_PARAM}=1`;

/**
 * Where a notification leads: the follower, the message's profile, the liked list or article; a liked
 * detailed review opens its own page, a liked short review the title's page, where the short reviews are.
 */
export function notificationHref(n: NotificationItem): string {
  const owner = n.user_slug ?? n.actor_slug;
  const profile = href('user-profile', { slug: owner });
  const serialSlug = n.serial_slug;
  const seasonSlug = n.season_slug;
  switch (n.type) {
    case 'follow':
      return href('user-profile', { slug: n.actor_slug });
    case 'message_comment':
    case 'thread_reply':
    case 'message_like':
    case 'comment_like':
      return profile;
    case 'movie_review_like':
      return n.slug ? href('movie-detail', { slug: n.slug }) : profile;
    case 'movie_detailed_review_like':
      return n.slug ? href('movie-review-detail', { userSlug: owner, movieSlug: n.slug }) : profile;
    case 'season_review_like':
      return serialSlug && seasonSlug ? href('season-detail', { serialSlug, seasonSlug }) : profile;
    case 'season_detailed_review_like':
      return serialSlug && seasonSlug
        ? href('season-review-detail', { userSlug: owner, serialSlug, seasonSlug })
        : profile;
    case 'episode_review_like':
      return serialSlug && seasonSlug && n.episode_slug
        ? href('episode-detail', { serialSlug, seasonSlug, episodeSlug: n.episode_slug })
        : profile;
    case 'episode_detailed_review_like':
      return serialSlug && seasonSlug && n.episode_slug
        ? href('episode-review-detail', { userSlug: owner, serialSlug, seasonSlug, episodeSlug: n.episode_slug })
        : profile;
    case 'movie_list_like':
      return n.slug
        ? href('user-movie-list-detail', { slug: owner, listSlug: n.slug })
        : href('user-movie-list', { slug: owner });
    case 'serial_list_like':
      return n.slug
        ? href('user-serial-list-detail', { slug: owner, listSlug: n.slug })
        : href('user-serial-list', { slug: owner });
    case 'journal_like':
      return n.type_slug && n.sub_type_slug && n.slug
        ? href('journal-detail', { typeSlug: n.type_slug, subTypeSlug: n.sub_type_slug, slug: n.slug })
        : href('journal-list');
    case 'entrant_request':
      return href('user-profile', { slug: n.actor_slug });
    case 'entrant_granted':
      return href('annual-award-register');
    case 'draft_rejected':
      // The draft's history, where the reason stands beside its edits (its editors'; others read the reason here).
      return n.item_kind && n.item_id
        ? href('admin-history', { kind: n.item_kind, id: String(n.item_id) })
        : href('user-profile', { slug: n.actor_slug });
  }
}
