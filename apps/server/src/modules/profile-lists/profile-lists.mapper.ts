import type {
  EpisodeReviewEntry,
  MovieReviewEntry,
  ProfileArtistCard,
  ProfileDetailedReviewCard,
  ProfileTitleCard,
} from '@mfi/contract/profile-lists.schemas';
import type { ArtistRow, DetailedReviewRow, EpisodeReviewRow, MovieReviewRow, TitleRow } from './profile-lists.queries';

// Rows of a member's lists → the spec's shapes (part 1 section 3 "Review entry") and the designed cards.

type Url = (key: string) => string;
const urlOf = (url: Url, key: string | null) => (key ? url(key) : null);

const reviewBase = (r: MovieReviewRow | EpisodeReviewRow) => ({
  id: r.id,
  grade_review: r.grade,
  word_review: r.review,
  critic: r.critic,
  spoiler: r.spoiler,
  user_like: r.userLike,
  movie_review_likes: r.likes,
  title: r.title,
  international_title: r.internationalTitle,
  created: r.createdAt.toISOString(),
});

export const toMovieReviewEntry = (url: Url, r: MovieReviewRow): MovieReviewEntry => ({
  ...reviewBase(r),
  movie_id: r.movieId,
  slug: r.slug,
  poster: urlOf(url, r.poster),
});

export const toEpisodeReviewEntry = (url: Url, r: EpisodeReviewRow): EpisodeReviewEntry => ({
  ...reviewBase(r),
  episode_id: r.episodeId,
  serial_slug: r.serialSlug,
  season_slug: r.seasonSlug,
  episode_slug: r.episodeSlug,
  season_num: r.seasonNum,
  episode_num: r.episodeNum,
  episode_name: r.episodeName,
  episode_name_en: r.episodeNameEn,
  image: urlOf(url, r.image),
});

export const toTitleCard = (url: Url, r: TitleRow): ProfileTitleCard => ({
  slug: r.slug,
  title: r.title,
  international_title: r.internationalTitle,
  poster: urlOf(url, r.poster),
  year: r.year,
  grade: r.criticGrade,
  a_grade: r.audienceGrade,
});

export const toDetailedReviewCard = (url: Url, r: DetailedReviewRow): ProfileDetailedReviewCard => ({
  id: r.id,
  title: r.title,
  title_of: r.titleOf,
  international_title_of: r.internationalTitleOf,
  slug: r.slug,
  serial_slug: r.serialSlug,
  season_slug: r.seasonSlug,
  episode_slug: r.episodeSlug,
  poster: urlOf(url, r.poster),
  grade_review: r.grade,
  likes: r.likes,
  created: r.createdAt.toISOString(),
});

export const toArtistCard = (url: Url, r: ArtistRow): ProfileArtistCard => ({
  slug: r.slug,
  name: r.name,
  image: urlOf(url, r.photo),
  born_year: r.bornYear,
});
