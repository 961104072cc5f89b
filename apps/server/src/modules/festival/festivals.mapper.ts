import type { FestivalDetailResponse, FestivalListItem } from '@mfi/contract/festival.schemas';
import type { FestivalRow } from './festivals.queries';

/** A stored media key → the URL the client loads it from. */
export type MediaUrl = (key: string) => string;

/** A festival's id, address and two names, as the annual edition form's picker lists it. */
export const toFestivalPick = (row: FestivalRow) => ({
  id: row.id,
  slug: row.slug,
  mongol_name: row.mongolName,
  international_name: row.internationalName,
});

export const toFestivalListItem = (row: FestivalRow, url: MediaUrl): FestivalListItem => ({
  ...toFestivalPick(row),
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
