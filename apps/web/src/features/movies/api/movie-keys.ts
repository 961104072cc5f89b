// TanStack Query keys of the movies feature: one root so a write can refresh everything about movies.
export const movieKeys = {
  all: ['movies'] as const,
  lists: () => ['movies', 'list'] as const,
  list: (params: Record<string, string | number | boolean | undefined>) => ['movies', 'list', params] as const,
  detail: (slug: string) => ['movies', 'detail', slug, 'movie'] as const,
  /** Everything shown on one movie's page: its detail and sub-calls. */
  page: (slug: string) => ['movies', 'detail', slug] as const,
  sub: (slug: string, call: string) => ['movies', 'detail', slug, call] as const,
};
