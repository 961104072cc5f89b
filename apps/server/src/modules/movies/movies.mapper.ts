import { CLASSIC_AGE_YEARS, CLASSIC_GRADE_MIN } from '@mfi/contract/limits';
import type { MovieCard, MovieUserFlags } from '@mfi/contract/movies.schemas';
import type { MediaUrls } from '../../lib/storage';
import { percent, titleCardCommon, type TitleCardRow } from '../catalogue/title.mapper';

/** The columns a movie card needs, selected by every list-like query. */
export type MovieCardRow = TitleCardRow & { year: number; category: number };

/** The classics badge of movies and serials: released CLASSIC_AGE_YEARS or more ago, audience grade ≥ 80. */
export const isClassic = (year: number, audienceGrade: number | null, now: Date) =>
  year <= now.getFullYear() - CLASSIC_AGE_YEARS && (audienceGrade ?? 0) >= CLASSIC_GRADE_MIN;

export { percent };

export function toMovieCard(media: MediaUrls, row: MovieCardRow): MovieCard {
  return {
    id: row.id,
    slug: row.slug,
    poster: media.urlOf(row.poster),
    year: row.year,
    category: row.category,
    ...titleCardCommon(row),
  };
}

export type FlagRow = { favorite: boolean; watch: boolean; watching: boolean; watched: boolean };

export const toUserFlags = (row: FlagRow | undefined): MovieUserFlags => ({
  user_favorite: row?.favorite ?? false,
  user_watch: row?.watch ?? false,
  user_watching: row?.watching ?? false,
  user_watched: row?.watched ?? false,
});
