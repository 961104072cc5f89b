import { useLoadMoreList } from './load-more';

/** Award entry (part 2 section 3); the festival issue fills these, until then the list is empty. */
export type SerialAward = { award?: string; award_slug?: string; date?: string; win?: boolean; nominee?: boolean };

/** GET /serial/api-serial-award-list/ {slug, loadMore} -> awards, end_point. */
export const useSerialAwards = (slug: string) =>
  useLoadMoreList<'awards', SerialAward>(slug, '/serial/api-serial-award-list/', 'awards');
