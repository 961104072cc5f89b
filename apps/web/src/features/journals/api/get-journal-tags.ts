import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalTagListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

export type JournalTag = z.infer<typeof journalTagListResponse>['tag_list'][number];

/**
 * GET /journal/journal-tag-list/ {tag} -> tag_list: journal tags matching the text (both scripts); with
 * {ids} (designed) the tags of those ids instead.
 */
export function getJournalTags(query: { tag?: string; ids?: string }, signal?: AbortSignal): Promise<JournalTag[]> {
  return apiRequest<z.infer<typeof journalTagListResponse>>('/journal/journal-tag-list/', {
    query: { tag: query.tag || undefined, ids: query.ids || undefined },
    signal,
  }).then((data) => data.tag_list);
}

/** Tags for the filter and the form; an empty text asks for the server's first tags. */
export function useJournalTags(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: journalKeys.tags(term),
    queryFn: ({ signal }) => getJournalTags({ tag: term }, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The tags of these ids (a list filter reloaded with `?tags=` knows only ids); nothing to ask for none. */
export function useJournalTagsById(ids: readonly number[]) {
  return useQuery({
    queryKey: journalKeys.tagsById(ids),
    queryFn: ({ signal }) => getJournalTags({ ids: ids.join(',') }, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
}
