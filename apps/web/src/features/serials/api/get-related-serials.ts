import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { SerialCard } from './get-serial-list';
import { serialKeys } from './serial-keys';

/** The detail page's poster rails: one path and answer key each (part 2 section 7; the paths are ours). */
export const RELATED_CALLS = {
  similar: { path: '/serial/api-similar-serials/', key: 'similar_serials' },
  suggested: { path: '/serial/api-suggested-serials/', key: 'recommended_serials' },
} as const;
export type RelatedKind = keyof typeof RELATED_CALLS;

export function getRelatedSerials(slug: string, kind: RelatedKind, signal?: AbortSignal): Promise<SerialCard[]> {
  const { path, key } = RELATED_CALLS[kind];
  return apiRequest<Record<string, SerialCard[]>>(path, { query: { slug }, signal }).then((data) => data[key] ?? []);
}

export function useRelatedSerials(slug: string, kind: RelatedKind) {
  return useQuery({
    queryKey: serialKeys.sub(slug, kind),
    queryFn: ({ signal }) => getRelatedSerials(slug, kind, signal),
  });
}
