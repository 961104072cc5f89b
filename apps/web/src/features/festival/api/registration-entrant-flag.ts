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

export function useSaveEntrantFlag() {
  return useMutation({ mutationFn: saveEntrantFlag });
}
