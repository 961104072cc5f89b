import { episodeReactBody, movieReactBody, seasonReactBody, userReactionsResponse } from '@mfi/contract/reactions';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { reactToEpisode, reactToMovie, reactToSeason } from './reactions.service';

// Part 2 section 7: the reaction calls of movies, seasons and episodes.
const tags = ['reactions'];
const security = [{ apiKey: [], token: [] }];

export function registerReactionRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/movie/api-movie-react/',
    {
      schema: { tags, summary: 'Put a reaction in slot 1-3 (empty clears it); a reaction already in another slot is refused', security, body: movieReactBody, response: { 200: userReactionsResponse } },
      onRequest: requireUser,
    },
    (req) => reactToMovie(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-season-react/',
    { schema: { tags, summary: 'Put a reaction in slot 1-3 of a season (serial and season slugs); empty clears', security, body: seasonReactBody, response: { 200: userReactionsResponse } }, onRequest: requireUser },
    (req) => reactToSeason(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-episode-react/',
    { schema: { tags, summary: 'Put a reaction in slot 1-3 of an episode (serial, season and episode slugs); empty clears', security, body: episodeReactBody, response: { 200: userReactionsResponse } }, onRequest: requireUser },
    (req) => reactToEpisode(ctx, currentUser(req), req.body),
  );
}
