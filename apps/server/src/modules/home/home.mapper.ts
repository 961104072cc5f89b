import type { HomeEpisodeReviewCard, HomeMovieReviewCard, LatestTitle } from '@mfi/contract/home.schemas';
import type { MediaUrls } from '../../lib/storage';
import { percent } from '../catalogue/title.mapper';
import type { EpisodeReviewRow, ReviewRow } from './home.queries';

// Home rows → the spec's cards (part 1 section 3 "Review card", "Latest movie/serial").

export function toReviewCard(media: MediaUrls, row: ReviewRow, critic: boolean): HomeMovieReviewCard {
  return {
    slug: row.slug,
    poster: media.urlOf(row.poster),
    user_slug: row.userSlug,
    user_image: media.urlOf(row.userImage),
    user_name: row.userName,
    user_grade: row.userGrade,
    grade: percent(critic ? row.criticGrade : row.audienceGrade),
    movie_title: row.titleName,
    movie_i_title: row.titleNameEn,
    // A spoiler's text stays on the title's page, behind its cover (part 2 section 3).
    title: row.spoiler ? '' : row.text,
    spoiler: row.spoiler,
  };
}

export const toEpisodeReviewCard = (
  media: MediaUrls,
  row: EpisodeReviewRow,
  critic: boolean,
): HomeEpisodeReviewCard => ({
  ...toReviewCard(media, row, critic),
  serial_slug: row.slug,
  season_slug: row.seasonSlug,
  episode_slug: row.episodeSlug,
  season_num: row.seasonNum,
  episode_num: row.episodeNum,
});

export const toLatestTitle = (
  media: MediaUrls,
  row: { slug: string; poster: string | null; title: string; iTitle: string },
): LatestTitle => ({
  slug: row.slug,
  poster: media.urlOf(row.poster),
  title: row.title,
  i_title: row.iTitle,
});
