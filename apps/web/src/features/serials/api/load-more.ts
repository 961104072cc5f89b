import { useAuthToken } from '../../../lib/auth-store';
import { useLoadMorePages } from '../../../lib/load-more';
import { serialKeys } from './serial-keys';

/** A serial page's load-more sub-call (lib/load-more), by reader: a contributor sees unpublished seasons. */
export function useLoadMoreList<K extends string, T>(
  slug: string,
  path: string,
  key: K,
  extra: Record<string, string | number | boolean> = {},
  enabled = true,
) {
  const token = useAuthToken();
  return useLoadMorePages<K, T>([...serialKeys.sub(slug, path, extra), token], path, key, { slug, ...extra }, enabled);
}
