import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AwardEntryRequest, awardEntryResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshFestivals } from './festival-keys';

/** POST /award/api-annual-award-entry/ (JSON, admin): a winner or nominee of the edition. */
export function enterAward(entry: AwardEntryRequest): Promise<z.infer<typeof awardEntryResponse>> {
  return apiRequest('/award/api-annual-award-entry/', { method: 'POST', body: entry });
}

export function useEnterAward() {
  const client = useQueryClient();
  return useMutation({ mutationFn: enterAward, onSuccess: () => refreshFestivals(client) });
}
