import type { QueryClient } from '@tanstack/react-query';

// TanStack Query keys of the festival screens: festivals, their editions and an edition's awards all sit under
// ['festival'], so a write refreshes every festival page at once.
export const festivalKeys = {
  all: ['festival'] as const,
  list: (name: string) => ['festival', 'list', name] as const,
  search: (term: string) => ['festival', 'search', term] as const,
  detail: (slug: string) => ['festival', 'detail', slug] as const,
  annual: (slug: string, year: number) => ['festival', 'annual', slug, year] as const,
  otherFilms: (slug: string, year: number) => ['festival', 'annual', slug, year, 'other'] as const,
  filmSearch: (kind: string, term: string) => ['festival', 'film-search', kind, term] as const,
};

/** After a festival, edition or award write: every festival query is stale and the shown ones refetch. */
export function refreshFestivals(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: festivalKeys.all });
}
