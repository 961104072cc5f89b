import type { TitleAward } from '@mfi/contract/festival.schemas';
import type { AwardLineRow } from './awards.queries';

/** An award line of a movie's, serial's or artist's list; `withFilm` on the artist's, which names the film. */
export const toTitleAward = (row: AwardLineRow, withFilm: boolean): TitleAward => ({
  award: row.category,
  award_en: row.categoryEn,
  award_slug: row.festivalSlug,
  date: String(row.year),
  win: row.win,
  nominee: !row.win,
  festival: row.festival,
  festival_en: row.festivalEn,
  film: withFilm ? row.film : null,
  film_en: withFilm ? row.filmEn : null,
});
