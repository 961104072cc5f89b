import { mn } from '@mfi/contract/messages';
import { type MovieCreateFields, movieCreateFields, movieUpdateFields } from '@mfi/contract/movies.schemas';
import { movieAfterWrite } from '../../after-write/movie.after-write';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, linksOwnUnpublished, seesUnpublished } from '../../policies/catalogue.policy';
import { checkTitleReferences, createTitle, readTitleImages, updateTitle } from '../catalogue/title-form.service';
import { ensureCollection, type RefTable } from '../reference/reference.service';
import { findMovieRef } from './movie-detail.queries';
import { movieGalleryRows } from './movie-form.queries';

// Movie create and update (part 2 sections 5, 7 and 8) on the catalogue's title form
// (catalogue/title-form.service): what a movie adds is its collection, category, year and flags, and its
// archive images, which come with the form.

type FormFields = Omit<MovieCreateFields, 'tags'> & { tags: (number | string)[] };

/** A movie's own references: its collection, when the form names an existing one. */
const ownReferences = (f: FormFields): [string, RefTable, number[]][] =>
  typeof f.collection === 'number' ? [['collection', 'collections', [f.collection]]] : [];

/** A movie's own columns: category, year, flags and its collection (created when the form names a new one). */
const movieColumns = async (tx: Executor, f: FormFields) => ({
  category: f.category,
  year: f.year,
  collectionId:
    f.collection === undefined
      ? null
      : typeof f.collection === 'number'
        ? f.collection
        : await ensureCollection(tx, f.collection),
  theater: f.theater,
  festival: f.festival,
});

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createMovie = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewMovie(ctx, user, body));

/** POST /movie/api-create-movie/: any signed-in user; the movie waits unpublished for an admin. */
async function storeNewMovie(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(movieCreateFields, singleFields(body));
  await checkTitleReferences(
    ctx.db,
    seesUnpublished(user, 'movie'),
    fields,
    ownReferences(fields),
    linksOwnUnpublished(user),
  );
  const images = await readTitleImages(body, 'movie', { required: true });
  const { id, slug } = await createTitle(
    ctx,
    'movie',
    user,
    { fields, year: fields.year, images },
    {
      columns: (tx) => movieColumns(tx, fields),
      also: (tx, movieId, { archive }) => movieGalleryRows.append(tx, movieId, archive),
    },
  );
  // A new movie waits unpublished, but a new collection is public at once (a new tag once the movie is).
  movieAfterWrite.catalogue(ctx);
  return { success: true, message: mn('movieCreated'), slug, id };
}

/** POST /movie/api-update-movie/: contributors and admins; images are optional and replace the old ones. */
export async function updateMovie(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(movieUpdateFields, singleFields(body));
  const movie = await findMovieRef(ctx.db, fields.slug);
  if (!movie) throw notFound();
  authorize(user, 'edit', { kind: 'movie', publish: movie.publish });
  // Only editors update, and they see unpublished items.
  await checkTitleReferences(ctx.db, true, fields, ownReferences(fields));
  const images = await readTitleImages(body, 'movie', { required: false });
  await updateTitle(
    ctx,
    'movie',
    user,
    movie,
    { fields, images },
    {
      columns: (tx) => movieColumns(tx, fields),
      also: async (tx, movieId, { archive, searchKey }) => {
        await movieAfterWrite.retitled(tx, movieId, searchKey);
        await movieGalleryRows.append(tx, movieId, archive);
      },
    },
  );
  movieAfterWrite.catalogue(ctx);
  return { success: true, message: mn('movieUpdated'), slug: movie.slug };
}
