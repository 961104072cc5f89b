import {
  homeEpisodeReviewsResponse,
  homeMovieReviewsResponse,
  homeReviewsQuery,
  latestMoviesResponse,
  latestSerialsResponse,
} from '@mfi/contract/home.schemas';
import { z } from 'zod';
import type { AppContext, ZodApp } from '../../context';
import { routeKit } from '../../lib/route-kit';
import { homeEpisodeReviews, homeLatestMovies, homeLatestSerials, homeMovieReviews } from './home.service';

// Part 1 section 7 "Home": the review rails and the latest titles. The journal carousel's call is the
// journals' module's, the list cards' the lists'.
const route = routeKit(['home']);
const none = z.object({});

export function registerHomeRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/movie/api-home-latest-movie-reviews/',
    route.read(
      'The latest reviews of published movies, newest first: critics’ or the audience’s (`critic`), short or detailed (`detailed`)',
      homeReviewsQuery,
      homeMovieReviewsResponse,
    ),
    (req) => homeMovieReviews(ctx, req.user, req.query),
  );
  app.get(
    '/serial/api-home-latest-episode-reviews/',
    route.read(
      'The latest reviews of published episodes, newest first: critics’ or the audience’s (`critic`), short or detailed (`detailed`)',
      homeReviewsQuery,
      homeEpisodeReviewsResponse,
    ),
    (req) => homeEpisodeReviews(ctx, req.user, req.query),
  );
  app.get(
    '/movie/api-home-latest-movie-list/',
    route.read('The newest published movies (home)', none, latestMoviesResponse),
    () => homeLatestMovies(ctx),
  );
  app.get(
    '/serial/api-home-latest-serial-list/',
    route.read('The newest published serials (home)', none, latestSerialsResponse),
    () => homeLatestSerials(ctx),
  );
}
