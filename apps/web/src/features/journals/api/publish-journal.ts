import { useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { journalPublishResponse } from '@mfi/contract/journals.schemas';
import { apiRequest } from '../../../lib/api-client';
import { type JournalAddress, type JournalDetail } from './get-journal-detail';
import { journalKeys } from './journal-keys';

type PublishAnswer = z.infer<typeof journalPublishResponse>;

/** POST /journal/api-journal-publish/ {slug, type_slug, sub_type_slug} -> publish, publish_date. */
export function publishJournal(address: JournalAddress): Promise<PublishAnswer> {
  return apiRequest('/journal/api-journal-publish/', {
    method: 'POST',
    body: { slug: address.slug, type_slug: address.typeSlug, sub_type_slug: address.subTypeSlug },
  });
}

/**
 * The publish toggle's action (the toggle flips the flag on screen and rolls back on failure): the server's
 * answer is stored, and the lists refetch since the journal moved between the published and draft lists.
 */
export function usePublishJournal(address: JournalAddress) {
  const client = useQueryClient();
  return async () => {
    const answer = await publishJournal(address);
    client.setQueriesData<JournalDetail>(
      { queryKey: journalKeys.detail(address.typeSlug, address.subTypeSlug, address.slug) },
      (old) => (old ? { ...old, ...answer } : old),
    );
    void client.invalidateQueries({ queryKey: journalKeys.lists() });
  };
}
