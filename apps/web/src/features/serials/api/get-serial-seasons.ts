import { useLoadMoreList } from './load-more';

/** A season card (part 2 section 3). */
export type SeasonCard = {
  season_slug: string;
  season_poster: string | null;
  season_num: number;
  season_name: string;
  grade_average: number | null;
  g_average_audience: number | null;
  critics: number;
  audiences: number;
};

/**
 * GET /serial/api-serial-seasons/ {slug, published, loadMore from 1} -> seasons, end_point. Unpublished
 * seasons are asked for only by contributors.
 */
export const useSerialSeasons = (slug: string, published: boolean, enabled = true) =>
  useLoadMoreList<'seasons', SeasonCard>(slug, '/serial/api-serial-seasons/', 'seasons', { published }, enabled);
