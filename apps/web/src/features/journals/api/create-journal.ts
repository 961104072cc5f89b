import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalFormResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { journalKeys } from './journal-keys';

export type JournalFormAnswer = z.infer<typeof journalFormResponse>;

/** POST /journal/api-journal-create/ multipart: fields (lists as JSON text) and an optional `journal-cover`. */
export function createJournal(body: FormData): Promise<JournalFormAnswer> {
  return apiRequest('/journal/api-journal-create/', { method: 'POST', body });
}

export function useCreateJournal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createJournal,
    onSuccess: () => client.invalidateQueries({ queryKey: journalKeys.lists() }),
  });
}
