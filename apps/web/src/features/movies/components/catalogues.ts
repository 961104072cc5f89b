import type { RouteName } from '../../../lib/routes';

/** The four movie catalogues and their unpublished variants: route name → list call (part 2 sections 2, 9). */
export type MovieCatalogue = { countryFlag: 1 | 2 | 3 | 4; published: boolean; title: string };

export const MOVIE_CATALOGUES: Partial<Record<RouteName, MovieCatalogue>> = {
  'movie-list': { countryFlag: 1, published: true, title: 'list.title.movie' },
  'short-movie-list': { countryFlag: 2, published: true, title: 'list.title.short' },
  'mongol-movie-list': { countryFlag: 3, published: true, title: 'list.title.mongol' },
  'mongol-short-movie-list': { countryFlag: 4, published: true, title: 'list.title.mongolShort' },
  'unpublished-movie-list': { countryFlag: 1, published: false, title: 'list.title.unpublishedMovie' },
  'unpublished-short-movie-list': { countryFlag: 2, published: false, title: 'list.title.unpublishedShort' },
  'unpublished-mongol-movie-list': { countryFlag: 3, published: false, title: 'list.title.unpublishedMongol' },
  'unpublished-mongol-short-movie-list': {
    countryFlag: 4,
    published: false,
    title: 'list.title.unpublishedMongolShort',
  },
};

export function catalogueOf(routeId: string | undefined): MovieCatalogue {
  return MOVIE_CATALOGUES[routeId as RouteName] ?? MOVIE_CATALOGUES['movie-list']!;
}
