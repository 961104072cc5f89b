import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalTypeListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

type JournalTypeList = z.infer<typeof journalTypeListResponse>;

const LONG = 60 * 60_000;

/** GET /journal/journal-subtype-api-list/ {journalType} -> journal_type_list: one main type's subtypes. */
export function getJournalSubtypes(journalType: string | number, signal?: AbortSignal): Promise<JournalTypeList> {
  return apiRequest('/journal/journal-subtype-api-list/', { query: { journalType }, signal });
}

/** `type` is the main type's slug or id; nothing is fetched until one is chosen. */
export function useJournalSubtypes(type: string | number | undefined) {
  return useQuery({
    queryKey: journalKeys.subtypes(String(type ?? '')),
    queryFn: ({ signal }) => getJournalSubtypes(type!, signal),
    enabled: type !== undefined && type !== '',
    select: (data) => data.journal_type_list,
    staleTime: LONG,
    gcTime: LONG,
  });
}
