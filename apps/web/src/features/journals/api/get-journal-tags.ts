import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalTagListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

export type JournalTag = z.infer<typeof journalTagListResponse>['tag_list'][number];

/** GET /journal/journal-tag-list/ {tag} -> tag_list: journal tags matching the text (both scripts). */
export function getJournalTags(tag: string, signal?: AbortSignal): Promise<JournalTag[]> {
  return apiRequest<z.infer<typeof journalTagListResponse>>('/journal/journal-tag-list/', {
    query: { tag: tag || undefined },
    signal,
  }).then((data) => data.tag_list);
}

/** Tags for the filter and the form; an empty text asks for the server's first tags. */
export function useJournalTags(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: journalKeys.tags(term),
    queryFn: ({ signal }) => getJournalTags(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
