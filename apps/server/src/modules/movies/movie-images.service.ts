import { mn } from '@mfi/contract/messages';
import { revisionAfterWrite } from '../../after-write/revision.after-write';
import { movieImagesUpdateFields } from '@mfi/contract/movies.schemas';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { assertJpeg } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import { ARCHIVE_IMAGES_MAX, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import { authorize } from '../../policies/catalogue.policy';
import { TITLE_IMAGES, TitleFiles } from '../catalogue/title-form.service';
import { findMovieRef } from './movie-detail.queries';
import * as q from './movie-form.queries';
import { mediaUrlOf } from './movies.mapper';

// Archive images of a movie (part 2 sections 2 "Archive image update" and 7): contributors add images
// with descriptions, rewrite descriptions, drag them into a new order and delete them.

const IMAGES_FIELD = TITLE_IMAGES.movie.archive.field;

async function imagesOf(ctx: AppContext, movieId: number) {
  const url = mediaUrlOf(ctx.storage);
  const rows = await q.listImages(ctx.db, movieId);
  return rows.map((r) => ({ id: r.id, image: url(r.image)!, description: r.description }));
}

/** POST /movie/api-delete-movie-image/ {movie, id}: the image must belong to that movie. */
export async function deleteMovieImage(ctx: AppContext, user: AuthUser, input: { movie: number | string; id: number }) {
  const movie = await findMovieRef(ctx.db, input.movie);
  if (!movie) throw notFound();
  authorize(user, 'edit', { kind: 'movie', publish: movie.publish });
  const removed = await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
    await rev.track('movie', movie.id, 'update');
    return q.deleteImage(tx, movie.id, input.id);
  });
  if (!removed) throw notFound();
  // The file stays in storage: the movie's history refers to it, and a revert brings it back.
  movieAfterWrite.catalogue(ctx);
  return { success: true, images: await imagesOf(ctx, movie.id) };
}

/**
 * POST /movie/api-update-movie-image/ (multipart). `image-id` lists the images in their new order: an
 * existing image's id, or `new` for the next file of `movie-images`; `description` follows the same
 * order. Images left out keep their order after the listed ones.
 */
export async function updateMovieImages(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(movieImagesUpdateFields, {
    'movie-slug': body.fields['movie-slug']?.at(-1),
    id: body.fields.id?.at(-1),
    'image-id': body.fields['image-id'] ?? [],
    description: body.fields.description ?? [],
  });
  const movie = await findMovieRef(ctx.db, fields['movie-slug'] || fields.id!);
  if (!movie) throw notFound();
  authorize(user, 'edit', { kind: 'movie', publish: movie.publish });

  const entries = fields['image-id'];
  const files = body.files[IMAGES_FIELD] ?? [];
  const newCount = entries.filter((e) => e === 'new').length;
  if (newCount !== files.length || files.length > ARCHIVE_IMAGES_MAX)
    throw new AppError(400, { [IMAGES_FIELD]: [mn('invalidValue')] });
  const current = await q.listImages(ctx.db, movie.id);
  const ownIds = new Set(current.map((i) => i.id));
  const listed = entries.filter((e): e is number => e !== 'new');
  if (listed.some((id) => !ownIds.has(id)) || new Set(listed).size !== listed.length) {
    throw new AppError(400, { 'image-id': [mn('invalidValue')] });
  }
  for (const data of files) await assertJpeg(IMAGES_FIELD, data);

  const stored = new TitleFiles(ctx.storage, 'movie');
  await withFiles(stored, async () => {
    const added = await stored.archiveImages(files.map((data) => ({ data, description: '' })));
    await revisionAfterWrite.revised(ctx.db, user.id, async (tx, rev) => {
      await rev.track('movie', movie.id, 'update');
      let nextFile = 0;
      for (const [position, entry] of entries.entries()) {
        const description = fields.description[position];
        if (entry === 'new') await q.insertImageAt(tx, movie.id, added[nextFile++].image, description ?? '', position);
        else await q.updateImage(tx, entry, { position, ...(description === undefined ? {} : { description }) });
      }
      const rest = current.filter((i) => !listed.includes(i.id));
      for (const [k, image] of rest.entries()) await q.updateImage(tx, image.id, { position: entries.length + k });
    });
  });
  movieAfterWrite.catalogue(ctx);
  return { success: true, message: mn('movieImagesAdded'), images: await imagesOf(ctx, movie.id) };
}
