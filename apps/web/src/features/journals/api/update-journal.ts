import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { JournalFormAnswer } from './create-journal';
import { journalKeys } from './journal-keys';

/** POST /journal/api-journal-update/ multipart: the create fields plus slug, type_slug, sub_type_slug. */
export function updateJournal(body: FormData): Promise<JournalFormAnswer> {
  return apiRequest('/journal/api-journal-update/', { method: 'POST', body });
}

/** Everything about journals refetches: the title, type or publication may have moved it between lists. */
export function useUpdateJournal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateJournal,
    // Not awaited: the page moves on at once, and the old address may no longer exist.
    onSuccess: () => void client.invalidateQueries({ queryKey: journalKeys.all }),
  });
}
