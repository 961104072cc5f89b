import {
  deleteSeasonImageBody,
  seasonDetailResponse,
  seasonEpisodesQuery,
  seasonEpisodesResponse,
  seasonFormResponse,
  seasonImagesResponse,
  seasonQuery,
  seasonPublishBody,
} from '@mfi/contract/serials.schemas';
import { currentUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { registerCatalogueWrites } from '../catalogue/form-routes';
import { deleteSeasonImage, updateSeasonImages } from './season-images.service';
import { createSeason, getSeasonDetail, publishSeason, seasonEpisodes, updateSeason } from './seasons.service';

// Part 2 section 7, "Seasons and episodes": the season calls.
const tags = ['seasons'];
const route = routeKit(tags);

export function registerSeasonRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/serial/api-season-detail/',
    route.read('A season with its serial’s title and poster and its archive images', seasonQuery, seasonDetailResponse),
    (req) => getSeasonDetail(ctx, req.user, req.query),
  );
  app.get(
    '/serial/api-season-episodes/',
    route.read(
      'Episodes in order, 12 a page; published=false lists the unpublished ones (contributors)',
      seasonEpisodesQuery,
      seasonEpisodesResponse,
    ),
    (req) => seasonEpisodes(ctx, req.user, req.query),
  );

  const editor = registerCatalogueWrites(
    app,
    ctx,
    { tags, policyKind: 'season', writes: 'serial', response: seasonFormResponse },
    {
      publish: { body: seasonPublishBody, run: publishSeason },
      create: {
        summary:
          'Add a season (multipart: serial as id or {id}, season_number, season_title, trailer, season-poster, repeated season-images with description); it waits unpublished',
        save: createSeason,
      },
      update: {
        summary:
          'Edit a season (multipart: serial_slug, season_slug, season_number, season_title, season_trailer, optional season-poster)',
        save: updateSeason,
      },
    },
  );

  app.post(
    '/serial/api-delete-season-image/',
    editor.json(
      'Delete an archive image (season = the season’s id)',
      deleteSeasonImageBody,
      seasonImagesResponse.omit({ message: true }),
    ),
    (req) => deleteSeasonImage(ctx, currentUser(req), req.body),
  );
  app.post(
    '/serial/api-update-season-image/',
    editor.form(
      'Add, describe and reorder archive images: image-id in the new order, "new" for each added file',
      seasonImagesResponse,
    ),
    async (req) => updateSeasonImages(ctx, currentUser(req), await readMultipart(req)),
  );
}
