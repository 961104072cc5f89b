import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { movieSearchResponse } from '@mfi/contract/movies.schemas';
import type { serialSearchResponse } from '@mfi/contract/serials.schemas';
import { apiRequest } from '../../../lib/api-client';
import { festivalKeys } from './festival-keys';

export type FilmKind = 'movie' | 'serial';
/** A search hit as the award form offers it, with both titles (lib/localized titleIn picks one). */
export type FilmPick = {
  kind: FilmKind;
  id: number;
  i_title: string;
  m_title: string;
  poster: string | null;
  year: number;
};

/**
 * GET /movie/api-search-movie-list/ {movie} and /serial/api-search-serial-list/ {serial}: the award form's
 * film picker over the published catalogue, in either script.
 */
export function searchFilms(kind: FilmKind, term: string, signal?: AbortSignal): Promise<FilmPick[]> {
  if (kind === 'movie') {
    return apiRequest<z.infer<typeof movieSearchResponse>>('/movie/api-search-movie-list/', {
      query: { movie: term },
      signal,
    }).then((d) =>
      d.movie_list.map((m) => ({
        kind,
        id: m.id,
        i_title: m.international_title,
        m_title: m.mongol_title,
        poster: m.movie_poster,
        year: m.year,
      })),
    );
  }
  return apiRequest<z.infer<typeof serialSearchResponse>>('/serial/api-search-serial-list/', {
    query: { serial: term },
    signal,
  }).then((d) =>
    d.serial_list.map((s) => ({
      kind,
      id: s.id,
      i_title: s.international_title,
      m_title: s.mongol_title,
      poster: s.serial_poster,
      year: s.re_year,
    })),
  );
}

export function useFilmSearch(kind: FilmKind, text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: festivalKeys.filmSearch(kind, term),
    queryFn: ({ signal }) => searchFilms(kind, term, signal),
    enabled: term.length > 0,
    staleTime: 60_000,
  });
}
