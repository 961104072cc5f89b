import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

/**
 * The detail page's load-more sub-calls (part 2 section 4): `loadMore` = 1, 2, … appended until the server
 * answers `end_point: true`. Each call's own file names its path and list key.
 */
export function useLoadMoreList<K extends string, T>(
  slug: string,
  path: string,
  key: K,
  extra: Record<string, string | number | boolean> = {},
  enabled = true,
) {
  const token = useAuthToken();
  return useInfiniteQuery({
    queryKey: [...serialKeys.sub(slug, path, extra), token],
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Record<K, T[]> & { end_point: boolean }>(path, {
        query: { slug, ...extra, loadMore: pageParam },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length + 1),
    select: (data) => data.pages.flatMap((page) => page[key] ?? []),
    enabled,
  });
}

/** Every page of a load-more call at once (the update form's artist and role editors). */
export async function getAll<T>(path: string, key: string, slug: string): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page < 100; page++) {
    const data = await apiRequest<Record<string, T[]> & { end_point: boolean }>(path, {
      query: { slug, loadMore: page },
    });
    all.push(...(data[key] ?? []));
    if (data.end_point) break;
  }
  return all;
}
