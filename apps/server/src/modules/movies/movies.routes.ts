import {
  listedMoviesResponse,
  loadMoreQuery,
  movieArtistListResponse,
  movieAwardListResponse,
  movieCollectionResponse,
  movieDetailResponse,
  movieJournalsResponse,
  movieListQuery,
  movieListResponse,
  movieRoleListResponse,
  movieSearchQuery,
  movieSearchResponse,
  similarMoviesResponse,
  slugQuery,
  suggestedMoviesResponse,
} from '@mfi/contract/movies.schemas';
import type { AppContext, ZodApp } from '../../context';
import {
  collectionMovies,
  emptyMovieList,
  getMovieDetail,
  movieJournals,
  movieArtists,
  movieRoles,
  similarMovies,
  suggestedMovies,
} from './movie-detail.service';
import { listMovies, searchMovies } from './movie-list.service';
import { registerMovieWriteRoutes } from './movie-write.routes';

// Part 2 section 7, "Movies": the read calls here, the writes in movie-write.routes.ts.
const tags = ['movies'];

export function registerMovieRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/movie/movie-list/',
    {
      schema: {
        tags,
        summary: 'The movie catalogues: filters, sort 1-8, 64 a page; published=false for contributors',
        querystring: movieListQuery,
        response: { 200: movieListResponse },
      },
    },
    (req) => listMovies(ctx, req.user, req.query),
  );

  app.get(
    '/movie/api-movie-detail/',
    { schema: { tags, summary: 'A movie with the caller’s flags', querystring: slugQuery, response: { 200: movieDetailResponse } } },
    (req) => getMovieDetail(ctx, req.user, req.query.slug),
  );

  app.get(
    '/movie/api-search-movie-list/',
    { schema: { tags, summary: 'Movie picker search in both scripts, 20 best matches', querystring: movieSearchQuery, response: { 200: movieSearchResponse } } },
    (req) => searchMovies(ctx, req.user, req.query),
  );

  app.get(
    '/movie/api-movie-artist-list/',
    { schema: { tags, summary: 'Crew, one entry per artist with their jobs', querystring: loadMoreQuery, response: { 200: movieArtistListResponse } } },
    (req) => movieArtists(ctx, req.user, req.query.slug, req.query.loadMore),
  );

  app.get(
    '/movie/api-movie-role-list/',
    { schema: { tags, summary: 'Cast with their characters', querystring: loadMoreQuery, response: { 200: movieRoleListResponse } } },
    (req) => movieRoles(ctx, req.user, req.query.slug, req.query.loadMore),
  );

  app.get(
    '/movie/api-movie-collection/',
    { schema: { tags, summary: 'Other movies of the same collection', querystring: slugQuery, response: { 200: movieCollectionResponse } } },
    (req) => collectionMovies(ctx, req.user, req.query.slug),
  );

  app.get(
    '/movie/api-similar-movies/',
    { schema: { tags, summary: 'Movies sharing genres, subgenres, tags and artists', querystring: slugQuery, response: { 200: similarMoviesResponse } } },
    (req) => similarMovies(ctx, req.user, req.query.slug),
  );

  app.get(
    '/movie/api-suggested-movies/',
    { schema: { tags, summary: 'Suggestions (by genre until ratings exist)', querystring: slugQuery, response: { 200: suggestedMoviesResponse } } },
    (req) => suggestedMovies(ctx, req.user, req.query.slug),
  );

  // Calls whose data comes with later issues (awards, user lists, journals): final shape, empty.
  // The review tabs are registered by the reviews module.
  app.get(
    '/movie/api-movie-award-list/',
    { schema: { tags, summary: 'Awards of a movie (load more)', querystring: loadMoreQuery, response: { 200: movieAwardListResponse } } },
    (req) => emptyMovieList(ctx, req.user, req.query.slug, 'awards'),
  );
  app.get(
    '/movie/api-listed-movies/',
    { schema: { tags, summary: 'User lists holding the movie', querystring: slugQuery, response: { 200: listedMoviesResponse } } },
    (req) => emptyMovieList(ctx, req.user, req.query.slug, 'listed_movies'),
  );
  app.get(
    '/movie/api-movie-journals/',
    { schema: { tags, summary: 'Journals about the movie (load more)', querystring: loadMoreQuery, response: { 200: movieJournalsResponse } } },
    (req) => movieJournals(ctx, req.user, req.query.slug, req.query.loadMore),
  );
  registerMovieWriteRoutes(app, ctx);
}
