import type { SerialCard } from '@mfi/contract/serials.schemas';
import type { MediaUrls } from '../../lib/storage';
import { titleCardCommon, type TitleCardRow } from '../catalogue/title.mapper';
import { isClassic, percent } from '../movies/movies.mapper';

// Cards and figures shared with movies: whole percents and the classics badge.
export { isClassic, percent };

/** The columns a serial card needs, selected by every list-like query. */
export type SerialCardRow = TitleCardRow & { releasedYear: number; finishedYear: number | null };

export const toSerialCard = (media: MediaUrls, row: SerialCardRow): SerialCard => ({
  id: row.id,
  serial_slug: row.slug,
  serial_poster: media.urlOf(row.poster),
  re_year: row.releasedYear,
  fi_year: row.finishedYear,
  to_date: row.finishedYear === null,
  ...titleCardCommon(row),
});

type Grades = { criticGrade: number | null; criticCount: number; audienceGrade: number | null; audienceCount: number };

/** A season's or episode's figures under the keys of season and episode lists. */
export const toGradeFigures = (row: Grades) => ({
  grade_average: percent(row.criticGrade),
  g_average_audience: percent(row.audienceGrade),
  critics: row.criticCount,
  audiences: row.audienceCount,
});

export type SeasonCardRow = Grades & {
  slug: string;
  poster: string | null;
  seasonNum: number;
  name: string;
  publish: boolean;
};

export const toSeasonCard = (media: MediaUrls, row: SeasonCardRow) => ({
  season_slug: row.slug,
  season_poster: media.urlOf(row.poster),
  season_num: row.seasonNum,
  season_name: row.name,
  publish: row.publish,
  ...toGradeFigures(row),
});

export type EpisodeCardRow = Grades & {
  slug: string;
  background: string | null;
  episodeNum: number;
  name: string;
  nameEn: string;
  plot: string;
  enPlot: string;
  runtime: number;
  publish: boolean;
};

export const toEpisodeCard = (media: MediaUrls, row: EpisodeCardRow) => ({
  episode_slug: row.slug,
  episode_img: media.urlOf(row.background),
  episode_num: row.episodeNum,
  episode_name: row.name,
  name_en: row.nameEn,
  /** Beside the spec's English plot, the Mongolian one: the list shows the reader's language. */
  plot: row.plot,
  english_plot: row.enPlot,
  runtime: row.runtime,
  publish: row.publish,
  ...toGradeFigures(row),
});

export const toSerialFlags = (row: { favorite: boolean; watch: boolean } | undefined) => ({
  user_favorite: row?.favorite ?? false,
  user_watch: row?.watch ?? false,
});

export const toEpisodeFlags = (row: { watched: boolean; watching: boolean } | undefined) => ({
  user_watched: row?.watched ?? false,
  user_watching: row?.watching ?? false,
});

export const NO_REACTIONS = { react1: null, react2: null, react3: null };
