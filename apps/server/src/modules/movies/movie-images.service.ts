import { mn } from '@mfi/contract/messages';
import { movieImagesUpdateFields } from '@mfi/contract/movies.schemas';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import type { MultipartBody } from '../../lib/multipart';
import { parseWith } from '../../lib/validate';
import { authorize } from '../../policies/catalogue.policy';
import { deleteGalleryImage, type Gallery, galleryFields, rewriteGallery } from '../catalogue/archive-images.service';
import { TITLE_IMAGES } from '../catalogue/title-form.service';
import { findMovieRef } from './movie-detail.queries';
import { movieGalleryRows } from './movie-form.queries';

// Archive images of a movie (part 2 sections 2 "Archive image update" and 7), by the gallery rules of
// catalogue/archive-images.service.

const gallery: Gallery = {
  kind: 'movie',
  rows: movieGalleryRows,
  files: TITLE_IMAGES.movie.archive,
  afterWrite: movieAfterWrite.catalogue,
};

/** POST /movie/api-delete-movie-image/ {movie, id}: the image must belong to that movie. */
export async function deleteMovieImage(ctx: AppContext, user: AuthUser, input: { movie: number | string; id: number }) {
  const movie = await findMovieRef(ctx.db, input.movie);
  if (!movie) throw notFound();
  authorize(user, 'edit', { kind: 'movie', publish: movie.publish });
  return deleteGalleryImage(ctx, gallery, user.id, movie.id, input.id);
}

/** POST /movie/api-update-movie-image/ (multipart): the movie by `movie-slug` or `id`, then rewriteGallery. */
export async function updateMovieImages(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(movieImagesUpdateFields, {
    'movie-slug': body.fields['movie-slug']?.at(-1),
    ...galleryFields(body),
  });
  const movie = await findMovieRef(ctx.db, fields['movie-slug'] || fields.id!);
  if (!movie) throw notFound();
  authorize(user, 'edit', { kind: 'movie', publish: movie.publish });

  const images = await rewriteGallery(ctx, gallery, user.id, movie.id, fields, body);
  return { success: true, message: mn('movieImagesAdded'), images };
}
