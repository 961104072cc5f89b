import { movieReactBody, userReactionsResponse } from '@mfi/contract/reactions';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireUser } from '../../plugins/auth';
import { reactToMovie } from './reactions.service';

// Part 2 section 7, "Movies": the reaction call.
const tags = ['reactions'];
const security = [{ apiKey: [], token: [] }];

export function registerReactionRoutes(app: ZodApp, ctx: AppContext) {
  app.post(
    '/movie/api-movie-react/',
    {
      schema: { tags, summary: 'Put a reaction in slot 1-3 (empty clears it); a reaction already in another slot is refused', security, body: movieReactBody, response: { 200: userReactionsResponse } },
      preHandler: requireUser,
    },
    (req) => reactToMovie(ctx, currentUser(req), req.body),
  );
}
