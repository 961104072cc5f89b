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

/** The review rails, movies' and episodes': path, the titles reviewed, answer, service. */
const REVIEW_RAILS = [
  ['/movie/api-home-latest-movie-reviews/', 'movies', homeMovieReviewsResponse, homeMovieReviews],
  ['/serial/api-home-latest-episode-reviews/', 'episodes', homeEpisodeReviewsResponse, homeEpisodeReviews],
] as const;

/** The latest titles, movies and serials: path, the titles, answer, service. */
const LATEST_TITLES = [
  ['/movie/api-home-latest-movie-list/', 'movies', latestMoviesResponse, homeLatestMovies],
  ['/serial/api-home-latest-serial-list/', 'serials', latestSerialsResponse, homeLatestSerials],
] as const;

export function registerHomeRoutes(app: ZodApp, ctx: AppContext) {
  for (const [path, titles, response, rail] of REVIEW_RAILS)
    app.get(
      path,
      route.read(
        `The latest reviews of published ${titles}, newest first: critics’ or the audience’s (\`critic\`), short or detailed (\`detailed\`)`,
        homeReviewsQuery,
        response,
      ),
      (req) => rail(ctx, req.user, req.query),
    );
  for (const [path, titles, response, latest] of LATEST_TITLES)
    app.get(path, route.read(`The newest published ${titles} (home)`, none, response), () => latest(ctx));
}
