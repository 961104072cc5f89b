// TanStack Query keys of the serials feature: one root so a write can refresh everything about serials.
type Params = Record<string, string | number | boolean | undefined>;

export const serialKeys = {
  all: ['serials'] as const,
  lists: () => ['serials', 'list'] as const,
  list: (params: Params) => ['serials', 'list', params] as const,
  /** Everything shown on one serial's page: its detail and sub-calls. */
  page: (slug: string) => ['serials', 'detail', slug] as const,
  detail: (slug: string) => ['serials', 'detail', slug, 'serial'] as const,
  sub: (slug: string, call: string, extra?: Params) => ['serials', 'detail', slug, call, extra ?? {}] as const,
  /** A season's page (detail and episodes); a serial write refreshes it too. */
  season: (serialSlug: string, seasonSlug: string) => ['serials', 'detail', serialSlug, 'season', seasonSlug] as const,
  episodes: (serialSlug: string, seasonSlug: string, params: Params) =>
    ['serials', 'detail', serialSlug, 'season', seasonSlug, 'episodes', params] as const,
  episode: (serialSlug: string, seasonSlug: string, episodeSlug: string) =>
    ['serials', 'detail', serialSlug, 'season', seasonSlug, 'episode', episodeSlug] as const,
  search: (kind: 'serial' | 'season', term: string) => ['serials', 'search', kind, term] as const,
};
