import type { FeedCard } from '@mfi/contract/feed.schemas';
import { FEED_EXCERPT_LENGTH } from '@mfi/contract/limits';
import type { Permissions } from '@mfi/contract/permissions.schemas';
import { FEED_KINDS } from '../../after-write/feed-actions';
import { htmlExcerpt } from '../../lib/html';
import type { MediaUrls } from '../../lib/storage';
import { toShortMessage } from './short-messages.mapper';
import type { FeedAuthor, FeedRow } from './feed.queries';

// Action rows → the spec's "Feed item" (part 1 section 3): id, name (the card type), values (action_*,
// movie_*, episode_*, journal_*). Review texts leave as plain text: a detailed review's HTML becomes an
// excerpt, never markup.

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const K = FEED_KINDS;

/**
 * A card, or null when its source went missing between the page and its join (nothing to show).
 * `messageVerdicts`: the caller's verdicts on the member's short messages (the service's, from the policy).
 */
export function toFeedCard(
  media: MediaUrls,
  member: FeedAuthor,
  r: FeedRow,
  messageVerdicts: Permissions,
): FeedCard | null {
  const action = (verb: 'watching' | 'rated' | 'reviewed' | 'published' | 'posted', object: string) => ({
    action_user_slug: member.slug,
    action_user_name: member.username,
    action_user_photo: media.urlOf(member.image),
    action_user_critic: member.critic,
    action_verb: verb,
    action_object: object,
    created_at: iso(r.created_at),
  });
  const movie = () => ({
    movie_slug: r.movie_slug!,
    movie_title: r.movie_title!,
    movie_i_title: r.movie_i_title ?? '',
    movie_poster: media.urlOf(r.movie_poster),
  });
  const episode = () => ({
    serial_slug: r.serial_slug!,
    season_slug: r.season_slug!,
    episode_slug: r.episode_slug!,
    serial_title: r.serial_title!,
    serial_i_title: r.serial_i_title ?? '',
    episode_title: r.episode_title!,
    episode_title_en: r.episode_title_en ?? '',
    season_number: Number(r.season_number),
    episode_number: Number(r.episode_number),
    episode_poster: media.urlOf(r.serial_poster),
  });
  const grade = (g: number | null) => (g == null ? null : Number(g));
  const id = Number(r.id);
  switch (Number(r.kind)) {
    case K.movieWatching:
      if (!r.movie_slug) return null;
      return {
        id,
        name: 'user-watch-status',
        values: { ...action('watching', r.movie_title!), content: 1, ...movie() },
      };
    case K.episodeWatching:
      if (!r.episode_slug) return null;
      return {
        id,
        name: 'user-watch-status',
        values: { ...action('watching', r.serial_title!), content: 2, ...episode() },
      };
    case K.movieReview:
      if (!r.movie_slug || r.movie_grade == null) return null;
      return {
        id,
        name: 'movie-review',
        values: {
          ...action('rated', r.movie_title!),
          ...movie(),
          movie_grade: Number(r.movie_grade),
          movie_review: r.movie_review ?? '',
          spoiler: r.movie_spoiler === true,
        },
      };
    case K.movieDetailedReview:
      if (!r.movie_slug || r.md_title == null) return null;
      return {
        id,
        name: 'movie-detailed-review',
        values: {
          ...action('reviewed', r.movie_title!),
          ...movie(),
          movie_grade: grade(r.movie_grade),
          movie_detailed_review_title: r.md_title,
          movie_detailed_review: htmlExcerpt(r.md_review ?? '', FEED_EXCERPT_LENGTH),
        },
      };
    case K.episodeReview:
      if (!r.episode_slug || r.episode_grade == null) return null;
      return {
        id,
        name: 'episode-review',
        values: {
          ...action('rated', r.serial_title!),
          ...episode(),
          episode_grade: Number(r.episode_grade),
          episode_review: r.episode_review ?? '',
          spoiler: r.episode_spoiler === true,
        },
      };
    case K.episodeDetailedReview:
      if (!r.episode_slug || r.ed_title == null) return null;
      return {
        id,
        name: 'episode-detailed-review',
        values: {
          ...action('reviewed', r.serial_title!),
          ...episode(),
          episode_grade: grade(r.episode_grade),
          episode_detailed_review_title: r.ed_title,
          episode_detailed_review: htmlExcerpt(r.ed_review ?? '', FEED_EXCERPT_LENGTH),
        },
      };
    case K.journal:
      if (!r.journal_slug) return null;
      return {
        id,
        name: 'journal',
        values: {
          ...action('published', r.journal_title!),
          journal_slug: r.journal_slug,
          journal_main_type_slug: r.journal_main_type_slug!,
          journal_sub_type_slug: r.journal_sub_type_slug!,
          journal_title: r.journal_title!,
          journal_image: media.urlOf(r.journal_cover),
          journal_excerpt: r.journal_excerpt ?? '',
        },
      };
    case K.shortMessage:
      if (r.message_id == null) return null;
      return {
        id,
        name: 'short-message',
        values: {
          ...action('posted', ''),
          message: toShortMessage(
            media,
            {
              id: Number(r.message_id),
              username: member.username,
              userSlug: member.slug,
              userPhoto: member.image,
              body: r.message_body!,
              createdAt: new Date(r.message_created_at!),
              userLike: r.message_liked === true,
              likes: Number(r.message_likes),
              comments: Number(r.message_comments),
            },
            messageVerdicts,
          ),
        },
      };
    default:
      return null;
  }
}
