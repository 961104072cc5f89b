import type { NotificationItem } from '@mfi/contract/notifications.schemas';
import { href } from '../../../lib/routes';

/** Where a notification leads: the follower, the message's profile, the liked review, list or article. */
export function notificationHref(n: NotificationItem): string {
  const owner = n.user_slug ?? n.actor_slug;
  switch (n.type) {
    case 'follow':
      return href('user-profile', { slug: n.actor_slug });
    case 'message_comment':
    case 'thread_reply':
    case 'message_like':
    case 'comment_like':
      return href('user-profile', { slug: owner });
    case 'movie_review_like':
    case 'movie_detailed_review_like':
      return n.slug
        ? href('movie-review-detail', { userSlug: owner, movieSlug: n.slug })
        : href('user-profile', { slug: owner });
    case 'episode_review_like':
    case 'episode_detailed_review_like':
      return n.serial_slug && n.season_slug && n.episode_slug
        ? href('episode-review-detail', {
            userSlug: owner,
            serialSlug: n.serial_slug,
            seasonSlug: n.season_slug,
            episodeSlug: n.episode_slug,
          })
        : href('user-profile', { slug: owner });
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
  }
}
