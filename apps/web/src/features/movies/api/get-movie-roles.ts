import type { z } from 'zod';
import type { movieRoleEntry } from '@mfi/contract/movies.schemas';
import { getAllPages } from '../../../lib/load-more';
import { useLoadMoreList } from './load-more';

export type MovieRole = z.infer<typeof movieRoleEntry>;
const PATH = '/movie/api-movie-role-list/';

/** GET /movie/api-movie-role-list/ {slug, loadMore}: cast with their characters. */
export const useMovieRoles = (slug: string) => useLoadMoreList<'roles', MovieRole>(slug, PATH, 'roles');

/** Every page at once, to prefill the update form's role editor. */
export const getAllMovieRoles = (slug: string) => getAllPages<MovieRole>(PATH, 'roles', { slug });
