import type { QueryClient } from '@tanstack/react-query';

// TanStack Query keys of the festival screens: festivals, their editions and an edition's awards all sit under
// ['festival'].
export const festivalKeys = {
  all: ['festival'] as const,
  list: (name: string) => ['festival', 'list', name] as const,
  search: (term: string) => ['festival', 'search', term] as const,
  detail: (slug: string) => ['festival', 'detail', slug] as const,
  annual: (slug: string, year: number) => ['festival', 'annual', slug, year] as const,
  otherFilms: (slug: string, year: number) => ['festival', 'annual', slug, year, 'other'] as const,
  filmSearch: (kind: string, term: string) => ['festival', 'film-search', kind, term] as const,
};

/**
 * After a festival, edition or award write (an admin's, and rare): every query is stale and the shown ones
 * refetch. Not the festival's alone: the festival page's edition and guidance, and the award lists on the
 * movies', serials' and artists' pages (other features' keys) show what it changed too.
 */
export function refreshFestivals(client: QueryClient): Promise<void> {
  return client.invalidateQueries();
}
