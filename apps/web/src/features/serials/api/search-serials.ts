import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type SerialPick = {
  id: number;
  serial_poster: string | null;
  international_title: string;
  mongol_title: string;
  slug?: string;
};

/** GET /serial/api-search-serial-list/ {serial} -> serial_list: the season form's serial picker. */
export function useSerialSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: serialKeys.search('serial', term),
    queryFn: ({ signal }) =>
      apiRequest<{ serial_list: SerialPick[] }>('/serial/api-search-serial-list/', {
        query: { serial: term },
        signal,
      }).then((d) => d.serial_list),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
