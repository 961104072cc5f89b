import type { FestivalDetailResponse, FestivalListItem } from '@mfi/contract/festival.schemas';
import type { FestivalRow } from './festivals.queries';

/** A stored media key → the URL the client loads it from. */
export type MediaUrl = (key: string) => string;

export const toFestivalListItem = (row: FestivalRow, url: MediaUrl): FestivalListItem => ({
  id: row.id,
  slug: row.slug,
  mongol_name: row.mongolName,
  international_name: row.internationalName,
  background: url(row.background),
});

export const toFestivalDetail = (
  row: FestivalRow,
  editions: { year: number; poster: string }[],
  url: MediaUrl,
): FestivalDetailResponse => ({
  ...toFestivalListItem(row, url),
  editions: editions.map((e) => ({ year: e.year, poster: url(e.poster) })),
});
