import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { awardDeleteResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { refreshFestivals } from './festival-keys';

/** POST /award/api-annual-award-delete/ (JSON {id}, admin). */
export function deleteAward(id: number): Promise<z.infer<typeof awardDeleteResponse>> {
  return apiRequest('/award/api-annual-award-delete/', { method: 'POST', body: { id } });
}

export function useDeleteAward() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteAward, onSuccess: () => refreshFestivals(client) });
}
