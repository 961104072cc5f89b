import type { z } from 'zod';
import {
  type annualQuery,
  registrationFields,
  type registrationEmailCodeRequest,
  type registrationGuidanceQuery,
} from '@mfi/contract/festival.schemas';
import { type MessageKey, mn } from '@mfi/contract/messages';
import { festivalAfterWrite } from '../../after-write/festival.after-write';
import type { AuthUser } from '../../auth/auth-user';
import type { ServiceDeps } from '../../context';
import { AppError, fieldError } from '../../lib/errors';
import { type MultipartBody, singleFields } from '../../lib/multipart';
import { parseWith } from '../../lib/validate';
import { linksOwnUnpublished, seesUnpublished } from '../../policies/catalogue.policy';
import { can } from '../../policies/festival.policy';
import { mailCode, useMailCode } from '../accounts/phone-codes';
import { entrantRequestWaits } from '../notifications/notifications.service';
import { visibleIds } from '../reference/reference.service';
import { registrationFeeMail } from './registration.mail';
import {
  toCurrentAnnual,
  toOwnFilm,
  toRegistrationGuidance,
  toRegistrationRow,
  toRegistrationsCsv,
} from './registration.mapper';
import * as q from './registration.queries';

// Festival registration (issue 17 items 4 to 6; part 1 sections 2, 5 and 6): the current edition, its
// guidance, a film's registration by an entrant (the `ustga` flag) with the fee mail, the admin's table and
// CSV of an edition's registrations, and the admin's grant of the entrant flag. The registration page shows
// a refusal's `message` in red in place of the form, so its refusals answer `{success: false, message}`.

/** A refusal the registration pages show as is: `{success: false, message}` with its status. */
export const refusal = (status: number, key: MessageKey) => new AppError(status, { success: false, message: mn(key) });

async function editionOf(db: ServiceDeps<'db'>['db'], slug: string, year: number) {
  const edition = await q.findEdition(db, slug, year);
  if (!edition) throw refusal(404, 'annualUnknown');
  return edition;
}

/** GET /award/current-annual/: the newest edition of any festival (the /submission page), 404 without one. */
export async function currentAnnual(ctx: ServiceDeps<'db' | 'storage'>) {
  const edition = await q.findCurrentEdition(ctx.db);
  if (!edition) throw refusal(404, 'annualUnknown');
  return toCurrentAnnual(edition, ctx.storage);
}

/**
 * GET /award/registration-guidance/ {name, year}: the edition's guidance and dates, and whether the caller may
 * register (the wizard shows its form or the refusal by it); 404 with the message.
 */
export async function registrationGuidance(
  ctx: ServiceDeps<'db'>,
  user: AuthUser | null,
  query: z.infer<typeof registrationGuidanceQuery>,
) {
  const edition = await editionOf(ctx.db, query.name, query.year);
  const canRegister = can(user, 'register');
  // A member who may not register yet is offered to ask the admins, unless their request still waits.
  const requested = user !== null && !canRegister && (await entrantRequestWaits(ctx, user.id));
  return toRegistrationGuidance(edition, canRegister, requested);
}

/**
 * POST /award/registration-email-code/: mails the entrant a code confirming an address for the fee mail, so
 * the mail goes only to the account's own address or one its owner confirmed (the waits are the SMS codes').
 */
export async function registrationEmailCode(
  ctx: ServiceDeps<'db' | 'clock' | 'mail'>,
  user: AuthUser,
  body: z.infer<typeof registrationEmailCodeRequest>,
) {
  if (!can(user, 'register')) throw refusal(403, 'entrantOnly');
  const wait = await mailCode(ctx, { userId: user.id, email: body.email });
  return { success: true, message: mn('codeSent'), wait };
}

/**
 * POST /award/register-annual-festival/: a member with the entrant flag (or an admin) registers a film for
 * an edition, once per film and edition. Asked before the form is read (`readForm`), so a member without the
 * flag is refused unread; the unique index keeps parallel posts of one film to one row. The director is named
 * by register number, and may also be picked from the catalogue. The fee mail goes out after the answer
 * (ctx.background), to the account's own address or to another the entrant confirmed with a mailed code.
 */
