import type { z } from 'zod';
import type { journalLikeResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { flipLike, useOptimisticToggle } from '../../../lib/optimistic-toggle';
import { journalDetailKey, type JournalAddress, type JournalDetail } from './get-journal-detail';

type LikeAnswer = z.infer<typeof journalLikeResponse>;

/** POST /journal/api-journal-like/ {journal_id} -> user_like, total_likes. */
export function likeJournal(journalId: number): Promise<LikeAnswer> {
  return apiRequest('/journal/api-journal-like/', { method: 'POST', body: { journal_id: journalId } });
}

/** The heart flips and the count moves by one at once (part 2 section 4); a failure puts them back. */
export function useLikeJournal(address: JournalAddress) {
  return useOptimisticToggle<JournalDetail, number, LikeAnswer>({
    queryKey: journalDetailKey(address, useAuthToken()),
    exact: true,
    send: likeJournal,
    flip: (journal) => {
      const { liked, count } = flipLike(journal.user_like, journal.total_likes);
      return { ...journal, user_like: liked, total_likes: count };
    },
    settle: (journal, answer) => ({ ...journal, ...answer }),
  });
}
