import { CROPS } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import { type SerialCreateFields, serialCreateFields, serialUpdateFields } from '@mfi/contract/serials.schemas';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { retryOnUniqueViolation } from '../../lib/db-errors';
import { AppError, notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { uniqueSlug } from '../../lib/slug';
import { readFormImages, removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import { searchKeyOf } from '../../lib/transliterate';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../plugins/auth';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { ensureTags, includesMongolia, type RefTable, visibleIds } from '../reference/reference.service';
import { findSerialRef } from './serials.queries';
import * as q from './serial-form.queries';
import { serialReviewsChanged } from '../reviews/review-list.service';

// Serial create and update (part 2 sections 5, 7 and 8). The contract's schema checks the fields (the
// form's rules: required fields, plots ≤ 3000, years 1900..now, finish ≥ start); this file checks that
// what they point at exists, stores the images and writes the serial with its links in one transaction.

export const SERIAL_POSTER = 'serial-poster';
export const SERIAL_BACKGROUND = 'serial-background';
const IMAGES = [SERIAL_POSTER, SERIAL_BACKGROUND] as const;

type FormFields = Omit<SerialCreateFields, 'tags'> & { tags: (number | string)[]; theater?: boolean };

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
  const people = await visibleIds(db, 'artists', [...new Set([...f.artists.map((a) => a.id), ...f.roles.map((r) => r.id)])], showUnpublished);
  if (f.artists.some((a) => !people.has(a.id))) errors.artists = [mn('invalidValue')];
  if (f.roles.some((r) => !people.has(r.id))) errors.roles = [mn('invalidValue')];
  if (Object.keys(errors).length) throw new AppError(400, errors);
}

/** The serial's columns and links from the form, creating new tags when named. */
async function resolveForm(tx: Executor, f: FormFields) {
  const tagIds = [
    ...f.tags.filter((t): t is number => typeof t === 'number'),
    ...(await ensureTags(tx, f.tags.filter((t): t is string => typeof t === 'string'))),
  ];
  const columns = {
    mTitle: f.m_title,
    iTitle: f.i_title,
    oTitle: f.o_title,
    format: f.format,
    releasedYear: f.re_year,
    finishedYear: f.fi_year,
    rating: f.rating,
    runtime: f.runtime,
    trailer: f.trailer,
    plot: f.plot,
    enPlot: f.en_plot,
    ...(f.theater === undefined ? {} : { theater: f.theater }),
    mongolian: await includesMongolia(tx, f.countries),
    searchKey: searchKeyOf(f.m_title, f.i_title, f.o_title),
  };
  const links = { languages: f.languages, genres: f.genres, subgenres: f.subgenres, countries: f.countries, tags: tagIds };
  return { columns, links };
}

const storePoster = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: SERIAL_POSTER, crop: CROPS.poster, folder: 'serials/posters' });
const storeBackground = (files: StoredFiles, data: Buffer | undefined) =>
  files.image(data, { field: SERIAL_BACKGROUND, crop: CROPS.scene, folder: 'serials/backgrounds' });

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createSerial = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewSerial(ctx, user, body));

/** POST /serial/api-create-serial/: any signed-in user; the serial waits unpublished for an admin. */
async function storeNewSerial(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(serialCreateFields, singleFields(body));
  await checkReferences(ctx.db, seesUnpublished(user, 'serial'), fields);
  const images = await readFormImages(body, { single: IMAGES, required: IMAGES });
  const files = new StoredFiles(ctx.storage);
  const slug = await withFiles(files, async () => {
    const poster = await storePoster(files, images.single[SERIAL_POSTER]);
    const background = await storeBackground(files, images.single[SERIAL_BACKGROUND]);
    // Two contributors saving one title at once may pick the same free slug: the later one picks again.
    return retryOnUniqueViolation(() => ctx.db.transaction(async (tx) => {
      const { columns, links } = await resolveForm(tx, fields);
      const slug = await uniqueSlug(fields.i_title, (s) => q.serialSlugTaken(tx, s), fields.re_year);
      const serial = await q.insertSerial(tx, { ...columns, slug, poster, background, publish: false, createdBy: user.id });
      await q.replaceLinks(tx, serial.id, links);
      await q.replacePeople(tx, serial.id, fields.artists, fields.roles);
      return serial.slug;
    }));
  });
  // A new serial waits unpublished, and so do its new tags (reference/visible-refs.queries tagListed).
  ctx.cache.invalidate();
  return { success: true, message: mn('serialCreated'), slug };
}

/** POST /serial/api-update-serial/: contributors and admins; images are optional and replace the old ones. */
export async function updateSerial(ctx: AppContext, body: MultipartBody) {
  const fields = parseWith(serialUpdateFields, singleFields(body));
  const serial = await findSerialRef(ctx.db, fields.slug);
  if (!serial) throw notFound();
  // Only editors update, and they see unpublished items.
  await checkReferences(ctx.db, true, fields);
  const images = await readFormImages(body, { single: IMAGES });
  const files = new StoredFiles(ctx.storage);
  await withFiles(files, async () => {
    const poster = await storePoster(files, images.single[SERIAL_POSTER]);
    const background = await storeBackground(files, images.single[SERIAL_BACKGROUND]);
    await ctx.db.transaction(async (tx) => {
      const { columns, links } = await resolveForm(tx, fields);
      await q.updateSerialRow(tx, serial.id, { ...columns, ...(poster ? { poster } : {}), ...(background ? { background } : {}) });
      await q.replaceLinks(tx, serial.id, links);
      await q.replacePeople(tx, serial.id, fields.artists, fields.roles);
      if (fields.m_title !== serial.mTitle || fields.i_title !== serial.iTitle) {
        await q.refreshSeasonSearchKeys(tx, { id: serial.id, mTitle: fields.m_title, iTitle: fields.i_title });
      }
      await serialReviewsChanged(tx, serial.id); // the review list searches the serial's titles
    });
  });
  ctx.cache.invalidate();
  await removeReplaced(ctx.storage, [images.single[SERIAL_POSTER] ? serial.poster : null, images.single[SERIAL_BACKGROUND] ? serial.background : null]);
  return { success: true, message: mn('serialUpdated'), slug: serial.slug };
}
