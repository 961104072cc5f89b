import { z } from 'zod';
import {
  annualQuery,
  currentAnnualResponse,
  registrationEmailCodeRequest,
  registrationEmailCodeResponse,
  registrationGuidanceQuery,
  registrationGuidanceResponse,
  registrationOwnFilmsResponse,
  registrationResponse,
  registrationsResponse,
} from '@mfi/contract/festival.schemas';
import { currentUser, noStore, requireRole, requireUser } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { FESTIVAL_MANAGERS } from '../../policies/festival.policy';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { registerEntrantFlagRoutes } from './entrant-flag.routes';
import {
  currentAnnual,
  editionRegistrations,
  editionRegistrationsCsv,
  registerFilm,
  registrationEmailCode,
  registrationGuidance,
  registrationOwnFilms,
} from './registration.service';

// Festival registration (issue 17 items 4 to 6): the current edition, guidance, registration, the admin's table.
const route = routeKit(['festival']);

export function registerFestivalRegistrationRoutes(app: ZodApp, ctx: AppContext) {
  app.get(
    '/award/current-annual/',
    route.read(
      'The newest edition of any festival (the festival page /submission); 404 when there is none',
      z.object({}),
      currentAnnualResponse,
    ),
    () => currentAnnual(ctx),
  );
  app.get(
    '/award/registration-guidance/',
    route.read(
      "An edition's registration guidance (HTML, MN and EN), dates and whether the caller may register " +
        '(`can_register`); 404 {success: false, message} when unknown',
      registrationGuidanceQuery,
      registrationGuidanceResponse,
    ),
    (req) => registrationGuidance(ctx, req.user, req.query),
  );
  app.post(
    '/award/registration-email-code/',
    route
      .writes(requireUser, 'none')
      .json(
        "Mail the entrant a 6-digit code confirming an e-mail address other than their account's for the fee mail " +
          '(entrants; 403 {success: false, message} otherwise; 429 while the address waits)',
        registrationEmailCodeRequest,
        registrationEmailCodeResponse,
      ),
    (req) => registrationEmailCode(ctx, currentUser(req), req.body),
  );
  app.get(
    '/award/registration-own-films/',
    {
      ...route.guardedRead(
        requireUser,
        'The unpublished films the caller added before, newest first, which the registration wizard offers ' +
          'instead of a new one (entrants; else 403 {success: false, message})',
        z.object({}),
        registrationOwnFilmsResponse,
      ),
      onSend: noStore,
    },
    (req) => registrationOwnFilms(ctx, currentUser(req)),
  );
  app.post(
    '/award/register-annual-festival/',
    {
      ...route
        .writes(requireUser, 'festival')
        .form(
          'Register a film for an edition (members with the entrant flag `ustga`, else 403 {success: false, message}); ' +
            'multipart: movie, director_id (register number), optional director_artist (picked artist id), email, ' +
            'email_code (when email is not the account address), phone_code, phone_number, movie_link, consent1 to ' +
            'consent4, festival (slug), year. Once per film and edition; mails the fee instructions',
          registrationResponse,
        ),
    },
    (req) => registerFilm(ctx, currentUser(req), () => readMultipart(req)),
  );

  const admin = requireRole(...FESTIVAL_MANAGERS);
  app.get(
    '/award/annual-registrations/',
    {
      ...route.guardedRead(
        admin,
        "An edition's registrations, newest first (admins)",
        annualQuery,
        registrationsResponse,
      ),
      onSend: noStore,
    },
    (req) => editionRegistrations(ctx, req.query),
  );
  app.get(
    '/award/annual-registrations-csv/',
    {
      ...route.guardedRead(
        admin,
        "An edition's registrations as a CSV file (UTF-8 with a byte order mark; admins)",
        annualQuery,
        z.string(),
      ),
      onSend: noStore,
    },
    async (req, reply) => {
      const { filename, csv } = await editionRegistrationsCsv(ctx, req.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(csv);
    },
  );
  registerEntrantFlagRoutes(app, ctx);
}
