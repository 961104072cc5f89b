import { useQuery } from '@tanstack/react-query';
import type { LatestTitle } from '@mfi/contract/home.schemas';
import { apiRequest } from '../../../lib/api-client';
import { homeKeys } from './home-keys';

export type TitleKind = 'movie' | 'serial';

/** GET /movie/api-home-latest-movie-list/ (latest_movie_list) and /serial/api-home-latest-serial-list/ (latest_serial_list). */
export function fetchLatestTitles(kind: TitleKind, signal?: AbortSignal): Promise<LatestTitle[]> {
  return kind === 'movie'
    ? apiRequest<{ latest_movie_list: LatestTitle[] }>('/movie/api-home-latest-movie-list/', { signal }).then(
        (d) => d.latest_movie_list,
      )
    : apiRequest<{ latest_serial_list: LatestTitle[] }>('/serial/api-home-latest-serial-list/', { signal }).then(
        (d) => d.latest_serial_list,
      );
}

export const useLatestTitles = (kind: TitleKind) =>
  useQuery({ queryKey: homeKeys.latest(kind), queryFn: ({ signal }) => fetchLatestTitles(kind, signal) });
