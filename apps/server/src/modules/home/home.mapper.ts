import type { HomeEpisodeReviewCard, HomeMovieReviewCard, LatestTitle } from '@mfi/contract/home.schemas';
import type { Storage } from '../../lib/storage';
import { percent } from '../catalogue/title.mapper';
import type { EpisodeReviewRow, ReviewRow } from './home.queries';

// Home rows → the spec's cards (part 1 section 3 "Review card", "Latest movie/serial").

const media = (storage: Storage, key: string | null) => (key ? storage.url(key) : null);

export function toReviewCard(storage: Storage, row: ReviewRow, critic: boolean): HomeMovieReviewCard {
  return {
    slug: row.slug,
    poster: media(storage, row.poster),
    user_slug: row.userSlug,
    user_image: media(storage, row.userImage),
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
  storage: Storage,
  row: EpisodeReviewRow,
  critic: boolean,
): HomeEpisodeReviewCard => ({
  ...toReviewCard(storage, row, critic),
  serial_slug: row.slug,
  season_slug: row.seasonSlug,
  episode_slug: row.episodeSlug,
  season_num: row.seasonNum,
  episode_num: row.episodeNum,
});

export const toLatestTitle = (
  storage: Storage,
  row: { slug: string; poster: string | null; title: string; iTitle: string },
): LatestTitle => ({
  slug: row.slug,
  poster: media(storage, row.poster),
  title: row.title,
  i_title: row.iTitle,
});
