import type { TitleAward } from '@mfi/contract/festival.schemas';
import { useLoadMoreList } from './load-more';

/** GET /serial/api-serial-award-list/ {slug, loadMore} -> awards, end_point: the festival awards of the serial. */
export const useSerialAwards = (slug: string) =>
  useLoadMoreList<'awards', TitleAward>(slug, '/serial/api-serial-award-list/', 'awards');
