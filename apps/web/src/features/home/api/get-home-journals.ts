import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { homeJournalListResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './home-keys';

export type HomeJournal = z.infer<typeof homeJournalListResponse>['journal_list'][number];

/** GET /journal/api-home-journal-list/ (journal_list): the carousel's latest published journals. */
export const fetchHomeJournals = (signal?: AbortSignal) =>
  apiRequest<z.infer<typeof homeJournalListResponse>>('/journal/api-home-journal-list/', { signal }).then(
    (d) => d.journal_list,
  );

export const useHomeJournals = () =>
  useQuery({ queryKey: homeKeys.journals, queryFn: ({ signal }) => fetchHomeJournals(signal) });
