import { useQuery } from '@tanstack/react-query';
import type { SerialListCard } from '@mfi/contract/lists.schemas';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

/** GET /serial/api-listed-serials/ {slug} -> listed_serials. */
export function useListedSerials(slug: string) {
  return useQuery({
    queryKey: serialKeys.sub(slug, 'listed'),
    queryFn: ({ signal }) =>
      apiRequest<{ listed_serials?: SerialListCard[] }>('/serial/api-listed-serials/', {
        query: { slug },
        signal,
      }).then((d) => d.listed_serials ?? []),
  });
}
