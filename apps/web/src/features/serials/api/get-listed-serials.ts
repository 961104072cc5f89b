import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** A user list holding the serial (filled by the lists issue). */
export type ListedSerial = { id?: number; title?: string; slug?: string; user_slug?: string };

/** GET /serial/api-listed-serials/ {slug} -> listed_serials. */
export function useListedSerials(slug: string) {
  return useQuery({
    queryKey: serialKeys.sub(slug, 'listed'),
    queryFn: ({ signal }) =>
      apiRequest<{ listed_serials?: ListedSerial[] }>('/serial/api-listed-serials/', { query: { slug }, signal }).then(
        (d) => d.listed_serials ?? [],
      ),
  });
}
