import { mn } from '@mfi/contract/messages';
import { seasonImagesUpdateFields } from '@mfi/contract/serials.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { parseWith } from '../../lib/validate';
import { authorize } from '../../policies/catalogue.policy';
import { deleteGalleryImage, type Gallery, galleryFields, rewriteGallery } from '../catalogue/archive-images.service';
import { SEASON_IMAGES, seasonSubject } from './seasons.service';
import * as q from './seasons.queries';

// Archive images of a season (part 2 section 2 "Season image update"), by the gallery rules of
// catalogue/archive-images.service, as the movie's.

const gallery: Gallery = {
  kind: 'season',
  rows: q.seasonGalleryRows,
  files: { field: SEASON_IMAGES, folder: 'seasons/images' },
  afterWrite: serialAfterWrite.catalogue,
};

/** POST /serial/api-delete-season-image/ {season, id}: the image must belong to that season. */
export async function deleteSeasonImage(ctx: AppContext, user: AuthUser, input: { season: number; id: number }) {
  const season = await q.findSeasonById(ctx.db, input.season);
  if (!season) throw notFound();
  authorize(user, 'edit', seasonSubject(season));
  return deleteGalleryImage(ctx, gallery, user.id, season.id, input.id);
}

/**
 * POST /serial/api-update-season-image/ (multipart): the season by `serial-slug` and `season-slug`, or by
 * `id`, then rewriteGallery.
 */
export async function updateSeasonImages(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(seasonImagesUpdateFields, {
    'serial-slug': body.fields['serial-slug']?.at(-1),
    'season-slug': body.fields['season-slug']?.at(-1),
    ...galleryFields(body),
  });
  const serialSlug = fields['serial-slug'];
  const seasonSlug = fields['season-slug'];
  const season =
    serialSlug && seasonSlug
      ? await q.findSeason(ctx.db, serialSlug, seasonSlug)
      : await q.findSeasonById(ctx.db, fields.id!);
  if (!season) throw notFound();
  authorize(user, 'edit', seasonSubject(season));

  const images = await rewriteGallery(ctx, gallery, user.id, season.id, fields, body);
  return { success: true, message: mn('seasonImagesAdded'), images };
}
