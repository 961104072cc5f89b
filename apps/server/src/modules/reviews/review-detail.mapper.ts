import type { MediaUrls } from '../../lib/storage';

// The parts every detailed review page shares (part 2 section 3 "Review detail"), whatever the title
// reviewed: the review itself and the author's recent reviews as cards.

type DetailRow = {
  id: number;
  title: string;
  username: string;
  userSlug: string;
  createdAt: Date;
  review: string;
  likesCount: number;
  userLike: unknown;
};

export const reviewDetailFields = (row: DetailRow) => ({
  id: row.id,
  title: row.title,
  user: row.username,
  user_slug: row.userSlug,
  published: row.createdAt.toISOString(),
  content: row.review,
  total_likes: row.likesCount,
  user_like: Boolean(row.userLike),
});

type RecentRow = {
  slug: string;
  serialSlug?: string;
  seasonSlug?: string;
  episodeSlug?: string;
  poster: string | null;
  title: string;
  createdAt: Date;
};

export const recentCriticCard = (media: MediaUrls, r: RecentRow) => ({
  slug: r.slug,
  serial_slug: r.serialSlug ?? null,
  season_slug: r.seasonSlug ?? null,
  episode_slug: r.episodeSlug ?? null,
  poster: media.urlOf(r.poster),
  title: r.title,
  published: r.createdAt.toISOString(),
});
