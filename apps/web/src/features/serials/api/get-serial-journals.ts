import type { JournalCard } from '@mfi/contract/journals.schemas';
import { useLoadMoreList } from './load-more';

/** Journal card (part 2 section 3). */
export type SerialJournal = JournalCard;

/** GET /serial/api-serial-journals/ {slug, loadMore} -> journals, end_point. */
export const useSerialJournals = (slug: string) =>
  useLoadMoreList<'journals', SerialJournal>(slug, '/serial/api-serial-journals/', 'journals');
