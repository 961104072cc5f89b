import type {
  EpisodeReviewEntry,
  MovieReviewEntry,
  ProfileArtistCard,
  ProfileDetailedReviewCard,
  ProfileTitleCard,
} from '@mfi/contract/profile-lists.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { ArtistRow, DetailedReviewRow, EpisodeReviewRow, MovieReviewRow, TitleRow } from './profile-lists.queries';

// Rows of a member's lists → the spec's shapes (part 1 section 3 "Review entry") and the designed cards.

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

export const toMovieReviewEntry = (media: MediaUrls, r: MovieReviewRow): MovieReviewEntry => ({
  ...reviewBase(r),
  movie_id: r.movieId,
  slug: r.slug,
  poster: media.urlOf(r.poster),
});

export const toEpisodeReviewEntry = (media: MediaUrls, r: EpisodeReviewRow): EpisodeReviewEntry => ({
  ...reviewBase(r),
  episode_id: r.episodeId,
  serial_slug: r.serialSlug,
  season_slug: r.seasonSlug,
  episode_slug: r.episodeSlug,
  season_num: r.seasonNum,
  episode_num: r.episodeNum,
  episode_name: r.episodeName,
  episode_name_en: r.episodeNameEn,
  image: media.urlOf(r.image),
});

export const toTitleCard = (media: MediaUrls, r: TitleRow): ProfileTitleCard => ({
  slug: r.slug,
  title: r.title,
  international_title: r.internationalTitle,
  poster: media.urlOf(r.poster),
  year: r.year,
  grade: r.criticGrade,
  a_grade: r.audienceGrade,
});

export const toDetailedReviewCard = (media: MediaUrls, r: DetailedReviewRow): ProfileDetailedReviewCard => ({
  id: r.id,
  title: r.title,
  title_of: r.titleOf,
  international_title_of: r.internationalTitleOf,
  slug: r.slug,
  serial_slug: r.serialSlug,
  season_slug: r.seasonSlug,
  episode_slug: r.episodeSlug,
  poster: media.urlOf(r.poster),
  grade_review: r.grade,
  likes: r.likes,
  created: r.createdAt.toISOString(),
});

export const toArtistCard = (media: MediaUrls, r: ArtistRow): ProfileArtistCard => ({
  slug: r.slug,
  name: r.name,
  image: media.urlOf(r.photo),
  born_year: r.bornYear,
});
