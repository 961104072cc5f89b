import { useLoadMorePages } from '../../../lib/load-more';
import { movieKeys } from './movie-keys';

/** A movie page's load-more sub-call (lib/load-more), under the movie's query keys. */
export const useLoadMoreList = <K extends string, T>(slug: string, path: string, key: K) =>
  useLoadMorePages<K, T>(movieKeys.sub(slug, path), path, key, { slug });
