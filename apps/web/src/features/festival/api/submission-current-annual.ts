import { useQuery } from '@tanstack/react-query';
import type { CurrentAnnualResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { submissionKeys } from './submission-keys';

/** GET /award/current-annual/: the newest edition (the festival page); 404 when there is none. */
export function fetchCurrentAnnual(signal?: AbortSignal): Promise<CurrentAnnualResponse> {
  return apiRequest('/award/current-annual/', { signal });
}

export function useCurrentAnnual(enabled = true) {
  return useQuery({ queryKey: submissionKeys.current, queryFn: ({ signal }) => fetchCurrentAnnual(signal), enabled });
}
