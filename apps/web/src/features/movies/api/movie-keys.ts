// TanStack Query keys of the movies feature: one root so a write can refresh everything about movies.
export const movieKeys = {
  all: ['movies'] as const,
  lists: () => ['movies', 'list'] as const,
  list: (params: Record<string, string | number | boolean | undefined>) => ['movies', 'list', params] as const,
  detail: (slug: string) => ['movies', 'detail', slug, 'movie'] as const,
  /** Everything shown on one movie's page: its detail and sub-calls. */
  page: (slug: string) => ['movies', 'detail', slug] as const,
  sub: (slug: string, call: string) => ['movies', 'detail', slug, call] as const,
  /** A review tab: under the page (a rating refreshes it), by reader (their likes). */
  reviews: (slug: string, kind: string, token: string | null) =>
    ['movies', 'detail', slug, 'reviews', kind, token] as const,
  /** The caller's own short and detailed reviews: outside the page, so a page refresh does not reload them. */
  ownReview: (slug: string, token: string | null) => ['movies', 'own-review', slug, token] as const,
  ownDetailed: (slug: string, token: string | null) => ['movies', 'own-detailed-review', slug, token] as const,
};
