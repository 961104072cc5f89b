import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import type { PagedListParams } from '../../../lib/query-state';
import { journalKeys } from './journal-keys';

export type JournalList = z.infer<typeof journalListResponse>;
export type JournalListItem = JournalList['journal_list'][number];

export interface JournalListParams extends PagedListParams {
  /** The main type tab (slug); none is "all". */
  type?: string;
  /** The sub-tab (slug). */
  sub_type?: string;
  /** Tag ids, comma joined. */
  tags?: string;
}

/** GET /journal/api-journal-list/ -> journal_list, journal_total, journal_page (the number of pages). */
export function getJournalList(params: JournalListParams, signal?: AbortSignal): Promise<JournalList> {
  return apiRequest('/journal/api-journal-list/', { query: { ...params }, signal });
}

/**
 * The previous page stays on screen while the next loads. Keyed by token: the unpublished list depends on
 * who asks (contributors see all drafts, a publisher their own).
 */
export function useJournalList(params: JournalListParams) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...journalKeys.list({ ...params }), token],
    queryFn: ({ signal }) => getJournalList(params, signal),
    placeholderData: keepPreviousData,
  });
}
