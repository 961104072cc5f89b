import type { z } from 'zod';
import {
  type annualQuery,
  type entrantFlagRequest,
  registrationFields,
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
import { visibleIds } from '../reference/reference.service';
import { registrationFeeMail } from './registration.mail';
import { toCurrentAnnual, toRegistrationGuidance, toRegistrationRow, toRegistrationsCsv } from './registration.mapper';
import * as q from './registration.queries';

// Festival registration (issue 17 items 4 to 6; part 1 sections 2, 5 and 6): the current edition, its
// guidance, a film's registration by an entrant (the `ustga` flag) with the fee mail, the admin's table and
// CSV of an edition's registrations, and the admin's grant of the entrant flag. The registration page shows
// a refusal's `message` in red in place of the form, so its refusals answer `{success: false, message}`.

/** A refusal the registration pages show as is: `{success: false, message}` with its status. */
const refusal = (status: number, key: MessageKey) => new AppError(status, { success: false, message: mn(key) });

async function editionOf(db: ServiceDeps<'db'>['db'], slug: string, year: number) {
  const edition = await q.findEdition(db, slug, year);
  if (!edition) throw refusal(404, 'annualUnknown');
  return edition;
}

/** GET /award/current-annual/: the newest edition of any festival (the /submission page), 404 without one. */
export async function currentAnnual(ctx: ServiceDeps<'db' | 'storage'>) {
  const edition = await q.findCurrentEdition(ctx.db);
  if (!edition) throw refusal(404, 'annualUnknown');
  return toCurrentAnnual(edition, ctx.storage.url);
}

/** GET /award/registration-guidance/ {name, year}: the edition's guidance and dates; 404 with the message. */
export async function registrationGuidance(ctx: ServiceDeps<'db'>, query: z.infer<typeof registrationGuidanceQuery>) {
  return toRegistrationGuidance(await editionOf(ctx.db, query.name, query.year));
}

/**
 * POST /award/register-annual-festival/: a member with the entrant flag (or an admin) registers a film for
 * an edition, once per film and edition. Asked before the form is read (`readForm`), so a member without the
 * flag is refused unread; the unique index keeps parallel posts of one film to one row. The fee mail goes
 * out after the answer (ctx.background), to the address the form gave.
 */
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
  // The film and the director as the entrant may see them: published, or added by the entrant (the
  // wizard's own new ones); another member's unpublished film answers as a missing one, so its title never
  // reaches the fee mail.
  const own = linksOwnUnpublished(user);
  const [films, directors] = await Promise.all([
    visibleIds(ctx.db, 'movies', [f.movie], seesUnpublished(user, 'movie'), own),
    visibleIds(ctx.db, 'artists', [f.director_id], seesUnpublished(user, 'artist'), own),
  ]);
  const film = films.has(f.movie) ? await q.movieTitle(ctx.db, f.movie) : undefined;
  if (film === undefined) throw fieldError('movie', 'awardTitleUnknown');
  if (!directors.has(f.director_id)) throw fieldError('director_id', 'artistSlugUnknown');
  const id = await q.insertRegistration(ctx.db, {
    editionId: edition.id,
    userId: user.id,
    movieId: f.movie,
    directorId: f.director_id,
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

/**
 * POST /award/entrant-flag/ (admin): grants or takes back a member's entrant flag. The members' flags are
 * read with their token and kept a few seconds (modules/auth/session-cache): forgotten here, so the change
 * holds from the member's next call on this instance.
 */
export async function setEntrantFlag(
  ctx: ServiceDeps<'db' | 'clock' | 'sessions'>,
  body: z.infer<typeof entrantFlagRequest>,
) {
  const id = await q.setEntrantFlag(ctx.db, body.user, body.ustga, ctx.clock.now());
  if (id === undefined) throw refusal(404, 'userSlugUnknown');
  ctx.sessions.forgetAll();
  festivalAfterWrite.entrantFlag();
  return { success: true, message: mn('entrantFlagSaved') };
}
