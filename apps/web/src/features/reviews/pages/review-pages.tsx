import type { ComponentType } from 'react';
import { EpisodeReviewDetailPage, EpisodeReviewListPage } from './episode-review-pages';
import { MovieReviewDetailPage, MovieReviewListPage } from './movie-review-pages';
import { SeasonReviewDetailPage, SeasonReviewListPage } from './season-review-pages';

// The six review routes as one lazy module, keyed by route name: a single import site in the router
// keeps the first load's preload list as it was.
export const reviewPages = {
  'movie-review-list': MovieReviewListPage,
  'movie-review-detail': MovieReviewDetailPage,
  'episode-review-list': EpisodeReviewListPage,
  'episode-review-detail': EpisodeReviewDetailPage,
  'season-review-list': SeasonReviewListPage,
  'season-review-detail': SeasonReviewDetailPage,
} satisfies Record<string, ComponentType>;

export type ReviewRouteName = keyof typeof reviewPages;
