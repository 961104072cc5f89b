import { MOVIE_COUNTRY_FLAGS } from '@mfi/contract/catalogue.enums';
import { MOVIES_PER_PAGE, RUNTIME_FILTER_MAX } from '@mfi/contract/limits';
import { MOVIE_SEARCH_LIMIT, type MovieListQuery } from '@mfi/contract/movies.schemas';
import type { AppContext } from '../../context';
import { searchTerm, withTypos } from '../../lib/search';
import type { AuthUser } from '../../auth/auth-user';
import { authorizeUnpublishedList, seesUnpublished } from '../../policies/catalogue.policy';
import { toMovieCard } from './movies.mapper';
import { cachedTitlePage, listOrderOf, pageOf, pickerSearch, sharedListFilter } from '../catalogue/title-list.service';
import { type MovieFilter, movieList, searchMoviePicks } from './movie-list.queries';

/** GET /movie/movie-list/: the four catalogues and their unpublished variants (part 2 sections 2, 7, 9). */
export async function listMovies(ctx: AppContext, user: AuthUser | null, q: MovieListQuery) {
  const published = q.published ?? true;
  if (!published) authorizeUnpublishedList(user, 'movie');

  const search = searchTerm(q.search);
  const catalogue = q.countryFlag ? MOVIE_COUNTRY_FLAGS[q.countryFlag as keyof typeof MOVIE_COUNTRY_FLAGS] : undefined;
  const filter: MovieFilter = {
    publish: published,
    category: catalogue?.category,
    mongolian: catalogue?.mongolian,
    formats: q.formation,
    year: q.yearFlag ? q.year : undefined,
    // The runtime slider's top, 200, means "200 minutes and longer".
    ...sharedListFilter(q, RUNTIME_FILTER_MAX),
    search,
  };
  const query = { filter, order: listOrderOf(q.sort, search), page: pageOf(q.page, MOVIES_PER_PAGE) };
  return cachedTitlePage(ctx, 'movies', movieList, query, (rows, count) => ({
    results: rows.map((row) => toMovieCard(ctx.storage, row)),
    count,
  }));
}

/** GET /movie/api-search-movie-list/: pickers (festival, lists, journals); `festival` keeps festival films. */
export function searchMovies(ctx: AppContext, user: AuthUser | null, q: { movie?: string; festival?: boolean }) {
  const showUnpublished = seesUnpublished(user, 'movie');
  const picker = {
    cacheName: 'movies',
    listKey: 'movie_list' as const,
    text: q.movie,
    variant: Boolean(q.festival),
    showUnpublished,
  };
  return pickerSearch(
    ctx,
    picker,
    async (term) =>
      searchMoviePicks(ctx.db, await withTypos(ctx.db, term), {
        viewer: user,
        festival: q.festival,
        limit: MOVIE_SEARCH_LIMIT,
      }),
    (r, media) => ({
      id: r.id,
      movie_poster: media.urlOf(r.poster),
      international_title: r.iTitle,
      mongol_title: r.mTitle,
      slug: r.slug,
      year: r.year,
    }),
  );
}
