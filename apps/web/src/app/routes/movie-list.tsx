import { MovieListPage } from '../../features/movies/pages/movie-list-page';
import { OtherCatalogueHint } from '../../features/search/components/other-catalogue-hint';

/** The movie catalogues, their search boxes telling when the sibling catalogue has matches (issue 24). */
export function MovieListRoute() {
  return (
    <MovieListPage
      searchHint={(search, mongolian) => <OtherCatalogueHint search={search} kind="movie" mongolian={mongolian} />}
    />
  );
}
