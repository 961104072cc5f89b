import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { serialKeys } from './serial-keys';

export type SeasonPick = {
  id: number;
  season_poster: string | null;
  international_title: string;
  mongol_title: string;
  season_num: number;
  season_name?: string;
  serial_slug?: string;
  season_slug?: string;
};

/** GET /serial/api-search-season-list/ {season} -> season_list: the episode form's season picker. */
export function useSeasonSearch(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: serialKeys.search('season', term),
    queryFn: ({ signal }) =>
      apiRequest<{ season_list: SeasonPick[] }>('/serial/api-search-season-list/', {
        query: { season: term },
        signal,
      }).then((d) => d.season_list),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
