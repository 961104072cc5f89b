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
  /** Review tabs of a season or an episode, by reader (their likes); apart from the detail keys. */
  seasonReviews: (serialSlug: string, seasonSlug: string, kind?: string, token?: string | null) =>
    ['serials', 'detail', serialSlug, 'season', seasonSlug, 'reviews', ...(kind ? [kind, token ?? null] : [])] as const,
  episodeReviews: (serialSlug: string, seasonSlug: string, episodeSlug: string, kind?: string, token?: string | null) =>
    [
      'serials',
      'detail',
      serialSlug,
      'season',
      seasonSlug,
      'episode-reviews',
      episodeSlug,
      ...(kind ? [kind, token ?? null] : []),
    ] as const,
  /** The caller's own reviews (`what`: season, season-detailed, episode, episode-detailed) by title path. */
  own: (what: string, path: string[], token: string | null) => ['serials', 'own-review', what, ...path, token] as const,
  search: (kind: 'serial' | 'season', term: string) => ['serials', 'search', kind, term] as const,
};
