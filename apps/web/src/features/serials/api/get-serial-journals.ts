import { useLoadMoreList } from './load-more';

/** Journal card (part 2 section 3); empty until journals exist. */
export type SerialJournal = {
  journal_title?: string;
  journal_slug?: string;
  journal_type_slug?: string;
  journal_sub_type_slug?: string;
};

/** GET /serial/api-serial-journals/ {slug, loadMore} -> journals, end_point. */
export const useSerialJournals = (slug: string) =>
  useLoadMoreList<'journals', SerialJournal>(slug, '/serial/api-serial-journals/', 'journals');
