import type { ComponentType } from 'react';
import { MovieListDetailPage, SerialListDetailPage } from './list-detail-page';
import {
  MovieListCreatePage,
  MovieListUpdatePage,
  SerialListCreatePage,
  SerialListUpdatePage,
} from './list-editor-pages';
import {
  UserBestMovieListPage,
  UserBestSerialListPage,
  UserMovieListsPage,
  UserSerialListsPage,
} from './user-lists-pages';

// The ten list routes as one lazy module keyed by route name, loaded through app/route-modules.ts: one
// import site in the router, and nothing of it in the home page's first load.
export const listPages = {
  'user-movie-list': UserMovieListsPage,
  'user-serial-list': UserSerialListsPage,
  'user-best-movie-list': UserBestMovieListPage,
  'user-best-serial-list': UserBestSerialListPage,
  'user-movie-list-detail': MovieListDetailPage,
  'user-serial-list-detail': SerialListDetailPage,
  'movie-list-create': MovieListCreatePage,
  'serial-list-create': SerialListCreatePage,
  'movie-list-update': MovieListUpdatePage,
  'serial-list-update': SerialListUpdatePage,
} satisfies Record<string, ComponentType>;

export type ListRouteName = keyof typeof listPages;
