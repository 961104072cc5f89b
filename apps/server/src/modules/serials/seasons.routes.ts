import { publishResponse } from '@mfi/contract/movies.schemas';
import {
  deleteSeasonImageBody,
  seasonDetailResponse,
  seasonEpisodesQuery,
  seasonEpisodesResponse,
  seasonFormResponse,
  seasonImagesResponse,
  seasonQuery,
  seasonRefBody,
} from '@mfi/contract/serials.schemas';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { currentUser, requireRole, requireUser } from '../../plugins/auth';
import { EDITORS } from '../../policies/catalogue.policy';
import { deleteSeasonImage, updateSeasonImages } from './season-images.service';
import { createSeason, getSeasonDetail, publishSeason, seasonEpisodes, updateSeason } from './seasons.service';

// Part 2 section 7, "Seasons and episodes": the season calls.
const tags = ['seasons'];
const security = [{ apiKey: [], token: [] }];

export function registerSeasonRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/api-season-detail/',
    { schema: { tags, summary: 'A season with its serial’s title and poster and its archive images', querystring: seasonQuery, response: { 200: seasonDetailResponse } } },
    (req) => getSeasonDetail(ctx, req.user, req.query),
  );

  app.get(
    '/serial/api-season-episodes/',
    {
      schema: {
        tags,
        summary: 'Episodes in order, 12 a page; published=false lists the unpublished ones (contributors)',
        querystring: seasonEpisodesQuery,
        response: { 200: seasonEpisodesResponse },
      },
    },
    (req) => seasonEpisodes(ctx, req.user, req.query),
  );

  app.post(
    '/serial/api-publish-season/',
    { schema: { tags, summary: 'Publish or unpublish (contributors, admins)', security, body: seasonRefBody, response: { 200: publishResponse } }, onRequest: requireRole(...EDITORS.season) },
    (req) => publishSeason(ctx, req.body),
  );

  app.post(
    '/serial/api-create-season/',
    {
      schema: {
        tags,
        summary: 'Add a season (multipart: serial as id or {id}, season_number, season_title, trailer, season-poster, repeated season-images with description); it waits unpublished',
        security,
        response: { 200: seasonFormResponse },
      },
      onRequest: requireUser,
    },
    async (req) => createSeason(ctx, currentUser(req), await readMultipart(req)),
  );

  app.post(
    '/serial/api-update-season/',
    {
      schema: {
        tags,
        summary: 'Edit a season (multipart: serial_slug, season_slug, season_number, season_title, season_trailer, optional season-poster)',
        security,
        response: { 200: seasonFormResponse },
      },
      onRequest: requireRole(...EDITORS.season),
    },
    async (req) => updateSeason(ctx, await readMultipart(req)),
  );

  app.post(
    '/serial/api-delete-season-image/',
    {
      schema: { tags, summary: 'Delete an archive image (season = the season’s id)', security, body: deleteSeasonImageBody, response: { 200: seasonImagesResponse.omit({ message: true }) } },
      onRequest: requireRole(...EDITORS.season),
    },
    (req) => deleteSeasonImage(ctx, req.body),
  );

  app.post(
    '/serial/api-update-season-image/',
    {
      schema: { tags, summary: 'Add, describe and reorder archive images: image-id in the new order, "new" for each added file', security, response: { 200: seasonImagesResponse } },
      onRequest: requireRole(...EDITORS.season),
    },
    async (req) => updateSeasonImages(ctx, await readMultipart(req)),
  );
}
