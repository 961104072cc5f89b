import {
  annualDetailResponse,
  annualFilmListResponse,
  annualQuery,
  annualWriteResponse,
  awardDeleteRequest,
  awardDeleteResponse,
  awardEntryRequest,
  awardEntryResponse,
  festivalDetailQuery,
  festivalDetailResponse,
  festivalListQuery,
  festivalListResponse,
  festivalSearchQuery,
  festivalSearchResponse,
  festivalWriteResponse,
} from '@mfi/contract/festival.schemas';
import { currentUser, requireRole } from '../../auth/guards';
import type { AppContext, ZodApp } from '../../context';
import { FESTIVAL_MANAGERS } from '../../policies/festival.policy';
import { readMultipart } from '../../lib/multipart';
import { routeKit } from '../../lib/route-kit';
import { deleteAward, enterAward } from './awards.service';
import { annualDetail, annualFilms, createEdition, type FilmList, updateEdition } from './editions.service';
import { createFestival, festivalDetail, festivalList, festivalPicker, updateFestival } from './festivals.service';

// The festival (issue 17 items 1 to 3): festivals, annual editions, their awards and film lists.
const route = routeKit(['festival']);
const multipartNote = 'multipart/form-data';

export function registerFestivalRoutes(app: ZodApp, ctx: AppContext) {
  // Festivals.
  app.get(
    '/award/festival-list/',
    route.read(
      'Every festival; `name` filters on the Mongolian and international names (any case, Cyrillic or Latin)',
      festivalListQuery,
      festivalListResponse,
    ),
    (req) => festivalList(ctx, req.user, req.query),
  );
  app.get(
    '/award/search-festival-list/',
    route.read(
      'Festival picker of the annual edition form: at most 20 by name',
      festivalSearchQuery,
      festivalSearchResponse,
    ),
    (req) => festivalPicker(ctx, req.query),
  );
  app.get(
    '/award/festival-detail/',
    route.read(
      'A festival and its annual editions, newest first (404 unknown)',
      festivalDetailQuery,
      festivalDetailResponse,
    ),
    (req) => festivalDetail(ctx, req.user, req.query),
  );
  const admin = route.writes(requireRole(...FESTIVAL_MANAGERS), 'festival');
  app.post(
    '/award/create-festival/',
    admin.form(
      `Add a festival (admins): mongol_name, international_name and the festival-background JPEG (cropped 1280x720), all required; answers the new slug. ${multipartNote}`,
      festivalWriteResponse,
    ),
    async (req) => createFestival(ctx, await readMultipart(req)),
  );
  app.post(
    '/award/update-festival/',
    admin.form(
      `Edit a festival by slug (admins): both names; festival-background only when replaced; answers the slug, which follows the international name. ${multipartNote}`,
      festivalWriteResponse,
    ),
    async (req) => updateFestival(ctx, await readMultipart(req)),
  );

  // Annual editions.
  app.post(
    '/award/create-annual-festival/',
    admin.form(
      'Add an annual edition (admins): festival (id), year 1900 to next year (one edition a year), agenda, description ' +
        'and guidance in MN and EN (HTML, sanitized), payment_deadline and results_date (optional), the annual-poster ' +
        `JPEG (cropped 420x560) required. ${multipartNote}`,
      annualWriteResponse,
    ),
    async (req) => createEdition(ctx, currentUser(req), await readMultipart(req)),
  );
  app.post(
    '/award/update-annual-festival/',
    admin.form(
      'Edit an annual edition by festival slug and original_year (admins): year 1900 to this year, not one the festival ' +
        `holds already; the texts and dates; annual-poster only when replaced. ${multipartNote}`,
      annualWriteResponse,
    ),
    async (req) => updateEdition(ctx, currentUser(req), await readMultipart(req)),
  );
  app.get(
    '/award/annual-detail/',
    route.read(
      'An annual edition: texts in MN and EN, dates, winners and nominees by category (films the caller may see)',
      annualQuery,
      annualDetailResponse,
    ),
    (req) => annualDetail(ctx, req.user, req.query),
  );
  const filmLists: [string, FilmList, string][] = [
    ['/award/annual-winner-movie-list/', 'winner', 'Films of an edition with a win'],
    ['/award/annual-nominated-movie-list/', 'nominated', 'Films of an edition nominated without a win'],
    [
      '/award/annual-notnominated-movie-list/',
      'registered',
      'Films registered for an edition that hold no award entry (the other nominees)',
    ],
  ];
  for (const [path, list, summary] of filmLists)
    app.get(path, route.read(summary, annualQuery, annualFilmListResponse), (req) =>
      annualFilms(ctx, req.user, req.query, list),
    );

  // Awards.
  app.post(
    '/award/api-annual-award-entry/',
    admin.json(
      'Enter a winner or nominee of an edition (admins): the category, a movie or a serial, an optional artist',
      awardEntryRequest,
      awardEntryResponse,
    ),
    (req) => enterAward(ctx, currentUser(req), req.body),
  );
  app.post(
    '/award/api-annual-award-delete/',
    admin.json('Delete an award entry by id (admins; 404 unknown)', awardDeleteRequest, awardDeleteResponse),
    (req) => deleteAward(ctx, currentUser(req), req.body),
  );
}
