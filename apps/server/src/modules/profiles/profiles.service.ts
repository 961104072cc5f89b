import { CROPS } from '@mfi/contract/limits';
import { mn } from '@mfi/contract/messages';
import {
  PROFILE_IMAGE_FIELDS,
  profileUpdateFields,
  type ProfileDetailResponse,
  type ProfileUpdateFields,
  type ProfileUpdateResponse,
} from '@mfi/contract/profiles.schemas';
import { memberTags, profileAfterWrite } from '../../after-write/profile.after-write';
import { authorizeEmailChange, mailEmailUndo } from '../accounts/email-change.service';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import type { Executor } from '../../db/client';
import { isUniqueViolation } from '../../lib/db-errors';
import { AppError, fieldError, notFound } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { readFormImages, removeReplaced, StoredFiles, withFiles } from '../../lib/stored-files';
import { parseWith } from '../../lib/validate';
import { seesUnpublished } from '../../policies/catalogue.policy';
import { authorizeInteract, can, type Interaction, type ProfileSubject } from '../../policies/profile.policy';
import { profilePermissionsOf } from '../../policies/permissions';
import { toUserObject } from './profiles.mapper';
import { findMemberBySlug } from './follows.queries';
import * as q from './profiles.queries';

// The profile page's detail and the editor's save (issue 15; part 1 sections 2, 3, 7 "Profile area" and 8).

/** The profile subject for the policy: the member and the blocks between them and the caller. */
export const profileSubject = (
  ownerId: number,
  relation: { blocked: boolean; beingblocked: boolean },
): ProfileSubject => ({
  kind: 'profile',
  ownerId,
  blocksCaller: relation.beingblocked,
  blockedByCaller: relation.blocked,
});

/** A member by slug, for the domains that show a member's things (feed, profile lists); undefined when none. */
export const findMember = (db: Executor, slug: string) => findMemberBySlug(db, slug);

/** No block between the two: a guest and a member, or a member and themselves. */
export const NO_BLOCKS = { blocked: false, beingblocked: false };

/** The member as the profile policy takes them, with the blocks between them and the caller (none for a guest). */
export const ownerSubject = async (db: Executor, user: AuthUser | null, ownerId: number) =>
  profileSubject(ownerId, user ? await q.relationBetween(db, user.id, ownerId) : NO_BLOCKS);

/**
 * Refuses `how` with the owner or their things across a block (the profile policy's `canInteract`, 401 or
 * 403): every follow, comment, like, reaction and list like asks here, so the blocks between two members are
 * read by one query (`relationBetween`). A like taken back is never refused: its service asks for new ones.
 */
export async function authorizeInteraction(db: Executor, user: AuthUser, ownerId: number, how: Interaction = 'like') {
  authorizeInteract(user, profileSubject(ownerId, await q.relationBetween(db, user.id, ownerId)), how);
}

/**
 * Why no profile answers for `slug`: an account an admin closed (issue 25) is 410 with the spec-styled
 * `{detail}` and `closed: true`, so its page says the account is closed; anything else is not found.
 */
async function noMember(db: Executor, slug: string) {
  return (await q.isClosedMember(db, slug))
    ? new AppError(410, { detail: mn('accountClosed'), closed: true })
    : notFound();
}

/**
 * GET /user/api/{slug}/v-user-detail/: the member's profile with the board's counts, what they watch now
 * and the caller's follow and blocks; 404 for no such (active) member. The caller-free part (a guest's
 * view) is cached under the member's tag, which each of their writes and a follow or block of them drops
 * (profile.after-write.ts); the caller's relation is a second small read, none for a guest or the member.
 * A contributor's view (unpublished titles watched) is one statement, uncached.
 */
export async function profileDetail(
  ctx: ServiceDeps<'db' | 'storage' | 'cache'>,
  user: AuthUser | null,
  slug: string,
): Promise<ProfileDetailResponse> {
  const seesAll = seesUnpublished(user, 'movie');
  const found = seesAll
    ? await q.findProfileDetail(ctx.db, slug, user?.id ?? null, true)
    : await ctx.cache.wrap(
        `profile:${slug}`,
        async () => {
          const detail = await q.findProfileDetail(ctx.db, slug, null, false);
          if (!detail) throw await noMember(ctx.db, slug); // not stored: a member who signs up with the slug shows at once
          return detail;
        },
        (d) => memberTags.pages(d.profile.id),
      );
  if (!found) throw await noMember(ctx.db, slug);
  const { profile: row, counts, status } = found;
  const isOwner = row.id === user?.id;
  const relation = seesAll || !user || isOwner ? found.relation : await q.relationBetween(ctx.db, user.id, row.id);
  const subject = profileSubject(row.id, relation);
  // The caller's verdict, added after the cache beside the spec's keys (the web's Articles section).
  const verdicts = profilePermissionsOf(user, subject);
  const userObject = toUserObject(ctx.storage, row, counts, {
    seesPrivate: can(user, 'seePrivate', subject),
    seesDrafts: verdicts.can_see_drafts === true,
    isOwner,
    relation,
  });
  return { user_object: { ...userObject, ...verdicts }, user_status: status };
}

