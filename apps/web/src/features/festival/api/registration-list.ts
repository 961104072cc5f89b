import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationsResponse } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { submissionKeys } from './submission-keys';

/** GET /award/annual-registrations/ {slug, year} (admin): the edition's registrations, newest first. */
export function fetchRegistrations(
  slug: string,
  year: number,
  signal?: AbortSignal,
): Promise<z.infer<typeof registrationsResponse>> {
  return apiRequest('/award/annual-registrations/', { query: { slug, year }, signal });
}

export function useRegistrations(slug: string, year: number) {
  return useQuery({
    queryKey: submissionKeys.registrations(slug, year),
    queryFn: ({ signal }) => fetchRegistrations(slug, year, signal),
  });
}
