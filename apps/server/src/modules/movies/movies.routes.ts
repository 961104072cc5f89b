import {
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
import { listedMoviesResponse } from '@mfi/contract/lists.schemas';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { registerSideReads, sideRead } from '../catalogue/side-reads';
import { listedMovies } from '../lists/lists.service';
import {
  collectionMovies,
  getMovieDetail,
  movieJournals,
  movieArtists,
  movieAwards,
  movieRoles,
  similarMovies,
  suggestedMovies,
} from './movie-detail.service';
import { listMovies, searchMovies } from './movie-list.service';
import { registerMovieWriteRoutes } from './movie-write.routes';

// Part 2 section 7, "Movies": the read calls here, the writes in movie-write.routes.ts.
const tags = ['movies'];
const route = routeKit(tags);

export function registerMovieRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/movie/movie-list/',
    route.read(
      'The movie catalogues: filters, sort 1-8, 64 a page; published=false for contributors',
      movieListQuery,
      movieListResponse,
    ),
    (req) => listMovies(ctx, req.user, req.query),
  );
  app.get(
    '/movie/api-search-movie-list/',
    route.read('Movie picker search in both scripts, 20 best matches', movieSearchQuery, movieSearchResponse),
    (req) => searchMovies(ctx, req.user, req.query),
  );
  const pages = { pages: true };
  registerSideReads(app, ctx, { tags, slugQuery, loadMoreQuery }, [
    sideRead('/movie/api-movie-detail/', 'A movie with the caller’s flags', movieDetailResponse, getMovieDetail),
    sideRead(
      '/movie/api-movie-artist-list/',
      'Crew, one entry per artist with their jobs',
      movieArtistListResponse,
      movieArtists,
      pages,
    ),
    sideRead('/movie/api-movie-role-list/', 'Cast with their characters', movieRoleListResponse, movieRoles, pages),
    sideRead(
      '/movie/api-movie-collection/',
      'Other movies of the same collection',
      movieCollectionResponse,
      collectionMovies,
    ),
    sideRead(
      '/movie/api-similar-movies/',
      'Movies sharing genres, subgenres, tags and artists',
      similarMoviesResponse,
      similarMovies,
    ),
    sideRead(
      '/movie/api-suggested-movies/',
      'Suggestions (by genre until ratings exist)',
      suggestedMoviesResponse,
      suggestedMovies,
    ),
    // The review tabs are registered by the reviews module.
    sideRead(
      '/movie/api-movie-award-list/',
      'Festival awards of a movie (winner or nominee), newest edition first (load more)',
      movieAwardListResponse,
      movieAwards,
      pages,
    ),
    sideRead(
      '/movie/api-listed-movies/',
      'User lists holding the movie, newest first',
      listedMoviesResponse,
      listedMovies,
    ),
    sideRead(
      '/movie/api-movie-journals/',
      'Journals about the movie (load more)',
      movieJournalsResponse,
      movieJournals,
      pages,
    ),
  ]);
  registerMovieWriteRoutes(app, ctx);
}
