import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalLikeResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { journalDetailKey, type JournalAddress, type JournalDetail } from './get-journal-detail';

type LikeAnswer = z.infer<typeof journalLikeResponse>;

/** POST /journal/api-journal-like/ {journal_id} -> user_like, total_likes. */
export function likeJournal(journalId: number): Promise<LikeAnswer> {
  return apiRequest('/journal/api-journal-like/', { method: 'POST', body: { journal_id: journalId } });
}

/** The heart flips and the count moves by one at once (part 2 section 4); a failure puts them back. */
export function useLikeJournal(address: JournalAddress) {
  const client = useQueryClient();
  const key = journalDetailKey(address, useAuthToken());
  return useMutation({
    mutationFn: likeJournal,
    onMutate: async () => {
      await client.cancelQueries({ queryKey: key, exact: true });
      const before = client.getQueryData<JournalDetail>(key);
      if (before) {
        client.setQueryData<JournalDetail>(key, {
          ...before,
          user_like: !before.user_like,
          total_likes: Math.max(0, before.total_likes + (before.user_like ? -1 : 1)),
        });
      }
      return { before };
    },
    onError: (_error, _id, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSuccess: (answer) => {
      client.setQueryData<JournalDetail>(key, (current) => (current ? { ...current, ...answer } : current));
    },
  });
}
