import type { QueryClient } from '@tanstack/react-query';
import type { ListKind } from '@mfi/contract/lists.schemas';

// TanStack Query keys of the lists feature. Everything a reader sees is cached per token (their own like on
// each list) under ['lists', kind], so one like flips every cached copy of that list at once.
export const listKeys = {
  all: ['lists'] as const,
  kind: (kind: ListKind) => ['lists', kind] as const,
  detail: (kind: ListKind, owner: string, listSlug: string, token: string | null) =>
    ['lists', kind, 'detail', owner, listSlug, token] as const,
  user: (kind: ListKind, owner: string, page: number, token: string | null) =>
    ['lists', kind, 'user', owner, page, token] as const,
  top: (kind: ListKind, owner: string, page: number, token: string | null) =>
    ['lists', kind, 'top', owner, page, token] as const,
  latest: (kind: ListKind, token: string | null) => ['lists', kind, 'latest', token] as const,
  /** The lists holding a title (its movie or serial page). */
  holding: (kind: ListKind, titleSlug: string, token: string | null) =>
    ['lists', kind, 'holding', titleSlug, token] as const,
  search: (kind: ListKind, term: string) => ['list-search', kind, term] as const,
};

/**
 * After a list is created, changed or deleted: every list query refetches, and so do the "listed" sections of
 * the movie and serial pages (their query keys end in 'listed', features/movies|serials), so the list shows,
 * changes or goes everywhere at once.
 */
export function refreshLists(client: QueryClient, refetchType: 'active' | 'none' = 'active'): void {
  void client.invalidateQueries({ queryKey: listKeys.all, refetchType });
  void client.invalidateQueries({ predicate: (query) => query.queryKey.includes('listed'), refetchType });
}
