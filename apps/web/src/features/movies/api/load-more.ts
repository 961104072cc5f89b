import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { movieKeys } from './movie-keys';

/**
 * The detail page's load-more sub-calls (part 2 section 4): page `loadMore` = 1, 2, … appended until the
 * server answers `end_point: true`. Each call's own file names its path and list key.
 */
export function useLoadMoreList<K extends string, T>(slug: string, path: string, key: K) {
  return useInfiniteQuery({
    queryKey: movieKeys.sub(slug, path),
    queryFn: ({ pageParam, signal }) =>
      apiRequest<Record<K, T[]> & { end_point: boolean }>(path, { query: { slug, loadMore: pageParam }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.end_point ? undefined : pages.length + 1),
    select: (data) => data.pages.flatMap((page) => page[key]),
  });
}
