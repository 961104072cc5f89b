import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { entrantFlagRequest, entrantFlagResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';

/** POST /award/entrant-flag/ {user: slug, ustga} (admin): grant or take back a member's entrant flag. */
export function saveEntrantFlag(
  body: z.infer<typeof entrantFlagRequest>,
): Promise<z.infer<typeof entrantFlagResponse>> {
  return apiRequest('/award/entrant-flag/', { method: 'POST', body });
}

/** An admin grants a member's request for the flag (the header bell's notification hands in the slug). */
export const grantEntrantFlag = (memberSlug: string) => saveEntrantFlag({ user: memberSlug, ustga: true });

export function useSaveEntrantFlag() {
  return useMutation({ mutationFn: saveEntrantFlag });
}
