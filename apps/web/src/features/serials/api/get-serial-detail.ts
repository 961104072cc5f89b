import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { serialDetail, serialDetailResponse } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useAuthToken } from '../../../lib/auth-store';
import { serialKeys } from './serial-keys';

/** Serial detail of part 2 section 3, as the contract types it. */
export type SerialDetail = z.infer<typeof serialDetail>;
export type SerialDetailResponse = z.infer<typeof serialDetailResponse>;

/** GET /serial/api-serial-detail/ {slug}. */
export function getSerialDetail(slug: string, signal?: AbortSignal): Promise<SerialDetailResponse> {
  return apiRequest('/serial/api-serial-detail/', { query: { slug }, signal });
}

/** Keyed by token too: the flags and an unpublished serial's visibility depend on who asks. */
export function useSerialDetail(slug: string) {
  const token = useAuthToken();
  return useQuery({
    queryKey: [...serialKeys.detail(slug), token],
    queryFn: ({ signal }) => getSerialDetail(slug, signal),
  });
}
