import { useQuery } from '@tanstack/react-query';
import type { JournalDetail } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { journalKeys } from './journal-keys';

export type { JournalDetail };
export type JournalAddress = { typeSlug: string; subTypeSlug: string; slug: string };

/** GET /journal/api-journal-detail/ {slug, typeSlug, subTypeSlug} -> journal_detail. */
export function getJournalDetail(address: JournalAddress, signal?: AbortSignal): Promise<JournalDetail> {
  return apiRequest<{ journal_detail: JournalDetail }>('/journal/api-journal-detail/', {
    query: address,
    signal,
  }).then((data) => data.journal_detail);
}

export const journalDetailKey = (address: JournalAddress, token: string | null) =>
  [...journalKeys.detail(address.typeSlug, address.subTypeSlug, address.slug), token] as const;

/** Keyed by token too: the like, the author flag and an unpublished journal's visibility depend on who asks. */
export function useJournalDetail(address: JournalAddress) {
  const token = useAuthToken();
  return useQuery({
    queryKey: journalDetailKey(address, token),
    queryFn: ({ signal }) => getJournalDetail(address, signal),
  });
}
