import { revisionAfterWrite } from '../../after-write/revision.after-write';
import {
  aboutEditFields,
  type AboutMemberFields,
  MEMBER_FIELDS,
  MEMBER_IMAGE_FIELD,
  MEMBER_IMAGE_URL_FIELD,
} from '@mfi/contract/about.schemas';
import { CROPS } from '@mfi/contract/limits';
import { ABOUT_PAGE_ID } from '@mfi/contract/revisions.schemas';
import { mn } from '@mfi/contract/messages';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { AppError, notFound } from '../../lib/errors';
import { sanitizeJournalHtml } from '../../lib/html';
import { assertJpeg } from '../../lib/images';
import type { MultipartBody } from '../../lib/multipart';
import { StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import { authorize } from '../../policies/about.policy';
import { type Actor, can } from '../../policies/catalogue.policy';
import { permissionsOf } from '../../policies/permissions';
import * as q from './about.queries';
import { toAboutDetail } from './about.mapper';

// The about-us page (issue 16 items 3 and 4; part 1 sections 2, 5, 7 and 8). docs/decisions/017-about-us.md.

/** GET /institute/detail-aboutus/: 404 until the page is first written; an artist link only when the reader may see the artist. */
export async function aboutDetail(ctx: ServiceDeps<'db' | 'storage'>, user: AuthUser | null | undefined) {
  const page = await q.findAboutPage(ctx.db);
  if (!page) throw notFound();
  const detail = toAboutDetail(page, await q.listAboutMembers(ctx.db), ctx.storage, (publish) =>
    can(user, 'see', { kind: 'artist', publish }),
  );
  return { ...detail, ...permissionsOf(user, { kind: 'about' }) };
}

/** Whether the page was ever written (the demo seed writes it once). */
export const aboutPageExists = async (db: ServiceDeps<'db'>['db']) => Boolean(await q.findAboutPage(db));

/** Fields the form may leave out for every member at once (sent for none), instead of once per member. */
const OPTIONAL_FIELDS = new Set<string>(['memberDescription', 'memberArtistSlug', 'memberUserSlug']);

/**
 * The repeated member fields, zipped by position into one record per member. Each field is sent once per
 * member, in order (an optional one may be left out for all); any other count is a 400 on `members`.
 */
function memberRecords(body: MultipartBody): Record<string, string | undefined>[] {
  const count = body.fields.memberName?.length ?? 0;
  for (const field of [...MEMBER_FIELDS, MEMBER_IMAGE_URL_FIELD]) {
    const sent = body.fields[field]?.length ?? 0;
    const optional = OPTIONAL_FIELDS.has(field) || field === MEMBER_IMAGE_URL_FIELD;
    if (sent !== count && !(optional && sent === 0)) throw new AppError(400, { members: [mn('invalidValue')] });
  }
  return Array.from({ length: count }, (_, i) =>
    Object.fromEntries([...MEMBER_FIELDS, MEMBER_IMAGE_URL_FIELD].map((f) => [f, body.fields[f]?.[i]])),
  );
}

const memberError = (i: number, field: string, text: string) =>
  new AppError(400, { [`members.${i}.${field}`]: [text] });

/** Each member's image: a kept one (a URL the page's members hold now) or the next new file, in order. */
function pairImages(members: AboutMemberFields[], files: Buffer[], keptKeyOf: Map<string, string>) {
  let next = 0;
  const images = members.map((m, i): { kept: string } | { data: Buffer } => {
    if (m.memberImageURL) {
      const kept = keptKeyOf.get(m.memberImageURL);
      if (!kept) throw memberError(i, MEMBER_IMAGE_URL_FIELD, mn('invalidValue'));
      return { kept };
    }
    const data = files[next++];
    if (!data) throw memberError(i, MEMBER_IMAGE_FIELD, mn('imageRequired'));
    return { data };
  });
  if (next !== files.length) throw new AppError(400, { [MEMBER_IMAGE_FIELD]: [mn('invalidValue')] });
  return images;
}

/** Each member's linked artist and user ids; a slug that names no one is a 400 on that member's field. */
async function linkIds(db: ServiceDeps<'db'>['db'], members: AboutMemberFields[]) {
  const slugs = (pick: (m: AboutMemberFields) => string | undefined) =>
    [...new Set(members.map(pick))].filter((s): s is string => Boolean(s));
  const [artistIds, userIds] = await Promise.all([
    q.artistIdsBySlug(
      db,
      slugs((m) => m.memberArtistSlug),
    ),
    q.userIdsBySlug(
      db,
      slugs((m) => m.memberUserSlug),
    ),
  ]);
  const errors: Record<string, string[]> = {};
  const links = members.map((m, i) => {
    const artistId = m.memberArtistSlug ? artistIds.get(m.memberArtistSlug) : null;
    const userId = m.memberUserSlug ? userIds.get(m.memberUserSlug) : null;
    if (artistId === undefined) errors[`members.${i}.memberArtistSlug`] = [mn('artistSlugUnknown')];
    if (userId === undefined) errors[`members.${i}.memberUserSlug`] = [mn('userSlugUnknown')];
    return { artistId: artistId ?? null, userId: userId ?? null };
  });
  if (Object.keys(errors).length) throw new AppError(400, errors);
  return links;
}

/**
 * POST /institute/edit-aboutus/ (the about policy's editors: admins): the page and its members replaced in one
 * transaction. Everything is checked before anything is stored (fields, links, every image a whole JPEG),
 * so a refused edit changes nothing; new images are removed again when the write fails. The images the edit
 * dropped stay in storage, since the page's history refers to them (decision 024).
 */
export async function editAbout(ctx: ServiceDeps<'db' | 'storage' | 'clock'>, user: Actor, body: MultipartBody) {
  authorize(user, 'edit');
  const fields = parseWith(aboutEditFields, {
    main_title: body.fields.main_title?.at(-1),
    content: body.fields.content?.at(-1),
    members: memberRecords(body),
  });
  const content = sanitizeJournalHtml(fields.content, ctx.storage);
  const oldKeys = await q.memberImageKeys(ctx.db);
  const images = pairImages(
    fields.members,
    body.files[MEMBER_IMAGE_FIELD] ?? [],
    new Map(oldKeys.map((key) => [ctx.storage.url(key), key])),
  );
  const links = await linkIds(ctx.db, fields.members);
  for (const image of images) if ('data' in image) await assertJpeg(MEMBER_IMAGE_FIELD, image.data);

  const stored = new StoredFiles(ctx.storage);
  await withFiles(stored, async () => {
    const keys: string[] = [];
    for (const image of images)
      keys.push(
        'kept' in image
          ? image.kept
          : (await stored.image(image.data, { field: MEMBER_IMAGE_FIELD, crop: CROPS.square, folder: 'about' }))!,
      );
    // The about-us page is one row, id 1 (db/schema/institute.ts).
    // The demo seed writes the page as a system actor (id 0, no account): its revision names nobody.
    await revisionAfterWrite.revised(ctx.db, user?.id ? user.id : null, async (tx, rev) => {
      await rev.track('about', ABOUT_PAGE_ID, 'update');
      await q.replaceAboutPage(
        tx,
        { title: fields.main_title, content, updatedAt: ctx.clock.now() },
        fields.members.map((m, i) => ({
          category: m.memberCategory,
          name: m.memberName,
          title: m.memberTitle,
          description: m.memberDescription,
          image: keys[i],
          ...links[i],
        })),
      );
    });
  });
  // The members' dropped images stay in storage: the page's history refers to them (decision 024).
  return { success: true, message: mn('aboutSaved') };
}
