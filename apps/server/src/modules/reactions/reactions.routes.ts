import { episodeReactBody, movieReactBody, seasonReactBody, userReactionsResponse } from '@mfi/contract/reactions';
import type { AppContext, ZodApp } from '../../context';
import { requireUser } from '../../auth/guards';
import { callerPosts } from '../../lib/route-kit';
import { reactToEpisode, reactToMovie, reactToSeason } from './reactions.service';

// Part 2 section 7: the reaction calls of movies, seasons and episodes.
const tags = ['reactions'];

export function registerReactionRoutes(app: ZodApp, ctx: AppContext) {
  callerPosts(app, ctx, tags, requireUser, 'movie')(
    '/movie/api-movie-react/',
    'Put a reaction in slot 1-3 (empty clears it); a reaction already in another slot is refused',
    movieReactBody,
    userReactionsResponse,
    reactToMovie,
  );
  const serialPost = callerPosts(app, ctx, tags, requireUser, 'serial');
  serialPost(
    '/serial/api-season-react/',
    'Put a reaction in slot 1-3 of a season (serial and season slugs); empty clears',
    seasonReactBody,
    userReactionsResponse,
    reactToSeason,
  );
  serialPost(
    '/serial/api-episode-react/',
    'Put a reaction in slot 1-3 of an episode (serial, season and episode slugs); empty clears',
    episodeReactBody,
    userReactionsResponse,
    reactToEpisode,
  );
}
