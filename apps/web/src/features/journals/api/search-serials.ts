import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { serialSearchResponse } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

export type SerialPick = z.infer<typeof serialSearchResponse>['serial_list'][number];

function searchSerials(serial: string, signal: AbortSignal): Promise<SerialPick[]> {
  return apiRequest<{ serial_list: SerialPick[] }>('/serial/api-search-serial-list/', {
    query: { serial },
    signal,
  }).then((data) => data.serial_list);
}

/** GET /serial/api-search-serial-list/ {serial} -> serial_list: the form's related-serial picker. */
export function useSerialSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: journalKeys.search('serial', term),
    queryFn: ({ signal }) => searchSerials(term, signal),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
