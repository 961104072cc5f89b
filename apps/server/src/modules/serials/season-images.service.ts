import { mn } from '@mfi/contract/messages';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { seasonImagesUpdateFields } from '@mfi/contract/serials.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { assertJpeg } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import { ARCHIVE_IMAGES_MAX, StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import { authorize } from '../../policies/catalogue.policy';
import { mediaUrlOf } from './serials.mapper';
import { SEASON_IMAGES, seasonSubject } from './seasons.service';
import * as q from './seasons.queries';

// Archive images of a season (part 2 section 2 "Season image update"), as the movie's: contributors add
// images with descriptions, rewrite descriptions, drag them into a new order and delete them.

async function imagesOf(ctx: AppContext, seasonId: number) {
  const url = mediaUrlOf(ctx.storage);
  const rows = await q.listSeasonImages(ctx.db, seasonId);
  return rows.map((r) => ({ id: r.id, image: url(r.image)!, description: r.description }));
}

/** POST /serial/api-delete-season-image/ {season, id}: the image must belong to that season. */
export async function deleteSeasonImage(ctx: AppContext, user: AuthUser, input: { season: number; id: number }) {
  const season = await q.findSeasonById(ctx.db, input.season);
  if (!season) throw notFound();
  authorize(user, 'edit', seasonSubject(season));
  const removed = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('season', season.id, 'update');
    return q.deleteSeasonImage(tx, season.id, input.id);
  });
  if (!removed) throw notFound();
  // The file stays in storage: the season's history refers to it, and a revert brings it back.
  serialAfterWrite.catalogue(ctx);
  return { success: true, images: await imagesOf(ctx, season.id) };
}

/**
 * POST /serial/api-update-season-image/ (multipart). `image-id` lists the images in their new order: an
 * existing image's id, or `new` for the next file of `season-images`; `description` follows the same
 * order. Images left out keep their order after the listed ones.
 */
export async function updateSeasonImages(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(seasonImagesUpdateFields, {
    'serial-slug': body.fields['serial-slug']?.at(-1),
    'season-slug': body.fields['season-slug']?.at(-1),
    id: body.fields.id?.at(-1),
    'image-id': body.fields['image-id'] ?? [],
    description: body.fields.description ?? [],
  });
  const serialSlug = fields['serial-slug'];
  const seasonSlug = fields['season-slug'];
  const season =
    serialSlug && seasonSlug
      ? await q.findSeason(ctx.db, serialSlug, seasonSlug)
      : await q.findSeasonById(ctx.db, fields.id!);
  if (!season) throw notFound();
  authorize(user, 'edit', seasonSubject(season));

  const entries = fields['image-id'];
  const files = body.files[SEASON_IMAGES] ?? [];
  const newCount = entries.filter((e) => e === 'new').length;
  if (newCount !== files.length || files.length > ARCHIVE_IMAGES_MAX)
    throw new AppError(400, { [SEASON_IMAGES]: [mn('invalidValue')] });
  const current = await q.listSeasonImages(ctx.db, season.id);
  const ownIds = new Set(current.map((i) => i.id));
  const listed = entries.filter((e): e is number => e !== 'new');
  if (listed.some((id) => !ownIds.has(id)) || new Set(listed).size !== listed.length) {
    throw new AppError(400, { 'image-id': [mn('invalidValue')] });
  }
  for (const data of files) await assertJpeg(SEASON_IMAGES, data);

  const stored = new StoredFiles(ctx.storage);
  await withFiles(stored, async () => {
    const added = await stored.archive(
      files.map((data) => ({ data, description: '' })),
      { field: SEASON_IMAGES, folder: 'seasons/images' },
    );
    await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      await rev.track('season', season.id, 'update');
      let nextFile = 0;
      for (const [position, entry] of entries.entries()) {
        const description = fields.description[position];
        if (entry === 'new')
          await q.insertSeasonImageAt(tx, season.id, added[nextFile++].image, description ?? '', position);
        else await q.updateSeasonImage(tx, entry, { position, ...(description === undefined ? {} : { description }) });
      }
      const rest = current.filter((i) => !listed.includes(i.id));
      for (const [k, image] of rest.entries())
        await q.updateSeasonImage(tx, image.id, { position: entries.length + k });
    });
  });
  serialAfterWrite.catalogue(ctx);
  return { success: true, message: mn('seasonImagesAdded'), images: await imagesOf(ctx, season.id) };
}
