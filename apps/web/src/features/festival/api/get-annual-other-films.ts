import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { annualFilmListResponse, FestivalFilm } from '@mfi/contract/festival.schemas';
import { apiRequest } from '../../../lib/api-client';
import { festivalKeys } from './festival-keys';

/**
 * GET /award/annual-notnominated-movie-list/ {slug, year}: the films registered for the edition that neither
 * won nor were nominated (the detail's "other nominees").
 */
export function fetchAnnualOtherFilms(slug: string, year: number, signal?: AbortSignal): Promise<FestivalFilm[]> {
  return apiRequest<z.infer<typeof annualFilmListResponse>>('/award/annual-notnominated-movie-list/', {
    query: { slug, year },
    signal,
  }).then((answer) => answer.movie_list);
}

export function useAnnualOtherFilms(slug: string, year: number) {
  return useQuery({
    queryKey: festivalKeys.otherFilms(slug, year),
    queryFn: ({ signal }) => fetchAnnualOtherFilms(slug, year, signal),
  });
}
