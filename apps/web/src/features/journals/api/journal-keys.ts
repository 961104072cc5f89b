// TanStack Query keys of the journals feature: one root so a write can refresh everything about journals.
export const journalKeys = {
  all: ['journals'] as const,
  types: () => ['journals', 'types'] as const,
  subtypes: (type: string) => ['journals', 'subtypes', type] as const,
  tags: (text: string) => ['journals', 'tags', text] as const,
  tagsById: (ids: readonly number[]) => ['journals', 'tags-by-id', ids.join(',')] as const,
  lists: () => ['journals', 'list'] as const,
  list: (params: Record<string, string | number | boolean | undefined>) => ['journals', 'list', params] as const,
  /** One journal's detail, addressed by its three slugs. */
  detail: (typeSlug: string, subTypeSlug: string, slug: string) =>
    ['journals', 'detail', typeSlug, subTypeSlug, slug] as const,
  search: (kind: 'movie' | 'serial', text: string) => ['journals', 'search', kind, text] as const,
};