/**
 * GET /award/registration-own-films/: the entrant's own unpublished films, which the wizard offers before its
 * create form (issue 25 item 6); the same refusal as the registration for a member without the flag.
 */
export async function registrationOwnFilms(ctx: ServiceDeps<'db' | 'storage'>, user: AuthUser) {
  if (!can(user, 'register')) throw refusal(403, 'entrantOnly');
  const rows = await q.ownDraftFilms(ctx.db, user.id);
  return { films: rows.map((row) => toOwnFilm(row, ctx.storage)) };
}

export async function registerFilm(
  ctx: ServiceDeps<'db' | 'cache' | 'mail' | 'background' | 'clock' | 'config'>,
  user: AuthUser,
  readForm: () => Promise<MultipartBody>,
) {
  if (!can(user, 'register')) throw refusal(403, 'entrantOnly');
  const f = parseWith(registrationFields, singleFields(await readForm()));
  const edition = await editionOf(ctx.db, f.festival, f.year);
  if (edition.paymentDeadline !== null && edition.paymentDeadline < ctx.clock.now()) {
    throw refusal(400, 'registrationClosed');
  }
  // The film and the picked director as the entrant may see them: published, or added by the entrant (the
  // wizard's own new ones); another member's unpublished film answers as a missing one, so its title never
  // reaches the fee mail.
  const own = linksOwnUnpublished(user);
  const picked = f.director_artist === undefined ? [] : [f.director_artist];
  const [films, directors] = await Promise.all([
    visibleIds(ctx.db, 'movies', [f.movie], seesUnpublished(user, 'movie'), own),
    visibleIds(ctx.db, 'artists', picked, seesUnpublished(user, 'artist'), own),
  ]);
  const film = films.has(f.movie) ? await q.movieTitle(ctx.db, f.movie) : undefined;
  if (film === undefined) throw fieldError('movie', 'awardTitleUnknown');
  if (f.director_artist !== undefined && !directors.has(f.director_artist)) {
    throw fieldError('director_artist', 'artistSlugUnknown');
  }
  await confirmMailTarget(ctx, user, f.email, f.email_code);
  const id = await q.insertRegistration(ctx.db, {
    editionId: edition.id,
    userId: user.id,
    movieId: f.movie,
    directorRegisterNumber: f.director_id,
    directorArtistId: f.director_artist ?? null,
    email: f.email,
    phoneCode: f.phone_code,
    phoneNumber: f.phone_number,
    movieLink: f.movie_link,
    createdAt: ctx.clock.now(),
  });
  if (id === undefined) throw refusal(400, 'registrationRepeated');
  festivalAfterWrite.registered(ctx, edition.id);
  const mail = registrationFeeMail(edition, { id, email: f.email, film }, ctx.config.publicUrl);
  ctx.background.add('festival registration mail', () => ctx.mail.send(mail));
  return { success: true, message: mn('registrationDone') };
}

/** The fee mail's address is the account's own, or one confirmed by the code mailed to it (else 400). */
async function confirmMailTarget(ctx: ServiceDeps<'db' | 'clock'>, user: AuthUser, email: string, code?: string) {
  if (email === (await q.accountEmail(ctx.db, user.id))) return;
  if (code === undefined || !(await useMailCode(ctx, user.id, email, code))) {
    throw fieldError('email_code', 'emailCodeRequired');
  }
}

/** GET /award/annual-registrations/ {slug, year} (admin): the edition's registrations, newest first. */
export async function editionRegistrations(ctx: ServiceDeps<'db'>, query: z.infer<typeof annualQuery>) {
  const edition = await editionOf(ctx.db, query.slug, query.year);
  return { registrations: (await q.listRegistrations(ctx.db, edition.id)).map(toRegistrationRow) };
}

/** GET /award/annual-registrations-csv/ {slug, year} (admin): the same rows as a CSV file and its name. */
export async function editionRegistrationsCsv(ctx: ServiceDeps<'db'>, query: z.infer<typeof annualQuery>) {
  const edition = await editionOf(ctx.db, query.slug, query.year);
  return {
    filename: `registrations-${edition.slug}-${edition.year}.csv`,
    csv: toRegistrationsCsv(await q.listRegistrations(ctx.db, edition.id)),
  };
}
