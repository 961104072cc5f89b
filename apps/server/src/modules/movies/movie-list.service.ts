import { CATALOGUE_SORTS, MOVIE_COUNTRY_FLAGS } from '@mfi/contract/catalogue.enums';
import { MOVIES_PER_PAGE, RUNTIME_FILTER_MAX } from '@mfi/contract/limits';
import { MOVIE_SEARCH_LIMIT, type MovieListQuery } from '@mfi/contract/movies.schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { cacheKeyOf, searchTerm, withTypos } from '../../lib/search';
import type { AuthUser } from '../../plugins/auth';
import { authorizeUnpublishedList, seesUnpublished } from '../../policies/catalogue.policy';
import { mediaUrlOf, toMovieCard } from './movies.mapper';
import { countMovies, listMovieCards, listSearchedMovieCards, type MovieFilter, type MovieOrder, searchMoviePicks } from './movie-list.queries';

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
    ratings: q.rating,
    countries: q.country,
    languages: q.language,
    genres: q.genre,
    subgenres: q.subgenre,
    tags: q.tag,
    // A range applies only when its flag says the slider was moved (RANGE_FILTER_NOTE).
    audienceGrade: q.gradeFlag ? q.grade : undefined,
    year: q.yearFlag ? q.year : undefined,
    // The runtime slider's top, 200, means "200 minutes and longer".
    runtime: q.runtimeFlag && q.runtime ? { min: q.runtime.min, max: q.runtime.max !== undefined && q.runtime.max >= RUNTIME_FILTER_MAX ? undefined : q.runtime.max } : undefined,
    search,
  };
  // Searching without a chosen sort puts the best match first.
  const order: MovieOrder = q.sort ? CATALOGUE_SORTS[q.sort as keyof typeof CATALOGUE_SORTS] : search ? 'best_match' : 'newest';
  const page = { limit: MOVIES_PER_PAGE, offset: ((q.page ?? 1) - 1) * MOVIES_PER_PAGE };

  // Published lists are the same for every reader: cached, the count apart from the page, so every
  // page and sort order of one filter shares one exact count (lib/cache, ARCHITECTURE section 10).
  const key = JSON.stringify(filter);
  const run = async (db: Executor) => {
    // The page and the count on two pooled connections at once.
    const [rows, count] = await Promise.all([
      listMovieCards(db, filter, order, page),
      ctx.cache.wrapPublic(published, `movies:count:${key}`, () => countMovies(db, filter)),
    ]);
    return { results: rows.map((row) => toMovieCard(ctx.storage, row)), count };
  };
  const runSearch = async (db: Executor, search: NonNullable<MovieFilter['search']>) => {
    const searched = { ...filter, search: await withTypos(db, search) };
    const found = await listSearchedMovieCards(db, searched, order, page);
    const count = found.count ?? (await countMovies(db, searched));
    return { results: found.rows.map((row) => toMovieCard(ctx.storage, row)), count };
  };
  return ctx.cache.wrapPublic(published, `movies:list:${key}:${order}:${page.offset}`, () => (search ? runSearch(ctx.db, search) : run(ctx.db)));
}

/** GET /movie/api-search-movie-list/: pickers (festival, lists, journals); `festival` keeps festival films. */
export async function searchMovies(ctx: AppContext, user: AuthUser | null, q: { movie?: string; festival?: boolean }) {
  const term = searchTerm(q.movie);
  if (!term) return { movie_list: [] };
  const showUnpublished = seesUnpublished(user, 'movie');
  return ctx.cache.wrapPublic(!showUnpublished, `movies:search:${cacheKeyOf(term)}:${Boolean(q.festival)}`, async () => {
    const rows = await searchMoviePicks(ctx.db, await withTypos(ctx.db, term), { showUnpublished, festival: q.festival, limit: MOVIE_SEARCH_LIMIT });
    const url = mediaUrlOf(ctx.storage);
    return { movie_list: rows.map((r) => ({ id: r.id, movie_poster: url(r.poster), international_title: r.iTitle, slug: r.slug, year: r.year })) };
  });
}
