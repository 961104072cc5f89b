import type { JournalCard } from '@mfi/contract/journals.schemas';
import { useLoadMoreList } from './load-more';

/** GET /movie/api-movie-journals/: journal cards (part 2 section 3 "Journal card"). */
export type MovieJournal = JournalCard;
export const useMovieJournals = (slug: string) =>
  useLoadMoreList<'journals', MovieJournal>(slug, '/movie/api-movie-journals/', 'journals');
