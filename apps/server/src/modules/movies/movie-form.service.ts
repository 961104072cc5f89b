import { mn } from '@mfi/contract/messages';
import { type MovieCreateFields, movieCreateFields, movieUpdateFields } from '@mfi/contract/movies.schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import { searchKeyOf } from '../../lib/transliterate';
import type { AuthUser } from '../../plugins/auth';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { movieReviewsRetitled } from '../reviews/review-list.service';
import { ensureCollection, ensureTags, includesMongolia, type RefTable, visibleIds } from '../reference/reference.service';
import { findMovieRef } from './movie-detail.queries';
import { MovieFiles, parseOr400, readFormImages, removeReplaced, withFiles } from './movie-files';
import * as q from './movie-form.queries';

// Movie create and update (part 2 sections 5, 7 and 8). Every rule of the form holds here too: the
// contract's schema checks the fields, this file checks that what they point at exists.

type FormFields = Omit<MovieCreateFields, 'tags'> & { tags: (number | string)[] };

/**
 * 400 with a field error for every list that names a row that does not exist, or one the user may not
 * see (an unpublished artist for a member: the same answer as a missing one). A fixed few queries.
 */
async function checkReferences(db: Executor, showUnpublished: boolean, f: FormFields) {
  const errors: Record<string, string[]> = {};
  const check = async (field: string, table: RefTable, ids: number[]) => {
    const found = await visibleIds(db, table, ids, showUnpublished);
    if (ids.some((id) => !found.has(id))) errors[field] = [mn('invalidValue')];
  };
  await check('languages', 'languages', f.languages);
  await check('genres', 'genres', f.genres);
  await check('subgenres', 'subgenres', f.subgenres);
  await check('countries', 'countries', f.countries);
  await check('tags', 'tags', f.tags.filter((t): t is number => typeof t === 'number'));
  if (typeof f.collection === 'number') await check('collection', 'collections', [f.collection]);
  const people = await visibleIds(db, 'artists', [...new Set([...f.artists.map((a) => a.id), ...f.roles.map((r) => r.id)])], showUnpublished);
  if (f.artists.some((a) => !people.has(a.id))) errors.artists = [mn('invalidValue')];
  if (f.roles.some((r) => !people.has(r.id))) errors.roles = [mn('invalidValue')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
}

/** The movie's columns and links from the form, creating new tags and a new collection when named. */
async function resolveForm(tx: Executor, f: FormFields) {
  const tagIds = [
    ...f.tags.filter((t): t is number => typeof t === 'number'),
    ...(await ensureTags(tx, f.tags.filter((t): t is string => typeof t === 'string'))),
  ];
  const collectionId =
    f.collection === undefined ? null : typeof f.collection === 'number' ? f.collection : await ensureCollection(tx, f.collection);
  const columns = {
    mTitle: f.m_title,
    iTitle: f.i_title,
    oTitle: f.o_title,
    category: f.category,
    format: f.format,
    year: f.year,
    rating: f.rating,
    runtime: f.runtime,
    trailer: f.trailer,
    plot: f.plot,
    enPlot: f.en_plot,
    collectionId,
    theater: f.theater,
    festival: f.festival,
    mongolian: await includesMongolia(tx, f.countries),
    searchKey: searchKeyOf(f.m_title, f.i_title, f.o_title),
  };
  const links = { languages: f.languages, genres: f.genres, subgenres: f.subgenres, countries: f.countries, tags: tagIds };
  return { columns, links };
}

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createMovie = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewMovie(ctx, user, body));

/** POST /movie/api-create-movie/: any signed-in user; the movie waits unpublished for an admin. */
async function storeNewMovie(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseOr400(movieCreateFields, singleFields(body));
  await checkReferences(ctx.db, seesUnpublished(user, 'movie'), fields);
  const images = await readFormImages(body, { required: true });
  const files = new MovieFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const poster = await files.poster(images.poster);
    const background = await files.background(images.background);
    const archive = await files.archiveImages(images.archive);
    // Two contributors saving one title at once may pick the same free slug: the later one picks again.
    return retryOnUniqueViolation(() => ctx.db.transaction(async (tx) => {
      const { columns, links } = await resolveForm(tx, fields);
      const slug = await uniqueSlug(fields.i_title, (s) => q.movieSlugTaken(tx, s), fields.year);
      const movie = await q.insertMovie(tx, { ...columns, slug, poster, background, publish: false, createdBy: user.id });
      await q.replaceLinks(tx, movie.id, links);
      await q.replacePeople(tx, movie.id, fields.artists, fields.roles);
      await q.appendImages(tx, movie.id, archive);
      return movie.slug;
    }));
  });
  // A new movie waits unpublished, but a new collection is public at once (a new tag once the movie is).
  ctx.cache.invalidate();
  return { success: true, message: mn('movieCreated'), slug };
}

/** POST /movie/api-update-movie/: contributors and admins; images are optional and replace the old ones. */
export async function updateMovie(ctx: AppContext, body: MultipartBody) {
  const fields = parseOr400(movieUpdateFields, singleFields(body));
  const movie = await findMovieRef(ctx.db, fields.slug);
  if (!movie) throw notFound();
  // Only editors update, and they see unpublished items.
  await checkReferences(ctx.db, true, fields);
  const images = await readFormImages(body, { required: false });
  const files = new MovieFiles(ctx.storage);
  await withFiles(files, async () => {
    const poster = await files.poster(images.poster);
    const background = await files.background(images.background);
    const archive = await files.archiveImages(images.archive);
    await ctx.db.transaction(async (tx) => {
      const { columns, links } = await resolveForm(tx, fields);
      await q.updateMovieRow(tx, movie.id, { ...columns, ...(poster ? { poster } : {}), ...(background ? { background } : {}) });
      // The review list searches its own copy of the movie's titles (db/schema/reviews.ts).
      await movieReviewsRetitled(tx, movie.id, columns.searchKey);
      await q.replaceLinks(tx, movie.id, links);
      await q.replacePeople(tx, movie.id, fields.artists, fields.roles);
      await q.appendImages(tx, movie.id, archive);
    });
  });
  ctx.cache.invalidate();
  await removeReplaced(ctx.storage, [images.poster ? movie.poster : null, images.background ? movie.background : null]);
  return { success: true, message: mn('movieUpdated'), slug: movie.slug };
}
