import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { entrantRequestResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { submissionKeys } from './submission-keys';

/** POST /award/entrant-request/ {}: asks the admins for the entrant flag (once until one answers). */
export function requestEntrantAccess(): Promise<z.infer<typeof entrantRequestResponse>> {
  return apiRequest('/award/entrant-request/', { method: 'POST', body: {} });
}

/** The request; the guidance is read again after it, so the page says the request waits. */
export function useRequestEntrantAccess() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestEntrantAccess,
    onSettled: () => client.invalidateQueries({ queryKey: submissionKeys.allGuidance }),
  });
}
