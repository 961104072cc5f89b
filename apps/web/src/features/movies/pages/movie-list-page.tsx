import type { ReactNode } from 'react';
import { useMatches } from 'react-router';
import { MOVIES_PER_PAGE } from '@mfi/contract/limits';
import { CatalogueListPage, useCatalogueState } from '../../../components/catalogue/catalogue-list-page';
import { useMovieList } from '../api/get-movie-list';
import { MOVIE_FILTERS, toMovieListParams } from '../components/catalogue-query';
import { catalogueOf } from '../components/catalogues';
import { MovieCardGrid } from '../components/movie-card-grid';
import { MOVIE_KIND } from '../components/movie-kind';

/**
 * movie-list, short-movie-list, mongol-movie-list, mongol-short-movie-list and their unpublished variants.
 * `searchHint`: what the route shows under the search box for a searched text (the other catalogue's matches).
 */
export function MovieListPage({
  searchHint,
}: {
  searchHint?: (search: string, mongolian: boolean) => ReactNode;
} = {}) {
  const matches = useMatches();
  const catalogue = catalogueOf(matches[matches.length - 1]?.id);
  const query = useCatalogueState(MOVIE_FILTERS);
  const list = useMovieList(toMovieListParams(query.state, catalogue));
  const data = list.data && {
    items: list.data.results,
    count: list.data.count,
    pageCount: Math.ceil(list.data.count / MOVIES_PER_PAGE),
  };
  return (
    <CatalogueListPage
      kind={MOVIE_KIND}
      filters={MOVIE_FILTERS}
      catalogue={catalogue}
      query={query}
      list={{ ...list, data }}
      hint={query.state.search ? searchHint?.(query.state.search, catalogue.countryFlag >= 3) : undefined}
    >
      {(movies) => <MovieCardGrid movies={movies} />}
    </CatalogueListPage>
  );
}
