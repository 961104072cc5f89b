import type { FestivalDetailResponse, FestivalListItem } from '@mfi/contract/festival.schemas';
import type { MediaUrls } from '../../lib/storage';
import type { FestivalRow } from './festivals.queries';

/** A festival's id, address and two names, as the annual edition form's picker lists it. */
export const toFestivalPick = (row: FestivalRow) => ({
  id: row.id,
  slug: row.slug,
  mongol_name: row.mongolName,
  international_name: row.internationalName,
});

export const toFestivalListItem = (row: FestivalRow, media: MediaUrls): FestivalListItem => ({
  ...toFestivalPick(row),
  background: media.url(row.background),
});

export const toFestivalDetail = (
  row: FestivalRow,
  editions: { year: number; poster: string }[],
  media: MediaUrls,
): FestivalDetailResponse => ({
  ...toFestivalListItem(row, media),
  editions: editions.map((e) => ({ year: e.year, poster: media.url(e.poster) })),
});
