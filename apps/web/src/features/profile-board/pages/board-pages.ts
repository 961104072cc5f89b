import type { ComponentType } from 'react';
import { UnderConstructionPage } from '../../../components/under-construction-page';

// Scaffold (issue 15): replaced by the board helper. The board's routes under /user/:slug as one lazy module
// keyed by route name, loaded through app/route-modules.ts.
export const boardPages = {
  'user-movie-reviews': UnderConstructionPage,
  'user-episode-reviews': UnderConstructionPage,
  'user-movie-detailed-reviews': UnderConstructionPage,
  'user-episode-detailed-reviews': UnderConstructionPage,
  'user-favorite-movies': UnderConstructionPage,
  'user-favorite-short-movies': UnderConstructionPage,
  'user-favorite-serials': UnderConstructionPage,
  'user-reacted-movies': UnderConstructionPage,
  'user-reacted-serials': UnderConstructionPage,
  'user-watch-movies': UnderConstructionPage,
  'user-watch-serials': UnderConstructionPage,
  'user-idols': UnderConstructionPage,
  'user-published-journals': UnderConstructionPage,
  'user-unpublished-journals': UnderConstructionPage,
} satisfies Record<string, ComponentType>;

export type BoardRouteName = keyof typeof boardPages;
