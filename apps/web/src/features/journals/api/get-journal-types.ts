import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalTypeListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

type JournalTypeList = z.infer<typeof journalTypeListResponse>;

const LONG = 60 * 60_000;

/** GET /journal/journal-type-api-list/ -> journal_type_list: the main types (the list's category tabs). */
export function getJournalTypes(signal?: AbortSignal): Promise<JournalTypeList> {
  return apiRequest('/journal/journal-type-api-list/', { signal });
}

/** The taxonomy changes with a release, not with a visit: one fetch per session. */
export function useJournalTypes() {
  return useQuery({
    queryKey: journalKeys.types(),
    queryFn: ({ signal }) => getJournalTypes(signal),
    select: (data) => data.journal_type_list,
    staleTime: LONG,
    gcTime: LONG,
  });
}