/** The fields of the form that go to the profile row; a field not sent is left as it is. */
function profileChanges(f: ProfileUpdateFields): q.ProfileChanges {
  const changes: q.ProfileChanges = {
    birthday: f.birthday,
    birthdayHidden: f.birthdayhide,
    countryId: f.country,
    bio: f.bio,
    facebook: f.facebook,
    instagram: f.instagram,
    twitter: f.twitter,
    youtube: f.youtube,
    youtubeName: f.youtubename,
    youtubeBanner: f.youtubebanner,
  };
  return sent(changes);
}

/** The changes the form sent: a field it did not send is undefined and stays as it is. */
const sent = <T extends object>(changes: T) =>
  Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;

/**
 * POST /user/api/v-user-profile-update/ (multipart): the caller's own profile, never another's (the call
 * names no member). The photo and background come cropped by the client (240x240, 1280x720) and are
 * checked to be JPEGs by content, re-encoded at those sizes; the e-mail stays unique ("Бүртгэгдсэн имейл
 * хаяг!"), and moving to another one asks for the current password and mails the old address a link that
 * undoes it (auth/email-change.service.ts). The replaced image files are removed after the commit.
 */
export async function updateProfile(
  ctx: ServiceDeps<'db' | 'storage' | 'cache' | 'clock' | 'limits' | 'passwords' | 'background' | 'config' | 'mail'>,
  user: AuthUser,
  body: MultipartBody,
  ip: string,
): Promise<ProfileUpdateResponse> {
  // An empty form is no save (a form that could not be read comes out empty).
  if (!Object.keys(body.fields).length && !Object.keys(body.files).length)
    throw new AppError(400, { detail: mn('invalidValue') });
  const fields = parseWith(profileUpdateFields, singleFields(body));
  const emailChange = await authorizeEmailChange(ctx, { ip }, user, fields);
  const { single } = await readFormImages(body, { single: Object.values(PROFILE_IMAGE_FIELDS) });
  if (fields.country != null && !(await q.countryExists(ctx.db, fields.country)))
    throw fieldError('country', 'countryUnknown');
  if (fields.email && (await q.emailTakenByOther(ctx.db, fields.email, user.id)))
    throw fieldError('email', 'emailTaken');

  const files = new StoredFiles(ctx.storage);
  const folder = `users/${user.id}/profile`;
  const { saved, replaced } = await withFiles(files, async () => {
    const image = await files.image(single[PROFILE_IMAGE_FIELDS.photo], {
      field: PROFILE_IMAGE_FIELDS.photo,
      folder,
      crop: CROPS.square,
    });
    const background = await files.image(single[PROFILE_IMAGE_FIELDS.background], {
      field: PROFILE_IMAGE_FIELDS.background,
      folder,
      crop: CROPS.scene,
    });
    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const before = await q.lockAccountImages(tx, user.id);
        const account: q.AccountChanges = {
          firstname: fields.firstname,
          lastname: fields.lastname,
          email: fields.email,
          image,
          background,
        };
        const saved = await q.updateAccount(tx, user.id, sent(account), now);
        await q.upsertProfile(tx, user.id, profileChanges(fields), now);
        return { saved, replaced: [image && before.image, background && before.background] };
      });
    } catch (error) {
      // Two members saving the same new e-mail at once: the unique index decides, with the spec's text.
      if (isUniqueViolation(error)) throw fieldError('email', 'emailTaken');
      throw error;
    }
  });
  await removeReplaced(ctx.storage, replaced);
  if (emailChange) mailEmailUndo(ctx, emailChange);
  profileAfterWrite.saved(ctx);
  return {
    success: true,
    message: mn('profileSaved'),
    user: {
      image: ctx.storage.urlOf(saved.image),
      background: ctx.storage.urlOf(saved.background),
    },
  };
}
