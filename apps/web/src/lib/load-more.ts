import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

// The detail pages' load-more sub-calls (part 2 section 4): page `loadMore` = 1, 2, … appended until the
// server answers `end_point: true`. Each call names its path and list key, each feature its query keys.

type Query = Record<string, string | number | boolean>;
type LoadMorePage<K extends string, T> = Partial<Record<K, T[]>> & { end_point: boolean };

export function useLoadMorePages<K extends string, T>(
  queryKey: QueryKey,
  path: string,
  key: K,
  query: Query,
  enabled = true,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      apiRequest<LoadMorePage<K, T>>(path, { query: { ...query, loadMore: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length + 1),
    select: (data) => data.pages.flatMap((page) => page[key] ?? []),
    enabled,
  });
}

/** Every page of a load-more call at once (the update forms' artist and role editors). */
export async function getAllPages<T>(path: string, key: string, query: Query): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page < 100; page++) {
    const data = await apiRequest<LoadMorePage<string, T>>(path, { query: { ...query, loadMore: page } });
    all.push(...(data[key] ?? []));
    if (data.end_point) break;
  }
  return all;
}
