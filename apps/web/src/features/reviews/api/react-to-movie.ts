import type { UserReactions } from '../components/reaction-slots';
import { apiRequest } from '../../../lib/api-client';

/** POST /movie/api-movie-react/ {movie, react (slot 1-3), reaction (empty clears)} -> user_reactions. */
export const reactToMovie = (movie: string, react: number, reaction: string | null) =>
  apiRequest<{ user_reactions: UserReactions }>('/movie/api-movie-react/', {
    method: 'POST',
    body: { movie, react, reaction: reaction ?? '' },
  });
