import type { UserReactions } from '../components/reaction-slots';
import { apiRequest } from '../../../lib/api-client';

/** POST /serial/api-season-react/ {season, serial, react (slot 1-3), reaction (empty clears)} -> user_reactions. */
export const reactToSeason = (serial: string, season: string, react: number, reaction: string | null) =>
  apiRequest<{ user_reactions: UserReactions }>('/serial/api-season-react/', {
    method: 'POST',
    body: { serial, season, react, reaction: reaction ?? '' },
  });
