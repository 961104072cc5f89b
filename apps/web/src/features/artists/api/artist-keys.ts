// Query keys of the artist calls, shared by the call files so a mutation can refresh what it changed.
export const artistKeys = {
  all: ['artists'] as const,
  lists: () => ['artists', 'list'] as const,
  list: (params: Record<string, string | number | boolean | undefined>) => ['artists', 'list', params] as const,
  detail: (slug: string) => ['artists', 'detail', slug] as const,
  part: (slug: string, part: string) => ['artists', 'detail', slug, part] as const,
};
