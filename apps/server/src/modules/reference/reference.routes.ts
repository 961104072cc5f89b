import {
  REFERENCE_KINDS,
  collectionListQuery,
  collectionListResponse,
  countryListResponse,
  genreListResponse,
  languageListResponse,
  professionListResponse,
  referenceCreateBody,
  referenceDeleteBody,
  referenceDeleteResponse,
  referenceItemResponse,
  referenceUpdateBody,
  subgenreListResponse,
  tagListQuery,
  tagListResponse,
} from '@mfi/contract/reference.schemas';
import type { AppContext, ZodApp } from '../../context';
import { currentUser, requireRole } from '../../auth/guards';
import { REFERENCE_KEEPERS } from '../../policies/reference.policy';
import * as service from './reference.service';

// Part 2 section 7 "Reference and search" (the artist, movie, serial and season search calls live with
// their modules), plus the admin calls that keep the lists.
const tags = ['reference'];
const admin = [{ apiKey: [], token: [] }];

export function registerReferenceRoutes(app: ZodApp, ctx: AppContext) {
  const keeper = requireRole(...REFERENCE_KEEPERS);
  app.get(
    '/artist/api-profession-list/',
    { schema: { tags, summary: 'Professions', response: { 200: professionListResponse } } },
    () => service.professionList(ctx),
  );
  for (const url of ['/country/api-country-list/', '/country/api-production-country-list/']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Countries, Mongolia first, then by Mongolian name',
          response: { 200: countryListResponse },
        },
      },
      () => service.countryList(ctx),
    );
  }
  app.get(
    '/language/api-language-list/',
    { schema: { tags, summary: 'Languages, Mongolian first', response: { 200: languageListResponse } } },
    () => service.languageList(ctx),
  );
  app.get('/genre/api-genre-list/', { schema: { tags, summary: 'Genres', response: { 200: genreListResponse } } }, () =>
    service.genreList(ctx),
  );
  app.get(
    '/genre/api-subgenre-list/',
    { schema: { tags, summary: 'Subgenres', response: { 200: subgenreListResponse } } },
    () => service.subgenreList(ctx),
  );
  app.get(
    '/tag/api-tag-list/',
    {
      schema: {
        tags,
        summary: 'Tags matching `tag` in either script, best first',
        querystring: tagListQuery,
        response: { 200: tagListResponse },
      },
    },
    (req) => service.tagList(ctx, req.user, req.query.tag),
  );
  app.get(
    '/movie/api-movie_collection_list/',
    {
      schema: {
        tags,
        summary: 'Franchise collections matching `name`',
        querystring: collectionListQuery,
        response: { 200: collectionListResponse },
      },
    },
    (req) => service.collectionList(ctx, req.query.name),
  );

  for (const kind of REFERENCE_KINDS) {
    app.post(
      `/reference/api-create-${kind}/`,
      {
        config: { writes: 'reference' },
        schema: {
          tags,
          summary: `Admin: add a ${kind}`,
          security: admin,
          body: referenceCreateBody,
          response: { 200: referenceItemResponse },
        },
        onRequest: keeper,
      },
      (req) => service.createReference(ctx, currentUser(req), kind, req.body),
    );
    app.post(
      `/reference/api-update-${kind}/`,
      {
        config: { writes: 'reference' },
        schema: {
          tags,
          summary: `Admin: rename a ${kind}`,
          security: admin,
          body: referenceUpdateBody,
          response: { 200: referenceItemResponse },
        },
        onRequest: keeper,
      },
      (req) => service.updateReference(ctx, currentUser(req), kind, req.body),
    );
    app.post(
      `/reference/api-delete-${kind}/`,
      {
        config: { writes: 'reference' },
        schema: {
          tags,
          summary: `Admin: delete a ${kind} nothing uses`,
          security: admin,
          body: referenceDeleteBody,
          response: { 200: referenceDeleteResponse },
        },
        onRequest: keeper,
      },
      (req) => service.deleteReference(ctx, currentUser(req), kind, req.body.id),
    );
  }
}
