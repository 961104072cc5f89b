import type { ComponentType } from 'react';
import { MovieListDetailPage, SerialListDetailPage } from './list-detail-page';
import {
  UserBestMovieListPage,
  UserBestSerialListPage,
  UserMovieListsPage,
  UserSerialListsPage,
} from './user-lists-pages';

// The six list routes a reader opens, as one lazy module keyed by route name, loaded through
// app/route-modules.ts: one import site in the router, and nothing of it in the home page's first load. The
// four editor routes are a module of their own (list-editor-pages): a guest reading a shared list never
// downloads the form, the sortable list and the title picker.
export const listPages = {
  'user-movie-list': UserMovieListsPage,
  'user-serial-list': UserSerialListsPage,
  'user-best-movie-list': UserBestMovieListPage,
  'user-best-serial-list': UserBestSerialListPage,
  'user-movie-list-detail': MovieListDetailPage,
  'user-serial-list-detail': SerialListDetailPage,
} satisfies Record<string, ComponentType>;

export type ListRouteName = keyof typeof listPages;
