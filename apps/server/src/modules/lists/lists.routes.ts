import {
  homeListedMoviesResponse,
  homeListedSerialsResponse,
  listCreateBody,
  listDeleteBody,
  listDeleteResponse,
  listDetailQuery,
  type ListKind,
  listLikeBody,
  listLikeResponse,
  listSaveResponse,
  listUpdateBody,
  movieListDetail,
  serialListDetail,
  userListsQuery,
  userMovieListsResponse,
  userSerialListsResponse,
} from '@mfi/contract/lists.schemas';
import { z } from 'zod';
import { requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { callerPosts, routeKit } from '../../lib/route-kit';
import { createList, deleteList, likeList, updateList } from './list-form.service';
import { homeLists, listDetail, userLists } from './lists.service';

// User lists (issue 14): the spec's paths (part 1 section 7 "Lists", "Home" and the profile calls, part 2
// section 7), one set per kind. The movie and serial pages' "listed" calls are their side calls
// (modules/movies, modules/serials), answered by lists.service.

const TAGS = ['lists'];
const route = routeKit(TAGS);

/** Each kind's paths, as the spec names them (the serial ones have no api- prefix). */
const PATHS = {
  movie: {
    create: '/movie/api-create-movielist/',
    update: '/movie/api-update-movielist/',
    delete: '/movie/api-delete-movielist/',
    home: '/movie/api-home-latest-listed_movies/',
  },
  serial: {
    create: '/serial/create-seriallist/',
    update: '/serial/update-seriallist/',
    delete: '/serial/delete-seriallist/',
    home: '/serial/home-latest-listedserials/',
  },
} as const;

const SCHEMAS = {
  movie: { detail: movieListDetail, page: userMovieListsResponse, home: homeListedMoviesResponse },
  serial: { detail: serialListDetail, page: userSerialListsResponse, home: homeListedSerialsResponse },
} as const;

export function registerListRoutes(app: ZodApp, ctx: AppContext) {
  const post = callerPosts(app, ctx, TAGS, requireUser, 'list');
  for (const kind of ['movie', 'serial'] as const satisfies readonly ListKind[]) {
    const paths = PATHS[kind];
    const schemas = SCHEMAS[kind];
    const name = kind === 'movie' ? 'movie' : 'serial';

    post(
      paths.create,
      `Create a ${name} list: name 3-50, 1-250 published titles`,
      listCreateBody,
      listSaveResponse,
      (c, user, body) => createList(c, user, kind, body),
    );
    post(
      paths.update,
      `Update a ${name} list (its owner or an admin); the slug stays`,
      listUpdateBody,
      listSaveResponse,
      (c, user, body) => updateList(c, user, kind, body),
    );
    post(
      paths.delete,
      `Delete a ${name} list (its owner or an admin) with its likes`,
      listDeleteBody,
      listDeleteResponse,
      (c, user, body) => deleteList(c, user, kind, body),
    );
    post(
      `/user/api/v-user-${kind}listlike/`,
      `Like or unlike a ${name} list`,
      listLikeBody,
      listLikeResponse,
      (c, user, body) => likeList(c, user, kind, body.list_id),
    );

    app.get(
      `/user/api/v-user-${kind}listdetail/`,
      route.read(`A ${name} list by its owner's slug and its own, titles in order`, listDetailQuery, schemas.detail),
      (req) => listDetail(ctx, req.user, kind, req.query.slug, req.query.list),
    );
    app.get(
      `/user/api/v-user-${kind}list/`,
      route.read(`A user's ${name} lists, newest first, 12 a page`, userListsQuery, schemas.page),
      (req) => userLists(ctx, req.user, kind, 'all', req.query.slug, req.query.page),
    );
    app.get(
      `/user/api/v-user-top${kind}list/`,
      route.read(
        `A user's ranked ${name} lists, newest first, ${kind === 'movie' ? 4 : 24} a page`,
        userListsQuery,
        schemas.page,
      ),
      (req) => userLists(ctx, req.user, kind, 'top', req.query.slug, req.query.page),
    );
    app.get(paths.home, route.read(`The latest ${name} lists (home)`, z.object({}), schemas.home), (req) =>
      homeLists(ctx, req.user, kind),
    );
  }
}
