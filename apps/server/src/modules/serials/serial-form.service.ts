import { mn } from '@mfi/contract/messages';
import { type SerialCreateFields, serialCreateFields, serialUpdateFields } from '@mfi/contract/serials.schemas';
import { serialAfterWrite } from '../../after-write/serial.after-write';
import type { AppContext } from '../../context';
import { notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { parseWith } from '../../lib/validate';
import type { AuthUser } from '../../auth/auth-user';
import { authorize, seesUnpublished } from '../../policies/catalogue.policy';
import { checkTitleReferences, createTitle, readTitleImages, updateTitle } from '../catalogue/title-form.service';
import { findSerialRef } from './serials.queries';
import * as q from './serial-form.queries';

// Serial create and update (part 2 sections 5, 7 and 8) on the catalogue's title form
// (catalogue/title-form.service; the contract checks the form's rules: required fields, plots ≤ 3000,
// years 1900..now, finish ≥ start): what a serial adds is its two years, and its seasons' search keys and
// the review list's copies when its titles change.

type FormFields = Omit<SerialCreateFields, 'tags'> & { tags: (number | string)[]; theater?: boolean };

/** A serial's own columns: the years it ran, and the theater flag when the form sends it (update). */
const serialColumns = (f: FormFields) => ({
  releasedYear: f.re_year,
  finishedYear: f.fi_year,
  ...(f.theater === undefined ? {} : { theater: f.theater }),
});

/** Counts against the user's creation quota (lib/quotas); a create that fails does not. */
export const createSerial = (ctx: AppContext, user: AuthUser, body: MultipartBody) =>
  ctx.quotas.create(user, () => storeNewSerial(ctx, user, body));

/** POST /serial/api-create-serial/: any signed-in user; the serial waits unpublished for an admin. */
async function storeNewSerial(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(serialCreateFields, singleFields(body));
  await checkTitleReferences(ctx.db, seesUnpublished(user, 'serial'), fields);
  const images = await readTitleImages(body, 'serial', { required: true });
  const { id, slug } = await createTitle(
    ctx,
    'serial',
    user,
    { fields, year: fields.re_year, images },
    { columns: () => serialColumns(fields) },
  );
  // A new serial waits unpublished, and so do its new tags (reference/visible-refs.queries tagListed).
  serialAfterWrite.catalogue(ctx);
  return { success: true, message: mn('serialCreated'), slug, id };
}

/** POST /serial/api-update-serial/: contributors and admins; images are optional and replace the old ones. */
export async function updateSerial(ctx: AppContext, user: AuthUser, body: MultipartBody) {
  const fields = parseWith(serialUpdateFields, singleFields(body));
  const serial = await findSerialRef(ctx.db, fields.slug);
  if (!serial) throw notFound();
  authorize(user, 'edit', { kind: 'serial', publish: serial.publish });
  // Only editors update, and they see unpublished items.
  await checkTitleReferences(ctx.db, true, fields);
  const images = await readTitleImages(body, 'serial', { required: false });
  await updateTitle(
    ctx,
    'serial',
    user,
    serial,
    { fields, images },
    {
      columns: () => serialColumns(fields),
      also: async (tx, serialId) => {
        if (fields.m_title !== serial.mTitle || fields.i_title !== serial.iTitle) {
          await q.refreshSeasonSearchKeys(tx, { id: serialId, mTitle: fields.m_title, iTitle: fields.i_title });
        }
        await serialAfterWrite.reviewCopies(tx, serialId); // the review list searches the serial's titles
      },
    },
  );
  serialAfterWrite.catalogue(ctx);
  return { success: true, message: mn('serialUpdated'), slug: serial.slug };
}
