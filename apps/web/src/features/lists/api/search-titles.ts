import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { movieSearchResponse } from '@mfi/contract/movies.schemas';
import type { serialSearchResponse } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import type { ListEntry } from '../components/list-entries';
import type { ListKind } from '@mfi/contract/lists.schemas';
import { listKeys } from './list-keys';

type MoviePick = z.infer<typeof movieSearchResponse>['movie_list'][number];
type SerialPick = z.infer<typeof serialSearchResponse>['serial_list'][number];

/** A search hit as the editor offers it: an entry without its description yet, and its year. */
export type TitlePick = Omit<ListEntry, 'description'> & { year: number };

function searchTitles(kind: ListKind, term: string, signal: AbortSignal): Promise<TitlePick[]> {
  if (kind === 'movie') {
    return apiRequest<{ movie_list: MoviePick[] }>('/movie/api-search-movie-list/', {
      query: { movie: term },
      signal,
    }).then((d) =>
      d.movie_list.map((m) => ({
        id: m.id,
        international_title: m.international_title,
        mongol_title: m.mongol_title,
        poster: m.movie_poster,
        year: m.year,
      })),
    );
  }
  return apiRequest<{ serial_list: SerialPick[] }>('/serial/api-search-serial-list/', {
    query: { serial: term },
    signal,
  }).then((d) =>
    d.serial_list.map((s) => ({
      id: s.id,
      international_title: s.international_title,
      mongol_title: s.mongol_title,
      poster: s.serial_poster,
      year: s.re_year,
    })),
  );
}

/**
 * GET /movie/api-search-movie-list/ {movie} -> movie_list, /serial/api-search-serial-list/ {serial} ->
 * serial_list: the editor's picker over the published catalogue, in either script.
 */
export function useTitleSearch(kind: ListKind, text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: listKeys.search(kind, term),
    queryFn: ({ signal }) => searchTitles(kind, term, signal),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
