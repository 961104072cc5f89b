import type { z } from 'zod';
import type { movieRoleEntry } from '@mfi/contract/movies.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useLoadMoreList } from './load-more';

export type MovieRole = z.infer<typeof movieRoleEntry>;
const PATH = '/movie/api-movie-role-list/';

/** GET /movie/api-movie-role-list/ {slug, loadMore}: cast with their characters. */
export const useMovieRoles = (slug: string) => useLoadMoreList<'roles', MovieRole>(slug, PATH, 'roles');

/** Every page at once, to prefill the update form's role editor. */
export async function getAllMovieRoles(slug: string): Promise<MovieRole[]> {
  const all: MovieRole[] = [];
  for (let page = 1; page < 100; page++) {
    const data = await apiRequest<{ roles: MovieRole[]; end_point: boolean }>(PATH, {
      query: { slug, loadMore: page },
    });
    all.push(...data.roles);
    if (data.end_point) break;
  }
  return all;
}
