import { useLoadMoreList } from './load-more';

/** GET /movie/api-movie-journals/: journal cards (part 2 section 3 "Journal card"); empty until journals exist. */
export type MovieJournal = {
  journal_title?: string;
  journal_cover?: string | null;
  journal_slug?: string;
  journal_type_slug?: string;
  journal_sub_type_slug?: string;
};
export const useMovieJournals = (slug: string) =>
  useLoadMoreList<'journals', MovieJournal>(slug, '/movie/api-movie-journals/', 'journals');
